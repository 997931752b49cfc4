// What the account routes share: tags, the account context of a request, the routes' options.
import { botTokenSchema, envelopeSchema } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/session';
import { type AccountContext, type AccountService } from './account.service';
import type { BotCheck } from './bot-check';

export const TAGS = ['account'];
export const AUTH_TAGS = ['auth'];
export const messageOnly = envelopeSchema(z.object({}).loose());
export const botQuery = z.looseObject({ token_recaptcha: botTokenSchema });

export async function accountContext(request: FastifyRequest): Promise<AccountContext> {
  const ctx = await request.context();
  return {
    ip: request.ip,
    userId: ctx.userId,
    sessionId: ctx.session?.sessionId ?? null,
    sessionData: ctx.session?.data ?? {},
    sessionStartedAt: ctx.session?.createdAt,
  };
}

/** 401 without a login, 419 when the session expired. */
export async function userContext(
  request: FastifyRequest,
): Promise<AccountContext & { userId: number; sessionId: number }> {
  const ctx = await requireUser(request);
  return {
    ip: request.ip,
    userId: ctx.userId,
    sessionId: ctx.session.sessionId,
    sessionData: ctx.session.data,
    sessionStartedAt: ctx.session.createdAt,
  };
}

export const info = (code: string, message: string) => ({ infos: [{ code, message }] });

export interface AccountRoutesOptions {
  account: AccountService;
  bot: BotCheck;
  /** The login flow (flows/login.flow.ts): password, PIN, session, the anonymous cart moved in. */
  login: {
    login(
      request: FastifyRequest,
      ctx: AccountContext,
      body: Parameters<AccountService['login']>[1],
      bot: Parameters<AccountService['login']>[2],
    ): Promise<
      | { kind: 'mfa'; code: string; message: string; error: boolean }
      | {
          kind: 'ok';
          user: Awaited<ReturnType<AccountService['user']>>;
          cartId: number | null;
          firstName: string;
          warnings: { code: string; message: string }[];
        }
    >;
  };
  /**
   * After a new account is registered (flows/social-login.flow.ts: a Google identity waiting in
   * the session with the same, verified e-mail is linked then). True when one was linked.
   */
  afterRegistration?: (request: FastifyRequest, userId: number) => Promise<boolean>;
  /**
   * Invite a friend (the invite module): the inviter of a code (null when malformed or unknown),
   * and the link of a new account to them.
   */
  invites?: {
    inviterOf(code: string): Promise<{ userId: number; code: string } | null>;
    link(inviter: { userId: number; code: string }, friendUserId: number): Promise<void>;
  };
}
