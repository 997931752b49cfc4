// Checkout and payment journeys (issue 7 §2, §3; spec 001 §2 /checkout and the payment outcome
// pages, §5 payment and billing rules): a card paid on the real test-gateway page and saved, a
// declined card retried, the saved card paying without the payment page, and the refusals of
// the invoice and lottery rules. Each test leaves Mario's cart empty and his setup as found.
import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';
import { payOnGateway, TEST_CARDS } from './gateway-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

const CARDS = TEST_CARDS;

interface Envelope<T> {
  response: { status: number; errors: { code: string; error: string }[] };
  data: T;
}

/** A cart with one plain product, ready for the checkout. */
async function cartWithOneProduct(request: APIRequestContext): Promise<string> {
  await freshDriveCart(request);
  const product = await findProduct(
    request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  const res = await request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 2 }] },
  });
  expect(((await res.json()) as Envelope<unknown>).response.status).toBe(0);
  return product.name;
}

/** Deletes the saved cards an earlier run may have left. */
async function deleteSavedCards(request: APIRequestContext): Promise<void> {
  const list = (await (await request.get('/ebsn/api/payment-type/list-auth')).json()) as Envelope<{
    auths: { userPaymentAuthId: number }[];
  }>;
  for (const a of list.data.auths)
    await request.post('/ebsn/api/payment-type/delete-auth', {
      data: { user_payment_auth_id: a.userPaymentAuthId },
    });
}

/** Analytics allowed: the GA4 events reach window.dataLayer. */
async function allowAnalytics(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'sporta-cookie-preferences',
      JSON.stringify({
        technical: true,
        analytics: true,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'e2e',
      }),
    );
  });
}

async function dataLayerEvents(page: Page): Promise<{ event: string; transaction_id?: string }[]> {
  return page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] })
        .dataLayer ?? []
    )
      .filter((e) => e.event)
      .map((e) => ({ event: e.event!, transaction_id: e.ecommerce?.transaction_id })),
  );
}

async function cartStatus(request: APIRequestContext) {
  const body = (await (await request.get('/ebsn/api/cart/view')).json()) as Envelope<{
    cartStatusId: number;
    cartItems: unknown[];
  }>;
  return body.data;
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: "Conferma l'ordine" })).toBeVisible();
  // The payment types are loaded: the default card type is chosen.
  await expect(page.getByRole('radio', { name: /Carta di credito o debito/ })).toBeChecked();
}

async function expectCompleted(page: Page): Promise<number> {
  await page.waitForURL(/\/cart\/payment-completed\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(`Ordine n. ${orderId}`);
  const facts = page.getByTestId('order-facts');
  await expect(facts.getByText('Ordinato')).toBeVisible();
  await expect(facts.getByText(/€/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: "Vedi il dettaglio dell'ordine" })).toHaveAttribute(
    'href',
    `/profile/orders/${orderId}`,
  );
  return orderId;
}

interface Setup {
  storeId: number | null;
  address: { addressType: string; addressId: number; deliveryServiceId: number | null } | null;
  timeslotId: number | null;
}

/** Mario's store, address and slot before the test: restored after it (a buy closes the cart). */
let before: Setup = { storeId: null, address: null, timeslotId: null };

async function readSetup(request: APIRequestContext): Promise<Setup> {
  const body = (await (await request.get('/ebsn/api/cart/view')).json()) as Envelope<{
    store: { storeId: number } | null;
    shippingAddress: { addressType: string; addressId: number; deliveryServiceId: number | null } | null;
    timeslot: { timeslotId: number } | null;
  }>;
  return {
    storeId: body.data.store?.storeId ?? null,
    address: body.data.shippingAddress,
    timeslotId: body.data.timeslot?.timeslotId ?? null,
  };
}

test.beforeEach(async ({ page }) => {
  await loginThroughApi(page.request);
  before = await readSetup(page.request);
});

