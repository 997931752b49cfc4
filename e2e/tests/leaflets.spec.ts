// Leaflets (issue 24): /volantini lists the current leaflets with covers; the viewer flips with
// the buttons and the keyboard and says 'Pagina X di N'; a tap on a hotspot opens the product's
// card in a dialog and adds it to the cart without leaving the leaflet; the PDF downloads; axe
// finds nothing on the list, the viewer and the dialog; an unknown leaflet is the 404 page.
import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

interface LeafletDto {
  leafletId: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  pageCount: number;
  baseLocation: string;
}

async function firstVolantino(request: APIRequestContext): Promise<LeafletDto> {
  const res = await request.get('/ebsn/api/leaflet/search?leaflet_type_id=2');
  const body = (await res.json()) as { data: { leaflets: LeafletDto[] } };
  return body.data.leaflets[0]!;
}

test('/volantini lists the current leaflets with their covers', async ({ page }) => {
  test.setTimeout(90_000);
  const res = await page.goto('/volantini');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Volantini' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText('Volantini');
  const cards = page.getByTestId('leaflet-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  const cover = await cards
    .first()
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(cover).toBeGreaterThan(0);
  await expect(page.getByText('Catalogo soci').first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('leaflets on the home and store pages', () => {
  // The store page's map asks for tiles no tile server answers offline (stores.spec.ts says so too).
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test("the home page's leaflet slider and the store page lead to the store's volantino", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const res = await page.request.get('/ebsn/api/leaflet/search?leaflet_type_id=2&parent_warehouse_id=1');
    const [mine] = ((await res.json()) as { data: { leaflets: LeafletDto[] } }).data.leaflets;
    expect(mine).toBeDefined();

    await page.goto('/');
    const slider = page.getByTestId('block-leaflet-slider');
    await expect(slider.getByRole('heading', { name: 'I volantini del tuo punto vendita' })).toBeVisible();
    const covers = slider.getByRole('listitem');
    expect(await covers.count()).toBeGreaterThanOrEqual(3);
    await expect(slider.getByRole('link', { name: 'Tutti i volantini' })).toHaveAttribute(
      'href',
      '/volantini',
    );
    await waitForHydration(page);
    await slider.scrollIntoViewIfNeeded();
    await slider.screenshot({ path: test.info().outputPath('home-leaflet-slider.png') });
    await expect(slider.locator(`a[href="${mine!.location}"]`)).toContainText(mine!.description);
    await slider.locator(`a[href="${mine!.location}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${mine!.location}$`));
    await expect(page.getByRole('heading', { level: 1, name: mine!.title })).toBeVisible();

    await page.goto('/negozi-e-volantini/negozi/1');
    const section = page.getByRole('region', { name: 'I volantini di questo punto vendita' });
    await expect(section.getByTestId('leaflet-card')).toContainText([mine!.title]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await section.screenshot({ path: test.info().outputPath('store-leaflets.png') });
    await section.locator(`a[href="${mine!.location}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${mine!.location}$`));
  });
});

test('the viewer flips with the buttons and the arrows, paginates and downloads the PDF', async ({
  page,
}) => {
  // the PDF is assembled on its first request (every page rendered), axe reads a long page
  test.setTimeout(180_000);
  const leaflet = await firstVolantino(page.request);
  await page.goto('/volantini');
  await waitForHydration(page);
  await page
    .getByRole('link', { name: `Sfoglia ${leaflet.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${leaflet.location}$`));
  await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText(
    `HomepageVolantini${leaflet.title}`,
  );
  const pagination = page.getByTestId('leaflet-pagination');
  await expect(pagination).toHaveText(`Pagina 1 di ${leaflet.pageCount}`);
  await expect(page.getByTestId('leaflet-hotspot').first()).toBeVisible();
  // 1440 px wide: two pages face each other, a flip moves by two
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(pagination).toHaveText(`Pagina 3 di ${leaflet.pageCount}`);
  await page.keyboard.press('ArrowLeft');
  await expect(pagination).toHaveText(`Pagina 1 di ${leaflet.pageCount}`);
  await page.keyboard.press('ArrowRight');
  await expect(pagination).toHaveText(`Pagina 3 di ${leaflet.pageCount}`);
  // every page shown is a loaded image
  const shown = page.locator('.stf__item:visible img');
  await expect(shown.first()).toHaveJSProperty('complete', true);
  expect(await shown.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const pdf = await page.request.get(`${leaflet.baseLocation}leaflet.pdf`, { timeout: 120_000 });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('link', { name: 'Scarica PDF' })).toHaveAttribute(
    'href',
    `${leaflet.baseLocation}leaflet.pdf`,
  );
  // the products below, for those who would rather read than flip: all, or one page's (they
  // load as the grid comes near the window)
  await page.getByRole('heading', { name: 'I prodotti del volantino' }).scrollIntoViewIfNeeded();
  const grid = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(grid.first()).toBeVisible();
  expect(await grid.count()).toBeGreaterThan(2);
  await page.getByLabel('Mostra i prodotti di').selectOption({ label: 'pagina 1' });
  await expect(grid).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a tap on a hotspot opens the product and adds it to the cart without leaving the leaflet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const leaflet = await firstVolantino(page.request);
  const view = (await (
    await page.request.get(`/ebsn/api/leaflet/view?leaflet_id=${leaflet.slug}`)
  ).json()) as {
    data: { leafletPage: { products: { productId: number; name: string }[] }[] };
  };
  const product = view.data.leafletPage[0]!.products[0]!;

  await page.goto(leaflet.location);
  await waitForHydration(page);
  await page.getByRole('button', { name: `${product.name}: vedi prezzo e aggiungi al carrello` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('€');
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).click();
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { cartItems: { productId: number }[] };
      };
      return cart.data.cartItems.map((l) => l.productId);
    })
    .toContain(product.productId);
  await expect(page).toHaveURL(new RegExp(`${leaflet.location}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.request.post('/ebsn/api/cart/empty');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('one page per view, a flip moves by one; keyboard only: a hotspot opens the product; fullscreen follows its events', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const leaflet = await firstVolantino(page.request);
    await page.goto(leaflet.location);
    await waitForHydration(page);
    const pagination = page.getByTestId('leaflet-pagination');
    // the first page is a server-rendered image sized for the screen, there before any script
    const first = page.getByRole('img', { name: new RegExp(`^Pagina 1 di ${leaflet.pageCount}`) }).first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('srcset', /600w.*1200w/);
    await expect(first).toHaveJSProperty('complete', true);
    // the product grid's cards below are laid out once before axe measures them (ADR 0038)
    expect(await accessibilityViolations(page, { scrollThrough: true })).toEqual([]);
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(pagination).toHaveText(`Pagina 2 di ${leaflet.pageCount}`);
    await expect(page.locator('.stf__item:visible')).toHaveCount(1);
    await page.keyboard.press('ArrowLeft');
    await expect(pagination).toHaveText(`Pagina 1 di ${leaflet.pageCount}`);

    // Tab reaches the first hotspot after the toolbar; Enter opens its product, Escape closes it
    const hotspot = page.getByTestId('leaflet-hotspot').first();
    await page.getByRole('button', { name: 'Schermo intero' }).focus();
    await page.keyboard.press('Tab');
    await expect(hotspot).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const full = page.getByRole('button', { name: 'Schermo intero' });
    await full.click();
    await expect(page.getByRole('button', { name: 'Esci da schermo intero' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.evaluate(() => document.exitFullscreen());
    await expect(page.getByRole('button', { name: 'Schermo intero' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test.describe('unknown leaflets', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
  test('an unknown leaflet is the 404 page', async ({ page }) => {
    for (const path of ['/volantini/volantino-che-non-esiste', '/catalogo-soci/999999']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
    }
  });
});
