// SQL of orders, their lines, history and notes. Every read of a customer's order takes the user
// id in the key (no id guessing). Payment transactions and saved cards: payments.repository.ts;
// idempotency keys: idempotency.repository.ts; invoice data belongs to the account module.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { DB } from '../../platform/db-schema';
import {
  first,
  PENDING_STATUSES,
  toItem,
  toOrder,
  type Executor,
  type NewOrder,
  type OrderItemRecord,
  type OrderListFilter,
  type OrderRecord,
} from './orders.records';

export * from './orders.records';

export class OrdersRepository {
  constructor(readonly db: Database) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---- orders ----

  async insertOrder(trx: Executor, o: NewOrder): Promise<number> {
    const row = await trx
      .insertInto('customer_order')
      .values({
        user_id: o.userId,
        cart_id: o.cartId,
        order_status_id: o.orderStatusId,
        payment_type_id: o.paymentTypeId,
        user_payment_auth_id: o.userPaymentAuthId,
        store_id: o.storeId,
        delivery_service_id: o.deliveryServiceId,
        address_type: o.addressType,
        address_id: o.addressId,
        zone_id: o.zoneId,
        warehouse_id: o.warehouseId,
        timeslot_id: o.timeslotId,
        delivery_date: o.deliveryDate,
        begin_time: o.beginTime,
        end_time: o.endTime,
        shipping_address: JSON.stringify(o.shippingAddress),
        total_price_cents: o.totalPriceCents,
        delivery_fee_cents: o.deliveryFeeCents,
        surcharge_cents: o.surchargeCents,
        packaging_cents: o.packagingCents,
        gross_total_cents: o.grossTotalCents,
        net_total_cents: o.netTotalCents,
        vat_total_cents: o.vatTotalCents,
        vat_taxables: JSON.stringify(o.vatTaxables),
        adjustments: JSON.stringify(o.adjustments),
        variable_weight_cents: o.variableWeightCents,
        pre_authorised_cents: o.preAuthorisedCents,
        need_invoice: o.needInvoice,
        billing_data: o.billingData ? JSON.stringify(o.billingData) : null,
        lottery_code: o.lotteryCode,
        note: o.note,
        packaging_type_id: o.packagingTypeId,
        onboard: JSON.stringify(o.onboard),
        accept_alternatives: o.acceptAlternatives,
        payment_data: JSON.stringify(o.paymentData),
        replaces_order_id: o.replacesOrderId,
        pricing: o.pricing ? JSON.stringify(o.pricing) : null,
        pricing_input: o.pricingInput ? JSON.stringify(o.pricingInput) : null,
        promotion_cents: o.promotionCents,
        discount_cents: o.discountCents,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    return row.order_id;
  }

  /** Inserts the lines in order; answers their ids in the same order. */
  async insertItems(
    trx: Executor,
    orderId: number,
    items: Omit<
      OrderItemRecord,
      | 'orderItemId'
      | 'orderId'
      | 'refundedCents'
      | 'refundedQuantity'
      | 'pickOutcome'
      | 'substituteProductId'
      | 'substituteName'
    >[],
  ): Promise<number[]> {
    if (!items.length) return [];
    const rows = await trx
      .insertInto('order_item')
      .values(
        items.map((i) => ({
          order_id: orderId,
          product_id: i.productId,
          name: i.name,
          short_descr: i.shortDescr,
          description: i.description,
          media_url: i.mediaUrl,
          loose: i.loose,
          quantity: i.quantity,
          weight_grams: i.weightGrams,
          unit_price_cents: i.unitPriceCents,
          gross_cents: i.grossCents,
          vat_pct: i.vatPct,
          accept_alternatives: i.acceptAlternatives,
          selected_options: JSON.stringify(i.selectedOptions),
          list_cents: i.listCents,
          promotion: i.promotion ? JSON.stringify(i.promotion) : null,
          promotion_cents: i.promotionCents,
          discount_cents: i.discountCents,
          pay_cents: i.payCents,
          final_pay_cents: i.finalPayCents,
        })),
      )
      .returning('order_item_id')
      .execute();
    return rows.map((r) => r.order_item_id);
  }

  async addHistory(
    trx: Executor,
    orderId: number,
    from: number | null,
    to: number,
    actor = 'system',
    note = '',
  ) {
    await trx
      .insertInto('order_status_history')
      .values({ order_id: orderId, from_status_id: from, to_status_id: to, actor, note })
      .execute();
  }

  /** The one selection of an order by id, read with `toOrder`. */
  private orderQuery(executor: Executor, orderId: number) {
    return executor.selectFrom('customer_order').selectAll().where('order_id', '=', orderId);
  }

  async order(orderId: number, executor: Executor = this.db): Promise<OrderRecord | undefined> {
    return first(this.orderQuery(executor, orderId), toOrder);
  }

  /** The order when it belongs to the user; undefined otherwise (no hint whether it exists). */
  async orderOf(
    userId: number,
    orderId: number,
    executor: Executor = this.db,
  ): Promise<OrderRecord | undefined> {
    return first(this.orderQuery(executor, orderId).where('user_id', '=', userId), toOrder);
  }

  async lock(trx: Executor, orderId: number): Promise<OrderRecord | undefined> {
    return first(this.orderQuery(trx, orderId).forUpdate(), toOrder);
  }

  async update(trx: Executor, orderId: number, set: Partial<DB['customer_order']> | Record<string, unknown>) {
    await trx
      .updateTable('customer_order')
      .set({ ...(set as Record<string, unknown>), updated_at: new Date() } as never)
      .where('order_id', '=', orderId)
      .execute();
  }

  async items(orderId: number, executor: Executor = this.db): Promise<OrderItemRecord[]> {
    const rows = await executor
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('order_item_id')
      .execute();
    return rows.map(toItem);
  }

  async itemsOf(orderIds: number[]): Promise<Map<number, OrderItemRecord[]>> {
    const out = new Map<number, OrderItemRecord[]>();
    if (!orderIds.length) return out;
    const rows = await this.db
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_item_id')
      .execute();
    for (const r of rows.map(toItem)) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
    return out;
  }

  async updateItem(
    trx: Executor,
    orderItemId: number,
    set: {
      deliveredQuantity: number;
      deliveredWeightGrams: number | null;
      finalGrossCents: number;
      finalPayCents: number;
      /** Picked line by line (ADR 0055): the outcome and the substitute. */
      pick?: {
        outcome: 'picked' | 'substituted' | 'missing';
        substitute: { productId: number; name: string } | null;
      };
    },
  ) {
    await trx
      .updateTable('order_item')
      .set({
        delivered_quantity: set.deliveredQuantity,
        delivered_weight_grams: set.deliveredWeightGrams,
        final_gross_cents: set.finalGrossCents,
        final_pay_cents: set.finalPayCents,
        ...(set.pick
          ? {
              pick_outcome: set.pick.outcome,
              substitute_product_id: set.pick.substitute?.productId ?? null,
              substitute_name: set.pick.substitute?.name ?? null,
            }
          : {}),
      })
      .where('order_item_id', '=', orderItemId)
      .execute();
  }

  async history(orderId: number) {
    const rows = await this.db
      .selectFrom('order_status_history')
      .select(['to_status_id', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('history_id')
      .execute();
    return rows.map((r) => ({ statusId: r.to_status_id, at: r.created_at }));
  }

  async notes(orderId: number) {
    const rows = await this.db
      .selectFrom('order_note')
      .select(['note_id', 'order_id', 'body', 'created_at', 'updated_at'])
      .where('order_id', '=', orderId)
      .orderBy('note_id')
      .execute();
    return rows.map((r) => ({
      noteId: r.note_id,
      orderId: r.order_id,
      note: r.body,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    }));
  }

  async addNote(orderId: number, userId: number, body: string): Promise<number> {
    const row = await this.db
      .insertInto('order_note')
      .values({ order_id: orderId, user_id: userId, body })
      .returning('note_id')
      .executeTakeFirstOrThrow();
    return row.note_id;
  }

  async updateNote(orderId: number, noteId: number, body: string): Promise<boolean> {
    const r = await this.db
      .updateTable('order_note')
      .set({ body, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .where('note_id', '=', noteId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  private listQuery(userId: number, f: OrderListFilter) {
    let q = this.db.selectFrom('customer_order').where('user_id', '=', userId);
    if (!f.showPending) q = q.where('order_status_id', 'not in', PENDING_STATUSES);
    if (!f.showReplaced) q = q.where('replaced_by_order_id', 'is', null);
    if (f.statuses) q = q.where('order_status_id', 'in', f.statuses);
    if (f.fromDate) q = q.where(sql<string>`(created_at at time zone 'Europe/Rome')::date`, '>=', f.fromDate);
    if (f.toDate) q = q.where(sql<string>`(created_at at time zone 'Europe/Rome')::date`, '<=', f.toDate);
    const gross = sql<number>`coalesce(final_gross_total_cents, gross_total_cents)`;
    if (f.fromGrossCents !== undefined) q = q.where(gross, '>=', f.fromGrossCents);
    if (f.toGrossCents !== undefined) q = q.where(gross, '<=', f.toGrossCents);
    return q;
  }

  async list(userId: number, f: OrderListFilter, page: number, pageSize: number) {
    const [count, rows] = await Promise.all([
      this.listQuery(userId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      this.listQuery(userId, f)
        .selectAll()
        .orderBy('order_id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
    ]);
    return { total: Number(count?.n ?? 0), orders: rows.map(toOrder) };
  }

  /**
   * Products of the customer's orders that went ahead (not pending, cancelled, unpaid, failed or
   * replaced), most often ordered first; the quantity is the one of the newest order.
   */
  async mostPurchased(userId: number, limit: number) {
    const rows = await this.db
      .selectFrom('order_item as oi')
      .innerJoin('customer_order as o', 'o.order_id', 'oi.order_id')
      .where('o.user_id', '=', userId)
      .where('o.order_status_id', 'not in', [...PENDING_STATUSES, 10, 11, 13, 14])
      .where('o.replaced_by_order_id', 'is', null)
      .groupBy('oi.product_id')
      .select([
        'oi.product_id',
        sql<string>`max(oi.name)`.as('name'),
        sql<string>`max(oi.short_descr)`.as('short_descr'),
        sql<string>`max(oi.media_url)`.as('media_url'),
        sql<boolean>`bool_or(oi.loose)`.as('loose'),
        sql<number>`count(distinct oi.order_id)`.as('times'),
        sql<number>`max(oi.order_id)`.as('last_order_id'),
        sql<number>`(array_agg(case when oi.loose then oi.weight_grams / 1000.0 else oi.quantity end order by oi.order_id desc))[1]`.as(
          'last_quantity',
        ),
      ])
      .orderBy(sql`count(distinct oi.order_id)`, 'desc')
      .orderBy(sql`max(oi.order_id)`, 'desc')
      .orderBy('oi.product_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      productId: r.product_id,
      name: r.name,
      shortDescr: r.short_descr,
      mediaURL: r.media_url,
      loose: Boolean(r.loose),
      timesOrdered: Number(r.times),
      lastOrderId: Number(r.last_order_id),
      lastQuantity: Number(r.last_quantity),
    }));
  }

  /** Orders still to prepare, deliver or collect (account deletion waits for them). */
  async hasOpenOrders(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', userId)
      .where('order_status_id', 'in', [1, 2, 3, 4, 5, 6, 7, 19, 20])
      .where('replaced_by_order_id', 'is', null)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** The customers who ordered with a delivery service (a marketing segment, issue 27). */
  async customersOfService(deliveryServiceId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('customer_order')
      .select('user_id')
      .distinct()
      .where('delivery_service_id', '=', deliveryServiceId)
      .execute();
    return rows.map((r) => Number(r.user_id));
  }

  /** Orders in one of `statuses` that no edit replaced (the unpaid-order sweeper). */
  async currentInStatuses(statuses: number[]) {
    return this.db
      .selectFrom('customer_order')
      .select(['order_id', 'timeslot_id'])
      .where('order_status_id', 'in', statuses)
      .where('replaced_by_order_id', 'is', null)
      .execute();
  }
}
