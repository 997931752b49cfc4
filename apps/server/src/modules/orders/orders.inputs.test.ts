// Every bad input of the checkout and order calls gets a clear Italian answer
// (HTTP 400 naming the field, or a business refusal), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { callWith, orderProducts, readyCart } from '../../../test/order-kit';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ products: 150 });
  token = (await login(t)).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ITALIAN = /[àèéìòù]|non |deve|campo|parametro|valido|obbligatorio|richiesta|ordine/i;

describe('bad inputs', () => {
  const cases: [string, 'GET' | 'POST', string, Record<string, unknown> | undefined][] = [
    ['order_id not a number', 'GET', 'order/view?order_id=abc', undefined],
    ['order_id negative', 'GET', 'order/view?order_id=-4', undefined],
    ['order_id huge', 'GET', 'order/view?order_id=99999999999999', undefined],
    ['order_id missing', 'GET', 'order/view', undefined],
    ['page_size too big', 'GET', 'order/list?page_size=1000', undefined],
    ['impossible date', 'GET', 'order/list?from_date=2026-02-30', undefined],
    ['amount not a number', 'GET', 'order/list?from_gross_total=tanti', undefined],
    ['unknown order', 'GET', 'order/view?order_id=987654', undefined],
    ['delete without id', 'POST', 'order/delete', {}],
    ['delete unknown', 'POST', 'order/delete', { order_id: 987654 }],
    ['change-date bad date', 'POST', 'order/change-date', { order_id: 1, new_order_date: '31/12/2026' }],
    ['note too long', 'POST', 'note/order/add', { order_id: 1, note: 'x'.repeat(5000) }],
    ['note update without id', 'POST', 'note/order/update', { order_id: 1, note: 'ciao' }],
    ['buy, payment type text', 'POST', 'checkout/buy', { payment_type_id: 'carta' }],
    ['buy, saved card text', 'POST', 'checkout/buy', { payment_type_id: 12, user_payment_auth_id: 'x' }],
    ['buy, payment data array', 'POST', 'checkout/buy', { payment_type_id: 2, payment_data: '[1,2]' }],
    ['prepare, packaging unknown', 'POST', 'checkout/prepare', { packaging_type_id: 42 }],
    ['prepare, lottery code short', 'POST', 'checkout/prepare', { lottery_code: '12' }],
    ['billing, unknown person type', 'POST', 'checkout/billing-data', { personType: 'alien' }],
    [
      'billing, bad fiscal code',
      'POST',
      'checkout/billing-data',
      {
        personType: 'private',
        firstName: 'A',
        lastName: 'B',
        fiscalCode: 'XYZ',
        address1: 'Via',
        city: 'Roma',
        postalcode: '00100',
      },
    ],
    [
      'billing, bad CAP',
      'POST',
      'checkout/billing-data',
      {
        personType: 'private',
        firstName: 'A',
        lastName: 'B',
        fiscalCode: 'RSSMRA85T10A562S',
        address1: 'Via',
        city: 'Roma',
        postalcode: '1',
      },
    ],
    ['token view, empty token', 'GET', 'token-order/view?order_id=1&access_token=', undefined],
    ['prebilled, bad order', 'GET', 'checkout/prebilled-amount?order_id=0', undefined],
    ['payment types, bad id', 'GET', 'payment-type/list-auth?payment_type_id=x', undefined],
    ['delete card, unknown', 'POST', 'payment-type/delete-auth', { user_payment_auth_id: 5 }],
    ['refund view, bad id', 'GET', 'order-refund/view?refund_id=zero', undefined],
    ['refund request, no fields', 'POST', 'order-refund/request', {}],
    [
      'refund request, bad items',
      'POST',
      'order-refund/request',
      { order_id: 1, method_id: 6, reason: 'x', items: 'nope' },
    ],
    [
      'refund request, bad method',
      'POST',
      'order-refund/request',
      { order_id: 1, method_id: 9, reason: 'x', items: [] },
    ],
    ['reserve, unknown', 'POST', 'order/reserve', { order_id: 987654 }],
    ['modify-payment-type, missing type', 'POST', 'order/modify-payment-type', { order_id: 1 }],
  ];
  it.each(cases)('%s → a clear Italian refusal, no 500', async (_name, method, url, body) => {
    const a = await call(t, token, method, url, body);
    expect([200, 400]).toContain(a.http);
    expect(a.status).not.toBe(0);
    expect(a.message.length).toBeGreaterThan(10);
    expect(a.message).toMatch(ITALIAN);
    expect(a.message).not.toMatch(/undefined|Error:|at \w+ \(/);
  });

  it('a malformed JSON body is a 400 with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/checkout/buy',
      headers: { 'x-ebsn-account': token, 'content-type': 'application/json' },
      payload: '{"payment_type_id":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.status).not.toBe(0);
  });

  it('five simultaneous buys with one key on PGlite give one order', async () => {
    const { pieces } = await orderProducts(t, 1);
    const u = await login(t);
    await readyCart(t, u.token, [{ productId: pieces[0]!, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callWith(
          t,
          u.token,
          'POST',
          'checkout/buy',
          { payment_type_id: 2 },
          { 'idempotency-key': 'same-key-12345' },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order.orderId)).size).toBe(1);
  });
});
