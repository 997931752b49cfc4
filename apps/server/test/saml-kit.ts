// A real SAML 2.0 identity provider for tests (samlify, on a local port): it reads the shop's
// AuthnRequest (HTTP-Redirect binding, schema-checked by xmllint), authenticates the user the
// test names, and answers with the auto-posting form of the HTTP-POST binding carrying a signed
// Response (response and assertion signed with its test-only key, fixtures/saml-idp.*).
// A test can bend the next answer: another signing key, an expired assertion, another audience.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as xmllint from '@authenio/samlify-node-xmllint';
import * as samlify from 'samlify';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
export const IDP_KEY = read('saml-idp.key');
export const IDP_CERT = read('saml-idp.crt');
const OTHER_KEY = read('saml-other.key');
const OTHER_CERT = read('saml-other.crt');

samlify.setSchemaValidator(xmllint);

const { binding } = samlify.Constants.namespace;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlUser {
  email: string;
  /** The NameID (the e-mail unless said). */
  nameId?: string;
  nameIdFormat?: string;
}

/** How the next answer is bent. */
export interface Tweak {
  /** Signed with a key the shop does not trust. */
  otherKey?: boolean;
  /** NotOnOrAfter this many minutes in the past (issued before that). */
  expiredMinutes?: number;
  /** The audience named in the assertion. */
  audience?: string;
}

/** What the provider's page posts to the shop. */
export interface PostedResponse {
  action: string;
  SAMLResponse: string;
  RelayState: string;
}

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  /** The provider's answer to a sign-in started at `location` (the shop's do-login URL) as `user`. */
  signIn(location: string, user: SamlUser, tweak?: Tweak): Promise<PostedResponse>;
  close(): Promise<void>;
}

function attributeStatement(email: string): string {
  return (
    '<saml:AttributeStatement><saml:Attribute Name="email" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">' +
    `<saml:AttributeValue xsi:type="xs:string">${email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
  );
}

export async function startSamlIdp(options: {
  spEntityId: string;
  acsUrl: string;
  /** Who signs in when a browser comes without a test naming the user first (e2e journeys). */
  defaultUser?: SamlUser;
}): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const ssoUrl = `${base}/sso`;
  const idpOf = (privateKey: string, signingCert: string) =>
    samlify.IdentityProvider({
      entityID: entityId,
      privateKey,
      signingCert,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: binding.redirect, Location: ssoUrl }],
      requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    });
  const idp = idpOf(IDP_KEY, IDP_CERT);
  const impostor = idpOf(OTHER_KEY, OTHER_CERT);
  const sp = samlify.ServiceProvider({
    entityID: options.spEntityId,
    assertionConsumerService: [{ Binding: binding.post, Location: options.acsUrl }],
    wantAssertionsSigned: true,
    wantMessageSigned: true,
    authnRequestsSigned: false,
  });

  // The user and the bend of the next sign-in (set by signIn just before the browser comes).
  let next: { user: SamlUser; tweak: Tweak } | null = null;

  server.on('request', (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const now0 = next ?? (options.defaultUser ? { user: options.defaultUser, tweak: {} } : null);
      if (url.pathname !== '/sso' || !now0) {
        res.writeHead(404).end();
        return;
      }
      const { user, tweak } = now0;
      next = null;
      const query = Object.fromEntries(url.searchParams);
      const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: '' });
      const requestId = String((parsed.extract as { request?: { id?: string } }).request?.id ?? '');
      const request = { extract: { request: { id: requestId } } };
      const signer = tweak.otherKey ? impostor : idp;
      const now = Date.now();
      const issued = new Date(now - (tweak.expiredMinutes ? (tweak.expiredMinutes + 5) * 60_000 : 0));
      const until = new Date(tweak.expiredMinutes ? now - tweak.expiredMinutes * 60_000 : now + 5 * 60_000);
      const response = await signer.createLoginResponse(
        sp,
        request,
        'post',
        { email: user.email },
        {
          customTagReplacement: (template: string) => {
            const id = `_${crypto.randomUUID()}`;
            const values = {
              ID: id,
              AssertionID: `_${crypto.randomUUID()}`,
              Destination: options.acsUrl,
              Audience: tweak.audience ?? options.spEntityId,
              SubjectRecipient: options.acsUrl,
              Issuer: entityId,
              IssueInstant: issued.toISOString(),
              StatusCode: String(samlify.Constants.StatusCode.Success),
              ConditionsNotBefore: issued.toISOString(),
              ConditionsNotOnOrAfter: until.toISOString(),
              SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
              NameIDFormat: user.nameIdFormat ?? EMAIL_FORMAT,
              NameID: user.nameId ?? user.email,
              InResponseTo: requestId,
              AuthnStatement: `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
              AttributeStatement: attributeStatement(user.email),
            };
            return { id, context: samlify.SamlLib.replaceTagsByValue(template, values) };
          },
        },
      );
      const relay = url.searchParams.get('RelayState') ?? '';
      // The HTTP-POST binding: a page whose form posts itself to the shop.
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<html><body onload="document.forms[0].submit()"><form method="post" action="${'entityEndpoint' in response ? response.entityEndpoint : options.acsUrl}">` +
            `<input type="hidden" name="SAMLResponse" value="${response.context}"/>` +
            `<input type="hidden" name="RelayState" value="${relay.replace(/"/g, '&quot;')}"/>` +
            '</form></body></html>',
        );
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });

  return {
    entityId,
    ssoUrl,
    async signIn(location, user, tweak = {}) {
      next = { user, tweak };
      const res = await fetch(location, { redirect: 'manual' });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`identity provider answered ${res.status}: ${html}`);
      const field = (name: string) =>
        new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
      return {
        action: /action="([^"]+)"/.exec(html)![1]!,
        SAMLResponse: field('SAMLResponse'),
        RelayState: field('RelayState'),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
