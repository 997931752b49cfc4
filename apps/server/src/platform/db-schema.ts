// Kysely table types. Column names stay snake_case as in SQL; repositories map
// rows to camelCase objects. Each module adds its tables here when it adds a migration.
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from '../modules/account/account.tables';
import type { BackofficeTables } from '../modules/backoffice/backoffice.tables';
import type { ContentTables } from '../modules/content/content.tables';
import type { CartTables } from '../modules/cart/cart.tables';
import type { DeliveryTables } from '../modules/delivery/delivery.tables';
import type { GiftTables } from '../modules/gifts/gifts.tables';
import type { ListTables } from '../modules/lists/lists.tables';
import type { LoyaltyTables } from '../modules/loyalty/loyalty.tables';
import type { LeafletTables } from '../modules/leaflets/leaflets.tables';
import type { SocialTables } from '../modules/social/social.tables';
import type { InvoiceNumberTables } from '../modules/orders/invoice-numbers.tables';
import type { OrderTables } from '../modules/orders/orders.tables';
import type { PaymentDueTables } from '../modules/payment-dues/payment-dues.tables';
import type { PushTables } from '../modules/push/push.tables';
import type { InviteTables } from '../modules/invite/invite.tables';
import type { MessageTables } from '../modules/messages/messages.tables';
import type { FormTables } from '../modules/forms/forms.tables';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = ColumnType<string, string, string>;
/** jsonb with a default: written as JSON text, read as the parsed value. */
export type Json<T> = ColumnType<T, string | undefined, string>;

export interface AppUserTable {
  user_id: Generated<number>;
  email: string;
  email_lower: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  fiscal_code: string | null;
  phone: string | null;
  user_type_id: Generated<number>;
  store_id: number | null;
  fidelity_card: string | null;
  mfa_enabled: Generated<boolean>;
  is_staff: Generated<boolean>;
  confirmed_at: Timestamp | null;
  anonymized_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface SessionTable {
  session_id: Generated<number>;
  session_token_hash: Buffer;
  account_token_hash: Buffer | null;
  user_id: number | null;
  acting_staff_id: number | null;
  remember_me: Generated<boolean>;
  data: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface StoreTable {
  store_id: number;
  name: string;
  slug: string;
  logo: string;
  description: Generated<string>;
}

export interface WarehouseTable {
  warehouse_id: number;
  store_id: number;
  kind: string;
  name: string;
  slug: string;
  address1: string;
  address_number: Generated<string>;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  phone: Generated<string>;
  opening_hours: Json<unknown[]>;
  price_warehouse_id: number | null;
  locker_max_level: number | null;
}

export interface DeliveryServiceTable {
  delivery_service_id: number;
  store_id: number;
  kind: string;
  fast: Generated<boolean>;
  name: string;
  descr: Generated<string>;
  css_class: Generated<string>;
  show_tab: Generated<boolean>;
  surcharge_cents: Generated<number>;
  fee_cents: Generated<number>;
  free_over_cents: number | null;
  fee_promo_text: Generated<string>;
}

export interface WarehouseServiceTable {
  warehouse_id: number;
  delivery_service_id: number;
}

export interface DeliveryZoneTable {
  zone_id: number;
  store_id: number;
  warehouse_id: number;
  name: string;
  max_distance_m: Generated<number>;
}

export interface DeliveryZonePostalcodeTable {
  zone_id: number;
  postalcode: string;
  city: string;
  province: string;
}

export interface CategoryTable {
  category_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  position: Generated<number>;
  depth: number;
  description: Generated<string>;
  image: string | null;
  meta: Json<Record<string, unknown>>;
}

export interface VendorTable {
  vendor_id: number;
  name: string;
  slug: string;
}

export interface ProductClassTable {
  product_class_id: number;
  product_class_group_id: number;
  name: string;
  icon_source: string | null;
  rule_max: number | null;
  rule_unit: string | null;
}

export interface ProductTable {
  product_id: number;
  cod_int: string;
  cod_var: Generated<string>;
  barcode: string;
  name: string;
  short_descr: Generated<string>;
  description: Generated<string>;
  slug: string;
  vendor_id: number;
  category_id: number;
  vat_pct: number;
  price_cents: number;
  tipologia: string;
  infos: Json<Record<string, string>>;
  min_acq: Generated<number>;
  max_acq: number | null;
  day_lock: string | null;
  /** spec 001 §3 selectOptions: [{ name, parameterName, options: [{ key, value }] }] */
  select_options: Json<{ name: string; parameterName: string; options: { key: string; value: string }[] }[]>;
  is_new: Generated<boolean>;
  highlight: Generated<boolean>;
  detail: Json<Record<string, unknown>>;
  media: Json<unknown[]>;
  image: string;
  popularity: Generated<number>;
  /** product_product_class's classes of the product, sorted; kept by triggers (0042) */
  class_ids: ColumnType<number[], never, never>;
  created_at: GeneratedTimestamp;
  search_vector: ColumnType<string, never, never>;
  name_key: ColumnType<string, never, never>;
}

export interface ProductProductClassTable {
  product_id: number;
  product_class_id: number;
}

export interface WarehouseProductTable {
  warehouse_id: number;
  product_id: number;
  price_cents: number | null;
  available: Generated<number>;
}

export interface PromotionTable {
  promotion_id: number;
  /** null for mix-and-match, bundles (their products in promotion_product) and cart thresholds */
  product_id: number | null;
  warehouse_id: number | null;
  promo_type_id: number;
  promo_type: string;
  price_cents: number | null;
  discount_pct: Generated<number>;
  buy_qty: number | null;
  pay_qty: number | null;
  nth: number | null;
  min_qty: number | null;
  set_size: number | null;
  set_price_cents: number | null;
  min_spend_cents: number | null;
  discount_cents: number | null;
  member_only: Generated<boolean>;
  valid_from: DateOnly;
  valid_to: DateOnly;
  selectable: Generated<boolean>;
  css_class: Generated<string>;
  header: Generated<string>;
  body: Generated<string>;
  footer: Generated<string>;
  bubble: Generated<string>;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  quantity: Generated<number>;
}

export interface PriceHistoryTable {
  product_id: number;
  warehouse_id: number | null;
  price_cents: number;
  valid_from: DateOnly;
  valid_to: DateOnly | null;
}

export interface CatalogVersionTable {
  id: Generated<number>;
  /** bigint: pg answers it as a string */
  version: ColumnType<string | number, never, never>;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

export interface DB
  extends
    AccountTables,
    BackofficeTables,
    DeliveryTables,
    CartTables,
    ContentTables,
    GiftTables,
    OrderTables,
    InvoiceNumberTables,
    ListTables,
    LoyaltyTables,
    PaymentDueTables,
    LeafletTables,
    PushTables,
    InviteTables,
    MessageTables,
    FormTables,
    SocialTables {
  app_user: AppUserTable;
  session: SessionTable;
  store: StoreTable;
  warehouse: WarehouseTable;
  delivery_service: DeliveryServiceTable;
  warehouse_service: WarehouseServiceTable;
  delivery_zone: DeliveryZoneTable;
  delivery_zone_postalcode: DeliveryZonePostalcodeTable;
  category: CategoryTable;
  vendor: VendorTable;
  product_class: ProductClassTable;
  product: ProductTable;
  product_product_class: ProductProductClassTable;
  warehouse_product: WarehouseProductTable;
  promotion: PromotionTable;
  promotion_product: PromotionProductTable;
  price_history: PriceHistoryTable;
  catalog_version: CatalogVersionTable;
  schema_migration: SchemaMigrationTable;
}
