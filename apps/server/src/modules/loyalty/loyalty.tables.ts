// Kysely table types of the loyalty module (migration 0021_loyalty.sql). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: written and read as 'YYYY-MM-DD' (the driver's date parser is told so). */
type DateOnly = ColumnType<string, string, string>;

export interface LoyaltyMemberTable {
  card_number: string;
  store_id: number;
  first_name: string;
  last_name: string;
  birth_date: DateOnly;
  member_since: DateOnly;
}

export interface LoyaltyCardTable {
  card_number: string;
  user_id: number;
  added_at: GeneratedTimestamp;
}

export interface LoyaltyAccountTable {
  user_id: number;
  created_at: GeneratedTimestamp;
}

export interface LoyaltyMovementTable {
  movement_id: Generated<number>;
  card_number: string;
  user_id: number | null;
  kind: 'order' | 'till' | 'conversion' | 'adjustment';
  points: number;
  reason: string;
  order_id: number | null;
  user_gift_certificate_id: number | null;
  period_end: DateOnly;
  created_at: GeneratedTimestamp;
}

export interface LoyaltyTables {
  loyalty_member: LoyaltyMemberTable;
  loyalty_card: LoyaltyCardTable;
  loyalty_account: LoyaltyAccountTable;
  loyalty_movement: LoyaltyMovementTable;
}
