// Issue 19 §13: order/list-for-all-user-shipping-addresses, order/list-for-all-person-orders
// and customer-lifetime/user_info — real orders, the spec's filters, only one's own data.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupCart, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { orderProducts } from '../../../test/order-kit';

let t: TestContext;
let pieces: number[];
let owner: { userId: number; token: string };
let other: { userId: number; token: string };
const placed: Json[] = [];
let secondShop: number;

async function placeAt(token: string, addressId: number, productId: number) {
  await setupCart(t, token, { addressType: 'drive', addressId, deliveryServiceId: 1 });
  const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId, quantity: 1 }] });
  if (add.status !== 0) throw new Error(add.message);
  const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
  if (buy.status !== 0) throw new Error(buy.message);
  return buy.data.order as Json;
}

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  pieces = (await orderProducts(t, 4)).pieces;
  // a second shop of cooperative 1 with drive pick-up (service 1)
  const shops = await sql<{ warehouse_id: number }>`select warehouse_id from warehouse_service
    where delivery_service_id = 1 and warehouse_id <> 1 order by warehouse_id limit 1`.execute(t.database.db);
  secondShop = shops.rows[0]!.warehouse_id;
  owner = await login(t);
  other = await login(t);
  placed.push(await placeAt(owner.token, 1, pieces[0]!));
  placed.push(await placeAt(owner.token, secondShop, pieces[1]!));
  placed.push(await placeAt(owner.token, 1, pieces[2]!));
  await placeAt(other.token, 1, pieces[3]!);
}, 120_000);

afterAll(async () => t?.close());

describe('order/list-for-all-user-shipping-addresses', () => {
  it('lists the customer’s orders newest first, each with its suborder, and the addresses they went to', async () => {
    const a = await call(t, owner.token, 'GET', 'order/list-for-all-user-shipping-addresses');
    expect(a.status).toBe(0);
    expect(a.data.orders.map((o: Json) => o.orderId)).toEqual(placed.map((o) => o.orderId).reverse());
    const first = a.data.orders[0];
    expect(first.suborders).toHaveLength(1);
    expect(first.suborders[0]).toMatchObject({
      suborderId: first.orderId,
      warehouseId: first.warehouseId,
      deliveryDate: first.timeslot.date,
      orderStatusId: 3,
    });
    expect(first.suborders[0].warehouseName).toEqual(expect.any(String));
    expect(first.orderItems.length).toBeGreaterThan(0);
    expect(a.data.page).toEqual({ selPage: 1, totPages: 1, totItems: 3, itemsPerPage: 12 });
    const addresses: Json[] = a.data.shippingAddresses;
    expect(addresses.map((x) => x.addressId).sort()).toEqual([1, secondShop].sort());
    expect(addresses.find((x) => x.addressId === 1).ordersCount).toBe(2);
    expect(addresses.find((x) => x.addressId === secondShop).ordersCount).toBe(1);
    for (const x of addresses) {
      expect(x.addressType).toBe('drive');
      expect(x.addressName || x.address1).not.toBe('');
    }
  });

  it('filters by shipping address, order, suborder warehouse and dates; an empty filter is no filter', async () => {
    const byAddress = await call(
      t,
      owner.token,
      'GET',
      `order/list-for-all-user-shipping-addresses?shipping_address_id_filter=${secondShop}`,
    );
    expect(byAddress.data.orders.map((o: Json) => o.orderId)).toEqual([placed[1].orderId]);
    const byWarehouse = await call(
      t,
      owner.token,
      'GET',
      `order/list-for-all-person-orders?suborder_warehouseid_filter=${placed[1].warehouseId}`,
    );
    expect(byWarehouse.data.orders.map((o: Json) => o.orderId)).toEqual([placed[1].orderId]);
    const byOrder = await call(
      t,
      owner.token,
      'GET',
      `order/list-for-all-person-orders?order_id_filter=${placed[0].orderId}&suborder_id_filter=`,
    );
    expect(byOrder.data.orders.map((o: Json) => o.orderId)).toEqual([placed[0].orderId]);
    const today = placed[0].createdAt.slice(0, 10);
    const delivery = placed[0].timeslot.date;
    const dated = await call(
      t,
      owner.token,
      'GET',
      `order/list-for-all-person-orders?order_from_date_filter=2000-01-01&order_to_date_filter=2999-12-31&suborder_delivery_from_date_filter=${delivery}&suborder_delivery_to_date_filter=${delivery}`,
    );
    expect(dated.data.orders.length).toBeGreaterThan(0);
    for (const o of dated.data.orders) expect(o.timeslot.date).toBe(delivery);
    const none = await call(
      t,
      owner.token,
      'GET',
      `order/list-for-all-person-orders?order_to_date_filter=2001-01-01`,
    );
    expect(none.data.orders).toEqual([]);
    expect(none.data.page.totItems).toBe(0);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the person list has no address summary
    expect(byWarehouse.data.shippingAddresses).toBeUndefined();
  });

  it('pages', async () => {
    const a = await call(t, owner.token, 'GET', 'order/list-for-all-person-orders?page=2&page_size=2');
    expect(a.data.orders.map((o: Json) => o.orderId)).toEqual([placed[0].orderId]);
    expect(a.data.page).toEqual({ selPage: 2, totPages: 2, totItems: 3, itemsPerPage: 2 });
  });

  it('refuses bad filters with a message naming the field, and visitors with 401', async () => {
    const bad = await call(
      t,
      owner.token,
      'GET',
      'order/list-for-all-person-orders?order_from_date_filter=31/12/2025',
    );
    expect(bad.http).toBe(400);
    expect(bad.message).toContain('order_from_date_filter');
    const visitor = await call(t, null, 'GET', 'order/list-for-all-user-shipping-addresses');
    expect(visitor.http).toBe(401);
  });

  it('never shows another customer’s orders or addresses', async () => {
    for (const url of ['order/list-for-all-user-shipping-addresses', 'order/list-for-all-person-orders']) {
      const a = await call(t, other.token, 'GET', url);
      expect(a.data.orders).toHaveLength(1);
      expect(placed.map((o) => o.orderId)).not.toContain(a.data.orders[0].orderId);
      const stolen = await call(t, other.token, 'GET', `${url}?order_id_filter=${placed[0].orderId}`);
      expect(stolen.data.orders).toEqual([]);
    }
    const mine = await call(t, other.token, 'GET', 'order/list-for-all-user-shipping-addresses');
    expect(mine.data.shippingAddresses).toHaveLength(1);
    expect(mine.data.shippingAddresses[0].ordersCount).toBe(1);
  });
});

