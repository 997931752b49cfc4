// Push notifications of the installable web app (issue 27, seed 000 §4), through the real push
// path: the page subscribes after the login and registers the subscription
// (externalregistration/register); the server encrypts an order's status change for it (Web
// Push, RFC 8291, VAPID) and posts it to the subscription's endpoint. Chromium's own push
// service (FCM) cannot be reached from this machine, so `pushManager.subscribe` is answered by
// the test with a subscription whose endpoint is a push relay run by the test: the relay
// decrypts each message with the subscription's private key (as a browser's push service hands
// it to the browser, which decrypts it) and delivers it to the service worker through the
// DevTools protocol (ServiceWorker.deliverPushMessage). The worker's `push` and
// `notificationclick` handlers are the shipped ones (public/push-sw.js).
import type { CDPSession, Page } from '@playwright/test';
import {
  decryptWebPush,
  newSubscriptionKeys,
  startPushEndpoint,
  verifyVapid,
} from '../../apps/server/test/push-kit';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';
import { advance } from './fulfilment-support';

test.describe.configure({ mode: 'serial' });

let relay: Awaited<ReturnType<typeof startPushEndpoint>>;
const keys = newSubscriptionKeys();
/** What waits on the browser's worker: generous, the CI machine runs everything on 2 cores. */
const SLOW = 30_000;

test.beforeAll(async () => {
  relay = await startPushEndpoint();
});
test.afterAll(async () => {
  await relay?.close();
});

/** The browser's push service, answered by the test: a subscription pointing at the relay. */
async function fakePushService(page: Page, endpoint: string) {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const bytes = (b64: string) => {
        const s = atob(b64.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64.length % 4)) % 4));
        return Uint8Array.from(s, (c) => c.charCodeAt(0)).buffer;
      };
      let current: PushSubscription | null = null;
      const make = (key: ArrayBuffer | null) =>
        ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: key, userVisibleOnly: true },
          getKey: (name: string) => bytes(name === 'auth' ? auth : p256dh),
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        current = make(
          key instanceof ArrayBuffer
            ? key
            : key
              ? new Uint8Array(key as ArrayBufferView as Uint8Array).buffer
              : null,
        );
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
}

/** The relay: the next message for our subscription, decrypted (as the push service + browser would). */
async function nextMessage(after: number): Promise<{ text: string; json: Record<string, unknown> }> {
  await expect.poll(() => relay.received.length, { timeout: SLOW }).toBeGreaterThan(after);
  const request = relay.received[after]!;
  verifyVapid(request.headers.authorization, relay.url);
  const text = decryptWebPush(request.body, keys);
  return { text, json: JSON.parse(text) as Record<string, unknown> };
}

/**
 * The shop's service worker as DevTools sees it. The ServiceWorker domain is enabled before the
 * first page loads, so no event is missed; the registration id (for deliverPushMessage) is known
 * once the worker is installed, which on a loaded machine takes tens of seconds (it precaches the
 * app shell).
 */
class ShopWorker {
  private readonly registrations = new Set<string>();
  private constructor(
    private readonly page: Page,
    readonly cdp: CDPSession,
    private readonly origin: string,
  ) {}

  static async watch(page: Page, origin: string): Promise<ShopWorker> {
    const cdp = await page.context().newCDPSession(page);
    const watcher = new ShopWorker(page, cdp, origin);
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        for (const r of e.registrations)
          if (r.scopeURL === `${origin}/`) {
            if (r.isDeleted) watcher.registrations.delete(r.registrationId);
            else watcher.registrations.add(r.registrationId);
          }
      },
    );
    await cdp.send('ServiceWorker.enable');
    return watcher;
  }

  async registrationId(): Promise<string> {
    await expect
      .poll(() => this.registrations.size, { timeout: SLOW, message: 'the worker is registered' })
      .toBeGreaterThan(0);
    return [...this.registrations][0]!;
  }

  /** Hands a decrypted message to the worker, as the browser does when its push service delivers one. */
  async deliver(data: string): Promise<void> {
    const registrationId = await this.registrationId();
    await this.cdp.send('ServiceWorker.deliverPushMessage', { origin: this.origin, registrationId, data });
  }

  /**
   * Runs `fn` in the worker's scope. An idle worker may have been stopped by the browser (and a
   * new one started by the next event): it is started if needed and looked up afresh each time;
   * null while it is not reachable, so that a poll keeps trying.
   */
  async evaluate<T>(fn: () => Promise<T>): Promise<T | null> {
    const find = () =>
      this.page
        .context()
        .serviceWorkers()
        .find((w) => w.url() === `${this.origin}/sw.js`);
    try {
      if (!find()) await this.cdp.send('ServiceWorker.startWorker', { scopeURL: `${this.origin}/` });
      const worker = find();
      return worker ? await worker.evaluate(fn) : null;
    } catch {
      return null;
    }
  }

  /** The windows of the shop the worker sees, with their visibility (what its push handler reads). */
  windows(): Promise<{ url: string; visibilityState: string }[] | null> {
    return this.evaluate(async () =>
      (
        await (self as unknown as WorkerScope).clients.matchAll({ type: 'window', includeUncontrolled: true })
      ).map((w) => ({ url: w.url, visibilityState: w.visibilityState })),
    );
  }

  notifications() {
    return this.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      })),
    );
  }
}

