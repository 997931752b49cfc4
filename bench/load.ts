// Issue 21 benchmark: a realistic mix of shoppers on PostgreSQL over real HTTP, against one
// node and against two nodes behind HAProxy (Debian's package), with the floor (a bare
// Fastify endpoint on the same database, bench/bare-server.ts) in the same run.
// Half the shoppers are anonymous (home, category pages, filters, search, product pages), half
// are signed in and also add to the cart, choose a slot and now and then check out, paying
// with a test card on the test gateway. One node and two nodes are measured in interleaved rounds,
// each with where the CPU went (machine, servers, PostgreSQL, HAProxy, this load generator).
// With --node-cores C each server node is limited to C cores (a cgroup, as root): on a 2-core
// machine that also runs PostgreSQL, the proxy and the load, nodes are the bottleneck only then,
// as they are when each has a host of its own.
// Usage: npm run bench:load -- [--seconds 60] [--shoppers 50] [--rounds 2] [--node-cores 0.5]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Agent, request } from 'undici';
import { hashPassword } from '../apps/server/src/platform/password';
import { cpuMeter, formatCpu, limitCpu } from './lib/cpu';
import { load } from './lib/load';
import { benchServerEnv, freePort, sampleRss, startNode, type Running } from './lib/server';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const SHOPPERS = arg('shoppers', 50);
const ROUNDS = arg('rounds', 2);
/** Each server node limited to this many cores (0: no limit), as on hosts of its own. */
const NODE_CORES = arg('node-cores', 0);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench2026!x';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

interface Stats {
  times: number[];
  errors: number;
  refusals: number;
  orders: number;
  /** Errors and refusals by call (path without query, HTTP status, envelope code). */
  why: Map<string, number>;
  /** Times by call (method and path, ids and query left out), for BENCH_TRACE's breakdown. */
  byCall: Map<string, number[]>;
}

const callKey = (method: string, path: string) =>
  `${method} ${path
    .split('?')[0]!
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/\/pay\/.*/, '/pay/…')}`;

