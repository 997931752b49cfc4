// HTTP tests of the store's order board (issue 26): the day's orders by slot and service, moving an
// order along the lifecycle with the fulfilment service, and the real weights asked at picking.
import fs from 'node:fs';
import path from 'node:path';
import { canTransition, isFinal, isValidEan13, scaleLabel, scanLine } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { staffToken } from '../../../test/staff-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { orderProducts, readyCart } from '../../../test/order-kit';

let t: TestContext;
let picker: string;
let operator: string;
let pieces: number[];
let loose: number;

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  const p = await orderProducts(t, 2, true);
  pieces = p.pieces;
  loose = p.loose!;
  picker = await staffToken(t, 'preparatore');
  operator = await staffToken(t, 'operatore');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** An order paid on delivery (ordered at once), with a packaged and a loose line. */
async function placeOrder() {
  const customer = await login(t);
  await readyCart(t, customer.token, [
    { productId: pieces[0]!, quantity: 2 },
    { productId: loose, quantity: 3 },
  ]);
  const buy = await call(t, customer.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
  if (buy.status !== 0) throw new Error(buy.message);
  const order = buy.data.order as Json;
  const date = await sql<{ d: string }>`select to_char(delivery_date, 'YYYY-MM-DD') as d from customer_order
    where order_id = ${order.orderId}`.execute(t.database.db);
  return { orderId: order.orderId as number, date: date.rows[0]!.d };
}

const advance = (token: string, body: Record<string, unknown>) =>
  call(t, token, 'POST', 'store-ops/order-advance', body);

describe('the order board', () => {
  it('lists the day’s orders by slot and moves one along, asking the real weights at picking', async () => {
    const { orderId, date } = await placeOrder();
    const board = await call(t, picker, 'GET', `store-ops/order-board?date=${date}`);
    expect(board.status, board.message).toBe(0);
    expect(board.data.warehouses.map((w: Json) => w.warehouseId)).toEqual([1, 8]);
    const group = board.data.slots.find((s: Json) => s.orders.some((o: Json) => o.orderId === orderId));
    expect(group.serviceName).toBeTruthy();
    const row = group.orders.find((o: Json) => o.orderId === orderId);
    expect(row).toMatchObject({ orderStatusId: 3, lines: 2, next: { orderStatusId: 4 }, weighNow: [] });

    const prepared = await advance(picker, { order_id: orderId });
    expect(prepared.status, prepared.message).toBe(0);
    expect(prepared.data.statusDescr).toBeTruthy();

    const again = await call(t, picker, 'GET', `store-ops/order-board?date=${date}`);
    const weigh = again.data.slots
      .flatMap((s: Json) => s.orders)
      .find((o: Json) => o.orderId === orderId).weighNow;
    expect(weigh).toHaveLength(1);
    const looseLine = weigh[0];

    const unweighed = await advance(picker, { order_id: orderId });
    expect(unweighed.status).toBe(1);
    expect(unweighed.message).toBe(
      `Pesa i prodotti sfusi prima di chiudere la preparazione: ${looseLine.name}.`,
    );
    const zero = await advance(picker, { order_id: orderId, weights: { [looseLine.orderItemId]: 0 } });
    expect(zero.http).toBe(400);
    expect(zero.message).toContain('almeno 1 g');
    const status = await sql<{ s: number }>`select order_status_id as s from customer_order
      where order_id = ${orderId}`.execute(t.database.db);
    expect(status.rows[0]!.s).toBe(4);

    const picked = await advance(picker, {
      order_id: orderId,
      weights: { [looseLine.orderItemId]: looseLine.orderedGrams + 40 },
    });
    expect(picked.status, picked.message).toBe(0);
    expect(picked.data.finalGrossTotalCents).toBeGreaterThan(0);
    expect(picked.data.capturedCents).toBeLessThanOrEqual(
      Math.max(picked.data.preAuthorisedCents, picked.data.finalGrossTotalCents),
    );
    const item = await sql<{ g: number }>`select delivered_weight_grams as g from order_item
      where order_item_id = ${looseLine.orderItemId}`.execute(t.database.db);
    expect(item.rows[0]!.g).toBe(looseLine.orderedGrams + 40);
  });

  it("gives the picker an order's lines by department in walking order, with the codes to scan", async () => {
    const { orderId } = await placeOrder();
    const list = await call(t, picker, 'GET', `store-ops/pick-list?order_id=${orderId}`);
    expect(list.status, list.message).toBe(0);
    expect(list.data).toMatchObject({ orderId, orderStatusId: 3, statusDescr: 'Ordinato' });
    const lines = list.data.stops.flatMap((s: Json) => s.lines);
    expect(lines).toHaveLength(2);
    // departments in the catalogue's order (the store's layout)
    const positions = await sql<{ name: string; position: number }>`select name, position from category
      where depth = 1`.execute(t.database.db);
    const rank = new Map(positions.rows.map((r) => [r.name, r.position]));
    const order = list.data.stops.map((s: Json) => rank.get(s.department));
    expect(order.every((p: number | undefined) => p !== undefined)).toBe(true);
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));

    const packaged = lines.find((l: Json) => !l.loose);
    expect(packaged).toMatchObject({ productId: pieces[0], quantity: 2, orderedGrams: null });
    expect(isValidEan13(packaged.barcode)).toBe(true);
    expect(packaged.image).toBeTruthy();
    expect(scanLine(packaged, packaged.barcode)).toEqual({ ok: true, grams: null });
    const weighed = lines.find((l: Json) => l.loose);
    expect(weighed).toMatchObject({ productId: loose, quantity: 0 });
    expect(weighed.orderedGrams).toBeGreaterThan(0);
    const product = await sql<{
      cod_int: string;
    }>`select cod_int from product where product_id = ${loose}`.execute(t.database.db);
    expect(weighed.itemCode).toBe(product.rows[0]!.cod_int);
    // the store's scale label of that product gives the weight; the product's own barcode does not
    expect(scanLine(weighed, scaleLabel(weighed.itemCode, 1234))).toEqual({ ok: true, grams: 1234 });
    expect(scanLine(weighed, packaged.barcode)).toEqual({ ok: false, reason: 'wrong_product' });

    const op = await call(t, operator, 'GET', `store-ops/pick-list?order_id=${orderId}`);
    expect(op.http).toBe(403);
    const unknown = await call(t, picker, 'GET', 'store-ops/pick-list?order_id=99999999');
    expect(unknown.http).toBe(404);
    expect(unknown.message).toBe("L'ordine n. 99999999 non esiste.");
    expect((await call(t, picker, 'GET', 'store-ops/pick-list?order_id=abc')).http).toBe(400);
    await sql`update customer_order set warehouse_id = 2 where order_id = ${orderId}`.execute(t.database.db);
    expect((await call(t, picker, 'GET', `store-ops/pick-list?order_id=${orderId}`)).http).toBe(403);
  });

  it('refuses staff without the role, unknown orders and orders of another store', async () => {
    const { orderId } = await placeOrder();
    const op = await call(t, operator, 'GET', 'store-ops/order-board');
    expect(op.http).toBe(403);
    const customer = await login(t);
    expect((await advance(customer.token, { order_id: orderId })).http).toBe(403);
    const unknown = await advance(picker, { order_id: 99999999 });
    expect(unknown.http).toBe(404);
    expect(unknown.message).toBe("L'ordine n. 99999999 non esiste.");
    const bad = await advance(picker, { order_id: 'abc' });
    expect(bad.http).toBe(400);
    await sql`update customer_order set warehouse_id = 2 where order_id = ${orderId}`.execute(t.database.db);
    const other = await advance(picker, { order_id: orderId });
    expect(other.http).toBe(403);
    expect(other.message).toBe("Quest'ordine non è di un punto vendita che gestisci.");
    const otherBoard = await call(t, picker, 'GET', 'store-ops/order-board?warehouse_id=2');
    expect(otherBoard.http).toBe(403);
  });
});

