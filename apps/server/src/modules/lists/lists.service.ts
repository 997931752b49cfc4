// Wishlists (seed 002 §2–§7): create, rename, delete, select, add and change products, the
// list with its products priced for the customer's cart (inactive ones apart), favourites.
import type { Product, Wishlist } from '@sporta/contracts';
import { isLoose, kgToGrams, minQuantity } from '@sporta/domain';
import { AppError } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import { ListRepository, type Executor, type ListRow } from './lists.repository';

export const MAX_LISTS = 50;
export const MAX_ITEMS = 500;

export const listMessages = {
  notFound: 'La lista richiesta non esiste o non appartiene al tuo account.',
  nameTaken: 'Hai già una lista con questo nome.',
  tooMany: `Puoi avere al massimo ${MAX_LISTS} liste.`,
  full: `Una lista può contenere al massimo ${MAX_ITEMS} prodotti.`,
  productNotFound: 'Il prodotto richiesto non esiste o non è più in vendita.',
  itemNotFound: 'Il prodotto indicato non è nella lista.',
  noList: 'Indica la lista.',
  created: 'Lista creata.',
  removed: 'Lista eliminata.',
  added: 'Prodotto aggiunto alla lista.',
  defaultName: 'I miei preferiti',
};

function business(code: string, message: string): AppError {
  return AppError.business(code, message);
}

export class ListService {
  readonly repo: ListRepository;

  constructor(
    db: Executor,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new ListRepository(db);
  }

  private dto(row: ListRow): Wishlist {
    return {
      listId: row.listId,
      id: row.listId,
      name: row.name,
      size: row.size,
      isDefault: row.isDefault,
      sharingData: { grant: 'WRITE' },
    };
  }

  async requireList(userId: number, listId: number, executor?: Executor): Promise<ListRow> {
    const row = await this.repo.list(userId, listId, executor);
    if (!row) throw business('error.wishlist.not_found', listMessages.notFound);
    return row;
  }

  async lists(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.lists(userId, pageSize, (page - 1) * pageSize);
    return {
      wishlists: rows.map((r) => this.dto(r)),
      page: {
        selPage: page,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
        totItems: total,
        itemsPerPage: pageSize,
      },
    };
  }

  /** The list with its products, priced for `pricing`; products not sold now go to the inactive items. */
  async view(userId: number, listId: number, pricing: Parameters<CatalogService['productsByIds']>[1]) {
    const row = await this.requireList(userId, listId);
    const items = await this.repo.items(listId);
    const products = new Map(
      (
        await this.catalog.productsByIds(
          items.map((i) => i.productId),
          pricing,
        )
      ).map((p) => [p.productId, p]),
    );
    const active: NonNullable<Wishlist['wishlistItems']> = [];
    const inactive: NonNullable<Wishlist['wishlistInactiveItems']> = [];
    for (const i of items) {
      const product = products.get(i.productId);
      if (!product) continue;
      const item = {
        itemId: i.itemId,
        productId: i.productId,
        quantity: i.weightGrams !== null ? i.weightGrams / 1000 : i.quantity,
        weight: i.weightGrams !== null ? i.weightGrams / 1000 : null,
        product,
      };
      (product.available > 0 ? active : inactive).push(item);
    }
    return { ...this.dto(row), wishlistItems: active, wishlistInactiveItems: inactive };
  }

  async create(userId: number, name: string): Promise<Wishlist> {
    const id = await this.repo.transaction(async (trx) => {
      if ((await this.repo.countLists(userId, trx)) >= MAX_LISTS)
        throw business('error.wishlist.too_many', listMessages.tooMany);
      if (await this.repo.nameTaken(userId, name, null, trx))
        throw business('error.wishlist.name_taken', listMessages.nameTaken);
      const first = (await this.repo.countLists(userId, trx)) === 0;
      return this.repo.insert(userId, name, first, trx);
    });
    return this.dto(await this.requireList(userId, id));
  }

