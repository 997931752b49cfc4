// Kysely table types of the orders module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { AppliedPromotion, PricedDocument, PricingInput, SelectedOption } from '@sporta/domain';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type DateOnly = ColumnType<string, string, string>;
/** numeric comes back as a number (pg type parser), written as number or text. */
type Numeric = ColumnType<number, number | string | undefined, number | string>;

export interface UserPaymentAuthTable {
  user_payment_auth_id: Generated<number>;
  user_id: number;
  provider: string;
  payment_type_id: number;
  circuit: string;
  masked_card: string;
  expiry: string;
  provider_token: string;
  /** the provider's fingerprint of the card number: a card is saved once (migration 0012) */
  fingerprint: string | null;
  created_at: GeneratedTimestamp;
  deleted_at: Timestamp | null;
}

export interface CustomerOrderTable {
  order_id: Generated<number>;
  user_id: number;
  cart_id: number;
  order_status_id: Generated<number>;
  delivery_status_id: number | null;
  payment_type_id: number;
  user_payment_auth_id: number | null;
  store_id: number | null;
  delivery_service_id: number | null;
  address_type: string | null;
  address_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number;
  slot_place_held: Generated<boolean>;
  delivery_date: DateOnly;
  begin_time: string;
  end_time: string;
  shipping_address: Json<Record<string, unknown>>;
  total_price_cents: number;
  delivery_fee_cents: Generated<number>;
  surcharge_cents: Generated<number>;
  packaging_cents: Generated<number>;
  gross_total_cents: number;
  net_total_cents: number;
  vat_total_cents: number;
  vat_taxables: Json<{ vatPct: number; grossCents: number; netCents: number; vatCents: number }[]>;
  adjustments: Json<unknown[]>;
  variable_weight_cents: Generated<number>;
  final_gross_total_cents: number | null;
  pre_authorised_cents: Generated<number>;
  captured_cents: Generated<number>;
  need_invoice: Generated<boolean>;
  billing_data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  lottery_code: string | null;
  note: Generated<string>;
  packaging_type_id: number | null;
  onboard: Json<Record<string, string>>;
  accept_alternatives: Generated<boolean>;
  payment_data: Json<Record<string, unknown>>;
  replaced_by_order_id: number | null;
  replaces_order_id: number | null;
  parking_reservation: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** the priced document as placed, its engine input, and after weighing (migration 0012, ADR 0021) */
  pricing: ColumnType<PricedDocument | null, string | null | undefined, string | null>;
  pricing_input: ColumnType<PricingInput | null, string | null | undefined, string | null>;
  final_pricing: ColumnType<PricedDocument | null, string | null | undefined, string | null>;
  promotion_cents: Generated<number>;
  discount_cents: Generated<number>;
  refunded_cents: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrderItemTable {
  order_item_id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  short_descr: Generated<string>;
  description: Generated<string>;
  media_url: Generated<string>;
  loose: Generated<boolean>;
  quantity: Generated<number>;
  weight_grams: number | null;
  delivered_quantity: number | null;
  delivered_weight_grams: number | null;
  unit_price_cents: number;
  gross_cents: number;
  final_gross_cents: number | null;
  vat_pct: Numeric;
  accept_alternatives: Generated<boolean>;
  /** the options chosen on the cart line, as shown at the buy (migration 0011) */
  selected_options: Json<SelectedOption[]>;
  /** the line as priced by the engine (migration 0012): list, its promotion, its share of the discounts, what it cost */
  list_cents: number;
  promotion: ColumnType<AppliedPromotion | null, string | null | undefined, string | null>;
  promotion_cents: Generated<number>;
  discount_cents: Generated<number>;
  pay_cents: number;
  final_pay_cents: number | null;
  refunded_cents: Generated<number>;
  refunded_quantity: Generated<Numeric>;
  /** what the picker did with the line (migration 0026): null before picking line by line */
  pick_outcome: 'picked' | 'substituted' | 'missing' | null;
  substitute_product_id: number | null;
  substitute_name: string | null;
}

export interface OrderStatusHistoryTable {
  history_id: Generated<number>;
  order_id: number;
  from_status_id: number | null;
  to_status_id: number;
  actor: Generated<string>;
  note: Generated<string>;
  created_at: GeneratedTimestamp;
}

export interface OrderNoteTable {
  note_id: Generated<number>;
  order_id: number;
  user_id: number;
  body: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface PaymentTransactionTable {
  transaction_id: Generated<number>;
  order_id: number;
  provider: string;
  kind: Generated<string>;
  payment_type_id: number;
  amount_cents: number;
  status: Generated<number>;
  provider_reference: string | null;
  redirect_url: string | null;
  save_card: Generated<boolean>;
  result_code: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface IdempotencyKeyTable {
  user_id: number;
  idem_key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  order_id: number | null;
  created_at: GeneratedTimestamp;
}

export interface TestGatewaySessionTable {
  session_id: string;
  merchant_ref: string;
  amount_cents: number;
  description: Generated<string>;
  return_url: string;
  allow_save: Generated<boolean>;
  state: Generated<string>;
  pending: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export interface OrderRefundTable {
  refund_id: Generated<number>;
  order_id: number;
  user_id: number;
  refund_status_id: Generated<number>;
  method_id: number;
  reason: string;
  image_path: string | null;
  image_type: string | null;
  amount_cents: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrderRefundItemTable {
  refund_id: number;
  order_item_id: number;
  quantity: Numeric;
  amount_cents: Generated<number>;
}

export interface OrderTables {
  user_payment_auth: UserPaymentAuthTable;
  customer_order: CustomerOrderTable;
  order_item: OrderItemTable;
  order_status_history: OrderStatusHistoryTable;
  order_note: OrderNoteTable;
  payment_transaction: PaymentTransactionTable;
  idempotency_key: IdempotencyKeyTable;
  test_gateway_session: TestGatewaySessionTable;
  order_refund: OrderRefundTable;
  order_refund_item: OrderRefundItemTable;
}
