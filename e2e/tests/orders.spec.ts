// Orders and refunds in a real browser (issue 7 §4, §6, "Must show"): orders are placed through
// the API (drive pick-up, pay on delivery) by a customer registered for this run; the pages show
// them, edit and cancel them, the fulfilment call weighs a loose line, and a refund is asked for
// with a photo.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { SHOPPER, findProduct, freshDriveCart, loginThroughApi, type FoundProduct } from './cart-support';
import { freshCustomer } from './customers';
import { advance } from './fulfilment-support';

test.describe.configure({ mode: 'serial' });

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

interface OrderJson {
  orderId: number;
  orderStatusId: number;
  grossTotal: number;
  finalGrossTotal: number | null;
  preAuthorisedAmount: number;
  capturedAmount: number;
  replacedByOrderId: number | null;
  timeslot: { date: string; beginTime: string };
  orderItems: {
    orderItemId: number;
    productId: number;
    name: string;
    loose: boolean;
    quantity: number;
    weightGrams: number | null;
    deliveredQuantity: number | null;
  }[];
}

let customer = SHOPPER;
let piece: FoundProduct;
let loose: FoundProduct;

async function buy(request: APIRequestContext, paymentTypeId = 2): Promise<OrderJson> {
  const res = await request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: paymentTypeId } });
  const body = (await res.json()) as {
    response: { status: number; errorsMessage: string[] };
    data: { order: OrderJson };
  };
  expect(body.response.errorsMessage).toEqual([]);
  expect(body.response.status).toBe(0);
  return body.data.order;
}

/** Places an order paid on delivery with the given lines (quantity in kg for loose goods). */
async function placeOrder(
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
): Promise<OrderJson> {
  await freshDriveCart(request);
  const add = await request.post('/ebsn/api/cart/add', { data: { items: lines } });
  expect(((await add.json()) as { response: { status: number } }).response.status).toBe(0);
  return buy(request);
}

async function viewOrder(request: APIRequestContext, orderId: number): Promise<OrderJson> {
  const res = await request.get(`/ebsn/api/order/view?order_id=${orderId}`);
  return ((await res.json()) as { data: OrderJson }).data;
}

function euro(value: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);
}

async function login(page: Page) {
  await loginThroughApi(page.request, customer);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  customer = await freshCustomer();
  const request = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL! });
  piece = await findProduct(
    request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  loose = await findProduct(
    request,
    (p) => p.productInfos.TIPOLOGIA === 'Sfuso' && !p.productInfos.MAXACQ && !!p.productInfos.WEIGHT_SELLING,
  );
  await request.dispose();
});

test.afterAll(async () => {
  if (customer !== SHOPPER) return;
  // The demo shopper's cart is left empty for the other journeys.
  const request = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL! });
  await loginThroughApi(request, customer);
  await request.post('/ebsn/api/cart/empty');
  await request.dispose();
});

let firstOrder: OrderJson;

