-- Shop at work (issue 25, ADR 0058; seed 001 "Workplace shopping", shopatwork/subscribe): companies
-- with an agreement give their staff a subscription code; a subscribed customer gets the company's
-- address in the address book, delivered only on the agreed weekdays.

create table workplace_company (
  company_id         serial primary key,
  name               text not null,
  -- what the staff type: upper case, compared after trimming and upper-casing
  subscription_code  text not null unique check (subscription_code = upper(subscription_code) and length(subscription_code) between 4 and 40),
  store_id           integer not null references store(store_id),
  address1           text not null,
  address_number     text not null default '',
  city               text not null,
  province           text not null,
  postalcode         text not null,
  latitude           double precision,
  longitude          double precision,
  -- ISO weekdays (1 Monday … 7 Sunday) of the agreed deliveries
  delivery_weekdays  smallint[] not null check (cardinality(delivery_weekdays) >= 1 and delivery_weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]),
  valid_until        date not null,
  created_at         timestamptz not null default now()
);

create table workplace_subscription (
  user_id        integer not null references app_user(user_id),
  company_id     integer not null references workplace_company(company_id),
  subscribed_at  timestamptz not null default now(),
  primary key (user_id, company_id)
);

-- The company's address in a subscriber's address book: delivered only on the agreed weekdays.
alter table user_address add column workplace_company_id integer references workplace_company(company_id);
