// Money right everywhere (issue 17, ADR 0021): one pricing engine for the cart, the
// checkout, the order as placed, the order page and its PDF, the re-pricing at weighing,
// the order edit, refunds and saved cards — each defect of the issue over real HTTP.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, plainProducts, shapeProduct, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { payOnGateway, readyCart } from '../../../test/order-kit';
import { createMailer } from '../../platform/mail';
import { FulfilmentService } from './fulfilment.service';
import { OrdersService } from './orders.service';
import { RefundsService } from './refunds.service';
import { TestGateway } from './test-gateway';

let t: TestContext;
let fulfilment: FulfilmentService;
/** A 3x2 at 3,39 €, a second-at-half at 2,50 €, two of a "3 for 2" set at 2,00 and 1,50 €, a plain 10,00 € and a loose 14,90 €/kg. */
const P = { multi: 0, nth: 0, mixA: 0, mixB: 0, plain: 0, loose: 0 };
const cents = (euro: number) => Math.round(euro * 100);

async function price(id: number, listCents: number, vatPct: number) {
  await sql`update product set price_cents = ${listCents}, vat_pct = ${vatPct} where product_id = ${id}`.execute(
    t.database.db,
  );
  await sql`delete from warehouse_product where product_id = ${id}`.execute(t.database.db);
  await sql`delete from promotion_product where product_id = ${id}`.execute(t.database.db);
  await sql`delete from promotion where product_id = ${id}`.execute(t.database.db);
}

async function promotion(id: number, values: Record<string, unknown>, members: number[] = []) {
  const row = {
    promotion_id: id,
    product_id: null,
    warehouse_id: null,
    promo_type: '',
    price_cents: null,
    discount_pct: 0,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    ...values,
  };
  await t.database.db
    .insertInto('promotion')
    .values(row as never)
    .execute();
  for (const productId of members)
    await t.database.db
      .insertInto('promotion_product')
      .values({ promotion_id: id, product_id: productId } as never)
      .execute();
}

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  const ids = await plainProducts(t, 6, [1]);
  [P.multi, P.nth, P.mixA, P.mixB, P.plain, P.loose] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  await price(P.multi, 339, 4);
  await price(P.nth, 250, 10);
  await price(P.mixA, 200, 22);
  await price(P.mixB, 150, 22);
  await price(P.plain, 1000, 22);
  await price(P.loose, 1490, 4);
  await shapeProduct(t, P.loose, {
    tipologia: 'Sfuso',
    infos: { WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'kg' },
  });
  await promotion(800_001, {
    product_id: P.multi,
    promo_type_id: 3,
    promo_type: '3x2',
    buy_qty: 3,
    pay_qty: 2,
  });
  await promotion(800_002, {
    product_id: P.nth,
    promo_type_id: 4,
    promo_type: '2° a metà prezzo',
    nth: 2,
    discount_pct: 50,
  });
  await promotion(800_003, { promo_type_id: 6, promo_type: '3 a scelta, paghi 2', set_size: 3, pay_qty: 2 }, [
    P.mixA,
    P.mixB,
  ]);
  const config = t.app.config;
  const orders = new OrdersService(t.database.db, {
    delivery: null,
    provider: new TestGateway(t.database.db, {
      hmacKey: config.PAYMENT_HMAC_KEY,
      merchantName: 'Sporta',
      sessionMinutes: 30,
    }),
    mailer: createMailer(config),
    config,
  });
  fulfilment = new FulfilmentService(orders, new RefundsService(orders, config.privateDir));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function buy(token: string, paymentTypeId = 2): Promise<Json> {
  const b = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: paymentTypeId });
  if (b.status !== 0) throw new Error(b.message);
  return b.data.order;
}

async function view(token: string, orderId: number): Promise<Json> {
  const v = await call(t, token, 'GET', `order/view?order_id=${orderId}`);
  expect(v.status).toBe(0);
  return v.data;
}

