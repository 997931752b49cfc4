// The picker's screen (issue 26), on a phone: the picker opens an order from the board, starts its
// preparation, scans the packaged product once per piece (a wrong code is refused in writing), takes
// the loose product's weight from the store scale's label and closes the picking; the final amount
// and the captured one (never above the pre-authorised) are shown and match the shopper's order.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { scaleLabel, SCAN_MESSAGES } from '@sporta/domain/picking';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { PICKER, staffSignIn } from '../support/staff';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.use({ viewport: { width: 390, height: 844 } });

let shopper: APIRequestContext;

test.beforeAll(async () => {
  shopper = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(shopper);
});

test.afterAll(async () => {
  await shopper.dispose();
});

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('a picker scans an order, weighs its loose line from the scale label and closes the picking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const piece = await findProduct(
    shopper,
    (p) =>
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      !p.dayLock &&
      !p.selectOptions?.length,
  );
  const loose = await findProduct(shopper, (p) => p.productInfos.TIPOLOGIA === 'Sfuso' && !p.dayLock);
  await freshDriveCart(shopper);
  const added = await shopper.post('/ebsn/api/cart/add', {
    data: {
      items: [
        { productId: piece.productId, quantity: 2 },
        { productId: loose.productId, quantity: 0.5 },
      ],
    },
  });
  expect((await added.json()).response.status).toBe(0);
  const bought = (await (
    await shopper.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as {
    data: { order: { orderId: number; timeslot: { date: string } } };
  };
  const orderId = bought.data.order.orderId;

  await staffSignIn(page, PICKER);
  await page.goto(`/userboard/ordini?date=${bought.data.order.timeslot.date}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: new RegExp(`^Prepara Ordine n\\. ${orderId} `) }).click();
  await expect(page.getByRole('heading', { name: `Preparazione ordine n. ${orderId}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');

  // the codes the lines are checked against, as the pick list gives them
  const list = (await (
    await page.request.get(`/ebsn/api/store-ops/pick-list?order_id=${orderId}`)
  ).json()) as {
    data: {
      stops: {
        lines: { productId: number; barcode: string; itemCode: string; orderedGrams: number | null }[];
      }[];
    };
  };
  const lines = list.data.stops.flatMap((s) => s.lines);
  const packaged = lines.find((l) => l.productId === piece.productId)!;
  const weighed = lines.find((l) => l.productId === loose.productId)!;

  const code = page.getByLabel('Codice a barre');
  const scan = async (value: string) => {
    await code.fill(value);
    await page.getByRole('button', { name: 'Verifica' }).click();
  };
  const outcome = page.getByTestId('plan-outcome');
  // a wrong product, and the loose product's own barcode instead of the scale label
  await scan(scaleLabel(packaged.itemCode, 500));
  await expect(outcome).toHaveText(SCAN_MESSAGES.wrong_product);
  await scan('12ab');
  await expect(outcome).toHaveText(SCAN_MESSAGES.unreadable);
  await expect(page.getByRole('button', { name: 'Chiudi la preparazione' })).toBeDisabled();

  await scan(packaged.barcode);
  await scan(packaged.barcode);
  const packagedRow = page.getByTestId('pick-line').filter({ hasText: piece.name });
  await expect(packagedRow).toContainText('2 di 2 pz');
  await expect(packagedRow).toHaveAttribute('data-done', 'true');
  // a third piece is more than the line asks
  await scan(packaged.barcode);
  await expect(outcome).toHaveText(SCAN_MESSAGES.wrong_product);

  const grams = (weighed.orderedGrams ?? 500) + 37;
  await scan(scaleLabel(weighed.itemCode, grams));
  await expect(page.getByTestId('pick-line').filter({ hasText: loose.name })).toContainText(
    `Pesati ${grams} g`,
  );
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picking-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Chiudi la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione (non più modificabile)');
  const view = (await (await shopper.get(`/ebsn/api/order/view?order_id=${orderId}`)).json()) as {
    data: {
      finalGrossTotal: number;
      orderItems: { productId: number; deliveredWeightGrams: number | null }[];
    };
  };
  expect(view.data.orderItems.find((i) => i.productId === loose.productId)?.deliveredWeightGrams).toBe(grams);
  await expect(outcome).toContainText(`totale finale ${euro(Math.round(view.data.finalGrossTotal * 100))}`);
  const text = (await outcome.textContent()) ?? '';
  const amount = (label: string) => {
    const m = new RegExp(`${label} ([\\d.]+,\\d{2})`).exec(text);
    return Math.round(Number((m?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.')) * 100);
  };
  const [pre, captured] = [amount('pre-autorizzati'), amount('addebitati')];
  expect(Number.isFinite(pre) && Number.isFinite(captured)).toBe(true);
  expect(captured).toBeLessThanOrEqual(pre);
  expect(captured).toBe(Math.min(pre, Math.round(view.data.finalGrossTotal * 100)));
});
