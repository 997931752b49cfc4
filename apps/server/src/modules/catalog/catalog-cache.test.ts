// The catalogue's read cache (ADR 0046): products and running promotions are kept between calls
// only while the catalogue's version holds, so a price, availability or promotion change made by
// any writer (an import, the back-office, another server) shows in the very next call.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, plainProducts, setAvailable, setupCart, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { CATALOG_VERSION_TABLES } from './catalog-version-feed';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const version = async () =>
  Number(
    (await sql<{ version: string }>`select version from catalog_version`.execute(t.database.db)).rows[0]!
      .version,
  );

const lineOf = (cart: Json, productId: number) =>
  (cart.cartItems as Json[]).find((l) => l.product.productId === productId);

describe('catalogue cache', () => {
  it('every statement on a catalogue table raises the version, even one that changes no row', async () => {
    // the tables whose writes a node watches (ADR 0082) are exactly those with the trigger
    const triggered = await sql<{ table: string }>`select distinct event_object_table as table
      from information_schema.triggers where action_statement like '%bump_catalog_version%'`.execute(
      t.database.db,
    );
    expect(triggered.rows.map((r) => r.table).sort()).toEqual([...CATALOG_VERSION_TABLES].sort());
    for (const table of CATALOG_VERSION_TABLES) {
      const before = await version();
      await sql`delete from ${sql.table(table)} where false`.execute(t.database.db);
      expect(await version(), table).toBeGreaterThan(before);
    }
    // reading, and writing the shop's other tables, leave it alone
    const before = await version();
    await sql`select count(*) from product`.execute(t.database.db);
    await sql`delete from cart_item where false`.execute(t.database.db);
    expect(await version()).toBe(before);
  });

  it('a price, availability or promotion change shows in the next cart call', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const [id] = await plainProducts(t, 1, [1]);
    await sql`update product set price_cents = 400 where product_id = ${id!}`.execute(t.database.db);
    await sql`delete from warehouse_product where product_id = ${id!}`.execute(t.database.db);
    await sql`delete from promotion where product_id = ${id!}`.execute(t.database.db);
    await sql`delete from promotion_product where product_id = ${id!}`.execute(t.database.db);
    const added = await call(t, token, 'POST', 'cart/add', { items: [{ productId: id, quantity: 2 }] });
    expect(added.status).toBe(0);
    expect(lineOf(added.data, id!).grossTotal).toBe(8);
    // served from the cache now: the same answer
    expect(lineOf((await call(t, token, 'GET', 'cart/view')).data, id!).grossTotal).toBe(8);

    // the warehouse's own price, as a price-list import writes it
    await setAvailable(t, 1, id!, 50);
    await sql`update warehouse_product set price_cents = 350 where warehouse_id = 1 and product_id = ${id!}`.execute(
      t.database.db,
    );
    let line = lineOf((await call(t, token, 'GET', 'cart/view')).data, id!);
    expect(line.grossTotal).toBe(7);
    expect(line.product.price).toBe(3.5);

    // the warehouse switched to another warehouse's price list, and back (the price list a
    // warehouse uses is cached per version too)
    await setAvailable(t, 8, id!, 50);
    await sql`update warehouse_product set price_cents = 250 where warehouse_id = 8 and product_id = ${id!}`.execute(
      t.database.db,
    );
    await sql`update warehouse set price_warehouse_id = 8 where warehouse_id = 1`.execute(t.database.db);
    expect(lineOf((await call(t, token, 'GET', 'cart/view')).data, id!).product.price).toBe(2.5);
    await sql`update warehouse set price_warehouse_id = null where warehouse_id = 1`.execute(t.database.db);
    expect(lineOf((await call(t, token, 'GET', 'cart/view')).data, id!).product.price).toBe(3.5);

    // a promotion starting: 3x2 on the product
    await t.database.db
      .insertInto('promotion')
      .values({
        promotion_id: 990_001,
        product_id: id!,
        warehouse_id: null,
        promo_type_id: 3,
        promo_type: '3x2',
        buy_qty: 3,
        pay_qty: 2,
        discount_pct: 0,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
      } as never)
      .execute();
    const three = await call(t, token, 'POST', 'cart/add', { items: [{ productId: id, quantity: 1 }] });
    line = lineOf(three.data, id!);
    expect(line.quantity).toBe(3);
    expect(line.promotion?.kind).toBe('multi_buy');
    expect(line.grossTotal).toBe(7);

    // the promotion withdrawn, the product out of stock
    await sql`delete from promotion where promotion_id = 990001`.execute(t.database.db);
    line = lineOf((await call(t, token, 'GET', 'cart/view')).data, id!);
    expect(line.promotion ?? null).toBeNull();
    expect(line.grossTotal).toBe(10.5);
    await setAvailable(t, 1, id!, 0);
    const refused = await call(t, token, 'POST', 'cart/add', { items: [{ productId: id, quantity: 1 }] });
    expect(refused.status).not.toBe(0);
    expect(lineOf((await call(t, token, 'GET', 'cart/view')).data, id!).product.available).toBe(0);
  });
});
