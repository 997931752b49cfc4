-- The leaflet slider block (issue 24, ADR 0067; seed 002 §1 block kinds): the shopper's current
-- leaflets, their covers linking to the viewer.
alter table content_block drop constraint content_block_kind_check;
alter table content_block add constraint content_block_kind_check
  check (kind in ('banner-grid', 'banner-slider', 'product-slider', 'static-text', 'static-image',
                  'recipe-slider', 'article-list', 'form-detail', 'leaflet-slider'));
