-- Delivery setup and cart (issue 6): the shopper's addresses, time slots with
-- capacity and holds, the cart and its lines, the notify-me address requests.

-- A shopper's own address (home delivery; also a remembered pick-up point, see
-- warehouse_id). Pick-up points, lockers and piers themselves are warehouses.
create table user_address (
  address_id          serial primary key,
  user_id             integer not null references app_user(user_id),
  address_type        text not null default 'home', -- home | drive | locker | onboard
  delivery_service_id integer references delivery_service(delivery_service_id),
  address_name        text not null default '',
  address1            text not null,
  address_number      text not null default '',
  address2            text not null default '',
  city                text not null,
  province            text not null,
  postalcode          text not null,
  country             text not null default 'IT',
  latitude            double precision,
  longitude           double precision,
  zone_id             integer references delivery_zone(zone_id),
  warehouse_id        integer references warehouse(warehouse_id),
  doorbell_name       text not null default '',
  floor               text not null default '',
  phone               text not null default '',
  notes               text not null default '',
  deleted_at          timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index user_address_user_idx on user_address (user_id) where deleted_at is null;

-- A bookable window of a warehouse (for home delivery: the zone's hub) and a service.
-- booked counts live holds plus places consumed by orders; never above capacity.
create table timeslot (
  timeslot_id         serial primary key,
  warehouse_id        integer not null references warehouse(warehouse_id),
  delivery_service_id integer not null references delivery_service(delivery_service_id),
  slot_date           date not null,
  begin_time          time not null,
  end_time            time not null,
  cutoff_at           timestamptz not null,
  capacity            integer not null check (capacity >= 0),
  booked              integer not null default 0 check (booked >= 0),
  active              smallint not null default 1,
  fee_promo_text      text not null default '',
  constraint timeslot_capacity_ck check (booked <= capacity),
  constraint timeslot_unique unique (warehouse_id, delivery_service_id, slot_date, begin_time)
);
create index timeslot_lookup_idx on timeslot (warehouse_id, delivery_service_id, slot_date);

-- The cart of a user (or of an anonymous session when ANONYMOUS_CART is on).
-- cart_status_id: 1 open, 7 locked in checkout.
create table cart (
  cart_id             serial primary key,
  user_id             integer references app_user(user_id),
  session_id          integer,
  store_id            integer references store(store_id),
  delivery_service_id integer references delivery_service(delivery_service_id),
  address_type        text,
  -- user_address.address_id for home addresses, warehouse_id for pick-up points, lockers, piers
  address_id          integer,
  zone_id             integer references delivery_zone(zone_id),
  warehouse_id        integer references warehouse(warehouse_id),
  timeslot_id         integer references timeslot(timeslot_id),
  cart_status_id      integer not null default 1,
  infos               jsonb not null default '{}'::jsonb,
  accept_alternatives boolean not null default false,
  closed_at           timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create unique index cart_open_user_idx on cart (user_id) where closed_at is null and user_id is not null;
create unique index cart_open_session_idx on cart (session_id) where closed_at is null and session_id is not null;

-- One place of a slot held for a cart until expires_at (or consumed by an order).
create table timeslot_hold (
  cart_id      integer primary key references cart(cart_id) on delete cascade,
  timeslot_id  integer not null references timeslot(timeslot_id),
  expires_at   timestamptz not null,
  created_at   timestamptz not null default now()
);
create index timeslot_hold_expiry_idx on timeslot_hold (expires_at);
create index timeslot_hold_slot_idx on timeslot_hold (timeslot_id);

create table cart_item (
  item_id             serial primary key,
  cart_id             integer not null references cart(cart_id) on delete cascade,
  product_id          integer not null references product(product_id),
  -- pieces for Pezzo/Confezione; 0 for loose goods
  quantity            integer not null default 0 check (quantity >= 0),
  -- grams for loose goods (Sfuso)
  weight_grams        integer check (weight_grams is null or weight_grams >= 0),
  insertion_type      smallint not null default 1,
  -- size, customWeight, use_wpid (strings)
  infos               jsonb not null default '{}'::jsonb,
  accept_alternatives boolean not null default false,
  promo_disabled      boolean not null default false,
  promo_id            integer,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index cart_item_cart_idx on cart_item (cart_id, product_id);

-- "Avvisami quando consegnate qui": addresses not yet served.
create table address_request (
  address_request_id serial primary key,
  user_id            integer references app_user(user_id),
  email              text not null default '',
  address1           text not null default '',
  address_number     text not null default '',
  city               text not null default '',
  province           text not null default '',
  postalcode         text not null default '',
  latitude           double precision,
  longitude          double precision,
  payload            jsonb not null default '{}'::jsonb,
  created_at         timestamptz not null default now()
);
