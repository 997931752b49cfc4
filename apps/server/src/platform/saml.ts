// SAML 2.0 sign-in through an outside identity provider (@node-saml/node-saml), as a Service
// Provider: the AuthnRequest goes by the HTTP-Redirect binding, the Response comes back by
// HTTP-POST to the Assertion Consumer Service. The library checks the signatures (response and
// assertion, with the provider's certificate), the issuer, the audience, the recipient, the time
// conditions and that the response answers a request we sent (InResponseTo, spent on use); the
// store given here keeps those requests and every assertion ID seen, so a replay is refused even
// when two copies arrive at once.
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';

export interface SamlSettings {
  /** The provider's single sign-on URL (HTTP-Redirect binding). */
  entryPoint: string;
  /** The provider's signing certificate(s): PEM, or the base64 body alone. */
  idpCert: string[];
  /** The provider's entity ID; when set, responses from another issuer are refused. */
  idpIssuer?: string;
  /** Our entity ID (the SP's issuer). */
  issuer: string;
  /** The audience the assertion must name (our entity ID unless the provider says otherwise). */
  audience: string;
  /** Our Assertion Consumer Service URL. */
  callbackUrl: string;
  /** Tolerated clock difference with the provider. */
  clockSkewMs: number;
}

/** Where the sign-ins under way and the assertions already used are kept (the database). */
export interface SamlStore {
  /** A request sent to the provider (to be answered within `ttlMs`). */
  saveRequest(requestId: string, ttlMs: number): Promise<void>;
  /** When the request was sent, while it still waits for its answer; null otherwise. */
  requestSentAt(requestId: string): Promise<Date | null>;
  /** The request is answered (or refused): never again. */
  dropRequest(requestId: string): Promise<void>;
  /** Records an assertion ID; false when it was already seen (a replay). Atomic. */
  spendAssertion(assertionId: string, keepUntil: Date): Promise<boolean>;
}

export interface SamlIdentity {
  issuer: string;
  subject: string;
  email: string | null;
}

/** How long a sign-in may take at the provider. */
export const SAML_PENDING_MS = 10 * 60_000;

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const TRANSIENT_FORMAT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'emailAddress'];

/** A refused response: the reason is for the log, never for the browser. */
export class SamlRefused extends Error {
  override readonly name = 'SamlRefused';
}

function pem(cert: string): string {
  const body = cert
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----`;
}

/** Splits a configured value holding one or more PEM certificates (or base64 bodies, comma-separated). */
export function parseCertificates(value: string): string[] {
  const blocks = value.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  const raw = blocks ?? value.split(',');
  return raw
    .map((c) => c.trim())
    .filter(Boolean)
    .map(pem);
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) return firstString(value[0]);
  return null;
}

export class SamlLogin {
  private built?: SAML;

  /** `settings` is read at the first sign-in (the public URL may be known only once listening). */
  constructor(
    private readonly settingsOf: () => SamlSettings,
    private readonly store: SamlStore,
  ) {}

  private get settings(): SamlSettings {
    return this.settingsOf();
  }

  private get saml(): SAML {
    if (this.built) return this.built;
    const { store, settings } = this;
    const cache: CacheProvider = {
      saveAsync: async (key, value) => {
        await store.saveRequest(key, SAML_PENDING_MS);
        return { value, createdAt: Date.now() };
      },
      // The library reads the value as the instant the request was sent.
      getAsync: async (key) => (await store.requestSentAt(key))?.toISOString() ?? null,
      removeAsync: async (key) => {
        if (key) await store.dropRequest(key);
        return key;
      },
    };
    this.built = new SAML({
      entryPoint: settings.entryPoint,
      idpCert: settings.idpCert,
      idpIssuer: settings.idpIssuer,
      issuer: settings.issuer,
      audience: settings.audience,
      callbackUrl: settings.callbackUrl,
      // Both the response and its assertion must carry the provider's signature.
      wantAuthnResponseSigned: true,
      wantAssertionsSigned: true,
      signatureAlgorithm: 'sha256',
      acceptedClockSkewMs: settings.clockSkewMs,
      // Only answers to our own requests (no unsolicited, provider-initiated responses).
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SAML_PENDING_MS,
      cacheProvider: cache,
      // Whatever NameID and authentication method the provider uses (its own second factor).
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
    return this.built;
  }

  /** The provider's sign-in URL (the AuthnRequest, deflated, in the query) carrying `relay`. */
  start(relay: string): Promise<string> {
    return this.saml.getAuthorizeUrlAsync(relay, undefined, {});
  }

  /** Our service provider's metadata (for the provider's administrator). */
  metadata(): string {
    return this.saml.generateServiceProviderMetadata(null);
  }

  /** Validates a posted SAMLResponse; throws SamlRefused when anything does not check out. */
  async finish(samlResponse: string): Promise<SamlIdentity> {
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (err) {
      throw new SamlRefused(err instanceof Error ? err.message : String(err), { cause: err });
    }
    if (!profile || !profile.nameID) throw new SamlRefused('no subject in the assertion');
    const assertionId = this.assertionId(profile);
    if (!assertionId) throw new SamlRefused('assertion without ID');
    // The assertion is remembered past the longest time it could still be accepted.
    const keepUntil = new Date(Date.now() + SAML_PENDING_MS + this.settings.clockSkewMs + 3_600_000);
    if (!(await this.store.spendAssertion(assertionId, keepUntil)))
      throw new SamlRefused(`assertion ${assertionId} replayed`);
    const email =
      EMAIL_ATTRIBUTES.map((a) => firstString(profile[a])).find(Boolean) ??
      (profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : null);
    // A transient NameID changes at every sign-in: the e-mail then stands for the person.
    const transient = profile.nameIDFormat === TRANSIENT_FORMAT;
    if (transient && !email) throw new SamlRefused('transient NameID and no e-mail');
    const subject = transient ? `email:${email!.toLowerCase()}` : profile.nameID;
    return { issuer: profile.issuer, subject, email };
  }

  private assertionId(profile: Profile): string | null {
    const assertion = profile.getAssertion?.() as { Assertion?: { $?: { ID?: string } } } | undefined;
    return assertion?.Assertion?.$?.ID ?? null;
  }
}
