-- Marketing campaigns and content slides (issue 27, ADR 0062).
--
-- Marketing campaigns of the back-office (issue 27, ADR 0062): staff with the new `marketing`
-- role send a message to a segment of customers (all, a cooperative, a delivery service). Only
-- the customers with the marketing consent are reached: by mail (kept in their message archive)
-- and by push on their registered devices. Each campaign keeps who sent it and what it reached;
-- the row is also the record of the staff action.
alter table staff_user drop constraint staff_user_roles_known;
alter table staff_user add constraint staff_user_roles_known check (
  roles <@ array['operator', 'content_editor', 'leaflet_editor', 'store_manager', 'picker', 'marketing', 'admin']::text[]
);

create table marketing_campaign (
  campaign_id    bigserial primary key,
  staff_user_id  bigint not null references staff_user (staff_user_id),
  -- the sender's name as shown then (the push module does not read the back-office's tables)
  staff_name     text not null,
  title          text not null check (length(title) between 1 and 80),
  body           text not null check (length(body) between 1 and 300),
  nav_to         text check (nav_to is null or (nav_to like '/%' and length(nav_to) <= 500)),
  segment        text not null check (segment in ('all', 'cooperative', 'service')),
  -- the cooperative (store_id) or the delivery service; null for 'all'
  segment_id     integer check ((segment = 'all') = (segment_id is null)),
  segment_label  text not null,
  -- customers of the segment with the marketing consent; mails sent; their devices; handed to a
  -- push service or the app's outbox; refused or unreachable
  customers      integer not null default 0,
  mailed         integer not null default 0,
  devices        integer not null default 0,
  reached        integer not null default 0,
  failed         integer not null default 0,
  created_at     timestamptz not null default now()
);
create index marketing_campaign_created_idx on marketing_campaign (created_at desc);

-- Slides of the content backend (seed 002 §1 "Tutorial dialog", §7 slides_by_id/{id}): the
-- slides of one slider, in order. Slider 1 is the app's first-launch tutorial. A slide may carry
-- a button (its label, 'Scopri' by default, and the page it opens).
create table content_slide (
  slide_id     serial primary key,
  slider_id    integer not null check (slider_id > 0),
  position     integer not null check (position >= 0),
  title        text not null check (length(title) between 1 and 120),
  text         text not null default '' check (length(text) <= 500),
  image        text check (image is null or image ~ '^/img/[A-Za-z0-9._/-]+$'),
  image_alt    text not null default '',
  button_text  text check (button_text is null or length(button_text) between 1 and 40),
  button_href  text check (button_href is null or (button_href like '/%' and button_href not like '//%')),
  status       text not null default 'publish' check (status in ('draft', 'publish')),
  unique (slider_id, position)
);
