// Session mechanics (ARCHITECTURE.md §3, API-CONTRACT.md "Session and identity").
// One row per session with two opaque tokens, stored hashed:
//  - X-Ebsn-Session: anonymous state (cart setup before login, preferences);
//  - X-Ebsn-Account: issued at login, rotated on every login; alone grants identity.
// Both travel as response headers and as HttpOnly SameSite=Lax cookies of the
// same names (Secure over HTTPS), and are accepted back as header or cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './db';
import { AppError } from './errors';
import { hashToken, newToken } from './tokens';

export const SESSION_HEADER = 'X-Ebsn-Session';
export const ACCOUNT_HEADER = 'X-Ebsn-Account';

export interface SessionRecord {
  sessionId: number;
  userId: number | null;
  actingStaffId: number | null;
  rememberMe: boolean;
  data: Record<string, unknown>;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface RequestContext {
  requestId: string;
  session: SessionRecord | null;
  /** The account the session acts for; null when anonymous. */
  userId: number | null;
  /** A token was presented but its session had expired or ended. */
  expired: boolean;
  /** The token came from a cookie (unsafe methods then need a same-site origin). */
  viaCookie: boolean;
}

export interface SessionOptions {
  idleMinutes: number;
  absoluteDays: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Loads the session lazily, once per request. */
    context(): Promise<RequestContext>;
    _contextPromise?: Promise<RequestContext>;
    _issuedTokens?: { session?: string; account?: string | null; persistent: boolean; clear?: boolean };
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

function readToken(request: FastifyRequest, name: string): { token: string; viaCookie: boolean } | null {
  const header = request.headers[name.toLowerCase()];
  if (typeof header === 'string' && header.length >= 16 && header.length <= 200)
    return { token: header, viaCookie: false };
  const cookie = request.cookies?.[name];
  if (typeof cookie === 'string' && cookie.length >= 16 && cookie.length <= 200)
    return { token: cookie, viaCookie: true };
  return null;
}

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly options: SessionOptions,
  ) {}

  private isExpired(row: { remember_me: boolean; last_seen_at: Date; expires_at: Date }, now: Date): boolean {
    if (row.expires_at.getTime() <= now.getTime()) return true;
    if (!row.remember_me && now.getTime() - row.last_seen_at.getTime() > this.options.idleMinutes * 60_000)
      return true;
    return false;
  }

  async load(request: FastifyRequest): Promise<RequestContext> {
    const account = readToken(request, ACCOUNT_HEADER);
    const session = account ? null : readToken(request, SESSION_HEADER);
    const presented = account ?? session;
    const base: RequestContext = {
      requestId: String(request.id),
      session: null,
      userId: null,
      expired: false,
      viaCookie: presented?.viaCookie ?? false,
    };
    if (!presented) return base;
    const column = account ? 'account_token_hash' : 'session_token_hash';
    const row = await this.db
      .selectFrom('session')
      .select([
        'session_id',
        'user_id',
        'acting_staff_id',
        'remember_me',
        'data',
        'created_at',
        'last_seen_at',
        'expires_at',
        'ended_at',
      ])
      .where(column, '=', hashToken(presented.token))
      .executeTakeFirst();
    const now = new Date();
    if (!row || row.ended_at) return { ...base, expired: Boolean(account) };
    if (this.isExpired(row, now)) {
      await this.db
        .updateTable('session')
        .set({ ended_at: now })
        .where('session_id', '=', row.session_id)
        .execute();
      return { ...base, expired: Boolean(account) || row.user_id !== null };
    }
    if (now.getTime() - row.last_seen_at.getTime() > 60_000) {
      await this.db
        .updateTable('session')
        .set({ last_seen_at: now })
        .where('session_id', '=', row.session_id)
        .execute();
    }
    const record: SessionRecord = {
      sessionId: row.session_id,
      userId: row.user_id,
      actingStaffId: row.acting_staff_id,
      rememberMe: row.remember_me,
      data: row.data ?? {},
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    };
    return { ...base, session: record, userId: account ? row.user_id : null };
  }

  private absoluteExpiry(now = new Date()): Date {
    return new Date(now.getTime() + this.options.absoluteDays * 86_400_000);
  }

