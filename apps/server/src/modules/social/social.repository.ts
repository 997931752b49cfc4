// Customers' linked social identities (owner of user_social_identity). Reads the customers'
// table to find an account by e-mail; never writes it.
import type { Database } from '../../platform/db';

export class SocialRepository {
  constructor(private readonly db: Database) {}

  /** The active customer an identity is linked to. */
  async owner(provider: string, subject: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('user_social_identity as s')
      .innerJoin('app_user as u', 'u.user_id', 's.user_id')
      .select('u.user_id')
      .where('s.provider', '=', provider)
      .where('s.subject', '=', subject)
      .where('u.anonymized_at', 'is', null)
      .executeTakeFirst();
    return row ? Number(row.user_id) : null;
  }

  /** Whether a customer account uses this e-mail. */
  async accountWithEmail(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('app_user')
      .select('user_id')
      .where('email_lower', '=', email.trim().toLowerCase())
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    return Boolean(row);
  }

  async emailOf(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('app_user')
      .select('email')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** Links an identity; an identity already linked to someone keeps its owner. */
  async link(provider: string, subject: string, userId: number, email: string | null): Promise<boolean> {
    const rows = await this.db
      .insertInto('user_social_identity')
      .values({ provider, subject, user_id: userId, email })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .execute();
    return rows.length === 1;
  }

  async linked(userId: number): Promise<{ provider: string; email: string | null; linkedAt: Date }[]> {
    const rows = await this.db
      .selectFrom('user_social_identity')
      .select(['provider', 'email', 'linked_at'])
      .where('user_id', '=', userId)
      .orderBy('provider')
      .execute();
    return rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.linked_at }));
  }
}
