// Kysely table types of the back-office module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

export interface StaffUserTable {
  staff_user_id: Generated<number>;
  username: string;
  username_lower: string;
  display_name: string;
  email: string | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  totp_last_step: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  sso_issuer: string | null;
  sso_subject: string | null;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  warehouse_ids: number[] | null;
}

export interface StaffAuditTable {
  audit_id: Generated<number>;
  staff_user_id: number;
  user_id: number | null;
  session_id: number | null;
  action: string;
  summary: string;
  outcome: 'ok' | 'refused' | 'failed';
  before: Json<unknown>;
  after: Json<unknown>;
  input: Json<unknown>;
  created_at: GeneratedTimestamp;
}

export interface SamlRequestTable {
  request_id: string;
  created_at: GeneratedTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SamlAssertionTable {
  assertion_id: string;
  keep_until: ColumnType<Date, Date | string, Date | string>;
  seen_at: GeneratedTimestamp;
}

export interface BackofficeTables {
  staff_user: StaffUserTable;
  staff_audit: StaffAuditTable;
  saml_request: SamlRequestTable;
  saml_assertion: SamlAssertionTable;
}
