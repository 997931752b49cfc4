// Login, second factor, rate limits, session rotation, cookies, logout and expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  body,
  customer,
  insertUser,
  lastMailTo,
  login,
  loginToken,
  pinIn,
  readMails,
  register,
  registerConfirmed,
} from './account.test-helpers';
import { MSG } from './account.service';

let t: TestContext;
let ipCounter = 0;
/** A distinct client address per test, so that per-IP limits do not leak between tests. */
const freshIp = () => ({ 'x-forwarded-for': `10.1.0.${++ipCounter}` });

beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    // X-Forwarded-For names the client here (a trusted proxy), so each test has its own addresses.
    config: {
      RATE_LIMIT_ACCOUNT_MAX: 3,
      RATE_LIMIT_ACCOUNT_LOCK_MAX: 8,
      RATE_LIMIT_IP_MAX: 6,
      TRUST_PROXY: true,
    },
  });
});
afterAll(async () => t?.close());

describe('POST auth/login', () => {
  it('logs a confirmed customer in: user, welcome text, account token header, form-encoded body', async () => {
    const c = await registerConfirmed(t.app, t.dataDir, customer({ firstName: 'Mario' }));
    const res = await login(t.app, c, { remember_me: 'true', show_sectors: 'false' }, freshIp());
    expect(res.statusCode).toBe(200);
    const json = body(res);
    expect(json.response.status).toBe(0);
    expect(json.response.infos[0]?.info).toBe('Benvenuto, Mario!');
    expect(json.data.user).toMatchObject({
      firstName: 'Mario',
      lastName: 'Verdi',
      email: c.email,
      fidelityCard: null,
      userType: { userTypeId: '2' },
      profile: { level: 1 },
      legals: [],
      crmUserSegments: [],
    });
    expect(json.data.user.userId).toBeGreaterThan(0);
    expect(json.data.cartId).toBeNull();
    expect(String(res.headers['x-ebsn-account'])).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    // auth/test now answers the user object
    const who = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-account': String(res.headers['x-ebsn-account']) },
    });
    expect(body(who).data.user).toMatchObject({ userId: json.data.user.userId, email: c.email });
  });

  it('accepts JSON as well', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: freshIp(),
      payload: { login: c.email.toUpperCase(), password: c.password, remember_me: true },
    });
    expect(body(res).response.status).toBe(0);
  });

  it('refuses wrong credentials with HTTP 200, status ≠ 0 and the same message for an unknown e-mail', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const wrong = await login(t.app, { email: c.email, password: 'Sbagliata#1' }, {}, freshIp());
    const unknown = await login(
      t.app,
      { email: 'nessuno@example.com', password: 'Sbagliata#1' },
      {},
      freshIp(),
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(body(res).response.status).not.toBe(0);
      expect(body(res).response.errors).toEqual([
        { code: 'error.login.invalid_credentials', error: MSG.wrongCredentials },
      ]);
      expect(res.headers['x-ebsn-account']).toBeUndefined();
    }
  });

  it('answers 400 naming the field when the password is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]?.error).toContain('password');
  });

  it('refuses an unconfirmed account with error.registration.registration_not_confirmed', async () => {
    const c = customer();
    expect(body(await register(t.app, c)).response.status).toBe(0);
    const res = await login(t.app, c, {}, freshIp());
    expect(body(res).response.status).not.toBe(0);
    expect(body(res).response.errors[0]?.code).toBe('error.registration.registration_not_confirmed');
  });

  it('rotates the session: the anonymous session and an earlier account token stop working', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const anon = await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' });
    const anonToken = String(anon.headers['x-ebsn-session']);
    const first = await login(t.app, c, {}, { ...freshIp(), 'x-ebsn-session': anonToken });
    const firstAccount = String(first.headers['x-ebsn-account']);
    const firstSession = String(first.headers['x-ebsn-session']);
    expect(firstSession).not.toBe(anonToken);
    // the old anonymous token is ended: presenting it starts a new session
    const reuse = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-session': anonToken },
    });
    expect(reuse.headers['x-ebsn-session']).toBeDefined();
    expect(reuse.headers['x-ebsn-session']).not.toBe(anonToken);
    // a second login from the same session rotates again: the first account token is dead
    const second = await login(t.app, c, {}, { ...freshIp(), 'x-ebsn-account': firstAccount });
    expect(second.headers['x-ebsn-account']).not.toBe(firstAccount);
    const old = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-account': firstAccount },
    });
    expect(old.statusCode).toBe(419);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-account': String(second.headers['x-ebsn-account']) },
    });
    expect(fresh.statusCode).toBe(200);
    expect(body(fresh).data.email).toBe(c.email);
  });

  it('sets HttpOnly SameSite=Lax cookies: persistent with remember_me, session cookies without', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const remembered = await login(t.app, c, { remember_me: 'true' }, freshIp());
    const plain = await login(t.app, c, { remember_me: 'false' }, freshIp());
    for (const res of [remembered, plain]) {
      const account = res.cookies.find((k) => k.name === 'X-Ebsn-Account');
      expect(account).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(account?.value).toBe(res.headers['x-ebsn-account']);
    }
    expect(remembered.cookies.find((k) => k.name === 'X-Ebsn-Account')?.maxAge).toBeGreaterThan(86_400);
    expect(plain.cookies.find((k) => k.name === 'X-Ebsn-Account')?.maxAge).toBeUndefined();
    expect(plain.cookies.find((k) => k.name === 'X-Ebsn-Account')?.expires).toBeUndefined();
  });
});

