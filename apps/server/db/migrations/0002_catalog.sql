-- Catalogue and the delivery network it is priced for.

-- Cooperatives (the spec's "stores"), ids 1..3.
create table store (
  store_id      integer primary key,
  name          text not null,
  slug          text not null unique,
  logo          text not null,
  description   text not null default ''
);

-- Warehouses: shops that prepare orders, pick-up points and lockers.
-- kind: 'store' (a shop with drive/pick-up), 'hub' (home delivery warehouse),
-- 'pickup' (pick-up point), 'locker' (locker bank), 'pier' (boat landing).
create table warehouse (
  warehouse_id   integer primary key,
  store_id       integer not null references store(store_id),
  kind           text not null,
  name           text not null,
  slug           text not null unique,
  address1       text not null,
  address_number text not null default '',
  city           text not null,
  province       text not null,
  postalcode     text not null,
  latitude       double precision not null,
  longitude      double precision not null,
  phone          text not null default '',
  opening_hours  jsonb not null default '[]'::jsonb,
  -- the warehouse whose prices and stock apply (a locker or pick-up point is served by a shop)
  price_warehouse_id integer,
  locker_max_level integer
);

-- Delivery services 1..18 (ARCHITECTURE.md §4): for cooperative n, 4n-3 drive,
-- 4n-2 home, 4n-1 locker, 4n onboard; 13..18 FAST (two per cooperative).
create table delivery_service (
  delivery_service_id integer primary key,
  store_id            integer not null references store(store_id),
  kind                text not null, -- drive | home | locker | onboard
  fast                boolean not null default false,
  name                text not null,
  descr               text not null default '',
  css_class           text not null default '',
  show_tab            boolean not null default true,
  surcharge_cents     integer not null default 0,
  fee_cents           integer not null default 0,
  free_over_cents     integer,
  fee_promo_text      text not null default ''
);

-- Which warehouses offer which service (drive at a shop, locker at a locker bank, ...).
create table warehouse_service (
  warehouse_id        integer not null references warehouse(warehouse_id),
  delivery_service_id integer not null references delivery_service(delivery_service_id),
  primary key (warehouse_id, delivery_service_id)
);

-- Home-delivery zones: a set of postcodes served from one warehouse, plus a radius.
create table delivery_zone (
  zone_id        integer primary key,
  store_id       integer not null references store(store_id),
  warehouse_id   integer not null references warehouse(warehouse_id),
  name           text not null,
  max_distance_m integer not null default 15000
);
create table delivery_zone_postalcode (
  zone_id     integer not null references delivery_zone(zone_id),
  postalcode  text not null,
  city        text not null,
  province    text not null,
  primary key (zone_id, postalcode, city)
);
create index delivery_zone_postalcode_cap_idx on delivery_zone_postalcode (postalcode);

create table category (
  category_id  integer primary key,
  parent_id    integer references category(category_id),
  name         text not null,
  slug         text not null unique, -- full path: frutta-e-verdura/frutta
  position     integer not null default 0,
  depth        integer not null,
  description  text not null default '',
  image        text,
  meta         jsonb not null default '{}'::jsonb
);
create index category_parent_idx on category (parent_id, position);

create table vendor (
  vendor_id  integer primary key,
  name       text not null,
  slug       text not null unique
);

-- Product classes (labels, dietary claims, vendor brand group 10002, ...).
create table product_class (
  product_class_id       integer primary key,
  product_class_group_id integer not null,
  name                   text not null,
  icon_source            text,
  -- a purchase limit for the class, per unit (productClassRuleMax)
  rule_max               integer,
  rule_unit              text
);

create table product (
  product_id      integer primary key,
  cod_int         text not null unique,
  cod_var         text not null default '1',
  barcode         text not null,
  name            text not null,
  short_descr     text not null default '', -- brand line
  description     text not null default '', -- format, e.g. "500 g"
  slug            text not null unique,
  vendor_id       integer not null references vendor(vendor_id),
  category_id     integer not null references category(category_id),
  vat_pct         integer not null,
  -- list price in cents, VAT included (for a loose product: per kg)
  price_cents     integer not null,
  -- Pezzo | Confezione | Sfuso
  tipologia       text not null,
  -- the spec's productInfos, all values strings
  infos           jsonb not null default '{}'::jsonb,
  min_acq         integer not null default 1,
  max_acq         integer,
  day_lock        text,
  is_new          boolean not null default false,
  highlight       boolean not null default false,
  -- ingredients, allergens, storage, nutritional_values, description (detail texts)
  detail          jsonb not null default '{}'::jsonb,
  media           jsonb not null default '[]'::jsonb,
  image           text not null,
  popularity      integer not null default 0,
  created_at      timestamptz not null default now()
);
create index product_category_idx on product (category_id);
create index product_vendor_idx on product (vendor_id);
create index product_barcode_idx on product (barcode);

create table product_product_class (
  product_id       integer not null references product(product_id),
  product_class_id integer not null references product_class(product_class_id),
  primary key (product_id, product_class_id)
);
create index product_product_class_class_idx on product_product_class (product_class_id);

-- Price and stock per warehouse, only where they differ from the list (absent row = list price, in stock).
create table warehouse_product (
  warehouse_id  integer not null references warehouse(warehouse_id),
  product_id    integer not null references product(product_id),
  price_cents   integer,
  available     integer not null default 1000,
  primary key (warehouse_id, product_id)
);

-- Promotions with validity dates; warehouse_id null = every warehouse.
create table promotion (
  promotion_id     integer primary key,
  product_id       integer not null references product(product_id),
  warehouse_id     integer references warehouse(warehouse_id),
  promo_type_id    integer not null, -- 1 percent off, 2 price cut, 3 multi-buy (view only)
  promo_type       text not null,
  price_cents      integer not null, -- promotional price
  discount_pct     integer not null default 0,
  valid_from       date not null,
  valid_to         date not null,
  selectable       boolean not null default false,
  css_class        text not null default '',
  header           text not null default '',
  body             text not null default '',
  footer           text not null default '',
  bubble           text not null default ''
);
create index promotion_product_idx on promotion (product_id, valid_from, valid_to);

-- Price history per product and warehouse (null = list), for the lowest price of
-- the last 30 days required by Codice del Consumo art. 17-bis.
create table price_history (
  product_id    integer not null references product(product_id),
  warehouse_id  integer,
  price_cents   integer not null,
  valid_from    date not null,
  valid_to      date
);
create index price_history_product_idx on price_history (product_id, valid_from);

-- Full-text search: Italian stemming over unaccented text; name and brand weigh more.
alter table product add column search_vector tsvector generated always as (
  setweight(to_tsvector('italian', f_unaccent(name)), 'A') ||
  setweight(to_tsvector('italian', f_unaccent(short_descr)), 'A') ||
  setweight(to_tsvector('italian', f_unaccent(description)), 'C') ||
  setweight(to_tsvector('italian', f_unaccent(coalesce(detail->>'description', ''))), 'D')
) stored;
create index product_search_idx on product using gin (search_vector);
create index product_name_trgm_idx on product using gin ((f_unaccent(lower(name || ' ' || short_descr))) gin_trgm_ops);
