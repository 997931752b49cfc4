// ALTCHA bot check with real solved challenges, and mail through a real SMTP
// server (smtp-server) started by the test.
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { body, customer, insertUser, lastMailTo, login, parseMail, pinIn } from './account.test-helpers';

describe('ALTCHA bot check', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, config: { ALTCHA_ENABLED: true, ALTCHA_MAX_COUNTER: 200 } });
  });
  afterAll(async () => t?.close());

  async function solvedToken(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('lets a client with only login and password in; after 5 failed logins from an address asks for a solved challenge, accepted once', async () => {
    const c = customer();
    await insertUser(t.database, c);
    const from = { remoteAddress: '198.51.100.10' };
    // A fresh start: form-encoded login and password only, no bot check (issue 19 item 15).
    const fresh = await login(t.app, c, {}, {}, from);
    expect(body(fresh).response.status).toBe(0);
    for (let i = 0; i < 5; i++) {
      const wrong = await login(t.app, { ...c, password: 'Sbagliata#1' }, {}, {}, from);
      expect(body(wrong).response.errors[0]?.code).toBe('error.login.invalid_credentials');
    }
    const without = await login(t.app, c, {}, {}, from);
    expect(without.statusCode).toBe(200);
    expect(body(without).response).toMatchObject({
      status: 1,
      errors: [{ code: 'error.recaptcha.required' }],
    });
    const forged = await login(
      t.app,
      c,
      { token_recaptcha: Buffer.from('{"x":1}').toString('base64') },
      {},
      from,
    );
    expect(body(forged).response.errors[0]?.code).toBe('error.recaptcha.required');

    const token = await solvedToken();
    const ok = await login(t.app, c, { token_recaptcha: token }, {}, from);
    expect(body(ok).response.status).toBe(0);
    const replay = await login(t.app, c, { token_recaptcha: token }, {}, from);
    expect(body(replay).response.errors[0]?.code).toBe('error.recaptcha.required');
    // also accepted as a query parameter, as the spec's client appends it
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/auth/login?token_recaptcha=${encodeURIComponent(await solvedToken())}`,
      payload: { login: c.email, password: c.password },
      ...from,
    });
    expect(body(viaQuery).response.status).toBe(0);
    // The account's failures ask for it from another address too; a quiet account there does not.
    const elsewhere = { remoteAddress: '198.51.100.11' };
    expect(body(await login(t.app, c, {}, {}, elsewhere)).response.errors[0]?.code).toBe(
      'error.recaptcha.required',
    );
    const other = customer();
    await insertUser(t.database, other);
    expect(body(await login(t.app, other, {}, {}, elsewhere)).response.status).toBe(0);
  });

  it('skips the bot check only for the PIN step of the same login attempt', async () => {
    const c = customer();
    await insertUser(t.database, c, { mfa: true });
    const from = { remoteAddress: '198.51.100.20' };
    // Failures on the account: the bot check is now asked for.
    for (let i = 0; i < 5; i++) await login(t.app, { ...c, password: 'Sbagliata#1' }, {}, {}, from);
    // an mfa_pin does not skip the bot check: password guesses carrying one are checked
    const guess = await login(t.app, { ...c, password: 'Sbagliata#2' }, { mfa_pin: '123456' }, {}, from);
    expect(body(guess).response.errors[0]?.code).toBe('error.recaptcha.required');
    const step1 = await login(t.app, c, { token_recaptcha: await solvedToken() }, {}, from);
    expect(body(step1).response.status).toBe(4);
    const session = step1.headers['x-ebsn-session'];
    expect(typeof session).toBe('string');
    const pin = pinIn(lastMailTo(t.dataDir, c.email));
    // the PIN from another session (another attempt) still needs the bot check
    const otherAttempt = await login(t.app, c, { mfa_pin: pin }, {}, from);
    expect(body(otherAttempt).response.errors[0]?.code).toBe('error.recaptcha.required');
    // the same attempt's PIN step goes without it
    const step2 = await login(t.app, c, { mfa_pin: pin }, { 'x-ebsn-session': String(session) }, from);
    expect(body(step2).response.status).toBe(0);
  });

  it('guards registration and the reset request too', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      payload: {
        firstName: 'Anna',
        lastName: 'Verdi',
        email: 'bot@example.com',
        password: 'Spesa#2026ok',
        fiscalCode: 'RSSMRA85T10A562S',
        phone: '3331234567',
        storeId: 1,
        disclaimers: [
          { registrationDisclaimerId: 11, value: 1 },
          { registrationDisclaimerId: 12, value: 1 },
        ],
      },
    });
    expect(body(reg).response.errors[0]?.code).toBe('error.recaptcha.invalid');
    const reset = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/password_reset_token_request?e_mail=bot%40example.com&fiscal_code=RSSMRA85T10A562S',
    });
    expect(body(reset).response.errors[0]?.code).toBe('error.recaptcha.invalid');
  });
});

describe('mail through SMTP', () => {
  let t: TestContext;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await startTestApp({ seed: false, config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation mail to the SMTP server, with text and HTML, and writes no .eml file', async () => {
    const c = customer({ firstName: 'Sara' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      payload: {
        firstName: c.firstName,
        lastName: 'Neri',
        email: c.email,
        password: c.password,
        fiscalCode: c.fiscalCode,
        phone: '3331234567',
        storeId: 2,
        disclaimers: [
          { registrationDisclaimerId: 21, value: 1 },
          { registrationDisclaimerId: 22, value: 1 },
        ],
      },
    });
    expect(body(res).response.status).toBe(0);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual([c.email]);
    expect(message.from).toBe('noreply@sporta.example');
    const mail = parseMail(message.raw);
    expect(mail.subject).toBe('Sporta: conferma la tua registrazione');
    expect(mail.text).toContain('Ciao Sara,');
    expect(mail.text).toContain('/ebsn/api/registration/registration_confirm?e_mail=');
    expect(mail.html).toContain('<html lang="it">');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const confirm = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(confirm.headers.location).toBe('/registration/confirm/success');
    expect(() => lastMailTo(t.dataDir, c.email)).toThrow();
  });
});
