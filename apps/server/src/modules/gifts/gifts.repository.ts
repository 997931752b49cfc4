// Gift certificates and the customers' copies of them. Every read of a copy is
// scoped to its owner: a copy of another account is never found.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../platform/db-schema';
import type { GiftCertificateTable, UserGiftCertificateTable } from './gifts.tables';

export type Executor = Kysely<DB>;
export type GiftRow = Selectable<GiftCertificateTable>;
export type CopyRow = Selectable<UserGiftCertificateTable>;
export type CopyWithGift = CopyRow & { gift: GiftRow };

/** Whether the copy `u` (user_gift_certificate as u) is of a gift of this kind. */
function copyOfKind(kind: GiftRow['kind']) {
  return ({ exists, selectFrom }: ExpressionBuilder<DB & { u: UserGiftCertificateTable }, 'u'>) =>
    exists(
      selectFrom('gift_certificate as g')
        .select('g.gift_certificate_id')
        .whereRef('g.gift_certificate_id', '=', 'u.gift_certificate_id')
        .where('g.kind', '=', kind),
    );
}

const giftColumns = [
  'g.gift_certificate_id',
  'g.kind',
  'g.gift_code',
  'g.name',
  'g.description',
  'g.gift_adjustment_type_id',
  'g.discount_kind',
  'g.discount_value',
  'g.max_discount_cents',
  'g.min_spend_cents',
  'g.starts_at',
  'g.ends_at',
  'g.max_uses',
  'g.max_uses_per_user',
  'g.category_proposal',
  'g.created_at',
] as const;

const giftAliased = [
  'g.gift_certificate_id as g_gift_certificate_id',
  'g.kind as g_kind',
  'g.gift_code as g_gift_code',
  'g.name as g_name',
  'g.description as g_description',
  'g.gift_adjustment_type_id as g_gift_adjustment_type_id',
  'g.discount_kind as g_discount_kind',
  'g.discount_value as g_discount_value',
  'g.max_discount_cents as g_max_discount_cents',
  'g.min_spend_cents as g_min_spend_cents',
  'g.starts_at as g_starts_at',
  'g.ends_at as g_ends_at',
  'g.max_uses as g_max_uses',
  'g.max_uses_per_user as g_max_uses_per_user',
  'g.category_proposal as g_category_proposal',
  'g.created_at as g_created_at',
] as const;

const copyColumns = [
  'u.user_gift_certificate_id',
  'u.gift_certificate_id',
  'u.user_id',
  'u.cart_id',
  'u.cart_item_id',
  'u.order_id',
  'u.assigned_at',
  'u.applied_at',
  'u.used_at',
] as const;

function split(row: Record<string, unknown>): CopyWithGift {
  const copy = {} as Record<string, unknown>;
  const gift = {} as Record<string, unknown>;
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith('g_')) gift[k.slice(2)] = v;
    else copy[k] = v;
  }
  return { ...(copy as CopyRow), gift: gift as GiftRow };
}

export class GiftRepository {
  constructor(readonly db: Executor) {}

  /** A certificate by its code, case-insensitively. */
  async byCode(code: string, executor: Executor = this.db): Promise<GiftRow | undefined> {
    return executor
      .selectFrom('gift_certificate as g')
      .select(giftColumns)
      .where(sql<string>`upper(g.gift_code)`, '=', code.trim().toUpperCase())
      .executeTakeFirst();
  }

  private copies(executor: Executor) {
    return executor
      .selectFrom('user_gift_certificate as u')
      .innerJoin('gift_certificate as g', 'g.gift_certificate_id', 'u.gift_certificate_id')
      .select(copyColumns)
      .select(giftAliased);
  }

  /** The copies applied to a cart (not yet used by an order). */
  async appliedTo(cartId: number, executor: Executor = this.db): Promise<CopyWithGift[]> {
    const rows = await this.copies(executor)
      .where('u.cart_id', '=', cartId)
      .where('u.used_at', 'is', null)
      .orderBy('u.applied_at')
      .orderBy('u.user_gift_certificate_id')
      .execute();
    return rows.map((r) => split(r as Record<string, unknown>));
  }

