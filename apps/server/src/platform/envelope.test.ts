// API-CONTRACT.md "Envelope" and "Session and identity" over real HTTP-in-process.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { envelope } from './envelope';
import { requireUser } from './session';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    products: 200,
    routes: (app) => {
      const probe = async (request: FastifyRequest) => {
        const ctx = await requireUser(request);
        return envelope({ userId: ctx.userId });
      };
      app.get('/__probe/protected', probe);
      app.post('/__probe/protected', probe);
    },
  });
});
afterAll(async () => t?.close());

function expectEnvelope(body: unknown) {
  expect(body).toBeTypeOf('object');
  const b = body as Record<string, unknown>;
  expect(Object.keys(b).sort()).toEqual(['data', 'response']);
  const r = b.response as Record<string, unknown>;
  expect(typeof r.status).toBe('number');
  for (const key of ['errors', 'infos', 'warnings', 'errorsMessage', 'infosMessage', 'warningsMessage']) {
    expect(Array.isArray(r[key]), key).toBe(true);
  }
  return b as {
    response: { status: number; errors: { code: string; error: string }[]; errorsMessage: string[] };
    data: unknown;
  };
}

describe('envelope', () => {
  it('wraps a success with status 0 as a number and six empty arrays', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/category' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.startsWith('{')).toBe(true);
    const body = expectEnvelope(res.json());
    expect(body.response.status).toBe(0);
    expect(body.response.errors).toEqual([]);
    expect(body.response.errorsMessage).toEqual([]);
  });

  it('answers an unknown path under /ebsn/api with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    const body = expectEnvelope(res.json());
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]?.error).toMatch(/non trovato/);
    expect(body.response.errorsMessage[0]).toBe(body.response.errors[0]?.error);
  });

  it('answers a bad query value with 400 and an Italian message naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/products?page_size=abc' });
    expect(res.statusCode).toBe(400);
    const body = expectEnvelope(res.json());
    expect(body.response.errors[0]?.error).toContain('page_size');
    expect(body.response.errors[0]?.error).toMatch(/non è valido/);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expectEnvelope(res.json());
  });

  it('answers a too large body with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__probe/protected',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json());
  });

  it('serves OpenAPI 3.1 generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/ebsn/api/products', '/ebsn/api/category']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/ebsn/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('accepts the client headers and needs none of them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/products?page_size=1',
      headers: {
        'x-ebsn-client': 'test',
        'x-ebsn-version': '1.7.5',
        'x-ebsn-lang': 'it',
        'x-ebsn-client-uuid': 'abc',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('session and identity', () => {
  async function loggedIn(rememberMe = true) {
    const user = await t.database.db
      .selectFrom('app_user')
      .select('user_id')
      .orderBy('user_id')
      .executeTakeFirstOrThrow();
    const started = await t.app.sessions.startUser(null, user.user_id, { rememberMe });
    return { userId: user.user_id, ...started };
  }

  it('auth/test answers userId -1 when not logged in and starts an anonymous session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { user: { userId: number } } }).data.user.userId).toBe(-1);
    const token = res.headers['x-ebsn-session'];
    expect(typeof token).toBe('string');
    // at least 128 bits of randomness, base64url
    expect(String(token)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const cookie = res.cookies.find((c) => c.name === 'X-Ebsn-Session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // the same session is kept when the token comes back
    const again = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-session': String(token) },
    });
    expect(again.headers['x-ebsn-session']).toBeUndefined();
  });

  it('does not take X-Forwarded-Proto from a proxy that is not configured (TRUST_PROXY off)', async () => {
    // The Secure flag over a trusted proxy is checked in security.test.ts (item 12).
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.cookies.find((c) => c.name === 'X-Ebsn-Session')?.secure).toBeFalsy();
  });

  it('accepts the account token as header or as cookie', async () => {
    const { userId, accountToken } = await loggedIn();
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-account': accountToken },
    });
    expect((viaHeader.json() as { data: { user: { userId: number } } }).data.user.userId).toBe(userId);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      cookies: { 'X-Ebsn-Account': accountToken },
    });
    expect((viaCookie.json() as { data: { user: { userId: number } } }).data.user.userId).toBe(userId);
    expect(userId).toBeGreaterThan(0);
  });

  it('a session token alone never grants the account identity', async () => {
    const { sessionToken } = await loggedIn();
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-session': sessionToken },
    });
    expect((res.json() as { data: { user: { userId: number } } }).data.user.userId).toBe(-1);
  });

  it('answers 419 with the spec message on a protected call once the session expired, 401 without any', async () => {
    const { accountToken, record } = await loggedIn();
    const ok = await t.app.inject({
      method: 'GET',
      url: '/__probe/protected',
      headers: { 'x-ebsn-account': accountToken },
    });
    expect(ok.statusCode).toBe(200);
    await t.database.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', record.sessionId)
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: '/__probe/protected',
      headers: { 'x-ebsn-account': accountToken },
    });
    expect(expired.statusCode).toBe(419);
    expect((expired.json() as { response: { errors: { error: string }[] } }).response.errors[0]?.error).toBe(
      'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    );
    const none = await t.app.inject({ method: 'GET', url: '/__probe/protected' });
    expect(none.statusCode).toBe(401);
  });

  it('expires an idle session without remember-me after the idle timeout', async () => {
    const { accountToken, record } = await loggedIn(false);
    await t.database.db
      .updateTable('session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('session_id', '=', record.sessionId)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/__probe/protected',
      headers: { 'x-ebsn-account': accountToken },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses an unsafe cookie-authenticated call from another site', async () => {
    const { accountToken } = await loggedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/__probe/protected',
      cookies: { 'X-Ebsn-Account': accountToken },
      headers: { origin: 'https://evil.example', host: 'shop.example' },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/__probe/protected',
      cookies: { 'X-Ebsn-Account': accountToken },
      headers: { origin: 'http://shop.example', host: 'shop.example' },
    });
    expect(same.statusCode).toBe(200);
  });
});
