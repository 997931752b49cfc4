-- Back-office identity (issue 22): staff accounts, separate from customers, with roles and a
-- second factor; the append-only audit log of what staff do while acting as a customer.

create table staff_user (
  staff_user_id      bigserial primary key,
  username           text not null,
  username_lower     text not null unique,
  display_name       text not null,
  email              text,
  password_hash      text,
  -- TOTP (RFC 6238) shared secret, base32; set at enrolment, confirmed by a first valid code.
  totp_secret        text,
  totp_confirmed_at  timestamptz,
  -- The last accepted 30-second step: a code is never accepted twice.
  totp_last_step     bigint,
  roles              text[] not null default array['operator']::text[],
  -- An identity of the cooperative's provider (OpenID Connect issuer or SAML entity) and its subject.
  sso_issuer         text,
  sso_subject        text,
  active             boolean not null default true,
  created_at         timestamptz not null default now(),
  constraint staff_user_roles_known check (
    roles <@ array['operator', 'content_editor', 'leaflet_editor', 'store_manager', 'admin']::text[]
  ),
  constraint staff_user_has_role check (cardinality(roles) > 0)
);
create unique index staff_user_sso_idx on staff_user (sso_issuer, sso_subject) where sso_subject is not null;

-- A session's staff member is a staff account, no longer a customer account.
alter table session drop constraint if exists session_acting_staff_id_fkey;
update session set acting_staff_id = null where acting_staff_id is not null;
alter table session
  add constraint session_acting_staff_id_fkey foreign key (acting_staff_id) references staff_user (staff_user_id);
create index session_staff_idx on session (acting_staff_id) where ended_at is null and acting_staff_id is not null;

-- What staff did: every write made while acting as a customer (and the start and end of acting),
-- with the state before and after. Rows are never changed nor deleted (triggers below).
create table staff_audit (
  audit_id       bigserial primary key,
  staff_user_id  bigint not null references staff_user (staff_user_id),
  user_id        bigint references app_user (user_id),
  session_id     bigint,
  action         text not null,
  summary        text not null,
  outcome        text not null check (outcome in ('ok', 'refused', 'failed')),
  before         jsonb,
  after          jsonb,
  input          jsonb,
  created_at     timestamptz not null default now()
);
create index staff_audit_user_idx on staff_audit (user_id, created_at desc);
create index staff_audit_staff_idx on staff_audit (staff_user_id, created_at desc);

create or replace function staff_audit_append_only() returns trigger
  language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end;
$$;
create trigger staff_audit_no_update before update or delete on staff_audit
  for each row execute function staff_audit_append_only();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function staff_audit_append_only();
