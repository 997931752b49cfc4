// Wishlists (seed 002 §2–§7): create, rename, delete, select, add and change products, the
// list with its products priced for the customer's cart (inactive ones apart), favourites.
// A list may be shared with other customers (seed 002 §3 sharingData.grant): READ lets them
// see it and buy from it, never change it (§5); WRITE lets them change its products.
// Renaming, deleting and selecting stay with the owner; a customer who deletes a list shared
// with them only stops seeing it.
import type { Product, Wishlist } from '@sporta/contracts';
import { isLoose, kgToGrams, minQuantity } from '@sporta/domain';
import type { Database } from '../../platform/db';
import { accountContact } from '../account';
import type { CatalogService } from '../catalog';
import { ListRepository, type Executor, type ListRow } from './lists.repository';
import { business } from '../../platform/http';

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
  readOnly: (name: string) =>
    `La lista «${name}» è condivisa con te in sola lettura: puoi vederla e aggiungerne i prodotti al carrello, non modificarla.`,
  ownerOnly: (name: string) =>
    `Solo chi ha creato la lista «${name}» può rinominarla, eliminarla o sceglierla.`,
  left: 'La lista condivisa non è più tra le tue liste.',
};

export class ListService {
  readonly repo: ListRepository;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new ListRepository(db);
  }

  /** The list as the viewer sees it; `sharedWith` is read for the owner's own lists only. */
  private async dto(row: ListRow, options: { sharing?: boolean } = {}): Promise<Wishlist> {
    const own = row.access === 'OWNER';
    const shares = own && options.sharing !== false ? await this.repo.shares(row.listId) : [];
    const names = await Promise.all(
      [...(own ? [] : [row.ownerId]), ...shares.map((x) => x.userId)].map((id) => this.personName(id)),
    );
    return {
      listId: row.listId,
      id: row.listId,
      name: row.name,
      size: row.size,
      isDefault: row.isDefault,
      sharingData: {
        grant: row.access === 'READ' ? 'READ' : 'WRITE',
        shared: !own,
        ownerName: own ? null : names[0]!,
        sharedWith: shares.map((x, i) => ({ name: names[i]!, grant: x.grant })),
      },
    };
  }

  /** First name and last initial: what a customer sees of another. */
  private async personName(userId: number): Promise<string> {
    const c = await accountContact(this.db, userId);
    if (!c) return 'Cliente Sporta';
    return [c.firstName, c.lastName ? `${c.lastName.charAt(0)}.` : ''].filter(Boolean).join(' ');
  }

  /** A list the customer may see: their own or shared with them (any grant). */
  async requireList(userId: number, listId: number, executor?: Executor): Promise<ListRow> {
    const row = await this.repo.list(userId, listId, executor);
    if (!row) throw business('error.wishlist.not_found', listMessages.notFound);
    return row;
  }

  /** A list whose products the customer may change: own, or shared with grant WRITE. */
  async requireEditable(userId: number, listId: number, executor?: Executor): Promise<ListRow> {
    const row = await this.requireList(userId, listId, executor);
    if (row.access === 'READ') throw business('error.wishlist.read_only', listMessages.readOnly(row.name));
    return row;
  }

  /** A list of the customer's own (rename, delete, select). */
  async requireOwner(userId: number, listId: number, executor?: Executor): Promise<ListRow> {
    const row = await this.requireList(userId, listId, executor);
    if (row.access === 'READ') throw business('error.wishlist.read_only', listMessages.readOnly(row.name));
    if (row.access !== 'OWNER') throw business('error.wishlist.owner_only', listMessages.ownerOnly(row.name));
    return row;
  }

  async lists(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.lists(userId, pageSize, (page - 1) * pageSize);
    return {
      wishlists: await Promise.all(rows.map((r) => this.dto(r))),
      page: {
        selPage: page,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
        totItems: total,
        itemsPerPage: pageSize,
      },
    };
  }

  /** The list with its products, priced for `pricing`; products not sold now go to the inactive items. */
  async view(
    userId: number,
    listId: number,
    pricing: Parameters<CatalogService['productsByIds']>[1],
    /** false: the product cannot be delivered there (a locker too warm for it) */
    deliverable: (product: Product) => boolean = () => true,
  ) {
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
      (product.available > 0 && deliverable(product) ? active : inactive).push(item);
    }
    return { ...(await this.dto(row)), wishlistItems: active, wishlistInactiveItems: inactive };
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
    return await this.dto(await this.requireList(userId, id));
  }

  async rename(userId: number, listId: number, name: string): Promise<Wishlist> {
    await this.requireOwner(userId, listId);
    await this.repo.transaction(async (trx) => {
      if (await this.repo.nameTaken(userId, name, listId, trx))
        throw business('error.wishlist.name_taken', listMessages.nameTaken);
      await this.repo.rename(listId, name, trx);
    });
    return await this.dto(await this.requireList(userId, listId));
  }

  /** Deletes an own list; a list shared with the customer only leaves their lists. */
  async remove(userId: number, listId: number): Promise<'removed' | 'left'> {
    const row = await this.requireList(userId, listId);
    if (row.access !== 'OWNER') {
      await this.repo.leave(userId, listId);
      return 'left';
    }
    await this.repo.remove(listId, this.repo.db);
    return 'removed';
  }

  async select(userId: number, listId: number): Promise<Wishlist> {
    await this.requireOwner(userId, listId);
    await this.repo.transaction((trx) => this.repo.select(userId, listId, trx));
    return await this.dto(await this.requireList(userId, listId));
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
        const own = (await this.repo.lists(userId, MAX_LISTS * 2, 0, trx)).rows.filter(
          (r) => r.access === 'OWNER',
        );
        target =
          own.find((r) => r.isDefault)?.listId ??
          own[0]?.listId ??
          (await this.repo.insert(userId, listMessages.defaultName, true, trx));
      } else await this.requireEditable(userId, target, trx);
      const present = new Set((await this.repo.items(target, trx)).map((i) => i.productId));
      const fresh = new Set(rows.map((r) => r.productId).filter((id) => !present.has(id))).size;
      if (present.size + fresh > MAX_ITEMS) throw business('error.wishlist.full', listMessages.full);
      await this.repo.addItems(target, rows, trx);
      return target;
    });
    return await this.dto(await this.requireList(userId, id));
  }

  async updateItems(userId: number, listId: number, items: { itemId: number; quantity: number }[]) {
    await this.requireEditable(userId, listId);
    await this.repo.transaction(async (trx) => {
      for (const i of items)
        if (!(await this.repo.setQuantity(listId, i.itemId, Math.round(i.quantity), trx)))
          throw business('error.wishlist.item_not_found', listMessages.itemNotFound);
    });
    return await this.dto(await this.requireList(userId, listId));
  }

  async deleteItems(userId: number, listId: number, items: { itemId?: number; productId?: number }[]) {
    await this.requireEditable(userId, listId);
    const removed = await this.repo.deleteItems(
      listId,
      {
        itemIds: items.flatMap((i) => (i.itemId ? [i.itemId] : [])),
        productIds: items.flatMap((i) => (i.productId ? [i.productId] : [])),
      },
      this.repo.db,
    );
    if (removed === 0) throw business('error.wishlist.item_not_found', listMessages.itemNotFound);
    return await this.dto(await this.requireList(userId, listId));
  }

  /** The products of one of the customer's lists, or of all of them (favourites). */
  async productIds(userId: number, listId?: number): Promise<number[]> {
    if (listId !== undefined) await this.requireList(userId, listId);
    return this.repo.productIds(userId, listId);
  }
}
