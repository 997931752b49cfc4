-- What the shop's pages show besides the catalogue (content blocks, entries, recipes, slides, menus,
-- revisions, leaflets) notifies the channel `content_changed` on commit (issue 21, ADR 0082):
-- every node drops the anonymous category and home answers it keeps, within milliseconds instead
-- of at their one-second age.
create function notify_content_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('content_changed', tg_table_name);
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['content_block', 'content_entry', 'content_menu_item', 'content_recipe',
                           'content_recipe_ingredient', 'content_revision', 'content_slide', 'leaflet',
                           'leaflet_delivery_service', 'leaflet_page', 'leaflet_page_product',
                           'leaflet_warehouse'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                      for each statement execute function notify_content_changed()', t || '_content_changed', t);
  end loop;
end $$;
