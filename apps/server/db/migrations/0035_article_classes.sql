-- Articles (issue 23, ADR 0064; seed 002 §4 "Article", §7 "Articles"): recipes and blog posts are
-- the spec's articles, of type post (1) or recipe (2), each in a class: a course for recipes, a
-- category for posts (articleClass with group course or category). article/search filters by
-- type and class.
create table article_class (
  article_class_id  integer primary key,
  content_type      text not null check (content_type in ('recipe', 'post')),
  class_group       text not null check (class_group in ('course', 'category')),
  name              text not null,
  slug              text not null,
  position          integer not null,
  unique (content_type, slug)
);

insert into article_class (article_class_id, content_type, class_group, name, slug, position) values
  (1, 'recipe', 'course', 'Antipasti', 'antipasti', 1),
  (2, 'recipe', 'course', 'Primi', 'primi', 2),
  (3, 'recipe', 'course', 'Secondi', 'secondi', 3),
  (4, 'recipe', 'course', 'Piatti unici', 'piatti-unici', 4),
  (5, 'recipe', 'course', 'Dolci', 'dolci', 5),
  (11, 'post', 'category', 'Consigli per la spesa', 'consigli-per-la-spesa', 1),
  (12, 'post', 'category', 'Servizi', 'servizi', 2),
  (13, 'post', 'category', 'Stagionalità', 'stagionalita', 3);

alter table content_entry add column article_class_id integer references article_class (article_class_id);
create index content_entry_article_class_idx on content_entry (article_class_id, published_from desc);