describe('not collected, not delivered', () => {
  const notDelivered = (token: string, body: Record<string, unknown>) =>
    call(t, token, 'POST', 'store-ops/order-not-delivered', body);

  it('marks a ready pick-up order «Non ritirato», mails the customer, and refuses what the table does not allow', async () => {
    const { orderId, date } = await placeOrder();
    const early = await notDelivered(picker, { order_id: orderId });
    expect(early.status).toBe(1);
    expect(early.message).toBe(
      `L'ordine n. ${orderId} è «Ordinato»: si segna non consegnato solo quando è pronto per il ritiro o in consegna.`,
    );
    const loose = await sql<{ id: number; g: number }>`select order_item_id as id, weight_grams as g
      from order_item where order_id = ${orderId} and loose`.execute(t.database.db);
    await advance(picker, { order_id: orderId });
    await advance(picker, { order_id: orderId, weights: { [loose.rows[0]!.id]: loose.rows[0]!.g } });
    const ready = await advance(picker, { order_id: orderId });
    expect(ready.data.statusDescr).toBe('Pronto');
    const board = await call(t, picker, 'GET', `store-ops/order-board?date=${date}`);
    const row = board.data.slots.flatMap((s: Json) => s.orders).find((o: Json) => o.orderId === orderId);
    expect(row.notDelivered).toEqual({ orderStatusId: 12, statusDescr: 'Non ritirato' });

    expect((await notDelivered(picker, { order_id: 'abc' })).http).toBe(400);
    expect((await notDelivered(operator, { order_id: orderId })).http).toBe(403);
    const unknown = await notDelivered(picker, { order_id: 99999999 });
    expect(unknown.http).toBe(404);

    const mailDir = path.join(t.dataDir, 'mail');
    const before = new Set(fs.readdirSync(mailDir));
    const done = await notDelivered(picker, { order_id: orderId });
    expect(done.status, done.message).toBe(0);
    expect(done.data.statusDescr).toBe('Non ritirato');
    const mails = fs
      .readdirSync(mailDir)
      .filter((f) => !before.has(f))
      .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8').replace(/=\r?\n/g, ''));
    expect(mails.some((m) => m.includes(`ordine n. ${orderId}`) && m.includes('Non ritirato'))).toBe(true);
    const again = await notDelivered(picker, { order_id: orderId });
    expect(again.message).toContain('«Non ritirato»: si segna non consegnato solo');
    const captures = await sql<{ n: number }>`select count(*)::int as n from payment_transaction
      where order_id = ${orderId} and kind = 'capture'`.execute(t.database.db);
    expect(captures.rows[0]!.n).toBe(1);
  });
});

