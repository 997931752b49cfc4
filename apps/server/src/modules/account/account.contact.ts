// How other modules reach a customer (order mails): e-mail and first name.
import type { Database } from '../../platform/db';

export async function accountContact(
  db: Database,
  userId: number,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select(['email', 'first_name', 'last_name'])
    .where('user_id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name } : undefined;
}

/**
 * Whether the customer is a member of the cooperative: an account with a loyalty card
 * (member-only promotions apply to members, ADR 0021).
 */
export async function isMember(db: Database, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('app_user')
    .select('fidelity_card')
    .where('user_id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row?.fidelity_card?.trim());
}
