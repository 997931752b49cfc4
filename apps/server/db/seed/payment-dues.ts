// Demo payment due documents (issue 25, seed 002 §3 "Payment due document"): what the demo members
// owe their cooperative, dated from the seed's day so that there is always something overdue,
// something about to expire and something settled. Idempotent: a document is keyed by its number.
import { dayAfter } from '@sporta/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/platform/db';

interface DemoDue {
  owner: string;
  number: string;
  kind: 'membership_fee' | 'deferred_invoice' | 'other';
  description: string;
  /** days before the seed's day */
  issuedAgo: number;
  /** days from the seed's day to the last day to pay (negative: already past) */
  expiresIn: number;
  amountCents: number;
  /** already paid online (a completed payment) */
  settled?: boolean;
}

const year = (today: string) => today.slice(0, 4);

function demoDues(today: string): DemoDue[] {
  const y = Number(year(today));
  return [
    {
      owner: 'mario.rossi@example.com',
      number: `QS-${y}-000101`,
      kind: 'membership_fee',
      description: `Quota sociale ${y}`,
      issuedAgo: 50,
      expiresIn: -20,
      amountCents: 2500,
    },
    {
      owner: 'mario.rossi@example.com',
      number: `CA-${y}-000101`,
      kind: 'other',
      description: `Contributo attività sociali ${y}`,
      issuedAgo: 40,
      expiresIn: -5,
      amountCents: 1000,
    },
    {
      owner: 'mario.rossi@example.com',
      number: `FD-${y}-004512`,
      kind: 'deferred_invoice',
      description: 'Fattura differita spesa al lavoro (Sporta Uffici Milano)',
      issuedAgo: 25,
      expiresIn: 12,
      amountCents: 8640,
    },
    {
      owner: 'mario.rossi@example.com',
      number: `QS-${y - 1}-000101`,
      kind: 'membership_fee',
      description: `Quota sociale ${y - 1}`,
      issuedAgo: 380,
      expiresIn: -350,
      amountCents: 2500,
      settled: true,
    },
    {
      owner: 'giulia.bianchi@example.com',
      number: `QS-${y}-000207`,
      kind: 'membership_fee',
      description: `Quota sociale ${y}`,
      issuedAgo: 30,
      expiresIn: 15,
      amountCents: 2500,
    },
  ];
}

export async function seedPaymentDues(handle: DatabaseHandle, today: string): Promise<number> {
  const db = handle.db;
  let count = 0;
  for (const due of demoDues(today)) {
    const user = await db
      .selectFrom('app_user')
      .select(['user_id', sql<number>`coalesce(store_id, 1)`.as('store_id')])
      .where('email_lower', '=', due.owner)
      .executeTakeFirst();
    if (!user) continue;
    const inserted = await db
      .insertInto('payment_due_document')
      .values({
        user_id: user.user_id,
        store_id: user.store_id,
        document_number: due.number,
        kind: due.kind,
        description: due.description,
        document_date: dayAfter(today, -due.issuedAgo),
        expiry_date: dayAfter(today, due.expiresIn),
        amount_cents: due.amountCents,
      })
      .onConflict((oc) => oc.column('document_number').doNothing())
      .returning('document_id')
      .executeTakeFirst();
    count++;
    if (!inserted || !due.settled) continue;
    const paidAt = new Date(`${dayAfter(today, due.expiresIn - 3)}T10:15:00Z`);
    await db
      .insertInto('payment_due_transaction')
      .values({
        document_id: inserted.document_id,
        user_id: user.user_id,
        amount_cents: due.amountCents,
        status: 2,
        provider: 'test-gateway',
        created_at: paidAt,
        ended_at: paidAt,
      })
      .execute();
  }
  return count;
}
