// SQL of the payment-dues module: a member's documents with what their completed payments add up
// to, and the payments (transactions) themselves. Every read is scoped to the document's member.
import { sql, type Kysely } from 'kysely';
import type { DueReminderStage } from '@sporta/domain';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

export interface DueDocumentRecord {
  documentId: number;
  storeName: string;
  documentNumber: string;
  kind: 'membership_fee' | 'deferred_invoice' | 'other';
  description: string;
  documentDate: string;
  expiryDate: string;
  amountCents: number;
  paidCents: number;
  /** A payment started and not answered yet, its page not expired. */
  paymentOpen: boolean;
}

export interface ReminderCandidate extends DueDocumentRecord {
  userId: number;
  /** The stages already reminded. */
  reminded: string[];
}

export interface DueTransactionRecord {
  transactionId: number;
  documentId: number;
  documentNumber: string;
  description: string;
  amountCents: number;
  status: number;
  createdAt: Date;
  endedAt: Date | null;
}

export interface OpenTransaction {
  transactionId: number;
  documentId: number;
  userId: number;
  amountCents: number;
  redirectUrl: string | null;
  createdAt: Date;
}

export class PaymentDuesRepository {
  constructor(readonly db: Executor) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  private documentQuery(db: Executor, openSince: Date) {
    return db
      .selectFrom('payment_due_document as d')
      .innerJoin('store as s', 's.store_id', 'd.store_id')
      .select([
        'd.document_id as documentId',
        's.name as storeName',
        'd.document_number as documentNumber',
        'd.kind',
        'd.description',
        sql<string>`to_char(d.document_date, 'YYYY-MM-DD')`.as('documentDate'),
        sql<string>`to_char(d.expiry_date, 'YYYY-MM-DD')`.as('expiryDate'),
        'd.amount_cents as amountCents',
        sql<number>`coalesce((select sum(t.amount_cents) from payment_due_transaction t
          where t.document_id = d.document_id and t.status = 2), 0)::int`.as('paidCents'),
        sql<boolean>`exists (select 1 from payment_due_transaction t
          where t.document_id = d.document_id and t.status = 1 and t.created_at > ${openSince})`.as(
          'paymentOpen',
        ),
      ]);
  }

  /** The member's documents; `openSince`: payments started after it count as open. */
  async documents(
    userId: number,
    openSince: Date,
    db: Executor = this.db,
    documentId?: number,
  ): Promise<DueDocumentRecord[]> {
    let q = this.documentQuery(db, openSince).where('d.user_id', '=', userId);
    if (documentId !== undefined) q = q.where('d.document_id', '=', documentId);
    return q.orderBy('d.expiry_date').orderBy('d.document_id').execute();
  }

  /**
   * Documents of every member that may call for a reminder: not paid in full, expiring by
   * `until`, of an account still in use, not yet reminded as overdue; with the stages already sent.
   */
  async reminderCandidates(openSince: Date, until: string, limit: number): Promise<ReminderCandidate[]> {
    return this.documentQuery(this.db, openSince)
      .innerJoin('app_user as u', 'u.user_id', 'd.user_id')
      .select([
        'd.user_id as userId',
        sql<string[]>`array(select r.stage from payment_due_reminder r
          where r.document_id = d.document_id order by r.stage)`.as('reminded'),
      ])
      .where('u.anonymized_at', 'is', null)
      .where('d.expiry_date', '<=', sql<string>`${until}::date`)
      .where(
        sql<boolean>`coalesce((select sum(t.amount_cents) from payment_due_transaction t
          where t.document_id = d.document_id and t.status = 2), 0) < d.amount_cents`,
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment_due_reminder as r')
              .select('r.document_id')
              .whereRef('r.document_id', '=', 'd.document_id')
              .where('r.stage', '=', 'overdue'),
          ),
        ),
      )
      .orderBy('d.document_id')
      .limit(limit)
      .execute();
  }

  /** Claims a document's reminder of one stage: false when it was already sent (or claimed). */
  async claimReminder(documentId: number, stage: DueReminderStage): Promise<boolean> {
    const row = await this.db
      .insertInto('payment_due_reminder')
      .values({ document_id: documentId, stage })
      .onConflict((oc) => oc.doNothing())
      .returning('document_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Locks the member's document (select … for update): payments of one document take turns. */
  async lockDocument(userId: number, documentId: number, db: Executor): Promise<boolean> {
    const row = await db
      .selectFrom('payment_due_document')
      .select('document_id')
      .where('document_id', '=', documentId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  private transactionQuery(db: Executor) {
    return db
      .selectFrom('payment_due_transaction')
      .select([
        'transaction_id as transactionId',
        'document_id as documentId',
        'user_id as userId',
        'amount_cents as amountCents',
        'redirect_url as redirectUrl',
        'created_at as createdAt',
        'status',
      ]);
  }

  async openTransaction(documentId: number, db: Executor = this.db): Promise<OpenTransaction | undefined> {
    return this.transactionQuery(db)
      .where('document_id', '=', documentId)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  async transactionById(
    transactionId: number,
    db: Executor = this.db,
  ): Promise<(OpenTransaction & { status: number }) | undefined> {
    return this.transactionQuery(db).where('transaction_id', '=', transactionId).executeTakeFirst();
  }

  async insertTransaction(
    row: { documentId: number; userId: number; amountCents: number; provider: string },
    db: Executor,
  ): Promise<number> {
    const r = await db
      .insertInto('payment_due_transaction')
      .values({
        document_id: row.documentId,
        user_id: row.userId,
        amount_cents: row.amountCents,
        provider: row.provider,
      })
      .returning('transaction_id')
      .executeTakeFirstOrThrow();
    return r.transaction_id;
  }

  async setSession(
    transactionId: number,
    reference: string,
    redirectUrl: string,
    db: Executor,
  ): Promise<void> {
    await db
      .updateTable('payment_due_transaction')
      .set({ provider_reference: reference, redirect_url: redirectUrl })
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  /**
   * Ends a payment: 0 (error) only while it is open; 2 (completed) also when it had been given up
   * as expired, since money the provider took is money the member paid. False when nothing changed
   * (the same answer twice).
   */
  async end(transactionId: number, status: 0 | 2, db: Executor): Promise<boolean> {
    const r = await db
      .updateTable('payment_due_transaction')
      .set({ status, ended_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('status', 'in', status === 2 ? [0, 1] : [1])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async transactions(userId: number, db: Executor = this.db): Promise<DueTransactionRecord[]> {
    return db
      .selectFrom('payment_due_transaction as t')
      .innerJoin('payment_due_document as d', 'd.document_id', 't.document_id')
      .select([
        't.transaction_id as transactionId',
        't.document_id as documentId',
        'd.document_number as documentNumber',
        'd.description',
        't.amount_cents as amountCents',
        't.status',
        't.created_at as createdAt',
        't.ended_at as endedAt',
      ])
      .where('t.user_id', '=', userId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.transaction_id', 'desc')
      .execute();
  }
}
