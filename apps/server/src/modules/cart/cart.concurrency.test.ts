// Concurrency on a PostgreSQL server (TEST_DB=postgres): slot capacity and
// maximum quantities hold whatever the number of simultaneous requests.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { call, login, plainProducts, setupCart, shapeProduct, type Json } from '../../../test/cart-kit';

const CLIENTS = 200;

describe.skipIf(!onPostgres)('concurrency on PostgreSQL', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestApp({ products: 200 });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it(`${CLIENTS} concurrent holds on a slot of capacity 10: exactly 10 succeed`, async () => {
    const users = [];
    for (let i = 0; i < CLIENTS; i++) users.push(await login(t));
    await Promise.all(
      users.map((u) =>
        call(t, u.token, 'POST', 'user-address/select', {
          address_type: 'drive',
          address_id: 1,
          delivery_service_id: 1,
        }),
      ),
    );
    const list = await call(t, users[0]!.token, 'GET', 'timeslot/list');
    const slot = list.data
      .flatMap((d: Json) => d.timeslots)
      .find((s: Json) => s.active === 1 && s.available === s.capacity);
    await sql`update timeslot set capacity = 10 where timeslot_id = ${slot.timeslotId}`.execute(
      t.database.db,
    );

    const started = performance.now();
    const answers = await Promise.all(
      users.map((u) => call(t, u.token, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`)),
    );
    const elapsed = performance.now() - started;
    const ok = answers.filter((a) => a.status === 0);
    const refused = answers.filter((a) => a.status !== 0);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(CLIENTS - 10);
    for (const a of refused) {
      expect(a.http).toBe(200);
      expect(a.errors[0]!.code).toBe('error.cart.slot_full');
      expect(a.message).toMatch(/^La fascia .+ è piena: scegline un'altra\.$/);
    }
    const row = await sql<{ booked: number; holds: number }>`select booked,
        (select count(*)::int from timeslot_hold h where h.timeslot_id = t.timeslot_id) as holds
      from timeslot t where timeslot_id = ${slot.timeslotId}`.execute(t.database.db);
    expect(row.rows[0]).toEqual({ booked: 10, holds: 10 });
    console.info(
      `[figures] ${CLIENTS} concurrent slot holds: ${elapsed.toFixed(0)} ms (${((CLIENTS / elapsed) * 1000).toFixed(0)} req/s)`,
    );
  }, 180_000);

  it(`${CLIENTS} concurrent adds of a product with MAXACQ on one cart never exceed the max`, async () => {
    const [product] = await plainProducts(t, 1, [1]);
    await shapeProduct(t, product!, { maxAcq: 7 });
    const u = await login(t);
    await setupCart(t, u.token);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        call(t, u.token, 'POST', 'cart/add', { items: [{ productId: product, quantity: 1 }] }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(answers.filter((a) => a.status === 0)).toHaveLength(7);
    for (const a of answers.filter((x) => x.status !== 0))
      expect(a.message).toBe('Puoi acquistare al massimo 7 pezzi di questo prodotto');
    const lines = await sql<{
      quantity: number;
    }>`select quantity from cart_item ci join cart c using (cart_id)
      where c.user_id = ${u.userId} and c.closed_at is null`.execute(t.database.db);
    expect(lines.rows).toEqual([{ quantity: 7 }]);
    console.info(`[figures] ${CLIENTS} concurrent adds on one cart: ${elapsed.toFixed(0)} ms`);
  }, 180_000);
});
