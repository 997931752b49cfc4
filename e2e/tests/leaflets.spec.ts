// Leaflets (issue 24): /volantini lists the current leaflets with covers; the viewer flips with
// the buttons and the keyboard and says 'Pagina X di N'; a tap on a hotspot opens the product's
// card in a dialog and adds it to the cart without leaving the leaflet; the PDF downloads; axe
// finds nothing on the list, the viewer and the dialog; an unknown leaflet is the 404 page.
import type { APIRequestContext, Page } from '@playwright/test';
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

// Page images sized for the screen (ADR 0070): the first page is a <picture> whose WebP source
// lists 480–1200 px files; a phone takes a small one, a desktop one no larger than it shows.
async function firstPageChoice(page: Page) {
  const first = page.getByTestId('leaflet-first-page');
  await expect(first).toHaveJSProperty('complete', true);
  return first.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    // the file's width (its name says it): naturalWidth is divided by the density srcset gives
    fileWidth: Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1] ?? 0),
    shownWidth: img.getBoundingClientRect().width * window.devicePixelRatio,
    fetchPriority: img.getAttribute('fetchpriority'),
    sourceType: img.parentElement?.querySelector('source')?.type,
    preloaded: [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((l) =>
      l.getAttribute('imagesrcset'),
    ),
  }));
}

test.describe('responsive page images', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('at 390×844 the first page is a small WebP, preloaded with high priority, the PNGs kept for others', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const leaflet = await firstVolantino(page.request);
    await page.goto(leaflet.location);
    const choice = await firstPageChoice(page);
    expect(choice.sourceType).toBe('image/webp');
    expect(choice.fetchPriority).toBe('high');
    // 342 px shown at density 1: the 480 px file (720 at most on any phone of this width)
    expect(choice.currentSrc).toMatch(new RegExp(`${leaflet.baseLocation}1-(480|720)\\.webp$`));
    expect(choice.fileWidth).toBeLessThanOrEqual(720);
    expect(choice.fileWidth).toBeGreaterThanOrEqual(choice.shownWidth);
    expect(choice.shownWidth).toBeLessThanOrEqual(390);
    expect(choice.preloaded).toEqual([expect.stringMatching(/1-480\.webp 480w, .*1-1200\.webp 1200w$/)]);
    const file = await page.request.get(choice.currentSrc);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['cache-control']).toContain('immutable');
    const png = await page.request.get(`${leaflet.baseLocation}1.png`);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await file.body()).length).toBeLessThan((await png.body()).length / 3);
    // a width that is not one of the variants, another format: not found, nothing written
    for (const name of ['1-500.webp', '1-480.avif', `${leaflet.pageCount + 1}-480.webp`])
      expect((await page.request.get(`${leaflet.baseLocation}${name}`)).status(), name).toBe(404);
    await waitForHydration(page);
    await page.screenshot({ path: test.info().outputPath('leaflet-390.png') });
    // the book built on first use keeps the WebP sources
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page.getByTestId('leaflet-pagination')).toHaveText(`Pagina 2 di ${leaflet.pageCount}`);
    const second = page.locator('.stf__item:visible img');
    await expect(second).toHaveJSProperty('complete', true);
    expect(await second.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/2-(480|720)\.webp$/);
  });

  test('at 1280 wide two pages show, each no larger a file than it needs', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const leaflet = await firstVolantino(page.request);
    await page.goto(leaflet.location);
    const choice = await firstPageChoice(page);
    expect(choice.currentSrc).toMatch(/1-(480|720)\.webp$/);
    expect(choice.fileWidth).toBeGreaterThanOrEqual(choice.shownWidth);
    // the smallest file that covers it
    expect(choice.fileWidth - 240).toBeLessThan(choice.shownWidth);
    await waitForHydration(page);
    await page.screenshot({ path: test.info().outputPath('leaflet-1280.png') });
  });
});

test.describe('the leaflet viewer block', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])
    test(`on the home page at ${viewport.width} the block shows the volantino, flips, and a hotspot opens the product`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const leaflet = await firstVolantino(page.request);
      await page.goto('/');
      const block = page.getByTestId('block-leaflet-viewer');
      await expect(block.getByRole('heading', { name: 'Sfoglia il volantino' })).toBeAttached();
      await expect(block.getByRole('link', { name: 'Sfoglia il volantino' })).toHaveAttribute(
        'href',
        leaflet.location,
      );
      // before it comes near, the cover stands in its place and no viewer code has run
      await expect(block.getByTestId('leaflet-viewer-cover')).toBeAttached();
      await waitForHydration(page);
      await block.scrollIntoViewIfNeeded();
      const viewer = block.getByTestId('leaflet-viewer');
      await expect(viewer).toBeVisible();
      const pagination = viewer.getByTestId('leaflet-pagination');
      await expect(pagination).toHaveText(`Pagina 1 di ${leaflet.pageCount}`);
      const first = viewer.getByTestId('leaflet-first-page');
      await expect(first).toHaveJSProperty('complete', true);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
      await viewer.scrollIntoViewIfNeeded();
      expect(await accessibilityViolations(page)).toEqual([]);
      await block.screenshot({ path: test.info().outputPath(`home-leaflet-viewer-${viewport.width}.png`) });
      const step = viewport.width >= 769 ? 2 : 1;
      await viewer.getByRole('button', { name: 'Pagina successiva' }).click();
      await expect(pagination).toHaveText(`Pagina ${1 + step} di ${leaflet.pageCount}`);
      await viewer.getByRole('button', { name: 'Pagina precedente' }).click();
      await expect(pagination).toHaveText(`Pagina 1 di ${leaflet.pageCount}`);
      // the arrows flip it while the focus is in it; elsewhere they are the home page's
      await viewer.getByRole('button', { name: 'Pagina successiva' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(pagination).toHaveText(`Pagina ${1 + step} di ${leaflet.pageCount}`);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(1000);
      await expect(pagination).toHaveText(`Pagina ${1 + step} di ${leaflet.pageCount}`);
      // a hotspot leads to the product's page
      const hotspot = viewer.locator('.stf__item:visible [data-testid="leaflet-hotspot"]').first();
      const name = (await hotspot.getAttribute('aria-label'))!.replace(/: vedi prezzo.*$/, '');
      await hotspot.click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
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
