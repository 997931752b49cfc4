// The installable web app (issue 27, ADR 0049): manifest and icons, the service worker and what
// it keeps for offline use (never the cart), and the version check of spec 000 §2 and §9.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { HomePage } from '../pages/home.page';
import { categoryTree, firstProductOf } from '../support/catalog';
import { loginThroughApi } from './cart-support';

// Offline, the page's own calls (cart, menus) fail and the browser logs them.
test.use({ allowConsoleErrors: [/./] });

async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

test.describe('installable app', () => {
  // Playwright applies setOffline (and the context's routes) to service workers only with this
  // switch, read as each worker starts: set for these tests only.
  test.beforeAll(() => {
    process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  });
  test.afterAll(() => {
    delete process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS;
  });

  test('the manifest is linked and complete, its icons are PNGs of the stated sizes, Chromium finds it installable', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Sporta',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#d2151e',
      background_color: '#f6f5f2',
    });
    expect(manifest.name).toContain('Sporta');
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/search', '/cart', '/profile/orders']);
    expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);

    const images = [...manifest.icons.filter((i) => i.type === 'image/png'), ...manifest.screenshots];
    expect(images.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '390x844', '1280x800']),
    );
    for (const image of images) {
      const file = await request.get(image.src);
      expect(file.ok(), image.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
      const body = await file.body();
      // PNG signature, then the IHDR chunk's width and height.
      expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, image.src).toBe(image.sizes);
    }

    // Chromium's own installability check (manifest, icons, service worker with a fetch handler).
    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers an install.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('pages already seen open offline; others show the Italian offline page; the cart is never served from a cache', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const [first, second] = await categoryTree(request);
    const seen = await firstProductOf(request, first!.categoryId);
    const unseen = await firstProductOf(request, second!.categoryId);
    const seenUrl = seen.itemUrl ?? `/product/${seen.slug}`;
    const unseenUrl = unseen.itemUrl ?? `/product/${unseen.slug}`;

    // A signed-in shopper: the cart page and its call answer with the shopper's cart.
    await loginThroughApi(page.request);
    await page.goto('/');
    await controlledByServiceWorker(page);
    await page.goto(seenUrl);
    await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
    await waitForHydration(page);
    await page.goto('/cart');
    await expect
      .poll(() => page.evaluate(() => fetch('/ebsn/api/cart/view').then((r) => r.status)))
      .toBe(200);

    await context.setOffline(true);
    // A page seen before: its last copy, which stays usable once its JavaScript runs offline.
    await page.goto(seenUrl);
    await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
    await expect(page.getByText('Qualcosa è andato storto')).toHaveCount(0);
    // From there, a link to a page never seen says the shopper is offline (not a generic error).
    await page.goto(seenUrl);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Carne e pesce' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    await expect(page.getByText('le pagine che hai già visto restano disponibili')).toBeVisible();
    // A page never seen: the offline page, in Italian.
    await page.goto(unseenUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    await expect(page.getByText('Controlla la connessione e riprova.')).toBeVisible();
    // The cart page, seen a moment ago, is never kept: the offline page stands in for it.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    // And the cart's API call fails rather than answering from a cache.
    const offlineCart = await page.evaluate(() =>
      fetch('/ebsn/api/cart/view').then(
        (r) => `status ${r.status}`,
        () => 'failed',
      ),
    );
    expect(offlineCart).toBe('failed');
    // No API answer was stored by the service worker at all.
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(stored.length).toBeGreaterThan(0);
    expect(
      stored.filter((p) => p.startsWith('/ebsn/api/') || /^\/(cart|checkout|payment|profile)/.test(p)),
    ).toEqual([]);
    await context.setOffline(false);

    // Logging out drops the pages stored while signed in (the next ones are the visitor's).
    const storedPages = () =>
      page
        .evaluate(async () => {
          const urls: string[] = [];
          for (const name of ['sporta-pages', 'sporta-page-data']) {
            for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
          }
          return urls;
        })
        .catch(() => ['navigating']);
    await page.goto('/');
    expect(await storedPages()).toContain(seenUrl);
    await page.getByRole('button', { name: 'Ciao Mario, il mio account' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
    await expect.poll(async () => (await storedPages()).includes(seenUrl)).toBe(false);
  });

  test('the offline page as seen on a phone and on a computer', async ({ page, context }, testInfo) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: testInfo.outputPath(`offline-${size.width}x${size.height}.png`) });
    }
    await context.setOffline(false);
  });
});

test.describe('version check (spec 000 §2, §9)', () => {
  // The check is the page's own timer and request: no service worker in the way of page.route.
  test.use({ serviceWorkers: 'block' });

  async function start(page: Page, version: () => string) {
    const running = { value: '' };
    await page.clock.install();
    await page.route('**/version.json', (route) =>
      route.fulfill({ json: { version: version() || running.value } }),
    );
    await page.goto('/');
    await waitForHydration(page);
    running.value = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
    );
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  }

  const sameDocument = (page: Page) =>
    page
      .evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)
      // A document on its way out: ask again.
      .catch(() => 'navigating');

  async function tick(page: Page, ms: number) {
    const asked = page.waitForResponse('**/version.json');
    await page.clock.fastForward(ms);
    await asked;
    // The answer is read in a task of its own.
    await page.waitForTimeout(200);
  }

  test('a new /version.json reloads on the next navigation, but not into the cart', async ({
    page,
    header,
  }) => {
    let latest = '';
    await start(page, () => latest);
    // Same build after 10 minutes: navigations stay in the page.
    await tick(page, 600_000);
    await new HomePage(page).openFirstDepartment();
    expect(await sameDocument(page)).toBe(true);

    latest = 'a-new-build';
    await tick(page, 600_000);
    // Into the cart: never reloaded.
    await header.cart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.waitForTimeout(500);
    expect(await sameDocument(page)).toBe(true);
    // Out of it: the next navigation is a full page load, at the page asked for.
    await header.logo.click();
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(page).toHaveURL(/\/$/);
    await expect(header.logo).toBeVisible();
  });

  test('30 minutes after the start the next navigation reloads, with the same build', async ({ page }) => {
    test.setTimeout(60_000);
    await start(page, () => '');
    await tick(page, 600_000);
    await tick(page, 600_000);
    await new HomePage(page).openFirstDepartment();
    expect(await sameDocument(page)).toBe(true);
    await tick(page, 600_000);
    // Back to the home page (the router's own navigation): now a full page load.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
  });
});
