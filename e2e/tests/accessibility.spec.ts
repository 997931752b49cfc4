// Accessibility where the shopper spends the visit (issue 19.10): axe (WCAG 2.2 AA and the
// shop's extra rules, support/fixtures.ts) on the pages of a logged-in customer at 1440 and
// 390 px, on the dialogs and drawers, and on the server-rendered page before it hydrates.
import type { APIRequestContext, Page } from '@playwright/test';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
// one pattern: an array of several RegExps would be read as Playwright's [value, options] form
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches|map-tiles|status of 404/] });

async function firstShopSlug(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/ebsn/api/warehouse-locator/search?store_id=1')).json()) as {
    data: { warehouses: { kind: string; slug: string }[] };
  };
  return body.data.warehouses.find((w) => w.kind === 'store')!.slug;
}

async function aProductSlug(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/ebsn/api/products?q=latte&page_size=1')).json()) as {
    data: { products: { slug: string }[] };
  };
  return body.data.products[0]!.slug;
}

async function expectClean(page: Page, where: string, options: { scrollThrough?: boolean } = {}) {
  expect(await accessibilityViolations(page, options), where).toEqual([]);
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a logged-in customer’s pages have no axe violations', async ({ page }) => {
      test.setTimeout(300_000);
      await loginThroughApi(page.request);
      await freshDriveCart(page.request);
      // Every page on a desktop; the main ones on a phone (each run of axe takes seconds).
      const all = [
        '/',
        '/frutta-e-verdura',
        '/search?q=latte',
        `/product/${await aProductSlug(page.request)}`,
        '/fast-search?q=latte,pane',
        '/cart',
        '/checkout',
        '/profile/dashboard',
        '/profile/orders',
        '/profile/addresses',
        '/profile/gifts',
        '/profile/fidelity',
        '/profile/points-polv',
        '/profile/lists',
        '/profile/privacy',
        '/profile/preferred',
        `/punti-vendita/${await firstShopSlug(page.request)}`,
      ];
      const phone = [
        '/',
        '/frutta-e-verdura',
        '/cart',
        '/checkout',
        '/profile/orders',
        '/profile/fidelity',
        all[3]!,
      ];
      for (const path of width > 600 ? all : phone) {
        await page.goto(path);
        await waitForHydration(page);
        // the whole page as the shopper scrolls it (product grids' items laid out at their size)
        await expectClean(page, path, { scrollThrough: true });
      }
    });

    test('the setup dialogs, the privacy step and the list selector have no axe violations', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await loginThroughApi(page.request);
      await freshDriveCart(page.request);
      await page.request.post('/ebsn/api/wishlist/insert', { data: { name: 'Spesa della settimana' } });
      // Cooperative 3's consents not given: picking it shows its privacy step.
      await page.request.post('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
        data: { store_id: 3, disclaimers: [{ registrationDisclaimerId: 31, value: 0 }] },
      });
      await page.goto('/frutta-e-verdura');
      await waitForHydration(page);
      const dialogs = new SetupDialogsPage(page);
      const bar = page.getByTestId('cart-info-card');

      await bar.getByRole('button', { name: /^Cambia fascia oraria: / }).click();
      await expect(dialogs.timeslot).toBeVisible();
      await expectClean(page, 'time-slot dialog');
      await page.keyboard.press('Escape');

      await bar.getByRole('button', { name: /^Cambia servizio: / }).click();
      await expect(dialogs.address).toBeVisible();
      await expectClean(page, 'address dialog');
      await dialogs.address.getByRole('button', { name: 'Cambia cooperativa' }).click();
      await expect(dialogs.store).toBeVisible();
      await expectClean(page, 'store dialog');
      await dialogs.chooseStore('Coop Lago e Navigli');
      const privacy = page.getByRole('dialog', { name: 'Privacy di Coop Lago e Navigli' });
      await expect(privacy).toBeVisible();
      await privacy.getByRole('button', { name: 'Accetta e continua' }).click();
      await expect(privacy.getByText('Campo obbligatorio').first()).toBeVisible();
      await expectClean(page, 'privacy step with its errors');
      await page.keyboard.press('Escape');

      await page.getByTestId('wishlist-button').first().click();
      const lists = page.getByRole('dialog').filter({ hasText: 'Spesa della settimana' });
      await expect(lists).toBeVisible();
      await expectClean(page, 'list selector');
      await page.keyboard.press('Escape');
      await freshDriveCart(page.request);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filter drawer and the menu drawer have no axe violations', async ({ page }) => {
    await page.goto('/frutta-e-verdura');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Filtri/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtra i prodotti' });
    await expect(drawer).toBeVisible();
    await expectClean(page, 'filter drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('open-mobile-menu').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page, 'menu drawer');
  });
});

test('the home page as the server sends it, before it hydrates, has no axe violations', async ({ page }) => {
  // axe runs as soon as the document has loaded, while the page still hydrates: the slider's
  // cards are out of view (content-visibility skips them), where a colour transition once froze
  // the 'Aggiungi' buttons at the browser's grey (white on #efefef, 1.14:1).
  await page.goto('/');
  await expectClean(page, 'home before hydration');
  // Whatever the timing of this run: no 'Aggiungi' button transitions its colour at rest, so
  // none can stay frozen mid-way in a card the browser skips.
  const durations = await page
    .getByTestId('product-slider')
    .getByRole('button', { name: /^Aggiungi .* al carrello$/ })
    .evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).transitionDuration));
  expect(durations.length).toBeGreaterThan(0);
  expect(new Set(durations)).toEqual(new Set(['0s']));
});
