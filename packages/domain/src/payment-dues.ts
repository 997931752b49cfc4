// Payment due dates (seed 002 §3 "Payment due document", §4 states, §7 "Payment due dates"; issue
// 25): the documents a member owes the cooperative (membership fee, deferred-payment invoices of a
// shop-at-work company). A document's state is never stored: it follows from its amount, what its
// completed payments add up to, a payment still open on the provider's page, and today's date.

import { dayAfter } from './rome-time';

/** Document states of seed 002 §4. */
export const DUE_STATUS = { OVERDUE: 1, EXPIRING: 2, IN_PROGRESS: 3, SETTLED: 4 } as const;
export type DueStatus = (typeof DUE_STATUS)[keyof typeof DUE_STATUS];

/** Transaction states of seed 002 §4. */
export const DUE_TRANSACTION_STATUS = { ERROR: 0, IN_PROGRESS: 1, COMPLETED: 2 } as const;
export type DueTransactionStatus = (typeof DUE_TRANSACTION_STATUS)[keyof typeof DUE_TRANSACTION_STATUS];

export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  1: 'Scaduto',
  2: 'In scadenza',
  3: 'Pagamento in corso',
  4: 'Saldato',
};

export const DUE_TRANSACTION_LABELS: Record<DueTransactionStatus, string> = {
  0: 'Non riuscito',
  1: 'In corso',
  2: 'Completato',
};

export const DUE_MESSAGES = {
  unknown: 'Questa scadenza non esiste o non è tua.',
  settled: 'Questa scadenza è già saldata: non c’è nulla da pagare.',
  inProgress:
    'Un pagamento di questa scadenza è già in corso: completalo nella pagina del pagamento o attendi qualche minuto.',
  paymentFailed: 'Il pagamento non è riuscito: la scadenza resta da pagare. Puoi riprovare.',
  paymentDone: 'Pagamento completato: la scadenza è saldata.',
} as const;

export interface DueDocumentFacts {
  amountCents: number;
  /** What the completed payments of the document add up to. */
  paidCents: number;
  /** A payment was started and its result has not come back yet (and its page has not expired). */
  paymentOpen: boolean;
  /** YYYY-MM-DD, the last day to pay. */
  expiryDate: string;
}

/** What is still to pay: never below zero. */
export function dueToPayCents(doc: Pick<DueDocumentFacts, 'amountCents' | 'paidCents'>): number {
  return Math.max(0, doc.amountCents - doc.paidCents);
}

/** The state of a document on `today` (YYYY-MM-DD, Rome). */
export function dueStatus(doc: DueDocumentFacts, today: string): DueStatus {
  if (dueToPayCents(doc) === 0) return DUE_STATUS.SETTLED;
  if (doc.paymentOpen) return DUE_STATUS.IN_PROGRESS;
  return doc.expiryDate < today ? DUE_STATUS.OVERDUE : DUE_STATUS.EXPIRING;
}

/** Open documents come first (overdue, then the nearest expiry), settled ones last. */
export function compareDueDocuments(
  a: { status: number; expiryDate: string; documentId: number },
  b: { status: number; expiryDate: string; documentId: number },
): number {
  const settledA = a.status === DUE_STATUS.SETTLED ? 1 : 0;
  const settledB = b.status === DUE_STATUS.SETTLED ? 1 : 0;
  if (settledA !== settledB) return settledA - settledB;
  if (a.expiryDate !== b.expiryDate)
    return settledA ? (a.expiryDate < b.expiryDate ? 1 : -1) : a.expiryDate < b.expiryDate ? -1 : 1;
  return a.documentId - b.documentId;
}

/** A document is reminded this many days before its expiry (and again once it is overdue). */
export const DUE_REMINDER_DAYS = 7;

export type DueReminderStage = 'expiring' | 'overdue';

/**
 * The reminder a document calls for on `today`: 'overdue' once its last day has passed,
 * 'expiring' from DUE_REMINDER_DAYS before it; none when it is settled or a payment is open.
 */
export function dueReminderStage(doc: DueDocumentFacts, today: string): DueReminderStage | null {
  const status = dueStatus(doc, today);
  if (status === DUE_STATUS.OVERDUE) return 'overdue';
  if (status === DUE_STATUS.EXPIRING && doc.expiryDate <= dayAfter(today, DUE_REMINDER_DAYS))
    return 'expiring';
  return null;
}
