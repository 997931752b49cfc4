// Logging in with Google or Facebook (issue 22; spec 000 §4 "Alternative logins"): one code path
// for every provider (`google`, `facebook`, each its own OpenID Connect client): the code flow at
// the provider, then
//   1. an identity linked to a customer        → that customer is logged in (cart adopted)
//   2. not linked, its e-mail has an account   → /login?social_login=<provider>: the password
//                                                 proves the person, then the identity is linked
//   3. no account with that e-mail              → /registration-user?social_login=<provider>, the form
//                                                 prefilled from registration/social_user_detail;
//                                                 linked at registration when the provider verified the
//                                                 e-mail registered (the account is confirmed);
//                                                 otherwise at the first password login
// The identity waits in the browser's session (10 minutes), never in a URL.
import type { FastifyRequest } from 'fastify';
import type { AccountService } from '../modules/account';
import type { CartHandoffService } from '../modules/cart';
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialService } from '../modules/social';
import type { OidcLogin, OidcPending } from '../platform/oidc';
import { OIDC_PENDING_MS } from '../platform/oidc';
import { ensureSession, loginSession } from '../platform/session';

/** A sign-in under way at a provider (kept in the browser's session). */
interface SocialStarted {
  provider: SocialProvider;
  pending: OidcPending;
}

export interface PendingSocial {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  at: number;
}

export class SocialLoginFlow {
  constructor(
    private readonly social: SocialService,
    private readonly carts: Pick<CartHandoffService, 'adoptAnonymousCart'>,
    private readonly accounts: Pick<AccountService, 'confirmProvenAddress'>,
    /** The configured providers' clients (a provider not configured is absent). */
    private readonly providers: Partial<Record<SocialProvider, OidcLogin>>,
    private readonly publicUrl: () => string,
  ) {}

  enabled(provider: SocialProvider): boolean {
    return this.providers[provider] !== undefined;
  }

  /** Some provider is configured. */
  get anyEnabled(): boolean {
    return SOCIAL_PROVIDERS.some((p) => this.enabled(p));
  }

  callbackUrl(provider: SocialProvider): string {
    return `${this.publicUrl().replace(/\/$/, '')}/api/social-redir/${provider}-callback`;
  }

  /** The provider's sign-in page to send the browser to. */
  async start(request: FastifyRequest, provider: SocialProvider, relay: string): Promise<string> {
    const client = this.providers[provider];
    if (!client) throw new Error(`${provider} sign-in is not configured`);
    const started = await client.start(this.callbackUrl(provider), relay);
    const ctx = await ensureSession(request);
    const socialOidc: SocialStarted = { provider, pending: started.pending };
    await request.server.sessions.updateData(ctx.session!.sessionId, { ...ctx.session!.data, socialOidc });
    return started.url;
  }

  /** The provider's return: where the browser goes next. */
  async finish(request: FastifyRequest, provider: SocialProvider): Promise<string> {
    const ctx = await request.context();
    const started = ctx.session?.data.socialOidc as SocialStarted | undefined;
    const client = this.providers[provider];
    if (!client || !started || !ctx.session) return '/login?social=failed';
    // The sign-in under way is spent whatever happens (no second try with the same state).
    const { socialOidc: _spent, ...rest } = ctx.session.data;
    await request.server.sessions.updateData(ctx.session.sessionId, rest);
    if (started.provider !== provider) return '/login?social=failed';
    const pending = started.pending;
    let identity;
    try {
      identity = await client.finish(new URL(request.url, this.callbackUrl(provider)), pending);
    } catch (err) {
      request.log.warn({ err, provider }, 'social sign-in refused');
      return '/login?social=failed';
    }
    const owner = await this.social.owner(provider, identity.subject);
    if (owner !== null) {
      const before = ctx;
      await loginSession(request, owner, { rememberMe: true });
      if (before.userId === null) await this.carts.adoptAnonymousCart(before.session!.sessionId, owner);
      return pending.relay;
    }
    const [firstName, ...others] = (identity.name ?? '').trim().split(/\s+/);
    const waiting: PendingSocial = {
      provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      firstName: firstName || null,
      lastName: others.join(' ') || null,
      at: Date.now(),
    };
    await request.server.sessions.updateData(ctx.session.sessionId, { ...rest, socialPending: waiting });
    const known =
      identity.email && identity.emailVerified ? await this.social.accountWithEmail(identity.email) : false;
    return known ? `/login?social_login=${provider}` : `/registration-user?social_login=${provider}`;
  }

  /** The identity waiting in this session to be linked, if still fresh. */
  async pending(request: FastifyRequest): Promise<PendingSocial | null> {
    const ctx = await request.context();
    const waiting = ctx.session?.data.socialPending as PendingSocial | undefined;
    if (!waiting || Date.now() - waiting.at > OIDC_PENDING_MS) return null;
    return waiting;
  }

  /** After a password login: the identity waiting in the session is linked when it is the account's e-mail. */
  async linkAfterPassword(request: FastifyRequest, userId: number): Promise<void> {
    const waiting = await this.pending(request);
    if (!waiting) return;
    await this.social.linkIfSameEmail(userId, waiting);
    await this.spend(request);
  }

  /**
   * After a new account is registered in this session: the identity waiting here is linked when
   * the provider verified its e-mail and it is the account's own (that proves the address, so the
   * account is confirmed). A known address never comes here (registration creates no account).
   */
  async linkAfterRegistration(request: FastifyRequest, userId: number): Promise<boolean> {
    const waiting = await this.pending(request);
    if (!waiting) return false;
    const linked = await this.social.linkIfSameEmail(userId, waiting);
    if (!linked) return false;
    await this.accounts.confirmProvenAddress(userId);
    await this.spend(request);
    return true;
  }

  private async spend(request: FastifyRequest): Promise<void> {
    const ctx = await request.context();
    if (!ctx.session) return;
    const { socialPending: _done, ...rest } = ctx.session.data;
    await request.server.sessions.updateData(ctx.session.sessionId, rest);
  }
}
