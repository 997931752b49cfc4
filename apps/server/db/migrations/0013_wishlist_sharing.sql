-- Shared wishlists (seed 002 §3 Wishlist.sharingData.grant, §5 "Lists with grant READ cannot be
-- edited"): the owner's list seen by another customer, read-only (READ) or with its products
-- editable (WRITE). Renaming, deleting and selecting a list stay with its owner.
create table wishlist_share (
  wishlist_id  integer not null references wishlist(wishlist_id) on delete cascade,
  user_id      bigint not null references app_user(user_id),
  grant_type   text not null check (grant_type in ('READ', 'WRITE')),
  created_at   timestamptz not null default now(),
  primary key (wishlist_id, user_id)
);
create index wishlist_share_user_idx on wishlist_share (user_id);
