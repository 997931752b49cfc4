// Catalogue reads on a streaming replica (issue 21, ADR 0081). The test starts its own primary and
// a streaming replica of it with PostgreSQL's own tools (initdb, pg_basebackup -R, pg_ctl), then
// an app with DATABASE_URL on the primary and DATABASE_READ_URL on the replica:
//  - with the replica's replay paused, a price changed on the primary is not yet in the catalogue
//    a visitor browses (it comes from the replica), but a cart prices it already (the primary);
//  - replay resumed, the visitor sees the new price within a second;
//  - carts and orders are written on the primary (the replica refuses writes).
// PostgreSQL run only, where the server binaries are installed: PGlite has no replica.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { seedDatabase } from '../db/seed/seed';
import { call, login, plainProducts, setupCart, type Json } from './cart-kit';
import { onPostgres } from './harness';

const binDir = ['17', '16', '15']
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .find((d) => fs.existsSync(path.join(d, 'initdb')));
const runnable = onPostgres && binDir !== undefined;

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
const asRoot = process.getuid?.() === 0;

function pgTool(tool: string, args: string[]): string {
  const exe = path.join(binDir!, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function query<T = Json>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

let dir = '';
let primary = '';
let replica = '';
let handle: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let dataDir = '';

describe.skipIf(!runnable)('catalogue reads on a streaming replica', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-replica-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const start = (data: string, port: number) =>
      pgTool('pg_ctl', [
        '-D',
        data,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        `${data}.log`,
        '-w',
        'start',
      ]);
    pgTool('initdb', ['-D', `${dir}/primary`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    start(`${dir}/primary`, primaryPort);
    pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      `${dir}/replica`,
      '-R',
      '-X',
      'stream',
    ]);
    start(`${dir}/replica`, replicaPort);
    await query(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'create database sporta');
    primary = `postgres://postgres@127.0.0.1:${primaryPort}/sporta`;
    replica = `postgres://postgres@127.0.0.1:${replicaPort}/sporta`;

    handle = await openDatabase({ url: primary, poolSize: 10 });
    await migrate(handle);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-replica-data-'));
    const config = testConfig({ DATA_DIR: dataDir, SERVE_WEB: false, DATABASE_READ_URL: replica });
    await seedDatabase(handle, { products: 200, filesDir: config.filesDir });
    const v = (await query<{ v: string }>(primary, 'select version::text as v from catalog_version'))[0]!.v;
    await until(
      'replica caught up',
      async () =>
        (
          await query<{ v: string }>(replica, 'select version::text as v from catalog_version').catch(
            () => [],
          )
        )[0]?.v === v,
      30_000,
    );
    app = await buildApp(config, { database: handle });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    for (const data of ['replica', 'primary'])
      if (dir && fs.existsSync(`${dir}/${data}`))
        try {
          pgTool('pg_ctl', ['-D', `${dir}/${data}`, '-m', 'immediate', 'stop']);
        } catch {
          // already stopped
        }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a visitor browses the replica; a cart prices from the primary; the replica follows within 1 s', async () => {
    const t = { app: app!, database: handle!, dataDir, close: async () => {} };
    const [id] = await plainProducts(t, 1, [1]);
    const priceSeen = async () => {
      const r = await app!.inject({ method: 'GET', url: `/ebsn/api/products/${id}` });
      return (JSON.parse(r.body).data as Json).price as number;
    };
    const before = await priceSeen();
    const cents = Math.round(before * 100) + 111;

    await query(replica, 'select pg_wal_replay_pause()');
    await sql`update product set price_cents = ${cents} where product_id = ${id!}`.execute(handle!.db);
    // the replica has not replayed the change: the visitor still sees the old price
    expect(await priceSeen()).toBe(before);

    // the cart reads the primary: the new price, and its writes land there
    const { token } = await login(t);
    await setupCart(t, token);
    const added = await call(t, token, 'POST', 'cart/add', { items: [{ productId: id, quantity: 1 }] });
    expect(added.status, JSON.stringify(added.errors)).toBe(0);
    const line = (added.data.cartItems as Json[]).find((l) => l.product.productId === id);
    expect(line.product.price).toBe(cents / 100);

    await query(replica, 'select pg_wal_replay_resume()');
    const ms = await until(
      'new price on the replica',
      async () => (await priceSeen()) === cents / 100,
      1_000,
    );
    expect(ms).toBeLessThan(1_000);
    // a write on the replica is refused: nothing of ours can have written there
    await expect(
      query(replica, 'update product set price_cents = 1 where product_id = $1', [id]),
    ).rejects.toThrow(/read-only/);
  });
});
