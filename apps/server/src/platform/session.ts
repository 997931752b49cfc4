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
/**
 * A readable (not HttpOnly) cookie saying that the session is a staff member's: the storefront
 * shows the acting bar only then, without asking the server on every shopper's page. It grants
 * nothing; the identity stays in the HttpOnly account cookie.
 */
export const STAFF_MARKER_COOKIE = 'Sporta-Staff';

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
  /** The staff member signed in on this session (acting as `userId` when set); null for customers. */
  staffUserId: number | null;
  /** A token was presented but its session had expired or ended. */
  expired: boolean;
  /** The token came from a cookie (unsafe methods then need a same-site origin). */
  viaCookie: boolean;
}

export interface SessionOptions {
  idleMinutes: number;
  absoluteDays: number;
  /** Staff sessions are shorter and never remembered (issue 22). */
  staffIdleMinutes?: number;
  staffSessionHours?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Loads the session lazily, once per request. */
    context(): Promise<RequestContext>;
    _contextPromise?: Promise<RequestContext>;
    _issuedTokens?: {
      session?: string;
      account?: string | null;
      persistent: boolean;
      clear?: boolean;
      /** The new session is a staff member's (the readable marker cookie is set). */
      staff?: boolean;
    };
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

  private isExpired(
    row: { remember_me: boolean; last_seen_at: Date; expires_at: Date; acting_staff_id: number | null },
    now: Date,
  ): boolean {
    if (row.expires_at.getTime() <= now.getTime()) return true;
    const idle = row.acting_staff_id !== null ? this.staffIdleMinutes : this.options.idleMinutes;
    if (!row.remember_me && now.getTime() - row.last_seen_at.getTime() > idle * 60_000) return true;
    return false;
  }

  private get staffIdleMinutes(): number {
    return this.options.staffIdleMinutes ?? Math.min(this.options.idleMinutes, 20);
  }

