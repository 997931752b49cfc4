// Fuzz over every operation of the OpenAPI document (issue 18 "Must show"): for each one,
// FUZZ_RUNS inputs built from its own schemas (valid values, edges, wrong types, hostile strings,
// missing and extra fields, broken bodies), sent anonymously and logged in, on the database of
// the run (PGlite, or PostgreSQL with TEST_DB=postgres). Every answer must be below 500, and every
// answer under /ebsn/api must keep the envelope (except the few documented non-JSON successes:
// the ALTCHA challenge, PDFs, photos and redirects). The content backend under /p/wp-json answers
// in WordPress's shapes instead: the resource itself, or { code, message, data: { status } }; the
// form submissions of /p/wp-admin/admin-ajax.php in Ninja Forms' { data, errors } (ADR 0065).
//
//   FUZZ_RUNS=200 npx vitest run --project server apps/server/test/security/fuzz.test.ts
//
// `npm test` runs a smaller count (FUZZ_RUNS default) to stay fast; FUZZ_SEED replays a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setupCart, type Json } from '../cart-kit';
import { startTestApp, type TestContext } from '../harness';
import { staffToken } from '../staff-kit';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/** Successes that are not JSON envelopes by design (documented in their OpenAPI text). */
const RAW_SUCCESS = new Set([
  'GET /ebsn/api/altcha/challenge',
  'GET /ebsn/api/order/invoice',
  'GET /ebsn/api/order-refund/image',
]);

// ---------------------------------------------------------------- a small seeded generator

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rnd = () => number;
const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; drop table app_user; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '😀àèìòù€',
  '\uD800',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x10',
  '12abc',
  '2026-13-45',
  '31/02/2026',
  'x'.repeat(5000),
  '{"$gt":""}',
  '[]',
  '{}',
  'true',
];
const NUMBERS = [
  0, -1, 1, 2, 3, 7, 42, 100, 2147483647, 2147483648, -2147483649, 9007199254740992, 1e21, 1.5, -0.001, 1e-9,
];

type Schema = Record<string, unknown> & {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
};

function anyScalar(rnd: Rnd): unknown {
  const r = rnd();
  if (r < 0.4) return pick(rnd, HOSTILE);
  if (r < 0.7) return pick(rnd, NUMBERS);
  if (r < 0.8) return rnd() < 0.5;
  if (r < 0.9) return null;
  return [pick(rnd, HOSTILE), pick(rnd, NUMBERS)];
}

function gen(schema: Schema | undefined, rnd: Rnd, depth = 0): unknown {
  if (!schema || depth > 5) return anyScalar(rnd);
  // a wrong value of any kind, now and then
  if (rnd() < 0.12) return anyScalar(rnd);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return gen(pick(rnd, branches), rnd, depth);
  if (schema.allOf?.length) return gen(Object.assign({}, ...schema.allOf) as Schema, rnd, depth);
  if (schema.enum?.length) return rnd() < 0.85 ? pick(rnd, schema.enum) : pick(rnd, HOSTILE);
  const type = Array.isArray(schema.type) ? pick(rnd, schema.type) : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const hi = Math.min(schema.maximum ?? 5000, lo + 5000);
      const r = rnd();
      if (r < 0.55) return lo + Math.floor(rnd() * (hi - lo + 1));
      if (r < 0.65) return schema.maximum !== undefined ? schema.maximum + 1 : 2147483648;
      if (r < 0.75) return lo - 1;
      if (r < 0.85) return type === 'integer' ? 1.5 : 1e21;
      return pick(rnd, NUMBERS);
    }
    case 'string': {
      const r = rnd();
      if (r < 0.45) {
        const len = Math.max(schema.minLength ?? 0, Math.floor(rnd() * 12));
        return Array.from({ length: len }, () =>
          pick(rnd, [...'abcdefghijklmnopqrstuvwxyz0123456789 @.-']),
        ).join('');
      }
      if (r < 0.55 && schema.maxLength !== undefined) return 'y'.repeat(schema.maxLength + 1);
      return pick(rnd, HOSTILE);
    }
    case 'boolean':
      return rnd() < 0.8 ? rnd() < 0.5 : pick(rnd, ['maybe', '1', '0', 'yes', 2]);
    case 'null':
      return null;
    case 'array': {
      const n = rnd() < 0.05 ? (schema.maxItems ?? 500) + 1 : Math.floor(rnd() * 4);
      return Array.from({ length: Math.min(n, 600) }, () => gen(schema.items, rnd, depth + 1));
    }
    case 'object':
    default: {
      if (!schema.properties && type !== 'object') return anyScalar(rnd);
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(k);
        if (rnd() < (required ? 0.9 : 0.5)) out[k] = gen(s, rnd, depth + 1);
      }
      if (rnd() < 0.2)
        out[pick(rnd, ['extra', '__proto__', 'constructor', 'x'.repeat(300)])] = anyScalar(rnd);
      return out;
    }
  }
}

