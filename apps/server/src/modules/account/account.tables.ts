// Kysely table types of the account module (snake_case as in SQL, migration 0004).
// Merged into DB in platform/db-schema.ts. rate_limit_event and altcha_used are
// created by the same migration and used by platform/rate-limit.ts and the bot check.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** Columns migration 0004 adds to app_user (declared in AppUserTable through this interface). */
export interface AppUserAccountColumns {
  username: string | null;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  gender: string | null;
  profile_level: Generated<number>;
  beta_tester: Generated<boolean>;
  company_id: number | null;
  contact: Json<Record<string, string>>;
  billing_address: Json<Record<string, string>>;
  updated_at: GeneratedTimestamp;
}

export interface AccountTokenTable {
  token_id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: Buffer;
  salt: Buffer | null;
  payload: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RegistrationDisclaimerTable {
  registration_disclaimer_id: number;
  store_id: number;
  registration_module_type_id: Generated<number>;
  person_info_type_id: number;
  disclaimer_title: string;
  disclaimer_content: Generated<string>;
  disclaimer_url: string | null;
  disclaimer_html: Generated<string>;
  priority: number;
  required: Generated<boolean>;
  marketing: Generated<boolean>;
  version: string;
}

export interface UserPersonInfoTable {
  user_id: number;
  person_info_type_id: number;
  value: string;
  updated_at: GeneratedTimestamp;
}

export interface UserConsentHistoryTable {
  consent_history_id: Generated<number>;
  user_id: number;
  registration_disclaimer_id: number | null;
  person_info_type_id: number;
  value: string;
  disclaimer_version: string | null;
  disclaimer_title: string | null;
  source: string;
  ip: string | null;
  changed_at: GeneratedTimestamp;
}

export interface UserPersonFiscalTable {
  person_fiscal_id: Generated<number>;
  user_id: number;
  person_type: Generated<string>;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  fiscal_code: string | null;
  vat_code: string | null;
  address1: Generated<string>;
  address_number: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  postalcode: Generated<string>;
  country: Generated<string>;
  sdi_code: string | null;
  pec: string | null;
  created_at: GeneratedTimestamp;
  deleted_at: Timestamp | null;
}

export interface RateLimitEventTable {
  event_id: Generated<number>;
  bucket: string;
  key: string;
  created_at: GeneratedTimestamp;
}

export interface AltchaUsedTable {
  challenge_id: string;
  expires_at: Timestamp;
}

export interface AccountTables {
  account_token: AccountTokenTable;
  registration_disclaimer: RegistrationDisclaimerTable;
  user_person_info: UserPersonInfoTable;
  user_consent_history: UserConsentHistoryTable;
  user_person_fiscal: UserPersonFiscalTable;
  rate_limit_event: RateLimitEventTable;
  altcha_used: AltchaUsedTable;
}

// The columns of app_user added by migration 0004 join the platform's table type.
declare module '../../platform/db-schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppUserTable extends AppUserAccountColumns {}
}
