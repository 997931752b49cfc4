-- Checkout, payments and orders (issue 7): orders with a snapshot of the cart,
-- their lines (ordered and delivered quantities), status history and notes;
-- payment transactions and saved card authorisations; idempotency keys of the
-- buy; the built-in test gateway's own sessions;
-- refund requests. Money in integer cents, weights in grams.

-- Invoice data: the account's fiscal persons (user_person_fiscal, migration 0004).

-- A card authorisation saved by the customer at an approved payment.
create table user_payment_auth (
  user_payment_auth_id  serial primary key,
  user_id               integer not null references app_user(user_id),
  provider              text not null,
  payment_type_id       smallint not null,
  circuit               text not null,
  masked_card           text not null,
  expiry                text not null, -- MM/YY
  provider_token        text not null,
  created_at            timestamptz not null default now(),
  deleted_at            timestamptz
);
create index user_payment_auth_user_idx on user_payment_auth (user_id) where deleted_at is null;

create table customer_order (
  order_id               serial primary key,
  user_id                integer not null references app_user(user_id),
  cart_id                integer not null references cart(cart_id),
  order_status_id        smallint not null default 1,
  delivery_status_id     smallint,
  payment_type_id        smallint not null,
  user_payment_auth_id   integer references user_payment_auth(user_payment_auth_id),
  store_id               integer,
  delivery_service_id    integer,
  address_type           text,
  address_id             integer,
  zone_id                integer,
  warehouse_id           integer,
  -- The place in this slot was consumed by the order (timeslot.booked counts it)
  -- while slot_place_held is true; cancelling gives it back once.
  timeslot_id            integer not null references timeslot(timeslot_id),
  slot_place_held        boolean not null default true,
  delivery_date          date not null,
  begin_time             text not null,
  end_time               text not null,
  shipping_address       jsonb not null default '{}'::jsonb,
  -- totals of the priced cart at the buy (cart discounts included), VAT included
  total_price_cents      integer not null,
  delivery_fee_cents     integer not null default 0,
  surcharge_cents        integer not null default 0,
  packaging_cents        integer not null default 0,
  gross_total_cents      integer not null,
  net_total_cents        integer not null,
  vat_total_cents        integer not null,
  vat_taxables           jsonb not null default '[]'::jsonb,
  adjustments            jsonb not null default '[]'::jsonb,
  variable_weight_cents  integer not null default 0,
  -- after picking (real weights): null until weighed
  final_gross_total_cents integer,
  pre_authorised_cents   integer not null default 0,
  captured_cents         integer not null default 0,
  need_invoice           boolean not null default false,
  billing_data           jsonb,
  lottery_code           text,
  note                   text not null default '',
  packaging_type_id      smallint,
  onboard                jsonb not null default '{}'::jsonb,
  accept_alternatives    boolean not null default false,
  payment_data           jsonb not null default '{}'::jsonb,
  replaced_by_order_id   integer references customer_order(order_id),
  replaces_order_id      integer references customer_order(order_id),
  parking_reservation    jsonb,
  created_at             timestamptz not null default now(),
  updated_at             timestamptz not null default now(),
  -- the amount captured never exceeds the pre-authorised amount
  constraint customer_order_capture_ck check (captured_cents <= pre_authorised_cents),
  constraint customer_order_amounts_ck check (gross_total_cents >= 0 and pre_authorised_cents >= 0 and captured_cents >= 0)
);
create index customer_order_user_idx on customer_order (user_id, order_id desc);
create index customer_order_slot_idx on customer_order (timeslot_id) where slot_place_held;

create table order_item (
  order_item_id          serial primary key,
  order_id               integer not null references customer_order(order_id) on delete cascade,
  product_id             integer not null,
  name                   text not null,
  short_descr            text not null default '',
  description            text not null default '',
  media_url              text not null default '',
  loose                  boolean not null default false,
  -- pieces (0 for loose goods) and grams (loose goods) as ordered
  quantity               integer not null default 0,
  weight_grams           integer,
  -- as delivered (null until picked)
  delivered_quantity     integer,
  delivered_weight_grams integer,
  unit_price_cents       integer not null, -- per piece, or per kg for loose goods
  gross_cents            integer not null,
  final_gross_cents      integer,
  vat_pct                numeric(5,2) not null default 0,
  accept_alternatives    boolean not null default false
);
create index order_item_order_idx on order_item (order_id);

create table order_status_history (
  history_id      bigserial primary key,
  order_id        integer not null references customer_order(order_id) on delete cascade,
  from_status_id  smallint,
  to_status_id    smallint not null,
  actor           text not null default 'system',
  note            text not null default '',
  created_at      timestamptz not null default now()
);
create index order_status_history_order_idx on order_status_history (order_id, history_id);

create table order_note (
  note_id     serial primary key,
  order_id    integer not null references customer_order(order_id) on delete cascade,
  user_id     integer not null references app_user(user_id),
  body        text not null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index order_note_order_idx on order_note (order_id);

-- One payment operation with a provider. status: 0 error, 1 in progress, 2 completed.
-- kind: authorise (hosted page or saved card) | capture
create table payment_transaction (
  transaction_id      serial primary key,
  order_id            integer not null references customer_order(order_id),
  provider            text not null,
  kind                text not null default 'authorise',
  payment_type_id     smallint not null,
  amount_cents        integer not null check (amount_cents >= 0),
  status              smallint not null default 1,
  provider_reference  text,
  redirect_url        text,
  save_card           boolean not null default false,
  result_code         text not null default '',
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index payment_transaction_order_idx on payment_transaction (order_id);
create unique index payment_transaction_ref_idx on payment_transaction (provider, provider_reference)
  where provider_reference is not null;

-- checkout/buy idempotency: the first answer for (user, key) is kept and replayed.
create table idempotency_key (
  user_id        integer not null references app_user(user_id),
  idem_key       text not null,
  request_hash   text not null,
  response       jsonb,
  order_id       integer references customer_order(order_id),
  created_at     timestamptz not null default now(),
  primary key (user_id, idem_key)
);

-- The built-in test gateway's sessions (the gateway stands for an outside
-- provider: the shop never reads this table).
create table test_gateway_session (
  session_id     text primary key,
  merchant_ref   text not null,
  amount_cents   integer not null,
  description    text not null default '',
  return_url     text not null,
  allow_save     boolean not null default false,
  state          text not null default 'open', -- open | otp | done
  pending        jsonb,
  created_at     timestamptz not null default now()
);

-- Refund requests for delivered lines. status: 1 in approval, 3 approved, 10 cancelled;
-- method: 6 refund, 7 replacement.
create table order_refund (
  refund_id        serial primary key,
  order_id         integer not null references customer_order(order_id),
  user_id          integer not null references app_user(user_id),
  refund_status_id smallint not null default 1,
  method_id        smallint not null,
  reason           text not null,
  image_path       text,
  image_type       text,
  amount_cents     integer not null default 0,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now()
);
create index order_refund_user_idx on order_refund (user_id, refund_id desc);

create table order_refund_item (
  refund_id      integer not null references order_refund(refund_id) on delete cascade,
  order_item_id  integer not null references order_item(order_item_id),
  quantity       numeric(10,3) not null check (quantity > 0),
  amount_cents   integer not null default 0,
  primary key (refund_id, order_item_id)
);
