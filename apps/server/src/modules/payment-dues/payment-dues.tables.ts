// Kysely table types of the payment-dues module (migration 0028_payment_dues.sql). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;

export interface PaymentDueDocumentTable {
  document_id: Generated<number>;
  user_id: number;
  store_id: number;
  document_number: string;
  kind: 'membership_fee' | 'deferred_invoice' | 'other';
  description: string;
  document_date: DateOnly;
  expiry_date: DateOnly;
  amount_cents: number;
  created_at: GeneratedTimestamp;
}

export interface PaymentDueTransactionTable {
  transaction_id: Generated<number>;
  document_id: number;
  user_id: number;
  amount_cents: number;
  status: Generated<number>;
  provider: string;
  provider_reference: string | null;
  redirect_url: string | null;
  created_at: GeneratedTimestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PaymentDueReminderTable {
  document_id: number;
  stage: 'expiring' | 'overdue';
  sent_at: GeneratedTimestamp;
}

export interface PaymentDueTables {
  payment_due_reminder: PaymentDueReminderTable;
  payment_due_document: PaymentDueDocumentTable;
  payment_due_transaction: PaymentDueTransactionTable;
}
