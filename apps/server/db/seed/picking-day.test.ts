// The demo day of orders to pick (issue 26, ADR 0061): placed through the shop's own calls for ten
// demo customers on tomorrow's drive slots of the demo store; the seed's picker sees them on the
// board with their lines (packaged, loose, alternatives accepted); a second run adds nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../test/cart-kit';
import { startTestApp, type TestContext } from '../../test/harness';
import { staffToken } from '../../test/staff-kit';
import { PICKING_DAY_CUSTOMERS, seedPickingDay } from './picking-day';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a demo day of orders to pick', () => {
  it('places ten orders on today’s or tomorrow’s drive slots that the picker sees on the board, once', async () => {
    expect(await seedPickingDay(t.app, t.database.db)).toBe(10);
    expect(await seedPickingDay(t.app, t.database.db)).toBe(0);

    const picker = await staffToken(t, 'preparatore');
    const board = await call(t, picker, 'GET', 'store-ops/order-board');
    const days = board.data.days as string[];
    const boards = await Promise.all(
      days.map((d) => call(t, picker, 'GET', `store-ops/order-board?date=${d}`)),
    );
    const slots = boards.flatMap((b) => b.data.slots as Json[]);
    const orders = slots.flatMap((s) => s.orders as Json[]);
    const names = PICKING_DAY_CUSTOMERS.map((c) => `${c.firstName} ${c.lastName}`);
    const demo = orders.filter((o) => names.includes(o.customer));
    expect(demo).toHaveLength(10);
    expect(
      new Set(
        slots.filter((s) => s.orders.some((o: Json) => names.includes(o.customer))).map((s) => s.beginTime),
      ).size,
    ).toBeGreaterThan(1);

    const lines = await sql<{ loose: boolean; accept_alternatives: boolean; n: number }>`
      select oi.loose, oi.accept_alternatives, count(*)::int as n from order_item oi
        join customer_order o on o.order_id = oi.order_id join app_user u on u.user_id = o.user_id
       where u.email_lower like '%@spesa-demo.example.com' group by 1, 2`.execute(t.database.db);
    const count = (loose: boolean, alt: boolean) =>
      lines.rows.find((r) => r.loose === loose && r.accept_alternatives === alt)?.n ?? 0;
    expect(count(false, false)).toBeGreaterThan(10);
    expect(count(true, false)).toBeGreaterThanOrEqual(4);
    expect(count(false, true)).toBe(2);
  });
});
