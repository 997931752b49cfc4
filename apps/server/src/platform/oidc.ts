// OpenID Connect sign-in through an outside provider (openid-client): the authorization code
// flow with PKCE, state and nonce. The provider's signature (against its published keys: the
// non-repudiation checks are on), issuer, audience, expiry and nonce are checked by the library;
// a code is redeemed once by the provider.
import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** http issuers (a provider on this machine); https otherwise. */
  allowHttp: boolean;
}

/** What the flow keeps in the browser's session between the redirect and the return. */
export interface OidcPending {
  state: string;
  nonce: string;
  verifier: string;
  relay: string;
  startedAt: number;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** How long a sign-in may take at the provider. */
export const OIDC_PENDING_MS = 10 * 60_000;

export class OidcLogin {
  private config?: Promise<oidc.Configuration>;

  constructor(private readonly settings: OidcSettings) {}

  private configuration(): Promise<oidc.Configuration> {
    this.config ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        {
          // The ID token's signature is checked against the provider's published keys (the
          // library skips it by default for tokens fetched over TLS from the token endpoint).
          execute: this.settings.allowHttp
            ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
            : [oidc.enableNonRepudiationChecks],
        },
      )
      .catch((err: unknown) => {
        this.config = undefined; // try again next time (the provider may be starting)
        throw err;
      });
    return this.config;
  }

  async start(redirectUri: string, relay: string): Promise<{ url: string; pending: OidcPending }> {
    const config = await this.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const pending: OidcPending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      relay,
      startedAt: Date.now(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /** Redeems the code of the provider's return; throws when anything does not check out. */
  async finish(currentUrl: URL, pending: OidcPending): Promise<OidcIdentity> {
    if (Date.now() - pending.startedAt > OIDC_PENDING_MS) throw new Error('sign-in started too long ago');
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // Providers that keep the ID token small give the e-mail at the UserInfo endpoint (for the
    // same subject: the library checks it).
    const profile =
      typeof claims.email === 'string'
        ? claims
        : { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email : null,
      emailVerified: profile.email_verified === true,
      name: typeof profile.name === 'string' ? profile.name : null,
    };
  }
}
