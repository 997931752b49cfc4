// HTTP tests of the order calls: view, list with paging and filters, cancel
// (slot place back), edit and buy again, date change, notes, parking, token
// view, invoice PDF, another customer's refusals; the fulfilment service with
// real weights and a capture never above the pre-authorisation; refunds.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupCart, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  orderProducts,
  payOnGateway,
  productWithOptions,
  readyCart,
  setSelectOptions,
  slotState,
  TAGLIO,
  type CartLineInput,
} from '../../../test/order-kit';
import { FulfilmentService } from './fulfilment.service';
import { OrdersService } from './orders.service';
import { RefundsService } from './refunds.service';
import { TestGateway } from './test-gateway';
import { fulfilmentKey } from './fulfilment-key';
import { createMailer } from '../../platform/mail';

let t: TestContext;
let pieces: number[];
let loose: number;
let fulfilment: FulfilmentService;

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  const p = await orderProducts(t, 6, true);
  pieces = p.pieces;
  loose = p.loose!;
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

async function placeOrder(token: string, lines: CartLineInput[], paymentTypeId = 2) {
  const { timeslotId } = await readyCart(t, token, lines);
  const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: paymentTypeId });
  if (buy.status !== 0) throw new Error(buy.message);
  return { order: buy.data.order as Json, timeslotId, buy: buy.data as Json };
}

describe('one customer cannot read or change another customer’s order', () => {
  it('view, list, delete, modify, payment, date, notes, parking and invoice all refuse without data', async () => {
    const owner = await login(t);
    const thief = await login(t);
    const { order } = await placeOrder(owner.token, [{ productId: pieces[0]!, quantity: 1 }]);
    const id = order.orderId;
    const attempts: [string, 'GET' | 'POST', Record<string, unknown> | undefined][] = [
      [`order/view?order_id=${id}`, 'GET', undefined],
      ['order/delete', 'POST', { order_id: id }],
      ['order/modify', 'POST', { order_id: id }],
      ['order/payment', 'POST', { order_id: id }],
      ['order/modify-payment-type', 'POST', { order_id: id, payment_type_id: 2 }],
      ['order/change-date', 'POST', { order_id: id, new_order_date: order.timeslot.date }],
      ['note/order/add', 'POST', { order_id: id, note: 'ciao' }],
      ['note/list', 'POST', { order_id: id }],
      ['order/reserve', 'POST', { order_id: id }],
      [`checkout/prebilled-amount?order_id=${id}`, 'GET', undefined],
      [`order/invoice?order_id=${id}`, 'GET', undefined],
      [`cart/add-all-from-order?order_id=${id}`, 'POST', undefined],
    ];
    for (const [url, method, body] of attempts) {
      const a = await call(t, thief.token, method, url, body);
      expect(a.http, url).toBe(200);
      expect(a.status, url).toBe(1);
      expect(a.errors[0]!.code, url).toBe('error.order.not_found');
      expect(a.message).toBe("L'ordine richiesto non esiste o non appartiene al tuo account.");
      expect(a.data, url).toBeNull();
    }
    const list = await call(t, thief.token, 'GET', 'order/list');
    expect(list.data.orders).toEqual([]);
    const anonymous = await call(t, null, 'GET', `order/view?order_id=${id}`);
    expect(anonymous.http).toBe(401);
    // the owner still has it, untouched
    const mine = await call(t, owner.token, 'GET', `order/view?order_id=${id}`);
    expect(mine.data.orderStatusId).toBe(3);
    expect(mine.data.notes).toEqual([]);
    // token holders read it with the order's access token, a wrong token reads nothing
    const token = await call(
      t,
      null,
      'GET',
      `token-order/view?order_id=${id}&access_token=${mine.data.accessToken}`,
    );
    expect(token.data.orderId).toBe(id);
    expect(token.data.accessToken).toBeUndefined();
    const wrong = await call(t, null, 'GET', `token-order/view?order_id=${id}&access_token=xxxxxxxxxxxx`);
    expect(wrong.status).toBe(1);
    expect(wrong.data).toBeNull();
  });
});

