// Staff single sign-on through OpenID Connect (issue 22), against a real OpenID provider started
// by the test (oidc-provider, with its development login pages): signatures, state, nonce and
// PKCE are the real ones. Covers sign-in, the link by verified e-mail, an unknown identity, a
// replayed return, a tampered state, a wrong client secret, and ID tokens bent between the
// provider and the shop: signed with another key, expired, made for another audience.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-kit';

const CALLBACK = 'http://localhost:3000/ebsn/api/sso-auth/oidc/callback';
const ACCOUNTS: Record<string, { email: string; verified: boolean; name: string }> = {
  'idp-luca': { email: 'operatore@example.com', verified: true, name: 'Luca Verdi' },
  'idp-anna-unverified': { email: 'amministratore@example.com', verified: false, name: 'Anna Neri' },
  'idp-stranger': { email: 'sconosciuto@example.com', verified: true, name: 'Sconosciuto' },
};

let idp: TestProvider;
let issuer: string;
let t: TestContext;
let wrongSecret: TestContext;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'sporta-backoffice',
    clientSecret: 'segreto-del-client-di-prova',
    redirectUri: CALLBACK,
    accounts: ACCOUNTS,
    bendTokens: true,
  });
  issuer = idp.issuer;
  const sso = {
    STAFF_OIDC_ISSUER: issuer,
    STAFF_OIDC_CLIENT_ID: 'sporta-backoffice',
    OIDC_ALLOW_HTTP: true,
  };
  t = await startTestApp({
    products: 100,
    config: { ...sso, STAFF_OIDC_CLIENT_SECRET: 'segreto-del-client-di-prova' } as never,
  });
  wrongSecret = await startTestApp({
    products: 100,
    config: { ...sso, STAFF_OIDC_CLIENT_SECRET: 'un-altro-segreto' } as never,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await wrongSecret?.close();
  await idp?.close();
});

/** Starts the sign-in on the shop: the provider's URL and the browser's session cookie. */
async function start(app: TestContext, relay = '/userboard') {
  const res = await app.app.inject({
    method: 'GET',
    url: `/ebsn/api/sso-auth/oidc/start?relay_state_url=${encodeURIComponent(relay)}`,
  });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { location: res.headers.location as string, cookie };
}

function atProvider(location: string, accountId: string): Promise<string> {
  return signInAtProvider(location, accountId, CALLBACK);
}

async function callback(app: TestContext, url: string, cookie: string) {
  const res = await app.app.inject({
    method: 'GET',
    url: url.slice('http://localhost:3000'.length),
    headers: { cookie, 'sec-fetch-site': 'cross-site' },
  });
  return {
    status: res.statusCode,
    location: res.headers.location as string,
    token: (res.headers['x-ebsn-account'] as string | undefined) || null,
    staffCookie: res.cookies.find((c) => c.name === 'Sporta-Staff')?.value ?? null,
  };
}