test('a placed order is in the list and its detail shows the lines and the Italian status', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  firstOrder = await placeOrder(page.request, [{ productId: piece.productId, quantity: 2 }]);

  await page.goto('/profile/orders');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'I miei ordini' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem', { name: `Ordine n. ${firstOrder.orderId}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Ordinato');
  await expect(card).toContainText('Ritiro in negozio');
  await expect(card).toContainText(euro(firstOrder.grossTotal));
  expect(await accessibilityViolations(page)).toEqual([]);

  // The amount filter lives in the URL and hides the order when it is outside the range.
  await page.getByLabel('Totale da €').fill(String(Math.ceil(firstOrder.grossTotal + 1)));
  await page.getByRole('button', { name: 'Filtra', exact: true }).click();
  await expect(page).toHaveURL(/from_total=/);
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Azzera i filtri' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: `Dettagli dell'ordine n. ${firstOrder.orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${firstOrder.orderId}$`));
  await expect(page.getByRole('heading', { name: `Ordine n. ${firstOrder.orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status-text')).toHaveText('Ordinato');
  const line = page.getByTestId('order-line').filter({ hasText: piece.name });
  await expect(line).toContainText('2 pz');
  await expect(page.getByTestId('order-history')).toContainText('Ordinato');
  await expect(page.getByRole('link', { name: 'Scarica il riepilogo (PDF)' })).toHaveAttribute(
    'href',
    `/ebsn/api/order/invoice?order_id=${firstOrder.orderId}`,
  );
  const pdf = await page.request.get(`/ebsn/api/order/invoice?order_id=${firstOrder.orderId}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('edit a placed order: the cart holds its lines, a changed quantity is bought again and replaces it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto(`/profile/orders/${firstOrder.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const popup = page
    .getByRole('dialog')
    .filter({ hasText: `Stai modificando l'ordine n. ${firstOrder.orderId}` });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Chiudi' }).click();
  await expect(popup).toBeHidden();
  const quantity = page.getByLabel(`Quantità di ${piece.name}`, { exact: true }).first();
  await expect(quantity).toContainText('2');
  await page
    .getByRole('button', { name: `Aumenta la quantità di ${piece.name}` })
    .first()
    .click();
  await expect(quantity).toContainText('3');

  // No /checkout page in this tree: buy again through the API, as the checkout page would.
  const replacement = await buy(page.request);
  expect(replacement.orderId).not.toBe(firstOrder.orderId);

  await page.goto(`/profile/orders/${firstOrder.orderId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-status-text')).toHaveText('Annullato');
  await expect(
    page.getByText(
      `Questo ordine è stato sostituito dall'ordine n. ${replacement.orderId} dopo una modifica.`,
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: `Apri l'ordine n. ${replacement.orderId}` }).click();
  await expect(page.getByRole('heading', { name: `Ordine n. ${replacement.orderId}` })).toBeVisible();
  await expect(page.getByText(`Questo ordine sostituisce l'ordine n. ${firstOrder.orderId}.`)).toBeVisible();
  await expect(page.getByTestId('order-line').filter({ hasText: piece.name })).toContainText('3 pz');

  // The replaced order is no longer listed; the new one is.
  await page.goto('/profile/orders');
  await waitForHydration(page);
  await expect(page.getByRole('listitem', { name: `Ordine n. ${replacement.orderId}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Ordine n. ${firstOrder.orderId}` })).toHaveCount(0);
});

test('an order to collect: "Sono arrivato" books parking, the date moves, then it is cancelled after confirming', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  const order = await placeOrder(page.request, [{ productId: piece.productId, quantity: 1 }]);
  await page.goto(`/profile/orders/${order.orderId}`);
  await waitForHydration(page);
  // 'Sono arrivato' books a parking bay at the drive (the success outcome of order/reserve).
  await page.getByRole('button', { name: 'Sono arrivato' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parcheggio prenotato' })).toHaveText(
    'Parcheggio prenotato: quando arrivi un addetto porterà la spesa alla tua auto.',
  );

  // Move the order to the next day: same slot time when free.
  const next = new Date(`${order.timeslot.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextIso = next.toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Cambia data' }).click();
  const dateDialog = page.getByRole('dialog', {
    name: `Sposta l'ordine n. ${order.orderId} a un altro giorno`,
  });
  await dateDialog.getByLabel('Nuovo giorno').fill(nextIso);
  await dateDialog.getByRole('button', { name: "Sposta l'ordine" }).click();
  await expect(page.getByText(/^Data di consegna aggiornata: /)).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: nextIso.slice(8, 10) + '/' + nextIso.slice(5, 7) })
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: "Annulla l'ordine" }).click();
  const dialog = page.getByRole('dialog', { name: `Annullare l'ordine n. ${order.orderId}?` });
  await expect(dialog).toBeVisible();
  // Changing one's mind keeps the order.
  await dialog.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status-text')).toHaveText('Ordinato');

  await page.getByRole('button', { name: "Annulla l'ordine" }).click();
  await page.getByRole('button', { name: "Sì, annulla l'ordine" }).click();
  await expect(page.getByText(`L'ordine n. ${order.orderId} è stato annullato`)).toBeVisible();
  await expect(page.getByTestId('order-status-text')).toHaveText('Annullato');
  await expect(page.getByRole('button', { name: "Annulla l'ordine" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifica', exact: true })).toHaveCount(0);
});

let weighedOrder: OrderJson;

test('the fulfilment tool weighs a loose line: the detail shows the delivered weight and the final amount, never above the pre-authorised one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  const kg = Number(loose.productInfos.WEIGHT_SELLING);
  weighedOrder = await placeOrder(page.request, [
    { productId: piece.productId, quantity: 1 },
    { productId: loose.productId, quantity: kg },
  ]);
  const line = weighedOrder.orderItems.find((l) => l.loose)!;
  // Picked three times as heavy as ordered: the final total goes above the pre-authorisation.
  const picked = line.weightGrams! * 3;
  await advance(page.request, weighedOrder.orderId); // 3 → 4 in preparazione
  await advance(page.request, weighedOrder.orderId, { [line.orderItemId]: picked }); // 4 → 5 weighed
  const weighed = await viewOrder(page.request, weighedOrder.orderId);
  expect(weighed.finalGrossTotal).not.toBeNull();
  expect(weighed.finalGrossTotal!).toBeGreaterThan(weighed.preAuthorisedAmount);
  expect(weighed.capturedAmount).toBe(weighed.preAuthorisedAmount);

  await page.goto(`/profile/orders/${weighedOrder.orderId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-status-text')).toHaveText('In preparazione (non più modificabile)');
  await expect(page.getByTestId('delivery-status')).toHaveText('In magazzino');
  const row = page.getByTestId('order-line').filter({ hasText: loose.name });
  const kgText = (g: number) => `${(g / 1000).toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg`;
  await expect(row.getByTestId('line-delivered')).toHaveText(kgText(picked));
  await expect(row).toContainText(kgText(line.weightGrams!));
  await expect(page.getByTestId('order-final-total')).toHaveText(euro(weighed.finalGrossTotal!));
  await expect(page.getByTestId('order-preauthorised')).toHaveText(euro(weighed.preAuthorisedAmount));
  await expect(page.getByTestId('order-captured')).toHaveText(euro(weighed.capturedAmount));
  await expect(page.getByTestId('capture-note')).toHaveText(
    "Il totale finale supera l'importo pre-autorizzato: ti addebitiamo al massimo l'importo pre-autorizzato.",
  );
  await expect(page.getByRole('button', { name: 'Modifica', exact: true })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a refund requested with a photo appears in the refunds list as «In approvazione»', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await advance(page.request, weighedOrder.orderId); // 5 → 6 pronto
  await advance(page.request, weighedOrder.orderId); // 6 → 8 consegnato (drive)

  await page.goto(`/profile/orders/${weighedOrder.orderId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-status-text')).toHaveText('Consegnato');
  await page.getByRole('link', { name: 'Chiedi un rimborso' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/profile/order-refund-request\\?order_id=${weighedOrder.orderId}$`),
  );
  await expect(page.getByRole('heading', { name: 'Chiedi un rimborso' })).toBeVisible();

  // Nothing chosen, no reason: Italian messages, nothing sent.
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.getByText('Scegli almeno un prodotto da rimborsare o sostituire.')).toBeVisible();
  await expect(page.getByText('Descrivi il motivo della richiesta.')).toBeVisible();

  await page.getByRole('checkbox', { name: `Scegli ${piece.name}` }).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(page.getByLabel(`Quantità per ${piece.name}`)).toHaveValue('1');
  await page.getByLabel('Motivo della richiesta').fill('La confezione è arrivata schiacciata.');
  // A file that is not an image is refused before sending.
  const photo = page.getByLabel('Foto (JPEG, PNG o WebP, massimo 5 MB)');
  await photo.setInputFiles(path.join(fixtures, 'not-an-image.txt'));
  await expect(page.getByText('La foto deve essere un’immagine JPEG, PNG o WebP.')).toBeVisible();
  await photo.setInputFiles(path.join(fixtures, 'damaged-product.png'));
  await expect(page.getByText('Foto scelta: damaged-product.png')).toBeVisible();
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();

  await expect(page).toHaveURL(/\/profile\/order-refunds\/\d+$/);
  const refundId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Richiesta n. ${refundId}` })).toBeVisible();
  await expect(page.getByTestId('refund-status')).toHaveText('In approvazione');
  const img = page.getByRole('img', { name: `Foto allegata alla richiesta n. ${refundId}` });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(16);

  await page.getByRole('link', { name: 'Torna alle richieste di rimborso' }).click();
  await expect(page).toHaveURL(/\/profile\/order-refunds$/);
  const card = page.getByRole('listitem', { name: `Richiesta n. ${refundId}` });
  await expect(card.getByTestId('refund-status')).toHaveText('In approvazione');
  await expect(card).toContainText(piece.name);
  await expect(card).toContainText('Rimborso');
  await expect(page.getByRole('tab', { name: 'Rimborsi' })).toHaveAttribute('aria-selected', 'true');
  // Checked without the success toast of the request (the shared toast's contrast is not this page's).
  await page.reload();
  await waitForHydration(page);
  await expect(card).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('buy again: the last purchase and the most purchased products go back into the cart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  await freshDriveCart(page.request);
  await page.goto('/profile/orders');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Il tuo ultimo acquisto' }).click();
  await expect(page.getByRole('heading', { name: 'Il tuo ultimo acquisto' })).toBeVisible();
  await expect(page.getByText(`I prodotti dell'ordine n. ${weighedOrder.orderId} del`)).toBeVisible();
  await expect(page.getByTestId('order-line').filter({ hasText: loose.name })).toBeVisible();
  await page.getByRole('button', { name: `Aggiungi ${piece.name} al carrello` }).click();
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { cartItems: { product: { productId: number }; quantity: number }[] };
      };
      return cart.data.cartItems.map((l) => [l.product.productId, l.quantity]);
    })
    .toEqual([[piece.productId, 1]]);

  // The piece was in every order: it comes first among the most purchased.
  await page.goto('/profile/preferred');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'I più acquistati' })).toBeVisible();
  const first = page.getByTestId('preferred-product').first();
  await expect(first).toContainText(piece.name);
  await expect(page.getByRole('tab', { name: 'I miei ordini' })).toHaveAttribute('aria-selected', 'true');
  await page.request.post('/ebsn/api/cart/empty');
});

test('an order awaiting its online payment switches to pay on delivery', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await freshDriveCart(page.request);
  await page.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: piece.productId, quantity: 1 }] },
  });
  const order = await buy(page.request, 12);
  expect(order.orderStatusId).toBe(1);

  await page.goto('/profile/orders');
  await waitForHydration(page);
  const card = page.getByRole('listitem', { name: `Ordine n. ${order.orderId}` });
  await expect(card.getByTestId('order-status')).toHaveText('In attesa di pagamento');
  await card.getByRole('link', { name: `Dettagli dell'ordine n. ${order.orderId}` }).click();
  await page.getByRole('button', { name: 'Cambia pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: `Scegli come pagare l'ordine n. ${order.orderId}` });
  await expect(dialog.getByRole('radio', { name: 'Carta di credito o debito' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Pagamento alla consegna' }).check();
  await dialog.getByRole('button', { name: 'Conferma il pagamento' }).click();
  await expect(page.getByText('Tipo di pagamento aggiornato: Pagamento alla consegna.')).toBeVisible();
  await expect(page.getByTestId('order-status-text')).toHaveText('Ordinato');
  await expect(page.getByRole('button', { name: 'Cambia pagamento' })).toHaveCount(0);
});
