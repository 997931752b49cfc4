-- Push notifications (issue 27, ADR 0056): the devices a customer registered for push
-- (externalregistration/register), what was sent to them, and the marketing cloud's contacts.
--
-- push_device: one row per (platform, uuid): registering again from the same device updates the
-- row (a new token, another user after a logout/login) instead of adding one. For the PWA
-- (platform 'web') external_id is the Web Push subscription's endpoint and web_p256dh/web_auth
-- its keys (RFC 8291); for the app (android, ios) external_id is the FCM/APNs token.
create table push_device (
  device_id         bigserial primary key,
  user_id           bigint not null references app_user (user_id) on delete cascade,
  platform          text not null check (platform in ('web', 'android', 'ios')),
  uuid              text not null check (length(uuid) between 1 and 200),
  external_id       text not null check (length(external_id) between 1 and 2000),
  model             text,
  platform_version  text,
  manufacturer      text,
  web_p256dh        text,
  web_auth          text,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now(),
  unique (platform, uuid),
  check (platform <> 'web' or (web_p256dh is not null and web_auth is not null))
);
create index push_device_user_idx on push_device (user_id);

-- Every message handed to a sender, one row per device: the outcome of Web Push ('sent',
-- 'gone', 'failed'), or 'queued' in the local outbox of the native sender (no FCM/APNs
-- credentials configured). kind: 'order' (a status change), 'marketing'.
create table push_message (
  push_message_id   bigserial primary key,
  device_id         bigint references push_device (device_id) on delete set null,
  user_id           bigint not null references app_user (user_id) on delete cascade,
  platform          text not null,
  kind              text not null,
  title             text not null,
  body              text not null,
  nav_to            text,
  outcome           text not null check (outcome in ('sent', 'gone', 'failed', 'queued')),
  detail            text,
  created_at        timestamptz not null default now()
);
create index push_message_user_idx on push_message (user_id, created_at);

-- The marketing cloud's contacts (marketingcloud/contact-key and remove) in the local adapter:
-- one contact key per customer, with the device addresses it reaches; removed_at when the
-- customer (or the app at logout) asked to be removed.
create table marketing_contact (
  user_id           bigint primary key references app_user (user_id) on delete cascade,
  contact_key       text not null unique,
  channel_addresses jsonb not null default '[]',
  created_at        timestamptz not null default now(),
  removed_at        timestamptz
);