// PGlite has one connection: simultaneous calls would only queue. On PostgreSQL they race.
describe.skipIf(!onPostgres)('the order board under concurrency (PostgreSQL)', () => {
  it('20 simultaneous status changes on one order follow the transition table and capture once', async () => {
    const { orderId } = await placeOrder();
    const looseLine = await sql<{ id: number; g: number }>`select order_item_id as id, weight_grams as g
      from order_item where order_id = ${orderId} and weight_grams is not null`.execute(t.database.db);
    const line = looseLine.rows[0]!;
    // the picker and the store manager tapping at once
    const manager = await staffToken(t, 'responsabile');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        advance(i % 2 ? manager : picker, { order_id: orderId, weights: { [line.id]: line.g + 10 } }),
      ),
    );
    const moved = answers.filter((a) => a.status === 0);
    const refused = answers.filter((a) => a.status !== 0);
    // every refusal is the clear end-of-lifecycle message, never a 500 or a lost update
    for (const r of refused) {
      expect(r.http).toBeLessThan(500);
      expect(r.message).toMatch(/non ci sono altri passaggi/);
    }
    const history = await sql<{ from_id: number | null; to_id: number }>`select from_status_id as from_id,
        to_status_id as to_id from order_status_history where order_id = ${orderId} order by history_id`.execute(
      t.database.db,
    );
    const steps = history.rows.map((r) => r.to_id);
    const fromPlaced = steps.slice(steps.indexOf(3));
    expect(fromPlaced.length - 1).toBe(moved.length);
    for (let i = 1; i < fromPlaced.length; i++)
      expect(
        canTransition(fromPlaced[i - 1]!, fromPlaced[i]!),
        `${fromPlaced[i - 1]} → ${fromPlaced[i]}`,
      ).toBe(true);
    const final = await sql<{ s: number }>`select order_status_id as s from customer_order
      where order_id = ${orderId}`.execute(t.database.db);
    expect(final.rows[0]!.s).toBe(fromPlaced.at(-1));
    expect(isFinal(final.rows[0]!.s)).toBe(true);
    const captures = await sql<{ n: number }>`select count(*)::int as n from payment_transaction
      where order_id = ${orderId} and kind = 'capture'`.execute(t.database.db);
    expect(captures.rows[0]!.n).toBe(1);
  });
});