/** What the test reads of the worker's scope (the e2e project has no WebWorker lib). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; data: unknown }[]> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ url: string; visibilityState: string }[]>;
  };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

async function buyOneProduct(page: Page): Promise<number> {
  const product = await findProduct(
    page.request,
    (p) => p.productInfos.TIPOLOGIA !== 'Sfuso' && !p.dayLock && (p.available ?? 1) > 0,
  );
  await freshDriveCart(page.request);
  await page.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 1 }] },
  });
  const res = await page.request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } });
  const body = (await res.json()) as {
    response: { status: number; errorsMessage: string[] };
    data: { order: { orderId: number } };
  };
  expect(body.response.errorsMessage).toEqual([]);
  return body.data.order.orderId;
}

test('an order advanced by the fulfilment tool reaches the subscribed page: asked in the foreground, opened from the notification', async ({
  page,
  baseURL,
}) => {
  // The worker's first install precaches the app shell: slow when the machine is busy.
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  await page.context().grantPermissions(['notifications'], { origin });
  await fakePushService(page, `${relay.url}/push/e2e`);
  const worker = await ShopWorker.watch(page, origin);
  const customer = await freshCustomer();
  await loginThroughApi(page.request, customer);

  // A logged-in page with notifications allowed registers its subscription once the worker is
  // active (navigator.serviceWorker.ready): installing it may take a while.
  const registered = page.waitForResponse(
    (r) => r.url().includes('/ebsn/api/externalregistration/register'),
    { timeout: 90_000 },
  );
  await page.goto('/');
  await waitForHydration(page);
  const registration = await registered;
  expect(((await registration.json()) as { response: { status: number } }).response.status).toBe(0);
  expect(new URL(registration.url()).searchParams.get('external_id')).toBe(`${relay.url}/push/e2e`);

  // Placing the order pushes «Confermato»; the fulfilment tool's step pushes «In preparazione».
  const before = relay.received.length;
  const orderId = await buyOneProduct(page);
  await nextMessage(before);
  await advance(page.request, orderId);
  const pushed = await nextMessage(before + 1);
  expect(pushed.json).toEqual({
    kind: 'order',
    title: `Ordine n. ${orderId}: In preparazione`,
    body: 'Il tuo ordine è arrivato al punto vendita ed è in preparazione.',
    nav_to: `/profile/orders/${orderId}`,
  });
  const notification = {
    title: `Ordine n. ${orderId}: In preparazione`,
    body: 'Il tuo ordine è arrivato al punto vendita ed è in preparazione.',
    data: { nav_to: `/profile/orders/${orderId}` },
  };

  // Foreground: the worker hands the message to the visible page, which asks before navigating.
  await worker.deliver(pushed.text);
  const dialog = page.getByRole('dialog', { name: notification.title });
  await expect(dialog).toBeVisible({ timeout: SLOW });
  await expect(dialog).toContainText('Vuoi aprire la pagina della notifica?');
  await expect.poll(() => worker.notifications(), { timeout: SLOW }).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Apri' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(dialog).toBeHidden();

  // Background: with no page of the shop open the worker shows a notification instead. (A
  // headless Chromium keeps every tab visible, so the shop's tab goes to another site.) The
  // browser forgets the shop's window a moment after the other site's page has loaded: the
  // message is delivered once the worker no longer sees it, as it would be in real life.
  await page.goto(`${relay.url}/another-site`);
  await expect.poll(() => worker.windows(), { timeout: SLOW, message: 'the shop has no window' }).toEqual([]);
  await worker.deliver(pushed.text);
  await expect
    .poll(() => worker.notifications(), { timeout: SLOW, message: 'the notification is shown' })
    .toEqual([notification]);

  // Tapped: the shop's window goes straight to the order, no question asked. The click is
  // dispatched in the worker (a headless browser has no notification to tap), with the shop open
  // in the tab and controlled by the worker (WindowClient.navigate needs it): a synthetic click
  // may not open a new window.
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SLOW });
  expect(
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [shown] = await scope.registration.getNotifications();
      if (!shown) return false;
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown }));
      return true;
    }),
  ).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`), { timeout: SLOW });
  await expect.poll(() => worker.notifications(), { timeout: SLOW }).toEqual([]);

  // Logout (seed 000 §4): the device is unregistered first, then the session ends.
  await page.goto('/profile/dashboard');
  await waitForHydration(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/externalregistration\/unregister|auth\/logout/.test(path)) calls.push(path);
  });
  const unregistered = page.waitForResponse((r) => r.url().includes('externalregistration/unregister'));
  await page.getByRole('main').getByRole('button', { name: 'Esci' }).click();
  expect(((await (await unregistered).json()) as { data: { removed: number } }).data.removed).toBe(1);
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  expect(calls).toEqual(['/ebsn/api/externalregistration/unregister', '/ebsn/api/auth/logout']);
});
