// Test harness: each test file gets a fresh migrated and seeded database —
// in-memory PGlite, or (TEST_DB=postgres) a new database on the server of
// TEST_DATABASE_URL — and the app built in-process on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { CompositionOverrides } from '../src/composition';
import { testConfig, type RawConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { seedDatabase } from '../db/seed/seed';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  if (!onPostgres) {
    const handle = await openDatabase({});
    return { handle, drop: async () => {} };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `sporta_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 30 });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      // Let the closed pool's backends exit first: a forced drop would kill them
      // mid-goodbye and their clients would raise unhandled 57P01 errors.
      for (let i = 0; i < 50; i++) {
        const r = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestApp(
  options: {
    products?: number;
    config?: Partial<RawConfig>;
    seed?: boolean;
    /** Extra routes registered before the app is ready (test-only probes). */
    routes?: (app: FastifyInstance) => void;
    /** Where the app's log goes (tests that read it). */
    logStream?: Writable;
    /** Replacements of outside collaborators in the composition root. */
    overrides?: CompositionOverrides;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-test-'));
  const { handle, drop } = await createTestDatabase();
  await migrate(handle);
  const config = testConfig({ DATA_DIR: dataDir, SERVE_WEB: false, ...options.config });
  if (options.seed !== false)
    await seedDatabase(handle, { products: options.products ?? 400, filesDir: config.filesDir });
  const app = await buildApp(config, {
    database: handle,
    logStream: options.logStream,
    overrides: options.overrides,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
