// Issue 2 benchmark: GET products throughput (autocannon, 50 connections, 10 s)
// of our server and of a bare Fastify endpoint running the same SQL on the same
// database, on PGlite and on PostgreSQL; our server's idle and peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { load, type LoadResult } from './lib/load';
import { rssMiB, sampleRss, startNode } from './lib/server';

export interface EngineResult {
  engine: string;
  ours: LoadResult;
  bare: LoadResult;
  ratio: number;
  idleRssMiB: number;
  peakRssMiB: number;
  startupSeconds: number;
}

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshPgDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The SQL our server runs for one request, captured in-process on the same database. */
async function captureSql(target: { url?: string; dir?: string }, requestPath: string) {
  const captured: { sql: string; parameters: unknown[] }[] = [];
  let recording = false;
  const handle = await openDatabase({
    ...target,
    onQuery: (sql, parameters) => recording && captured.push({ sql, parameters: [...parameters] }),
  });
  const app = await buildApp(
    testConfig({ SERVE_WEB: false, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')) }),
    {
      database: handle,
    },
  );
  await app.inject({ method: 'GET', url: requestPath }); // warm the category cache
  recording = true;
  const res = await app.inject({ method: 'GET', url: requestPath });
  recording = false;
  if (res.statusCode !== 200) throw new Error(`capture failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  await app.close();
  await handle.close();
  return captured;
}

async function firstDepartment(base: string): Promise<number> {
  const body = (await (await fetch(`${base}/ebsn/api/category`)).json()) as {
    data: { categories: { categoryId: number }[] };
  };
  return body.data.categories[0]!.categoryId;
}

export async function benchEngine(engine: 'pglite' | 'postgres', products: number): Promise<EngineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sporta-bench-${engine}-`));
  const databaseUrl =
    engine === 'postgres' ? await freshPgDatabase(`sporta_bench_${process.pid}`) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_PRODUCTS: String(products),
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const started = Date.now();
  const ours = await startNode('apps/server/src/server.ts', env);
  const startupSeconds = (Date.now() - started) / 1000;
  const dept = await firstDepartment(ours.url);
  const requestPath = `/ebsn/api/products?parent_category_id=${dept}&page_size=24`;
  await load(`${ours.url}${requestPath}`, { duration: 2 }); // warm-up
  await new Promise((r) => setTimeout(r, 1500));
  const idleRssMiB = rssMiB(ours.child.pid);
  const sampler = sampleRss(ours.child.pid);
  const oursResult = await load(`${ours.url}${requestPath}`);
  const peakRssMiB = sampler.stop();
  await ours.stop();

  const queries = await captureSql(
    databaseUrl ? { url: databaseUrl } : { dir: path.join(dataDir, 'db') },
    requestPath,
  );
  const queriesFile = path.join(dataDir, 'bare-queries.json');
  fs.writeFileSync(queriesFile, JSON.stringify(queries));
  const bare = await startNode('bench/bare-server.ts', {
    BARE_QUERIES: queriesFile,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: path.join(dataDir, 'db') }),
  });
  await load(`${bare.url}/bare`, { duration: 2 });
  const bareResult = await load(`${bare.url}/bare`);
  await bare.stop();

  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists sporta_bench_${process.pid} with (force)`);
    await admin.end();
  }
  return {
    engine,
    ours: oursResult,
    bare: bareResult,
    ratio: oursResult.requestsPerSec / bareResult.requestsPerSec,
    idleRssMiB,
    peakRssMiB,
    startupSeconds,
  };
}

export function printApi(results: EngineResult[], products: number): void {
  console.log(
    `\n## GET products (department listing, 24 per page, ${products} products), autocannon 50 connections × 10 s`,
  );
  console.log(
    '| engine | ours req/s | bare req/s | ours/bare | ours p50 / p99 ms | bare p50 / p99 ms | idle RSS MiB | peak RSS MiB | start s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.bare.requestsPerSec.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.ours.latencyP50} / ${r.ours.latencyP99} | ${r.bare.latencyP50} / ${r.bare.latencyP99} | ${r.idleRssMiB.toFixed(0)} | ${r.peakRssMiB.toFixed(0)} | ${r.startupSeconds.toFixed(1)} |`,
    );
    if (r.ours.non2xx || r.ours.errors)
      console.log(`  (ours: ${r.ours.non2xx} non-2xx, ${r.ours.errors} errors)`);
  }
}
