// Kysely table types of the push module (migrations 0027_push.sql, 0033_marketing_campaigns.sql). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PushDeviceTable {
  device_id: Generated<number>;
  user_id: number;
  platform: string;
  uuid: string;
  external_id: string;
  model: string | null;
  platform_version: string | null;
  manufacturer: string | null;
  web_p256dh: string | null;
  web_auth: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface PushMessageTable {
  push_message_id: Generated<number>;
  device_id: number | null;
  user_id: number;
  platform: string;
  kind: string;
  title: string;
  body: string;
  nav_to: string | null;
  outcome: string;
  detail: string | null;
  created_at: GeneratedTimestamp;
}

export interface MarketingContactTable {
  user_id: number;
  contact_key: string;
  channel_addresses: ColumnType<string[], string | undefined, string>;
  created_at: GeneratedTimestamp;
  removed_at: Date | null;
}

export interface MarketingCampaignTable {
  campaign_id: Generated<number>;
  staff_user_id: number;
  staff_name: string;
  title: string;
  body: string;
  nav_to: string | null;
  segment: string;
  segment_id: number | null;
  segment_label: string;
  customers: number;
  mailed: number;
  devices: number;
  reached: number;
  failed: number;
  created_at: GeneratedTimestamp;
}

export interface PushTables {
  push_device: PushDeviceTable;
  push_message: PushMessageTable;
  marketing_contact: MarketingContactTable;
  marketing_campaign: MarketingCampaignTable;
}
