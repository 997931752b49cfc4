// Payment due dates (issue 25, ADR 0057; seed 002 §3, §4, §7): the member's documents with their
// state, the payments made for them, and paying one online through the checkout's payment
// provider (the built-in test gateway by default). A document is locked while a payment starts,
// so two tabs start one payment; the provider's signed answer ends the payment exactly once.
import type { DueDocument, DueDocuments, DueTransactions } from '@sporta/contracts';
import {
  compareDueDocuments,
  DUE_MESSAGES,
  DUE_STATUS,
  DUE_STATUS_LABELS,
  DUE_TRANSACTION_LABELS,
  dueStatus,
  dayAfter,
  dueReminderStage,
  dueToPayCents,
  DUE_REMINDER_DAYS,
  romeDate,
  type DueTransactionStatus,
} from '@sporta/domain';
import { AppError } from '../../platform/errors';
import type { CustomerNotices } from '../messages';
import type { PaymentProvider, PaymentResult } from '../orders';
import { dueReminderNotice } from './payment-dues.mails';
import {
  PaymentDuesRepository,
  type DueDocumentRecord,
  type Executor,
  type ReminderCandidate,
} from './payment-dues.repository';

/** Where the provider's page sends the browser back (signed). */
export const DUE_RETURN_PATH = '/ebsn/api/payment-due-date/payment-return';
/** The member's page, where the outcome is shown. */
export const DUE_PAGE = '/profile/paymentduedate';
/** Our merchant reference of a due payment: D and the transaction id (orders use plain numbers). */
const REF = /^D(\d{1,15})$/;

const cents = (n: number) => Math.round(n) / 100;
/** Documents looked at per run of the reminder job. */
const REMINDER_BATCH = 500;

export class PaymentDuesService {
  private readonly repo: PaymentDuesRepository;

