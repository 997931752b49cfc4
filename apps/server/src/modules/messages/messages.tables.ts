// Kysely table types of the message archive (migration 0031_invite_and_messages.sql). Merged into DB in platform/db-schema.ts.
import type { MessageKind } from '@sporta/contracts';
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type { MessageKind };

export interface CustomerMessageTable {
  message_id: Generated<number>;
  user_id: number;
  kind: MessageKind;
  subject: string;
  body: string;
  sent_at: GeneratedTimestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MessageTables {
  customer_message: CustomerMessageTable;
}
