// Loyalty cards and points (issue 25; seed 002 §2, §5, §7 "Loyalty cards and points"): a new
// customer adds a family card — a wrong check digit and a wrong birth date refused with the
// spec's and the register's messages — sees it as a barcode that decodes (ZXing, from the
// screenshot) to the card number, with its points and movements, and removes it; the demo
// shopper converts points into a voucher that /profile/gifts lists at once and the cart takes.
import type { Locator, Page } from '@playwright/test';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { DEMO_MEMBERS, demoCardNumber } from '../../apps/server/db/seed/loyalty';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';
import { advance } from './fulfilment-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

const ANNA = demoCardNumber(1_000_001); // cooperative 1, Anna Rossi, born 15/04/1987
const ANNA_TILL = DEMO_MEMBERS.find((m) => m.card === ANNA)!.till;
const PAOLO = demoCardNumber(1_000_002); // cooperative 1, Paolo Galli, born 08/07/1960

// A card belongs to one account: a journey that failed after adding one gives it back, so that its
// retry (a new customer) can add the same card again.
let heldCard: string | null = null;
test.afterEach(async ({ page }) => {
  if (heldCard === null) return;
  await page.request.post('/ebsn/api/registration-card/remove-card', { params: { fidelity_card: heldCard } });
  heldCard = null;
});

async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
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
}

async function balanceOf(page: Page): Promise<{ points: number; reasons: string[] }> {
  const view = (await (await page.request.get('/ebsn/api/registration-card/view-cards')).json()) as {
    data: { cards: { points: number; movements: { reason: string }[] }[] };
  };
  const card = view.data.cards[0]!;
  return { points: card.points, reasons: card.movements.map((m) => m.reason) };
}

/** Reads the barcode in a screenshot of `element` as a till scanner would (ZXing, EAN-13). */
async function decodeBarcode(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot());
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b] = [png.data[i * 4]!, png.data[i * 4 + 1]!, png.data[i * 4 + 2]!];
    luminance[i] = Math.round((r * 299 + g * 587 + b * 114) / 1000);
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const source = new RGBLuminanceSource(luminance, png.width, png.height);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

test('add a card (wrong check digit and wrong birth date refused), see its barcode, points and movements, remove it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await returningVisitor(page);
  const who = await freshCustomer();
  // A fresh customer or nothing: the journey must not fall back to the demo shopper silently.
  expect(who.login, 'registering a fresh customer failed').not.toBe('mario.rossi@example.com');
  await loginThroughApi(page.request, who);

  await page.goto('/profile/fidelity');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Carte fedeltà', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Carte fedeltà' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Non hai ancora aggiunto una carta fedeltà.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Aggiungi una carta fedeltà' });
  const cardField = form.getByLabel('Numero carta fedeltà');
  const birthField = form.getByLabel('Data di nascita del titolare');
  const submit = form.getByRole('button', { name: 'Aggiungi carta' });

  // A wrong GS1 check digit: the spec's message, and the server refuses it the same way.
  const wrongDigit = `${ANNA.slice(0, -1)}${(Number(ANNA.slice(-1)) + 1) % 10}`;
  await cardField.fill(wrongDigit);
  await birthField.fill('15/04/1987');
  await submit.click();
  await expect(form.getByText('Numero di carta fedeltà non valido')).toBeVisible();
  const server = await page.request.get(
    `/ebsn/api/registration-card/check-card?fidelity_card=${wrongDigit}&birth_date=15/04/1987`,
  );
  expect(((await server.json()) as { response: { errorsMessage: string[] } }).response.errorsMessage).toEqual(
    ['Numero di carta fedeltà non valido'],
  );

  // The right number with a birth date that is not the holder's.
  await cardField.fill(ANNA);
  await birthField.fill('16/04/1987');
  await submit.click();
  await expect(
    form.getByText('La data di nascita non corrisponde a quella del socio titolare della carta.'),
  ).toBeVisible();
  await expect(page.getByTestId('loyalty-card')).toHaveCount(0);

  // Both right: the card is added and shown.
  await birthField.fill('15/04/1987');
  await submit.click();
  await expect(form.getByText('Carta fedeltà aggiunta.')).toBeVisible();
  heldCard = ANNA;
  const card = page.getByTestId('loyalty-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Coop Lombardia Nord' })).toBeVisible();
  await expect(card.getByText(`Carta n. ${ANNA}`)).toBeVisible();

  const view = (await (await page.request.get('/ebsn/api/registration-card/view-cards')).json()) as {
    data: { cards: { points: number; movements: { reason: string }[] }[] };
  };
  const points = view.data.cards[0]!.points;
  expect(points).toBeGreaterThan(0);
  expect(points).toBeLessThanOrEqual(ANNA_TILL.reduce((s, [, p]) => s + p, 0));
  await expect(card.getByTestId('loyalty-balance')).toHaveText(`${points} punti`);
  const movements = card.getByRole('table', { name: 'Movimenti dei punti' });
  await expect(movements.getByRole('row')).toHaveCount(1 + ANNA_TILL.length);
  await expect(movements.getByText('Spesa in negozio, Monza centro').first()).toBeVisible();

  // The barcode: EAN-13 drawn by bwip-js, read back from the pixels by ZXing.
  const barcode = card.getByRole('img', { name: `Codice a barre della carta fedeltà ${ANNA}` });
  await expect(barcode).toHaveAttribute('data-ready', 'true');
  await expect(barcode).toHaveAttribute('data-barcode-type', 'ean13');
  expect(await decodeBarcode(barcode)).toBe(ANNA);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Removing asks first, then the card leaves the profile.
  await card.getByRole('button', { name: 'Rimuovi carta' }).click();
  const dialog = page.getByRole('dialog', { name: `Rimuovere la carta ${ANNA}?` });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByText('Carta fedeltà rimossa.')).toBeVisible();
  await expect(page.getByTestId('loyalty-card')).toHaveCount(0);
  heldCard = null;
});

