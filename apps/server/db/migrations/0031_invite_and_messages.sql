-- Invite a friend and the message archive (issue 25, ADR 0060; seed 002 §2, §7 "Invite a friend", §9).
--
-- invite_code: each customer's personal code, made once (on first view) and never changed.
-- invite_link: a friend who registered with a code; one inviter per friend, never changed.
-- invite_reward: a voucher issued to the inviter for a friend's first delivered order. One per
--   friend (the first order) and one per order, both unique: a rerun or a concurrent run of the job
--   cannot issue a second one. The limit of 10 per inviter is checked under a lock of the inviter's
--   invite_code row.
-- customer_message: every mail the shop sent a customer (order status, invite vouchers, …), as the
--   mailer sent it; read_at is set when the customer opens it in /profile/news-list.

create table invite_code (
  user_id     bigint primary key references app_user (user_id),
  code        text not null unique check (code ~ '^[A-Z0-9]{8}$'),
  created_at  timestamptz not null default now()
);

create table invite_link (
  friend_user_id   bigint primary key references app_user (user_id),
  inviter_user_id  bigint not null references app_user (user_id),
  code             text not null,
  created_at       timestamptz not null default now(),
  check (friend_user_id <> inviter_user_id)
);
create index invite_link_inviter_idx on invite_link (inviter_user_id, created_at);

create table invite_reward (
  invite_reward_id          bigserial primary key,
  inviter_user_id           bigint not null references app_user (user_id),
  friend_user_id            bigint not null unique references app_user (user_id),
  order_id                  bigint not null unique references customer_order (order_id),
  user_gift_certificate_id  bigint not null references user_gift_certificate (user_gift_certificate_id),
  issued_at                 timestamptz not null default now()
);
create index invite_reward_inviter_idx on invite_reward (inviter_user_id);

create table customer_message (
  message_id  bigserial primary key,
  user_id     bigint not null references app_user (user_id),
  kind        text not null check (kind in ('order', 'invite', 'payment_due', 'marketing', 'account')),
  subject     text not null,
  body        text not null,
  sent_at     timestamptz not null default now(),
  read_at     timestamptz
);
create index customer_message_user_idx on customer_message (user_id, sent_at desc, message_id desc);
create index customer_message_unread_idx on customer_message (user_id) where read_at is null;
