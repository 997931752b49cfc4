-- Staff upload of leaflets (issue 24, ADR 0054). A leaflet is a draft (never listed, never shown
-- to shoppers) until a leaflet editor publishes it; the seed's leaflets are published. `source`
-- says where its page images come from: 'rendered' (drawn from the data on first request, ADR
-- 0051) or 'uploaded' (rasterised from the staff member's PDF at upload, kept with the PDF).
alter table leaflet add column status text not null default 'published'
  check (status in ('draft', 'published'));
alter table leaflet add column source text not null default 'rendered'
  check (source in ('rendered', 'uploaded'));
alter table leaflet add column updated_at timestamptz not null default now();
