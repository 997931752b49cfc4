// One SQL dialect (PostgreSQL), two engines: PGlite embedded in DATA_DIR/db by
// default, node-postgres when DATABASE_URL is set. Kysely sits on top of both
// through its PostgresDialect; PGlite is wrapped as a one-connection pool whose
// checkout is serialised, so transactions never interleave.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DB } from './db-schema';
import { postgresNotifications, WriteWatch, type Notifications } from './db-notifications';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw multi-statement SQL (migrations, seed). */
  exec(text: string): Promise<void>;
  /**
   * PGlite only: a consistent copy of the data folder (gzipped tar), taken between two
   * transactions (the one connection is held while it is written).
   */
  dump?(): Promise<Blob>;
  /** The writes this process makes, by table (ADR 0082). */
  writes: WriteWatch;
  /** PostgreSQL only: LISTEN/NOTIFY (ADR 0082). */
  notifications?: Notifications;
  close(): Promise<void>;
}

// int8 (bigint) and numeric come back as strings from pg; our ids and cents fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenOptions {
  url?: string;
  dir?: string;
  poolSize?: number;
  /** Sees every compiled query (benchmarks capture the SQL with it). */
  onQuery?: (sql: string, parameters: readonly unknown[], durationMs?: number) => void;
}

/**
 * The slow-query log (SLOW_QUERY_MS): every query slower than `thresholdMs`, with its SQL, as a
 * JSON line on stderr like the server's own log; undefined (no hook) when the threshold is 0.
 */
export function slowQueryLog(thresholdMs: number): OpenOptions['onQuery'] {
  if (thresholdMs <= 0) return undefined;
  return (sql, _parameters, ms) => {
    if (ms === undefined || ms < thresholdMs) return;
    process.stderr.write(
      `${JSON.stringify({ level: 40, time: Date.now(), msg: 'slow query', ms: Math.round(ms * 10) / 10, sql: sql.slice(0, 300) })}\n`,
    );
  };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onQuery);
  return openPglite(options.dir, options.onQuery);
}

function logOption(onQuery: OpenOptions['onQuery'], watch?: WriteWatch) {
  if (!onQuery && !watch) return {};
  return {
    log: (event: {
      level: string;
      query: { sql: string; parameters: readonly unknown[] };
      queryDurationMillis?: number;
    }) => {
      // a failed write may still have changed something before it failed: seen all the same
      watch?.saw(event.query.sql);
      if (event.level === 'query' && onQuery)
        onQuery(event.query.sql, event.query.parameters, event.queryDurationMillis);
    },
  };
}

async function openPostgres(
  url: string,
  max: number,
  onQuery?: OpenOptions['onQuery'],
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (restart, failover, a dropped test database)
  // must not crash the process: the pool drops it and opens a new one when needed.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.warn(`database connection lost: ${err.message}`);
  });
  const watch = new WriteWatch();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...logOption(onQuery, watch) });
  return {
    db,
    kind: 'postgres',
    writes: watch,
    notifications: postgresNotifications(url),
    async exec(text) {
      const client = await pool.connect();
      try {
        await client.query(text);
      } finally {
        client.release();
        watch.saw(text);
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

/** The PGlite extensions Sporta uses (a restored data folder must be opened with the same). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Creates the PGlite data folder `dir` from a dump (backup restore); the folder must not hold a database. */
export async function loadPgliteDump(dir: string, dump: Blob): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  await pglite.query('select 1');
  await pglite.close();
}

async function openPglite(dir?: string, onQuery?: OpenOptions['onQuery']): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const pool = new PgliteSerialPool(pglite);
  const watch = new WriteWatch();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...logOption(onQuery, watch) });
  return {
    db,
    kind: 'pglite',
    writes: watch,
    async exec(text) {
      const client = await pool.connect();
      try {
        await pglite.exec(text);
      } finally {
        client.release();
        watch.saw(text);
      }
    },
    async dump() {
      const client = await pool.connect();
      try {
        await pglite.exec('checkpoint');
        return await pglite.dumpDataDir('gzip');
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A pg-Pool look-alike over one PGlite instance: one checkout at a time. */
class PgliteSerialPool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pglite = this.pglite;
    return {
      async query(text: string, params: readonly unknown[]) {
        const result = await pglite.query(text, params as unknown[], { rowMode: 'object' });
        const command = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
        return {
          command: command as 'SELECT',
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows as never[],
        };
      },
      release() {
        release();
      },
    } as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
  }
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
