-- Platform: extensions, users (the account issue extends it), sessions.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- An immutable wrapper so unaccent can be used in index expressions.
create or replace function f_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

create table app_user (
  user_id        bigserial primary key,
  email          text not null,
  email_lower    text not null unique,
  password_hash  text,
  first_name     text not null default '',
  last_name      text not null default '',
  fiscal_code    text,
  phone          text,
  user_type_id   integer not null default 2,
  store_id       integer,
  fidelity_card  text,
  mfa_enabled    boolean not null default false,
  is_staff       boolean not null default false,
  confirmed_at   timestamptz,
  anonymized_at  timestamptz,
  created_at     timestamptz not null default now()
);

-- One row per browser/app session. Tokens are stored as SHA-256 hashes:
-- session_token identifies anonymous state (X-Ebsn-Session); account_token is
-- issued at login (X-Ebsn-Account) and alone grants the user's identity.
create table session (
  session_id          bigserial primary key,
  session_token_hash  bytea not null unique,
  account_token_hash  bytea unique,
  user_id             bigint references app_user(user_id),
  acting_staff_id     bigint references app_user(user_id),
  remember_me         boolean not null default false,
  data                jsonb not null default '{}'::jsonb,
  created_at          timestamptz not null default now(),
  last_seen_at        timestamptz not null default now(),
  expires_at          timestamptz not null,
  ended_at            timestamptz
);
create index session_user_idx on session (user_id) where ended_at is null;
