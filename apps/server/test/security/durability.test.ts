// Durability of the embedded default (issue 18 item 3), with real server processes started as
// `npm start` starts them (src/server.ts on PGlite in a DATA_DIR):
//  - five times: a burst of orders, SIGKILL in the middle of it, restart; every order the server
//    confirmed is there after the restart;
//  - a second process on the same DATA_DIR is refused with a clear message while the first runs,
//    and the first keeps serving;
//  - a backup taken while the server runs and takes orders restores (npm run restore) into a
//    new DATA_DIR where the shop works: its orders are there, customers log in and buy.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../harness';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = 5;
const CUSTOMERS = 6;
const PASSWORD = 'Spesa#2026ok';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function env(dataDir: string, port: number): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '100',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ALTCHA_ENABLED: 'false',
  };
  delete e.DATABASE_URL;
  delete e.PUBLIC_URL;
  return e;
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

const children = new Set<ChildProcess>();

function run(script: string[], dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: SERVER_DIR,
    env: env(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

async function start(dataDir: string, port?: number): Promise<Running> {
  const p = port ?? (await freePort());
  const { child, output } = run(['src/server.ts'], dataDir, p);
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${p}/healthz`)).ok) return { child, port: p, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

async function kill(s: Running, signal: NodeJS.Signals): Promise<void> {
  s.child.kill(signal);
  await exitOf(s.child);
}

async function api(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Json> {
  const res = await fetch(`http://127.0.0.1:${port}/ebsn/api/${url}`, {
    method,
    headers: {
      ...(options.token ? { 'x-ebsn-account': options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as Json;
  return { http: res.status, ...json };
}

function mailLink(dataDir: string, to: string, part: string): string {
  const dir = path.join(dataDir, 'mail');
  for (const f of fs.readdirSync(dir).sort().reverse()) {
    const raw = fs
      .readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!raw.includes(to)) continue;
    const m = new RegExp(`https?://[^\\s"<>]*${part}[^\\s"<>]*`).exec(raw);
    if (m) return m[0];
  }
  throw new Error(`no mail to ${to} with ${part}`);
}

async function login(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: email, password: PASSWORD, remember_me: 'true' }).toString(),
  });
  const token = res.headers.get('x-ebsn-account');
  if (!token) throw new Error(`login of ${email}: ${await res.text()}`);
  return token;
}

