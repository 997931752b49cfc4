// Payment due dates (seed 002 §7 "Payment due dates"): the member's documents and payments, and
// opening the provider's page for one. Refusals come back as ApiError with the server's message.
import type { DueDocuments, DueTransactions } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../lib/api/client';

export type { DueDocument, DueDocuments, DueTransactions } from '@sporta/contracts';

export async function listDueDocuments(): Promise<DueDocuments> {
  return unwrap(
    await apiRequest<DueDocuments>('payment-due-date/list', { query: { show_all: 'true' }, quiet: true }),
  );
}

export async function listDueTransactions(): Promise<DueTransactions> {
  return unwrap(await apiRequest<DueTransactions>('payment-due-date/transactions', { quiet: true }));
}

/** Opens the payment of a document: the provider's page to go to. */
export async function payDueDocument(documentId: number): Promise<{ redirectUrl: string }> {
  return unwrap(
    await apiRequest<{ redirectUrl: string }>('payment-due-date/pay', {
      method: 'POST',
      body: { document_id: documentId },
      quiet: true,
    }),
  );
}
