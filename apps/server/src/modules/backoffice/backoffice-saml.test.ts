// Staff sign-in through SAML 2.0 (issue 22, ADR 0046) against a real identity provider started by
// the test (samlify on a local port, signing with a test-only key): the shop's AuthnRequest is
// read by the provider, its signed response is posted to the shop's Assertion Consumer Service.
// Covers the sign-in end to end, and the refusals: a response signed with another key or altered
// after signing, an expired assertion, another audience, a replayed response, an unknown person.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { IDP_CERT, startSamlIdp, type PostedResponse, type TestIdp } from '../../../test/saml-kit';

const SHOP = 'http://localhost:3000';
const SP_ENTITY = `${SHOP}/ebsn/api/saml/metadata`;
const ACS = `${SHOP}/ebsn/api/saml/acs`;
const LUCA = { email: 'operatore@example.com' };

let idp: TestIdp;
let t: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  idp = await startSamlIdp({ spEntityId: SP_ENTITY, acsUrl: ACS });
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await startTestApp({
    products: 100,
    logStream,
    config: {
      LOG_LEVEL: 'warn',
      STAFF_SAML_ENTRY_POINT: idp.ssoUrl,
      STAFF_SAML_IDP_CERT: IDP_CERT,
      STAFF_SAML_IDP_ISSUER: idp.entityId,
    } as never,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** saml/do-login: the provider's URL the client is sent to. */
async function doLogin(relay = '/userboard') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ebsn/api/saml/do-login?relay_state_url=${encodeURIComponent(relay)}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().response.status).toBe(0);
  return res.json().data.redirectUrl as string;
}

/** The provider's page posts the response to the shop (from the provider's site, no cookie). */
async function post(posted: PostedResponse, accept = 'application/json') {
  expect(posted.action).toBe(ACS);
  const res = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/saml/acs',
    payload: new URLSearchParams({
      SAMLResponse: posted.SAMLResponse,
      RelayState: posted.RelayState,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      origin: new URL(idp.ssoUrl).origin,
      accept,
    },
  });
  return {
    res,
    token: (res.headers['x-ebsn-account'] as string | undefined) || null,
  };
}

/** The refusal: 403, the Italian message, no session; the log says which check refused it. */
function expectRefused(done: Awaited<ReturnType<typeof post>>, reason: RegExp) {
  expect(done.res.statusCode).toBe(403);
  const body = done.res.json();
  expect(body.response.errors[0].code).toBe('error.backoffice.saml_refused');
  expect(body.response.errorsMessage[0]).toMatch(/^Accesso SAML rifiutato/);
  expect(done.token).toBeNull();
  expect(done.res.cookies.find((c) => c.name === 'X-Ebsn-Account' && c.value)).toBeUndefined();
  expect(logLines.some((l) => l.includes('SAML response refused') && reason.test(l))).toBe(true);
}

describe('staff sign-in through the cooperative’s SAML provider', () => {
  it('signs Luca in end to end and the staff session works on a back-office call', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/ebsn/api/backoffice-access/session' });
    expect(before.json().data.ssoSaml).toBe(true);
    const location = await doLogin('/userboard/registro');
    expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    const posted = await idp.signIn(location, LUCA);
    expect(posted.RelayState).toBe('/userboard/registro');
    const done = await post(posted);
    expect(done.res.statusCode).toBe(303);
    expect(done.res.headers.location).toBe('/userboard/registro');
    expect(done.token).toBeTruthy();
    expect(done.res.cookies.find((c) => c.name === 'Sporta-Staff')?.value).toBe('1');

    const board = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/backoffice-access/userboard',
      headers: { 'x-ebsn-account': done.token! },
    });
    expect(board.statusCode).toBe(200);
    expect(board.json().data.staff).toMatchObject({ username: 'operatore', displayName: 'Luca Verdi' });
    const search = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/backoffice-access/list_user?q=Rossi',
      headers: { 'x-ebsn-account': done.token! },
    });
    expect(search.json().data.users.length).toBeGreaterThan(0);
    // linked once by the e-mail the cooperative asserted
    const linked = await t.database.db
      .selectFrom('staff_user')
      .select(['sso_issuer', 'sso_subject'])
      .where('username_lower', '=', 'operatore')
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ sso_issuer: idp.entityId, sso_subject: LUCA.email });

    // the same response posted again (a copy kept by an attacker, a double submit) is refused
    expectRefused(await post(posted), /replayed|InResponseTo/);

    // saml/do-logout ends the staff session and gives back a safe relay
    const out = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/saml/do-logout?relay_state_url=${encodeURIComponent('https://altro.example/')}`,
      headers: { 'x-ebsn-account': done.token! },
    });
    expect(out.json().data).toEqual({ relayStateUrl: '/' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/backoffice-access/userboard',
      headers: { 'x-ebsn-account': done.token! },
    });
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a response signed with another key, or altered after it was signed', async () => {
    expectRefused(await post(await idp.signIn(await doLogin(), LUCA, { otherKey: true })), /signature/i);

    const genuine = await idp.signIn(await doLogin(), LUCA);
    const xml = Buffer.from(genuine.SAMLResponse, 'base64').toString('utf8');
    const altered = xml.replaceAll(LUCA.email, 'amministratore@example.com');
    expect(altered).not.toBe(xml);
    expectRefused(
      await post({ ...genuine, SAMLResponse: Buffer.from(altered).toString('base64') }),
      /signature/i,
    );
  });

  it('refuses an expired assertion and one made for another audience', async () => {
    // the subject confirmation and the conditions ran out 10 minutes ago (the shop tolerates 30 s)
    expectRefused(
      await post(await idp.signIn(await doLogin(), LUCA, { expiredMinutes: 10 })),
      /expired|no valid subject confirmation/i,
    );
    expectRefused(
      await post(await idp.signIn(await doLogin(), LUCA, { audience: 'https://altro-negozio.example/saml' })),
      /audience/i,
    );
  });

  it('two copies of one response posted at once start one session only', async () => {
    const posted = await idp.signIn(await doLogin(), LUCA);
    const both = await Promise.all([post(posted), post(posted)]);
    expect(both.map((d) => d.res.statusCode).sort()).toEqual([303, 403]);
    expect(both.filter((d) => d.token)).toHaveLength(1);
  });

  it('refuses a response to a request the shop never sent', async () => {
    // a valid response for a sign-in started on another shop with the same provider
    const location = new URL(await doLogin());
    const posted = await idp.signIn(location.href, LUCA);
    await t.database.db.deleteFrom('saml_request').execute();
    expectRefused(await post(posted), /InResponseTo/);
  });

  it('refuses someone without a staff account, and shows a page to a browser', async () => {
    const stranger = await post(
      await idp.signIn(await doLogin(), { email: 'sconosciuto@example.com' }),
      'text/html,application/xhtml+xml',
    );
    expect(stranger.res.statusCode).toBe(403);
    expect(stranger.res.headers['content-type']).toContain('text/html');
    expect(stranger.res.body).toContain('Nessun account del personale corrisponde');
    expect(stranger.token).toBeNull();
  });

  it('sends a navigating browser straight to the provider, and publishes its metadata', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/saml/do-login',
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location).startsWith(idp.ssoUrl)).toBe(true);
    const meta = await t.app.inject({ method: 'GET', url: '/ebsn/api/saml/metadata' });
    expect(meta.body).toContain(`entityID="${SP_ENTITY}"`);
    expect(meta.body).toContain(ACS);
  });
});
