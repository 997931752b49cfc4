// SQL of carts and cart lines. Writes that must not race (quantities against a
// maximum, slot changes) run in a transaction that first locks the cart row.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import type { DB } from '../../platform/db-schema';

export type Executor = Kysely<DB>;

export type CartOwner = { userId: number; sessionId?: undefined } | { userId?: undefined; sessionId: number };

export interface CartRecord {
  cartId: number;
  userId: number | null;
  sessionId: number | null;
  storeId: number | null;
  deliveryServiceId: number | null;
  addressType: string | null;
  addressId: number | null;
  zoneId: number | null;
  warehouseId: number | null;
  timeslotId: number | null;
  cartStatusId: number;
  infos: Record<string, string>;
  acceptAlternatives: boolean;
}

export interface CartItemRecord {
  itemId: number;
  cartId: number;
  productId: number;
  quantity: number;
  weightGrams: number | null;
  insertionType: number;
  infos: Record<string, string>;
  acceptAlternatives: boolean;
  promoDisabled: boolean;
  promoId: number | null;
}

export type CartPatch = Partial<
  Pick<
    CartRecord,
    | 'storeId'
    | 'deliveryServiceId'
    | 'addressType'
    | 'addressId'
    | 'zoneId'
    | 'warehouseId'
    | 'timeslotId'
    | 'cartStatusId'
    | 'infos'
    | 'acceptAlternatives'
  >
>;

const cartColumns = [
  'cart_id',
  'user_id',
  'session_id',
  'store_id',
  'delivery_service_id',
  'address_type',
  'address_id',
  'zone_id',
  'warehouse_id',
  'timeslot_id',
  'cart_status_id',
  'infos',
  'accept_alternatives',
] as const;

const itemColumns = [
  'item_id',
  'cart_id',
  'product_id',
  'quantity',
  'weight_grams',
  'insertion_type',
  'infos',
  'accept_alternatives',
  'promo_disabled',
  'promo_id',
] as const;

interface CartRow {
  cart_id: number;
  user_id: number | null;
  session_id: number | null;
  store_id: number | null;
  delivery_service_id: number | null;
  address_type: string | null;
  address_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number | null;
  cart_status_id: number;
  infos: Record<string, string>;
  accept_alternatives: boolean;
}

interface ItemRow {
  item_id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  weight_grams: number | null;
  insertion_type: number;
  infos: Record<string, string>;
  accept_alternatives: boolean;
  promo_disabled: boolean;
  promo_id: number | null;
}

function toCart(r: CartRow): CartRecord {
  return {
    cartId: r.cart_id,
    userId: r.user_id,
    sessionId: r.session_id,
    storeId: r.store_id,
    deliveryServiceId: r.delivery_service_id,
    addressType: r.address_type,
    addressId: r.address_id,
    zoneId: r.zone_id,
    warehouseId: r.warehouse_id,
    timeslotId: r.timeslot_id,
    cartStatusId: r.cart_status_id,
    infos: r.infos ?? {},
    acceptAlternatives: r.accept_alternatives,
  };
}

function toItem(r: ItemRow): CartItemRecord {
  return {
    itemId: r.item_id,
    cartId: r.cart_id,
    productId: r.product_id,
    quantity: r.quantity,
    weightGrams: r.weight_grams,
    insertionType: r.insertion_type,
    infos: r.infos ?? {},
    acceptAlternatives: r.accept_alternatives,
    promoDisabled: r.promo_disabled,
    promoId: r.promo_id,
  };
}

export class CartRepository {
  constructor(readonly db: Database) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async openCart(owner: CartOwner, executor: Executor = this.db): Promise<CartRecord | undefined> {
    let q = executor.selectFrom('cart').select(cartColumns).where('closed_at', 'is', null);
    q =
      owner.userId !== undefined
        ? q.where('user_id', '=', owner.userId)
        : q.where('session_id', '=', owner.sessionId);
    const row = await q.executeTakeFirst();
    return row ? toCart(row) : undefined;
  }

  /** The owner's open cart, created when missing (safe against concurrent creation). */
  async openOrCreate(owner: CartOwner, defaults: CartPatch = {}): Promise<CartRecord> {
    const existing = await this.openCart(owner);
    if (existing) return existing;
    const conflict =
      owner.userId !== undefined
        ? sql`(user_id) where closed_at is null and user_id is not null`
        : sql`(session_id) where closed_at is null and session_id is not null`;
    await sql`insert into cart (user_id, session_id, store_id, delivery_service_id, address_type, address_id,
        zone_id, warehouse_id)
      values (${owner.userId ?? null}, ${owner.sessionId ?? null}, ${defaults.storeId ?? null},
        ${defaults.deliveryServiceId ?? null}, ${defaults.addressType ?? null}, ${defaults.addressId ?? null},
        ${defaults.zoneId ?? null}, ${defaults.warehouseId ?? null})
      on conflict ${conflict} do nothing`.execute(this.db);
    const created = await this.openCart(owner);
    if (!created) throw new Error('cart creation failed');
    return created;
  }

