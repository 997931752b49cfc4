// Money right everywhere (issue 17, ADR 0021), as a new customer sees it: a 3x2 product and a
// second-at-half product with BENVENUTO10; the savings on the product card, the cart, the
// checkout, the order page and its PDF; the order edited and bought again with its codes; the
// loose line weighed by the fulfilment tool, the final amount and the capture to the cent.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { pdfHasText } from '../support/pdf';
import { findProduct, freshDriveCart, loginThroughApi, type FoundProduct } from './cart-support';
import { freshCustomer } from './customers';
import { advance } from './fulfilment-support';

test.describe.configure({ mode: 'serial' });

type Promo = { warehousePromoTypeId: number; view: { body: string } };
type Product = FoundProduct & { warehousePromo?: Promo; priceDisplay: number };
interface Pricing {
  itemsTotal: number;
  discountTotal: number;
  total: number;
  savings: number;
  preAuthorisedAmount: number;
  adjustments: { code: string | null; amount: number; applied: boolean }[];
}
interface CartJson {
  pricing: Pricing;
  cartItems: { itemId: number; productId: number; promotion: { label: string; amount: number } | null }[];
}
interface OrderJson {
  orderId: number;
  grossTotal: number;
  finalGrossTotal: number | null;
  preAuthorisedAmount: number;
  capturedAmount: number;
  pricing: Pricing;
  finalPricing: Pricing | null;
  orderItems: { orderItemId: number; productId: number; loose: boolean; weightGrams: number | null }[];
}

function euro(value: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);
}

async function json<T>(request: APIRequestContext, url: string, post?: Record<string, unknown>): Promise<T> {
  const res = post
    ? await request.post(`/ebsn/api/${url}`, { data: post })
    : await request.get(`/ebsn/api/${url}`);
  const body = (await res.json()) as { response: { status: number; errorsMessage: string[] }; data: T };
  expect(body.response.errorsMessage).toEqual([]);
  return body.data;
}

let customer = { login: '', password: '' };
let multi: Product;
let half: Product;
let loose: FoundProduct;
let filler: Product;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  customer = await freshCustomer();
  const request = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL! });
  // No day lock either: a product sold only on some mornings would be refused for today's slot.
  const plain = (p: FoundProduct) =>
    (p.productInfos.QTY_MULT ?? '1') === '1' &&
    (p.productInfos.MINACQ ?? '1') === '1' &&
    !p.productInfos.MAXACQ &&
    !(p as { dayLock?: string | null }).dayLock;
  multi = (await findProduct(
    request,
    (p) => plain(p) && (p as Product).warehousePromo?.view.body === '3x2',
  )) as Product;
  half = (await findProduct(
    request,
    (p) => plain(p) && (p as Product).warehousePromo?.warehousePromoTypeId === 4,
  )) as Product;
  loose = await findProduct(
    request,
    (p) => p.productInfos.TIPOLOGIA === 'Sfuso' && !p.productInfos.MAXACQ && !!p.productInfos.WEIGHT_SELLING,
  );
  filler = (await findProduct(
    request,
    (p) => plain(p) && !(p as Product).warehousePromo && (p as Product).priceDisplay >= 3,
  )) as Product;
  await request.dispose();
});

async function login(page: Page) {
  await loginThroughApi(page.request, customer);
}

let placed: OrderJson;

