// Records of the orders module's tables (orders, lines, payment transactions, saved cards) and
// their row mappers, shared by its repositories.
import type { AppliedPromotion, PricedDocument, PricingInput, SelectedOption } from '@sporta/domain';
import type { Kysely, Selectable } from 'kysely';
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
  /** At picking (ADR 0055): picked, substituted by `substituteName`, or missing; null when not recorded. */
  pickOutcome: 'picked' | 'substituted' | 'missing' | null;
  substituteProductId: number | null;
  substituteName: string | null;
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
export function dateText(v: unknown): string {
  if (v instanceof Date) {
    const y = v.getFullYear();
    const m = String(v.getMonth() + 1).padStart(2, '0');
    const d = String(v.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(v).slice(0, 10);
}

export function toItem(g: Selectable<DB['order_item']>): OrderItemRecord {
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
    pickOutcome: g.pick_outcome ?? null,
    substituteProductId: g.substitute_product_id ?? null,
    substituteName: g.substitute_name ?? null,
  };
}

export function toTx(g: Selectable<DB['payment_transaction']>): TransactionRecord {
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

export function toAuth(g: Selectable<DB['user_payment_auth']>): PaymentAuthRecord {
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
export async function first<Row, T>(
  query: { executeTakeFirst(): Promise<Row | undefined> },
  map: (row: Row) => T,
): Promise<T | undefined> {
  const row = await query.executeTakeFirst();
  return row ? map(row) : undefined;
}

export const PENDING_STATUSES = [1, 2];
