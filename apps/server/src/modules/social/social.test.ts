// «Accedi con Google» (issue 22) against a real OpenID provider standing in for Google (started by
// the test: same protocol, real signatures). An identity is linked to an existing account only
// after that account's password proved it; a linked identity logs in; a new one is sent to the
// registration with its details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-kit';

const CALLBACK = 'http://localhost:3000/api/social-redir/google-callback';
let google: TestProvider;
let t: TestContext;

beforeAll(async () => {
  google = await startOidcProvider({
    clientId: 'sporta-google',
    clientSecret: 'segreto-google-di-prova',
    redirectUri: CALLBACK,
    accounts: {
      'g-mario': { email: 'mario.rossi@example.com', verified: true, name: 'Mario Rossi' },
      'g-nuova': { email: 'chiara.galli@example.com', verified: true, name: 'Chiara Galli' },
      'g-falso': { email: 'giulia.bianchi@example.com', verified: false, name: 'Giulia Bianchi' },
    },
  });
  t = await startTestApp({
    products: 100,
    config: {
      GOOGLE_OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: 'sporta-google',
      GOOGLE_CLIENT_SECRET: 'segreto-google-di-prova',
      OIDC_ALLOW_HTTP: true,
    } as never,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** A browser: cookies kept between the shop's answers. */
class Browser {
  cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async get(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: this.header() } });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    return res;
  }
  async post(url: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: this.header() } });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    return res;
  }
  /** «Accedi con Google» as `account`: where the shop sends the browser in the end. */
  async google(account: string, relay = '/cart') {
    const start = await this.get(
      `/api/social-redir/google-mobile?relay_state_url=${encodeURIComponent(relay)}`,
    );
    expect(start.statusCode).toBe(302);
    const back = await signInAtProvider(start.headers.location as string, account, CALLBACK);
    const done = await this.get(back.slice('http://localhost:3000'.length));
    expect(done.statusCode).toBe(302);
    return done.headers.location as string;
  }
}

describe('«Accedi con Google»', () => {
  it('an existing customer links Google with his password, then logs in with Google alone', async () => {
    const b = new Browser();
    expect(await b.google('g-mario')).toBe('/login?social_login=google');
    const detail = await b.get('/ebsn/api/registration/social_user_detail');
    expect(detail.json().data).toEqual({
      provider: 'google',
      email: 'mario.rossi@example.com',
      emailVerified: true,
      firstName: 'Mario',
      lastName: 'Rossi',
    });
    // not logged in yet: Google alone does not prove the account
    expect((await b.get('/ebsn/api/auth/test')).json().data.user.userId).toBe(-1);
    const login = await b.post('/ebsn/api/auth/login', {
      login: 'mario.rossi@example.com',
      password: 'Sporta2026!',
    });
    expect(login.json().response.status).toBe(0);
    const links = await t.database.db.selectFrom('user_social_identity').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      provider: 'google',
      subject: 'g-mario',
      email: 'mario.rossi@example.com',
    });

    // another browser: Google alone logs Mario in and returns to the page asked
    const other = new Browser();
    expect(await other.google('g-mario', '/cart')).toBe('/cart');
    const me = (await other.get('/ebsn/api/auth/test')).json().data.user;
    expect(me.email).toBe('mario.rossi@example.com');
  });

  it('a new customer is sent to the registration with the details Google gave', async () => {
    const b = new Browser();
    expect(await b.google('g-nuova')).toBe('/registration-user?social_login=google');
    const detail = (await b.get('/ebsn/api/registration/social_user_detail')).json().data;
    expect(detail).toMatchObject({
      email: 'chiara.galli@example.com',
      firstName: 'Chiara',
      lastName: 'Galli',
    });
  });

  it('an unverified e-mail never links, even with the right password', async () => {
    const b = new Browser();
    expect(await b.google('g-falso')).toBe('/registration-user?social_login=google');
    const login = await b.post('/ebsn/api/auth/login', {
      login: 'giulia.bianchi@example.com',
      password: 'Sporta2026!',
    });
    // Giulia has the e-mailed second factor: whatever the step, nothing is linked
    expect([0, 4]).toContain(login.json().response.status);
    const links = await t.database.db
      .selectFrom('user_social_identity')
      .selectAll()
      .where('subject', '=', 'g-falso')
      .execute();
    expect(links).toEqual([]);
  });

  it('a return that was tampered with or comes to another browser logs nobody in', async () => {
    const b = new Browser();
    const start = await b.get('/api/social-redir/google-mobile');
    const back = new URL(await signInAtProvider(start.headers.location as string, 'g-mario', CALLBACK));
    back.searchParams.set('state', 'manomesso');
    const tampered = await b.get(back.pathname + back.search);
    expect(tampered.headers.location).toBe('/login?social=failed');
    expect((await b.get('/ebsn/api/auth/test')).json().data.user.userId).toBe(-1);

    const thief = new Browser();
    const victim = new Browser();
    const started = await victim.get('/api/social-redir/google-mobile');
    const stolen = await signInAtProvider(started.headers.location as string, 'g-mario', CALLBACK);
    const res = await thief.get(stolen.slice('http://localhost:3000'.length));
    expect(res.headers.location).toBe('/login?social=failed');
  });

  it('answers clearly when Google or Facebook sign-in is not configured', async () => {
    const off = await startTestApp({ seed: false });
    try {
      const g = await off.app.inject({ method: 'GET', url: '/api/social-redir/google-mobile' });
      expect(g.headers.location).toBe('/login?social=off');
      const f = await off.app.inject({ method: 'GET', url: '/api/social-redir/facebook-mobile' });
      expect(f.headers.location).toBe('/login?social=off');
      const detail = await off.app.inject({
        method: 'GET',
        url: '/ebsn/api/registration/social_user_detail',
      });
      expect(detail.json().response.errors[0].code).toBe('error.social.off');
    } finally {
      await off.close();
    }
  });
});
