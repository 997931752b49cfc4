-- Picking on the shop floor (issue 26, ADR 0055): each order line's outcome is saved on the
-- server as the picker takes it, so that a reload or a second picker sees it and two pickers on
-- one order never lose a line (one row per line, written by upsert under a shared lock on the order).
create table order_item_pick (
  order_item_id          integer primary key references order_item(order_item_id) on delete cascade,
  order_id               integer not null references customer_order(order_id) on delete cascade,
  outcome                text not null check (outcome in ('picked', 'substituted', 'missing')),
  -- pieces taken (packaged lines, the substitute's pieces) or 0
  quantity               integer not null default 0 check (quantity between 0 and 1000),
  -- grams weighed (loose lines, a loose substitute)
  weight_grams           integer check (weight_grams is null or weight_grams between 1 and 100000),
  substitute_product_id  integer references product(product_id),
  staff_user_id          bigint references staff_user(staff_user_id),
  picked_by              text not null,
  picked_at              timestamptz not null default now(),
  constraint order_item_pick_substitute_ck check ((outcome = 'substituted') = (substitute_product_id is not null))
);
create index order_item_pick_order_idx on order_item_pick (order_id);

-- What the customer got, kept on the order line when the picking closes (mail, order page).
alter table order_item add column pick_outcome text
  check (pick_outcome is null or pick_outcome in ('picked', 'substituted', 'missing'));
alter table order_item add column substitute_product_id integer;
alter table order_item add column substitute_name text;
