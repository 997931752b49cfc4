// SQL of rewards and donations (migration 0030, ADR 0059): the cooperatives' rewards catalogue,
// the rewards cart of a customer's card, the requests and their lines, the charity projects and
// the donations. Every read of a customer's rows is scoped to the customer.
import { sql } from 'kysely';
import type { RewardStatus } from '@sporta/domain';
import type { Executor } from './loyalty.repository';

export interface RewardRecord {
  rewardId: number;
  storeId: number;
  code: string;
  name: string;
  description: string;
  category: string;
  points: number;
  euroCents: number;
  image: string | null;
}

export interface CartItemRecord extends RewardRecord {
  quantity: number;
}

export interface RequestRecord {
  requestId: number;
  userId: number;
  cardNumber: string;
  storeId: number;
  storeName: string;
  status: RewardStatus;
  points: number;
  euroCents: number;
  createdAt: Date;
  updatedAt: Date;
  customer: string;
}

export interface RequestLineRecord {
  requestId: number;
  rewardId: number;
  name: string;
  points: number;
  euroCents: number;
  quantity: number;
}

export interface ProjectRecord {
  projectId: number;
  storeId: number;
  name: string;
  description: string;
  beneficiary: string;
  donatedPoints: number;
}

export interface DonationRecord {
  donationId: number;
  receiptNumber: string;
  createdAt: Date;
  projectId: number;
  projectName: string;
  beneficiary: string;
  storeName: string;
  cardNumber: string;
  points: number;
}

const rewardColumns = [
  'r.reward_id as rewardId',
  'r.store_id as storeId',
  'r.code',
  'r.name',
  'r.description',
  'r.category',
  'r.points',
  'r.euro_cents as euroCents',
  'r.image',
] as const;

export class RewardsRepository {
  constructor(readonly db: Executor) {}

  async catalogue(storeId: number, db: Executor = this.db): Promise<RewardRecord[]> {
    return db
      .selectFrom('loyalty_reward as r')
      .select(rewardColumns)
      .where('r.store_id', '=', storeId)
      .where('r.active', '=', true)
      .orderBy('r.sort')
      .orderBy('r.reward_id')
      .execute();
  }

  async reward(storeId: number, rewardId: number, db: Executor = this.db): Promise<RewardRecord | undefined> {
    return db
      .selectFrom('loyalty_reward as r')
      .select(rewardColumns)
      .where('r.store_id', '=', storeId)
      .where('r.reward_id', '=', rewardId)
      .where('r.active', '=', true)
      .executeTakeFirst();
  }

  /** The cart of a customer's card: only rewards still in the card's catalogue. */
  async cartItems(userId: number, cardNumber: string, db: Executor = this.db): Promise<CartItemRecord[]> {
    return db
      .selectFrom('loyalty_reward_cart_item as c')
      .innerJoin('loyalty_reward as r', 'r.reward_id', 'c.reward_id')
      .innerJoin('loyalty_member as m', 'm.card_number', 'c.card_number')
      .select([...rewardColumns, 'c.quantity'])
      .where('c.user_id', '=', userId)
      .where('c.card_number', '=', cardNumber)
      .where('r.active', '=', true)
      .whereRef('r.store_id', '=', 'm.store_id')
      .orderBy('c.added_at')
      .orderBy('r.reward_id')
      .execute();
  }

  /** Sets a cart line's quantity (adds the line when missing). */
  async setQuantity(
    userId: number,
    cardNumber: string,
    rewardId: number,
    quantity: number,
    db: Executor = this.db,
  ) {
    await db
      .insertInto('loyalty_reward_cart_item')
      .values({ user_id: userId, card_number: cardNumber, reward_id: rewardId, quantity })
      .onConflict((oc) => oc.columns(['user_id', 'card_number', 'reward_id']).doUpdateSet({ quantity }))
      .execute();
  }

