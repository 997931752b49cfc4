// SQL of orders, their lines, history and notes, payment transactions, saved
// card authorisations, idempotency keys, invoice data and refunds. Every read
// of a customer's order takes the user id in the key (no id guessing).
import type { AppliedPromotion, PricedDocument, PricingInput, SelectedOption } from '@sporta/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

export interface OrderRecord {
  orderId: number;
  userId: number;
  cartId: number;
  orderStatusId: number;
  deliveryStatusId: number | null;
  paymentTypeId: number;
  userPaymentAuthId: number | null;
  storeId: number | null;
  deliveryServiceId: number | null;
  addressType: string | null;
  addressId: number | null;
  zoneId: number | null;
  warehouseId: number | null;
  timeslotId: number;
  slotPlaceHeld: boolean;
  deliveryDate: string;
  beginTime: string;
  endTime: string;
  shippingAddress: Record<string, unknown>;
  totalPriceCents: number;
  deliveryFeeCents: number;
  surchargeCents: number;
  packagingCents: number;
  grossTotalCents: number;
  netTotalCents: number;
  vatTotalCents: number;
  vatTaxables: { vatPct: number; grossCents: number; netCents: number; vatCents: number }[];
  adjustments: unknown[];
  variableWeightCents: number;
  finalGrossTotalCents: number | null;
  preAuthorisedCents: number;
  capturedCents: number;
  needInvoice: boolean;
  billingData: Record<string, unknown> | null;
  lotteryCode: string | null;
  note: string;
  packagingTypeId: number | null;
  onboard: Record<string, string>;
  acceptAlternatives: boolean;
  paymentData: Record<string, unknown>;
  replacedByOrderId: number | null;
  replacesOrderId: number | null;
  parkingReservation: Record<string, unknown> | null;
  /** The priced document as placed and the engine's input (ADR 0021); null on orders placed before it. */
  pricing: PricedDocument | null;
  pricingInput: PricingInput | null;
  /** The document after picking (real weights). */
  finalPricing: PricedDocument | null;
  promotionCents: number;
  discountCents: number;
  refundedCents: number;
  createdAt: Date;
}

export type NewOrder = Omit<
  OrderRecord,
  | 'orderId'
  | 'createdAt'
  | 'slotPlaceHeld'
  | 'finalGrossTotalCents'
  | 'capturedCents'
  | 'replacedByOrderId'
  | 'parkingReservation'
  | 'deliveryStatusId'
  | 'finalPricing'
  | 'refundedCents'
>;

export interface OrderItemRecord {
  orderItemId: number;
  orderId: number;
  productId: number;
  name: string;
  shortDescr: string;
  description: string;
  mediaUrl: string;
  loose: boolean;
  quantity: number;
  weightGrams: number | null;
  deliveredQuantity: number | null;
  deliveredWeightGrams: number | null;
  unitPriceCents: number;
  grossCents: number;
  finalGrossCents: number | null;
  vatPct: number;
  acceptAlternatives: boolean;
  /** The options chosen on the cart line ('Taglio: A fette'), as shown at the buy. */
  selectedOptions: SelectedOption[];
  /** As priced (ADR 0021): list price × quantity, the product promotion, the share of the discounts, what it cost. */
  listCents: number;
  promotion: AppliedPromotion | null;
  promotionCents: number;
  discountCents: number;
  payCents: number;
  finalPayCents: number | null;
  refundedCents: number;
  refundedQuantity: number;
}

export interface TransactionRecord {
  transactionId: number;
  orderId: number;
  provider: string;
  kind: string;
  paymentTypeId: number;
  amountCents: number;
  status: number;
  providerReference: string | null;
  redirectUrl: string | null;
  saveCard: boolean;
  resultCode: string;
}

export interface PaymentAuthRecord {
  userPaymentAuthId: number;
  userId: number;
  provider: string;
  paymentTypeId: number;
  circuit: string;
  maskedCard: string;
  expiry: string;
  providerToken: string;
  createdAt: Date;
}

export interface BillingDataRecord {
  personType: 'private' | 'company' | 'sole_proprietor';
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  fiscalCode: string;
  pec: string;
  sdiCode: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
}

export interface OrderListFilter {
  fromDate?: string;
  toDate?: string;
  fromGrossCents?: number;
  toGrossCents?: number;
  showPending: boolean;
  showReplaced: boolean;
  statuses?: number[];
}