/** One answer as the shopper saw it: status, the two headers the mix follows, the body. */
interface Answer {
  status: number;
  account?: string;
  location?: string;
  body: string;
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

class Shopper {
  token = '';
  constructor(
    private readonly base: string,
    private readonly stats: Stats,
    // undici's request on a keep-alive pool: the load generator must not eat the cores the
    // server needs (global fetch costs it about three times the CPU per call)
    private readonly agent: Agent,
  ) {}
  private record(method: string, path: string, ms: number) {
    this.stats.times.push(ms);
    const key = callKey(method, path);
    const list = this.stats.byCall.get(key);
    if (list) list.push(ms);
    else this.stats.byCall.set(key, [ms]);
  }
  private async timed(
    path: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer | null> {
    const t0 = performance.now();
    try {
      const res = await request(`${this.base}${path}`, {
        dispatcher: this.agent,
        method: init.method ?? 'GET',
        headers: { ...(this.token ? { 'x-ebsn-account': this.token } : {}), ...init.headers },
        body: init.body,
      });
      const answer: Answer = {
        status: res.statusCode,
        account: header(res.headers['x-ebsn-account']),
        location: header(res.headers.location),
        body: await res.body.text(),
      };
      this.record(init.method ?? 'GET', path, performance.now() - t0);
      if (answer.status >= 500 || (answer.status >= 400 && answer.status !== 409 && answer.status !== 422))
        this.stats.errors++;
      if (answer.account) this.token = answer.account;
      return answer;
    } catch {
      this.record(init.method ?? 'GET', path, performance.now() - t0);
      this.stats.errors++;
      return null;
    }
  }
  async api(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Json> {
    const res = await this.timed(`/ebsn/api/${url}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res) return null;
    try {
      const json = JSON.parse(res.body);
      if (json?.response?.status !== 0) {
        this.stats.refusals++;
        const key = `${url.split('?')[0]} ${json?.response?.errors?.[0]?.code ?? res.status}`;
        this.stats.why.set(key, (this.stats.why.get(key) ?? 0) + 1);
      }
      return json;
    } catch {
      return null;
    }
  }
  /** Pays on the test gateway's page: the form post, then the shop's signed return. */
  async pay(paymentUrl: string): Promise<void> {
    await this.timed(paymentUrl);
    const form = new URLSearchParams({
      card_holder: 'Cliente Bench',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvv: '123',
      action: 'pay',
    });
    const res = await this.timed(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.base },
      body: form.toString(),
    });
    const back = res?.location;
    if (back) await this.timed(back);
    this.stats.orders++;
  }
}

interface Catalogue {
  categories: number[];
  products: number[];
  words: string[];
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

async function browse(s: Shopper, c: Catalogue) {
  const cat = pick(c.categories);
  await s.api('GET', 'category?slug=homepage-2023');
  await s.api('GET', `category?categoryId=${cat}`);
  await s.api('GET', `products?parent_category_id=${cat}&page_size=24`);
  await s.api('GET', `products?parent_category_id=${cat}&page_size=24&promo=true`);
  await s.api('GET', `products?q=${encodeURIComponent(pick(c.words))}&page_size=24`);
  await s.api('GET', `products/${pick(c.products)}`);
}

async function shop(s: Shopper, c: Catalogue, round: number) {
  await browse(s, c);
  const days = (await s.api('GET', 'timeslot/list'))?.data as Json[] | undefined;
  const slots = (days ?? []).flatMap((d) => d.timeslots).filter((x: Json) => x.active === 1);
  if (slots.length) await s.api('GET', `timeslot/select?timeslot_id=${pick(slots.slice(0, 8)).timeslotId}`);
  await s.api('POST', 'cart/add', { items: [{ productId: pick(c.products), quantity: 1 }] });
  if (round % 4 === 3) {
    const buy = await s.api('POST', 'checkout/buy', { payment_type_id: 12 });
    if (buy?.data?.paymentUrl) await s.pay(buy.data.paymentUrl);
  }
}

type Mix = Awaited<ReturnType<typeof runMix>>;

async function runMix(
  base: string,
  logins: string[],
  c: Catalogue,
  pids: number[],
  cpuGroups: Record<string, (number | undefined)[]>,
  /** The bench's database: only its backends count as PostgreSQL's CPU. */
  database: string,
  seconds = SECONDS,
) {
  const stats: Stats = { times: [], errors: 0, refusals: 0, orders: 0, why: new Map(), byCall: new Map() };
  const rss = pids.map((p) => sampleRss(p));
  const agent = new Agent({ connections: SHOPPERS, keepAliveTimeout: 30_000 });
  const shoppers: { s: Shopper; loggedIn: boolean }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const s = new Shopper(base, stats, agent);
    const email = logins[i];
    if (i % 2 === 1 && email) {
      await s.api('POST', 'auth/login', { login: email, password: PASSWORD, remember_me: true });
      await s.api('POST', 'user-address/select', {
        address_type: 'drive',
        address_id: 1,
        delivery_service_id: 1,
      });
      shoppers.push({ s, loggedIn: true });
    } else shoppers.push({ s, loggedIn: false });
  }
  stats.times.length = 0;
  stats.errors = 0;
  stats.refusals = 0;
  stats.why.clear();
  stats.byCall.clear();
  const cpu = cpuMeter(cpuGroups, database);
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    shoppers.map(async ({ s, loggedIn }) => {
      for (let round = 0; Date.now() < until; round++) {
        if (loggedIn) await shop(s, c, round);
        else await browse(s, c);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuShare = cpu.stop();
  await agent.close();
  const times = [...stats.times].sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: stats.errors,
    refusals: stats.refusals,
    orders: stats.orders,
    rss: rss.map((r) => r.stop()).reduce((a, b) => a + b, 0),
    why: [...stats.why].sort((x, y) => y[1] - x[1]).slice(0, 6),
    cpu: cpuShare,
    byCall: [...stats.byCall].map(([call, list]) => {
      const sorted = list.sort((x, y) => x - y);
      return { call, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    }),
  };
}

async function startProxy(ports: number[]): Promise<{ url: string; pid?: number; stop(): Promise<void> }> {
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (!haproxy) throw new Error('haproxy missing: apt-get install -y haproxy');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-bench-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  option http-keep-alive',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      '  default_backend nodes',
      'backend nodes',
      '  balance roundrobin',
      ...ports.map((p, i) => `  server n${i} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(haproxy, ['-db', '-f', cfg], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const name = `sporta_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-bench-load-'));
  const env = {
    ...benchServerEnv(url.toString(), dataDir),
    TRUST_PROXY: 'true',
    RATE_LIMIT_REQUEST_IP_MAX: '100000',
  };
  const running: Running[] = [];
  const undoLimits: (() => void)[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  let proxy: { url: string; pid?: number; stop(): Promise<void> } | undefined;
  try {
    const a = await startNode('apps/server/src/server.ts', env);
    if (NODE_CORES > 0) undoLimits.push(limitCpu(a.child.pid!, NODE_CORES));
    running.push(a);
    await db.connect();
    const hash = await hashPassword(PASSWORD);
    const logins: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const email = `carico.${i}@example.com`;
      await db.query(
        `insert into app_user (email, email_lower, password_hash, first_name, last_name, confirmed_at)
         values ($1, $1, $2, 'Carico', $3, now())`,
        [email, hash, `Cliente ${i}`],
      );
      logins.push(email);
    }
    // roomy slots, plenty of stock: the bench measures the shop, not sold-out refusals
    await db.query('update timeslot set capacity = 100000');
    const catalogue: Catalogue = {
      // the categories the shop shows (its tree), not every row of the table
      categories: (
        (await (await fetch(`${a.url}/ebsn/api/category?filtered=true`)).json()).data.categories as Json[]
      )
        .flatMap((c) => [c, ...(c.children ?? [])])
        .map((c) => c.categoryId as number),
      products: (
        await db.query(
          `select p.product_id from product p join warehouse_product w using (product_id)
            where w.warehouse_id = 1 and p.select_options = '[]'::jsonb
              and coalesce(p.infos->>'QTY_MULT', '1') = '1' and w.available > 0 limit 400`,
        )
      ).rows.map((r) => r.product_id),
      words: ['latte', 'pasta', 'mele', 'pane', 'acqua', 'formaggio', 'pomodori', 'caffè'],
    };

    // the floor: a bare Fastify endpoint running one listing query on the same database
    const queries = path.join(dataDir, 'bare-queries.json');
    fs.writeFileSync(
      queries,
      JSON.stringify([
        {
          sql: 'select product_id, name, price_cents from product order by product_id limit 24',
          parameters: [],
        },
      ]),
    );
    const bare = await startNode('bench/bare-server.ts', {
      DATABASE_URL: url.toString(),
      BARE_QUERIES: queries,
    });
    const bareRss = sampleRss(bare.child.pid);
    const floor = await load(`${bare.url}/bare`, { connections: SHOPPERS, duration: Math.min(SECONDS, 15) });
    const floorRss = bareRss.stop();
    await bare.stop();

    // one node and two nodes behind the proxy, interleaved (one, two, one, two…): the same
    // database, the same shoppers, the machine in the same state for both
    const b = await startNode('apps/server/src/server.ts', env);
    if (NODE_CORES > 0) undoLimits.push(limitCpu(b.child.pid!, NODE_CORES));
    running.push(b);
    proxy = await startProxy([a.port, b.port]);
    // warm-up, not counted: both nodes compile their hot paths, the shoppers' carts fill
    await runMix(proxy.url, logins, catalogue, [], {}, name, Math.min(10, SECONDS));
    const ones: Mix[] = [];
    const twos: Mix[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ones.push(await runMix(a.url, logins, catalogue, [a.child.pid!], { server: [a.child.pid] }, name));
      twos.push(
        await runMix(
          proxy.url,
          logins,
          catalogue,
          [a.child.pid!, b.child.pid!],
          {
            servers: [a.child.pid, b.child.pid],
            haproxy: [proxy.pid],
          },
          name,
        ),
      );
    }

    const row = (
      label: string,
      r: { rps: number; p50: number; p95: number; p99: number; errors: number; rss: number },
    ) =>
      `${label.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${(Number.isNaN(r.p95) ? '–' : r.p95.toFixed(1)).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)} ${r.rss.toFixed(0).padStart(8)}`;
    console.log(
      `\nLoad mix (issue 21): ${SHOPPERS} shoppers (half signed in), ${SECONDS} s each, ${ROUNDS} interleaved round(s), PostgreSQL${NODE_CORES > 0 ? `, each node limited to ${NODE_CORES} core(s)` : ', nodes unlimited'}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${'run'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'RSS MiB'.padStart(8)}`,
    );
    console.log(
      row('floor (bare endpoint)', {
        rps: floor.requestsPerSec,
        p50: floor.latencyP50,
        p95: NaN, // autocannon gives p90 and p97.5, not p95
        p99: floor.latencyP99,
        errors: floor.errors + floor.non2xx,
        rss: floorRss,
      }),
    );
    for (let round = 0; round < ROUNDS; round++) {
      console.log(row(`one node (round ${round + 1})`, ones[round]!));
      console.log(row(`two nodes, HAProxy (round ${round + 1})`, twos[round]!));
    }
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`cpu, one node (round ${round + 1}): ${formatCpu(ones[round]!.cpu)}`);
      console.log(`cpu, two nodes (round ${round + 1}): ${formatCpu(twos[round]!.cpu)}`);
    }
    if (process.env.BENCH_TRACE)
      for (const [label, mix] of [
        ['one node', ones.at(-1)!],
        ['two nodes', twos.at(-1)!],
      ] as const) {
        console.log(`calls, ${label} (last round): count p50 p99 ms`);
        for (const c of mix.byCall.sort((x, y) => y.p99 - x.p99))
          console.log(
            `  ${c.call.padEnd(44)} ${String(c.count).padStart(6)} ${c.p50.toFixed(1).padStart(7)} ${c.p99.toFixed(1).padStart(7)}`,
          );
      }
    const sum = (xs: Mix[], f: (m: Mix) => number) => xs.reduce((t, m) => t + f(m), 0);
    console.log(
      `orders paid on the test gateway: ${sum(ones, (m) => m.orders)} / ${sum(twos, (m) => m.orders)}; refusals (status ≠ 0): ${sum(ones, (m) => m.refusals)} / ${sum(twos, (m) => m.refusals)}`,
    );
    console.log('why (one node):', JSON.stringify(ones.flatMap((m) => m.why)));
    console.log('why (two nodes):', JSON.stringify(twos.flatMap((m) => m.why)));
    const worstP99 = Math.max(...ones.map((m) => m.p99));
    const errors = sum(ones, (m) => m.errors);
    const ratio = sum(twos, (m) => m.rps) / sum(ones, (m) => m.rps);
    console.log(
      `one node: worst p99 ${worstP99.toFixed(0)} ms ${worstP99 <= 500 ? '≤' : '>'} 500 ms, ${errors} errors; two nodes: ${ratio.toFixed(2)}× the throughput of one (mean of ${ROUNDS} round(s))`,
    );
  } finally {
    await proxy?.stop();
    for (const undo of undoLimits) undo();
    for (const r of running) await r.stop();
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