  async load(request: FastifyRequest): Promise<RequestContext> {
    const account = readToken(request, ACCOUNT_HEADER);
    const session = account ? null : readToken(request, SESSION_HEADER);
    const presented = account ?? session;
    const base: RequestContext = {
      requestId: String(request.id),
      session: null,
      userId: null,
      staffUserId: null,
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
    return {
      ...base,
      session: record,
      userId: account ? row.user_id : null,
      staffUserId: account ? row.acting_staff_id : null,
    };
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
    return this.rotate(previous, {
      userId,
      actingStaffId: options.actingStaffId ?? null,
      rememberMe: options.rememberMe,
      data: previous?.data ?? {},
      expiresAt: this.absoluteExpiry(),
    });
  }

  /**
   * A staff member's session (sign-in, start or end of acting as a customer): fresh tokens, never
   * remembered, ending after STAFF_SESSION_HOURS whatever happens. `userId` is the customer acted for.
   */
  async startStaff(
    previous: SessionRecord | null,
    staffUserId: number,
    userId: number | null,
  ): Promise<{ sessionToken: string; accountToken: string; record: SessionRecord }> {
    const hours = this.options.staffSessionHours ?? 10;
    return this.rotate(previous, {
      userId,
      actingStaffId: staffUserId,
      rememberMe: false,
      data: {},
      // Acting keeps the sign-in's end: acting never lengthens a staff session.
      expiresAt:
        previous?.actingStaffId === staffUserId
          ? previous.expiresAt
          : new Date(Date.now() + hours * 3_600_000),
    });
  }

  /** Ends `previous` (if any) and opens a session with fresh tokens, in one transaction. */
  private rotate(
    previous: SessionRecord | null,
    next: Pick<SessionRecord, 'userId' | 'actingStaffId' | 'rememberMe' | 'data' | 'expiresAt'>,
  ): Promise<{ sessionToken: string; accountToken: string; record: SessionRecord }> {
    const sessionToken = newToken();
    const accountToken = newToken();
    return this.db.transaction().execute(async (trx) => {
      if (previous)
        await trx
          .updateTable('session')
          .set({ ended_at: new Date() })
          .where('session_id', '=', previous.sessionId)
          .execute();
      const row = await trx
        .insertInto('session')
        .values({
          session_token_hash: hashToken(sessionToken),
          account_token_hash: hashToken(accountToken),
          user_id: next.userId,
          acting_staff_id: next.actingStaffId,
          remember_me: next.rememberMe,
          data: JSON.stringify(next.data),
          expires_at: next.expiresAt,
        })
        .returning(['session_id', 'created_at', 'last_seen_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      return {
        sessionToken,
        accountToken,
        record: {
          ...next,
          sessionId: row.session_id,
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
  const next: RequestContext = {
    ...ctx,
    session: started.record,
    userId,
    staffUserId: options.actingStaffId ?? null,
    expired: false,
  };
  request._contextPromise = Promise.resolve(next);
  return next;
}

/** Starts a staff session on this request (see SessionStore.startStaff). */
export async function staffSession(
  request: FastifyRequest,
  staffUserId: number,
  userId: number | null,
): Promise<RequestContext> {
  const ctx = await request.context();
  const started = await request.server.sessions.startStaff(ctx.session, staffUserId, userId);
  request._issuedTokens = {
    session: started.sessionToken,
    account: started.accountToken,
    persistent: false,
    staff: true,
  };
  const next: RequestContext = { ...ctx, session: started.record, userId, staffUserId, expired: false };
  request._contextPromise = Promise.resolve(next);
  return next;
}

export async function logoutSession(request: FastifyRequest): Promise<void> {
  const ctx = await request.context();
  if (ctx.session) await request.server.sessions.end(ctx.session.sessionId);
  request._issuedTokens = { clear: true, persistent: false };
  request._contextPromise = Promise.resolve({ ...ctx, session: null, userId: null, staffUserId: null });
}

const API_PATH = '/ebsn/api/';

/** The request carries our session or account cookie. */
export function hasOurCookies(request: FastifyRequest): boolean {
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
 * Whether a browser says the request did not come from one of the shop's own pages: Fetch
 * Metadata `Sec-Fetch-Site` other than `same-origin` — `cross-site` and `same-site`, and also
 * `none`, which a browser sends for a navigation it started itself (a typed URL, a bookmark, a
 * link opened from a mail program) and keeps through redirects, so a link to another site that
 * redirects to the shop looks the same — else an `Origin` or `Referer` of another host. A request
 * with none of them (an API client, the server-side rendering, an old browser) is not.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return site !== 'same-origin';
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

    // Cross-site requests (ARCHITECTURE.md §5, ADR 0032). The cookies are SameSite=Lax, so a
    // browser sends them on a top-level navigation from another site (link, form GET, redirect,
    // window.open), and some calls of the spec change state on GET. Under /ebsn/api a request
    // that the browser marks as coming from another site is refused before anything runs when it
    // carries our cookies (whatever the method) or when its method is unsafe (a form POST from
    // another site: no cookie travels, but the answer could set one, e.g. log the victim into the
    // attacker's account or out of their own). Requests with a client header (X-Ebsn-*: the
    // account or session token, the client's name) are never affected: another site's page
    // cannot send one. Calls authorised by a token of their own (a mailed link, a provider's
    // signed return) opt out with `config: { crossSite: 'allow' }`. Outside the API (pages, the
    // test gateway) unsafe methods carrying our cookies get the same check.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const api = request.url.startsWith(API_PATH);
      const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      if (!api && safe) return;
      if ((request.routeOptions.config as { crossSite?: string } | undefined)?.crossSite === 'allow') return;
      if (Object.keys(request.headers).some((h) => h.startsWith('x-ebsn-'))) return;
      const cookie = hasOurCookies(request);
      if (safe && !cookie) return;
      if (!api && !cookie) return;
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
      if (issued?.staff)
        reply.setCookie(STAFF_MARKER_COOKIE, '1', {
          ...cookieOptions(request, false, maxAge, secureAlways()),
          httpOnly: false,
        });
      else if ((issued?.clear || issued?.account) && request.cookies?.[STAFF_MARKER_COOKIE])
        reply.clearCookie(STAFF_MARKER_COOKIE, { path: '/' });
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
