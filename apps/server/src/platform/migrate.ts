// Plain, ordered, forward-only SQL migrations from apps/server/db/migrations,
// each applied once inside a transaction and recorded in schema_migration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './db';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  await handle.exec(
    'create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())',
  );
  // Serialise concurrent starters on a PostgreSQL server.
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied = new Set(
    (await handle.db.selectFrom('schema_migration').select('name').execute()).map((r) => r.name),
  );
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    await handle.exec(
      `begin;\nselect pg_advisory_xact_lock(727274);\n${text}\n;insert into schema_migration (name) values ('${file}') on conflict do nothing;\ncommit;`,
    );
    done.push(file);
  }
  return done;
}
