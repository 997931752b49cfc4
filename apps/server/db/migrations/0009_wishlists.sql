-- Wishlists (seed 002 §3 Wishlist, §7 "Wishlists"): a customer's shopping lists of products
-- with the quantity (pieces) or weight (grams, loose goods) to buy. One list may be the
-- selected one (is_default): the product card's heart adds there first. Products in any
-- list are the customer's favourites (products?preferred=1).
create table wishlist (
  wishlist_id  serial primary key,
  user_id      bigint not null references app_user(user_id),
  name         text not null,
  is_default   boolean not null default false,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index wishlist_user_idx on wishlist (user_id);
create unique index wishlist_default_idx on wishlist (user_id) where is_default;
create unique index wishlist_name_idx on wishlist (user_id, lower(name));

create table wishlist_item (
  item_id       serial primary key,
  wishlist_id   integer not null references wishlist(wishlist_id) on delete cascade,
  product_id    integer not null references product(product_id),
  quantity      integer not null default 1 check (quantity >= 0),
  weight_grams  integer check (weight_grams is null or weight_grams > 0),
  created_at    timestamptz not null default now(),
  constraint wishlist_item_product unique (wishlist_id, product_id)
);
create index wishlist_item_product_idx on wishlist_item (product_id);
