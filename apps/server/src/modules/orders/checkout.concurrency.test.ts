// Concurrency on a PostgreSQL server (TEST_DB=postgres): one idempotency key,
// many simultaneous buys → one order; many keys on one cart → one order; the
// last place of a slot cannot be bought twice.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Json } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { callWith, orderProducts, readyCart, slotState } from '../../../test/order-kit';

describe.skipIf(!onPostgres)('checkout concurrency on PostgreSQL', () => {
  let t: TestContext;
  let pieces: number[];

  beforeAll(async () => {
    t = await startTestApp({ products: 200 });
    pieces = (await orderProducts(t, 2)).pieces;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('20 concurrent buys with one idempotency key create exactly one order and one payment', async () => {
    const { token, userId } = await login(t);
    const { timeslotId } = await readyCart(t, token, [{ productId: pieces[0]!, quantity: 2 }]);
    const before = await slotState(t, timeslotId);
    const key = `burst-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callWith(t, token, 'POST', 'checkout/buy', { payment_type_id: 12 }, { 'idempotency-key': key }),
      ),
    );
    const ok = answers.filter((a) => a.status === 0);
    // every caller gets the first answer: the others wait for the first buy's commit, then replay it
    expect(ok).toHaveLength(20);
    const ids = new Set(ok.map((a) => a.data.order.orderId as number));
    expect(ids.size).toBe(1);
    const urls = new Set(ok.map((a) => a.data.paymentUrl as string));
    expect(urls.size).toBe(1);
    const rows = await sql<{ orders: number; txs: number }>`select
        (select count(*)::int from customer_order where user_id = ${userId}) as orders,
        (select count(*)::int from payment_transaction p join customer_order o using (order_id)
          where o.user_id = ${userId}) as txs`.execute(t.database.db);
    expect(rows.rows[0]).toEqual({ orders: 1, txs: 1 });
    const after = await slotState(t, timeslotId);
    expect(after.booked).toBe(before.booked);
    expect(after.holds).toBe(before.holds - 1);
  }, 120_000);

  it('20 concurrent buys of one cart with different keys create one order', async () => {
    const { token, userId } = await login(t);
    await readyCart(t, token, [{ productId: pieces[1]!, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callWith(
          t,
          token,
          'POST',
          'checkout/buy',
          { payment_type_id: 2 },
          { 'idempotency-key': `k-${i}-${Date.now()}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    for (const a of answers.filter((x: Json) => x.status !== 0)) {
      expect(a.http).toBe(200);
      expect([
        'error.checkout.cart_closed',
        'error.checkout.empty_cart',
        'error.checkout.need_timeslot',
      ]).toContain(a.errors[0]!.code);
    }
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from customer_order where user_id = ${userId}`.execute(t.database.db);
    expect(n.rows[0]!.n).toBe(1);
  }, 120_000);
});