describe('customer-lifetime/user_info', () => {
  it('answers the customer’s figures from the real orders', async () => {
    const a = await call(t, owner.token, 'POST', `customer-lifetime/user_info?userId=${owner.userId}`);
    expect(a.status).toBe(0);
    const total = placed.reduce((s, o) => s + o.grossTotal, 0);
    expect(a.data).toMatchObject({
      userId: owner.userId,
      firstName: 'Test',
      ordersCount: 3,
      deliveredCount: 0,
      openOrdersCount: 3,
      favouriteDeliveryServiceId: 1,
      daysSinceLastOrder: 0,
    });
    expect(a.data.totalSpent).toBeCloseTo(total, 2);
    expect(a.data.averageOrder).toBeCloseTo(total / 3, 2);
    expect(a.data.customerSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.data.firstOrderDate).toBe(a.data.lastOrderDate);
    // without userId: the logged customer
    const own = await call(t, owner.token, 'POST', 'customer-lifetime/user_info');
    expect(own.data.userId).toBe(owner.userId);
  });

  it('counts nothing for a customer without orders', async () => {
    const fresh = await login(t);
    const a = await call(t, fresh.token, 'POST', 'customer-lifetime/user_info');
    expect(a.data).toMatchObject({
      ordersCount: 0,
      totalSpent: 0,
      averageOrder: null,
      firstOrderDate: null,
      daysSinceLastOrder: null,
      favouriteDeliveryServiceId: null,
    });
  });

  it('refuses another customer’s id with 403 and a visitor with 401', async () => {
    const a = await call(t, other.token, 'POST', `customer-lifetime/user_info?userId=${owner.userId}`);
    expect(a.http).toBe(403);
    expect(a.message).toBe('Puoi consultare solo i dati del tuo account.');
    expect(a.data).toBeNull();
    const visitor = await call(t, null, 'POST', `customer-lifetime/user_info?userId=${owner.userId}`);
    expect(visitor.http).toBe(401);
  });
});