describe('cancel', () => {
  it('gives the slot place back once and is refused afterwards', async () => {
    const { token } = await login(t);
    const { order, timeslotId } = await placeOrder(token, [{ productId: pieces[1]!, quantity: 2 }]);
    const before = await slotState(t, timeslotId);
    const del = await call(t, token, 'POST', 'order/delete', { order_id: order.orderId });
    expect(del.status).toBe(0);
    expect(del.infos[0]!.code).toBe('info.order.deleted');
    expect(del.infos[0]!.info).toContain(`n. ${order.orderId}`);
    expect(del.data.orderStatusId).toBe(10);
    expect(del.data.canCancel).toBe(false);
    expect(del.data.invoiceUrl).toBeNull();
    const after = await slotState(t, timeslotId);
    expect(after.booked).toBe(before.booked - 1);
    const again = await call(t, token, 'POST', 'order/delete', { order_id: order.orderId });
    expect(again.errors[0]!.code).toBe('error.order.not_cancellable');
    expect((await slotState(t, timeslotId)).booked).toBe(before.booked - 1);
  });

  it('is refused once the order is no longer editable', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [{ productId: pieces[2]!, quantity: 1 }]);
    await fulfilment.advance(order.orderId); // 3 → 4
    await fulfilment.advance(order.orderId); // 4 → 5
    const del = await call(t, token, 'POST', 'order/delete', { order_id: order.orderId });
    expect(del.status).toBe(1);
    expect(del.message).toContain('non si può più annullare');
  });
});

