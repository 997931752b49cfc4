// The catalogue's read cache (issue 21, ADR 0048): products as the API shows them and the running
// promotions, per warehouse price list and date, kept only while the catalogue's version
// (catalog_version, raised by a trigger on every statement that changes a product, its prices,
// availability or promotions) is the one they were read with. Every call takes the version first
// (heard on commit over LISTEN/NOTIFY, or read: ADR 0082), so nothing cached outlives a committed
// change by more than a notification's delay, on one server or several.
import type { Product } from '@sporta/contracts';
import type { Promotion } from '@sporta/domain';
import { LRUCache } from 'lru-cache';

/** Products kept at most (a full catalogue for a couple of price lists and dates). */
const MAX_PRODUCTS = 6_000;
/** Price lists × dates whose running promotions are kept. */
const MAX_PROMOTION_SETS = 16;
/** Listing summaries kept (a total and two facets each: a few KB for a department). */
const MAX_SUMMARIES = 2_000;

/** The price list and date prices and promotions are read for. */
export interface PriceKey {
  warehouseId: number;
  date: string;
}

/** The promotions running at one price list and date, indexed by the products they touch. */
interface PromotionIndex {
  byProduct: Map<number, Promotion[]>;
  /** Cart-level promotions (thresholds): they apply to every basket. */
  cartLevel: Promotion[];
}

export class CatalogCache {
  private version = -1;
  private readonly products = new LRUCache<string, Product>({ max: MAX_PRODUCTS });
  private readonly promotionSets = new LRUCache<string, Promise<PromotionIndex>>({ max: MAX_PROMOTION_SETS });
  /** Warehouse → the warehouse whose price list it uses (null: no such warehouse). */
  private readonly priceLists = new Map<number, number | null>();
  /** A listing's total and facets by its filter (ADR 0078). */
  private readonly summaries = new LRUCache<string, Promise<object>>({ max: MAX_SUMMARIES });

  constructor(private readonly readVersion: () => Promise<number>) {}

  /** The catalogue's current version; whatever was cached under another one is dropped. */
  async current(): Promise<number> {
    const version = await this.readVersion();
    if (version !== this.version) {
      this.products.clear();
      this.promotionSets.clear();
      this.priceLists.clear();
      this.summaries.clear();
      this.version = version;
    }
    return version;
  }

  /**
   * The warehouse whose price list `warehouseId` uses, at `version` (the warehouse table raises
   * the version too): read once per version, not once per cart call.
   */
  async priceListAt(
    version: number,
    warehouseId: number,
    load: (warehouseId: number) => Promise<number | null>,
  ): Promise<number | null> {
    if (version === this.version && this.priceLists.has(warehouseId))
      return this.priceLists.get(warehouseId)!;
    const id = await load(warehouseId);
    if (version === this.version && this.priceLists.size < MAX_PROMOTION_SETS * 64)
      this.priceLists.set(warehouseId, id);
    return id;
  }

  /**
   * What `load` answers for `key` at `version` (read before `load` reads anything): computed once
   * per version and key, concurrent callers sharing one load (a listing's total and facets).
   */
  async summaryAt<T extends object>(version: number, key: string, load: () => Promise<T>): Promise<T> {
    let found = version === this.version ? (this.summaries.get(key) as Promise<T> | undefined) : undefined;
    if (!found) {
      found = load();
      if (version === this.version) {
        this.summaries.set(key, found);
        found.catch(() => this.summaries.delete(key));
      }
    }
    return found;
  }

  /**
   * Products by id at `version` (read before any row), in the order asked, unknown ids left out:
   * the cached ones, and the others loaded and kept unless a newer version was seen meanwhile.
   * Cached products are frozen: callers copy, never change them in place.
   */
  async productsAt(
    version: number,
    price: PriceKey,
    ids: number[],
    load: (missing: number[]) => Promise<Product[]>,
  ): Promise<Product[]> {
    const keyOf = (id: number) => `${price.warehouseId}|${price.date}|${id}`;
    const unique = [...new Set(ids)];
    const found = new Map<number, Product>();
    const missing: number[] = [];
    for (const id of unique) {
      const hit = version === this.version ? this.products.get(keyOf(id)) : undefined;
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const fresh = await load(missing);
      const keep = version === this.version;
      for (const p of fresh) {
        found.set(p.productId, p);
        if (keep) this.products.set(keyOf(p.productId), Object.freeze(p));
      }
    }
    return unique.map((id) => found.get(id)).filter((p): p is Product => p !== undefined);
  }

  /**
   * The promotions running at `version` that touch these products, with the cart-level ones, by
   * promotion id: the whole running set is loaded once per price list and date and shared.
   */
  async promotionsAt(
    version: number,
    price: PriceKey,
    ids: number[],
    load: () => Promise<Promotion[]>,
  ): Promise<Promotion[]> {
    const key = `${price.warehouseId}|${price.date}`;
    let index = version === this.version ? this.promotionSets.get(key) : undefined;
    if (!index) {
      index = load().then(indexPromotions);
      if (version === this.version) {
        this.promotionSets.set(key, index);
        index.catch(() => this.promotionSets.delete(key));
      }
    }
    const { byProduct, cartLevel } = await index;
    const found = new Set(cartLevel);
    for (const id of ids) for (const p of byProduct.get(id) ?? []) found.add(p);
    return [...found].sort((a, b) => a.promotionId - b.promotionId);
  }
}

function indexPromotions(promotions: Promotion[]): PromotionIndex {
  const byProduct = new Map<number, Promotion[]>();
  const cartLevel: Promotion[] = [];
  for (const p of promotions) {
    Object.freeze(p);
    if (!p.productIds.length) cartLevel.push(p);
    for (const id of new Set(p.productIds)) byProduct.set(id, [...(byProduct.get(id) ?? []), p]);
  }
  return { byProduct, cartLevel };
}
