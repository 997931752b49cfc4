-- Store operations (issue 26): slot planning by the store manager.
--
-- A staff member may be bound to warehouses (a store and its hub): a store manager plans only
-- those. Null means every warehouse (administrators).
alter table staff_user add column warehouse_ids integer[];
alter table staff_user drop constraint staff_user_roles_known;
alter table staff_user add constraint staff_user_roles_known check (
  roles <@ array['operator', 'content_editor', 'leaflet_editor', 'store_manager', 'picker', 'admin']::text[]
);

-- A closed slot is not offered to customers and takes no booking; what it already holds stays.
alter table timeslot add column closed_at timestamptz;

-- The manager's exceptions to the weekly calendar: a day closed (a holiday) for one service or
-- all of the warehouse's, or an extra slot on a day. Slots generated later follow them too.
create table slot_exception (
  exception_id        serial primary key,
  warehouse_id        integer not null references warehouse(warehouse_id),
  -- null: every service of the warehouse (closed days only)
  delivery_service_id integer references delivery_service(delivery_service_id),
  slot_date           date not null,
  kind                text not null check (kind in ('closed', 'extra')),
  begin_time          time,
  end_time            time,
  cutoff_minutes      integer check (cutoff_minutes is null or cutoff_minutes between 0 and 10080),
  capacity            integer check (capacity is null or capacity between 1 and 500),
  note                text not null default '',
  staff_user_id       bigint references staff_user(staff_user_id),
  created_at          timestamptz not null default now(),
  constraint slot_exception_extra_ck check (
    kind = 'closed' or (delivery_service_id is not null and begin_time is not null and end_time is not null
      and begin_time < end_time and capacity is not null and cutoff_minutes is not null))
);
create unique index slot_exception_closed_idx
  on slot_exception (warehouse_id, coalesce(delivery_service_id, 0), slot_date) where kind = 'closed';
create unique index slot_exception_extra_idx
  on slot_exception (warehouse_id, delivery_service_id, slot_date, begin_time) where kind = 'extra';
