// SQL of the message archive: every read and write is scoped to the message's customer.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';
import type { MessageKind } from './messages.tables';

export type Executor = Kysely<DB>;

export interface MessageRecord {
  messageId: number;
  kind: MessageKind;
  subject: string;
  body: string;
  sentAt: Date;
  readAt: Date | null;
}

const COLUMNS = [
  'message_id as messageId',
  'kind',
  'subject',
  'body',
  'sent_at as sentAt',
  'read_at as readAt',
] as const;

export class MessagesRepository {
  constructor(readonly db: Executor) {}

  async insert(userId: number, kind: MessageKind, subject: string, body: string): Promise<void> {
    await this.db.insertInto('customer_message').values({ user_id: userId, kind, subject, body }).execute();
  }

  /** Newest first; `hidden`: kinds left out (marketing without the consent). */
  async page(
    userId: number,
    hidden: MessageKind[],
    limit: number,
    offset: number,
  ): Promise<{ rows: MessageRecord[]; total: number }> {
    let base = this.db.selectFrom('customer_message').where('user_id', '=', userId);
    if (hidden.length) base = base.where('kind', 'not in', hidden);
    const rows = await base
      .select(COLUMNS)
      .orderBy('sent_at', 'desc')
      .orderBy('message_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map(toRecord), total: Number(total.n) };
  }

  async unread(userId: number, hidden: MessageKind[]): Promise<number> {
    let q = this.db
      .selectFrom('customer_message')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (hidden.length) q = q.where('kind', 'not in', hidden);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** Marks the customer's message read (the first time only) and returns it; undefined when not theirs. */
  async read(userId: number, messageId: number, hidden: MessageKind[]): Promise<MessageRecord | undefined> {
    let q = this.db
      .updateTable('customer_message')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('message_id', '=', messageId)
      .where('user_id', '=', userId);
    if (hidden.length) q = q.where('kind', 'not in', hidden);
    const row = await q.returning(COLUMNS).executeTakeFirst();
    return row && toRecord(row);
  }
}

function toRecord(r: {
  messageId: number;
  kind: MessageKind;
  subject: string;
  body: string;
  sentAt: Date;
  readAt: Date | null;
}): MessageRecord {
  return { ...r, messageId: Number(r.messageId) };
}
