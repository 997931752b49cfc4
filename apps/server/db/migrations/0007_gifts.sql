-- Gift certificates, discount codes and personal coupons (issue 7 §1).
--
-- A gift_certificate is the offer: a discount code anyone may type ('code'), a
-- discount voucher assigned to a customer by the cooperative ('voucher', listed by
-- giftcertificate/list-manual-assigned, applied with its code), or a personal
-- coupon that discounts one cart line the customer chooses ('coupon', adjustment
-- type 1001). A user_gift_certificate is one customer's copy of it: assigned,
-- applied to a cart (and a line), then used by an order.

create table gift_certificate (
  gift_certificate_id       serial primary key,
  kind                      text not null check (kind in ('code', 'voucher', 'coupon')),
  gift_code                 text unique,
  name                      text not null,
  description               text not null default '',
  -- 1 discounts the cart's products; 1001 discounts one chosen line, one coupon per unit
  gift_adjustment_type_id   integer not null default 1,
  discount_kind             text not null check (discount_kind in ('percent', 'amount')),
  -- basis points for 'percent' (1000 = 10 %), cents for 'amount'
  discount_value            integer not null check (discount_value >= 0),
  max_discount_cents        integer check (max_discount_cents is null or max_discount_cents >= 0),
  min_spend_cents           integer not null default 0 check (min_spend_cents >= 0),
  starts_at                 timestamptz,
  ends_at                   timestamptz,
  max_uses                  integer,
  max_uses_per_user         integer default 1,
  -- the proposal shown with it (/profile/gifts): descr, content, img, slug, proposalUrl, metadata
  category_proposal         jsonb,
  created_at                timestamptz not null default now(),
  constraint gift_code_needed check (kind = 'coupon' or gift_code is not null),
  constraint gift_percent_range check (discount_kind <> 'percent' or discount_value <= 10000)
);

create table user_gift_certificate (
  user_gift_certificate_id  serial primary key,
  gift_certificate_id       integer not null references gift_certificate(gift_certificate_id),
  user_id                   bigint not null references app_user(user_id),
  -- the open cart it is applied to (null when only assigned)
  cart_id                   integer references cart(cart_id) on delete set null,
  -- for coupons (type 1001): the chosen line
  cart_item_id              integer references cart_item(item_id) on delete set null,
  -- the order that used it (set in the buy transaction)
  order_id                  integer,
  assigned_at               timestamptz not null default now(),
  applied_at                timestamptz,
  used_at                   timestamptz
);
create index user_gift_user_idx on user_gift_certificate (user_id);
create index user_gift_cart_idx on user_gift_certificate (cart_id) where cart_id is not null;
create index user_gift_gift_idx on user_gift_certificate (gift_certificate_id);
