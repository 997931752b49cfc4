// Issue 21 benchmark: a department listing and a leaf listing (24 per page, facets), as a visitor
// (the answer kept per catalogue version) and as a logged-in customer (total and facets kept,
// page query and products per call), against the floor: a bare Fastify endpoint running one
// plain indexed 24-row SELECT on the same PostgreSQL database, measured in the same run (just
// before and just after each listing, the mean is that listing's floor). autocannon, 50 connections × 10 s each.
// Targets: visitor ≥ 0.5× the floor at 3,000 and 100,000 products; customer ≥ 0.1× at 100,000.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db';
import { SessionStore } from '../apps/server/src/platform/session';
import type { LoadResult } from './lib/load';
import { startNode } from './lib/server';

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The floor: one plain indexed 24-row SELECT through Fastify (a card's own columns). */
const FLOOR_SQL = `select product_id, cod_int, barcode, name, short_descr, slug, vendor_id, category_id,
  price_cents, tipologia, image from product where product_id > $1 order by product_id limit 24`;

export interface ListingRow {
  name: string;
  visitor: LoadResult;
  customer: LoadResult;
}

export interface ListingResult {
  products: number;
  floor: LoadResult[];
  rows: ListingRow[];
  loadAverage: number[];
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function load(url: string, headers: Record<string, string> = {}, duration = 10): Promise<LoadResult> {
  const r = await autocannon({ url, connections: 50, duration, headers });
  return {
    requestsPerSec: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export async function benchListing(products: number): Promise<ListingResult> {
  const name = `sporta_bench_listing_${process.pid}`;
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-bench-listing-'));
  const ours = await startNode('apps/server/src/server.ts', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_PRODUCTS: String(products),
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  });
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const queriesFile = path.join(dataDir, 'floor.json');
  fs.writeFileSync(queriesFile, JSON.stringify([{ sql: FLOOR_SQL, parameters: [0] }]));
  const bare = await startNode('bench/bare-server.ts', {
    BARE_QUERIES: queriesFile,
    DATABASE_URL: databaseUrl,
  });
  try {
    await handle.exec('analyze');
    // the first department, and its leaf with most products
    const dept = (
      await sql<{ category_id: number }>`select category_id from category where parent_id is null
        order by position, category_id limit 1`.execute(handle.db)
    ).rows[0]!.category_id;
    const leaf = (
      await sql<{ category_id: number }>`with recursive d as (
          select category_id from category where category_id = ${dept}
          union all select c.category_id from category c join d on c.parent_id = d.category_id)
        select p.category_id from product p join d using (category_id)
         group by 1 order by count(*) desc, 1 limit 1`.execute(handle.db)
    ).rows[0]!.category_id;
    const user = (
      await sql<{ user_id: number }>`select user_id from app_user order by user_id limit 1`.execute(handle.db)
    ).rows[0]!.user_id;
    const { accountToken } = await new SessionStore(handle.db, {
      idleMinutes: 60,
      absoluteDays: 30,
    }).startUser(null, user, { rememberMe: true });
    const customer = { 'x-ebsn-account': accountToken };
    const paths = [
      { name: `department ${dept}`, path: `/ebsn/api/products?parent_category_id=${dept}&page_size=24` },
      { name: `leaf ${leaf}`, path: `/ebsn/api/products?category_id=${leaf}&page_size=24` },
    ];
    // the floor before every listing and after the last: each listing is compared with the mean
    // of the floors measured just before and just after it (the machine is shared)
    const floor: LoadResult[] = [];
    const rows: ListingRow[] = [];
    await load(`${bare.url}/bare`, {}, 2);
    floor.push(await load(`${bare.url}/bare`));
    for (const p of paths) {
      await load(`${ours.url}${p.path}`, {}, 2);
      const visitor = await load(`${ours.url}${p.path}`);
      await load(`${ours.url}${p.path}`, customer, 2);
      rows.push({ name: p.name, visitor, customer: await load(`${ours.url}${p.path}`, customer) });
      floor.push(await load(`${bare.url}/bare`));
    }
    return { products, floor, rows, loadAverage: os.loadavg() };
  } finally {
    await bare.stop();
    await ours.stop();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

export function printListing(results: ListingResult[]): void {
  console.log(
    '\n## Listings vs the floor (PostgreSQL; 24 per page with facets; floor: one plain indexed 24-row SELECT through Fastify), autocannon 50 connections × 10 s',
  );
  console.log(
    '| products | listing | floor req/s | visitor req/s | visitor/floor | visitor p50/p99 ms | customer req/s | customer/floor | customer p50/p99 ms | load avg |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    for (const [i, row] of r.rows.entries()) {
      const around = [r.floor[i]!, r.floor[i + 1]!];
      const floor = (around[0]!.requestsPerSec + around[1]!.requestsPerSec) / 2;
      const v = row.visitor;
      const c = row.customer;
      console.log(
        `| ${r.products} | ${row.name} | ${floor.toFixed(0)} (${around.map((f) => f.requestsPerSec.toFixed(0)).join(', ')}) | ${v.requestsPerSec.toFixed(0)} | ${(v.requestsPerSec / floor).toFixed(2)} | ${v.latencyP50} / ${v.latencyP99} | ${c.requestsPerSec.toFixed(0)} | ${(c.requestsPerSec / floor).toFixed(2)} | ${c.latencyP50} / ${c.latencyP99} | ${r.loadAverage.map((l) => l.toFixed(2)).join(' ')} |`,
      );
      for (const [who, x] of [
        ['visitor', v],
        ['customer', c],
      ] as const)
        if (x.non2xx || x.errors)
          console.log(`  (${row.name}, ${who}: ${x.non2xx} non-2xx, ${x.errors} errors)`);
    }
  }
}
