// HTTP tests of checkout and payment: prepare, buy on delivery and through the
// test gateway (real redirects, signed results), idempotency, saved cards.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { callWith, orderProducts, payOnGateway, readyCart, slotState } from '../../../test/order-kit';

let t: TestContext;
let pieces: number[];
let loose: number;

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  const p = await orderProducts(t, 6, true);
  pieces = p.pieces;
  loose = p.loose!;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function mails(): string[] {
  const dir = path.join(t.dataDir, 'mail');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

describe('checkout/prepare', () => {
  it('refuses an empty cart and a cart without a slot, with Italian messages', async () => {
    const { token } = await login(t);
    const empty = await call(t, token, 'POST', 'checkout/prepare', {});
    expect(empty.http).toBe(200);
    expect(empty.status).toBe(1);
    expect(empty.errors[0]!.code).toBe('error.checkout.empty_cart');
    expect(empty.message).toMatch(/carrello è vuoto/);
  });

  it('needs invoice data when an invoice is asked for, refuses the lottery code with an invoice', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[0]!, quantity: 1 }]);
    const noBilling = await call(t, token, 'POST', 'checkout/prepare', { need_invoice: true });
    expect(noBilling.errors[0]!.code).toBe('error.checkout.missing_billing_data');
    const bad = await call(t, token, 'POST', 'checkout/billing-data', {
      personType: 'company',
      companyName: 'Coop Srl',
      vatNumber: '123',
    });
    expect(bad.http).toBe(400);
    expect(bad.message).toMatch(/vatNumber|sdiCode|address1/);
    const saved = await call(t, token, 'POST', 'checkout/billing-data', {
      personType: 'company',
      companyName: 'Coop Srl',
      vatNumber: '12345678903',
      sdiCode: 'abc1234',
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Milano',
      province: 'mi',
      postalcode: '20121',
    });
    expect(saved.status).toBe(0);
    expect(saved.data.billingData.sdiCode).toBe('ABC1234');
    const lottery = await call(t, token, 'POST', 'checkout/prepare', {
      need_invoice: true,
      lottery_code: 'ABC1234',
    });
    expect(lottery.errors[0]!.code).toBe('error.checkout.lottery_with_invoice');
    const badCode = await call(t, token, 'POST', 'checkout/prepare', { lottery_code: 'AB' });
    expect(badCode.http).toBe(400);
    expect(badCode.message).toContain('lottery_code');
    const ok = await call(t, token, 'POST', 'checkout/prepare', {
      need_invoice: true,
      note: 'Citofono rotto',
    });
    expect(ok.status).toBe(0);
    expect(ok.data.cart.cartStatusId).toBe(7);
    expect(ok.data.checkout.needInvoice).toBe(true);
    expect(ok.data.checkout.billingData.companyName).toBe('Coop Srl');
    // the locked cart cannot change until unlocked
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: pieces[1], quantity: 1 }] });
    expect(add.errors[0]!.code).toBe('error.cart.locked');
    const unlocked = await call(t, token, 'POST', 'checkout/unlock');
    expect(unlocked.data.cartStatusId).toBe(1);
  });

  it('answers the pre-authorised amount: total + 40% of loose lines + shopper bags', async () => {
    const { token } = await login(t);
    const { cart } = await readyCart(t, token, [
      { productId: pieces[0]!, quantity: 2 },
      { productId: loose, quantity: 1 },
    ]);
    const looseLine = cart.cartItems.find((l: Json) => l.productId === loose);
    const pre = await call(t, token, 'POST', 'checkout/prepare', { packaging_type_id: 1 });
    expect(pre.status).toBe(0);
    const grossCents = Math.round(cart.grossTotal * 100);
    const looseCents = Math.round(looseLine.grossTotal * 100);
    // the cart's total already holds the shopper bags (3 pieces and a loose line → 1 bag at 0,15 €)
    expect(Math.round(cart.pricing.packagingCost * 100)).toBe(15);
    const expected = grossCents + Math.ceil((looseCents * 40) / 100);
    expect(Math.round(pre.data.preAuthorisedAmount * 100)).toBe(expected);
    const prebilled = await call(t, token, 'GET', 'checkout/prebilled-amount');
    expect(Math.round(prebilled.data.prebilledAmount * 100)).toBe(expected);
    const packaging = await call(t, token, 'GET', 'packaging-type/list');
    expect(packaging.data.packagingTypes.map((p: Json) => p.packagingTypeId)).toEqual([1, 2, 3]);
    expect(packaging.data.packagingTypes[0].bags).toBe(1);
  });
});

