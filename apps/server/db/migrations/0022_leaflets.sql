-- Leaflets (issue 24, ADR 0051): the weekly volantini (leaflet_type_id 2) and the member
-- catalogues (catalogo soci, any other type) of seed 002 §3. A leaflet belongs to a cooperative,
-- applies to some of its warehouses and delivery services and is shown only inside its validity
-- window (dates in Europe/Rome, both ends included). Its pages are images served under
-- /img/leaflets/<leaflet_id>/ (baseLocation); each page lists the products drawn on it with their
-- area on the page (the hotspot), as fractions of the page's width and height.
create table leaflet (
  leaflet_id       serial primary key,
  slug             text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title            text not null check (length(title) between 1 and 200),
  description      text not null default '',
  leaflet_type_id  integer not null check (leaflet_type_id between 1 and 99),
  store_id         integer not null references store (store_id),
  valid_from       date not null,
  valid_to         date not null,
  created_at       timestamptz not null default now(),
  check (valid_to >= valid_from)
);
create index leaflet_validity_idx on leaflet (valid_from, valid_to);

create table leaflet_warehouse (
  leaflet_id    integer not null references leaflet (leaflet_id) on delete cascade,
  warehouse_id  integer not null references warehouse (warehouse_id),
  primary key (leaflet_id, warehouse_id)
);
create index leaflet_warehouse_warehouse_idx on leaflet_warehouse (warehouse_id);

create table leaflet_delivery_service (
  leaflet_id           integer not null references leaflet (leaflet_id) on delete cascade,
  delivery_service_id  integer not null references delivery_service (delivery_service_id),
  primary key (leaflet_id, delivery_service_id)
);
create index leaflet_delivery_service_service_idx on leaflet_delivery_service (delivery_service_id);

create table leaflet_page (
  leaflet_page_id  serial primary key,
  leaflet_id       integer not null references leaflet (leaflet_id) on delete cascade,
  page_number      integer not null check (page_number between 1 and 500),
  unique (leaflet_id, page_number)
);

-- The products on a page, in reading order, with the hotspot: x, y, w, h in [0, 1].
create table leaflet_page_product (
  leaflet_page_id  integer not null references leaflet_page (leaflet_page_id) on delete cascade,
  position         integer not null check (position >= 1),
  product_id       integer not null references product (product_id),
  area_x           real not null check (area_x >= 0 and area_x <= 1),
  area_y           real not null check (area_y >= 0 and area_y <= 1),
  area_w           real not null check (area_w > 0 and area_x + area_w <= 1.0001),
  area_h           real not null check (area_h > 0 and area_y + area_h <= 1.0001),
  primary key (leaflet_page_id, position)
);
create index leaflet_page_product_product_idx on leaflet_page_product (product_id);
