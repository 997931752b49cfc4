// Tables of migration 0014_invoice_numbers.sql: the gap-free yearly invoice numbering.
import type { ColumnType } from 'kysely';

export interface InvoiceCounterTable {
  year: number;
  last_number: number;
}

export interface OrderInvoiceTable {
  order_id: number;
  year: number;
  number: number;
  issued_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InvoiceNumberTables {
  invoice_counter: InvoiceCounterTable;
  order_invoice: OrderInvoiceTable;
}