  /** A new anonymous session; returns its token. */
  async createAnonymous(
    data: Record<string, unknown> = {},
  ): Promise<{ token: string; record: SessionRecord }> {
    const token = newToken();
    const now = new Date();
    const row = await this.db
      .insertInto('session')
      .values({
        session_token_hash: hashToken(token),
        data: JSON.stringify(data),
        expires_at: this.absoluteExpiry(now),
      })
      .returning(['session_id', 'created_at', 'last_seen_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    return {
      token,
      record: {
        sessionId: row.session_id,
        userId: null,
        actingStaffId: null,
        rememberMe: false,
        data,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      },
    };
  }

  /**
   * Login: the old session ends and a new one with fresh tokens takes its
   * anonymous state over (session id rotation).
   */
  async startUser(
    previous: SessionRecord | null,
    userId: number,
    options: { rememberMe: boolean; actingStaffId?: number | null },
  ): Promise<{ sessionToken: string; accountToken: string; record: SessionRecord }> {
    const sessionToken = newToken();
    const accountToken = newToken();
    const now = new Date();
    const data = previous?.data ?? {};
    return this.db.transaction().execute(async (trx) => {
      if (previous) {
        await trx
          .updateTable('session')
          .set({ ended_at: now })
          .where('session_id', '=', previous.sessionId)
          .execute();
      }
      const row = await trx
        .insertInto('session')
        .values({
          session_token_hash: hashToken(sessionToken),
          account_token_hash: hashToken(accountToken),
          user_id: userId,
          acting_staff_id: options.actingStaffId ?? null,
          remember_me: options.rememberMe,
          data: JSON.stringify(data),
          expires_at: this.absoluteExpiry(now),
        })
        .returning(['session_id', 'created_at', 'last_seen_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      return {
        sessionToken,
        accountToken,
        record: {
          sessionId: row.session_id,
          userId,
          actingStaffId: options.actingStaffId ?? null,
          rememberMe: options.rememberMe,
          data,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          expiresAt: row.expires_at,
        },
      };
    });
  }

  async end(sessionId: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ ended_at: new Date() })
      .where('session_id', '=', sessionId)
      .execute();
  }

  /** Ends every open session of a user (password reset, account deletion), except one. */
  async endAllForUser(userId: number, exceptSessionId?: number): Promise<void> {
    let q = this.db
      .updateTable('session')
      .set({ ended_at: new Date() })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null);
    if (exceptSessionId !== undefined) q = q.where('session_id', '!=', exceptSessionId);
    await q.execute();
  }

  async updateData(sessionId: number, data: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ data: JSON.stringify(data) })
      .where('session_id', '=', sessionId)
      .execute();
  }
}

// ---- request helpers ----

/** The session of the request, created (anonymous) when there is none. */
export async function ensureSession(request: FastifyRequest): Promise<RequestContext> {
  const ctx = await request.context();
  if (ctx.session) return ctx;
  const { token, record } = await request.server.sessions.createAnonymous();
  request._issuedTokens = { session: token, persistent: false };
  const next: RequestContext = { ...ctx, session: record };
  request._contextPromise = Promise.resolve(next);
  return next;
}

/** Guard of calls that need a login: 419 when the session expired, 401 when there is none. */
export async function requireUser(
  request: FastifyRequest,
): Promise<RequestContext & { userId: number; session: SessionRecord }> {
  const ctx = await request.context();
  if (ctx.userId === null || !ctx.session) {
    if (ctx.expired) {
      request._issuedTokens = { clear: true, persistent: false };
      throw AppError.sessionExpired();
    }
    throw AppError.unauthorized();
  }
  return ctx as RequestContext & { userId: number; session: SessionRecord };
}

export async function loginSession(
  request: FastifyRequest,
  userId: number,
  options: { rememberMe: boolean; actingStaffId?: number | null },
): Promise<RequestContext> {
  const ctx = await request.context();
  const started = await request.server.sessions.startUser(ctx.session, userId, options);
  request._issuedTokens = {
    session: started.sessionToken,
    account: started.accountToken,
    persistent: options.rememberMe,
  };
  const next: RequestContext = { ...ctx, session: started.record, userId, expired: false };
  request._contextPromise = Promise.resolve(next);
  return next;
}

