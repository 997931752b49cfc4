// Payment due dates (seed 002 §3 "Payment due document", §4 states, §7 "Payment due dates"; issue
// 25): payment-due-date/list?show_all=true, payment-due-date/transactions, and paying a document.
import { z } from 'zod';

const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v,
  z.boolean({ message: 'show_all vale true o false' }),
);

/** payment-due-date/list: show_all=true lists the settled documents too. */
export const dueListInputSchema = z.object({ show_all: flag.optional() });

/** payment-due-date/pay: the document to pay. */
export const duePayInputSchema = z.object({
  document_id: z.coerce
    .number({ message: 'indica la scadenza da pagare (document_id)' })
    .int({ message: 'la scadenza da pagare (document_id) è un numero intero' })
    .positive({ message: 'la scadenza da pagare (document_id) è un numero positivo' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'la scadenza da pagare (document_id) non esiste' }),
});

export const dueDocumentSchema = z.object({
  documentId: z.number(),
  documentNumber: z.string(),
  kind: z.enum(['membership_fee', 'deferred_invoice', 'other']),
  description: z.string(),
  storeName: z.string().describe('the cooperative the document is owed to'),
  documentDate: z.string().describe('YYYY-MM-DD'),
  expiryDate: z.string().describe('YYYY-MM-DD, the last day to pay'),
  amount: z.number().describe('euro'),
  toPay: z.number().describe('euro still to pay'),
  paid: z.number().describe('euro paid'),
  status: z.number().int().describe('1 overdue, 2 expiring, 3 in progress, 4 settled (seed 002 §4)'),
  statusDescr: z.string(),
  payable: z.boolean().describe('it can be paid online now'),
});
export type DueDocument = z.infer<typeof dueDocumentSchema>;

export const dueDocumentsSchema = z.object({
  documents: z.array(dueDocumentSchema),
  totalToPay: z.number().describe('euro still to pay on every open document'),
  overdue: z.number().int().describe('how many documents are overdue'),
});
export type DueDocuments = z.infer<typeof dueDocumentsSchema>;

export const dueTransactionSchema = z.object({
  transactionId: z.number(),
  documentId: z.number(),
  documentNumber: z.string(),
  description: z.string(),
  amount: z.number().describe('euro'),
  status: z.number().int().describe('0 error, 1 in progress, 2 completed (seed 002 §4)'),
  statusDescr: z.string(),
  date: z.string().describe('ISO instant the payment started'),
  endDate: z.string().nullable().describe('ISO instant of the provider answer'),
});
export const dueTransactionsSchema = z.object({ transactions: z.array(dueTransactionSchema) });
export type DueTransactions = z.infer<typeof dueTransactionsSchema>;

export const duePaymentSchema = z.object({
  redirectUrl: z.string().describe("the provider's payment page"),
  transactionId: z.number(),
});