/** A cart with a pick-up slot and one line, ready to buy. */
async function readyCart(port: number, token: string, products: number[]): Promise<void> {
  const sel = await api(port, 'POST', 'user-address/select', {
    token,
    body: { address_type: 'drive', address_id: 1, delivery_service_id: 1 },
  });
  if (sel.response.status !== 0) throw new Error(`select: ${JSON.stringify(sel.response.errorsMessage)}`);
  const days = (await api(port, 'GET', 'timeslot/list', { token })).data as Json[];
  const slot = days.flatMap((d) => d.timeslots).find((s: Json) => s.active === 1 && s.available > 0);
  const chosen = await api(port, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`, { token });
  if (chosen.response.status !== 0) throw new Error(`slot: ${JSON.stringify(chosen.response.errorsMessage)}`);
  for (const productId of products) {
    const add = await api(port, 'POST', 'cart/add', { token, body: { items: [{ productId, quantity: 1 }] } });
    if (add.response.status === 0 && add.data.cartItems?.length > 0) return;
  }
  throw new Error('no product could be added');
}

async function buy(port: number, token: string, key: string): Promise<number | null> {
  try {
    const res = await api(port, 'POST', 'checkout/buy', {
      token,
      body: { payment_type_id: 2 },
      headers: { 'idempotency-key': key },
    });
    return res.response.status === 0 ? (res.data.order.orderId as number) : null;
  } catch {
    return null; // cut by the kill: not confirmed
  }
}

describe.skipIf(onPostgres)('durability of the embedded database (real processes)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('keeps every confirmed order through five SIGKILLs mid-burst, refuses a second process, and restores a backup taken while running into a working shop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-durable-'));
    dirs.push(dataDir);
    let server = await start(dataDir);

    // Customers registered and confirmed through the API (their mails are in DATA_DIR/mail).
    const customers: { email: string; token: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const email = `durevole.${i}.${Date.now()}@example.com`;
      const reg = await api(server.port, 'POST', 'registration/register_user', {
        body: {
          firstName: 'Cliente',
          lastName: `Durevole ${'ABCDEFGHIJ'[i]}`,
          email,
          password: PASSWORD,
          fiscalCode: 'RSSMRA85T10A562S',
          phone: '3331234567',
          storeId: 1,
          disclaimers: [
            { registrationDisclaimerId: 11, value: 1 },
            { registrationDisclaimerId: 12, value: 1 },
          ],
        },
      });
      expect(reg.response.status, JSON.stringify(reg.response.errorsMessage)).toBe(0);
      const confirm = new URL(mailLink(dataDir, email, 'registration_confirm'));
      await fetch(`http://127.0.0.1:${server.port}${confirm.pathname}${confirm.search}`, {
        redirect: 'manual',
      });
      customers.push({ email, token: await login(server.port, email) });
    }
    const listed = await api(server.port, 'GET', 'products?page_size=60');
    const products = (listed.data.products as Json[])
      .filter((p) => p.available > 0 && p.productInfos?.TIPOLOGIA !== 'Sfuso')
      .map((p) => p.productId as number);

    const confirmed: { orderId: number; token: string }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of customers) await readyCart(server.port, c.token, products);
      // A second process on the same DATA_DIR, while the first serves: refused, nothing opened.
      if (round === 1) {
        const second = run(['src/server.ts'], dataDir, await freePort());
        expect(await exitOf(second.child)).toBe(1);
        expect(second.output()).toContain(
          `La cartella dei dati ${dataDir} è già in uso dal processo ${server.child.pid}`,
        );
        expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).ok).toBe(true);
      }
      // The burst: every customer buys at once; the server dies when half have their answer.
      let answered = 0;
      let killed: Promise<void> | null = null;
      const burst = customers.map(async (c, i) => {
        const orderId = await buy(server.port, c.token, `round-${round}-${i}`);
        if (orderId !== null) confirmed.push({ orderId, token: c.token });
        if (++answered === Math.ceil(CUSTOMERS / 2)) killed = kill(server, 'SIGKILL');
      });
      await Promise.all(burst);
      await (killed ?? kill(server, 'SIGKILL'));
      server = await start(dataDir, server.port);
      for (const o of confirmed) {
        const view = await api(server.port, 'GET', `order/view?order_id=${o.orderId}`, { token: o.token });
        expect(view.response.status, `round ${round}: order ${o.orderId}`).toBe(0);
        expect(view.data.orderId).toBe(o.orderId);
      }
    }
    expect(confirmed.length).toBeGreaterThanOrEqual(ROUNDS * Math.ceil(CUSTOMERS / 2) - ROUNDS);

    // A backup while the server runs and takes orders.
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-backup-'));
    dirs.push(backupDir);
    fs.rmSync(backupDir, { recursive: true });
    for (const c of customers) await readyCart(server.port, c.token, products);
    const before = confirmed.map((o) => o.orderId);
    const backup = run(['src/backup-cli.ts', 'backup', backupDir], dataDir, server.port);
    const during = await Promise.all(customers.map((c, i) => buy(server.port, c.token, `backup-${i}`)));
    expect(await exitOf(backup.child), backup.output()).toBe(0);
    expect(backup.output()).toContain('dal server in esecuzione');
    expect(during.every((id) => id !== null)).toBe(true);
    await kill(server, 'SIGTERM');

    // Restored into a new DATA_DIR, the shop works.
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-restored-'));
    dirs.push(restored);
    const restore = run(['src/backup-cli.ts', 'restore', backupDir], restored, 0);
    expect(await exitOf(restore.child), restore.output()).toBe(0);
    const copy = await start(restored);
    try {
      const token = await login(copy.port, customers[0]!.email);
      for (const o of confirmed.filter((x) => before.includes(x.orderId))) {
        const fresh = await login(copy.port, customers.find((c) => c.token === o.token)!.email);
        const view = await api(copy.port, 'GET', `order/view?order_id=${o.orderId}`, { token: fresh });
        expect(view.response.status, `restored order ${o.orderId}`).toBe(0);
      }
      const catalogue = await api(copy.port, 'GET', 'products?page_size=5');
      expect(catalogue.data.products.length).toBeGreaterThan(0);
      await readyCart(copy.port, token, products);
      expect(await buy(copy.port, token, 'after-restore')).toBeGreaterThan(0);
    } finally {
      await kill(copy, 'SIGTERM');
    }
  }, 600_000);
});