describe('staff sign-in through the cooperative’s OpenID provider', () => {
  it('signs in Luca (linked once by his verified e-mail) and returns to the relay page', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/ebsn/api/backoffice-access/session' });
    expect(session.json().data.ssoOidc).toBe(true);
    const { location, cookie } = await start(t, '/userboard/registro');
    expect(location.startsWith(`${issuer}/auth?`)).toBe(true);
    const params = new URL(location).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    const back = await atProvider(location, 'idp-luca');
    const done = await callback(t, back, cookie);
    expect(done.status).toBe(302);
    expect(done.location).toBe('/userboard/registro');
    expect(done.token).toBeTruthy();
    expect(done.staffCookie).toBe('1');
    const me = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/backoffice-access/session',
      headers: { 'x-ebsn-account': done.token! },
    });
    expect(me.json().data.staff).toMatchObject({ username: 'operatore', displayName: 'Luca Verdi' });
    const linked = await t.database.db
      .selectFrom('staff_user')
      .select(['sso_issuer', 'sso_subject'])
      .where('username_lower', '=', 'operatore')
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ sso_issuer: issuer, sso_subject: 'idp-luca' });

    // the same return replayed (another tab, an attacker holding the URL) is refused
    const replay = await callback(t, back, cookie);
    expect(replay.location).toBe('/userboard?sso=failed');
    expect(replay.token).toBeNull();
  });

  it('refuses an unverified e-mail and an identity no staff account has', async () => {
    for (const id of ['idp-anna-unverified', 'idp-stranger']) {
      const { location, cookie } = await start(t);
      const done = await callback(t, await atProvider(location, id), cookie);
      expect(done.location, id).toBe('/userboard?sso=unknown');
      expect(done.token).toBeNull();
    }
    const anna = await t.database.db
      .selectFrom('staff_user')
      .select('sso_subject')
      .where('username_lower', '=', 'amministratore')
      .executeTakeFirstOrThrow();
    expect(anna.sso_subject).toBeNull();
  });

  it('refuses a return whose state was changed, or that comes to another browser', async () => {
    const { location, cookie } = await start(t);
    const back = new URL(await atProvider(location, 'idp-luca'));
    back.searchParams.set('state', 'stato-manomesso');
    const tampered = await callback(t, back.href, cookie);
    expect(tampered.location).toBe('/userboard?sso=failed');
    expect(tampered.token).toBeNull();

    const other = await start(t);
    const stolen = await callback(
      t,
      await atProvider(other.location, 'idp-luca'),
      'X-Ebsn-Session=nessuna-sessione-valida',
    );
    expect(stolen.location).toBe('/userboard?sso=failed');
    expect(stolen.token).toBeNull();
  });

  describe('an ID token that does not check out logs nobody in', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const signIn = async () => {
      const { location, cookie } = await start(t);
      return callback(t, await atProvider(location, 'idp-luca'), cookie);
    };
    afterAll(() => idp.bendIdToken(null));

    it('the same claims signed again with the provider’s key are accepted (the front is faithful)', async () => {
      idp.bendIdToken({ claims: (c) => c });
      const done = await signIn();
      expect(done.location).toBe('/userboard');
      expect(done.token).toBeTruthy();
    });

    it('refuses one signed with a key the provider never published', async () => {
      idp.bendIdToken({ otherKey: true });
      const done = await signIn();
      expect(done.location).toBe('/userboard?sso=failed');
      expect(done.token).toBeNull();
    });

    it('refuses an expired one', async () => {
      idp.bendIdToken({ claims: (c) => ({ ...c, iat: now() - 3600, exp: now() - 600 }) });
      const done = await signIn();
      expect(done.location).toBe('/userboard?sso=failed');
      expect(done.token).toBeNull();
    });

    it('refuses one made for another client (audience)', async () => {
      idp.bendIdToken({ claims: (c) => ({ ...c, aud: 'un-altro-negozio', azp: 'un-altro-negozio' }) });
      const done = await signIn();
      expect(done.location).toBe('/userboard?sso=failed');
      expect(done.token).toBeNull();
    });
  });

  it('a shop with the wrong client secret cannot redeem the code', async () => {
    const { location, cookie } = await start(wrongSecret);
    const done = await callback(wrongSecret, await atProvider(location, 'idp-luca'), cookie);
    expect(done.location).toBe('/userboard?sso=failed');
    expect(done.token).toBeNull();
  });

  it('answers clearly when single sign-on is off, and for SAML', async () => {
    const off = await startTestApp({ seed: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/ebsn/api/sso-auth/oidc/start' });
      expect(res.json().response.errors[0].code).toBe('error.backoffice.sso_off');
      const saml = await off.app.inject({
        method: 'GET',
        url: '/ebsn/api/saml/do-login?relay_state_url=/userboard',
      });
      expect(saml.json().response).toMatchObject({
        status: 1,
        errorsMessage: ['L’accesso SAML non è configurato su questo negozio.'],
      });
      const logout = await off.app.inject({ method: 'GET', url: '/ebsn/api/saml/do-logout' });
      expect(logout.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });
});
