-- The listing's page query (issue 21, ADR 0078): a category's products in the default order
-- (popularity, then id) straight from an index, so a page of a department is the top N of each
-- of its categories merged, not a scan and sort of every product of the department. It leads
-- with category_id, so it also serves what product_category_idx served.
create index product_category_popularity_idx on product (category_id, popularity desc, product_id);
drop index product_category_idx;