  /** A customer's copies: unused ones, or all of them with the history. */
  async ofUser(
    userId: number,
    options: { history: boolean; kinds?: readonly GiftRow['kind'][] },
    executor: Executor = this.db,
  ): Promise<CopyWithGift[]> {
    let q = this.copies(executor).where('u.user_id', '=', userId);
    if (!options.history) q = q.where('u.used_at', 'is', null);
    if (options.kinds) q = q.where('g.kind', 'in', options.kinds);
    const rows = await q.orderBy('u.used_at', 'desc').orderBy('u.user_gift_certificate_id').execute();
    return rows.map((r) => split(r as Record<string, unknown>));
  }

  async copyOf(
    userId: number,
    userGiftCertificateId: number,
    executor: Executor = this.db,
  ): Promise<CopyWithGift | undefined> {
    const row = await this.copies(executor)
      .where('u.user_id', '=', userId)
      .where('u.user_gift_certificate_id', '=', userGiftCertificateId)
      .executeTakeFirst();
    return row && split(row as Record<string, unknown>);
  }

  /** An unused copy of a certificate owned by the customer, preferring one not in a cart. */
  async unusedCopy(userId: number, giftId: number, executor: Executor): Promise<CopyRow | undefined> {
    return executor
      .selectFrom('user_gift_certificate as u')
      .select(copyColumns)
      .where('u.user_id', '=', userId)
      .where('u.gift_certificate_id', '=', giftId)
      .where('u.used_at', 'is', null)
      .orderBy(sql`u.cart_id is not null`)
      .orderBy('u.user_gift_certificate_id')
      .executeTakeFirst();
  }

  async uses(giftId: number, userId: number, executor: Executor): Promise<{ all: number; mine: number }> {
    const row = await executor
      .selectFrom('user_gift_certificate')
      .select([
        sql<string>`count(*) filter (where used_at is not null)`.as('all'),
        sql<string>`count(*) filter (where used_at is not null and user_id = ${userId})`.as('mine'),
      ])
      .where('gift_certificate_id', '=', giftId)
      .executeTakeFirstOrThrow();
    return { all: Number(row.all), mine: Number(row.mine) };
  }

  async insertCopy(
    executor: Executor,
    values: { giftId: number; userId: number; cartId: number | null },
  ): Promise<number> {
    const row = await executor
      .insertInto('user_gift_certificate')
      .values({
        gift_certificate_id: values.giftId,
        user_id: values.userId,
        cart_id: values.cartId,
        applied_at: values.cartId === null ? null : new Date(),
      })
      .returning('user_gift_certificate_id')
      .executeTakeFirstOrThrow();
    return row.user_gift_certificate_id;
  }

  /** A new certificate (a voucher issued to one customer); answers its id. */
  async insertGift(
    executor: Executor,
    values: {
      kind: GiftRow['kind'];
      code: string;
      name: string;
      description: string;
      amountCents: number;
      /** A percentage voucher instead (basis points, 1000 = 10 %): amountCents is then ignored. */
      percentBasisPoints?: number;
      minSpendCents: number;
      startsAt: Date;
      endsAt: Date;
      proposal: Record<string, unknown> | null;
    },
  ): Promise<number> {
    const row = await executor
      .insertInto('gift_certificate')
      .values({
        kind: values.kind,
        gift_code: values.code,
        name: values.name,
        description: values.description,
        discount_kind: values.percentBasisPoints ? 'percent' : 'amount',
        discount_value: values.percentBasisPoints ?? values.amountCents,
        min_spend_cents: values.minSpendCents,
        starts_at: values.startsAt,
        ends_at: values.endsAt,
        max_uses: 1,
        max_uses_per_user: 1,
        category_proposal: values.proposal ? JSON.stringify(values.proposal) : null,
      })
      .returning('gift_certificate_id')
      .executeTakeFirstOrThrow();
    return row.gift_certificate_id;
  }

