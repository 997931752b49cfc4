-- Weekly slot templates (issue 26, ADR 0061): the store manager edits, per warehouse and delivery
-- service, which windows each weekday offers, their cutoff and their capacity. The slot rows of
-- the coming days are generated from them (the delivery module's generation reads this table, as
-- it reads slot_exception). A pair's templates are filled once from the code calendar
-- (timeslot-templates.ts) the first time they are needed; slot_template_set marks that, so that
-- a pair whose manager removed every row stays empty.
create table slot_template_set (
  warehouse_id        integer not null references warehouse(warehouse_id),
  delivery_service_id integer not null references delivery_service(delivery_service_id),
  created_at          timestamptz not null default now(),
  primary key (warehouse_id, delivery_service_id)
);

create table slot_template (
  template_id         serial primary key,
  warehouse_id        integer not null,
  delivery_service_id integer not null,
  -- ISO weekday: 1 Monday … 7 Sunday
  weekday             smallint not null check (weekday between 1 and 7),
  begin_time          time not null,
  end_time            time not null,
  -- orders close this many minutes before the start
  cutoff_minutes      integer not null check (cutoff_minutes between 0 and 10080),
  capacity            integer not null check (capacity between 1 and 500),
  staff_user_id       bigint references staff_user(staff_user_id),
  updated_at          timestamptz not null default now(),
  constraint slot_template_set_fk foreign key (warehouse_id, delivery_service_id)
    references slot_template_set (warehouse_id, delivery_service_id) on delete cascade,
  constraint slot_template_window_ck check (begin_time < end_time),
  constraint slot_template_unique unique (warehouse_id, delivery_service_id, weekday, begin_time)
);
