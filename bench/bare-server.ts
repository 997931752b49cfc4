// The baseline: a bare Fastify endpoint that runs the same SQL statements our
// GET products runs (captured from our server) straight on pg or PGlite and
// returns the rows as JSON. No envelope, no validation, no mapping.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import Fastify from 'fastify';
import pg from 'pg';

interface Captured {
  sql: string;
  parameters: unknown[];
}

const queries = JSON.parse(fs.readFileSync(process.env.BARE_QUERIES!, 'utf8')) as Captured[];
const app = Fastify();
let run: (q: Captured) => Promise<unknown[]>;
let close: () => Promise<void>;

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  run = async (q) => (await pool.query(q.sql, q.parameters)).rows;
  close = () => pool.end();
} else {
  const db = await PGlite.create(process.env.PGLITE_DIR!, { extensions: { pg_trgm, unaccent } });
  run = async (q) => (await db.query(q.sql, q.parameters)).rows;
  close = () => db.close();
}

app.get('/healthz', async () => ({ ok: true }));
app.get('/bare', async () => {
  const results = await Promise.all(queries.map((q) => run(q)));
  return { results };
});
app.addHook('onClose', async () => close());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
