// Test fixtures: the base URL of the running app, page objects, and a guard that fails the
// test on any unexpected console error or uncaught page error.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { HeaderPage } from '../pages/header.page';
import { MenuPage } from '../pages/menu.page';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixtures {
  header: HeaderPage;
  menu: MenuPage;
  /** Console errors the test expects (e.g. the browser's own log line for a 404 document). */
  allowConsoleErrors: RegExp[];
  /** Answer the cookie banner before the page loads (default true). */
  cookieChoiceMade: boolean;
  cookieChoice: void;
  /** Show the categories' popups (default false: the demo fruit popup would cover other journeys). */
  categoryPopups: boolean;
  categoryPopupsSeen: void;
  consoleGuard: void;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.BASE_URL;
    if (!url) throw new Error('BASE_URL is not set: the global setup did not start the app');
    await use(url);
  },
  allowConsoleErrors: [[], { option: true }],
  // The cookie banner of the first visit is answered (technical cookies only) unless a test
  // wants to see it: it would otherwise cover the bottom of every page.
  cookieChoiceMade: [true, { option: true }],
  cookieChoice: [
    async ({ page, cookieChoiceMade }, use) => {
      if (cookieChoiceMade)
        await page.addInitScript(() => {
          if (!localStorage.getItem('sporta-cookie-preferences'))
            localStorage.setItem(
              'sporta-cookie-preferences',
              JSON.stringify({
                technical: true,
                analytics: false,
                profilation: false,
                saveDate: new Date().toISOString(),
                uuid: 'e2e',
              }),
            );
        });
      await use();
    },
    { auto: true },
  ],
  categoryPopups: [false, { option: true }],
  categoryPopupsSeen: [
    async ({ page, categoryPopups }, use) => {
      // Every demo department's popup counts as just shown (ADR 0072), unless a test wants it.
      if (!categoryPopups)
        await page.addInitScript(() => {
          for (let id = 1; id <= 20; id++)
            if (!localStorage.getItem(`sporta.categoryPopup.${id}`))
              localStorage.setItem(`sporta.categoryPopup.${id}`, new Date().toISOString());
        });
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (allowConsoleErrors.some((re) => re.test(text))) return;
        // React Router's lazy route discovery: a manifest fetch cut short by the next navigation.
        if (/Failed to fetch manifest patches/.test(text)) return;
        problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      await use();
      expect(problems, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  header: async ({ page }, use) => use(new HeaderPage(page)),
  menu: async ({ page }, use) => use(new MenuPage(page)),
});

export { expect };

/**
 * Rules outside the WCAG tag set that the shop holds itself to (issue 19.10): a control's name
 * holds its visible text (experimental in axe), dialogs and drawers have a name, headings go in
 * order (product grids), landmarks of one kind are told apart.
 */
export const EXTRA_RULES = [
  'label-content-name-mismatch',
  'aria-dialog-name',
  'heading-order',
  'landmark-unique',
];

/**
 * Runs axe with the WCAG 2.2 AA rule set and the EXTRA_RULES, and returns the violations,
 * readable in a failure.
 *
 * `scrollThrough`: first scroll the page to its end and back, so that every item the browser
 * skips while out of view (content-visibility: auto, ADR 0018) has been laid out once at its
 * real size. Until then such an item takes its placeholder height, and axe, measuring inside it,
 * sees content a shopper never sees overlap the next row (target-size).
 */
export async function accessibilityViolations(page: Page, options: { scrollThrough?: boolean } = {}) {
  // @axe-core/playwright types its page with its own copy of playwright-core.
  type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const axePage = page as unknown as AxePage;
  if (options.scrollThrough)
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      window.scrollTo(0, 0);
      await frame();
    });
  // A dialog or menu still fading in has its text at partial opacity: axe would measure a contrast
  // no one sees. Wait (at most 3 s) until every finite animation and transition has ended.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const wcag = await new AxeBuilder({ page: axePage }).withTags(WCAG_TAGS).analyze();
  const extra = await new AxeBuilder({ page: axePage }).withRules(EXTRA_RULES).analyze();
  return [...wcag.violations, ...extra.violations].map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** Waits until React has hydrated the page (the router's client state exists). */
export async function waitForHydration(page: Page) {
  // A function, not a string: a string predicate runs through eval, which the pages' CSP
  // (script nonce, no 'unsafe-eval') refuses. It runs in the browser, hence globalThis.
  await page.waitForFunction(() => {
    const g = globalThis as unknown as {
      __reactRouterRouteModules?: unknown;
      document: { readyState: string };
    };
    return g.__reactRouterRouteModules !== undefined && g.document.readyState === 'complete';
  });
  await page.waitForLoadState('networkidle');
}
