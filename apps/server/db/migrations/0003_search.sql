-- Search (issue 4): the lexicon that corrects typos, and the search history.

-- Every word of product names and brands, unaccented and lower-case. A query word
-- that is neither a word nor the prefix of one is corrected to its nearest
-- words by trigram similarity (pg_trgm's "separate table of words"): a thousand or
-- so rows instead of the whole catalogue, then the product_search_idx GIN index
-- does the rest. Statement-level triggers keep it up to date (one insert per batch).
create table search_word (
  word text primary key
);
create index search_word_trgm_idx on search_word using gin (word gin_trgm_ops);

create or replace function search_word_collect() returns trigger
  language plpgsql as $$
begin
  insert into search_word (word)
  select distinct w
    from new_rows r,
         regexp_split_to_table(f_unaccent(lower(r.name || ' ' || r.short_descr)), '[^a-z0-9]+') w
   where length(w) >= 2
  on conflict do nothing;
  return null;
end $$;

create trigger product_search_word_insert after insert on product
  referencing new table as new_rows for each statement execute function search_word_collect();
create trigger product_search_word_update after update on product
  referencing new table as new_rows for each statement execute function search_word_collect();

insert into search_word (word)
select distinct w
  from product p, regexp_split_to_table(f_unaccent(lower(p.name || ' ' || p.short_descr)), '[^a-z0-9]+') w
 where length(w) >= 2
on conflict do nothing;

-- Search history (spec 002 §4): per account when logged in ('u<userId>'), else per
-- session ('s<sessionId>'). word_key is the word in lower case: saving is case-insensitive.
create table search_history (
  owner_key     text not null,
  word_key      text not null,
  word          text not null,
  counter       integer not null default 1,
  last_used_at  timestamptz not null default now(),
  primary key (owner_key, word_key)
);
create index search_history_last_used_idx on search_history (last_used_at);

-- Searches read product_search_idx (0002) on every keystroke: write new entries straight
-- into the index rather than into a pending list that each search would scan until the
-- next vacuum (a 100,000-product seed left 4 MB there: 12 ms per search instead of 0.4 ms).
alter index product_search_idx set (fastupdate = off);