describe('checkout/buy', () => {
  it('pay on delivery: the order is placed (3), the slot hold consumed, the cart closed and a fresh one opened', async () => {
    const { token } = await login(t);
    const { timeslotId, cart } = await readyCart(t, token, [
      { productId: pieces[0]!, quantity: 2 },
      { productId: pieces[1]!, quantity: 1 },
    ]);
    const before = await slotState(t, timeslotId);
    expect(before.holds).toBeGreaterThanOrEqual(1);
    const mailsBefore = mails().length;
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    const order = buy.data.order;
    expect(order.orderStatusId).toBe(3);
    expect(order.orderStatusDescr).toBe('Ordinato');
    expect(buy.data.paymentRequired).toBe(false);
    expect(buy.data.redirectUrl).toBe(`/cart/payment-completed/${order.orderId}`);
    expect(order.grossTotal).toBe(cart.grossTotal); // the bags (0,15 €) were in the cart's total already
    expect(order.orderItems.map((i: Json) => [i.productId, i.quantity])).toEqual([
      [pieces[0], 2],
      [pieces[1], 1],
    ]);
    const after = await slotState(t, timeslotId);
    expect(after.booked).toBe(before.booked); // the held place became the order's
    expect(after.holds).toBe(before.holds - 1);
    const fresh = await call(t, token, 'GET', 'cart/view');
    expect(fresh.data.cartId).not.toBe(cart.cartId);
    expect(fresh.data.cartItems).toEqual([]);
    expect(fresh.data.warehouse).toEqual(cart.warehouse);
    const view = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(view.data.orderId).toBe(order.orderId);
    expect(mails().length).toBe(mailsBefore + 1);
    expect(mails().some((m) => m.includes(`ordine n. ${order.orderId}`))).toBe(true);
  });

  it('refuses unknown payment types and meal tickets under 100 €', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[2]!, quantity: 1 }]);
    const unknown = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 77 });
    expect(unknown.errors[0]!.code).toBe('error.checkout.payment_type');
    const meal = await call(t, token, 'POST', 'checkout/buy', {
      payment_type_id: 18,
      payment_data: '{"vouchers":2}',
    });
    expect(meal.errors[0]!.code).toBe('error.checkout.meal_ticket_min_spend');
    expect(meal.message).toBe('I buoni pasto si possono usare solo per una spesa superiore a 100 €');
    const badJson = await call(t, token, 'POST', 'checkout/buy', {
      payment_type_id: 2,
      payment_data: '{nope',
    });
    expect(badJson.http).toBe(400);
    expect(badJson.message).toContain('payment_data');
    const missing = await call(t, token, 'POST', 'checkout/buy', {});
    expect(missing.http).toBe(400);
    expect(missing.message).toContain('payment_type_id');
    const types = await call(t, token, 'GET', 'payment-type/list-auth');
    expect(types.data.paymentTypes.map((p: Json) => p.paymentTypeId)).toEqual([
      1, 2, 11, 12, 13, 24, 101, 18, 19, 21,
    ]);
    expect(types.data.paymentTypes.find((p: Json) => p.paymentTypeId === 18).available).toBe(false);
    expect(types.data.auths).toEqual([]);
  });

  it('card through the test gateway: approved → payment-completed, card saved and usable without the page', async () => {
    const { token, userId } = await login(t);
    await readyCart(t, token, [{ productId: pieces[3]!, quantity: 1 }]);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    expect(buy.status).toBe(0);
    expect(buy.data.order.orderStatusId).toBe(1);
    expect(buy.data.paymentRequired).toBe(true);
    expect(buy.data.paymentUrl).toMatch(/^\/test-gateway\/pay\/ps_[0-9a-f]{32}$/);
    const orderId = buy.data.order.orderId;
    const run = await payOnGateway(t, buy.data.paymentUrl, '4242 4242 4242 4242', { saveCard: true });
    expect(run.pageHtml).toContain('lang="it"');
    expect(run.pageHtml).toContain('<label for="card_number">');
    expect(run.pageHtml).toMatch(/Sporta/);
    expect(run.final).toBe(`/cart/payment-completed/${orderId}`);
    const view = await call(t, token, 'GET', `order/view?order_id=${orderId}`);
    expect(view.data.orderStatusId).toBe(3);
    expect(view.data.preAuthorisedAmount).toBeGreaterThanOrEqual(view.data.grossTotal);
    // the same signed result again changes nothing and still lands on the outcome page
    const again = await t.app.inject({ method: 'GET', url: run.returnUrl });
    expect(again.statusCode).toBe(303);
    const tx = await sql<{
      n: number;
    }>`select count(*)::int as n from payment_transaction where order_id = ${orderId} and status = 2`.execute(
      t.database.db,
    );
    expect(tx.rows[0]!.n).toBe(1);

    const types = await call(t, token, 'GET', 'payment-type/list-auth');
    expect(types.data.auths).toHaveLength(1);
    const auth = types.data.auths[0];
    expect(auth).toMatchObject({ circuit: 'VISA', card: '**** **** **** 4242', expiry: '12/39' });

    await readyCart(t, token, [{ productId: pieces[4]!, quantity: 1 }]);
    const saved = await call(t, token, 'POST', 'checkout/buy', {
      payment_type_id: 12,
      user_payment_auth_id: auth.userPaymentAuthId,
    });
    expect(saved.status).toBe(0);
    expect(saved.data.paymentRequired).toBe(false);
    expect(saved.data.order.orderStatusId).toBe(3);

    // another customer cannot use it
    const other = await login(t);
    await readyCart(t, other.token, [{ productId: pieces[4]!, quantity: 1 }]);
    const stolen = await call(t, other.token, 'POST', 'checkout/buy', {
      payment_type_id: 12,
      user_payment_auth_id: auth.userPaymentAuthId,
    });
    expect(stolen.errors[0]!.code).toBe('error.checkout.payment_auth');
    const del = await call(t, other.token, 'POST', 'payment-type/delete-auth', {
      user_payment_auth_id: auth.userPaymentAuthId,
    });
    expect(del.status).toBe(1);
    const mine = await call(t, token, 'POST', 'payment-type/delete-auth', {
      user_payment_auth_id: auth.userPaymentAuthId,
    });
    expect(mine.status).toBe(0);
    expect(mine.data.auths).toEqual([]);
    expect(userId).toBeGreaterThan(0);
  });

  it('declined card → payment-error and unpaid (11); the retry with a new page succeeds', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[0]!, quantity: 1 }]);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    const orderId = buy.data.order.orderId;
    const run = await payOnGateway(t, buy.data.paymentUrl, '4000000000000002');
    expect(run.final).toBe(`/cart/payment-error/${orderId}`);
    const view = await call(t, token, 'GET', `order/view?order_id=${orderId}`);
    expect(view.data.orderStatusId).toBe(11);
    expect(view.data.canRetryPayment).toBe(true);
    const retryList = await call(t, token, 'GET', 'order/list-retry-payment');
    expect(retryList.data.orders.map((o: Json) => o.orderId)).toEqual([orderId]);
    const retry = await call(t, token, 'POST', 'order/payment', { order_id: orderId });
    expect(retry.status).toBe(0);
    expect(retry.data.paymentUrl).not.toBe(buy.data.paymentUrl);
    // the old page is gone for good
    const oldPage = await t.app.inject({ method: 'GET', url: buy.data.paymentUrl });
    expect(oldPage.statusCode).toBe(409);
    const ok = await payOnGateway(t, retry.data.paymentUrl, '4000 0000 0000 3220', { otp: '123456' });
    expect(ok.final).toBe(`/cart/payment-completed/${orderId}`);
    expect((await call(t, token, 'GET', `order/view?order_id=${orderId}`)).data.orderStatusId).toBe(3);
  });

  it('3-D Secure with a wrong code and a timeout both end unpaid', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[1]!, quantity: 1 }]);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 1 });
    const wrong = await payOnGateway(t, buy.data.paymentUrl, '4000000000003220', { otp: '000000' });
    expect(wrong.final).toBe(`/cart/payment-error/${buy.data.order.orderId}`);
    await readyCart(t, token, [{ productId: pieces[2]!, quantity: 1 }]);
    const buy2 = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    const timeout = await payOnGateway(t, buy2.data.paymentUrl, '4000000000000119');
    expect(timeout.final).toBe(`/cart/payment-error/${buy2.data.order.orderId}`);
    expect(
      (await call(t, token, 'GET', `order/view?order_id=${buy2.data.order.orderId}`)).data.orderStatusId,
    ).toBe(11);
  });

  it('the gateway page refuses unknown cards and bad fields with a message, and changes nothing', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[3]!, quantity: 1 }]);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    const res = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=5555555555554444&expiry=12%2F39&cvv=123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Carta non accettata');
    const badExpiry = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242424242424242&expiry=13%2F20&cvv=123',
    });
    expect(badExpiry.body).toContain('Scadenza non valida');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/test-gateway/pay/ps_00000000000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(t, token, 'GET', `order/view?order_id=${buy.data.order.orderId}`)).data.orderStatusId,
    ).toBe(1);
  });

  it('a tampered gateway signature changes nothing', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: pieces[4]!, quantity: 1 }]);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    const orderId = buy.data.order.orderId;
    // a real declined result, turned into "approved" without the key
    const page = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4000000000000002&expiry=12%2F39&cvv=123',
    });
    const location = String(page.headers.location);
    const forged = location.replace('outcome=declined', 'outcome=approved');
    const bad = await t.app.inject({ method: 'GET', url: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response.errors[0].code).toBe('error.payment.signature');
    const noSig = await t.app.inject({ method: 'GET', url: forged.replace(/&sig=[0-9a-f]+/, '') });
    expect(noSig.statusCode).toBe(400);
    const wrongAmount = await t.app.inject({
      method: 'GET',
      url: location.replace(/amount=\d+/, 'amount=1'),
    });
    expect(wrongAmount.statusCode).toBe(400);
    const view = await call(t, token, 'GET', `order/view?order_id=${orderId}`);
    expect(view.data.orderStatusId).toBe(1);
    const tx = await sql<{
      status: number;
    }>`select status from payment_transaction where order_id = ${orderId}`.execute(t.database.db);
    expect(tx.rows).toEqual([{ status: 1 }]);
    // the genuine result still applies
    const real = await t.app.inject({ method: 'GET', url: location });
    expect(real.headers.location).toBe(`/cart/payment-error/${orderId}`);
  });
});

