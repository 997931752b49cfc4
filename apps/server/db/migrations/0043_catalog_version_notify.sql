-- The catalogue's version is pushed to every node on commit (issue 21, ADR 0082): the trigger
-- that raises it also notifies the channel `catalog_version` with the new value. PostgreSQL
-- delivers a notification only when the writer's transaction commits, so a node that hears it
-- reads the change. Nodes keep the version they heard instead of reading it on every call.
create or replace function bump_catalog_version() returns trigger language plpgsql as $$
declare v bigint;
begin
  update catalog_version set version = version + 1 where id = 1 returning version into v;
  perform pg_notify('catalog_version', v::text);
  return null;
end $$;
