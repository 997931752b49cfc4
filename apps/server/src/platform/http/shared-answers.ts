// Shared answers (issue 21, ADR 0080): the anonymous answers of routes that opt in with
// `config: { sharedAnswer: true }` (catalogue reads whose answer is a function of the URL, the
// catalogue's version and the day) are
//  - kept in this process, keyed by URL and day, while the version they were written at holds
//    (the version is taken on every call: heard on commit or read, ADR 0082, so a price,
//    availability or promotion change made on any node shows on every node within milliseconds);
//  - served with a strong ETag (a hash of the bytes) and `Cache-Control: public, max-age=0,
//    s-maxage=1`: browsers and the client revalidate (304, no body), a CDN keeps them one second.
// A route whose answers also show content with publication windows (`{ maxAgeMs }`: category
// pages and the home, ADR 0082) keeps each at most that long, and none past a content change
// (this process's writes at once, another node's heard on commit).
// A request with an account token (header or cookie) is personal: it is answered as always,
// `private, no-store`, and never stored. An answer that sets a cookie or a session is never stored.
import { createHash } from 'node:crypto';
import { romeDate } from '@sporta/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's anonymous answers may be shared (see platform/http/shared-answers.ts);
     * `maxAgeMs`: they also depend on the time and on content, and are kept at most that long
     * and until content changes.
     */
    sharedAnswer?: boolean | { maxAgeMs: number };
  }
}

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/** Says whether the answer came from the shared store (`hit`) or was computed (`miss`). */
export const SHARED_STATUS_HEADER = 'x-sporta-shared';

export interface SharedAnswersOptions {
  /** The version the answers depend on (taken on every call; heard on commit, ADR 0082). */
  version: () => Promise<number>;
  /** The headers (or cookies) whose presence makes a request personal (account tokens). */
  personalHeaders: string[];
  /** Reply headers that make an answer personal (a session handed out): never stored. */
  privateReplyHeaders: string[];
  /** Upper bound on the bytes kept. */
  maxBytes?: number;
  /**
   * Registers the call that drops the time-limited answers (`maxAgeMs` routes) when the content
   * they show changes (this process's writes at once, another node's on commit).
   */
  onContentChange?: (drop: () => void) => void;
}

interface Stored {
  /** The answer's bytes (a route may send a string or bytes it wrote itself). */
  body: string | Buffer;
  etag: string;
}

interface Pending {
  key: string;
  version: number;
  /** The content generation it was computed in (time-limited routes), else -1. */
  generation: number;
}

interface Kept extends Stored {
  version: number;
  generation: number;
  /** Not served after this time (Date.now() ms); Infinity for untimed routes. */
  until: number;
}

const configOf = (request: FastifyRequest) => request.routeOptions.config?.sharedAnswer;

const pending = new WeakMap<FastifyRequest, Pending>();

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Adds the hooks to `app`'s scope (a module's routes plugin): only its routes with
 * `config.sharedAnswer` are concerned.
 */
export function sharedAnswers(app: FastifyInstance, options: SharedAnswersOptions): void {
  const store = new LRUCache<string, Kept>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (v) => (typeof v.body === 'string' ? v.body.length * 2 : v.body.length) + 64,
  });
  const personal = options.personalHeaders.map((h) => h.toLowerCase());
  const privateReply = ['set-cookie', ...options.privateReplyHeaders.map((h) => h.toLowerCase())];

  /** Raised by every content change: time-limited answers kept before it are stale. */
  let generation = 0;
  options.onContentChange?.(() => generation++);

  const shareable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    !!configOf(request) &&
    !personal.some((h) => request.headers[h] !== undefined) &&
    !options.personalHeaders.some((h) => request.cookies?.[h] !== undefined);

  const sendStored = (reply: FastifyReply, stored: Stored, request: FastifyRequest) => {
    reply.header('etag', stored.etag).header('cache-control', SHARED_CACHE_CONTROL);
    reply.header(SHARED_STATUS_HEADER, 'hit');
    if (matches(request, stored.etag)) return reply.code(304).send();
    return reply.code(200).type('application/json; charset=utf-8').send(stored.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!shareable(request)) return;
    const version = await options.version();
    const key = `${romeDate(new Date())}|${request.url}`;
    const timed = typeof configOf(request) === 'object';
    const stored = store.get(key);
    if (
      stored &&
      stored.version === version &&
      stored.until > Date.now() &&
      (!timed || stored.generation === generation)
    )
      return sendStored(reply, stored, request);
    pending.set(request, { key, version, generation: timed ? generation : -1 });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted) {
      // a personal answer of a sharing route: nobody else may keep it
      if (configOf(request) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      return payload;
    }
    pending.delete(request);
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    const headers = reply.getHeaders();
    if (privateReply.some((h) => headers[h] !== undefined)) return payload;
    const etag = etagOf(payload);
    // kept only while nothing newer was seen: an answer computed across a change is not stored
    const current = store.get(wanted.key);
    const config = configOf(request);
    if (!current || current.version <= wanted.version)
      store.set(wanted.key, {
        body: payload,
        etag,
        version: wanted.version,
        generation: wanted.generation,
        until: typeof config === 'object' ? Date.now() + config.maxAgeMs : Infinity,
      });
    reply.header('etag', etag).header('cache-control', SHARED_CACHE_CONTROL);
    reply.header(SHARED_STATUS_HEADER, 'miss');
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
