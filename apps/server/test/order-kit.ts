// Test helpers of the checkout and order tests: a cart ready to buy, calls with
// extra headers, and the hosted payment page followed through real HTTP calls.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { call, plainProducts, setupCart, shapeProduct, type Answer, type Json } from './cart-kit';
import type { TestContext } from './harness';

export async function callWith<T = Json>(
  t: TestContext,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const h: Record<string, string> = { ...headers };
  if (token) h['x-ebsn-account'] = token;
  const res = await t.app.inject({
    method,
    url: `/ebsn/api/${url}`,
    headers: h,
    ...(body ? { payload: body } : {}),
  });
  const json = res.json();
  return {
    http: res.statusCode,
    status: json.response?.status,
    data: json.data,
    errors: json.response?.errors ?? [],
    warnings: json.response?.warnings ?? [],
    infos: json.response?.infos ?? [],
    message: json.response?.errors?.[0]?.error ?? '',
  };
}

/** Products for the order tests: `count` plain pieces and optionally one loose product. */
export async function orderProducts(t: TestContext, count: number, loose = false) {
  const ids = await plainProducts(t, count + (loose ? 1 : 0), [1]);
  let looseId: number | null = null;
  if (loose) {
    looseId = ids.pop()!;
    await shapeProduct(t, looseId, {
      tipologia: 'Sfuso',
      infos: { WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'kg' },
    });
  }
  return { pieces: ids, loose: looseId };
}

/** The butcher's cut of the tests (as the seed gives counter products). */
export const TAGLIO = {
  name: 'Taglio',
  parameterName: 'taglio',
  options: [
    { key: 'intero', value: 'Intero' },
    { key: 'fette', value: 'A fette' },
    { key: 'cubetti', value: 'A cubetti' },
  ],
};

/** Gives a product options (none with `[]`). */
export async function setSelectOptions(t: TestContext, productId: number, options: unknown[]) {
  await sql`update product set select_options = ${JSON.stringify(options)}::jsonb
    where product_id = ${productId}`.execute(t.database.db);
}

/** A plain product of warehouse 1 none of `taken` is, given the Taglio options. */
export async function productWithOptions(t: TestContext, taken: number[]): Promise<number> {
  const ids = await plainProducts(t, taken.length + 8, [1]);
  const id = ids.find((i) => !taken.includes(i))!;
  await setSelectOptions(t, id, [TAGLIO]);
  return id;
}

/** A line to put in the cart: pieces or kg, and the product options chosen (`params`). */
export interface CartLineInput {
  productId: number;
  quantity: number;
  params?: Record<string, string>;
}

/** Drive at shop 1, a free slot, and the given lines in the cart. */
export async function readyCart(
  t: TestContext,
  token: string,
  lines: CartLineInput[],
): Promise<{ timeslotId: number; cart: Json }> {
  const { timeslotId } = await setupCart(t, token);
  const add = await call(t, token, 'POST', 'cart/add', { items: lines });
  if (add.status !== 0) throw new Error(`cart/add: ${add.message}`);
  return { timeslotId, cart: add.data };
}

export async function slotState(t: TestContext, timeslotId: number) {
  const r = await sql<{ booked: number; capacity: number; holds: number }>`select booked, capacity,
      (select count(*)::int from timeslot_hold h where h.timeslot_id = t.timeslot_id) as holds
    from timeslot t where timeslot_id = ${timeslotId}`.execute(t.database.db);
  return r.rows[0]!;
}

export interface GatewayRun {
  /** Where the shop finally sends the browser (/cart/payment-completed/:id or /cart/payment-error/:id). */
  final: string;
  /** The signed return URL the gateway produced. */
  returnUrl: string;
  pageHtml: string;
}

/** Opens the payment page, pays with a test card (and the OTP when asked), follows the redirects. */
export async function payOnGateway(
  t: TestContext,
  paymentUrl: string,
  card: string,
  options: { otp?: string; saveCard?: boolean; cancel?: boolean; returnPath?: string } = {},
): Promise<GatewayRun> {
  const page = await t.app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // A browser keeps the page's Origin on its form POST only if the referrer policy allows it
  // (the shop's CSRF check refuses `Origin: null`).
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const form = new URLSearchParams({
    card_holder: 'Mario Rossi',
    card_number: card,
    expiry: '12/39',
    cvv: '123',
    action: options.cancel ? 'cancel' : 'pay',
    ...(options.saveCard ? { save_card: '1' } : {}),
  });
  let res = await t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (res.statusCode === 200 && res.body.includes('3-D Secure')) {
    res = await t.app.inject({
      method: 'POST',
      url: `${paymentUrl}/otp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ otp: options.otp ?? '123456' }).toString(),
    });
  }
  expect(res.statusCode).toBe(303);
  const returnUrl = String(res.headers.location);
  expect(returnUrl.startsWith(`${options.returnPath ?? '/ebsn/api/checkout/payment-return'}?`)).toBe(true);
  const back = await t.app.inject({ method: 'GET', url: returnUrl });
  expect(back.statusCode).toBe(303);
  return { final: String(back.headers.location), returnUrl, pageHtml: page.body };
}
