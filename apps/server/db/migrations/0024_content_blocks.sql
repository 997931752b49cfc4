-- Content blocks (issue 23, ADR 0053): the server-driven blocks of the home page (location
-- `homepage-2023`, as the spec names it) and of the categories (location = the category's slug
-- path). A block has a kind (seed 002 §1) and its settings and items as JSON, validated on the way
-- in by the zod schema of its kind (packages/contracts/src/blocks.ts); text HTML is sanitised.
-- It is shown in `position` order, only when published and inside its publication window, and only
-- to the shoppers it targets: an empty target list means everyone, otherwise the shopper's
-- cooperative (store), warehouse or delivery service must be listed (a banner for locker
-- customers only). The ids in the target lists are checked against their tables on save.
create table content_block (
  block_id              bigserial primary key,
  location              text not null check (location ~ '^[a-z0-9]+([-/][a-z0-9]+)*$' and length(location) <= 300),
  position              integer not null check (position >= 0),
  kind                  text not null check (kind in ('banner-grid', 'banner-slider', 'product-slider',
                          'static-text', 'static-image', 'recipe-slider', 'article-list')),
  title                 text not null default '',
  settings              jsonb not null default '{}'::jsonb,
  status                text not null default 'publish' check (status in ('draft', 'publish')),
  published_from        timestamptz not null default now(),
  published_to          timestamptz,
  store_ids             integer[] not null default '{}',
  warehouse_ids         integer[] not null default '{}',
  delivery_service_ids  integer[] not null default '{}',
  modified_at           timestamptz not null default now(),
  check (published_to is null or published_to > published_from)
);
create index content_block_location_idx on content_block (location, position);
