// Spec-call coverage: every call of the spec's §7 lists (spec-calls.ts) is made on a seeded app, as
// a logged-in customer. A call is answered when a route of ours handled it (data, a refusal in
// Italian, 401/403), and missing when the router found none (our «Percorso non trovato» answer, or
// the content backend's rest_no_route). The figures are printed per document; the test fails when a
// call that answered stops answering, or a missing one starts to (then move it out of MISSING).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './cart-kit';
import { startTestApp, type TestContext } from './harness';
import { SPEC_CALLS, type SpecCall, type SpecDoc } from './spec-calls';

/** The calls no route answers yet, with the issue that builds them (none since stop 35). */
const MISSING = new Set<string>([]);

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ products: 60 });
  token = (await loginAs(t, 'mario.rossi@example.com')).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const key = (c: SpecCall) => `${c.method} ${c.path}`;

async function answered(c: SpecCall): Promise<boolean> {
  const url = c.path.startsWith('/') ? c.path : `/ebsn/api/${c.path}`;
  const res = await t.app.inject({
    method: c.method,
    url,
    headers: { 'x-ebsn-account': token, accept: 'application/json' },
    ...(c.method === 'GET' ? {} : { payload: {} }),
  });
  if (res.statusCode !== 404) return true;
  return !/Percorso non trovato|rest_no_route/.test(res.body);
}

describe('spec-call coverage', () => {
  it('answers every call of the spec but the ones listed missing', async () => {
    const results: { call: SpecCall; ok: boolean }[] = [];
    for (const call of SPEC_CALLS) results.push({ call, ok: await answered(call) });
    const byDoc = new Map<SpecDoc, { ok: number; all: number }>();
    for (const { call, ok } of results) {
      const d = byDoc.get(call.doc) ?? { ok: 0, all: 0 };
      d.all += 1;
      if (ok) d.ok += 1;
      byDoc.set(call.doc, d);
    }
    const total = results.filter((r) => r.ok).length;
    const lines = [...byDoc].map(([doc, d]) => `  seed ${doc}: ${d.ok}/${d.all}`);
    const missing = results.filter((r) => !r.ok).map((r) => key(r.call));
    console.log(
      [
        `spec-call coverage: ${total}/${results.length} calls answered`,
        ...lines,
        ...(missing.length ? ['  missing:', ...missing.map((m) => `    ${m}`)] : []),
      ].join('\n'),
    );
    expect(missing).toEqual([...MISSING]);
  }, 120_000);
});