export function toOrder(g: Selectable<DB['customer_order']>): OrderRecord {
  return {
    orderId: g.order_id,
    userId: g.user_id,
    cartId: g.cart_id,
    orderStatusId: g.order_status_id,
    deliveryStatusId: g.delivery_status_id,
    paymentTypeId: g.payment_type_id,
    userPaymentAuthId: g.user_payment_auth_id,
    storeId: g.store_id,
    deliveryServiceId: g.delivery_service_id,
    addressType: g.address_type,
    addressId: g.address_id,
    zoneId: g.zone_id,
    warehouseId: g.warehouse_id,
    timeslotId: g.timeslot_id,
    slotPlaceHeld: g.slot_place_held,
    deliveryDate: dateText(g.delivery_date),
    beginTime: g.begin_time,
    endTime: g.end_time,
    shippingAddress: g.shipping_address ?? {},
    totalPriceCents: g.total_price_cents,
    deliveryFeeCents: g.delivery_fee_cents,
    surchargeCents: g.surcharge_cents,
    packagingCents: g.packaging_cents,
    grossTotalCents: g.gross_total_cents,
    netTotalCents: g.net_total_cents,
    vatTotalCents: g.vat_total_cents,
    vatTaxables: g.vat_taxables ?? [],
    adjustments: g.adjustments ?? [],
    variableWeightCents: g.variable_weight_cents,
    finalGrossTotalCents: g.final_gross_total_cents,
    preAuthorisedCents: g.pre_authorised_cents,
    capturedCents: g.captured_cents,
    needInvoice: g.need_invoice,
    billingData: g.billing_data,
    lotteryCode: g.lottery_code,
    note: g.note,
    packagingTypeId: g.packaging_type_id,
    onboard: g.onboard ?? {},
    acceptAlternatives: g.accept_alternatives,
    paymentData: g.payment_data ?? {},
    replacedByOrderId: g.replaced_by_order_id,
    replacesOrderId: g.replaces_order_id,
    parkingReservation: g.parking_reservation,
    pricing: g.pricing,
    pricingInput: g.pricing_input,
    finalPricing: g.final_pricing,
    promotionCents: g.promotion_cents,
    discountCents: g.discount_cents,
    refundedCents: g.refunded_cents,
    createdAt: g.created_at,
  };
}

