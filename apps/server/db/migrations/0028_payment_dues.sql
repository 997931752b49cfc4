-- Payment due dates (issue 25, ADR 0057; seed 002 §3, §4, §7 "Payment due dates"): the documents a
-- member owes the cooperative and the online payments made for them.
--
-- A document's state (overdue, expiring, in progress, settled) is never stored: it follows from its
-- amount, its completed payments and today's date (packages/domain payment-dues.ts). A payment is a
-- row of payment_due_transaction: started (1, in progress) when the member opens the provider's
-- page, then completed (2) or failed (0) by the provider's signed answer, exactly once.

create table payment_due_document (
  document_id      bigserial primary key,
  user_id          bigint not null references app_user (user_id),
  store_id         integer not null references store (store_id),
  document_number  text not null unique,
  kind             text not null check (kind in ('membership_fee', 'deferred_invoice', 'other')),
  description      text not null,
  document_date    date not null,
  expiry_date      date not null check (expiry_date >= document_date),
  amount_cents     integer not null check (amount_cents > 0),
  created_at       timestamptz not null default now()
);
create index payment_due_document_user_idx on payment_due_document (user_id, expiry_date);

create table payment_due_transaction (
  transaction_id      bigserial primary key,
  document_id         bigint not null references payment_due_document (document_id),
  user_id             bigint not null references app_user (user_id),
  amount_cents        integer not null check (amount_cents > 0),
  status              smallint not null default 1 check (status in (0, 1, 2)),
  provider            text not null,
  provider_reference  text,
  redirect_url        text,
  created_at          timestamptz not null default now(),
  ended_at            timestamptz
);
create index payment_due_transaction_document_idx on payment_due_transaction (document_id, status);
create index payment_due_transaction_user_idx on payment_due_transaction (user_id, created_at desc);
-- At most one payment in progress per document: two tabs paying at once start one payment.
create unique index payment_due_transaction_open_idx on payment_due_transaction (document_id) where status = 1;
