-- Product options (spec 001 §3 Product.selectOptions): the choices a product asks for before
-- it goes into the cart, e.g. [{ "name": "Taglio", "parameterName": "taglio", "options":
-- [{ "key": "intero", "value": "Intero" }, { "key": "fette", "value": "A fette" }] }].
-- Every option must be chosen (§5). A cart line keeps the chosen keys in cart_item.infos under
-- each parameterName, so the same product with other choices is another line (§4 item lookup key).
alter table product add column select_options jsonb not null default '[]'::jsonb;
alter table product add constraint product_select_options_array check (jsonb_typeof(select_options) = 'array');
