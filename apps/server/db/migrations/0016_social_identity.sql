-- Customers' social identities (issue 22): a Google (or other OpenID provider) account linked to a
-- customer account. A link is made only after the account's password proved it is the same person.
create table user_social_identity (
  provider    text not null,
  subject     text not null,
  user_id     bigint not null references app_user (user_id),
  email       text,
  linked_at   timestamptz not null default now(),
  primary key (provider, subject)
);
create unique index user_social_identity_user_idx on user_social_identity (user_id, provider);
