// Periodic jobs across nodes (issue 21): two job runners on one PostgreSQL database — two nodes'
// pg-boss instances — share a schedule, and each period's run happens once, on one of them.
// PostgreSQL run only: on PGlite the jobs are plain timers of the one process.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/harness';
import { startJobs, type JobRunner } from './jobs';

const base = process.env.TEST_DATABASE_URL;
const name = `sporta_jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let url = '';
let db: pg.Client | undefined;
const runners: JobRunner[] = [];

async function admin(text: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)('periodic jobs on several nodes', () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(base!);
    u.pathname = `/${name}`;
    url = u.toString();
    db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('create table job_run (node text not null, at timestamptz not null default now())');
  });

  afterAll(async () => {
    for (const r of runners) await r.stop().catch(() => {});
    await db?.end();
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists ${name} with (force)`).catch(() => {});
  });

  it('two nodes running the same minute job: one run per minute, never two', async () => {
    const log = pino({ level: 'silent' });
    for (const node of ['a', 'b']) {
      const job = {
        name: 'probe',
        everySeconds: 60,
        run: async () => {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query('insert into job_run (node) values ($1)', [node]);
          await c.end();
        },
      };
      const runner = await startJobs([job], {
        databaseUrl: url,
        log,
        scheduling: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
      });
      expect(runner.kind).toBe('pg-boss');
      runners.push(runner);
    }
    // wait for runs in two different minutes (at most ~2 minute boundaries)
    const minutes = async () =>
      (
        await db!.query<{ minute: string; runs: number; nodes: string }>(
          `select date_trunc('minute', at)::text as minute, count(*)::int as runs,
                  string_agg(node, ',') as nodes
             from job_run group by 1 order by 1`,
        )
      ).rows;
    const start = Date.now();
    while ((await minutes()).length < 2 && Date.now() - start < 170_000)
      await new Promise((r) => setTimeout(r, 1000));
    const seen = await minutes();
    expect(seen.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    for (const m of seen) expect(m.runs, JSON.stringify(seen)).toBe(1);
  }, 200_000);
});
