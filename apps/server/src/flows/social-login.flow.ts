// Logging in with Google (issue 22; spec 000 §4 "Alternative logins"): the OpenID Connect code
// flow at the provider, then
//   1. an identity linked to a customer        → that customer is logged in (cart adopted)
//   2. not linked, its e-mail has an account   → /login?social_login=google: the password proves
//                                                 the person, then the identity is linked
//   3. no account with that e-mail              → /registration-user?social_login=google, the form
//                                                 prefilled from registration/social_user_detail;
//                                                 linked at registration when Google verified the
//                                                 e-mail registered (the account is confirmed);
//                                                 otherwise at the first password login
// The identity waits in the browser's session (10 minutes), never in a URL.
import type { FastifyRequest } from 'fastify';
import type { AccountService } from '../modules/account';
import type { CartHandoffService } from '../modules/cart';
import type { SocialService } from '../modules/social';
import type { OidcLogin, OidcPending } from '../platform/oidc';
import { OIDC_PENDING_MS } from '../platform/oidc';
import { ensureSession, loginSession } from '../platform/session';

export const GOOGLE = 'google';

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
    private readonly google: OidcLogin | null,
    private readonly publicUrl: () => string,
  ) {}

  get enabled(): boolean {
    return this.google !== null;
  }

  callbackUrl(): string {
    return `${this.publicUrl().replace(/\/$/, '')}/api/social-redir/google-callback`;
  }

  /** The provider's sign-in page to send the browser to. */
  async start(request: FastifyRequest, relay: string): Promise<string> {
    if (!this.google) throw new Error('Google sign-in is not configured');
    const started = await this.google.start(this.callbackUrl(), relay);
    const ctx = await ensureSession(request);
    await request.server.sessions.updateData(ctx.session!.sessionId, {
      ...ctx.session!.data,
      googleOidc: started.pending,
    });
    return started.url;
  }

  /** The provider's return: where the browser goes next. */
  async finish(request: FastifyRequest): Promise<string> {
    const ctx = await request.context();
    const pending = ctx.session?.data.googleOidc as OidcPending | undefined;
    if (!this.google || !pending || !ctx.session) return '/login?social=failed';
    const { googleOidc: _spent, ...rest } = ctx.session.data;
    await request.server.sessions.updateData(ctx.session.sessionId, rest);
    let identity;
    try {
      identity = await this.google.finish(new URL(request.url, this.callbackUrl()), pending);
    } catch (err) {
      request.log.warn({ err }, 'Google sign-in refused');
      return '/login?social=failed';
    }
    const owner = await this.social.owner(GOOGLE, identity.subject);
    if (owner !== null) {
      const before = ctx;
      await loginSession(request, owner, { rememberMe: true });
      if (before.userId === null) await this.carts.adoptAnonymousCart(before.session!.sessionId, owner);
      return pending.relay;
    }
    const [firstName, ...others] = (identity.name ?? '').trim().split(/\s+/);
    const waiting: PendingSocial = {
      provider: GOOGLE,
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
    return known ? '/login?social_login=google' : '/registration-user?social_login=google';
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