test('the promotions and BENVENUTO10 are applied and shown alike on the card, the cart, the checkout, the order and its PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page);
  await freshDriveCart(page.request);
  const fillerPieces = Math.max(1, Math.ceil(30 / filler.priceDisplay));
  await json(page.request, 'cart/add', {
    items: [
      { productId: multi.productId, quantity: 3 },
      { productId: half.productId, quantity: 2 },
      { productId: loose.productId, quantity: Number(loose.productInfos.WEIGHT_SELLING) },
      { productId: filler.productId, quantity: fillerPieces },
    ],
  });

  // The product card says what its promotion saves in the cart.
  await page.goto(`/product/${multi.slug}`);
  await waitForHydration(page);
  let cart = await json<CartJson>(page.request, 'cart/view');
  const multiLine = cart.cartItems.find((l) => l.productId === multi.productId)!;
  expect(multiLine.promotion?.label).toBe('3x2');
  await expect(page.getByTestId('card-saving').first()).toHaveText(
    `3x2 nel carrello: −${euro(multiLine.promotion!.amount)}`,
  );

  // The cart: each line with its promotion, the code typed in, its row, the savings.
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByLabel('Codice sconto').fill('BENVENUTO10');
  await page.getByRole('button', { name: 'Applica', exact: true }).click();
  await expect(page.getByTestId('price-discount')).toContainText('Codice BENVENUTO10');
  cart = await json<CartJson>(page.request, 'cart/view');
  const code = cart.pricing.adjustments.find((a) => a.code === 'BENVENUTO10')!;
  expect(code.applied).toBe(true);
  const halfLine = cart.cartItems.find((l) => l.productId === half.productId)!;
  expect(halfLine.promotion?.amount).toBeGreaterThan(0);
  const lines = page.getByTestId('cart-line');
  await expect(lines.filter({ hasText: multi.name }).getByTestId('line-promotion')).toContainText(
    `3x2: −${euro(multiLine.promotion!.amount)}`,
  );
  await expect(lines.filter({ hasText: half.name }).getByTestId('line-promotion')).toContainText(
    euro(halfLine.promotion!.amount),
  );
  await expect(page.getByTestId('price-discount')).toContainText(euro(code.amount));
  await expect(page.getByTestId('cart-gross-total')).toHaveText(euro(cart.pricing.total));
  await expect(page.getByTestId('price-savings')).toHaveText(`Hai risparmiato ${euro(cart.pricing.savings)}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The checkout shows the same figures.
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByTestId('checkout-total')).toHaveText(euro(cart.pricing.total));
  await expect(page.getByTestId('checkout-totals').getByTestId('price-savings')).toHaveText(
    `Hai risparmiato ${euro(cart.pricing.savings)}`,
  );
  await expect(page.getByTestId('checkout-lines').getByTestId('line-promotion').first()).toBeVisible();
  await page.goto('/cart'); // leaving the checkout unlocks the cart

  const bought = await json<{ order: OrderJson }>(page.request, 'checkout/buy', { payment_type_id: 2 });
  placed = await json<OrderJson>(page.request, `order/view?order_id=${bought.order.orderId}`);
  expect(placed.pricing.total).toBe(cart.pricing.total);
  expect(placed.grossTotal).toBe(cart.pricing.total);

  // The order page.
  await page.goto(`/profile/orders/${placed.orderId}`);
  await waitForHydration(page);
  const totals = page.getByTestId('order-totals');
  await expect(totals.getByTestId('price-discount')).toContainText(`Codice BENVENUTO10`);
  await expect(totals.getByTestId('price-discount')).toContainText(euro(code.amount));
  await expect(page.getByTestId('order-gross-total')).toHaveText(euro(placed.pricing.total));
  await expect(totals.getByTestId('price-savings')).toHaveText(
    `Hai risparmiato ${euro(placed.pricing.savings)}`,
  );
  await expect(
    page.getByTestId('order-line').filter({ hasText: multi.name }).getByTestId('line-promotion'),
  ).toContainText('3x2');

  // Its PDF.
  const pdf = await page.request.get(`/ebsn/api/order/invoice?order_id=${placed.orderId}`);
  expect(pdf.status()).toBe(200);
  const body = await pdf.body();
  expect(pdfHasText(body, 'Sconto BENVENUTO10')).toBe(true);
  expect(pdfHasText(body, `3x2: -${euro(multiLine.promotion!.amount).replace(/\s?€$/, '')}`)).toBe(true);
  expect(pdfHasText(body, 'Hai risparmiato')).toBe(true);
});

test('the order edited comes back with its code and, bought again unchanged, costs the same to the cent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto(`/profile/orders/${placed.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const popup = page
    .getByRole('dialog')
    .filter({ hasText: `Stai modificando l'ordine n. ${placed.orderId}` });
  await popup.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByTestId('price-discount')).toContainText('Codice BENVENUTO10');
  await expect(page.getByTestId('cart-gross-total')).toHaveText(euro(placed.pricing.total));

  // Leaving the edit: the order stays as it was, the cart starts afresh.
  const banner = page.getByTestId('order-edit-banner');
  await expect(banner).toContainText(`Stai modificando l'ordine n. ${placed.orderId}`);
  await banner.getByRole('button', { name: 'Annulla le modifiche' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  const kept = await json<OrderJson & { orderStatusId: number }>(
    page.request,
    `order/view?order_id=${placed.orderId}`,
  );
  expect(kept.orderStatusId).toBe(3);

  // Edited again and bought unchanged: the same total to the cent, with the code.
  await page.goto(`/profile/orders/${placed.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page
    .getByRole('dialog')
    .filter({ hasText: `Stai modificando l'ordine n. ${placed.orderId}` })
    .getByRole('button', { name: 'Chiudi' })
    .click();
  await expect(page.getByTestId('price-discount')).toContainText('Codice BENVENUTO10');
  const again = await json<{ order: OrderJson }>(page.request, 'checkout/buy', { payment_type_id: 2 });
  expect(again.order.grossTotal).toBe(placed.pricing.total);
  placed = await json<OrderJson>(page.request, `order/view?order_id=${again.order.orderId}`);
  expect(placed.pricing.adjustments.find((a) => a.code === 'BENVENUTO10')?.applied).toBe(true);
});

test('weighing the loose line: the final amount keeps the code, and the capture is right to the cent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page);
  const line = placed.orderItems.find((l) => l.loose)!;
  const picked = Math.round(line.weightGrams! * 1.1);
  await advance(page.request, placed.orderId); // 3 → 4
  await advance(page.request, placed.orderId, { [line.orderItemId]: picked }); // 4 → 5, weighed and captured
  const weighed = await json<OrderJson>(page.request, `order/view?order_id=${placed.orderId}`);
  expect(weighed.finalPricing).not.toBeNull();
  expect(weighed.finalGrossTotal).toBe(weighed.finalPricing!.total);
  expect(weighed.finalPricing!.adjustments.find((a) => a.code === 'BENVENUTO10')?.applied).toBe(true);
  expect(weighed.capturedAmount).toBe(Math.min(weighed.finalGrossTotal!, weighed.preAuthorisedAmount));

  await page.goto(`/profile/orders/${placed.orderId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-final-total')).toHaveText(euro(weighed.finalGrossTotal!));
  await expect(page.getByTestId('order-captured')).toHaveText(euro(weighed.capturedAmount));
  await expect(page.getByTestId('order-totals').getByTestId('price-discount')).toContainText('BENVENUTO10');
  expect(await accessibilityViolations(page)).toEqual([]);
});
