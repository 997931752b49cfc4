// SQL of invite a friend: codes, who registered with whose code, and the vouchers issued for it.
import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@sporta/domain';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

export interface RewardCandidate {
  inviterUserId: number;
  friendUserId: number;
  friendFirstName: string;
  orderId: number;
}

export class InviteRepository {
  constructor(readonly db: Executor) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async codeOf(userId: number, db: Executor = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('invite_code')
      .select('code')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.code;
  }

  /** Writes the user's code unless they already have one (or the code is taken): true when written. */
  async insertCode(userId: number, code: string): Promise<boolean> {
    const r = await this.db
      .insertInto('invite_code')
      .values({ user_id: userId, code })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The owner of a code, if the account still exists. */
  async ownerOf(code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('invite_code as c')
      .innerJoin('app_user as u', 'u.user_id', 'c.user_id')
      .select('c.user_id')
      .where('c.code', '=', code)
      .where('u.anonymized_at', 'is', null)
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }

  async link(inviterUserId: number, friendUserId: number, code: string): Promise<void> {
    await this.db
      .insertInto('invite_link')
      .values({ inviter_user_id: inviterUserId, friend_user_id: friendUserId, code })
      .onConflict((oc) => oc.column('friend_user_id').doNothing())
      .execute();
  }

  async friends(inviterUserId: number) {
    const rows = await this.db
      .selectFrom('invite_link as l')
      .innerJoin('app_user as u', 'u.user_id', 'l.friend_user_id')
      .leftJoin('invite_reward as r', 'r.friend_user_id', 'l.friend_user_id')
      .select(['u.first_name as firstName', 'l.created_at as registeredAt', 'r.invite_reward_id as rewardId'])
      .where('l.inviter_user_id', '=', inviterUserId)
      .where('u.anonymized_at', 'is', null)
      .orderBy('l.created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      firstName: r.firstName,
      registeredAt: new Date(r.registeredAt),
      rewarded: r.rewardId !== null,
    }));
  }

  async rewardsOf(inviterUserId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('invite_reward')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('inviter_user_id', '=', inviterUserId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Friends whose first delivered order has not earned their inviter a voucher yet, inviters under
   * the limit only; the first delivered order is the lowest order id that reached delivered or
   * partially delivered.
   */
  async candidates(maxVouchers: number, limit: number): Promise<RewardCandidate[]> {
    const rows = await sql<{
      inviter_user_id: number;
      friend_user_id: number;
      first_name: string;
      order_id: number;
    }>`
      select l.inviter_user_id, l.friend_user_id, u.first_name, d.order_id
      from invite_link l
      join app_user u on u.user_id = l.friend_user_id
      join app_user i on i.user_id = l.inviter_user_id and i.anonymized_at is null
      join lateral (
        select min(o.order_id) as order_id
        from customer_order o
        where o.user_id = l.friend_user_id
          and exists (select 1 from order_status_history h
                      where h.order_id = o.order_id
                        and h.to_status_id in (${ORDER_STATUS.DELIVERED}, ${ORDER_STATUS.PARTIALLY_DELIVERED}))
      ) d on d.order_id is not null
      where not exists (select 1 from invite_reward r where r.friend_user_id = l.friend_user_id)
        and (select count(*) from invite_reward r where r.inviter_user_id = l.inviter_user_id) < ${maxVouchers}
      order by l.created_at, l.friend_user_id
      limit ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({
      inviterUserId: Number(r.inviter_user_id),
      friendUserId: Number(r.friend_user_id),
      friendFirstName: r.first_name,
      orderId: Number(r.order_id),
    }));
  }

  /** Locks the inviter's code row: their vouchers are counted and issued one run at a time. */
  async lockInviter(trx: Executor, inviterUserId: number): Promise<void> {
    await trx
      .selectFrom('invite_code')
      .select('user_id')
      .where('user_id', '=', inviterUserId)
      .forUpdate()
      .executeTakeFirst();
  }

  async rewarded(trx: Executor, friendUserId: number, orderId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('invite_reward')
      .select('invite_reward_id')
      .where((eb) => eb.or([eb('friend_user_id', '=', friendUserId), eb('order_id', '=', orderId)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertReward(
    trx: Executor,
    values: { inviterUserId: number; friendUserId: number; orderId: number; userGiftCertificateId: number },
  ): Promise<void> {
    await trx
      .insertInto('invite_reward')
      .values({
        inviter_user_id: values.inviterUserId,
        friend_user_id: values.friendUserId,
        order_id: values.orderId,
        user_gift_certificate_id: values.userGiftCertificateId,
      })
      .execute();
  }

  async contact(userId: number): Promise<{ email: string; firstName: string } | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .select(['email', 'first_name as firstName'])
      .where('user_id', '=', userId)
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    return row;
  }
}
