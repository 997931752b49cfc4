-- Shoppable recipes (issue 23, ADR 0047 addendum): a recipe is a content_entry of type 'recipe'
-- with its facts (servings, preparation and cooking time, difficulty, an image) and its
-- ingredients, each a real catalogue product with the quantity to put in the cart and the
-- amount the recipe uses as text («400 g»). The product foreign key keeps ingredients real: a
-- product cannot be removed while a recipe names it, and a recipe cannot name what is not sold.
create table content_recipe (
  content_id    bigint primary key references content_entry (content_id) on delete cascade,
  servings      integer not null check (servings between 1 and 100),
  prep_minutes  integer not null check (prep_minutes between 0 and 10000),
  cook_minutes  integer not null check (cook_minutes between 0 and 10000),
  difficulty    text not null check (difficulty in ('facile', 'media', 'difficile')),
  image         text not null default ''
);

create table content_recipe_ingredient (
  content_id   bigint not null references content_recipe (content_id) on delete cascade,
  position     integer not null check (position >= 1),
  product_id   integer not null references product (product_id),
  quantity     integer not null check (quantity between 1 and 99),
  amount_text  text not null default '',
  primary key (content_id, position)
);
create index content_recipe_ingredient_product_idx on content_recipe_ingredient (product_id);