function asQueryValue(v: unknown): string[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(asQueryValue);
  if (v !== null && typeof v === 'object') return [JSON.stringify(v)];
  return [String(v)];
}

// ---------------------------------------------------------------- the operations

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: { name: string; schema: Schema; required: boolean }[];
  params: { name: string; schema: Schema }[];
  body?: Schema;
}

function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>))
    for (const [m, op] of Object.entries(item as Record<string, Json>)) {
      const method = m.toUpperCase();
      if (method !== 'GET' && method !== 'POST') continue;
      const parameters = (op.parameters ?? []) as Json[];
      ops.push({
        method,
        path: p,
        query: parameters
          .filter((x) => x.in === 'query')
          .map((x) => ({ name: x.name, schema: x.schema, required: Boolean(x.required) })),
        params: parameters.filter((x) => x.in === 'path').map((x) => ({ name: x.name, schema: x.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  return ops;
}

interface Input {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function inputFor(op: Operation, rnd: Rnd): Input {
  let url = op.path;
  for (const p of op.params) {
    const raw = String(gen(p.schema, rnd));
    let segment: string;
    try {
      segment = encodeURIComponent(raw);
    } catch {
      segment = '%ED%A0%80'; // a lone surrogate: an escape that is no UTF-8
    }
    url = url.replace(`{${p.name}}`, segment);
  }
  const qs = new URLSearchParams();
  for (const q of op.query) {
    if (rnd() < (q.required ? 0.9 : 0.5))
      for (const v of asQueryValue(gen(q.schema, rnd))) qs.append(q.name, v);
  }
  if (rnd() < 0.1)
    qs.append(pick(rnd, ['hash', 'page', 'unknown', 'token_recaptcha']), String(anyScalar(rnd)));
  const query = qs.toString();
  const full = query ? `${url}?${query}` : url;
  if (op.method === 'GET') return { url: full, headers: {} };
  const r = rnd();
  const value = gen(op.body ?? { type: 'object' }, rnd);
  if (r < 0.6)
    return {
      url: full,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(value) ?? 'null',
    };
  if (r < 0.85) {
    const form = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) for (const x of asQueryValue(v)) form.append(k, x);
    return {
      url: full,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    };
  }
  return pick(rnd, [
    { url: full, headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
    {
      url: full,
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(3000)}${']'.repeat(3000)}`,
    },
    { url: full, headers: { 'content-type': 'application/json' }, payload: '' },
    { url: full, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { url: full, headers: { 'content-type': 'application/json' }, payload: '"a string"' },
    { url: full, headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
    { url: full, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' },
  ]);
}

/** WordPress's error shape (the content backend, /p/wp-json). */
function isWpError(json: unknown, status: number): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const e = json as { code?: unknown; message?: unknown; data?: { status?: unknown } };
  return typeof e.code === 'string' && typeof e.message === 'string' && e.data?.status === status;
}

/** Ninja Forms' answer (the dynamic forms, /p/wp-admin/admin-ajax.php): { data, errors, … }. */
function isNinjaAnswer(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const a = json as { data?: unknown; errors?: unknown };
  return 'data' in a && typeof a.errors === 'object' && a.errors !== null;
}

function isEnvelope(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const keys = Object.keys(json).sort();
  if (keys.length !== 2 || keys[0] !== 'data' || keys[1] !== 'response') return false;
  const r = (json as { response: Record<string, unknown> }).response;
  return (
    typeof r?.status === 'number' &&
    ['errors', 'infos', 'warnings', 'errorsMessage', 'infosMessage', 'warningsMessage'].every((k) =>
      Array.isArray(r[k]),
    )
  );
}

// ---------------------------------------------------------------- the run

let t: TestContext;
let ops: Operation[];
beforeAll(async () => {
  t = await startTestApp({ products: 200 });
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/ebsn/api/docs/json' })).json());
}, 180_000);
afterAll(async () => t?.close());

describe(`fuzz of every OpenAPI operation (${RUNS} inputs each, seed ${SEED})`, () => {
  it('documents the operations it fuzzes', () => {
    expect(ops.length).toBeGreaterThanOrEqual(120);
  });

  // The content editor's own calls (ADR 0074) fuzzed with a content editor's session, so that
  // their inputs reach the services and not only the role guard.
  const STAFF_OPS = /^\/ebsn\/api\/(content-admin|block-admin)\//;
  for (const identity of ['anonymous', 'logged in', 'content editor'] as const)
    it(`${identity}: no answer outside the envelope, no 5xx`, async () => {
      const rnd = mulberry32(SEED + (identity === 'anonymous' ? 0 : identity === 'logged in' ? 1 : 2));
      let token: string | null = null;
      const fresh = async () => {
        if (identity === 'content editor') {
          token = await staffToken(t, 'amministratore');
          return;
        }
        token = (await login(t)).token;
        await setupCart(t, token).catch(() => undefined);
      };
      if (identity !== 'anonymous') await fresh();
      const fuzzed = identity === 'content editor' ? ops.filter((op) => STAFF_OPS.test(op.path)) : ops;
      if (identity === 'content editor') expect(fuzzed.length).toBeGreaterThanOrEqual(15);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const started = Date.now();
      for (const op of fuzzed)
        for (let i = 0; i < RUNS; i++) {
          const input = inputFor(op, rnd);
          const res = await t.app.inject({
            method: op.method,
            url: input.url,
            headers: { ...input.headers, ...(token ? { 'x-ebsn-account': token } : {}) },
            ...(input.payload !== undefined ? { payload: input.payload } : {}),
          });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const key = `${op.method} ${op.path}`;
          const type = String(res.headers['content-type'] ?? '');
          let problem: string | null = null;
          if (res.statusCode >= 500) problem = `HTTP ${res.statusCode}`;
          else if (res.statusCode >= 300 && res.statusCode < 400) problem = null;
          else if (type.includes('application/json')) {
            let json: unknown;
            try {
              json = res.json();
            } catch {
              problem = 'invalid JSON';
            }
            if (op.path.startsWith('/p/wp-json/')) {
              if (!problem && res.statusCode >= 400 && !isWpError(json, res.statusCode))
                problem = 'outside WordPress’s error shape';
            } else if (op.path === '/p/wp-admin/admin-ajax.php') {
              if (!problem && !isNinjaAnswer(json)) problem = 'outside Ninja Forms’ answer';
            } else if (!problem && !isEnvelope(json) && !(res.statusCode === 200 && RAW_SUCCESS.has(key)))
              problem = 'outside the envelope';
          } else if (!(res.statusCode === 200 && RAW_SUCCESS.has(key))) problem = `not JSON (${type})`;
          if (problem)
            failures.push(
              `${problem}: ${op.method} ${input.url.slice(0, 300)} ${input.payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          // keep the identity: a logout, a deletion or an ended session asks for a new login
          if (
            identity !== 'anonymous' &&
            (res.statusCode === 401 || res.statusCode === 419 || op.path.endsWith('/auth/logout'))
          )
            await fresh();
        }
      console.log(
        `fuzz ${identity}: ${fuzzed.length} operations × ${RUNS} = ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; HTTP ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; ${failures.length} failures`,
      );
      expect(failures.slice(0, 15), `${failures.length} answers failed`).toEqual([]);
    }, 3_600_000);
});
