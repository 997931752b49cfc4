// Wishlists and their items. Every read is scoped to the viewer: their own lists and the
// lists shared with them (`wishlist_share`); another account's list is never found. Writes
// take a list id the service has already checked against the viewer's access.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

/** The viewer's access to a list: their own, or shared with them read-only or editable. */
export type ListAccess = 'OWNER' | 'READ' | 'WRITE';

export interface ListRow {
  listId: number;
  name: string;
  isDefault: boolean;
  size: number;
  ownerId: number;
  access: ListAccess;
}

export interface ShareRow {
  userId: number;
  grant: 'READ' | 'WRITE';
}

export interface ItemRow {
  itemId: number;
  productId: number;
  quantity: number;
  weightGrams: number | null;
}

export class ListRepository {
  constructor(readonly db: Executor) {}

  transaction<T>(run: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(run);
  }

  /** The lists a viewer sees: own and shared with them (left-joined share of that viewer). */
  private visible(userId: number, executor: Executor) {
    return executor
      .selectFrom('wishlist as w')
      .leftJoin('wishlist_share as s', (join) =>
        join.onRef('s.wishlist_id', '=', 'w.wishlist_id').on('s.user_id', '=', userId),
      )
      .where((eb) => eb.or([eb('w.user_id', '=', userId), eb('s.user_id', '=', userId)]));
  }

  private listColumns(userId: number) {
    return [
      'w.wishlist_id as listId',
      'w.name',
      // the owner's selected list is not the viewer's
      sql<boolean>`(w.is_default and w.user_id = ${userId})`.as('isDefault'),
      sql<number>`(select count(*)::int from wishlist_item i where i.wishlist_id = w.wishlist_id)`.as('size'),
      sql<number>`w.user_id::int`.as('ownerId'),
      sql<ListAccess>`case when w.user_id = ${userId} then 'OWNER' else s.grant_type end`.as('access'),
    ] as const;
  }

  /** Own lists first (the selected one, then by name), then the lists shared with the viewer. */
  async lists(
    userId: number,
    limit: number,
    offset: number,
    executor: Executor = this.db,
  ): Promise<{ rows: ListRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.visible(userId, executor)
        .select(this.listColumns(userId))
        .orderBy(sql`(w.user_id = ${userId})`, 'desc')
        .orderBy('w.is_default', 'desc')
        .orderBy(sql`lower(w.name)`)
        .orderBy('w.wishlist_id')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.visible(userId, executor)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: total.n };
  }

  async list(userId: number, listId: number, executor: Executor = this.db): Promise<ListRow | undefined> {
    return this.visible(userId, executor)
      .select(this.listColumns(userId))
      .where('w.wishlist_id', '=', listId)
      .executeTakeFirst();
  }

  /** Who a list is shared with (the owner's view). */
  async shares(listId: number, executor: Executor = this.db): Promise<ShareRow[]> {
    const rows = await executor
      .selectFrom('wishlist_share')
      .select(['user_id', 'grant_type'])
      .where('wishlist_id', '=', listId)
      .orderBy('created_at')
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ userId: Number(r.user_id), grant: r.grant_type }));
  }

  /** A customer stops seeing a list shared with them (the owner's list stays). */
  async leave(userId: number, listId: number, executor: Executor = this.db): Promise<void> {
    await executor
      .deleteFrom('wishlist_share')
      .where('wishlist_id', '=', listId)
      .where('user_id', '=', userId)
      .execute();
  }

  async countLists(userId: number, executor: Executor): Promise<number> {
    const r = await executor
      .selectFrom('wishlist')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return r.n;
  }

  async nameTaken(
    userId: number,
    name: string,
    exceptId: number | null,
    executor: Executor,
  ): Promise<boolean> {
    let q = executor
      .selectFrom('wishlist')
      .select('wishlist_id')
      .where('user_id', '=', userId)
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== null) q = q.where('wishlist_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(userId: number, name: string, isDefault: boolean, executor: Executor): Promise<number> {
    const r = await executor
      .insertInto('wishlist')
      .values({ user_id: userId, name, is_default: isDefault })
      .returning('wishlist_id')
      .executeTakeFirstOrThrow();
    return r.wishlist_id;
  }

  async rename(listId: number, name: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('wishlist')
      .set({ name, updated_at: new Date() })
      .where('wishlist_id', '=', listId)
      .execute();
  }

  async remove(listId: number, executor: Executor): Promise<void> {
    await executor.deleteFrom('wishlist').where('wishlist_id', '=', listId).execute();
  }

  async select(userId: number, listId: number, executor: Executor): Promise<void> {
    await executor
      .updateTable('wishlist')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
    await executor
      .updateTable('wishlist')
      .set({ is_default: true })
      .where('wishlist_id', '=', listId)
      .execute();
  }

  async items(listId: number, executor: Executor = this.db): Promise<ItemRow[]> {
    return executor
      .selectFrom('wishlist_item')
      .select(['item_id as itemId', 'product_id as productId', 'quantity', 'weight_grams as weightGrams'])
      .where('wishlist_id', '=', listId)
      .orderBy('item_id')
      .execute();
  }

  /** Adds products; a product already in the list gets the quantity added (weights are replaced). */
  async addItems(
    listId: number,
    items: { productId: number; quantity: number; weightGrams: number | null }[],
    executor: Executor,
  ): Promise<void> {
    for (const item of items)
      await executor
        .insertInto('wishlist_item')
        .values({
          wishlist_id: listId,
          product_id: item.productId,
          quantity: item.quantity,
          weight_grams: item.weightGrams,
        })
        .onConflict((oc) =>
          oc.constraint('wishlist_item_product').doUpdateSet({
            quantity: sql`least(wishlist_item.quantity + excluded.quantity, 9999)`,
            weight_grams: sql`coalesce(excluded.weight_grams, wishlist_item.weight_grams)`,
          }),
        )
        .execute();
    await executor
      .updateTable('wishlist')
      .set({ updated_at: new Date() })
      .where('wishlist_id', '=', listId)
      .execute();
  }

  async setQuantity(listId: number, itemId: number, quantity: number, executor: Executor): Promise<boolean> {
    if (quantity === 0) {
      const r = await executor
        .deleteFrom('wishlist_item')
        .where('wishlist_id', '=', listId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return r.numDeletedRows > 0n;
    }
    const r = await executor
      .updateTable('wishlist_item')
      .set({ quantity })
      .where('wishlist_id', '=', listId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async deleteItems(
    listId: number,
    refs: { itemIds: number[]; productIds: number[] },
    executor: Executor,
  ): Promise<number> {
    if (!refs.itemIds.length && !refs.productIds.length) return 0;
    const r = await executor
      .deleteFrom('wishlist_item')
      .where('wishlist_id', '=', listId)
      .where((eb) =>
        eb.or([
          ...(refs.itemIds.length ? [eb('item_id', 'in', refs.itemIds)] : []),
          ...(refs.productIds.length ? [eb('product_id', 'in', refs.productIds)] : []),
        ]),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * Products of one list (its access already checked by the service: own or shared), or of all
   * the customer's own lists (favourites).
   */
  async productIds(userId: number, listId?: number): Promise<number[]> {
    let q = this.db
      .selectFrom('wishlist_item as i')
      .innerJoin('wishlist as w', 'w.wishlist_id', 'i.wishlist_id')
      .select('i.product_id')
      .distinct();
    q = listId !== undefined ? q.where('w.wishlist_id', '=', listId) : q.where('w.user_id', '=', userId);
    return (await q.execute()).map((r) => r.product_id);
  }
}
