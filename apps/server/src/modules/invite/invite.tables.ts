// Kysely table types of invite a friend (migration 0031_invite_and_messages.sql). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface InviteCodeTable {
  user_id: number;
  code: string;
  created_at: GeneratedTimestamp;
}

export interface InviteLinkTable {
  friend_user_id: number;
  inviter_user_id: number;
  code: string;
  created_at: GeneratedTimestamp;
}

export interface InviteRewardTable {
  invite_reward_id: Generated<number>;
  inviter_user_id: number;
  friend_user_id: number;
  order_id: number;
  user_gift_certificate_id: number;
  issued_at: GeneratedTimestamp;
}

export interface InviteTables {
  invite_code: InviteCodeTable;
  invite_link: InviteLinkTable;
  invite_reward: InviteRewardTable;
}
