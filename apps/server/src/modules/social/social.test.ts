// «Accedi con Google» (issue 22) against a real OpenID provider standing in for Google (started by
// the test: same protocol, real signatures). An identity is linked to an existing account only
// after that account's password proved it; a linked identity logs in; a new one is sent to the
// registration with its details.
import { fiscalCodeCheckChar } from '@sporta/domain/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { readMails } from '../account/account.test-helpers';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-kit';

const CALLBACK = 'http://localhost:3000/api/social-redir/google-callback';
const FB_CALLBACK = 'http://localhost:3000/api/social-redir/facebook-callback';
let google: TestProvider;
let facebook: TestProvider;
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
      'g-elena': { email: 'elena.conti@example.com', verified: true, name: 'Elena Conti' },
      'g-piero': { email: 'piero.neri@example.com', verified: false, name: 'Piero Neri' },
    },
  });
  // Another provider stands in for Facebook (its own client, its own accounts and keys).
  facebook = await startOidcProvider({
    clientId: 'sporta-facebook',
    clientSecret: 'segreto-facebook-di-prova',
    redirectUri: FB_CALLBACK,
    accounts: {
      'fb-sara': { email: 'sara.longo@example.com', verified: true, name: 'Sara Longo' },
      'fb-mario': { email: 'mario.rossi@example.com', verified: true, name: 'Mario Rossi' },
    },
  });
  t = await startTestApp({
    products: 100,
    config: {
      FACEBOOK_OIDC_ISSUER: facebook.issuer,
      FACEBOOK_CLIENT_ID: 'sporta-facebook',
      FACEBOOK_CLIENT_SECRET: 'segreto-facebook-di-prova',
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
  await facebook?.close();
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
  google(account: string, relay = '/cart') {
    return this.social('/api/social-redir/google-mobile', CALLBACK, account, relay);
  }
  /** «Accedi con Facebook» (the spec's facebook-mobile, or facebook-mobile-init). */
  facebook(account: string, relay = '/cart', start = '/api/social-redir/facebook-mobile') {
    return this.social(start, FB_CALLBACK, account, relay);
  }
  async social(startPath: string, callback: string, account: string, relay: string) {
    const start = await this.get(`${startPath}?relay_state_url=${encodeURIComponent(relay)}`);
    expect(start.statusCode).toBe(302);
    const back = await signInAtProvider(start.headers.location as string, account, callback);
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

  /** The registration form as the web sends it, prefilled from social_user_detail. */
  const registration = (email: string, firstName: string, lastName: string, first15: string) => ({
    firstName,
    lastName,
    email,
    password: 'Registrata2026!',
    fiscalCode: first15 + fiscalCodeCheckChar(first15),
    phone: '02 1234567',
    storeId: 3,
    disclaimers: [
      { registrationDisclaimerId: 31, value: 1 },
      { registrationDisclaimerId: 32, value: 1 },
    ],
  });

  it('a new customer registered with Google’s verified e-mail is linked at once, then logs in with Google', async () => {
    const b = new Browser();
    expect(await b.google('g-elena')).toBe('/registration-user?social_login=google');
    const detail = (await b.get('/ebsn/api/registration/social_user_detail')).json().data;
    const res = await b.post(
      '/ebsn/api/registration/register_user',
      registration(detail.email, detail.firstName, detail.lastName, 'CNTLNE80A41F205'),
    );
    expect(res.json().response.status).toBe(0);
    expect(res.json().response.infos[0].code).toBe('info.registration.social_linked');
    const user = await t.database.db
      .selectFrom('app_user')
      .select(['user_id', 'confirmed_at'])
      .where('email_lower', '=', 'elena.conti@example.com')
      .executeTakeFirstOrThrow();
    expect(user.confirmed_at).not.toBeNull(); // Google proved the address
    // so no "confirm your e-mail" mail is sent for it
    expect(readMails(t.dataDir).filter((m) => m.to === 'elena.conti@example.com')).toEqual([]);
    const links = await t.database.db
      .selectFrom('user_social_identity')
      .select(['user_id', 'provider'])
      .where('subject', '=', 'g-elena')
      .execute();
    expect(links).toEqual([{ user_id: user.user_id, provider: 'google' }]);
    // the identity is spent in this session
    const spent = await b.get('/ebsn/api/registration/social_user_detail');
    expect(spent.json().response.errors[0].code).toBe('error.social.none');

    // another browser: «Accedi con Google» alone, no password first
    const other = new Browser();
    expect(await other.google('g-elena', '/cart')).toBe('/cart');
    expect((await other.get('/ebsn/api/auth/test')).json().data.user.email).toBe('elena.conti@example.com');
  });

  it('registering another e-mail, an unverified one, or one that has an account links nothing', async () => {
    // Google's e-mail changed in the form: the identity waits for a password login as before
    const changed = new Browser();
    await changed.google('g-nuova');
    const other = await changed.post(
      '/ebsn/api/registration/register_user',
      registration('chiara.galli.altra@example.com', 'Chiara', 'Galli', 'GLLCHR85A41F205'),
    );
    expect(other.json().response.infos[0].code).toBe('info.registration.registered');

    // Google did not verify the e-mail
    const unverified = new Browser();
    expect(await unverified.google('g-piero')).toBe('/registration-user?social_login=google');
    const piero = await unverified.post(
      '/ebsn/api/registration/register_user',
      registration('piero.neri@example.com', 'Piero', 'Neri', 'NREPRI70A01F205'),
    );
    expect(piero.json().response.infos[0].code).toBe('info.registration.registered');

    // an existing account (Mario): the registration creates nothing, so nothing is linked
    const known = new Browser();
    await known.google('g-mario');
    const mario = await known.post(
      '/ebsn/api/registration/register_user',
      registration('mario.rossi@example.com', 'Mario', 'Rossi', 'RSSMRA85T10A562'),
    );
    expect(mario.json().response.infos[0].code).toBe('info.registration.registered');

    const links = await t.database.db
      .selectFrom('user_social_identity')
      .select('subject')
      .where('subject', 'in', ['g-nuova', 'g-piero'])
      .execute();
    expect(links).toEqual([]);
    const unconfirmed = await t.database.db
      .selectFrom('app_user')
      .select('confirmed_at')
      .where('email_lower', 'in', ['chiara.galli.altra@example.com', 'piero.neri@example.com'])
      .execute();
    expect(unconfirmed.map((u) => u.confirmed_at)).toEqual([null, null]);
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

  it('«Accedi con Facebook» takes the same path: a new customer registers, then Facebook alone logs in', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/ebsn/api/app/config' });
    expect(config.json().data).toMatchObject({ googleLogin: true, facebookLogin: true });
    const b = new Browser();
    expect(await b.facebook('fb-sara', '/cart', '/api/social-redir/facebook-mobile-init')).toBe(
      '/registration-user?social_login=facebook',
    );
    const detail = (await b.get('/ebsn/api/registration/social_user_detail')).json().data;
    expect(detail).toMatchObject({
      provider: 'facebook',
      email: 'sara.longo@example.com',
      firstName: 'Sara',
    });
    const res = await b.post(
      '/ebsn/api/registration/register_user',
      registration(detail.email, detail.firstName, detail.lastName, 'LNGSRA88A41F205'),
    );
    expect(res.json().response.infos[0].code).toBe('info.registration.social_linked');
    const other = new Browser();
    expect(await other.facebook('fb-sara', '/profile')).toBe('/profile');
    expect((await other.get('/ebsn/api/auth/test')).json().data.user.email).toBe('sara.longo@example.com');
    const links = await t.database.db
      .selectFrom('user_social_identity')
      .select(['provider', 'subject'])
      .where('email', '=', 'sara.longo@example.com')
      .execute();
    expect(links).toEqual([{ provider: 'facebook', subject: 'fb-sara' }]);
  });

  it('Mario links Facebook with his password too; a Google return is refused at the Facebook door', async () => {
    const b = new Browser();
    expect(await b.facebook('fb-mario')).toBe('/login?social_login=facebook');
    const login = await b.post('/ebsn/api/auth/login', {
      login: 'mario.rossi@example.com',
      password: 'Sporta2026!',
    });
    expect(login.json().response.status).toBe(0);
    const fresh = new Browser();
    expect(await fresh.facebook('fb-mario', '/cart')).toBe('/cart');

    // a sign-in started with Google whose return is brought to the Facebook callback
    const mixed = new Browser();
    const start = await mixed.get('/api/social-redir/google-mobile');
    const back = new URL(await signInAtProvider(start.headers.location as string, 'g-mario', CALLBACK));
    const res = await mixed.get(`/api/social-redir/facebook-callback${back.search}`);
    expect(res.headers.location).toBe('/login?social=failed');
    expect((await mixed.get('/ebsn/api/auth/test')).json().data.user.userId).toBe(-1);
  });

  it('answers clearly when Google or Facebook sign-in is not configured', async () => {
    const off = await startTestApp({ seed: false });
    try {
      const g = await off.app.inject({ method: 'GET', url: '/api/social-redir/google-mobile' });
      expect(g.headers.location).toBe('/login?social=off');
      for (const url of ['/api/social-redir/facebook-mobile', '/api/social-redir/facebook-mobile-init']) {
        const f = await off.app.inject({ method: 'GET', url });
        expect(f.headers.location).toBe('/login?social=off');
      }
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