  async rename(userId: number, listId: number, name: string): Promise<Wishlist> {
    await this.requireList(userId, listId);
    await this.repo.transaction(async (trx) => {
      if (await this.repo.nameTaken(userId, name, listId, trx))
        throw business('error.wishlist.name_taken', listMessages.nameTaken);
      await this.repo.rename(listId, name, trx);
    });
    return this.dto(await this.requireList(userId, listId));
  }

  async remove(userId: number, listId: number): Promise<void> {
    await this.requireList(userId, listId);
    await this.repo.remove(listId, this.repo.db);
  }

  async select(userId: number, listId: number): Promise<Wishlist> {
    await this.requireList(userId, listId);
    await this.repo.transaction((trx) => this.repo.select(userId, listId, trx));
    return this.dto(await this.requireList(userId, listId));
  }

  /**
   * Adds products to a list (the selected one when none is named; a first list, 'I miei
   * preferiti', is created when the customer has none). Pieces by quantity (default the
   * product's minimum), loose goods by weight in kg (default the minimum weight).
   */
  async add(
    userId: number,
    listId: number | undefined,
    items: { productId: number; quantity?: number; weight?: number }[],
    pricing: Parameters<CatalogService['productsByIds']>[1],
  ): Promise<Wishlist> {
    const products = new Map(
      (
        await this.catalog.productsByIds(
          items.map((i) => i.productId),
          pricing,
        )
      ).map((p): [number, Product] => [p.productId, p]),
    );
    const rows = items.map((i) => {
      const product = products.get(i.productId);
      if (!product) throw business('error.wishlist.product_not_found', listMessages.productNotFound);
      if (isLoose(product)) {
        const kg = i.weight ?? i.quantity ?? minQuantity(product);
        return { productId: i.productId, quantity: 1, weightGrams: Math.max(1, kgToGrams(kg)) };
      }
      return {
        productId: i.productId,
        quantity: Math.max(1, Math.round(i.quantity ?? minQuantity(product))),
        weightGrams: null,
      };
    });
    const id = await this.repo.transaction(async (trx) => {
      let target = listId;
      if (target === undefined) {
        const all = await this.repo.lists(userId, MAX_LISTS, 0, trx);
        target =
          all.rows.find((r) => r.isDefault)?.listId ??
          all.rows[0]?.listId ??
          (await this.repo.insert(userId, listMessages.defaultName, true, trx));
      } else await this.requireList(userId, target, trx);
      const present = new Set((await this.repo.items(target, trx)).map((i) => i.productId));
      const fresh = new Set(rows.map((r) => r.productId).filter((id) => !present.has(id))).size;
      if (present.size + fresh > MAX_ITEMS) throw business('error.wishlist.full', listMessages.full);
      await this.repo.addItems(target, rows, trx);
      return target;
    });
    return this.dto(await this.requireList(userId, id));
  }

  async updateItems(userId: number, listId: number, items: { itemId: number; quantity: number }[]) {
    await this.requireList(userId, listId);
    await this.repo.transaction(async (trx) => {
      for (const i of items)
        if (!(await this.repo.setQuantity(listId, i.itemId, Math.round(i.quantity), trx)))
          throw business('error.wishlist.item_not_found', listMessages.itemNotFound);
    });
    return this.dto(await this.requireList(userId, listId));
  }

  async deleteItems(userId: number, listId: number, items: { itemId?: number; productId?: number }[]) {
    await this.requireList(userId, listId);
    const removed = await this.repo.deleteItems(
      listId,
      {
        itemIds: items.flatMap((i) => (i.itemId ? [i.itemId] : [])),
        productIds: items.flatMap((i) => (i.productId ? [i.productId] : [])),
      },
      this.repo.db,
    );
    if (removed === 0) throw business('error.wishlist.item_not_found', listMessages.itemNotFound);
    return this.dto(await this.requireList(userId, listId));
  }

  /** The products of one of the customer's lists, or of all of them (favourites). */
  async productIds(userId: number, listId?: number): Promise<number[]> {
    if (listId !== undefined) await this.requireList(userId, listId);
    return this.repo.productIds(userId, listId);
  }
}