describe('POST auth/logout and expiry', () => {
  it('ends the session and clears the cookies', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const out = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { 'x-ebsn-account': token },
    });
    expect(body(out).response.status).toBe(0);
    const cleared = out.cookies.find((k) => k.name === 'X-Ebsn-Account');
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-account': token },
    });
    expect(after.statusCode).toBe(419);
  });

  it('answers 419 with the spec message after 30 idle minutes, and after the absolute lifetime', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const idle = await loginToken(t.app, c);
    const absolute = await loginToken(t.app, c);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-account': idle },
    });
    expect(ok.statusCode).toBe(200);
    const userId = body(ok).data.userId as number;
    const sessions = await t.database.db
      .selectFrom('session')
      .select(['session_id'])
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .orderBy('session_id')
      .execute();
    const [idleSession, absoluteSession] = sessions.slice(-2).map((s) => s.session_id);
    await t.database.db
      .updateTable('session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('session_id', '=', idleSession!)
      .execute();
    await t.database.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', absoluteSession!)
      .execute();
    for (const token of [idle, absolute]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/ebsn/api/registration/user_detail',
        headers: { 'x-ebsn-account': token },
      });
      expect(res.statusCode).toBe(419);
      expect(body(res).response.errors[0]?.error).toBe(
        'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      );
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/ebsn/api/registration/user_detail' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('second factor (PIN by e-mail)', () => {
  async function mfaCustomer() {
    const c = customer({ firstName: 'Giulia' });
    await insertUser(t.database, c, { mfa: true });
    return c;
  }

  it('asks for the PIN (status 4), resends it, refuses a wrong one, logs in with the right one once', async () => {
    const c = await mfaCustomer();
    const ip = freshIp();
    const step1 = await login(t.app, c, {}, ip);
    expect(body(step1).response.status).toBe(4);
    expect(body(step1).response.infos[0]).toEqual({ code: 'info.login.mfa_pin_sent', info: MSG.mfaSent });
    expect(step1.headers['x-ebsn-account']).toBeUndefined();
    const pin1 = pinIn(lastMailTo(t.dataDir, c.email));
    expect(lastMailTo(t.dataDir, c.email).subject).toContain('codice di verifica');

    const resend = await login(t.app, c, { resend_mfa_pin: 'true' }, ip);
    expect(body(resend).response.status).toBe(4);
    const pin2 = pinIn(lastMailTo(t.dataDir, c.email));
    expect(readMails(t.dataDir).filter((m) => m.to.includes(c.email))).toHaveLength(2);

    if (pin1 !== pin2) {
      const old = await login(t.app, c, { mfa_pin: pin1 }, ip);
      expect(body(old).response.status).toBe(4);
      expect(body(old).response.errors[0]?.code).toBe('error.login.mfa_pin_wrong');
    }
    const wrong = await login(t.app, c, { mfa_pin: pin2 === '000000' ? '000001' : '000000' }, ip);
    expect(body(wrong).response.status).toBe(4);
    expect(body(wrong).response.errors[0]).toEqual({
      code: 'error.login.mfa_pin_wrong',
      error: MSG.mfaWrong,
    });

    const ok = await login(t.app, c, { mfa_pin: pin2 }, ip);
    expect(body(ok).response.status).toBe(0);
    expect(body(ok).response.infos[0]?.info).toBe('Benvenuto, Giulia!');
    expect(ok.headers['x-ebsn-account']).toBeDefined();

    const again = await login(t.app, c, { mfa_pin: pin2 }, ip);
    expect(body(again).response.status).toBe(4);
    expect(body(again).response.errors[0]?.code).toBe('error.login.mfa_pin_expired');
  });

  it('burns the PIN after 5 wrong attempts', async () => {
    const c = await mfaCustomer();
    const ip = freshIp();
    await login(t.app, c, {}, ip);
    const pin = pinIn(lastMailTo(t.dataDir, c.email));
    const wrongPin = pin === '123456' ? '654321' : '123456';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await login(t.app, c, { mfa_pin: wrongPin }, ip);
      codes.push(body(res).response.errors[0]?.code ?? '');
    }
    expect(codes.slice(0, 4).every((code) => code === 'error.login.mfa_pin_wrong')).toBe(true);
    expect(codes[4]).toBe('error.login.mfa_pin_too_many');
    // the right PIN no longer opens the account (the PIN is spent, and the account's PIN failures are at the limit)
    const right = await login(t.app, c, { mfa_pin: pin }, ip);
    expect(body(right).response.status).not.toBe(0);
    expect(right.headers['x-ebsn-account']).toBeUndefined();
  });

  it('refuses a PIN after its 10 minutes, and stores the PIN hashed', async () => {
    const c = await mfaCustomer();
    const ip = freshIp();
    await login(t.app, c, {}, ip);
    const pin = pinIn(lastMailTo(t.dataDir, c.email));
    const row = await t.database.db
      .selectFrom('account_token')
      .select(['token_id', 'token_hash', 'expires_at', 'created_at'])
      .where('purpose', '=', 'mfa_pin')
      .orderBy('token_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.token_hash).toString('utf8')).not.toContain(pin);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeLessThanOrEqual(
      10 * 60_000 + 1000,
    );
    await t.database.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_id', '=', row.token_id)
      .execute();
    const res = await login(t.app, c, { mfa_pin: pin }, ip);
    expect(body(res).response.status).toBe(4);
    expect(body(res).response.errors[0]?.code).toBe('error.login.mfa_pin_expired');
  });
});

