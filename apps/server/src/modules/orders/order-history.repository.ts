// SQL of the order history calls (spec 001 §7): orders across every shipping address and of
// the whole person, with suborder filters, and the customer's lifetime figures. Only the
// session account's orders are ever read.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import { PENDING_STATUSES, toOrder, type OrderRecord } from './orders.repository';

export interface OrderHistoryFilter {
  showPending: boolean;
  showReplaced: boolean;
  orderId?: number;
  fromDate?: string;
  toDate?: string;
  /** a suborder is the part of an order one warehouse delivers: one per order here */
  suborderId?: number;
  warehouseId?: number;
  deliveryFromDate?: string;
  deliveryToDate?: string;
  addressId?: number;
  fromGrossCents?: number;
  toGrossCents?: number;
}

export interface ShippingAddressRow {
  addressId: number;
  addressType: string | null;
  deliveryServiceId: number | null;
  shippingAddress: Record<string, unknown>;
  ordersCount: number;
  lastDeliveryDate: string;
}

export interface LifetimeRow {
  ordersCount: number;
  deliveredCount: number;
  openOrdersCount: number;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
  totalSpentCents: number;
  favouriteDeliveryServiceId: number | null;
}

/** Orders that went ahead: not awaiting payment, cancelled (10), unpaid (11), failed (13, 14). */
const NOT_AHEAD = [...PENDING_STATUSES, 10, 11, 13, 14];
const DELIVERED = [8, 9, 18];
const OPEN = [3, 4, 5, 6, 7];

export class OrderHistoryRepository {
  constructor(private readonly db: Database) {}

  private query(userId: number, f: OrderHistoryFilter) {
    const romeDay = sql<string>`(created_at at time zone 'Europe/Rome')::date`;
    let q = this.db.selectFrom('customer_order').where('user_id', '=', userId);
    if (!f.showPending) q = q.where('order_status_id', 'not in', PENDING_STATUSES);
    if (!f.showReplaced) q = q.where('replaced_by_order_id', 'is', null);
    if (f.orderId !== undefined) q = q.where('order_id', '=', f.orderId);
    if (f.suborderId !== undefined) q = q.where('order_id', '=', f.suborderId);
    if (f.fromDate) q = q.where(romeDay, '>=', f.fromDate);
    if (f.toDate) q = q.where(romeDay, '<=', f.toDate);
    if (f.warehouseId !== undefined) q = q.where('warehouse_id', '=', f.warehouseId);
    if (f.deliveryFromDate) q = q.where('delivery_date', '>=', f.deliveryFromDate);
    if (f.deliveryToDate) q = q.where('delivery_date', '<=', f.deliveryToDate);
    if (f.addressId !== undefined) q = q.where('address_id', '=', f.addressId);
    const gross = sql<number>`coalesce(final_gross_total_cents, gross_total_cents)`;
    if (f.fromGrossCents !== undefined) q = q.where(gross, '>=', f.fromGrossCents);
    if (f.toGrossCents !== undefined) q = q.where(gross, '<=', f.toGrossCents);
    return q;
  }

  async list(
    userId: number,
    f: OrderHistoryFilter,
    page: number,
    pageSize: number,
  ): Promise<{ total: number; orders: OrderRecord[] }> {
    const [count, rows] = await Promise.all([
      this.query(userId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      this.query(userId, f)
        .selectAll()
        .orderBy('order_id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
    ]);
    return { total: Number(count?.n ?? 0), orders: rows.map(toOrder) };
  }

  /**
   * Every address the customer's orders went to (not the ones still awaiting payment or
   * replaced by an edit), most recent first, with the latest snapshot of each.
   */
  async shippingAddresses(userId: number): Promise<ShippingAddressRow[]> {
    const result = await sql<{
      address_id: number;
      address_type: string | null;
      delivery_service_id: number | null;
      shipping_address: Record<string, unknown> | null;
      orders_count: number;
      last_delivery: string;
    }>`select o.address_id, o.address_type, o.delivery_service_id, o.shipping_address,
              g.orders_count, to_char(g.last_delivery, 'YYYY-MM-DD') as last_delivery
         from (select address_id, count(*)::int as orders_count, max(delivery_date) as last_delivery,
                      max(order_id) as last_order_id
                 from customer_order
                where user_id = ${userId} and address_id is not null
                  and order_status_id <> all(${PENDING_STATUSES}::int[]) and replaced_by_order_id is null
                group by address_id) g
         join customer_order o on o.order_id = g.last_order_id
        order by g.last_delivery desc, o.address_id`.execute(this.db);
    return result.rows.map((r) => ({
      addressId: r.address_id,
      addressType: r.address_type,
      deliveryServiceId: r.delivery_service_id,
      shippingAddress: r.shipping_address ?? {},
      ordersCount: r.orders_count,
      lastDeliveryDate: r.last_delivery,
    }));
  }

  async lifetime(userId: number): Promise<LifetimeRow> {
    const result = await sql<{
      orders_count: number;
      delivered_count: number;
      open_count: number;
      first_order: string | null;
      last_order: string | null;
      total_cents: number | null;
      favourite_service: number | null;
    }>`select count(*)::int as orders_count,
              (count(*) filter (where order_status_id = any(${DELIVERED}::int[])))::int as delivered_count,
              (count(*) filter (where order_status_id = any(${OPEN}::int[])))::int as open_count,
              to_char(min(created_at at time zone 'Europe/Rome'), 'YYYY-MM-DD') as first_order,
              to_char(max(created_at at time zone 'Europe/Rome'), 'YYYY-MM-DD') as last_order,
              sum(coalesce(final_gross_total_cents, gross_total_cents))::bigint as total_cents,
              (select o2.delivery_service_id from customer_order o2
                where o2.user_id = ${userId} and o2.order_status_id <> all(${NOT_AHEAD}::int[])
                  and o2.replaced_by_order_id is null and o2.delivery_service_id is not null
                group by o2.delivery_service_id
                order by count(*) desc, max(o2.order_id) desc limit 1) as favourite_service
         from customer_order
        where user_id = ${userId} and order_status_id <> all(${NOT_AHEAD}::int[])
          and replaced_by_order_id is null`.execute(this.db);
    const r = result.rows[0]!;
    return {
      ordersCount: r.orders_count,
      deliveredCount: r.delivered_count,
      openOrdersCount: r.open_count,
      firstOrderDate: r.first_order,
      lastOrderDate: r.last_order,
      totalSpentCents: Number(r.total_cents ?? 0),
      favouriteDeliveryServiceId: r.favourite_service,
    };
  }
}
