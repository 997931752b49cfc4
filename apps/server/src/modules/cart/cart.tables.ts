// Kysely table types of the cart module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface CartTable {
  cart_id: Generated<number>;
  user_id: number | null;
  session_id: number | null;
  store_id: number | null;
  delivery_service_id: number | null;
  address_type: string | null;
  address_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number | null;
  cart_status_id: Generated<number>;
  infos: Json<Record<string, string>>;
  accept_alternatives: Generated<boolean>;
  closed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CartItemTable {
  item_id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: Generated<number>;
  weight_grams: number | null;
  insertion_type: Generated<number>;
  infos: Json<Record<string, string>>;
  accept_alternatives: Generated<boolean>;
  promo_disabled: Generated<boolean>;
  promo_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CartTables {
  cart: CartTable;
  cart_item: CartItemTable;
}