describe('idempotent buy', () => {
  it('the same key answers the first order again; another body with it is refused with 422', async () => {
    const { token, userId } = await login(t);
    await readyCart(t, token, [{ productId: pieces[5]!, quantity: 1 }]);
    const key = `test-key-${Date.now()}`;
    const first = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 12 },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(0);
    const again = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 12 },
      { 'idempotency-key': key },
    );
    expect(again.status).toBe(0);
    expect(again.data.order.orderId).toBe(first.data.order.orderId);
    expect(again.data.paymentUrl).toBe(first.data.paymentUrl);
    const query = await callWith(t, token, 'POST', `checkout/buy?idempotency_key=${key}`, {
      payment_type_id: 12,
    });
    expect(query.data.order.orderId).toBe(first.data.order.orderId);
    const other = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 2 },
      { 'idempotency-key': key },
    );
    expect(other.http).toBe(422);
    expect(other.status).toBe(1);
    expect(other.errors[0]!.code).toBe('error.checkout.idempotency_mismatch');
    expect(other.message).toMatch(/chiave di idempotenza/);
    const orders = await sql<{
      n: number;
    }>`select count(*)::int as n from customer_order where user_id = ${userId}`.execute(t.database.db);
    expect(orders.rows[0]!.n).toBe(1);
    const badKey = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 2 },
      { 'idempotency-key': 'x' },
    );
    expect(badKey.http).toBe(400);
  });

  it('a refused buy keeps no trace: the same key works once the cart is fixed', async () => {
    const { token } = await login(t);
    const key = `retry-key-${Date.now()}`;
    const refused = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 2 },
      { 'idempotency-key': key },
    );
    expect(refused.errors[0]!.code).toBe('error.checkout.empty_cart');
    await readyCart(t, token, [{ productId: pieces[0]!, quantity: 1 }]);
    const ok = await callWith(
      t,
      token,
      'POST',
      'checkout/buy',
      { payment_type_id: 2 },
      { 'idempotency-key': key },
    );
    expect(ok.status).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents the checkout, order and refund calls with their answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Json>> };
    for (const p of [
      '/ebsn/api/checkout/prepare',
      '/ebsn/api/checkout/buy',
      '/ebsn/api/checkout/prebilled-amount',
      '/ebsn/api/checkout/payment-return',
      '/ebsn/api/checkout/billing-data',
      '/ebsn/api/payment-type/list-auth',
      '/ebsn/api/payment-type/delete-auth',
      '/ebsn/api/packaging-type/list',
      '/ebsn/api/order/view',
      '/ebsn/api/order/list',
      '/ebsn/api/order/delete',
      '/ebsn/api/order/modify',
      '/ebsn/api/order/payment',
      '/ebsn/api/order/modify-payment-type',
      '/ebsn/api/order/change-date',
      '/ebsn/api/order/reserve',
      '/ebsn/api/order/list-retry-payment',
      '/ebsn/api/order/invoice',
      '/ebsn/api/token-order/view',
      '/ebsn/api/note/order/add',
      '/ebsn/api/note/order/update',
      '/ebsn/api/order-refund/request',
      '/ebsn/api/order-refund/list',
      '/ebsn/api/order-refund/view',
    ])
      expect(doc.paths[p], p).toBeDefined();
    const buy = doc.paths['/ebsn/api/checkout/buy']!.post;
    expect(JSON.stringify(buy.responses['200'])).toContain('paymentUrl');
    expect(doc.paths['/ebsn/api/fulfilment/advance']).toBeUndefined();
  });
});