  constructor(
    db: Executor,
    private readonly deps: {
      provider: PaymentProvider;
      /** How long a started payment's page lives (PAYMENT_SESSION_MINUTES). */
      sessionMinutes: number;
      /** Reminders: mailed (kept in the message archive) and pushed to the member's devices. */
      notices?: CustomerNotices;
      publicUrl?: () => string;
      now?: () => Date;
    },
  ) {
    this.repo = new PaymentDuesRepository(db);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private openSince(): Date {
    return new Date(this.now().getTime() - this.deps.sessionMinutes * 60_000);
  }

  private present(r: DueDocumentRecord, today: string): DueDocument {
    const status = dueStatus(r, today);
    const toPay = dueToPayCents(r);
    return {
      documentId: r.documentId,
      documentNumber: r.documentNumber,
      kind: r.kind,
      description: r.description,
      storeName: r.storeName,
      documentDate: r.documentDate,
      expiryDate: r.expiryDate,
      amount: cents(r.amountCents),
      toPay: cents(toPay),
      paid: cents(r.amountCents - toPay),
      status,
      statusDescr: DUE_STATUS_LABELS[status],
      payable: status === DUE_STATUS.OVERDUE || status === DUE_STATUS.EXPIRING,
    };
  }

  /** payment-due-date/list: open documents, or all of them with show_all. */
  async list(userId: number, showAll: boolean): Promise<DueDocuments> {
    const today = romeDate(this.now());
    const all = (await this.repo.documents(userId, this.openSince())).map((r) => this.present(r, today));
    const shown = (showAll ? all : all.filter((d) => d.status !== DUE_STATUS.SETTLED)).sort(
      compareDueDocuments,
    );
    const open = all.filter((d) => d.status !== DUE_STATUS.SETTLED);
    return {
      documents: shown,
      totalToPay: cents(open.reduce((s, d) => s + Math.round(d.toPay * 100), 0)),
      overdue: open.filter((d) => d.status === DUE_STATUS.OVERDUE).length,
    };
  }

  /** payment-due-date/transactions: the member's payments, newest first. */
  async transactions(userId: number): Promise<DueTransactions> {
    const rows = await this.repo.transactions(userId);
    const since = this.openSince();
    return {
      transactions: rows.map((t) => {
        // A payment whose page expired without an answer failed: the member did not pay.
        const status = (t.status === 1 && t.createdAt <= since ? 0 : t.status) as DueTransactionStatus;
        return {
          transactionId: t.transactionId,
          documentId: t.documentId,
          documentNumber: t.documentNumber,
          description: t.description,
          amount: cents(t.amountCents),
          status,
          statusDescr: DUE_TRANSACTION_LABELS[status],
          date: t.createdAt.toISOString(),
          endDate: t.endedAt?.toISOString() ?? null,
        };
      }),
    };
  }

  /**
   * Starts paying what is left of a document: the provider's page for that amount. A payment
   * already open for the document is resumed (its page), never a second one.
   */
  async pay(userId: number, documentId: number): Promise<{ redirectUrl: string; transactionId: number }> {
    const today = romeDate(this.now());
    type Started =
      | { resume: string; transactionId: number }
      | { resume?: undefined; transactionId: number; amountCents: number; doc: DueDocumentRecord };
    const started = await this.repo.transaction(async (trx): Promise<Started> => {
      if (!(await this.repo.lockDocument(userId, documentId, trx)))
        throw AppError.business('error.payment_due.unknown', DUE_MESSAGES.unknown);
      const open = await this.repo.openTransaction(documentId, trx);
      if (open && open.createdAt > this.openSince()) {
        if (open.redirectUrl) return { resume: open.redirectUrl, transactionId: open.transactionId };
        throw AppError.business('error.payment_due.in_progress', DUE_MESSAGES.inProgress);
      }
      // A payment whose page expired unanswered is given up, so the document can be paid again.
      if (open) await this.repo.end(open.transactionId, 0, trx);
      const [doc] = await this.repo.documents(userId, this.openSince(), trx, documentId);
      const toPay = dueToPayCents(doc!);
      if (dueStatus(doc!, today) === DUE_STATUS.SETTLED || toPay === 0)
        throw AppError.business('error.payment_due.settled', DUE_MESSAGES.settled);
      const transactionId = await this.repo.insertTransaction(
        { documentId, userId, amountCents: toPay, provider: this.deps.provider.name },
        trx,
      );
      return { transactionId, amountCents: toPay, doc: doc! };
    });
    if (started.resume !== undefined)
      return { redirectUrl: started.resume, transactionId: started.transactionId };
    // The provider's page is opened outside the lock (it may be a network call); until its URL
    // is saved, a second click is answered "in progress".
    const session = await this.deps.provider.startSession({
      merchantRef: `D${started.transactionId}`,
      amountCents: started.amountCents,
      description: `${started.doc.description} (${started.doc.documentNumber})`,
      returnUrl: DUE_RETURN_PATH,
      allowSaveCard: false,
    });
    await this.repo.setSession(
      started.transactionId,
      session.providerReference,
      session.redirectUrl,
      this.repo.db,
    );
    return { redirectUrl: session.redirectUrl, transactionId: started.transactionId };
  }

  /**
   * The provider's signed answer. Null when it is not one of ours (unknown reference or another
   * amount): nothing changes. Otherwise the payment ends once and the page to show is returned.
   */
  async applyResult(result: PaymentResult): Promise<{ documentId: number; paid: boolean } | null> {
    const id = REF.exec(result.merchantRef)?.[1];
    if (!id) return null;
    return this.repo.transaction(async (trx) => {
      const tx = await this.repo.transactionById(Number(id), trx);
      if (!tx || tx.amountCents !== result.amountCents) return null;
      await this.repo.lockDocument(tx.userId, tx.documentId, trx);
      const paid = result.outcome === 'approved';
      await this.repo.end(tx.transactionId, paid ? 2 : 0, trx);
      const after = await this.repo.transactionById(tx.transactionId, trx);
      return { documentId: tx.documentId, paid: after?.status === 2 };
    });
  }

  /**
   * The periodic job: reminds each member of a document about to expire (DUE_REMINDER_DAYS before
   * its last day) and again once it is overdue, by mail (kept in the message archive) and push.
   * Each stage is claimed before it is sent, so reruns and concurrent runs remind once.
   */
  async sendReminders(): Promise<number> {
    const today = romeDate(this.now());
    const candidates = await this.repo.reminderCandidates(
      this.openSince(),
      dayAfter(today, DUE_REMINDER_DAYS),
      REMINDER_BATCH,
    );
    let sent = 0;
    for (const doc of candidates) {
      const stage = dueReminderStage(doc, today);
      if (!stage || doc.reminded.includes(stage)) continue;
      if (!(await this.repo.claimReminder(doc.documentId, stage))) continue;
      await this.remind(doc, stage);
      sent++;
    }
    return sent;
  }

  private async remind(doc: ReminderCandidate, stage: 'expiring' | 'overdue'): Promise<void> {
    const url = `${this.deps.publicUrl?.() ?? ''}${DUE_PAGE}`;
    await this.deps.notices?.send(doc.userId, ({ firstName }) =>
      dueReminderNotice(stage, { ...doc, firstName, toPayCents: dueToPayCents(doc), url }),
    );
  }
}