  async setCart(
    executor: Executor,
    copyId: number,
    cartId: number | null,
    cartItemId: number | null = null,
  ): Promise<void> {
    await executor
      .updateTable('user_gift_certificate')
      .set({ cart_id: cartId, cart_item_id: cartItemId, applied_at: cartId === null ? null : new Date() })
      .where('user_gift_certificate_id', '=', copyId)
      .execute();
  }

  async deleteCopy(executor: Executor, copyId: number): Promise<void> {
    await executor
      .deleteFrom('user_gift_certificate')
      .where('user_gift_certificate_id', '=', copyId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Marks the copies as used by an order (in the buy transaction). */
  async markUsed(executor: Executor, copyIds: readonly number[], orderId: number): Promise<void> {
    if (!copyIds.length) return;
    await executor
      .updateTable('user_gift_certificate')
      .set({ used_at: new Date(), order_id: orderId })
      .where('user_gift_certificate_id', 'in', copyIds)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * An order reopened for editing: the copies it used go back on the edit cart, not used any
   * more (so they are not counted twice), their order kept as the mark that they were carried;
   * coupons on the new line of their product.
   */
  async carryFromOrder(
    executor: Executor,
    orderId: number,
    cartId: number,
    couponLines: ReadonlyMap<number, number | null>,
  ): Promise<void> {
    const copies = await executor
      .selectFrom('user_gift_certificate')
      .select(['user_gift_certificate_id'])
      .where('order_id', '=', orderId)
      .where('used_at', 'is not', null)
      .execute();
    for (const c of copies)
      await executor
        .updateTable('user_gift_certificate')
        .set({
          used_at: null,
          cart_id: cartId,
          cart_item_id: couponLines.get(c.user_gift_certificate_id) ?? null,
          applied_at: new Date(),
        })
        .where('user_gift_certificate_id', '=', c.user_gift_certificate_id)
        .execute();
  }

  /** The edit of an order abandoned: the copies carried onto its cart are used by the order again. */
  async restoreCarried(executor: Executor, cartId: number): Promise<void> {
    await executor
      .updateTable('user_gift_certificate')
      .set({ used_at: new Date(), cart_id: null, cart_item_id: null, applied_at: null })
      .where('cart_id', '=', cartId)
      .where('order_id', 'is not', null)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * A cancelled order gives its copies back: a typed code's copy is deleted (it can be used
   * again), a voucher or a coupon is the customer's again, on no cart.
   */
  async releaseForOrder(executor: Executor, orderId: number): Promise<void> {
    await executor
      .deleteFrom('user_gift_certificate as u')
      .where('u.order_id', '=', orderId)
      .where(copyOfKind('code'))
      .execute();
    await executor
      .updateTable('user_gift_certificate')
      .set({ used_at: null, order_id: null, cart_id: null, cart_item_id: null, applied_at: null })
      .where('order_id', '=', orderId)
      .execute();
  }

  /** Copies not used by an order go back to the customer when the cart they sat on is gone. */
  async detachFromCart(executor: Executor, cartId: number): Promise<void> {
    await executor
      .deleteFrom('user_gift_certificate as u')
      .where('u.cart_id', '=', cartId)
      .where('u.used_at', 'is', null)
      .where(copyOfKind('code'))
      .execute();
    await executor
      .updateTable('user_gift_certificate')
      .set({ cart_id: null, cart_item_id: null, applied_at: null, order_id: null })
      .where('cart_id', '=', cartId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Coupons whose line left the cart go back to the customer (not used, on no cart). */
  async releaseOrphanCoupons(executor: Executor, cartId: number): Promise<void> {
    await executor
      .updateTable('user_gift_certificate as u')
      .set({ cart_id: null, applied_at: null })
      .where('u.cart_id', '=', cartId)
      .where('u.cart_item_id', 'is', null)
      .where('u.used_at', 'is', null)
      .where(copyOfKind('coupon'))
      .execute();
  }
}