/** A `date` column as YYYY-MM-DD whichever way the driver returns it. */
function dateText(v: unknown): string {
  if (v instanceof Date) {
    const y = v.getFullYear();
    const m = String(v.getMonth() + 1).padStart(2, '0');
    const d = String(v.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(v).slice(0, 10);
}

function toItem(g: Selectable<DB['order_item']>): OrderItemRecord {
  return {
    orderItemId: g.order_item_id,
    orderId: g.order_id,
    productId: g.product_id,
    name: g.name,
    shortDescr: g.short_descr,
    description: g.description,
    mediaUrl: g.media_url,
    loose: g.loose,
    quantity: g.quantity,
    weightGrams: g.weight_grams,
    deliveredQuantity: g.delivered_quantity,
    deliveredWeightGrams: g.delivered_weight_grams,
    unitPriceCents: g.unit_price_cents,
    grossCents: g.gross_cents,
    finalGrossCents: g.final_gross_cents,
    vatPct: Number(g.vat_pct),
    acceptAlternatives: g.accept_alternatives,
    selectedOptions: g.selected_options ?? [],
    listCents: g.list_cents,
    promotion: g.promotion,
    promotionCents: g.promotion_cents,
    discountCents: g.discount_cents,
    payCents: g.pay_cents,
    finalPayCents: g.final_pay_cents,
    refundedCents: g.refunded_cents,
    refundedQuantity: Number(g.refunded_quantity),
  };
}

function toTx(g: Selectable<DB['payment_transaction']>): TransactionRecord {
  return {
    transactionId: g.transaction_id,
    orderId: g.order_id,
    provider: g.provider,
    kind: g.kind,
    paymentTypeId: g.payment_type_id,
    amountCents: g.amount_cents,
    status: g.status,
    providerReference: g.provider_reference,
    redirectUrl: g.redirect_url,
    saveCard: g.save_card,
    resultCode: g.result_code,
  };
}

function toAuth(g: Selectable<DB['user_payment_auth']>): PaymentAuthRecord {
  return {
    userPaymentAuthId: g.user_payment_auth_id,
    userId: g.user_id,
    provider: g.provider,
    paymentTypeId: g.payment_type_id,
    circuit: g.circuit,
    maskedCard: g.masked_card,
    expiry: g.expiry,
    providerToken: g.provider_token,
    createdAt: g.created_at,
  };
}

/** The first row of a query, mapped; undefined when there is none. */
async function first<Row, T>(
  query: { executeTakeFirst(): Promise<Row | undefined> },
  map: (row: Row) => T,
): Promise<T | undefined> {
  const row = await query.executeTakeFirst();
  return row ? map(row) : undefined;
}

export const PENDING_STATUSES = [1, 2];

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
    items: Omit<OrderItemRecord, 'orderItemId' | 'orderId' | 'refundedCents' | 'refundedQuantity'>[],
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
    },
  ) {
    await trx
      .updateTable('order_item')
      .set({
        delivered_quantity: set.deliveredQuantity,
        delivered_weight_grams: set.deliveredWeightGrams,
        final_gross_cents: set.finalGrossCents,
        final_pay_cents: set.finalPayCents,
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

  // ---- payment transactions ----

  async insertTransaction(
    trx: Executor,
    t: {
      orderId: number;
      provider: string;
      kind: string;
      paymentTypeId: number;
      amountCents: number;
      status: number;
      saveCard: boolean;
    },
  ): Promise<number> {
    const row = await trx
      .insertInto('payment_transaction')
      .values({
        order_id: t.orderId,
        provider: t.provider,
        kind: t.kind,
        payment_type_id: t.paymentTypeId,
        amount_cents: t.amountCents,
        status: t.status,
        save_card: t.saveCard,
      })
      .returning('transaction_id')
      .executeTakeFirstOrThrow();
    return row.transaction_id;
  }

  /** Sets the provider's session on a transaction that has none yet; false when another request did first. */
  async setSession(transactionId: number, reference: string, redirectUrl: string): Promise<boolean> {
    const r = await this.db
      .updateTable('payment_transaction')
      .set({ provider_reference: reference, redirect_url: redirectUrl, updated_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('provider_reference', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The one selection of payment transactions, read with `toTx`. */
  private transactionQuery(executor: Executor) {
    return executor.selectFrom('payment_transaction').selectAll();
  }

  async transaction_(
    transactionId: number,
    executor: Executor = this.db,
  ): Promise<TransactionRecord | undefined> {
    return first(this.transactionQuery(executor).where('transaction_id', '=', transactionId), toTx);
  }

  async lockTransaction(trx: Executor, transactionId: number): Promise<TransactionRecord | undefined> {
    return first(this.transactionQuery(trx).where('transaction_id', '=', transactionId).forUpdate(), toTx);
  }

  async openAuthorisation(
    orderId: number,
    executor: Executor = this.db,
  ): Promise<TransactionRecord | undefined> {
    return first(
      this.transactionQuery(executor)
        .where('order_id', '=', orderId)
        .where('kind', '=', 'authorise')
        .where('status', '=', 1)
        .orderBy('transaction_id', 'desc'),
      toTx,
    );
  }

  async transactionsOf(orderId: number, executor: Executor = this.db): Promise<TransactionRecord[]> {
    const rows = await this.transactionQuery(executor)
      .where('order_id', '=', orderId)
      .orderBy('transaction_id')
      .execute();
    return rows.map(toTx);
  }

  async finishTransaction(trx: Executor, transactionId: number, status: number, resultCode: string) {
    await trx
      .updateTable('payment_transaction')
      .set({ status, result_code: resultCode, updated_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  /** Cancels the authorisations still open of an order (a new payment supersedes them). */
  async abandonOpenAuthorisations(trx: Executor, orderId: number) {
    await trx
      .updateTable('payment_transaction')
      .set({ status: 0, result_code: 'superseded', updated_at: new Date() })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'authorise')
      .where('status', '=', 1)
      .execute();
  }

  // ---- saved cards ----

  async auths(userId: number): Promise<PaymentAuthRecord[]> {
    const rows = await this.db
      .selectFrom('user_payment_auth')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('user_payment_auth_id')
      .execute();
    return rows.map(toAuth);
  }

  async auth(userId: number, id: number): Promise<PaymentAuthRecord | undefined> {
    return first(
      this.db
        .selectFrom('user_payment_auth')
        .selectAll()
        .where('user_id', '=', userId)
        .where('user_payment_auth_id', '=', id)
        .where('deleted_at', 'is', null),
      toAuth,
    );
  }

  /** Saves a card; the same card (same provider fingerprint) saved again updates the one kept. */
  async insertAuth(
    trx: Executor,
    a: Omit<PaymentAuthRecord, 'userPaymentAuthId' | 'createdAt'> & { fingerprint: string | null },
  ) {
    await trx
      .insertInto('user_payment_auth')
      .values({
        user_id: a.userId,
        provider: a.provider,
        payment_type_id: a.paymentTypeId,
        circuit: a.circuit,
        masked_card: a.maskedCard,
        expiry: a.expiry,
        provider_token: a.providerToken,
        fingerprint: a.fingerprint || null,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'provider', 'fingerprint'])
          .where('deleted_at', 'is', null)
          .where('fingerprint', 'is not', null)
          .doUpdateSet({ expiry: a.expiry, provider_token: a.providerToken, masked_card: a.maskedCard }),
      )
      .execute();
  }

  async deleteAuth(userId: number, id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('user_payment_auth')
      .set({ deleted_at: new Date() })
      .where('user_id', '=', userId)
      .where('user_payment_auth_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  // ---- idempotency ----

  /** Claims the key for this request; false when it exists (then read it with `idempotency`). */
  async claimKey(trx: Executor, userId: number, key: string, hash: string): Promise<boolean> {
    const result = await sql<{
      idem_key: string;
    }>`insert into idempotency_key (user_id, idem_key, request_hash)
      values (${userId}, ${key}, ${hash}) on conflict do nothing returning idem_key`.execute(trx);
    return result.rows.length > 0;
  }

  async idempotency(userId: number, key: string, executor: Executor = this.db) {
    const row = await executor
      .selectFrom('idempotency_key')
      .select(['request_hash', 'response', 'order_id'])
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    return row ? { requestHash: row.request_hash, response: row.response, orderId: row.order_id } : undefined;
  }

  async bindKey(trx: Executor, userId: number, key: string, orderId: number) {
    await trx
      .updateTable('idempotency_key')
      .set({ order_id: orderId })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .execute();
  }

  async saveResponse(userId: number, key: string, response: unknown) {
    await this.db
      .updateTable('idempotency_key')
      .set({ response: JSON.stringify(response) })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .where('response', 'is', null)
      .execute();
  }

  /** Keys older than a day are forgotten (a retry comes within minutes, not days). */
  async forgetOldKeys(): Promise<number> {
    const r = await this.db
      .deleteFrom('idempotency_key')
      .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  // ---- invoice data ----
  // The account's fiscal persons (user_person_fiscal, the invoice data of /profile/invoice-data)
  // are the one place invoice data lives: checkout reads and writes the newest of them.

  async billingData(userId: number): Promise<BillingDataRecord | undefined> {
    const r = await this.db
      .selectFrom('user_person_fiscal')
      .select([
        'person_type',
        'first_name',
        'last_name',
        'company_name',
        'vat_code',
        'fiscal_code',
        'pec',
        'sdi_code',
        'address1',
        'address_number',
        'city',
        'province',
        'postalcode',
      ])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('person_fiscal_id', 'desc')
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      personType: r.person_type as BillingDataRecord['personType'],
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      companyName: r.company_name ?? '',
      vatNumber: r.vat_code ?? '',
      fiscalCode: r.fiscal_code ?? '',
      pec: r.pec ?? '',
      sdiCode: r.sdi_code ?? '',
      address1: r.address1,
      addressNumber: r.address_number,
      city: r.city,
      province: r.province,
      postalcode: r.postalcode,
    };
  }

  /** Updates the newest fiscal person of the customer, or adds the first one. */
  async saveBillingData(userId: number, b: BillingDataRecord) {
    const values = {
      person_type: b.personType,
      first_name: b.firstName,
      last_name: b.lastName,
      company_name: b.companyName,
      vat_code: b.vatNumber,
      fiscal_code: b.fiscalCode,
      pec: b.pec,
      sdi_code: b.sdiCode,
      address1: b.address1,
      address_number: b.addressNumber,
      city: b.city,
      province: b.province,
      postalcode: b.postalcode,
    };
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('user_person_fiscal')
        .select('person_fiscal_id')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('person_fiscal_id', 'desc')
        .forUpdate()
        .executeTakeFirst();
      if (current)
        await trx
          .updateTable('user_person_fiscal')
          .set(values)
          .where('person_fiscal_id', '=', current.person_fiscal_id)
          .execute();
      else
        await trx
          .insertInto('user_person_fiscal')
          .values({ user_id: userId, ...values })
          .execute();
    });
  }
}
