// Crash test (TEST_DB=postgres): the real server process is killed with SIGKILL
// in the middle of a burst of buys, restarted, and the clients retry with their
// idempotency keys. Invariants: no order without its slot place (and no hold
// left on a bought cart), one order per key and customer, no slot above its
// capacity, and every slot's booked count equals its holds plus its orders.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { migrate } from '../../platform/migrate';
import { seedDatabase } from '../../../db/seed/seed';
import { call, login, type Json } from '../../../test/cart-kit';
import { createTestDatabase, onPostgres, type TestContext } from '../../../test/harness';
import { orderProducts, readyCart } from '../../../test/order-kit';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CUSTOMERS = 24;

function startServer(url: string, port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      JOB_RUNNER: 'timer',
      ALTCHA_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function buy(port: number, token: string, key: string) {
  const res = await fetch(`http://127.0.0.1:${port}/ebsn/api/checkout/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ebsn-account': token, 'idempotency-key': key },
    body: JSON.stringify({ payment_type_id: 2 }),
  });
  return (await res.json()) as { response: { status: number; errors: { code: string }[] }; data: Json };
}

describe.skipIf(!onPostgres)('crash during a burst of buys (PostgreSQL, real server process)', () => {
  let t: TestContext;
  let drop: () => Promise<void>;
  let url: string;
  let dataDir: string;
  let server: ChildProcess | null = null;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    url = created.url!;
    await migrate(created.handle);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-crash-'));
    const config = testConfig({ DATA_DIR: dataDir, SERVE_WEB: false });
    await seedDatabase(created.handle, { products: 200, filesDir: config.filesDir });
    const app = await buildApp(config, { database: created.handle });
    await app.ready();
    t = {
      app,
      database: created.handle,
      dataDir,
      close: async () => {
        await app.close();
      },
    };
  }, 180_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await t?.close();
    await t?.database.close();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its invariants after SIGKILL and a restart', async () => {
    const { pieces } = await orderProducts(t, 2);
    const customers: { token: string; userId: number; key: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const u = await login(t);
      await readyCart(t, u.token, [{ productId: pieces[i % 2]!, quantity: 1 + (i % 3) }]);
      customers.push({ ...u, key: `crash-${u.userId}-${Date.now()}` });
    }
    const port = 20000 + Math.floor(Math.random() * 20000);
    server = startServer(url, port, dataDir);
    await waitHealthy(port);

    // Each customer sends its buy twice at once; the server dies mid-burst.
    let answered = 0;
    let killNow: () => void = () => {};
    const killSignal = new Promise<void>((resolve) => (killNow = resolve));
    const burst = customers.flatMap((c) =>
      [0, 1].map(() =>
        buy(port, c.token, c.key).then((r) => {
          if (++answered === 8) killNow();
          return r;
        }),
      ),
    );
    const settled = Promise.allSettled(burst);
    await Promise.race([killSignal, new Promise((resolve) => setTimeout(resolve, 3000))]);
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    const first = await settled;
    const answeredBeforeKill = first.filter((r) => r.status === 'fulfilled').length;

    server = startServer(url, port, dataDir);
    await waitHealthy(port);
    // The clients retry with their keys: each gets its one order.
    const retried = await Promise.all(customers.map((c) => buy(port, c.token, c.key)));
    const again = await Promise.all(customers.map((c) => buy(port, c.token, c.key)));
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;

    for (let i = 0; i < CUSTOMERS; i++) {
      expect(retried[i]!.response.status, JSON.stringify(retried[i]!.response.errors)).toBe(0);
      expect(again[i]!.data.order.orderId).toBe(retried[i]!.data.order.orderId);
    }
    for (const r of first)
      if (r.status === 'fulfilled' && r.value.response.status === 0) {
        const who = retried.find((x) => x.data.order.orderId === r.value.data.order.orderId);
        expect(who).toBeDefined();
      }

    const db = t.database.db;
    const perUser = await sql<{
      user_id: number;
      n: number;
    }>`select user_id, count(*)::int as n from customer_order
      where user_id = any(${customers.map((c) => c.userId)}::int[]) group by user_id`.execute(db);
    expect(perUser.rows).toHaveLength(CUSTOMERS);
    for (const row of perUser.rows) expect(row.n).toBe(1);
    const keys = await sql<{ n: number }>`select count(*)::int as n from idempotency_key
      where user_id = any(${customers.map((c) => c.userId)}::int[]) and order_id is null`.execute(db);
    expect(keys.rows[0]!.n).toBe(0);
    const holdsOnBought = await sql<{ n: number }>`select count(*)::int as n from customer_order o
      join timeslot_hold h on h.cart_id = o.cart_id`.execute(db);
    expect(holdsOnBought.rows[0]!.n).toBe(0);
    const slots = await sql<{
      timeslot_id: number;
      booked: number;
      capacity: number;
      holds: number;
      orders: number;
    }>`
      select t.timeslot_id, t.booked, t.capacity,
        (select count(*)::int from timeslot_hold h where h.timeslot_id = t.timeslot_id) as holds,
        (select count(*)::int from customer_order o where o.timeslot_id = t.timeslot_id and o.slot_place_held) as orders
      from timeslot t where t.booked > 0`.execute(db);
    expect(slots.rows.length).toBeGreaterThan(0);
    for (const s of slots.rows) {
      expect(s.booked).toBeLessThanOrEqual(s.capacity);
      expect(s.booked, `slot ${s.timeslot_id}`).toBe(s.holds + s.orders);
    }
    // the fulfilment tool works on the PostgreSQL database directly
    const orderId = retried[0]!.data.order.orderId as number;
    const tool = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/orders-cli.ts', 'advance', String(orderId)],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    );
    let out = '';
    tool.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    tool.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise((resolve) => tool.once('exit', resolve));
    expect(code, out).toBe(0);
    expect(out).toContain(`Ordine n. ${orderId}: 3 → 4 (In preparazione).`);
    const fresh = await call(t, customers[0]!.token, 'GET', 'cart/view');
    expect(fresh.data.cartItems).toEqual([]);
    console.info(`[figures] crash test: ${answeredBeforeKill}/${burst.length} answers before SIGKILL`);
  }, 240_000);
});
