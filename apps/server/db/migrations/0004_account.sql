-- Account area (issue 5): profile columns, one-time tokens (confirmation, PIN,
-- reset, e-mail change, deletion), disclaimers and consent history, fiscal
-- persons for invoices, rate-limit events and used ALTCHA challenges.

alter table app_user
  add column username        text,
  add column birth_date      date,
  add column gender          text,
  add column profile_level   integer not null default 1,
  add column beta_tester     boolean not null default false,
  add column company_id      integer,
  add column contact         jsonb not null default '{}'::jsonb,
  add column billing_address jsonb not null default '{}'::jsonb,
  add column updated_at      timestamptz not null default now();
create unique index app_user_username_idx on app_user (lower(username)) where username is not null;

-- One-time secrets sent by mail, stored as SHA-256 (links) or salted HMAC (PIN).
-- purpose: registration_confirm | mfa_pin | password_reset | email_change | anonymize
create table account_token (
  token_id     bigserial primary key,
  user_id      bigint not null references app_user(user_id),
  purpose      text not null,
  token_hash   bytea not null,
  salt         bytea,
  payload      jsonb not null default '{}'::jsonb,
  attempts     integer not null default 0,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  used_at      timestamptz
);
create index account_token_user_idx on account_token (user_id, purpose) where used_at is null;
create unique index account_token_hash_idx on account_token (purpose, token_hash);

-- Disclaimers of each cooperative (spec 000 §3). store_id 5 is the default set,
-- answered for an unknown store. `version` names the text the customer saw.
create table registration_disclaimer (
  registration_disclaimer_id   integer primary key,
  store_id                     integer not null,
  registration_module_type_id  integer not null default 2,
  person_info_type_id          integer not null,
  disclaimer_title             text not null,
  disclaimer_content           text not null default '',
  disclaimer_url               text,
  disclaimer_html              text not null default '',
  priority                     integer not null,
  required                     boolean not null default false,
  marketing                    boolean not null default false,
  version                      text not null
);
create index registration_disclaimer_store_idx on registration_disclaimer (store_id, registration_module_type_id, priority);

-- Current value of each person info of a user ('1' accepted, '0' refused; other infos free text).
create table user_person_info (
  user_id              bigint not null references app_user(user_id),
  person_info_type_id  integer not null,
  value                text not null,
  updated_at           timestamptz not null default now(),
  primary key (user_id, person_info_type_id)
);

-- Every consent change, never updated nor deleted (GDPR art. 7: proof of consent).
create table user_consent_history (
  consent_history_id          bigserial primary key,
  user_id                     bigint not null references app_user(user_id),
  registration_disclaimer_id  integer references registration_disclaimer(registration_disclaimer_id),
  person_info_type_id         integer not null,
  value                       text not null,
  disclaimer_version          text,
  disclaimer_title            text,
  source                      text not null,
  ip                          text,
  changed_at                  timestamptz not null default now()
);
create index user_consent_history_user_idx on user_consent_history (user_id, changed_at);

-- Fiscal persons (invoice data) of a customer.
create table user_person_fiscal (
  person_fiscal_id  bigserial primary key,
  user_id           bigint not null references app_user(user_id),
  person_type       text not null default 'private',
  company_name      text,
  first_name        text,
  last_name         text,
  fiscal_code       text,
  vat_code          text,
  address1          text not null default '',
  address_number    text not null default '',
  city              text not null default '',
  province          text not null default '',
  postalcode        text not null default '',
  country           text not null default 'IT',
  sdi_code          text,
  pec               text,
  created_at        timestamptz not null default now(),
  deleted_at        timestamptz
);
create index user_person_fiscal_user_idx on user_person_fiscal (user_id) where deleted_at is null;

-- Rate limits: one row per counted event (a failed login, a request, a mail).
create table rate_limit_event (
  event_id    bigserial primary key,
  bucket      text not null,
  key         text not null,
  created_at  timestamptz not null default now()
);
create index rate_limit_event_idx on rate_limit_event (bucket, key, created_at);

-- ALTCHA challenges already redeemed (no replay of a solved challenge).
create table altcha_used (
  challenge_id  text primary key,
  expires_at    timestamptz not null
);

insert into registration_disclaimer
  (registration_disclaimer_id, store_id, person_info_type_id, disclaimer_title, disclaimer_content,
   disclaimer_url, disclaimer_html, priority, required, marketing, version)
select s.store_id * 10 + d.n,
       s.store_id,
       s.store_id * 100 + d.n,
       d.title,
       replace(d.content, '{coop}', s.coop),
       '/page/privacy-' || s.store_id,
       '<p>' || replace(d.content, '{coop}', s.coop) || '</p>',
       d.n,
       d.required,
       d.marketing,
       '2026-01'
from (values (1, 'Cooperativa Lombarda Nord'), (2, 'Cooperativa Lombarda Centro'),
             (3, 'Cooperativa Lombarda Sud'), (5, 'Sporta')) as s(store_id, coop)
cross join (values
  (1, 'Ho letto* l''informativa sulla privacy',
      'Dichiaro di aver letto l''informativa sul trattamento dei dati personali di {coop} per la registrazione e il servizio di spesa online.',
      true, false),
  (2, 'Ho letto* le condizioni generali di vendita',
      'Dichiaro di aver letto e di accettare le condizioni generali di vendita di {coop}.',
      true, false),
  (3, 'Consenso alla profilazione',
      'Acconsento all''analisi delle mie abitudini di acquisto da parte di {coop} per ricevere offerte personalizzate.',
      false, false),
  (4, 'Consenso al marketing',
      'Acconsento a ricevere da {coop} comunicazioni commerciali e promozionali via e-mail, SMS e notifiche.',
      false, true)
) as d(n, title, content, required, marketing);