test('convert points into a voucher: it is in /profile/gifts at once and the cart takes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await returningVisitor(page);
  await loginThroughApi(page.request);

  await page.goto('/profile/points-polv');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Converti i punti', level: 2 })).toBeVisible();
  const balance = page.getByTestId('polv-balance');
  const before = Number((await balance.textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(250);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Converti 250 punti' }).click();
  const done = page.getByRole('alert').filter({ hasText: 'Fatto! Il buono' });
  await expect(done).toBeVisible();
  await expect(balance).toHaveText(`${before - 250} punti`);
  const code = /PUNTI-[A-Z2-9]{8}/.exec((await done.textContent())!)![0];

  await done.getByRole('link', { name: 'Vai ai buoni sconto' }).click();
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  const voucher = page.getByTestId('gift-card').filter({ hasText: code });
  await expect(voucher).toBeVisible();
  await expect(voucher.getByText('Buono punti da 2,50 €')).toBeVisible();

  // The cart takes the voucher once the spend reaches its minimum (25 €).
  await freshDriveCart(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  let total = 0;
  for (let i = 0; total < 26 && i < 60; i++) {
    const res = await page.request.post('/ebsn/api/cart/add', {
      data: { items: [{ productId: product.productId, quantity: 1 }] },
    });
    total = ((await res.json()) as { data: { totalPrice: number } }).data.totalPrice;
  }
  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByRole('complementary', { name: 'Riepilogo' });
  await summary.getByLabel('Codice sconto').fill(code);
  await summary.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByTestId('gift-adjustments').getByText(code)).toBeVisible();
  // The demo shopper's cart as the other journeys expect it: no voucher, no products.
  await page.request.post('/ebsn/api/cart-giftcertificate/remove_code', { data: { code } });
  await page.request.post('/ebsn/api/cart/empty');
});

test('an order delivered with the fulfilment tool adds its points to the card', async ({ page }) => {
  test.setTimeout(90_000);
  await returningVisitor(page);
  const who = await freshCustomer();
  // A fresh customer or nothing: the journey must not fall back to the demo shopper silently.
  expect(who.login, 'registering a fresh customer failed').not.toBe('mario.rossi@example.com');
  await loginThroughApi(page.request, who);
  const added = await page.request.post('/ebsn/api/registration-card/add-card', {
    params: { fidelity_card: PAOLO, birth_date: '08/07/1960' },
  });
  expect(((await added.json()) as { response: { status: number } }).response.status).toBe(0);
  heldCard = PAOLO;
  const before = await balanceOf(page);

  await freshDriveCart(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  const add = await page.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 4 }] },
  });
  expect(((await add.json()) as { response: { status: number } }).response.status).toBe(0);
  const buy = await page.request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } });
  const order = ((await buy.json()) as { data: { order: { orderId: number } } }).data.order;
  for (let i = 0; i < 4; i++) await advance(page.request, order.orderId); // 3 → 4 → 5 → 6 → 8 consegnato

  const view = (await (await page.request.get(`/ebsn/api/order/view?order_id=${order.orderId}`)).json()) as {
    data: { orderStatusId: number; finalGrossTotal: number | null; grossTotal: number; deliveryFee: number };
  };
  expect(view.data.orderStatusId).toBe(8);
  const after = await balanceOf(page);
  expect(after.points).toBeGreaterThan(before.points);
  expect(after.reasons[0]).toMatch(new RegExp(`^Spesa online, ordine n. ${order.orderId}\\b`));

  await page.goto('/profile/fidelity');
  await waitForHydration(page);
  const card = page.getByTestId('loyalty-card');
  await expect(card.getByTestId('loyalty-balance')).toHaveText(`${after.points} punti`);
  const earned = card.getByRole('row').filter({ hasText: `Spesa online, ordine n. ${order.orderId}` });
  await expect(earned.getByRole('cell').last()).toHaveText(`+${after.points - before.points}`);
});
