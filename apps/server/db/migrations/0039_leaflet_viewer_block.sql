-- The leaflet viewer block (issue 24, ADR 0070; seed 002 §1 block kinds): one leaflet's page-flip
-- viewer inside a page.
alter table content_block drop constraint content_block_kind_check;
alter table content_block add constraint content_block_kind_check
  check (kind in ('banner-grid', 'banner-slider', 'product-slider', 'static-text', 'static-image',
                  'recipe-slider', 'article-list', 'form-detail', 'leaflet-slider', 'leaflet-viewer'));