  async removeItem(
    userId: number,
    cardNumber: string,
    rewardId: number,
    db: Executor = this.db,
  ): Promise<boolean> {
    const rows = await db
      .deleteFrom('loyalty_reward_cart_item')
      .where('user_id', '=', userId)
      .where('card_number', '=', cardNumber)
      .where('reward_id', '=', rewardId)
      .returning('reward_id')
      .execute();
    return rows.length > 0;
  }

  async clearCart(userId: number, cardNumber: string, db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('loyalty_reward_cart_item')
      .where('user_id', '=', userId)
      .where('card_number', '=', cardNumber)
      .execute();
  }

  async createRequest(
    db: Executor,
    r: { userId: number; cardNumber: string; storeId: number; points: number; euroCents: number },
    lines: readonly CartItemRecord[],
  ): Promise<number> {
    const row = await db
      .insertInto('loyalty_reward_request')
      .values({
        user_id: r.userId,
        card_number: r.cardNumber,
        store_id: r.storeId,
        status: 'requested',
        points: r.points,
        euro_cents: r.euroCents,
      })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    const requestId = Number(row.request_id);
    await db
      .insertInto('loyalty_reward_request_line')
      .values(
        lines.map((l) => ({
          request_id: requestId,
          reward_id: l.rewardId,
          name: l.name,
          points: l.points,
          euro_cents: l.euroCents,
          quantity: l.quantity,
        })),
      )
      .execute();
    return requestId;
  }

