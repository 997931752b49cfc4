// The SAML sign-ins under way and the assertions already used (owner of saml_request and
// saml_assertion): the database side of platform/saml.ts's SamlStore.
import type { Database } from '../../platform/db';
import type { SamlStore } from '../../platform/saml';

export class SamlRepository implements SamlStore {
  constructor(private readonly db: Database) {}

  async saveRequest(requestId: string, ttlMs: number): Promise<void> {
    const now = new Date();
    await this.db.deleteFrom('saml_request').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('saml_request')
      .values({ request_id: requestId, expires_at: new Date(now.getTime() + ttlMs) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async requestSentAt(requestId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('saml_request')
      .select('created_at')
      .where('request_id', '=', requestId)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row ? new Date(row.created_at) : null;
  }

  async dropRequest(requestId: string): Promise<void> {
    await this.db.deleteFrom('saml_request').where('request_id', '=', requestId).execute();
  }

  async spendAssertion(assertionId: string, keepUntil: Date): Promise<boolean> {
    await this.db.deleteFrom('saml_assertion').where('keep_until', '<', new Date()).execute();
    const rows = await this.db
      .insertInto('saml_assertion')
      .values({ assertion_id: assertionId, keep_until: keepUntil })
      .onConflict((oc) => oc.doNothing())
      .returning('assertion_id')
      .execute();
    return rows.length === 1;
  }
}
