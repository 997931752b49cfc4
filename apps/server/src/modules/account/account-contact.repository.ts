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

/** What other modules show of a customer's account (customer-lifetime/user_info). */
export async function accountSummary(
  db: Database,
  userId: number,
): Promise<
  { firstName: string; customerSince: Date; storeId: number | null; fidelityCard: string | null } | undefined
> {
  const row = await db
    .selectFrom('app_user')
    .select(['first_name', 'created_at', 'store_id', 'fidelity_card'])
    .where('user_id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        firstName: row.first_name,
        customerSince: row.created_at,
        storeId: row.store_id,
        fidelityCard: row.fidelity_card,
      }
    : undefined;
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

/**
 * Of these customers, those who gave the marketing consent (a marketing disclaimer's person
 * info answered '1'): marketing push reaches only them (issue 27).
 */
export async function withMarketingConsent(db: Database, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_person_info as p')
    .innerJoin('app_user as u', 'u.user_id', 'p.user_id')
    .select('p.user_id')
    .distinct()
    .where('p.user_id', 'in', userIds)
    .where('p.value', '=', '1')
    .where('u.anonymized_at', 'is', null)
    .where('p.person_info_type_id', 'in', (eb) =>
      eb.selectFrom('registration_disclaimer').select('person_info_type_id').where('marketing', '=', true),
    )
    .execute();
  return new Set(rows.map((r) => Number(r.user_id)));
}
