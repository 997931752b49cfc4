// Kysely table types of the loyalty module (migrations 0021_loyalty.sql, 0030_loyalty_rewards.sql). Merged into DB in platform/db-schema.ts.
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
  kind: 'order' | 'till' | 'conversion' | 'adjustment' | 'reward' | 'reward_return' | 'donation';
  points: number;
  reason: string;
  order_id: number | null;
  user_gift_certificate_id: number | null;
  /** The reward request a 'reward' debit or a 'reward_return' credit belongs to (migration 0030). */
  reward_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The donation a 'donation' debit made (migration 0030). */
  donation_id: ColumnType<number | null, number | null | undefined, number | null>;
  period_end: DateOnly;
  created_at: GeneratedTimestamp;
}

export interface LoyaltyRewardTable {
  reward_id: Generated<number>;
  store_id: number;
  code: string;
  name: string;
  description: string;
  category: string;
  points: number;
  euro_cents: Generated<number>;
  image: string | null;
  sort: Generated<number>;
  active: Generated<boolean>;
}

export interface LoyaltyRewardCartItemTable {
  user_id: number;
  card_number: string;
  reward_id: number;
  quantity: number;
  added_at: GeneratedTimestamp;
}

export interface LoyaltyRewardRequestTable {
  request_id: Generated<number>;
  user_id: number;
  card_number: string;
  store_id: number;
  status: 'requested' | 'ready' | 'collected' | 'cancelled';
  points: number;
  euro_cents: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  updated_by: number | null;
}

export interface LoyaltyRewardRequestLineTable {
  request_id: number;
  reward_id: number;
  name: string;
  points: number;
  euro_cents: number;
  quantity: number;
}

export interface LoyaltyCharityProjectTable {
  project_id: Generated<number>;
  store_id: number;
  code: string;
  name: string;
  description: string;
  beneficiary: string;
  sort: Generated<number>;
  active: Generated<boolean>;
}

export interface LoyaltyDonationTable {
  donation_id: Generated<number>;
  receipt_number: string;
  user_id: number;
  card_number: string;
  project_id: number;
  points: number;
  created_at: GeneratedTimestamp;
}

export interface LoyaltyTables {
  loyalty_reward: LoyaltyRewardTable;
  loyalty_reward_cart_item: LoyaltyRewardCartItemTable;
  loyalty_reward_request: LoyaltyRewardRequestTable;
  loyalty_reward_request_line: LoyaltyRewardRequestLineTable;
  loyalty_charity_project: LoyaltyCharityProjectTable;
  loyalty_donation: LoyaltyDonationTable;
  loyalty_member: LoyaltyMemberTable;
  loyalty_card: LoyaltyCardTable;
  loyalty_account: LoyaltyAccountTable;
  loyalty_movement: LoyaltyMovementTable;
}
