-- Loyalty cards and points (issue 25, ADR 0050): the cooperatives' member register, the cards a
-- customer holds, and the append-only points ledger.
--
-- loyalty_member is the register of the cooperatives' members (soci): one row per card issued
-- at the till, with the holder's birth date that proves who adds it online. loyalty_card links
-- a customer's account to the cards they hold (a family may hold several; a card belongs to one
-- account at a time). loyalty_movement is the ledger: every change of points is a row, never
-- updated nor deleted; a card's balance is the sum of its rows whose collection period is still
-- open (period_end on or after today), so points expire by themselves at the period's end.

create table loyalty_member (
  card_number   text primary key check (card_number ~ '^\d{13}$'),
  store_id      integer not null references store (store_id),
  first_name    text not null,
  last_name     text not null,
  birth_date    date not null,
  member_since  date not null
);
create index loyalty_member_store_idx on loyalty_member (store_id);

create table loyalty_card (
  card_number   text primary key references loyalty_member (card_number) on delete cascade,
  user_id       bigint not null references app_user (user_id),
  added_at      timestamptz not null default now()
);
create index loyalty_card_user_idx on loyalty_card (user_id, added_at);

-- The row a conversion locks (select … for update): one per customer, so that simultaneous
-- conversions of one customer take their turn and none spends points another already spent.
create table loyalty_account (
  user_id     bigint primary key references app_user (user_id),
  created_at  timestamptz not null default now()
);

create table loyalty_movement (
  movement_id               bigserial primary key,
  card_number               text not null references loyalty_member (card_number) on delete cascade,
  -- who moved the points online (null for the till)
  user_id                   bigint references app_user (user_id),
  kind                      text not null check (kind in ('order', 'till', 'conversion', 'adjustment')),
  points                    integer not null check (points <> 0),
  reason                    text not null,
  -- the delivered order that earned them (one movement per order)
  order_id                  integer,
  -- the voucher a conversion gave
  user_gift_certificate_id  integer,
  -- the last day of the collection period the points belong to
  period_end                date not null,
  created_at                timestamptz not null default now(),
  constraint loyalty_conversion_debit check (kind <> 'conversion' or points < 0),
  constraint loyalty_earn_credit check (kind not in ('order', 'till') or points > 0)
);
create index loyalty_movement_card_idx on loyalty_movement (card_number, created_at desc);
create unique index loyalty_movement_order_idx on loyalty_movement (order_id) where kind = 'order';

create or replace function loyalty_movement_append_only() returns trigger
  language plpgsql as $$
begin
  raise exception 'loyalty_movement is append-only';
end;
$$;
create trigger loyalty_movement_no_update before update or delete on loyalty_movement
  for each row execute function loyalty_movement_append_only();
