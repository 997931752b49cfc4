-- Content (issue 23, first slice): static pages, FAQ pages, blog posts (recipes later) and menus,
-- served in WordPress's REST shapes under /p/wp-json/. Bodies are sanitised HTML (sanitize-html,
-- on the way in). A row is shown only when published and inside its publication window.
create table content_entry (
  content_id       bigserial primary key,
  type             text not null check (type in ('page', 'faq', 'recipe', 'post')),
  slug             text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title            text not null,
  body_html        text not null default '',
  excerpt_html     text not null default '',
  seo_title        text not null default '',
  seo_description  text not null default '',
  validity_text    text not null default '',
  status           text not null default 'publish' check (status in ('draft', 'publish')),
  published_from   timestamptz not null default now(),
  published_to     timestamptz,
  modified_at      timestamptz not null default now(),
  search_text      tsvector generated always as (
    setweight(to_tsvector('italian', f_unaccent(title)), 'A') ||
    setweight(to_tsvector('italian', f_unaccent(regexp_replace(body_html, '<[^>]+>', ' ', 'g'))), 'D')
  ) stored,
  unique (type, slug)
);
create index content_entry_list_idx on content_entry (type, status, published_from desc);
create index content_entry_search_idx on content_entry using gin (search_text);

-- Menus by location (WordPress's nav menu locations): ordered items, each a title and a URL.
create table content_menu_item (
  location   text not null check (location ~ '^[a-z0-9_-]{1,64}$'),
  position   integer not null,
  title      text not null,
  url        text not null,
  primary key (location, position)
);
