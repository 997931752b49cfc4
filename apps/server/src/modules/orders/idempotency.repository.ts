// SQL of the checkout's idempotency keys: one order per key, the first answer kept.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { Executor } from './orders.records';

export class IdempotencyRepository {
  constructor(readonly db: Database) {}

  // ---- idempotency ----

  /** Claims the key for this request; false when it exists (then read it with `idempotency`). */
  async claimKey(trx: Executor, userId: number, key: string, hash: string): Promise<boolean> {
    const result = await sql<{
      idem_key: string;
    }>`insert into idempotency_key (user_id, idem_key, request_hash)
      values (${userId}, ${key}, ${hash}) on conflict do nothing returning idem_key`.execute(trx);
    return result.rows.length > 0;
  }

  async idempotency(userId: number, key: string, executor: Executor = this.db) {
    const row = await executor
      .selectFrom('idempotency_key')
      .select(['request_hash', 'response', 'order_id'])
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    return row ? { requestHash: row.request_hash, response: row.response, orderId: row.order_id } : undefined;
  }

  async bindKey(trx: Executor, userId: number, key: string, orderId: number) {
    await trx
      .updateTable('idempotency_key')
      .set({ order_id: orderId })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .execute();
  }

  async saveResponse(userId: number, key: string, response: unknown) {
    await this.db
      .updateTable('idempotency_key')
      .set({ response: JSON.stringify(response) })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .where('response', 'is', null)
      .execute();
  }

  /** Keys older than a day are forgotten (a retry comes within minutes, not days). */
  async forgetOldKeys(): Promise<number> {
    const r = await this.db
      .deleteFrom('idempotency_key')
      .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
