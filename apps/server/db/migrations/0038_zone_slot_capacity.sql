-- Per-zone capacity of a slot (issue 26, ADR 0069): the store manager says how many orders of a
-- home-delivery zone a slot may take, beside the slot's own capacity. A zone without a row is
-- limited only by the slot's capacity. A zone's bookings are counted from their rows (live cart
-- holds of the zone and orders of the zone holding a place), under the slot row's lock: no
-- second counter to keep in step.
create table timeslot_zone_capacity (
  timeslot_id integer not null references timeslot(timeslot_id) on delete cascade,
  zone_id     integer not null references delivery_zone(zone_id),
  capacity    integer not null check (capacity between 0 and 500),
  primary key (timeslot_id, zone_id)
);

-- The same on the weekly templates: slots generated from a template carry its zone capacities.
create table slot_template_zone_capacity (
  template_id integer not null references slot_template(template_id) on delete cascade,
  zone_id     integer not null references delivery_zone(zone_id),
  capacity    integer not null check (capacity between 0 and 500),
  primary key (template_id, zone_id)
);

-- The zone a cart hold was taken for (the cart's home-delivery zone; null for other services).
alter table timeslot_hold add column zone_id integer references delivery_zone(zone_id);
create index timeslot_hold_slot_zone_idx on timeslot_hold (timeslot_id, zone_id);
create index customer_order_slot_zone_idx on customer_order (timeslot_id, zone_id) where slot_place_held;
-- Holds taken before this migration: their cart's zone.
update timeslot_hold h set zone_id = c.zone_id from cart c where c.cart_id = h.cart_id and c.zone_id is not null;
