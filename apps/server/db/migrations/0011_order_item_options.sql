-- Product options on order lines (ADR 0012, follow-up): the options chosen on the cart line
-- (cart_item.infos under each parameterName) are kept on the order line bought from it, as
-- shown then: [{ "name": "Taglio", "parameterName": "taglio", "key": "fette", "value": "A fette" }].
-- The picker reads them, the order detail and the PDF show them, and editing the order or
-- buying it again puts them back on the cart lines (checked against the product's options then).
alter table order_item add column selected_options jsonb not null default '[]'::jsonb;
alter table order_item add constraint order_item_selected_options_array
  check (jsonb_typeof(selected_options) = 'array');