describe('rate limits', () => {
  it('makes the guessing address wait (429, Retry-After, Italian message) but not the owner elsewhere', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await login(t.app, { email: c.email, password: 'Sbagliata#1' }, {}, guesser);
      expect(res.statusCode).toBe(200);
    }
    // the guessing address waits, even with the right password
    const blocked = await login(t.app, c, {}, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(body(blocked).response.errors[0]?.error).toMatch(/^Troppi tentativi: .*riprova tra \d+ minut/);
    // the owner, from their own address, is not locked out
    expect(body(await login(t.app, c, {}, freshIp())).response.status).toBe(0);
    // the window passes
    await t.database.db
      .updateTable('rate_limit_event')
      .set({ created_at: new Date(Date.now() - 16 * 60_000) })
      .where('key', 'like', `%${c.email}%`)
      .execute();
    expect(body(await login(t.app, c, {}, guesser)).response.status).toBe(0);
  });

  it('locks an account guessed from many addresses and mails its owner an unlock link that works', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    for (let i = 0; i < 8; i++)
      await login(t.app, { email: c.email, password: 'Sbagliata#1' }, {}, freshIp());
    const locked = await login(t.app, c, {}, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(body(locked).response.errors[0]?.code).toBe('error.login.account_locked');
    const mail = readMails(t.dataDir)
      .filter((m) => m.to.includes(c.email))
      .find((m) => /sblocca/i.test(m.subject));
    expect(mail).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/ebsn\/api\/auth\/unlock\?token=[\w-]+/.exec(mail!.text)![0]);
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/login?unlocked=1');
    expect(body(await login(t.app, c, {}, freshIp())).response.status).toBe(0);
    // the link works once
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/login?unlocked=0');
  });

  it('limits failures per IP address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      const res = await login(t.app, { email: `x${i}@example.com`, password: 'Sbagliata#1' }, {}, ip);
      expect(res.statusCode).toBe(200);
    }
    const blocked = await login(t.app, { email: 'y@example.com', password: 'Sbagliata#1' }, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