export async function logoutSession(request: FastifyRequest): Promise<void> {
  const ctx = await request.context();
  if (ctx.session) await request.server.sessions.end(ctx.session.sessionId);
  request._issuedTokens = { clear: true, persistent: false };
  request._contextPromise = Promise.resolve({ ...ctx, session: null, userId: null });
}

const API_PATH = '/ebsn/api/';

/** The request identifies itself by our cookies only (no token header). */
export function usesCookieIdentity(request: FastifyRequest): boolean {
  if (request.headers['x-ebsn-account'] || request.headers['x-ebsn-session']) return false;
  return Boolean(request.cookies?.[ACCOUNT_HEADER] || request.cookies?.[SESSION_HEADER]);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser marked the request as coming from another site: Fetch Metadata
 * (Sec-Fetch-Site other than same-origin or none — a user's own navigation), else an Origin or
 * Referer of another host. A request with none of them (an API client, an old browser's
 * same-page navigation) is not.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin ?? request.headers.referer;
  if (typeof origin !== 'string' || !origin) return false;
  if (origin === 'null') return true;
  const host = hostOf(origin);
  return host !== request.host && host !== (publicOrigin ? hostOf(publicOrigin) : null);
}

function cookieOptions(
  request: FastifyRequest,
  persistent: boolean,
  maxAgeSeconds: number,
  alwaysSecure: boolean,
) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // HTTPS as the socket (or a proxy of TRUST_PROXY) says, or a public URL on https.
    secure: alwaysSecure || request.protocol === 'https',
    ...(persistent ? { maxAge: maxAgeSeconds } : {}),
  };
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; publicOrigin?: () => string } & SessionOptions) => {
    app.decorate('sessions', new SessionStore(opts.db, opts));
    app.decorateRequest('context', function (this: FastifyRequest) {
      if (!this._contextPromise) this._contextPromise = this.server.sessions.load(this);
      return this._contextPromise;
    });

    // Cross-site requests (ARCHITECTURE.md §5). The cookies are SameSite=Lax, so a browser sends
    // them on a top-level navigation from another site (link, form GET, redirect, window.open),
    // and some calls of the spec change state on GET. So, whatever the method, an API request
    // that identifies itself by cookie and that the browser marks as coming from another site is
    // refused before anything runs. Clients that send the token as a header are never affected;
    // calls authorised by a token of their own (a mailed link, a provider's signed return) opt
    // out with `config: { crossSite: 'allow' }`.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      // Every method under /ebsn/api; elsewhere (pages, the test gateway) the unsafe methods.
      const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      if (safe && !request.url.startsWith(API_PATH)) return;
      if ((request.routeOptions.config as { crossSite?: string } | undefined)?.crossSite === 'allow') return;
      if (!usesCookieIdentity(request)) return;
      if (isCrossSite(request, opts.publicOrigin?.()))
        throw AppError.forbidden(
          'Richiesta da un altro sito rifiutata: apri il negozio direttamente e riprova.',
          'error.csrf',
        );
    });

    const secureAlways = () => opts.publicOrigin?.().startsWith('https:') ?? false;
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const issued = request._issuedTokens;
      const maxAge = opts.absoluteDays * 86_400;
      if (issued?.clear) {
        reply.clearCookie(SESSION_HEADER, { path: '/' });
        reply.clearCookie(ACCOUNT_HEADER, { path: '/' });
        reply.header(SESSION_HEADER, '');
        reply.header(ACCOUNT_HEADER, '');
        return payload;
      }
      if (issued?.session) {
        reply.header(SESSION_HEADER, issued.session);
        reply.setCookie(
          SESSION_HEADER,
          issued.session,
          cookieOptions(request, issued.persistent, maxAge, secureAlways()),
        );
      }
      if (issued?.account) {
        reply.header(ACCOUNT_HEADER, issued.account);
        reply.setCookie(
          ACCOUNT_HEADER,
          issued.account,
          cookieOptions(request, issued.persistent, maxAge, secureAlways()),
        );
      }
      return payload;
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);
