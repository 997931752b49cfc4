// SQL of the built-in test gateway's payment sessions (a stand-in for an outside provider's own
// storage).
import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import type { TestGatewaySessionTable } from './orders.tables';

export class TestGatewayRepository {
  constructor(private readonly db: Database) {}

  async insert(session: Insertable<TestGatewaySessionTable>): Promise<void> {
    await this.db.insertInto('test_gateway_session').values(session).execute();
  }

  byId(id: string) {
    return this.db
      .selectFrom('test_gateway_session')
      .selectAll()
      .where('session_id', '=', id)
      .executeTakeFirst();
  }

  /** Closes a session once: false when it was already done (a second submit). */
  async finish(sessionId: string): Promise<boolean> {
    const r = await this.db
      .updateTable('test_gateway_session')
      .set({ state: 'done', pending: null })
      .where('session_id', '=', sessionId)
      .where('state', '!=', 'done')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The card waits for its 3-D Secure code. */
  async awaitOtp(sessionId: string, card: object): Promise<void> {
    await this.db
      .updateTable('test_gateway_session')
      .set({ state: 'otp', pending: JSON.stringify(card) })
      .where('session_id', '=', sessionId)
      .execute();
  }
}
