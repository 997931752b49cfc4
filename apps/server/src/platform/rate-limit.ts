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

export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Seconds until the limit frees a place, or 0 when under the maximum. */
  async retryAfter(limit: Limit, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - limit.windowMs);
    const row = await this.db
      .selectFrom('rate_limit_event')
      .select([sql<string>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('bucket', '=', limit.bucket)
      .where('key', '=', limit.key)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    if (count < limit.max) return 0;
    // The events are counted in a sliding window: a place frees up when the
    // oldest counted one leaves it (a conservative bound when over the limit).
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
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

  /** Checks, then counts this request (for limits on requests rather than failures). */
  async hit(...limits: Limit[]): Promise<void> {
    await this.check(...limits);
    await this.record(...limits);
  }

  /** Forgets the events of a key (a successful login clears the account's failures). */
  async clear(bucket: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_event')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
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
