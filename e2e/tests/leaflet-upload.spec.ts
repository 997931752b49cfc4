// The staff side of leaflets (issue 24 "Must show", ADR 0054): a leaflet editor signs in, uploads
// a 4-page PDF made here with pdf-lib, draws one hotspot with the pointer and types the other's
// position (keyboard), links both to products found by search, publishes; then a shopper sees it
// on /volantini, opens it, taps a hotspot and adds the product to the cart. A PNG renamed .pdf is
// refused with the Italian message and nothing is created. Axe clean; screenshots at 390 and 1280.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { ADMIN, LEAFLET_EDITOR, staffSignIn } from '../support/staff';
import { freshDriveCart, loginThroughApi } from './cart-support';

// The refused upload answers 400: the browser logs the failed resource.
test.use({ allowConsoleErrors: [/status of 400/] });

async function makePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0.78, 0.16, 0.16) });
    page.drawText(`Offerte della settimana - pagina ${i}`, {
      x: 30,
      y: 780,
      size: 26,
      font,
      color: rgb(1, 1, 1),
    });
    page.drawRectangle({ x: 40, y: 440, width: 240, height: 240, borderColor: rgb(0, 0, 0), borderWidth: 2 });
    page.drawRectangle({
      x: 320,
      y: 160,
      width: 240,
      height: 240,
      borderColor: rgb(0, 0, 0),
      borderWidth: 2,
    });
  }
  return Buffer.from(await pdf.save());
}

interface Product {
  productId: number;
  name: string;
}

test('a leaflet editor uploads a PDF, places two hotspots, publishes; a shopper buys from it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const products = (
    (await (await page.request.get('/ebsn/api/products?page_size=2')).json()) as {
      data: { products: Product[] };
    }
  ).data.products;
  expect(products).toHaveLength(2);
  const title = `Volantino caricato ${Date.now() % 1_000_000}`;

  await staffSignIn(page, LEAFLET_EDITOR);
  await page.getByRole('link', { name: 'Gestisci i volantini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volantini e cataloghi' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('File PDF del volantino').setInputFiles({
    name: 'volantino.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(4),
  });
  await page.getByRole('button', { name: 'Carica il volantino' }).click();
  await expect(page.getByText(/Volantino caricato: 4 pagine\. È una bozza/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: `Pagina 1 del volantino ${title}` });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // first hotspot: drawn with the pointer
  const surface = page.getByTestId('leaflet-draw-surface');
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.07, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.47, box.y + box.height * 0.45, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('leaflet-draw-area')).toBeVisible();
  expect(Number(await page.getByLabel('Larghezza').inputValue())).toBeGreaterThan(35);
  await page.getByLabel('Cerca un prodotto').fill(products[0]!.name);
  await page.getByRole('button', { name: 'Cerca il prodotto' }).click();
  await page
    .getByRole('list', { name: 'Prodotti trovati' })
    .getByRole('button', { name: products[0]!.name })
    .first()
    .click();
  await expect(page.getByText(`Prodotto scelto: ${products[0]!.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi il prodotto alla pagina' }).click();

  // second hotspot: position and size typed, from the keyboard
  await page.getByLabel('Da sinistra').fill('54');
  await page.getByLabel("Dall'alto").fill('52');
  await page.getByLabel('Larghezza').fill('40');
  await page.getByLabel('Altezza').fill('29');
  // without a product it is refused with a message
  await page.getByRole('button', { name: 'Aggiungi il prodotto alla pagina' }).click();
  await expect(page.getByRole('region', { name: 'Prodotti sulle pagine' }).getByRole('alert')).toHaveText(
    'Cerca e scegli il prodotto da collegare al riquadro.',
  );
  await page.getByLabel('Cerca un prodotto').fill(products[1]!.name);
  await page.getByLabel('Cerca un prodotto').press('Enter');
  await page
    .getByRole('list', { name: 'Prodotti trovati' })
    .getByRole('button', { name: products[1]!.name })
    .first()
    .click();
  await page.getByRole('button', { name: 'Aggiungi il prodotto alla pagina' }).click();
  await expect(page.getByRole('list').filter({ hasText: products[1]!.name }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Salva la pagina 1' }).click();
  await expect(page.getByTestId('plan-outcome')).toHaveText('Pagina 1: 2 prodotti collegati.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/leaflet-editor-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/leaflet-editor-390.png', fullPage: true });
  await page.getByLabel('Larghezza').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/leaflet-editor-390-fields.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByTestId('plan-outcome')).toHaveText(/Volantino pubblicato/);
  await expect(page.getByText('Pubblicato', { exact: true })).toBeVisible();

  // a shopper of the first cooperative sees it, opens it, taps a hotspot and buys
  const shopper = await browser.newContext({ baseURL: process.env.BASE_URL, locale: 'it-IT' });
  try {
    const shop = await shopper.newPage();
    await loginThroughApi(shop.request);
    await freshDriveCart(shop.request);
    await shop.goto('/volantini');
    await waitForHydration(shop);
    await shop
      .getByRole('link', { name: `Sfoglia ${title}` })
      .first()
      .click();
    await expect(shop).toHaveURL(/\/volantini\/volantino-caricato-/);
    await expect(shop.getByTestId('leaflet-pagination')).toHaveText('Pagina 1 di 4');
    await shop
      .getByRole('button', { name: `${products[0]!.name}: vedi prezzo e aggiungi al carrello` })
      .click();
    const dialog = shop.getByRole('dialog', { name: products[0]!.name });
    await expect(dialog).toContainText('€');
    await dialog.getByRole('button', { name: `Aggiungi ${products[0]!.name} al carrello` }).click();
    await expect
      .poll(async () => {
        const cart = (await (await shop.request.get('/ebsn/api/cart/view')).json()) as {
          data: { cartItems: { productId: number }[] };
        };
        return cart.data.cartItems.map((l) => l.productId);
      })
      .toContain(products[0]!.productId);
  } finally {
    await shopper.close();
  }
});

test('a PNG renamed .pdf is refused with the Italian message and nothing is created', async ({ page }) => {
  test.setTimeout(120_000);
  await staffSignIn(page, ADMIN);
  await page.goto('/userboard/volantini');
  await waitForHydration(page);
  const rows = await page.getByTestId('leaflet-admin-row').count();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Titolo').fill('Volantino sbagliato');
  await page.getByLabel('File PDF del volantino').setInputFiles({
    name: 'volantino.pdf',
    mimeType: 'application/pdf',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Carica il volantino' }).click();
  await expect(page.getByTestId('leaflet-form-error')).toHaveText(
    'Il file non è un PDF: carica il volantino in formato PDF.',
  );
  await expect(page).toHaveURL(/\/userboard\/volantini$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('leaflet-admin-row')).toHaveCount(rows);
  await expect(page.getByText('Volantino sbagliato')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/leaflet-upload-390.png', fullPage: true });
});