test.afterEach(async ({ page }) => {
  // Mario's cart stays empty and unlocked, with the setup it had, for the other journeys.
  const r = page.request;
  await r.post('/ebsn/api/checkout/unlock');
  await r.post('/ebsn/api/cart/empty');
  if (before.storeId !== null)
    await r.post('/ebsn/api/store/select', { form: { store_id: String(before.storeId) } });
  if (before.address)
    await r.post('/ebsn/api/user-address/select', {
      form: {
        address_type: before.address.addressType,
        address_id: String(before.address.addressId),
        ...(before.address.deliveryServiceId !== null
          ? { delivery_service_id: String(before.address.deliveryServiceId) }
          : {}),
      },
    });
  if (before.timeslotId !== null) await r.get(`/ebsn/api/timeslot/select?timeslot_id=${before.timeslotId}`);
});

test('full purchase: the approved card on the payment page, saved → payment completed → order detail link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await deleteSavedCards(page.request);
  const productName = await cartWithOneProduct(page.request);
  // The cart's button leads to the checkout.
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('link', { name: "Procedi all'acquisto" }).click();
  await page.waitForURL(/\/checkout$/);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /Carta di credito o debito/ })).toBeChecked();

  const summary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" });
  await expect(summary.getByTestId('checkout-lines')).toContainText(productName);
  await expect(summary.getByTestId('checkout-total')).toHaveText(/€/);
  await expect(page.getByTestId('checkout-slot')).not.toHaveText('Nessuna fascia oraria scelta');
  await expect(summary.getByTestId('preauth')).toContainText(
    /Ti preautorizzeremo .*€: il totale più il 40% dei prodotti a peso variabile e le borse/,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Note per l'ordine").fill('Citofonare Rossi');
  await summary.getByRole('button', { name: 'Conferma e paga' }).click();
  await payOnGateway(page, CARDS.approved, { save: true });
  const orderId = await expectCompleted(page);
  expect(await accessibilityViolations(page)).toEqual([]);

  const order = (await (
    await page.request.get(`/ebsn/api/order/view?order_id=${orderId}`)
  ).json()) as Envelope<{
    note: string;
    orderStatusId: number;
  }>;
  expect(order.data).toMatchObject({ note: 'Citofonare Rossi', orderStatusId: 3 });
  // The bought cart is closed: a fresh, empty one follows.
  expect((await cartStatus(page.request)).cartItems).toHaveLength(0);
});

test('a declined card lands on payment-error; "Riprova il pagamento" with the approved card completes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await cartWithOneProduct(page.request);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  await payOnGateway(page, CARDS.declined);

  await page.waitForURL(/\/cart\/payment-error\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Il pagamento non è andato a buon fine' }),
  ).toBeVisible();
  await expect(page.getByText(`L'ordine n. ${orderId} è registrato ma non ancora pagato`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cambia metodo di pagamento' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await payOnGateway(page, CARDS.approved);
  expect(await expectCompleted(page)).toBe(orderId);
});

test('after a declined card the shopper switches the order to pay on delivery', async ({ page }) => {
  test.setTimeout(90_000);
  await cartWithOneProduct(page.request);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  await payOnGateway(page, CARDS.declined);
  await page.waitForURL(/\/cart\/payment-error\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await waitForHydration(page);
  const change = page.getByRole('region', { name: 'Cambia metodo di pagamento' });
  await change.getByRole('radio', { name: 'Pagamento alla consegna' }).check();
  await change.getByRole('button', { name: 'Conferma il nuovo metodo' }).click();
  expect(await expectCompleted(page)).toBe(orderId);
  await expect(page.getByTestId('order-facts')).toContainText('Pagamento alla consegna');
});

test('the saved card pays without the payment page; then it is deleted on /profile/payment-method', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await allowAnalytics(page);
  await cartWithOneProduct(page.request);
  await openCheckout(page);
  await expect
    .poll(async () => (await dataLayerEvents(page)).map((e) => e.event))
    .toContain('begin_checkout');
  const saved = page.getByRole('radio', {
    name: /Carta salvata VISA \*\*\*\* \*\*\*\* \*\*\*\* 4242 \(scad\. 12\/39\)/,
  });
  await saved.check();
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  const orderId = await expectCompleted(page);
  expect(page.url()).not.toContain('test-gateway');
  // purchase (GA4) once per order: reopening the page sends nothing again.
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((e) => e.event === 'purchase'))
    .toEqual([{ event: 'purchase', transaction_id: String(orderId) }]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('order-facts')).toBeVisible();
  expect((await dataLayerEvents(page)).filter((e) => e.event === 'purchase')).toEqual([]);

  // The saved cards page: circuit, masked number, expiry; deleting asks first.
  await page.goto('/profile/payment-method');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Metodi di pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByTestId('saved-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('VISA');
  await expect(card).toContainText('**** **** **** 4242');
  await expect(card).toContainText('12/39');
  expect(await accessibilityViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Elimina la carta **** **** **** 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare la carta?' });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Non hai carte salvate.')).toBeVisible();
});

