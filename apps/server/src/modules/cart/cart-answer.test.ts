// The cart's answer written from cached product fragments (ADR 0075): byte for byte what
// JSON.stringify writes, and never a stale product: a price, promotion or availability change
// shows in the very next cart answer, over real HTTP.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, plainProducts, setAvailable, setupCart, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { cartAnswerJson } from './cart-answer';

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
});

/** A call over HTTP: the answer's exact text and its parsed body. */
async function http(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${base}/ebsn/api/${url}`, {
    method,
    headers: { 'x-ebsn-account': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = JSON.parse(text) as Json;
  return { text, json, status: json.response.status as number, data: json.data as Json };
}

const lineOf = (cart: Json, productId: number) =>
  (cart.cartItems as Json[]).find((l) => l.product.productId === productId);

describe('cart answer from product fragments', () => {
  it('writes the same bytes as JSON.stringify, cached or not', () => {
    const frozen = Object.freeze({ productId: 1, name: 'Caffè "Moka" \\ 250 g €', price: 3.5 });
    const open = { productId: 2, name: 'Pecorino', price: 7, selectOptions: [{ selected: 'a' }] };
    const first = { itemId: 10, product: frozen, quantity: 2, note: '\u2028' };
    const second = { itemId: 11, product: open, quantity: 1 };
    const answer = {
      response: { status: 0, errors: [], warningsMessage: ['Attenzione: "prezzo" cambiato'] },
      data: {
        cartId: 5,
        cartItems: [first, second],
        totalPrice: 14,
        sectors: [{ name: 'Dispensa', cartItems: [first, second] }],
        cartInfos: { text: '\u0000not a placeholder' },
      },
    };
    const expected = JSON.stringify(answer);
    expect(cartAnswerJson(answer).toString()).toBe(expected);
    expect(cartAnswerJson(answer).toString()).toBe(expected); // from the cache now
    // answers without a cart: as usual
    const refusal = { response: { status: 1 }, data: null };
    expect(cartAnswerJson(refusal).toString()).toBe(JSON.stringify(refusal));
  });

  it('a price, promotion or availability change shows in the next cart answer', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const [id, other] = await plainProducts(t, 2, [1]);
    await sql`delete from promotion where product_id in (${id!}, ${other!})`.execute(t.database.db);
    await sql`delete from promotion_product where product_id in (${id!}, ${other!})`.execute(t.database.db);
    await setAvailable(t, 1, id!, 50);
    await sql`update warehouse_product set price_cents = 350 where warehouse_id = 1 and product_id = ${id!}`.execute(
      t.database.db,
    );
    const added = await http(token, 'POST', 'cart/add', {
      items: [
        { productId: id, quantity: 2 },
        { productId: other, quantity: 1 },
      ],
    });
    expect(added.status).toBe(0);
    expect(added.text).toBe(JSON.stringify(added.json));
    expect(lineOf(added.data, id!).product.price).toBe(3.5);
    // again: the product's fragment is served from the cache, same figures
    let view = await http(token, 'GET', 'cart/view?show_sectors=true');
    expect(view.text).toBe(JSON.stringify(view.json));
    expect(lineOf(view.data, id!).product.price).toBe(3.5);

    // the price changes: the product in the very next answer has it
    await sql`update warehouse_product set price_cents = 420 where warehouse_id = 1 and product_id = ${id!}`.execute(
      t.database.db,
    );
    view = await http(token, 'GET', 'cart/view?show_sectors=true');
    expect(lineOf(view.data, id!).product.price).toBe(4.2);
    expect(lineOf(view.data, id!).product.priceDisplay).toBe(4.2);
    expect(lineOf(view.data, id!).grossTotal).toBe(8.4);
    const sector = (view.data.sectors as Json[]).flatMap((s) => s.cartItems as Json[]);
    expect(sector.find((l) => l.product.productId === id).product.price).toBe(4.2);

    // a price cut starts: the product shows the promotion (and its crossed-out price)
    await t.database.db
      .insertInto('promotion')
      .values({
        promotion_id: 990_075,
        product_id: id!,
        warehouse_id: null,
        promo_type_id: 1,
        promo_type: '-50%',
        price_cents: 210,
        discount_pct: 50,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
      } as never)
      .execute();
    const cut = await http(token, 'POST', 'cart/add', { items: [{ productId: other, quantity: 1 }] });
    const promoted = lineOf(cut.data, id!);
    expect(promoted.product.priceDisplay).toBe(2.1);
    expect(promoted.product.priceStandardDisplay).toBe(4.2);
    expect(cut.text).toBe(JSON.stringify(cut.json));

    // withdrawn, then out of stock
    await sql`delete from promotion where promotion_id = 990075`.execute(t.database.db);
    view = await http(token, 'GET', 'cart/view');
    expect(lineOf(view.data, id!).product.priceDisplay).toBe(4.2);
    expect(lineOf(view.data, id!).product.priceStandardDisplay ?? null).toBeNull();
    await setAvailable(t, 1, id!, 0);
    view = await http(token, 'GET', 'cart/view');
    expect(lineOf(view.data, id!).product.available).toBe(0);
  });
});
