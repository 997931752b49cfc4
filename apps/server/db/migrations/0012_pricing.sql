-- One pricing engine (issue 17, ADR 0021): promotion kinds as data, the order's
-- priced document, refunds bounded by what each line cost, saved cards once.

-- Promotion kinds (promo_type_id): 1 percent cut, 2 special price (both price_cents per
-- piece or per kg), 3 multi-buy (buy_qty for pay_qty), 4 Nth piece at discount_pct off,
-- 5 from min_qty pieces discount_pct off, 6 mix-and-match over promotion_product (groups
-- of set_size: pay the pay_qty dearest, or set_price_cents the group), 7 bundle of
-- promotion_product with their quantities for set_price_cents, 8 cart threshold
-- (min_spend_cents → discount_cents, no product). member_only: only with a loyalty card.
alter table promotion alter column product_id drop not null;
alter table promotion alter column price_cents drop not null;
alter table promotion
  add column buy_qty          integer,
  add column pay_qty          integer,
  add column nth              integer,
  add column min_qty          integer,
  add column set_size         integer,
  add column set_price_cents  integer,
  add column min_spend_cents  integer,
  add column discount_cents   integer,
  add column member_only      boolean not null default false;
update promotion set buy_qty = 3, pay_qty = 2, price_cents = null where promo_type_id = 3;
alter table promotion add constraint promotion_kind_ck check (
  (promo_type_id in (1, 2) and product_id is not null and price_cents is not null and price_cents >= 0)
  or (promo_type_id = 3 and product_id is not null and buy_qty > pay_qty and pay_qty >= 1)
  or (promo_type_id = 4 and product_id is not null and nth >= 2 and discount_pct between 1 and 100)
  or (promo_type_id = 5 and product_id is not null and min_qty >= 2 and discount_pct between 1 and 100)
  or (promo_type_id = 6 and product_id is null and set_size >= 2
      and ((pay_qty between 1 and set_size - 1 and set_price_cents is null)
        or (pay_qty is null and set_price_cents >= 0)))
  or (promo_type_id = 7 and product_id is null and set_price_cents >= 0)
  or (promo_type_id = 8 and product_id is null and min_spend_cents > discount_cents and discount_cents > 0)
);

-- The products of a mix-and-match or a bundle (with the bundle's quantities).
create table promotion_product (
  promotion_id  integer not null references promotion(promotion_id) on delete cascade,
  product_id    integer not null references product(product_id),
  quantity      integer not null default 1 check (quantity > 0),
  primary key (promotion_id, product_id)
);
create index promotion_product_product_idx on promotion_product (product_id);
create index promotion_cart_idx on promotion (valid_from, valid_to) where promo_type_id = 8;

-- The order keeps the document it was priced with (and the engine's input, to price it
-- again as placed at weighing); a later change of prices or promotions never changes it.
alter table customer_order
  add column pricing          jsonb,
  add column pricing_input    jsonb,
  add column final_pricing    jsonb,
  add column promotion_cents  integer not null default 0,
  add column discount_cents   integer not null default 0,
  add column refunded_cents   integer not null default 0;
-- refunds (requested and approved) never add up to more than was captured
alter table customer_order add constraint customer_order_refunded_ck
  check (refunded_cents >= 0 and refunded_cents <= captured_cents);

alter table order_item
  add column list_cents        integer,
  add column promotion         jsonb,
  add column promotion_cents   integer not null default 0,
  add column discount_cents    integer not null default 0,
  add column pay_cents         integer,
  add column final_pay_cents   integer,
  add column refunded_cents    integer not null default 0,
  add column refunded_quantity numeric(10,3) not null default 0;
update order_item set list_cents = gross_cents, pay_cents = gross_cents where pay_cents is null;
alter table order_item alter column list_cents set not null;
alter table order_item alter column pay_cents set not null;
-- a line is never refunded beyond what it cost after its discounts, nor beyond what was delivered
alter table order_item add constraint order_item_refunded_ck check (
  refunded_cents >= 0 and refunded_cents <= coalesce(final_pay_cents, pay_cents)
  and refunded_quantity >= 0
  and refunded_quantity <= case when loose
    then coalesce(delivered_weight_grams, weight_grams, 0) / 1000.0
    else coalesce(delivered_quantity, quantity) end
);

-- A card saved once: the provider's fingerprint of the card number.
alter table user_payment_auth add column fingerprint text;
create unique index user_payment_auth_fingerprint_idx
  on user_payment_auth (user_id, provider, fingerprint)
  where deleted_at is null and fingerprint is not null;