test('bad inputs: invoice without billing data, invalid data, lottery code with an invoice; leaving unlocks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await cartWithOneProduct(page.request);
  // A cart locked by an earlier checkout is unlocked when the shopper goes back to the cart.
  const locked = await page.request.post('/ebsn/api/checkout/prepare', {
    data: { accept_alternatives: false },
  });
  expect(((await locked.json()) as Envelope<unknown>).response.status).toBe(0);
  expect((await cartStatus(page.request)).cartStatusId).toBe(7);
  await openCheckout(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Torna al carrello' }).click();
  await page.waitForURL(/\/cart$/);
  await expect.poll(async () => (await cartStatus(page.request)).cartStatusId).not.toBe(7);

  await openCheckout(page);
  // Lottery code: exactly 7 letters or digits.
  const lottery = page.getByLabel('Codice lotteria degli scontrini');
  await lottery.fill('AB12');
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  await lottery.fill('AB12CD3');

  // An invoice disables the lottery code.
  await page.getByLabel('Richiedo la fattura').check();
  await expect(lottery).toBeDisabled();
  await expect(page.getByText('Il codice lotteria non si può usare se richiedi la fattura')).toBeVisible();

  // The billing form checks the data with the domain rules before saving.
  const billing = page.getByTestId('billing-form');
  await billing.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(billing.getByText('Campo obbligatorio').first()).toBeVisible();
  await billing.getByLabel('Codice fiscale').fill('XYZ');
  await billing.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(billing.getByText('Formato non corretto')).toBeVisible();
  await billing.getByRole('radio', { name: 'Azienda' }).check();
  await billing.getByLabel('Partita IVA').fill('123');
  await billing.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(billing.getByText('Formato della partita IVA non corretto')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Invoice requested without saved billing data: the server's Italian message, in a popup.
  await page.getByRole('button', { name: 'Conferma e paga' }).click();
  const missing = 'Per ricevere la fattura inserisci i dati di fatturazione';
  await expect(page.getByTestId('checkout-error')).toContainText(missing);
  const popup = page.getByRole('dialog').filter({ hasText: missing });
  await expect(popup).toBeVisible();
  await popup.getByRole('button').first().click();
  expect((await cartStatus(page.request)).cartStatusId).not.toBe(7);

  // The server refuses a lottery code together with an invoice too.
  const both = (await (
    await page.request.post('/ebsn/api/checkout/prepare', {
      data: { need_invoice: true, lottery_code: 'AB12CD3' },
    })
  ).json()) as Envelope<unknown>;
  expect(both.response.errors[0]?.error).toBe('Il codice lotteria non si può usare se richiedi la fattura');

  // An empty cart cannot be checked out: back to the cart with a message.
  await page.request.post('/ebsn/api/cart/update-cart-info', {
    form: { property: 'need_invoice', value: 'false' },
  });
  await page.request.post('/ebsn/api/cart/empty');
  await page.goto('/checkout');
  await page.waitForURL(/\/cart$/);
  await expect(
    page.getByText("Il carrello è vuoto: aggiungi dei prodotti prima di procedere all'acquisto."),
  ).toBeVisible();
});
