-- Rewards and donations of points (issue 25, ADR 0059): each cooperative's rewards catalogue, the
-- rewards cart of a customer's card, the requests made from it (requested → ready → collected, or
-- cancelled with the points given back), the cooperative's charity projects and the donations.
-- Every change of points stays a row of the append-only ledger loyalty_movement (ADR 0050): a
-- request is a 'reward' debit, a cancellation a 'reward_return' credit, a donation a 'donation'
-- debit, all written under the customer's loyalty_account lock.

alter table loyalty_movement drop constraint loyalty_movement_kind_check;
alter table loyalty_movement add constraint loyalty_movement_kind_check
  check (kind in ('order', 'till', 'conversion', 'adjustment', 'reward', 'reward_return', 'donation'));
alter table loyalty_movement add constraint loyalty_spend_debit
  check (kind not in ('reward', 'donation') or points < 0);
alter table loyalty_movement add constraint loyalty_return_credit
  check (kind <> 'reward_return' or points > 0);
alter table loyalty_movement add column reward_request_id bigint;
alter table loyalty_movement add column donation_id bigint;
-- a request gives its points back once
create unique index loyalty_movement_return_idx on loyalty_movement (reward_request_id)
  where kind = 'reward_return';

create table loyalty_reward (
  reward_id     serial primary key,
  store_id      integer not null references store (store_id) on delete cascade,
  code          text not null,
  name          text not null,
  description   text not null,
  category      text not null,
  points        integer not null check (points > 0),
  -- the euro part of a points + euro reward, paid in the shop at collection (0: points only)
  euro_cents    integer not null default 0 check (euro_cents >= 0),
  image         text,
  sort          integer not null default 0,
  active        boolean not null default true,
  unique (store_id, code)
);

-- The rewards cart of a customer's card (the card chooses the cooperative and its catalogue).
create table loyalty_reward_cart_item (
  user_id       bigint not null references app_user (user_id),
  card_number   text not null references loyalty_member (card_number) on delete cascade,
  reward_id     integer not null references loyalty_reward (reward_id) on delete cascade,
  quantity      integer not null check (quantity > 0),
  added_at      timestamptz not null default now(),
  primary key (user_id, card_number, reward_id)
);

create table loyalty_reward_request (
  request_id    bigserial primary key,
  user_id       bigint not null references app_user (user_id),
  card_number   text not null references loyalty_member (card_number) on delete cascade,
  store_id      integer not null references store (store_id) on delete cascade,
  status        text not null check (status in ('requested', 'ready', 'collected', 'cancelled')),
  points        integer not null check (points > 0),
  euro_cents    integer not null default 0 check (euro_cents >= 0),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  -- the staff member who moved it last (null while the customer's)
  updated_by    bigint
);
create index loyalty_reward_request_user_idx on loyalty_reward_request (user_id, created_at desc);
create index loyalty_reward_request_store_idx on loyalty_reward_request (store_id, status, created_at);

-- The lines of a request, with the name and prices as they were when requested.
create table loyalty_reward_request_line (
  request_id    bigint not null references loyalty_reward_request (request_id) on delete cascade,
  reward_id     integer not null,
  name          text not null,
  points        integer not null,
  euro_cents    integer not null,
  quantity      integer not null check (quantity > 0),
  primary key (request_id, reward_id)
);

create table loyalty_charity_project (
  project_id    serial primary key,
  store_id      integer not null references store (store_id) on delete cascade,
  code          text not null,
  name          text not null,
  description   text not null,
  beneficiary   text not null,
  sort          integer not null default 0,
  active        boolean not null default true,
  unique (store_id, code)
);

create table loyalty_donation (
  donation_id   bigserial primary key,
  receipt_number text not null unique,
  user_id       bigint not null references app_user (user_id),
  card_number   text not null references loyalty_member (card_number) on delete cascade,
  project_id    integer not null references loyalty_charity_project (project_id) on delete cascade,
  points        integer not null check (points > 0),
  created_at    timestamptz not null default now()
);
create index loyalty_donation_user_idx on loyalty_donation (user_id, created_at desc);
