// A second Sporta for the journeys of another configuration: anonymous cart on, cart updating
// off. Started like the first one (`npm start`, support/app-server.ts) on its own port and
// DATA_DIR, with a smaller demo catalogue (it starts in about half the time), once per worker
// (the suite has one) and only when a spec that uses it runs. ANON_BASE_URL (and ANON_DATA_DIR,
// for its mails) point the specs at one already running instead.
import { startApp } from './app-server';
import { test as base } from './fixtures';

export const ANONYMOUS_CART_ENV = { ANONYMOUS_CART: 'true', UPDATE_CART: 'false', SEED_PRODUCTS: '600' };

interface SecondApp {
  baseURL: string;
  /** Its DATA_DIR: the PIN mails of the second factor are written to DATA_DIR/mail. */
  dataDir: string;
}

export const test = base.extend<object, { anonymousCartApp: SecondApp }>({
  anonymousCartApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      if (process.env.ANON_BASE_URL) {
        await use({ baseURL: process.env.ANON_BASE_URL, dataDir: process.env.ANON_DATA_DIR ?? '' });
        return;
      }
      const app = await startApp({ env: ANONYMOUS_CART_ENV });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ anonymousCartApp }, use) => use(anonymousCartApp.baseURL),
});

export { expect } from './fixtures';