  private requestQuery(db: Executor) {
    return db
      .selectFrom('loyalty_reward_request as q')
      .innerJoin('store as s', 's.store_id', 'q.store_id')
      .innerJoin('app_user as u', 'u.user_id', 'q.user_id')
      .select([
        'q.request_id as requestId',
        'q.user_id as userId',
        'q.card_number as cardNumber',
        'q.store_id as storeId',
        's.name as storeName',
        'q.status',
        'q.points',
        'q.euro_cents as euroCents',
        'q.created_at as createdAt',
        'q.updated_at as updatedAt',
        sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`.as('customer'),
      ]);
  }

  /** One request; `forUpdate` locks it for the rest of the transaction. */
  async request(
    requestId: number,
    db: Executor = this.db,
    forUpdate = false,
  ): Promise<RequestRecord | undefined> {
    let q = this.requestQuery(db).where('q.request_id', '=', requestId);
    if (forUpdate) q = q.forUpdate('q');
    const row = await q.executeTakeFirst();
    return row ? norm(row) : undefined;
  }

  async requestsOf(userId: number, db: Executor = this.db): Promise<RequestRecord[]> {
    const rows = await this.requestQuery(db)
      .where('q.user_id', '=', userId)
      .orderBy('q.created_at', 'desc')
      .orderBy('q.request_id', 'desc')
      .limit(100)
      .execute();
    return rows.map(norm);
  }

  /** Requests of the cooperatives (null: all), oldest first, optionally of one status. */
  async requestsOfStores(
    storeIds: number[] | null,
    status: RewardStatus | undefined,
    db: Executor = this.db,
  ) {
    let q = this.requestQuery(db);
    if (storeIds) q = q.where('q.store_id', 'in', storeIds.length ? storeIds : [-1]);
    if (status) q = q.where('q.status', '=', status);
    const rows = await q.orderBy('q.created_at').orderBy('q.request_id').limit(200).execute();
    return rows.map(norm);
  }

  async lines(requestIds: readonly number[], db: Executor = this.db): Promise<RequestLineRecord[]> {
    if (!requestIds.length) return [];
    const rows = await db
      .selectFrom('loyalty_reward_request_line')
      .select([
        'request_id as requestId',
        'reward_id as rewardId',
        'name',
        'points',
        'euro_cents as euroCents',
        'quantity',
      ])
      .where('request_id', 'in', requestIds)
      .orderBy('request_id')
      .orderBy('reward_id')
      .execute();
    return rows.map((r) => ({ ...r, requestId: Number(r.requestId) }));
  }

  async setStatus(db: Executor, requestId: number, status: RewardStatus, staffUserId: number | null) {
    await db
      .updateTable('loyalty_reward_request')
      .set({ status, updated_at: new Date(), updated_by: staffUserId })
      .where('request_id', '=', requestId)
      .execute();
  }

  /** The cooperatives of warehouses (a store manager's scope). */
  async storesOfWarehouses(warehouseIds: readonly number[], db: Executor = this.db): Promise<number[]> {
    if (!warehouseIds.length) return [];
    const rows = await db
      .selectFrom('warehouse')
      .select('store_id')
      .distinct()
      .where('warehouse_id', 'in', warehouseIds)
      .execute();
    return rows.map((r) => Number(r.store_id)).filter((n) => Number.isFinite(n));
  }

  /** The ledger debit of a request (its collection period). */
  async debitOf(requestId: number, db: Executor = this.db): Promise<{ periodEnd: string } | undefined> {
    return db
      .selectFrom('loyalty_movement')
      .select(sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('periodEnd'))
      .where('reward_request_id', '=', requestId)
      .where('kind', '=', 'reward')
      .executeTakeFirst();
  }

  // ---- donations ----

  async projects(storeId: number, db: Executor = this.db): Promise<ProjectRecord[]> {
    const rows = await db
      .selectFrom('loyalty_charity_project as p')
      .leftJoin('loyalty_donation as d', 'd.project_id', 'p.project_id')
      .select([
        'p.project_id as projectId',
        'p.store_id as storeId',
        'p.name',
        'p.description',
        'p.beneficiary',
        sql<string>`coalesce(sum(d.points), 0)`.as('donatedPoints'),
      ])
      .where('p.store_id', '=', storeId)
      .where('p.active', '=', true)
      .groupBy(['p.project_id', 'p.store_id', 'p.name', 'p.description', 'p.beneficiary', 'p.sort'])
      .orderBy('p.sort')
      .orderBy('p.project_id')
      .execute();
    return rows.map((r) => ({ ...r, donatedPoints: Number(r.donatedPoints) }));
  }

  async createDonation(
    db: Executor,
    d: {
      userId: number;
      cardNumber: string;
      projectId: number;
      points: number;
      receipt: (id: number) => string;
    },
  ): Promise<number> {
    const next = await sql<{
      id: string;
    }>`select nextval(pg_get_serial_sequence('loyalty_donation', 'donation_id')) as id`.execute(db);
    const donationId = Number(next.rows[0]!.id);
    await db
      .insertInto('loyalty_donation')
      .values({
        donation_id: donationId,
        receipt_number: d.receipt(donationId),
        user_id: d.userId,
        card_number: d.cardNumber,
        project_id: d.projectId,
        points: d.points,
      })
      .execute();
    return donationId;
  }

  private donationQuery(db: Executor) {
    return db
      .selectFrom('loyalty_donation as d')
      .innerJoin('loyalty_charity_project as p', 'p.project_id', 'd.project_id')
      .innerJoin('store as s', 's.store_id', 'p.store_id')
      .select([
        'd.donation_id as donationId',
        'd.receipt_number as receiptNumber',
        'd.created_at as createdAt',
        'd.project_id as projectId',
        'p.name as projectName',
        'p.beneficiary',
        's.name as storeName',
        'd.card_number as cardNumber',
        'd.points',
      ]);
  }

  async donationsOf(userId: number, db: Executor = this.db): Promise<DonationRecord[]> {
    const rows = await this.donationQuery(db)
      .where('d.user_id', '=', userId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.donation_id', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => ({ ...r, donationId: Number(r.donationId) }));
  }

  async donation(
    userId: number,
    receiptNumber: string,
    db: Executor = this.db,
  ): Promise<DonationRecord | undefined> {
    const row = await this.donationQuery(db)
      .where('d.user_id', '=', userId)
      .where('d.receipt_number', '=', receiptNumber)
      .executeTakeFirst();
    return row ? { ...row, donationId: Number(row.donationId) } : undefined;
  }
}

function norm<T extends { requestId: number | string; userId: number | string }>(
  r: T,
): T & { requestId: number; userId: number } {
  return { ...r, requestId: Number(r.requestId), userId: Number(r.userId) };
}
