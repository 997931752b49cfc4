// Issue 21, part 2: scale-out proven across real processes. Two server processes
// (`server.ts`, spawned with tsx) on one PostgreSQL database, HAProxy (Debian's
// package) in front, round-robin. Checks that state shared through PostgreSQL is
// shared: a session made on node A works on node B and through the proxy; failed
// sign-ins counted on A and B together hit the account limit; a slot hold taken on
// A fills the slot for a shopper on B; a price changed in the database is shown by
// both nodes (each warmed with the old price first) within 1 s.
// PostgreSQL run only (TEST_DB=postgres): PGlite is single-process (its data folder
// is locked by one server), so there is nothing to scale out on it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/platform/password';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited:\n${log().slice(-2000)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`did not start:\n${log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const children: ChildProcess[] = [];
function spawnLogged(cmd: string, args: string[], env: Record<string, string>) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  children.push(child);
  return { child, log: () => out };
}

async function call(base: string, method: 'GET' | 'POST', url: string, token = '', body?: unknown) {
  const res = await fetch(`${base}/ebsn/api/${url}`, {
    method,
    headers: {
      ...(token ? { 'x-ebsn-account': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    token: res.headers.get('x-ebsn-account') ?? '',
    json: (await res.json()) as Json,
  };
}

describe.skipIf(!onPostgres || !haproxy)('several nodes on one PostgreSQL behind HAProxy', () => {
  const dbName = `sporta_nodes_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let nodeA = '';
  let nodeB = '';
  let proxy = '';
  let nodeDbUrl = '';
  async function dbClient(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: nodeDbUrl });
    await c.connect();
    return c;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-nodes-'));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    nodeDbUrl = url.toString();
    const env = {
      // one DATA_DIR, so both nodes read the same secrets.json (as a shared secret store would)
      DATA_DIR: tmp,
      DATABASE_URL: url.toString(),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ALTCHA_ENABLED: 'false',
      RATE_LIMIT_ACCOUNT_MAX: '4',
      RATE_LIMIT_IP_MAX: '100000',
      TRUST_PROXY: 'true',
    };
    const script = ['--import', 'tsx', 'apps/server/src/server.ts'];
    const portA = await freePort();
    const a = spawnLogged(process.execPath, script, { ...env, PORT: String(portA) });
    nodeA = `http://127.0.0.1:${portA}`;
    // A first: it migrates, seeds the demo data and writes the secrets; then B.
    await waitUp(nodeA, a.child, a.log);
    const portB = await freePort();
    const b = spawnLogged(process.execPath, script, { ...env, PORT: String(portB) });
    nodeB = `http://127.0.0.1:${portB}`;
    await waitUp(nodeB, b.child, b.log);
    const portP = await freePort();
    const cfg = path.join(tmp, 'haproxy.cfg');
    fs.writeFileSync(
      cfg,
      [
        'global',
        '  maxconn 1000',
        'defaults',
        '  mode http',
        '  timeout connect 5s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  option forwardfor',
        'frontend shop',
        `  bind 127.0.0.1:${portP}`,
        '  default_backend nodes',
        'backend nodes',
        '  balance roundrobin',
        `  server a 127.0.0.1:${portA} check`,
        `  server b 127.0.0.1:${portB} check`,
        '',
      ].join('\n'),
    );
    execFileSync(haproxy!, ['-c', '-f', cfg]);
    const p = spawnLogged(haproxy!, ['-db', '-f', cfg], {});
    proxy = `http://127.0.0.1:${portP}`;
    await waitUp(proxy, p.child, p.log);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => (clearTimeout(timer), resolve()));
            c.kill('SIGTERM');
          }),
      ),
    );
    await admin?.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a session made on node A works on node B and through the proxy', async () => {
    const login = await call(nodeA, 'POST', 'auth/login', '', {
      login: 'mario.rossi@example.com',
      password: 'Sporta2026!',
      remember_me: true,
    });
    expect(login.json.response.status).toBe(0);
    expect(login.token).not.toBe('');
    for (const base of [nodeB, proxy, proxy]) {
      const r = await call(base, 'GET', 'auth/test', login.token);
      expect(JSON.stringify(r.json.data)).toContain('mario');
    }
  });

  async function shopper(base: string, email: string): Promise<string> {
    const login = await call(base, 'POST', 'auth/login', '', { login: email, password: 'Sporta2026!' });
    expect(login.json.response.status).toBe(0);
    const sel = await call(base, 'POST', 'user-address/select', login.token, {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    expect(sel.json.response.status).toBe(0);
    return login.token;
  }

  it('a slot hold taken on node A fills the slot for a shopper on node B', async () => {
    const mario = await shopper(nodeA, 'mario.rossi@example.com');
    const db = await dbClient();
    try {
      // a second shopper without the demo's second-factor PIN
      await db.query(
        `insert into app_user (email, email_lower, password_hash, first_name, last_name, confirmed_at)
         values ('nodi@example.com', 'nodi@example.com', $1, 'Nodo', 'Bi', now())`,
        [await hashPassword('Sporta2026!')],
      );
      const other = await shopper(nodeB, 'nodi@example.com');
      const days = (await call(nodeA, 'GET', 'timeslot/list', mario)).json.data as Json[];
      const slot = days.flatMap((d) => d.timeslots).find((s: Json) => s.active === 1);
      // one place left: Mario's hold on A takes it
      await db.query('update timeslot set capacity = booked + 1 where timeslot_id = $1', [slot.timeslotId]);
      const held = await call(nodeA, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`, mario);
      expect(held.json.response.status).toBe(0);
      const refused = await call(nodeB, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`, other);
      expect(refused.json.response.errors?.[0]?.code).toMatch(/slot_full|slot_zone_full/);
    } finally {
      await db.end();
    }
  });

  it('a price changed in the database is shown by both nodes within 1 s', async () => {
    const db = await dbClient();
    try {
      const row = await db.query(
        `select product_id from product
          where product_id not in (select product_id from promotion_product)
          order by product_id limit 1`,
      );
      const id = row.rows[0].product_id as number;
      // both nodes answer (and so cache) the old price first
      for (const base of [nodeA, nodeB]) {
        const r = await call(base, 'GET', `products/${id}`);
        expect(r.json.response.status).toBe(0);
        expect(JSON.stringify(r.json.data)).not.toContain('43.21');
      }
      await db.query('update product set price_cents = 4321 where product_id = $1', [id]);
      await db.query('update warehouse_product set price_cents = 4321 where product_id = $1', [id]);
      const changedAt = Date.now();
      for (const base of [nodeA, nodeB]) {
        for (;;) {
          const r = await call(base, 'GET', `products/${id}`);
          if (JSON.stringify(r.json.data).includes('43.21')) break;
          expect(Date.now() - changedAt).toBeLessThan(1000);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      expect(Date.now() - changedAt).toBeLessThan(1000);
    } finally {
      await db.end();
    }
  });

  it('failed sign-ins on A and B count together against one limit', async () => {
    const wrong = { login: 'giulia.bianchi@example.com', password: 'sbagliata-123', remember_me: false };
    const codes: string[] = [];
    for (const base of [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB]) {
      const r = await call(base, 'POST', 'auth/login', '', wrong);
      codes.push(r.json.response.errors?.[0]?.code ?? String(r.status));
    }
    // four attempts allowed (RATE_LIMIT_ACCOUNT_MAX=4) across both nodes, then refused on either
    expect(codes.slice(4).every((c) => /limit|locked|too_many|429/.test(c))).toBe(true);
    expect(codes.slice(0, 4).some((c) => /limit|locked|too_many|429/.test(c))).toBe(false);
  });
});
