// Kysely table types of the delivery module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface UserAddressTable {
  address_id: Generated<number>;
  user_id: number;
  address_type: Generated<string>;
  delivery_service_id: number | null;
  address_name: Generated<string>;
  address1: string;
  address_number: Generated<string>;
  address2: Generated<string>;
  city: string;
  province: string;
  postalcode: string;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  doorbell_name: Generated<string>;
  floor: Generated<string>;
  phone: Generated<string>;
  notes: Generated<string>;
  /** the company's address of a shop-at-work subscriber (migration 0029) */
  workplace_company_id: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Companies with a shop-at-work agreement (migration 0029). */
export interface WorkplaceCompanyTable {
  company_id: Generated<number>;
  name: string;
  subscription_code: string;
  store_id: number;
  address1: string;
  address_number: Generated<string>;
  city: string;
  province: string;
  postalcode: string;
  latitude: number | null;
  longitude: number | null;
  delivery_weekdays: ColumnType<number[], string | number[], string | number[]>;
  valid_until: ColumnType<string, string, string>;
  created_at: GeneratedTimestamp;
}

export interface WorkplaceSubscriptionTable {
  user_id: number;
  company_id: number;
  subscribed_at: GeneratedTimestamp;
}

export interface TimeslotTable {
  timeslot_id: Generated<number>;
  warehouse_id: number;
  delivery_service_id: number;
  /** YYYY-MM-DD (read as text, see the repository) */
  slot_date: ColumnType<string, string, string>;
  /** HH:MM:SS */
  begin_time: string;
  end_time: string;
  cutoff_at: Timestamp;
  capacity: number;
  booked: Generated<number>;
  active: Generated<number>;
  fee_promo_text: Generated<string>;
  /** Closed by the store manager (slot planning, issue 26): not offered, takes no booking. */
  closed_at: Timestamp | null;
}

export interface TimeslotHoldTable {
  cart_id: number;
  timeslot_id: number;
  expires_at: Timestamp;
  created_at: GeneratedTimestamp;
  /** The cart's home-delivery zone when the hold was taken (per-zone capacity, ADR 0069). */
  zone_id: number | null;
}

export interface AddressRequestTable {
  address_request_id: Generated<number>;
  user_id: number | null;
  email: Generated<string>;
  address1: Generated<string>;
  address_number: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  postalcode: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  payload: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface DeliveryTables {
  user_address: UserAddressTable;
  timeslot: TimeslotTable;
  timeslot_hold: TimeslotHoldTable;
  address_request: AddressRequestTable;
  workplace_company: WorkplaceCompanyTable;
  workplace_subscription: WorkplaceSubscriptionTable;
}
