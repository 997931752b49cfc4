-- Invoice numbers (issue 18 item 12). Italian invoices are numbered without gaps within each
-- calendar year (DPR 633/1972, art. 21). Order numbers cannot serve: they come from a sequence,
-- which PostgreSQL advances outside transactions and pre-allocates (a crash skips ~32 values).
-- An invoice number is taken from a per-year counter in the same transaction that records it,
-- so a rolled-back or crashed assignment leaves no hole.
create table invoice_counter (
  year         integer primary key,
  last_number  integer not null
);

create table order_invoice (
  order_id   integer primary key references customer_order (order_id),
  year       integer not null,
  number     integer not null,
  issued_at  timestamptz not null default now(),
  unique (year, number)
);
