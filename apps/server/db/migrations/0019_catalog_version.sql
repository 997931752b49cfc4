-- The catalogue's version (issue 21, ADR 0046): one counter raised by every statement that
-- changes what a product shows (its row, vendor, classes, warehouse price and availability,
-- promotions, price history, categories, warehouses). Readers that cache catalogue data keep
-- it only while the counter they read with it is current, so no cache outlives a price or
-- availability change. The counter is a row updated in the writer's transaction: a reader
-- sees the new value only once the change is committed and visible to its next query.
create table catalog_version (
  id int primary key default 1 check (id = 1),
  version bigint not null default 1
);
insert into catalog_version (id, version) values (1, 1);

create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1 where id = 1;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['product', 'vendor', 'product_class', 'product_product_class', 'warehouse_product',
                           'promotion', 'promotion_product', 'price_history', 'category', 'warehouse'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                      for each statement execute function bump_catalog_version()', t || '_catalog_version', t);
  end loop;
end $$;
