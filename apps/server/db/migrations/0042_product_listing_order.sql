-- The listing's page query (issue 21, ADR 0078): a category's products in the default order
-- (popularity, then id) straight from an index, so a page of a department is the top N of each
-- of its categories merged, not a scan and sort of every product of the department. It leads
-- with category_id, so it also serves what product_category_idx served.
create index product_category_popularity_idx on product (category_id, popularity desc, product_id);
drop index product_category_idx;

-- A product's classes as an array on its row (ADR 0078), kept by statement triggers on the link
-- table: a facet over a set of products (a search's matches, a department) counts them from the
-- rows it already read instead of one index look-up per product. product_product_class stays the
-- truth; the array is its copy, sorted, rewritten for every product a statement touches.
alter table product add column class_ids integer[] not null default '{}';
update product p set class_ids = x.ids
  from (select product_id, array_agg(product_class_id order by product_class_id) as ids
          from product_product_class group by product_id) x
 where x.product_id = p.product_id;

create function product_class_ids_refresh(ids integer[]) returns void language sql as $$
  update product p
     set class_ids = coalesce((select array_agg(l.product_class_id order by l.product_class_id)
                                 from product_product_class l where l.product_id = p.product_id), '{}')
   where p.product_id = any(ids)
$$;

-- Each branch names only the transition tables its event has.
create function product_class_ids_sync() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform product_class_ids_refresh(array(select distinct product_id from new_links));
  elsif tg_op = 'DELETE' then
    perform product_class_ids_refresh(array(select distinct product_id from old_links));
  elsif tg_op = 'UPDATE' then
    perform product_class_ids_refresh(array(select product_id from new_links
                                            union select product_id from old_links));
  else
    update product set class_ids = '{}' where class_ids <> '{}';
  end if;
  return null;
end $$;

create trigger product_product_class_ids_insert after insert on product_product_class
  referencing new table as new_links for each statement execute function product_class_ids_sync();
create trigger product_product_class_ids_update after update on product_product_class
  referencing old table as old_links new table as new_links
  for each statement execute function product_class_ids_sync();
create trigger product_product_class_ids_delete after delete on product_product_class
  referencing old table as old_links for each statement execute function product_class_ids_sync();
create trigger product_product_class_ids_truncate after truncate on product_product_class
  for each statement execute function product_class_ids_sync();