describe('fulfilment', () => {
  it('does not prepare an order awaiting payment; each step e-mails the customer', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [{ productId: pieces[0]!, quantity: 1 }], 12);
    const pending = await fulfilment.advance(order.orderId).catch((e: Error) => e.message);
    expect(pending).toContain('si prepara solo dopo il pagamento');
    const { order: paid } = await placeOrder(token, [{ productId: pieces[1]!, quantity: 1 }]);
    const dir = path.join(t.dataDir, 'mail');
    const before = fs.readdirSync(dir).length;
    await fulfilment.advance(paid.orderId);
    const after = fs.readdirSync(dir);
    expect(after.length).toBe(before + 1);
    const newest = after.sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(newest.some((m) => m.includes(`ordine n. ${paid.orderId}`) && m.includes('In preparazione'))).toBe(
      true,
    );
  });

  it('captures min(final total, pre-authorised amount): a heavy loose line never exceeds the pre-authorisation', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [
      { productId: pieces[0]!, quantity: 1 },
      { productId: loose, quantity: 1 },
    ]);
    const looseLine = order.orderItems.find((i: Json) => i.loose);
    expect(looseLine.weightGrams).toBe(1000);
    expect((await fulfilment.advance(order.orderId)).to).toBe(4);
    // picking through the tool's HTTP door of the running server
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/fulfilment/advance',
      headers: { 'x-fulfilment-key': fulfilmentKey(t.app.config.PAYMENT_HMAC_KEY) },
      payload: { order_id: order.orderId, weights: { [looseLine.orderItemId]: 3000 } },
    });
    expect(res.statusCode).toBe(200);
    const picked = res.json().data as Awaited<ReturnType<FulfilmentService['advance']>>;
    expect(picked.to).toBe(5);
    expect(picked.weighed).toEqual([
      expect.objectContaining({ orderItemId: looseLine.orderItemId, orderedGrams: 1000, pickedGrams: 3000 }),
    ]);
    expect(picked.finalGrossTotalCents!).toBeGreaterThan(picked.preAuthorisedCents);
    expect(picked.capturedCents).toBe(picked.preAuthorisedCents);
    const view = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(view.data.capturedAmount).toBe(view.data.preAuthorisedAmount);
    expect(view.data.orderItems.find((i: Json) => i.loose).deliveredQuantity).toBe(3);
    expect(view.data.finalGrossTotal).toBeGreaterThan(view.data.grossTotal);
    // the database refuses a capture above the pre-authorisation whatever the code does
    await expect(
      sql`update customer_order set captured_cents = pre_authorised_cents + 1 where order_id = ${order.orderId}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
    const steps = [];
    for (let i = 0; i < 3; i++) steps.push((await fulfilment.advance(order.orderId)).to);
    expect(steps).toEqual([6, 8, 18]); // drive: ready → collected → receipted
    const done = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(done.data.orderStatusDescr).toBe('Scontrinato');
    expect(done.data.deliveryStatusId).toBe(3);
    expect(done.data.statusHistory.map((h: Json) => h.orderStatusId)).toEqual([3, 4, 5, 6, 8, 18]);
    await expect(fulfilment.advance(order.orderId)).rejects.toThrow(/non ci sono altri passaggi/);
  });

  it('without a given weight, the picked weight is within ±10 % and the final total follows it', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [{ productId: loose, quantity: 2 }], 12);
    const pay = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(pay.data.orderStatusId).toBe(1);
    const buyAgain = await call(t, token, 'POST', 'order/payment', { order_id: order.orderId });
    const run = await payOnGateway(t, buyAgain.data.paymentUrl, '4242424242424242');
    expect(run.final).toBe(`/cart/payment-completed/${order.orderId}`);
    await fulfilment.advance(order.orderId);
    const picked = await fulfilment.advance(order.orderId);
    const g = picked.weighed[0]!.pickedGrams;
    expect(g).toBeGreaterThanOrEqual(1800);
    expect(g).toBeLessThanOrEqual(2200);
    expect(picked.capturedCents).toBeLessThanOrEqual(picked.preAuthorisedCents);
    expect(picked.capturedCents).toBe(Math.min(picked.finalGrossTotalCents!, picked.preAuthorisedCents));
    await expect(fulfilment.advance(order.orderId, { weights: { 999999: 10 } })).rejects.toThrow(
      /non appartiene/,
    );
  });
});

describe('order list', () => {
  it('pages by 12 by default, filters by amount and date, hides pending orders unless asked', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const totals: number[] = [];
    for (let i = 0; i < 13; i++) {
      const { order } = await placeOrder(token, [{ productId: pieces[i % 6]!, quantity: 1 + (i % 3) }]);
      totals.push(order.grossTotal);
    }
    // one awaiting payment
    await placeOrder(token, [{ productId: pieces[0]!, quantity: 1 }], 12);
    const page1 = await call(t, token, 'GET', 'order/list');
    expect(page1.data.orders).toHaveLength(12);
    expect(page1.data.page).toEqual({ selPage: 1, totPages: 2, totItems: 13, itemsPerPage: 12 });
    const ids = page1.data.orders.map((o: Json) => o.orderId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page2 = await call(t, token, 'GET', 'order/list?page=2');
    expect(page2.data.orders).toHaveLength(1);
    const pending = await call(t, token, 'GET', 'order/list?show_pending=true&page_size=50');
    expect(pending.data.page.totItems).toBe(14);
    const max = Math.max(...totals);
    const high = await call(t, token, 'GET', `order/list?from_gross_total=${max}&page_size=50`);
    expect(high.data.orders.length).toBe(totals.filter((x) => x >= max).length);
    const low = await call(
      t,
      token,
      'GET',
      `order/list?to_gross_total=${String(max - 0.01).replace('.', ',')}&page_size=50`,
    );
    expect(low.data.orders.length).toBe(totals.filter((x) => x <= max - 0.01).length);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const dated = await call(t, token, 'GET', `order/list?from_date=${today}&to_date=${today}&page_size=50`);
    expect(dated.data.page.totItems).toBe(13);
    const past = await call(t, token, 'GET', 'order/list?to_date=2020-01-01');
    expect(past.data.orders).toEqual([]);
    const bad = await call(t, token, 'GET', 'order/list?from_date=ieri&page_size=500');
    expect(bad.http).toBe(400);
    expect(bad.message).toMatch(/from_date|page_size/);
    const badId = await call(t, token, 'GET', 'order/view?order_id=abc');
    expect(badId.http).toBe(400);
    expect(badId.message).toContain('order_id');
  });
});

describe('invoice', () => {
  it('is a real PDF for the owner', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [{ productId: pieces[3]!, quantity: 2 }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/order/invoice?order_id=${order.orderId}`,
      headers: { 'x-ebsn-account': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`riepilogo-ordine-${order.orderId}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});

describe('edit, date change, notes, parking', () => {
  it('cart/add-all-from-order puts the lines of a past order back in the cart', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [
      { productId: pieces[2]!, quantity: 2 },
      { productId: loose, quantity: 0.5 },
    ]);
    await setupCart(t, token);
    const again = await call(t, token, 'POST', 'cart/add-all-from-order', { order_id: order.orderId });
    expect(again.status).toBe(0);
    expect(again.data.cartItems.map((l: Json) => [l.productId, l.quantity])).toEqual([
      [pieces[2], 2],
      [loose, 0.5],
    ]);
    const thief = await login(t);
    await setupCart(t, thief.token);
    const stolen = await call(t, thief.token, 'POST', 'cart/add-all-from-order', { order_id: order.orderId });
    expect(stolen.errors[0]!.code).toBe('error.order.not_found');
  });

  it('modify reopens the order as the cart; buying again replaces it and re-authorises', async () => {
    const { token } = await login(t);
    const { order, timeslotId } = await placeOrder(token, [{ productId: pieces[4]!, quantity: 1 }]);
    const reopened = await call(t, token, 'POST', 'order/modify', { order_id: order.orderId });
    expect(reopened.status).toBe(0);
    expect(reopened.infos[0]!.code).toBe('info.order.reopen');
    expect(reopened.data.cartItems.map((l: Json) => [l.productId, l.quantity])).toEqual([[pieces[4], 1]]);
    expect(reopened.data.timeslot.timeslotId).toBe(timeslotId);
    expect(reopened.data.cartInfos.reopen_order_id).toBe(String(order.orderId));
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: pieces[5], quantity: 2 }] });
    expect(add.status).toBe(0);
    const booked = (await slotState(t, timeslotId)).booked;
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 });
    expect(buy.status).toBe(0);
    expect(buy.data.paymentRequired).toBe(true);
    const fresh = buy.data.order;
    expect(fresh.replacesOrderId).toBe(order.orderId);
    expect(fresh.orderItems).toHaveLength(2);
    const old = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(old.data.orderStatusId).toBe(10);
    expect(old.data.replacedByOrderId).toBe(fresh.orderId);
    expect((await slotState(t, timeslotId)).booked).toBe(booked - 1); // the old order's place went back
    const list = await call(t, token, 'GET', 'order/list?show_pending=true');
    expect(list.data.orders.map((o: Json) => o.orderId)).toEqual([fresh.orderId]);
    const withReplaced = await call(t, token, 'GET', 'order/list?show_pending=true&show_replaced=true');
    expect(withReplaced.data.orders).toHaveLength(2);
    const notAgain = await call(t, token, 'POST', 'order/modify', { order_id: order.orderId });
    expect(notAgain.errors[0]!.code).toBe('error.order.not_editable');
    // change the payment type of the pending order: on delivery → ordered
    const change = await call(t, token, 'POST', 'order/modify-payment-type', {
      order_id: fresh.orderId,
      payment_type_id: 2,
    });
    expect(change.status).toBe(0);
    expect(change.data.order.orderStatusId).toBe(3);
    expect(change.data.order.paymentTypeId).toBe(2);
  });

  it('change-date moves the order to another day; notes are added and updated; parking is reserved', async () => {
    const { token } = await login(t);
    const { order, timeslotId } = await placeOrder(token, [{ productId: pieces[0]!, quantity: 1 }]);
    const days = await call(t, token, 'GET', 'timeslot/list');
    const other = days.data.find(
      (d: Json) => d.dateIso !== order.timeslot.date && d.timeslots.some((s: Json) => s.active === 1),
    );
    const before = await slotState(t, timeslotId);
    const moved = await call(t, token, 'POST', 'order/change-date', {
      order_id: order.orderId,
      new_order_date: other.dateIso,
    });
    expect(moved.status).toBe(0);
    expect(moved.data.timeslot.date).toBe(other.dateIso);
    expect(moved.infos[0]!.code).toBe('info.order.date_changed');
    expect((await slotState(t, timeslotId)).booked).toBe(before.booked - 1);
    expect((await slotState(t, moved.data.timeslot.timeslotId)).booked).toBeGreaterThanOrEqual(1);
    const badDate = await call(t, token, 'POST', 'order/change-date', {
      order_id: order.orderId,
      new_order_date: '2020-01-01',
    });
    expect(badDate.errors[0]!.code).toBe('error.order.no_slot');

    const note = await call(t, token, 'POST', 'note/order/add', {
      order_id: order.orderId,
      note: 'Suonare due volte',
    });
    expect(note.status).toBe(0);
    const noteId = note.data.notes[0].noteId;
    const upd = await call(t, token, 'POST', 'note/order/update', {
      order_id: order.orderId,
      noteId,
      note: 'Suonare tre volte',
    });
    expect(upd.data.notes).toEqual([expect.objectContaining({ noteId, note: 'Suonare tre volte' })]);
    const empty = await call(t, token, 'POST', 'note/order/add', { order_id: order.orderId, note: '' });
    expect(empty.http).toBe(400);

    const reserve = await call(t, token, 'POST', 'order/reserve', {
      order_id: order.orderId,
      distance: 500,
      reservation_info: 'Auto rossa',
    });
    expect(reserve.status).toBe(0);
    expect(reserve.infos[0]!.info).toMatch(/Parcheggio prenotato/);
    expect(reserve.data.parkingReservation).toMatchObject({ distance: 500, reservationInfo: 'Auto rossa' });
  });
});

describe('refunds', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
    const boundary = '----sporta' + Math.random().toString(16).slice(2);
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields))
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    if (file)
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('a delivered line can be refunded with a photo; statuses, list and detail; type and size limits', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [{ productId: pieces[1]!, quantity: 3 }]);
    const line = order.orderItems[0];
    const early = multipart({
      order_id: String(order.orderId),
      method_id: '6',
      reason: 'Rotto',
      items: JSON.stringify([{ orderItemId: line.orderItemId, quantity: 1 }]),
    });
    const notYet = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { ...early.headers, 'x-ebsn-account': token },
      payload: early.payload,
    });
    expect(notYet.json().response.errors[0].code).toBe('error.refund.not_delivered');
    for (let i = 0; i < 4; i++) await fulfilment.advance(order.orderId); // → 8 delivered (drive)
    const gif = multipart(
      {
        order_id: String(order.orderId),
        method_id: '6',
        reason: 'Rotto',
        items: JSON.stringify([{ orderItemId: line.orderItemId, quantity: 1 }]),
      },
      { name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a....') },
    );
    const badType = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { ...gif.headers, 'x-ebsn-account': token },
      payload: gif.payload,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().response.errors[0].error).toContain('JPEG, PNG o WebP');
    const big = multipart(
      {
        order_id: String(order.orderId),
        method_id: '6',
        reason: 'Rotto',
        items: JSON.stringify([{ orderItemId: line.orderItemId, quantity: 1 }]),
      },
      { name: 'a.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) },
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { ...big.headers, 'x-ebsn-account': token },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().response.errors[0].error).toContain('5 MB');
    const tooMany = multipart({
      order_id: String(order.orderId),
      method_id: '7',
      reason: 'Rotto',
      items: JSON.stringify([{ orderItemId: line.orderItemId, quantity: 4 }]),
    });
    const over = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { ...tooMany.headers, 'x-ebsn-account': token },
      payload: tooMany.payload,
    });
    expect(over.json().response.errors[0].code).toBe('error.refund.quantity');
    const good = multipart(
      {
        order_id: String(order.orderId),
        method_id: '6',
        reason: 'Confezione rotta',
        items: JSON.stringify([{ orderItemId: line.orderItemId, quantity: 1 }]),
      },
      { name: 'foto.png', type: 'image/png', data: png },
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/order-refund/request',
      headers: { ...good.headers, 'x-ebsn-account': token },
      payload: good.payload,
    });
    expect(ok.statusCode).toBe(200);
    const refund = ok.json().data;
    expect(refund).toMatchObject({
      orderId: order.orderId,
      refundStatusId: 1,
      refundStatusDescr: 'In approvazione',
      methodId: 6,
      methodDescr: 'Rimborso',
    });
    expect(refund.amount).toBe(Math.round((line.grossTotal / 3) * 100) / 100);
    const img = await t.app.inject({
      method: 'GET',
      url: refund.imageUrl,
      headers: { 'x-ebsn-account': token },
    });
    expect(img.headers['content-type']).toBe('image/png');
    await fulfilment.decideRefund(refund.refundId, true);
    const view = await call(t, token, 'GET', `order-refund/view?refund_id=${refund.refundId}`);
    expect(view.data.refundStatusId).toBe(3);
    const list = await call(t, token, 'GET', 'order-refund/list');
    expect(list.data.refunds.map((r: Json) => r.refundId)).toEqual([refund.refundId]);
    const thief = await login(t);
    const stolen = await call(t, thief.token, 'GET', `order-refund/view?refund_id=${refund.refundId}`);
    expect(stolen.status).toBe(1);
    expect(stolen.data).toBeNull();
    const stolenImg = await t.app.inject({
      method: 'GET',
      url: refund.imageUrl,
      headers: { 'x-ebsn-account': thief.token },
    });
    expect(stolenImg.json().response.status).toBe(1);
  });
});

describe('unpaid orders sweeper', () => {
  it('an abandoned payment page ends unpaid; an unpaid order past its cutoff is cancelled and frees its place', async () => {
    const { token } = await login(t);
    const { order, timeslotId } = await placeOrder(token, [{ productId: pieces[0]!, quantity: 1 }], 12);
    const sweep = () =>
      t.app.inject({
        method: 'POST',
        url: '/ebsn/api/fulfilment/sweep',
        headers: { 'x-fulfilment-key': fulfilmentKey(t.app.config.PAYMENT_HMAC_KEY) },
      });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/fulfilment/sweep',
      headers: { 'x-fulfilment-key': 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await sweep()).json().data).toEqual({ unpaid: 0, cancelled: 0 });
    await sql`update payment_transaction set created_at = now() - interval '2 hours' where order_id = ${order.orderId}`.execute(
      t.database.db,
    );
    expect((await sweep()).json().data).toEqual({ unpaid: 1, cancelled: 0 });
    expect((await call(t, token, 'GET', `order/view?order_id=${order.orderId}`)).data.orderStatusId).toBe(11);
    const before = await slotState(t, timeslotId);
    await sql`update timeslot set cutoff_at = now() - interval '1 minute' where timeslot_id = ${timeslotId}`.execute(
      t.database.db,
    );
    expect((await sweep()).json().data.cancelled).toBeGreaterThanOrEqual(1);
    const view = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(view.data.orderStatusId).toBe(10);
    expect((await slotState(t, timeslotId)).booked).toBe(before.booked - 1);
  });
});

describe('buying again', () => {
  it('add-all-from-order puts the order’s lines in the cart; another customer’s order is refused', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [
      { productId: pieces[3]!, quantity: 2 },
      { productId: loose, quantity: 0.5 },
    ]);
    // After the buy the new cart keeps the setup but needs a slot again.
    await setupCart(t, token);
    const cart = await call(t, token, 'POST', `cart/add-all-from-order?order_id=${order.orderId}`);
    expect(cart.message).toBe('');
    expect(cart.status).toBe(0);
    const lines = (cart.data.cartItems as Json[]).map((l) => [l.productId, l.quantity, l.weightGrams]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [pieces[3], 2, null],
        [loose, 0.5, 500],
      ]),
    );
    const thief = await login(t);
    await setupCart(t, thief.token);
    const stolen = await call(t, thief.token, 'POST', 'cart/add-all-from-order', { order_id: order.orderId });
    expect(stolen.status).toBe(1);
    expect(stolen.message).toBe("L'ordine richiesto non esiste o non appartiene al tuo account.");
    const thiefCart = await call(t, thief.token, 'GET', 'cart/view');
    expect(thiefCart.data.cartItems).toEqual([]);
  });

  it('most-purchased lists the products of orders that went ahead, most often ordered first', async () => {
    const { token } = await login(t);
    const empty = await call(t, token, 'GET', 'order/most-purchased');
    expect(empty.status).toBe(0);
    expect(empty.data.products).toEqual([]);
    await placeOrder(token, [{ productId: pieces[4]!, quantity: 3 }]);
    await placeOrder(token, [
      { productId: pieces[4]!, quantity: 1 },
      { productId: pieces[5]!, quantity: 2 },
    ]);
    const { order: cancelled } = await placeOrder(token, [{ productId: pieces[2]!, quantity: 1 }]);
    expect((await call(t, token, 'POST', 'order/delete', { order_id: cancelled.orderId })).status).toBe(0);
    const list = await call(t, token, 'GET', 'order/most-purchased');
    expect(
      (list.data.products as Json[]).map((p) => [p.productId, p.timesOrdered, p.lastQuantity, p.loose]),
    ).toEqual([
      [pieces[4], 2, 1, false],
      [pieces[5], 1, 2, false],
    ]);
    const other = await login(t);
    expect((await call(t, other.token, 'GET', 'order/most-purchased')).data.products).toEqual([]);
  });
});

describe('product options on orders (ADR 0012 follow-up)', () => {
  let cut: number;
  let name: string;
  const both: CartLineInput[] = [];

  beforeAll(async () => {
    cut = await productWithOptions(t, [...pieces, loose]);
    name = (await call(t, null, 'GET', `products/${cut}`)).data.name;
    both.push(
      { productId: cut, quantity: 1, params: { taglio: 'fette' } },
      { productId: cut, quantity: 2, params: { taglio: 'cubetti' } },
    );
  });

  afterAll(async () => {
    await setSelectOptions(t, cut, []);
  });

  const optionsOf = (lines: Json[]) =>
    lines
      .filter((l) => l.productId === cut)
      .map((l) => [l.quantity, l.selectedOptions.map((o: Json) => `${o.name}: ${o.value}`).join()])
      .sort();

  /** The texts drawn on the PDF's pages (pdf-lib writes Helvetica text as hex strings). */
  function pdfHasText(pdf: Buffer, text: string): boolean {
    const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
    const streams = pdf.toString('latin1').split('stream').slice(1);
    return streams.some((chunk) => {
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

  it('the buy keeps each line’s options: order/view, the PDF and the picker show them', async () => {
    const { token } = await login(t);
    const { order, buy } = await placeOrder(token, both);
    expect(optionsOf(buy.order.orderItems)).toEqual([
      [1, 'Taglio: A fette'],
      [2, 'Taglio: A cubetti'],
    ]);
    const view = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
    expect(view.status).toBe(0);
    expect(view.data.orderItems.find((l: Json) => l.quantity === 1).selectedOptions).toEqual([
      { name: 'Taglio', parameterName: 'taglio', key: 'fette', value: 'A fette' },
    ]);
    expect(optionsOf(view.data.orderItems)).toEqual([
      [1, 'Taglio: A fette'],
      [2, 'Taglio: A cubetti'],
    ]);
    // a line without options answers an empty list
    const { order: plain } = await placeOrder(token, [{ productId: pieces[0]!, quantity: 1 }]);
    expect(plain.orderItems[0].selectedOptions).toEqual([]);
    // the PDF writes the options under the line
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/order/invoice?order_id=${order.orderId}`,
      headers: { 'x-ebsn-account': token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfHasText(pdf.rawPayload, 'Taglio: A fette')).toBe(true);
    expect(pdfHasText(pdf.rawPayload, 'Taglio: A cubetti')).toBe(true);
    expect(pdfHasText(pdf.rawPayload, 'Taglio: Intero')).toBe(false);
    // the options stay with the order even when the product changes its options later
    await setSelectOptions(t, cut, []);
    try {
      const later = await call(t, token, 'GET', `order/view?order_id=${order.orderId}`);
      expect(optionsOf(later.data.orderItems)).toEqual([
        [1, 'Taglio: A fette'],
        [2, 'Taglio: A cubetti'],
      ]);
    } finally {
      await setSelectOptions(t, cut, [TAGLIO]);
    }
    // the picker is told how to prepare each line
    const preparing = await fulfilment.advance(order.orderId);
    expect(preparing.prepared.map((p) => p.options).sort()).toEqual(['Taglio: A cubetti', 'Taglio: A fette']);
    const picking = await fulfilment.advance(order.orderId);
    expect(picking.to).toBe(5);
    expect(picking.prepared.map((p) => `${p.quantity} ${p.options}`).sort()).toEqual([
      '1 pz Taglio: A fette',
      '2 pz Taglio: A cubetti',
    ]);
    expect(picking.prepared.every((p) => p.name === name)).toBe(true);
  });

  it('editing the order puts both lines back in the cart with their options', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, [...both, { productId: pieces[1]!, quantity: 1 }]);
    const reopened = await call(t, token, 'POST', 'order/modify', { order_id: order.orderId });
    expect(reopened.status).toBe(0);
    expect(reopened.warnings).toEqual([]);
    expect(reopened.data.cartItems).toHaveLength(3);
    expect(optionsOf(reopened.data.cartItems)).toEqual([
      [1, 'Taglio: A fette'],
      [2, 'Taglio: A cubetti'],
    ]);
    const sliced = reopened.data.cartItems.find((l: Json) => l.cartItemInfo.taglio === 'fette');
    expect(sliced.product.selectOptions[0].selected).toBe('fette');
    // the same options added again join their line
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: cut, quantity: 1, params: { taglio: 'fette' } }],
    });
    expect(optionsOf(add.data.cartItems)).toEqual([
      [2, 'Taglio: A cubetti'],
      [2, 'Taglio: A fette'],
    ]);
    // buying it again keeps the options on the new order
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    expect(buy.data.order.replacesOrderId).toBe(order.orderId);
    expect(optionsOf(buy.data.order.orderItems)).toEqual([
      [2, 'Taglio: A cubetti'],
      [2, 'Taglio: A fette'],
    ]);
  });

  it('editing skips a line whose options the product no longer has, with the cart’s Italian message', async () => {
    const { token } = await login(t);
    const { order } = await placeOrder(token, both);
    await setSelectOptions(t, cut, [
      { ...TAGLIO, options: TAGLIO.options.filter((o) => o.key !== 'cubetti') },
    ]);
    try {
      const reopened = await call(t, token, 'POST', 'order/modify', { order_id: order.orderId });
      expect(reopened.status).toBe(0);
      expect(optionsOf(reopened.data.cartItems)).toEqual([[1, 'Taglio: A fette']]);
      expect(reopened.warnings).toEqual([
        {
          code: 'error.cart.option_invalid',
          warning: `«cubetti» non è una scelta valida per Taglio di ${name}: scegli Intero o A fette.`,
        },
      ]);
    } finally {
      await setSelectOptions(t, cut, [TAGLIO]);
    }
  });
});
