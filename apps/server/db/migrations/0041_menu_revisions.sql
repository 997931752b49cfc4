-- Menus are versioned like the rest of the content (issue 23, ADR 0074): a change to a menu
-- location's items is a revision (who, when, the items before and after), written in the same
-- transaction as the change. A revision names a content entry, a block, or a menu location.
alter table content_revision add column menu_location text;
create index content_revision_menu_idx on content_revision (menu_location, revision_id desc)
  where menu_location is not null;
