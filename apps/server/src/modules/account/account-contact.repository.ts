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

export interface MarketingRecipient {
  userId: number;
  email: string;
  firstName: string;
}

/**
 * The customers a marketing message may reach (issue 27): confirmed, not anonymised, with the
 * marketing consent; all of them, those of a cooperative (the account's store), or those of
 * `userIds` (a segment another module knows).
 */
export async function marketingAudience(
  db: Database,
  filter: { storeId?: number; userIds?: number[] },
): Promise<MarketingRecipient[]> {
  if (filter.userIds && filter.userIds.length === 0) return [];
  let query = db
    .selectFrom('app_user as u')
    .select(['u.user_id', 'u.email', 'u.first_name'])
    .where('u.anonymized_at', 'is', null)
    .where('u.confirmed_at', 'is not', null)
    .where('u.is_staff', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_person_info as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'u.user_id')
          .where('p.value', '=', '1')
          .where('p.person_info_type_id', 'in', (sub) =>
            sub
              .selectFrom('registration_disclaimer')
              .select('person_info_type_id')
              .where('marketing', '=', true),
          ),
      ),
    );
  if (filter.storeId !== undefined) query = query.where('u.store_id', '=', filter.storeId);
  if (filter.userIds) query = query.where('u.user_id', 'in', filter.userIds);
  const rows = await query.orderBy('u.user_id').execute();
  return rows.map((r) => ({ userId: Number(r.user_id), email: r.email, firstName: r.first_name }));
}
