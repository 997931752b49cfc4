// The invoice number of an order: given once, from the counter of the year of issue, in the
// same transaction as its record, so the numbers of a year have no gaps whatever fails.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';

export interface InvoiceNumber {
  year: number;
  number: number;
  issuedAt: Date;
  /** As printed: 2026/000123. */
  label: string;
}

function toInvoice(row: { year: number; number: number; issued_at: Date }): InvoiceNumber {
  return {
    year: row.year,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    label: `${row.year}/${String(row.number).padStart(6, '0')}`,
  };
}

/** The calendar year of a moment in Italy. */
export function romeYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(at));
}

class AlreadyNumbered extends Error {}

export class InvoiceNumberRepository {
  constructor(private readonly db: Database) {}

  async of(orderId: number): Promise<InvoiceNumber | undefined> {
    const row = await this.db
      .selectFrom('order_invoice')
      .select(['year', 'number', 'issued_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row ? toInvoice(row) : undefined;
  }

  /** The order's invoice number, given now when it has none. */
  async assign(orderId: number, now = new Date()): Promise<InvoiceNumber> {
    const existing = await this.of(orderId);
    if (existing) return existing;
    const year = romeYear(now);
    try {
      return await this.db.transaction().execute(async (trx) => {
        // The counter row of the year is locked by the update until commit: numbers are handed
        // out one transaction at a time.
        const counter = await sql<{ last_number: number }>`
          insert into invoice_counter (year, last_number) values (${year}, 1)
          on conflict (year) do update set last_number = invoice_counter.last_number + 1
          returning last_number`.execute(trx);
        const number = Number(counter.rows[0]!.last_number);
        const inserted = await trx
          .insertInto('order_invoice')
          .values({ order_id: orderId, year, number, issued_at: now })
          .onConflict((oc) => oc.column('order_id').doNothing())
          .returning(['year', 'number', 'issued_at'])
          .executeTakeFirst();
        // Numbered meanwhile by a concurrent request: roll the counter back (no gap).
        if (!inserted) throw new AlreadyNumbered();
        return toInvoice(inserted);
      });
    } catch (err) {
      if (err instanceof AlreadyNumbered) return (await this.of(orderId))!;
      throw err;
    }
  }
}