/** Every figure of a priced summary adds up. */
function expectAddsUp(p: Json, lines: Json[]) {
  expect(cents(p.listTotal) - cents(p.promotionTotal)).toBe(cents(p.itemsTotal));
  expect(cents(p.itemsTotal) - cents(p.discountTotal) + cents(p.feesTotal)).toBe(cents(p.total));
  expect(cents(p.deliveryFee) + cents(p.fastSurcharge) + cents(p.packagingCost)).toBe(cents(p.feesTotal));
  expect(lines.reduce((n, l) => n + cents(l.payTotal), 0)).toBe(cents(p.itemsTotal) - cents(p.discountTotal));
  const adjustments = p.adjustments.filter((a: Json) => a.applied && a.kind !== 'delivery_promotion');
  expect(adjustments.reduce((n: number, a: Json) => n + cents(a.amount), 0)).toBe(cents(p.discountTotal));
  expect(p.vatTaxables.reduce((n: number, v: Json) => n + cents(v.grossTotal), 0)).toBe(cents(p.total));
}

/** The texts drawn on the PDF's pages (pdf-lib writes Helvetica text as hex strings). */
function pdfHasText(pdf: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return pdf
    .toString('latin1')
    .split('stream')
    .slice(1)
    .some((chunk) => {
      const body = Buffer.from(chunk.replace(/^\r?\n/, '').split('endstream')[0]!, 'latin1');
      let plain: string;
      try {
        plain = zlib.inflateSync(body).toString('latin1');
      } catch {
        plain = body.toString('latin1');
      }
      return plain.toUpperCase().includes(hex);
    });
}

