// Rate limits kept in PostgreSQL (ARCHITECTURE.md §1: "sessions, rate limits:
// PostgreSQL tables"), so every API node sees the same counts. A limit is a
// bucket (what is counted: failed logins, wrong PINs, registrations...), a key
// (an account or an IP address), a maximum and a sliding window. Over the
// maximum the call answers 429 with an Italian message and Retry-After.
import { sql } from 'kysely';
import type { Database } from './db';
import { AppError } from './errors';

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError(
    'rateLimited',
    'error.rate_limited',
    `Troppi tentativi: per la tua sicurezza riprova tra ${minutesText(retryAfterSeconds)}.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Events of a limit's key in its window, and the oldest one's time. */
  private async window(
    db: Executor,
    limit: Pick<Limit, 'bucket' | 'key' | 'windowMs'>,
    now: Date,
  ): Promise<{ count: number; oldest: number }> {
    const since = new Date(now.getTime() - limit.windowMs);
    const row = await db
      .selectFrom('rate_limit_event')
      .select([sql<string>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('bucket', '=', limit.bucket)
      .where('key', '=', limit.key)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return {
      count: Number(row?.n ?? 0),
      oldest: row?.oldest ? new Date(row.oldest).getTime() : now.getTime(),
    };
  }

  /** Events counted for a key in the window (what a bot-check threshold reads). */
  async count(limit: Pick<Limit, 'bucket' | 'key' | 'windowMs'>, now = new Date()): Promise<number> {
    return (await this.window(this.db, limit, now)).count;
  }

  /** Seconds until the limit frees a place, or 0 when under the maximum. */
  async retryAfter(limit: Limit, now = new Date(), db: Executor = this.db): Promise<number> {
    const { count, oldest } = await this.window(db, limit, now);
    if (count < limit.max) return 0;
    // The events are counted in a sliding window: a place frees up when the
    // oldest counted one leaves it (a conservative bound when over the limit).
    return Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000));
  }

  /** Throws 429 when any of the limits is reached. */
  async check(...limits: Limit[]): Promise<void> {
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await this.retryAfter(limit));
    if (wait > 0) throw rateLimitedError(wait);
  }

  async record(...limits: Pick<Limit, 'bucket' | 'key'>[]): Promise<void> {
    if (limits.length === 0) return;
    await this.db
      .insertInto('rate_limit_event')
      .values(limits.map((l) => ({ bucket: l.bucket, key: l.key })))
      .execute();
  }

  /**
   * Atomically: when every limit is under its maximum, counts one event on each and returns
   * their ids; otherwise counts nothing and throws 429 (or what `onFull` returns for the first
   * full limit). The keys are locked (transaction advisory locks, in a fixed order) while they
   * are counted, so concurrent requests can never pass a limit together: forty parallel guesses
   * against a limit of ten get exactly ten tries. A reserved attempt that turns out well is
   * given back with `release`.
   */
  async reserve(limits: Limit[], onFull?: (limit: Limit, retryAfter: number) => Error): Promise<number[]> {
    if (limits.length === 0) return [];
    const ordered = [...limits].sort((a, b) => (`${a.bucket}|${a.key}` < `${b.bucket}|${b.key}` ? -1 : 1));
    return this.db.transaction().execute(async (trx) => {
      for (const l of ordered)
        await sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${`${l.bucket}|${l.key}`}))`.execute(
          trx,
        );
      const now = new Date();
      let wait = 0;
      let full: Limit | undefined;
      for (const l of ordered) {
        const w = await this.retryAfter(l, now, trx);
        if (w > wait) {
          wait = w;
          full ??= l;
        }
      }
      if (wait > 0) throw onFull && full ? onFull(full, wait) : rateLimitedError(wait);
      const rows = await trx
        .insertInto('rate_limit_event')
        .values(limits.map((l) => ({ bucket: l.bucket, key: l.key })))
        .returning('event_id')
        .execute();
      return rows.map((r) => Number(r.event_id));
    });
  }

  /** Gives back attempts counted by `reserve` (the attempt succeeded). */
  async release(eventIds: number[]): Promise<void> {
    if (eventIds.length === 0) return;
    await this.db.deleteFrom('rate_limit_event').where('event_id', 'in', eventIds).execute();
  }

  /** Checks and counts this request atomically (for limits on requests rather than failures). */
  async hit(...limits: Limit[]): Promise<void> {
    await this.reserve(limits);
  }

  /** Forgets the events of a key (a successful login clears the failures of its address). */
  async clear(bucket: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_event')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets the events of every key that starts with `prefix`. */
  async clearPrefix(bucket: string, prefix: string): Promise<void> {
    const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    await this.db
      .deleteFrom('rate_limit_event')
      .where('bucket', '=', bucket)
      .where('key', 'like', `${escaped}%`)
      .execute();
  }

  /** Housekeeping: drops events older than the longest window. */
  async prune(olderThanMs: number): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_event')
      .where('created_at', '<', new Date(Date.now() - olderThanMs))
      .execute();
  }
}

/** First key of the two-key advisory locks of the rate limiter (the second is the key's hash). */
const RATE_LIMIT_LOCK_CLASS = 7_274_001;
