-- Forms (issue 23, ADR 0065; seed 002 §3 "Dynamic form" and "Custom form type", §5, §7 "Forms").
-- The dynamic (ninja-style) form is data: a form with its settings (login only, success and
-- failure messages, the recipient of its submissions) and its ordered fields of the spec's 21
-- types. Files uploaded for a field are kept in the private data folder (never served publicly)
-- and named here by an unguessable token until a submission takes them. A submission keeps the
-- values as they were sent, with each field's label, and whom it was mailed to.
create table form (
  form_id          integer primary key,
  title            text not null check (length(title) between 1 and 200),
  login_required   boolean not null default false,
  success_message  text not null default 'Grazie per averci inviato la tua richiesta',
  failure_message  text not null default 'La form non è stata compilata correttamente',
  recipient_email  text not null check (length(recipient_email) between 3 and 254),
  status           text not null default 'publish' check (status in ('draft', 'publish')),
  created_at       timestamptz not null default now()
);

create table form_field (
  form_field_id    integer primary key,
  form_id          integer not null references form (form_id) on delete cascade,
  field_key        text not null check (field_key ~ '^[a-z0-9_]{1,60}$'),
  type             text not null check (type in ('textbox', 'number', 'address', 'city', 'zip', 'email',
                     'phone', 'firstname', 'lastname', 'hidden', 'listselect', 'listcountry', 'textarea',
                     'checkbox', 'file_upload', 'date', 'submit', 'listcheckbox', 'listradio',
                     'listmultiselect', 'html')),
  label            text not null,
  placeholder      text not null default '',
  desc_text        text not null default '',
  help_text        text not null default '',
  required         boolean not null default false,
  disable_input    boolean not null default false,
  options          jsonb not null default '[]'::jsonb,
  position         integer not null,
  default_value    text not null default '',
  input_limit      integer check (input_limit is null or input_limit > 0),
  num_min          numeric,
  num_max          numeric,
  num_step         numeric check (num_step is null or num_step > 0),
  upload_types     text not null default '',
  upload_max_bytes integer check (upload_max_bytes is null or upload_max_bytes > 0),
  tax_code         boolean not null default false,
  element_class    text not null default '',
  container_class  text not null default '',
  unique (form_id, field_key),
  unique (form_id, position)
);

create table form_submission (
  form_submission_id  bigserial primary key,
  form_id             integer not null references form (form_id),
  user_id             bigint references app_user (user_id),
  field_values        jsonb not null,
  mailed_to           text not null,
  created_at          timestamptz not null default now()
);
create index form_submission_form_idx on form_submission (form_id, created_at desc);

create table form_upload (
  form_upload_id      bigserial primary key,
  token_hash          bytea not null unique,
  form_field_id       integer not null references form_field (form_field_id) on delete cascade,
  file_name           text not null,
  mime_type           text not null,
  size_bytes          integer not null,
  stored_name         text not null unique,
  form_submission_id  bigint references form_submission (form_submission_id),
  created_at          timestamptz not null default now()
);

-- Custom forms (cu-form/*): a type carries the schema of its fields (the same field types and
-- checks as the dynamic form); a customer's form keeps its content; its files (sent as base64)
-- are kept in the private data folder like the uploads above.
create table cuform_type (
  cuform_type_id  integer primary key,
  name            text not null,
  descr           text not null default '',
  content         jsonb not null,
  active          boolean not null default true
);

create table cuform (
  cuform_id       bigserial primary key,
  cuform_type_id  integer not null references cuform_type (cuform_type_id),
  user_id         bigint not null references app_user (user_id),
  content         jsonb not null,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
create index cuform_user_idx on cuform (user_id, cuform_id desc);

create table cuform_file (
  cuform_file_id  bigserial primary key,
  cuform_id       bigint not null references cuform (cuform_id) on delete cascade,
  field_key       text not null,
  file_name       text not null,
  mime_type       text not null,
  size_bytes      integer not null,
  stored_name     text not null unique
);

-- The form detail block (seed 002 §1) shows one form.
alter table content_block drop constraint content_block_kind_check;
alter table content_block add constraint content_block_kind_check check (kind in ('banner-grid',
  'banner-slider', 'product-slider', 'static-text', 'static-image', 'recipe-slider', 'article-list',
  'form-detail'));