async function pdfOf(token: string, orderId: number): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ebsn/api/order/invoice?order_id=${orderId}`,
    headers: { 'x-ebsn-account': token },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('promotions shown are promotions applied', () => {
  it('3x2, the second at half price and a mix-and-match price the cart, the checkout, the order and its PDF', async () => {
    const { token } = await login(t);
    const { cart } = await readyCart(t, token, [
      { productId: P.multi, quantity: 3 },
      { productId: P.nth, quantity: 2 },
      { productId: P.mixA, quantity: 2 },
      { productId: P.mixB, quantity: 1 },
    ]);
    const line = (c: Json, id: number) => c.cartItems.find((l: Json) => l.productId === id);
    // 3 × 3,39 = 10,17 → 6,78; 2 × 2,50 → 3,75; 2,00 + 2,00 + 1,50 → 3,50 + 1,50 free split 1,09 / 0,41
    expect(line(cart, P.multi)).toMatchObject({
      listTotal: 10.17,
      grossTotal: 6.78,
      promotion: { label: '3x2', amount: 3.39 },
    });
    expect(line(cart, P.nth)).toMatchObject({
      listTotal: 5,
      grossTotal: 3.75,
      promotion: { label: '2° a metà prezzo', amount: 1.25 },
    });
    expect(line(cart, P.mixA)).toMatchObject({
      grossTotal: 2.91,
      promotion: { label: '3 a scelta, paghi 2', amount: 1.09 },
    });
    expect(line(cart, P.mixB)).toMatchObject({
      grossTotal: 1.09,
      promotion: { label: '3 a scelta, paghi 2', amount: 0.41 },
    });
    expect(cart.pricing).toMatchObject({ itemsTotal: 14.53, promotionTotal: 6.14, savings: 6.14 });
    expect(cart.totalPrice).toBe(14.53);
    expectAddsUp(cart.pricing, cart.cartItems);

    const pre = await call(t, token, 'POST', 'checkout/prepare', { packaging_type_id: 1 });
    expect(pre.status).toBe(0);
    expect(pre.data.cart.pricing.total).toBe(cart.pricing.total);
    const placed = await buy(token);
    expect(placed.grossTotal).toBe(cart.pricing.total);
    const order = await view(token, placed.orderId);
    expect(order.pricing).toMatchObject({
      itemsTotal: 14.53,
      promotionTotal: 6.14,
      total: cart.pricing.total,
    });
    expect(order.orderItems.find((l: Json) => l.productId === P.multi)).toMatchObject({
      grossTotal: 6.78,
      listTotal: 10.17,
      payTotal: 6.78,
      promotion: { label: '3x2', amount: 3.39 },
    });
    expectAddsUp(order.pricing, order.orderItems);

    // a later change of the promotions never changes an order already placed
    await sql`update promotion set valid_to = '2020-01-02' where promotion_id = 800001`.execute(
      t.database.db,
    );
    try {
      expect((await view(token, placed.orderId)).pricing.total).toBe(cart.pricing.total);
    } finally {
      await sql`update promotion set valid_to = '2099-12-31' where promotion_id = 800001`.execute(
        t.database.db,
      );
    }

    const pdf = await pdfOf(token, placed.orderId);
    expect(pdfHasText(pdf, '3x2: -3,39')).toBe(true);
    expect(pdfHasText(pdf, 'Hai risparmiato')).toBe(true);
  });

  it('a member price applies to an account with a loyalty card only', async () => {
    const [member] = await plainProducts(t, 7, [1]).then((ids) =>
      ids.filter((id) => !Object.values(P).includes(id)),
    );
    await price(member!, 400, 4);
    await promotion(800_004, {
      product_id: member,
      promo_type_id: 1,
      promo_type: 'Soci -25%',
      price_cents: 300,
      member_only: true,
    });
    const { token, userId } = await login(t);
    const before = await readyCart(t, token, [{ productId: member!, quantity: 1 }]);
    expect(before.cart.cartItems[0]).toMatchObject({ grossTotal: 4, promotion: null });
    await sql`update app_user set fidelity_card = '2801234567897' where user_id = ${userId}`.execute(
      t.database.db,
    );
    const after = await call(t, token, 'GET', 'cart/view');
    expect(after.data.cartItems[0]).toMatchObject({
      grossTotal: 3,
      promotion: { label: 'Soci -25%', amount: 1 },
    });
  });

  it('the demo cart threshold: from 100 € of products, 5 € off', async () => {
    const { token } = await login(t);
    const { cart } = await readyCart(t, token, [{ productId: P.plain, quantity: 10 }]);
    expect(cart.pricing.adjustments).toContainEqual(
      expect.objectContaining({
        kind: 'cart_promotion',
        label: 'Spendi 100 €, risparmi 5 €',
        amount: 5,
        applied: true,
      }),
    );
    expectAddsUp(cart.pricing, cart.cartItems);
  });
});

describe('codes survive weighing, editing and the order page', () => {
  it('weighing keeps BENVENUTO10 on the new amount and captures the right sum', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [
      { productId: P.plain, quantity: 3 },
      { productId: P.loose, quantity: 1 },
    ]);
    const code = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(code.status).toBe(0);
    expect(code.data.pricing.discountTotal).toBe(4.49); // 10 % of 44,90
    const placed = await buy(token);
    const before = await view(token, placed.orderId);
    const looseLine = before.orderItems.find((l: Json) => l.productId === P.loose);
    await fulfilment.advance(placed.orderId);
    const picked = await fulfilment.advance(placed.orderId, { weights: { [looseLine.orderItemId]: 612 } });
    // 14,90 × 0,612 = 9,12; products 39,12; 10 % = 3,91; fees as placed
    const fees = cents(before.pricing.feesTotal);
    const expected = 3912 - 391 + fees;
    expect(picked.finalGrossTotalCents).toBe(expected);
    expect(picked.capturedCents).toBe(Math.min(expected, cents(before.preAuthorisedAmount)));
    const after = await view(token, placed.orderId);
    expect(after.finalGrossTotal).toBe(expected / 100);
    expect(after.finalPricing.adjustments).toContainEqual(
      expect.objectContaining({ code: 'BENVENUTO10', amount: 3.91, applied: true }),
    );
    expect(after.finalPricing.feesTotal).toBe(before.pricing.feesTotal);
    expectAddsUp(
      after.finalPricing,
      after.orderItems.map((l: Json) => ({ payTotal: l.finalPayTotal })),
    );
    const pdf = await pdfOf(token, placed.orderId);
    expect(pdfHasText(pdf, 'Sconto BENVENUTO10')).toBe(true);
  });

  it('an edited order keeps its codes, counts them once and costs the same bought again', async () => {
    const { token, userId } = await login(t);
    await readyCart(t, token, [{ productId: P.plain, quantity: 6 }]);
    expect(
      (await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' })).status,
    ).toBe(0);
    const both = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'SPESA5' });
    expect(both.status).toBe(0);
    expect(both.data.pricing.discountTotal).toBe(11); // 6,00 + 5,00
    const placed = await buy(token);
    const order = await view(token, placed.orderId);
    expect(order.pricing.discountTotal).toBe(11);
    expectAddsUp(order.pricing, order.orderItems);

    const reopened = await call(t, token, 'POST', 'order/modify', { order_id: placed.orderId });
    expect(reopened.status).toBe(0);
    const applied = reopened.data.orderAdjustmentSummary.orderAdjustments.map((a: Json) => [
      a.giftCertificate.giftCode,
      a.amount,
      a.applied,
    ]);
    expect(applied.sort()).toEqual([
      ['BENVENUTO10', 6, true],
      ['SPESA5', 5, true],
    ]);
    expect(reopened.data.grossTotal).toBe(order.grossTotal);
    // the code is on the cart already, not "used"
    const again = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(again.errors[0]?.code).toBe('error.gift.already_in_cart');

    // leaving the edit for a new one keeps the codes with the order, and brings them back
    const twice = await call(t, token, 'POST', 'order/modify', { order_id: placed.orderId });
    expect(twice.data.pricing.discountTotal).toBe(11);

    const rebought = await buy(token);
    expect(rebought.grossTotal).toBe(order.grossTotal);
    const old = await view(token, placed.orderId);
    expect(old.orderStatusId).toBe(10);
    expect(old.replacedByOrderId).toBe(rebought.orderId);
    const used = await sql<{ code: string; order_id: number }>`select g.gift_code as code, u.order_id
      from user_gift_certificate u join gift_certificate g using (gift_certificate_id)
      where u.user_id = ${userId} and u.used_at is not null order by g.gift_code`.execute(t.database.db);
    expect(used.rows).toEqual([
      { code: 'BENVENUTO10', order_id: rebought.orderId },
      { code: 'SPESA5', order_id: rebought.orderId },
    ]);
  });

  it('leaving the edit keeps the order as it was, with its code used once', async () => {
    const { token, userId } = await login(t);
    await readyCart(t, token, [{ productId: P.plain, quantity: 4 }]);
    expect(
      (await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' })).status,
    ).toBe(0);
    const placed = await buy(token);
    expect((await call(t, token, 'POST', 'order/modify', { order_id: placed.orderId })).status).toBe(0);
    const left = await call(t, token, 'POST', 'order/modify-cancel');
    expect(left.status).toBe(0);
    expect(left.infos[0]?.code).toBe('info.order.edit_cancelled');
    expect(left.data.cartItems).toEqual([]);
    expect(left.data.cartInfos.reopen_order_id).toBeUndefined();
    expect(left.data.orderAdjustmentSummary.orderAdjustments).toEqual([]);
    const used = await sql<{ order_id: number }>`select u.order_id from user_gift_certificate u
      where u.user_id = ${userId} and u.used_at is not null`.execute(t.database.db);
    expect(used.rows).toEqual([{ order_id: placed.orderId }]);
    expect((await view(token, placed.orderId)).orderStatusId).toBe(3);
    const again = await call(t, token, 'POST', 'order/modify-cancel');
    expect(again.errors[0]?.code).toBe('error.order.not_editing');
  });

  it('cancelling an order gives a single-use code back', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [{ productId: P.plain, quantity: 4 }]);
    expect(
      (await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' })).status,
    ).toBe(0);
    const placed = await buy(token);
    await readyCart(t, token, [{ productId: P.plain, quantity: 4 }]);
    const refused = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(refused.errors[0]?.code).toBe('error.gift.used');
    expect((await call(t, token, 'POST', `order/delete?order_id=${placed.orderId}`)).status).toBe(0);
    const back = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(back.status).toBe(0);
  });
});

describe('refunds never exceed what was paid', () => {
  it('a line gives back what it cost after its discounts, once; the database holds the bound too', async () => {
    const { token } = await login(t);
    await readyCart(t, token, [
      { productId: P.multi, quantity: 3 },
      { productId: P.plain, quantity: 4 },
    ]);
    expect(
      (await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' })).status,
    ).toBe(0);
    const placed = await buy(token);
    for (let i = 0; i < 4; i++) await fulfilment.advance(placed.orderId); // → delivered (drive)
    const order = await view(token, placed.orderId);
    expect(order.orderStatusId).toBe(8);
    const multi = order.orderItems.find((l: Json) => l.productId === P.multi);
    const plain = order.orderItems.find((l: Json) => l.productId === P.plain);
    const pay = cents(multi.finalPayTotal);
    expect(pay).toBeLessThan(678); // 6,78 after the 3x2, less its share of BENVENUTO10

    const ask = (items: Json[], method = 6) =>
      call(t, token, 'POST', 'order-refund/request', {
        order_id: placed.orderId,
        method_id: method,
        reason: 'Confezione rotta',
        items,
      });
    const one = await ask([{ orderItemId: multi.orderItemId, quantity: 1 }]);
    expect(one.status).toBe(0);
    expect(cents(one.data.amount)).toBe(Math.round(pay / 3));
    const rest = await ask([{ orderItemId: multi.orderItemId, quantity: 2 }]);
    expect(rest.status).toBe(0);
    expect(cents(one.data.amount) + cents(rest.data.amount)).toBe(pay);
    const more = await ask([{ orderItemId: multi.orderItemId, quantity: 1 }]);
    expect(more.status).not.toBe(0);
    expect(more.errors[0]?.code).toBe('error.refund.claimed');
    expect((await ask([{ orderItemId: multi.orderItemId, quantity: 1 }], 7)).errors[0]?.code).toBe(
      'error.refund.claimed',
    );

    // the same line twice in one request: a clear message, nothing written, no photo left
    const dir = path.join(t.app.config.filesDir, 'refunds');
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const rows = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from order_refund`.execute(t.database.db))
          .rows[0]!.n,
      );
    const before = await rows();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('order_id', String(placed.orderId));
    form.append('method_id', '6');
    form.append('reason', 'Due volte');
    form.append(
      'items',
      JSON.stringify([
        { orderItemId: plain.orderItemId, quantity: 1 },
        { orderItemId: plain.orderItemId, quantity: 1 },
      ]),
    );
    form.append('photo', new Blob([png], { type: 'image/png' }), 'foto.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { 'x-ebsn-account': token, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().response.errors[0].error).toMatch(/una sola volta/);
    expect(await rows()).toBe(before);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(filesBefore);

    // a cancelled request gives its quantity back
    const a = await ask([{ orderItemId: plain.orderItemId, quantity: 4 }]);
    expect(a.status).toBe(0);
    expect((await ask([{ orderItemId: plain.orderItemId, quantity: 1 }])).errors[0]?.code).toBe(
      'error.refund.claimed',
    );
    await fulfilment.decideRefund(a.data.refundId, false);
    expect((await ask([{ orderItemId: plain.orderItemId, quantity: 1 }])).status).toBe(0);

    // the database refuses a line refunded beyond what it cost, and an order beyond what was captured
    await expect(
      sql`update order_item set refunded_cents = pay_cents + 1 where order_item_id = ${multi.orderItemId}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/order_item_refunded_ck/);
    await expect(
      sql`update customer_order set refunded_cents = captured_cents + 1 where order_id = ${placed.orderId}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/customer_order_refunded_ck/);
    const sums = await sql<{
      refunded: number;
      captured: number;
    }>`select refunded_cents as refunded, captured_cents as captured
      from customer_order where order_id = ${placed.orderId}`.execute(t.database.db);
    expect(sums.rows[0]!.refunded).toBeLessThanOrEqual(sums.rows[0]!.captured);
  });
});

describe('saved cards', () => {
  it('the same card saved twice is kept once', async () => {
    const { token } = await login(t);
    for (let i = 0; i < 2; i++) {
      await readyCart(t, token, [{ productId: P.plain, quantity: 1 }]);
      const b = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
      expect(b.status).toBe(0);
      const run = await payOnGateway(t, b.data.paymentUrl, '4242 4242 4242 4242', { saveCard: true });
      expect(run.final).toContain('/cart/payment-completed/');
    }
    const list = await call(t, token, 'GET', 'payment-type/list-auth');
    expect(list.data.auths).toHaveLength(1);
  });
});
