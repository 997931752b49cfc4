// SQL of the loyalty module: the member register, the cards customers hold, the per-customer
// lock row and the append-only points ledger. Every read of a customer's card is scoped to
// its holder. Dates leave the database as 'YYYY-MM-DD' text (to_char), never as a Date.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

export interface MemberRecord {
  cardNumber: string;
  storeId: number;
  storeName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  memberSince: string;
}

export interface HeldCard extends MemberRecord {
  userId: number;
  addedAt: Date;
}

export interface MovementRecord {
  movementId: number;
  cardNumber: string;
  kind: 'order' | 'till' | 'conversion' | 'adjustment' | 'reward' | 'reward_return' | 'donation';
  points: number;
  reason: string;
  orderId: number | null;
  userGiftCertificateId: number | null;
  periodEnd: string;
  createdAt: Date;
}

export interface NewMovement {
  cardNumber: string;
  userId: number | null;
  kind: MovementRecord['kind'];
  points: number;
  reason: string;
  orderId?: number | null;
  userGiftCertificateId?: number | null;
  rewardRequestId?: number | null;
  donationId?: number | null;
  periodEnd: string;
  createdAt?: Date;
}

function memberQuery(db: Executor) {
  return db
    .selectFrom('loyalty_member as m')
    .innerJoin('store as s', 's.store_id', 'm.store_id')
    .select([
      'm.card_number as cardNumber',
      'm.store_id as storeId',
      's.name as storeName',
      'm.first_name as firstName',
      'm.last_name as lastName',
      sql<string>`to_char(m.birth_date, 'YYYY-MM-DD')`.as('birthDate'),
      sql<string>`to_char(m.member_since, 'YYYY-MM-DD')`.as('memberSince'),
    ]);
}

export class LoyaltyRepository {
  constructor(readonly db: Executor) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async member(cardNumber: string, db: Executor = this.db): Promise<MemberRecord | undefined> {
    return memberQuery(db).where('m.card_number', '=', cardNumber).executeTakeFirst();
  }

  /** Who holds a card online (undefined when nobody). */
  async holderOf(cardNumber: string, db: Executor = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('loyalty_card')
      .select('user_id')
      .where('card_number', '=', cardNumber)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** The customer's cards, the first added first. */
  async cardsOf(userId: number, db: Executor = this.db): Promise<HeldCard[]> {
    return memberQuery(db)
      .innerJoin('loyalty_card as c', 'c.card_number', 'm.card_number')
      .select(['c.user_id as userId', 'c.added_at as addedAt'])
      .where('c.user_id', '=', userId)
      .orderBy('c.added_at')
      .orderBy('c.card_number')
      .execute();
  }

  /** Links a card to the customer; false when another account got it first. */
  async addCard(userId: number, cardNumber: string, db: Executor = this.db): Promise<boolean> {
    const rows = await db
      .insertInto('loyalty_card')
      .values({ card_number: cardNumber, user_id: userId })
      .onConflict((oc) => oc.column('card_number').doNothing())
      .returning('card_number')
      .execute();
    return rows.length > 0;
  }

  async removeCard(userId: number, cardNumber: string, db: Executor = this.db): Promise<boolean> {
    const rows = await db
      .deleteFrom('loyalty_card')
      .where('user_id', '=', userId)
      .where('card_number', '=', cardNumber)
      .returning('card_number')
      .execute();
    return rows.length > 0;
  }

  async releaseCards(userId: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('loyalty_card').where('user_id', '=', userId).execute();
  }

  /**
   * Takes the customer's lock row (created on first use) for the rest of the transaction:
   * conversions of one customer run one after the other.
   */
  async lockAccount(trx: Executor, userId: number): Promise<void> {
    await trx
      .insertInto('loyalty_account')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .selectFrom('loyalty_account')
      .select('user_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
  }

  /** Sums of the cards' movements whose collection period has not ended on `today`. */
  async balances(cardNumbers: readonly string[], today: string, db: Executor = this.db) {
    const out = new Map<string, number>();
    if (!cardNumbers.length) return out;
    const rows = await db
      .selectFrom('loyalty_movement')
      .select(['card_number', sql<string>`coalesce(sum(points), 0)`.as('balance')])
      .where('card_number', 'in', cardNumbers)
      .where('period_end', '>=', today)
      .groupBy('card_number')
      .execute();
    for (const r of rows) out.set(r.card_number, Number(r.balance));
    return out;
  }

  /** The latest `perCard` movements of each card, newest first. */
  async movements(cardNumbers: readonly string[], perCard: number, db: Executor = this.db) {
    if (!cardNumbers.length) return [];
    const latest = db
      .selectFrom('loyalty_movement')
      .select([
        'movement_id as movementId',
        'card_number as cardNumber',
        'kind',
        'points',
        'reason',
        'order_id as orderId',
        'user_gift_certificate_id as userGiftCertificateId',
        sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('periodEnd'),
        'created_at as createdAt',
        sql<number>`row_number() over (partition by card_number order by created_at desc, movement_id desc)`.as(
          'rank',
        ),
      ])
      .where('card_number', 'in', cardNumbers)
      .as('latest');
    const rows = await db
      .selectFrom(latest)
      .selectAll()
      .where('rank', '<=', perCard)
      .orderBy('createdAt', 'desc')
      .orderBy('movementId', 'desc')
      .execute();
    return rows.map(({ rank: _rank, ...m }) => m) as MovementRecord[];
  }

  /** The movements of one order (its earning, and what its refunds took back). */
  async orderMovements(db: Executor, orderId: number) {
    return db
      .selectFrom('loyalty_movement')
      .select(['card_number as cardNumber', 'kind', 'points'])
      .where('order_id', '=', orderId)
      .where('kind', 'in', ['order', 'adjustment'])
      .execute();
  }

  /** Appends a movement; an order's earning is written once (false when it already was). */
  async append(db: Executor, m: NewMovement): Promise<boolean> {
    let q = db
      .insertInto('loyalty_movement')
      .values({
        card_number: m.cardNumber,
        user_id: m.userId,
        kind: m.kind,
        points: m.points,
        reason: m.reason,
        order_id: m.orderId ?? null,
        user_gift_certificate_id: m.userGiftCertificateId ?? null,
        reward_request_id: m.rewardRequestId ?? null,
        donation_id: m.donationId ?? null,
        period_end: m.periodEnd,
        ...(m.createdAt ? { created_at: m.createdAt } : {}),
      })
      .returning('movement_id');
    if (m.kind === 'order')
      q = q.onConflict((oc) => oc.column('order_id').where('kind', '=', 'order').doNothing());
    if (m.kind === 'reward_return')
      q = q.onConflict((oc) =>
        oc.column('reward_request_id').where('kind', '=', 'reward_return').doNothing(),
      );
    return (await q.execute()).length > 0;
  }
}
