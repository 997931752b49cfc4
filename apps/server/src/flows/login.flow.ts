// Logging in (spec 000 §1): password, then the second factor by e-mailed PIN when the customer
// turned it on, then a new session, then the anonymous session's cart moved into the account's.
//
//   1. account.login        password, rate limits, bot check, PIN (status 4 until the PIN is right)
//   2. session              PIN pending: remembered in this session; logged in: the session rotates
//   3. cart.adoptAnonymous  the anonymous cart's lines move into the account's cart (ANONYMOUS_CART);
//                           what cannot move comes back as warnings
//   4. account.user         the user the answer carries
import type { User } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountContext, AccountService } from '../modules/account';
import type { CartHandoffService } from '../modules/cart';
import { ensureSession, loginSession } from '../platform/session';

type Message = { code: string; message: string };

export type LoginResult =
  | { kind: 'mfa'; code: string; message: string; error: boolean }
  | { kind: 'ok'; user: User | null; cartId: number | null; firstName: string; warnings: Message[] };

export class LoginFlow {
  constructor(
    private readonly account: AccountService,
    private readonly carts: Pick<CartHandoffService, 'adoptAnonymousCart'>,
    /** After a password login (a social identity waiting in the session is linked then). */
    private readonly afterPasswordLogin: (
      request: FastifyRequest,
      userId: number,
    ) => Promise<void> = async () => {},
  ) {}

  async login(
    request: FastifyRequest,
    ctx: AccountContext,
    body: Parameters<AccountService['login']>[1],
    bot: Parameters<AccountService['login']>[2],
  ): Promise<LoginResult> {
    const outcome = await this.account.login(ctx, body, bot);
    if (outcome.kind === 'mfa') {
      if (outcome.pendingPin) {
        // The PIN step of this attempt is recognised by this session (it skips the bot check).
        const session = await ensureSession(request);
        await request.server.sessions.updateData(session.session!.sessionId, {
          ...session.session!.data,
          pendingPin: outcome.pendingPin,
        });
      }
      return { kind: 'mfa', code: outcome.code, message: outcome.message, error: outcome.error };
    }
    const before = await request.context();
    await loginSession(request, outcome.userId, { rememberMe: outcome.rememberMe });
    await this.afterPasswordLogin(request, outcome.userId);
    // An anonymous cart (ANONYMOUS_CART) moves into the account's cart; what cannot move is a warning.
    const adopted =
      before.session && before.userId === null
        ? await this.carts.adoptAnonymousCart(before.session.sessionId, outcome.userId)
        : { cartId: null, messages: { warnings: [] as Message[] } };
    return {
      kind: 'ok',
      user: await this.account.user(outcome.userId),
      cartId: adopted.cartId,
      firstName: outcome.firstName,
      warnings: adopted.messages.warnings ?? [],
    };
  }
}