  /** Locks the cart row for the rest of the transaction (serialises changes to one cart). */
  async lock(trx: Executor, cartId: number): Promise<CartRecord> {
    const row = await trx
      .selectFrom('cart')
      .select(cartColumns)
      .where('cart_id', '=', cartId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return toCart(row);
  }

  /** Locks the cart row when the cart is still open (undefined once closed). */
  async lockOpen(trx: Executor, cartId: number): Promise<CartRecord | undefined> {
    const row = await trx
      .selectFrom('cart')
      .select(cartColumns)
      .where('cart_id', '=', cartId)
      .where('closed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    return row ? toCart(row) : undefined;
  }

  async update(executor: Executor, cartId: number, patch: CartPatch): Promise<void> {
    const set: Record<string, unknown> = { updated_at: new Date() };
    if ('storeId' in patch) set.store_id = patch.storeId;
    if ('deliveryServiceId' in patch) set.delivery_service_id = patch.deliveryServiceId;
    if ('addressType' in patch) set.address_type = patch.addressType;
    if ('addressId' in patch) set.address_id = patch.addressId;
    if ('zoneId' in patch) set.zone_id = patch.zoneId;
    if ('warehouseId' in patch) set.warehouse_id = patch.warehouseId;
    if ('timeslotId' in patch) set.timeslot_id = patch.timeslotId;
    if ('cartStatusId' in patch) set.cart_status_id = patch.cartStatusId;
    if ('infos' in patch) set.infos = JSON.stringify(patch.infos ?? {});
    if ('acceptAlternatives' in patch) set.accept_alternatives = patch.acceptAlternatives;
    await executor.updateTable('cart').set(set).where('cart_id', '=', cartId).execute();
  }

  async close(executor: Executor, cartId: number): Promise<void> {
    await executor.updateTable('cart').set({ closed_at: new Date() }).where('cart_id', '=', cartId).execute();
  }

  async items(cartId: number, executor: Executor = this.db): Promise<CartItemRecord[]> {
    const rows = await executor
      .selectFrom('cart_item')
      .select(itemColumns)
      .where('cart_id', '=', cartId)
      .orderBy('item_id')
      .execute();
    return rows.map(toItem);
  }

  async insertItem(executor: Executor, item: Omit<CartItemRecord, 'itemId'>): Promise<number> {
    const row = await executor
      .insertInto('cart_item')
      .values({
        cart_id: item.cartId,
        product_id: item.productId,
        quantity: item.quantity,
        weight_grams: item.weightGrams,
        insertion_type: item.insertionType,
        infos: JSON.stringify(item.infos),
        accept_alternatives: item.acceptAlternatives,
        promo_disabled: item.promoDisabled,
        promo_id: item.promoId,
      })
      .returning('item_id')
      .executeTakeFirstOrThrow();
    return row.item_id;
  }

  async updateItem(
    executor: Executor,
    cartId: number,
    itemId: number,
    patch: Partial<
      Pick<
        CartItemRecord,
        'quantity' | 'weightGrams' | 'infos' | 'acceptAlternatives' | 'promoDisabled' | 'promoId'
      >
    >,
  ): Promise<void> {
    const set: Record<string, unknown> = { updated_at: new Date() };
    if ('quantity' in patch) set.quantity = patch.quantity;
    if ('weightGrams' in patch) set.weight_grams = patch.weightGrams;
    if ('infos' in patch) set.infos = JSON.stringify(patch.infos ?? {});
    if ('acceptAlternatives' in patch) set.accept_alternatives = patch.acceptAlternatives;
    if ('promoDisabled' in patch) set.promo_disabled = patch.promoDisabled;
    if ('promoId' in patch) set.promo_id = patch.promoId;
    await executor
      .updateTable('cart_item')
      .set(set)
      .where('cart_id', '=', cartId)
      .where('item_id', '=', itemId)
      .execute();
  }

  async deleteItems(executor: Executor, cartId: number, itemIds: number[]): Promise<number> {
    if (!itemIds.length) return 0;
    const result = await executor
      .deleteFrom('cart_item')
      .where('cart_id', '=', cartId)
      .where('item_id', 'in', itemIds)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteAllItems(executor: Executor, cartId: number): Promise<number> {
    const result = await executor.deleteFrom('cart_item').where('cart_id', '=', cartId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Is a home address the delivery address of one of the user's open carts? */
  async addressInUse(userId: number, addressId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('cart')
      .select('cart_id')
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .where('address_type', '=', 'home')
      .where('address_id', '=', addressId)
      .executeTakeFirst();
    return Boolean(row);
  }
}
