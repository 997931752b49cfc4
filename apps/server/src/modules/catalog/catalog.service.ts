// Catalogue reads: products with prices for a warehouse and date, the category
// tree (catalog-categories.ts), warehouses. Maps repository rows to the product object of API-CONTRACT.md.
import { dayAfter } from '@sporta/domain';
import { romeDate, type Promotion } from '@sporta/domain';
import type {
  CategoryDetail,
  CategoryNode,
  Facet,
  Product,
  ProductList,
  ProductListQuery,
} from '@sporta/contracts';
import type { Database } from '../../platform/db';
import type { Notifications, WriteWatch } from '../../platform/db-notifications';
import { AppError } from '../../platform/errors';
import {
  CatalogRepository,
  type ClassRow,
  type PreparedSearch,
  type PricingContext,
  type ProductFilter,
  type ProductRow,
  type ProductSort,
  type VendorFacetRow,
  type ClassFacetRow,
} from './catalog.repository';
import {
  productListSort,
  euro,
  promotionOf,
  emptyPage,
  shuffled,
  CLASS_GROUP_NAMES,
  toProduct,
  type CategoryIndex,
} from './catalog.mapping';
import { namedCategories, foldText, wordMatches } from './catalog-search-words';
import { CatalogCache } from './catalog-cache';
import { CatalogCategories } from './catalog-categories';
import { CatalogVersionFeed } from './catalog-version-feed';
import { findWarehouse, listWarehouses, type WarehouseFilter } from './catalog-warehouses';

export { productListSort, promotionOf } from './catalog.mapping';
export { namedCategories } from './catalog-search-words';

/** What a listing's total and facets depend on: its filter, price list and date (ADR 0078). */
function listingKey(filter: ProductFilter, pricing: PricingContext): string {
  return JSON.stringify([
    pricing.warehouseId,
    pricing.date,
    filter.categoryIds ?? null,
    filter.exactCategoryId ?? null,
    filter.promo ?? false,
    filter.newOnly ?? false,
    filter.vendorIds ?? null,
    [...(filter.classFilters ?? [])].sort((a, b) => a[0] - b[0]),
  ]);
}

/**
 * The facets of a listing: brands, then each class group. Frozen, so an answer writes a kept
 * listing's facets from one cached JSON fragment (ADR 0075, 0078).
 */
function facetsOf(vendors: VendorFacetRow[], classes: ClassFacetRow[]): Facet[] {
  const facets: Facet[] = [];
  if (vendors.length)
    facets.push({
      name: 'Marca',
      parameterName: 'vendor_id',
      values: vendors.map((v) => ({
        id: v.id,
        name: v.name,
        count: v.count,
        filteredCount: v.filtered_count,
      })),
    });
  const groups = new Map<number, ClassFacetRow[]>();
  for (const c of classes) groups.set(c.group_id, [...(groups.get(c.group_id) ?? []), c]);
  for (const [groupId, values] of groups)
    facets.push({
      name: CLASS_GROUP_NAMES[groupId] ?? 'Caratteristiche',
      parameterName: `product_class_${groupId}`,
      values: values.map((v) => ({
        id: v.id,
        name: v.name,
        count: v.count,
        filteredCount: v.filtered_count,
      })),
    });
  return Object.freeze(facets) as Facet[];
}

export class CatalogService {
  private readonly repo: CatalogRepository;
  private defaultWarehouse: Promise<number | null> | null = null;
  private readonly cache: CatalogCache;
  private readonly tree: CatalogCategories;
  private readonly feed: CatalogVersionFeed | null = null;

  /**
   * `hearing`: the catalogue's version is heard on commit instead of read on every call
   * (PostgreSQL, ADR 0082), and read after this process's own catalogue writes; `stop()` ends
   * the listening.
   */
  constructor(db: Database, hearing?: { notifications: Notifications; writes: WriteWatch }) {
    this.repo = new CatalogRepository(db);
    const read = () => this.repo.catalogVersion();
    if (hearing) {
      const feed = new CatalogVersionFeed(read);
      feed.start(hearing.notifications, hearing.writes);
      this.feed = feed;
    }
    this.cache = new CatalogCache(this.feed ? () => this.feed!.current() : read);
    this.tree = new CatalogCategories(() => this.repo.categories());
  }

  // ---- pricing context ----

  /**
   * The warehouse and date prices apply to: from the cache-burst hash
   * (w<warehouseId>d<YYYY-MM-DD|0>t<timeslotId>) when it parses and names a
   * known warehouse, else the shop's default warehouse, today.
   */
  async pricingContext(
    hash: string | string[] | undefined,
    fallback?: { warehouseId?: number; date?: string },
  ): Promise<PricingContext> {
    const text = Array.isArray(hash) ? hash[0] : hash;
    const match = text ? /^w(\d{1,9})d(\d{4}-\d{2}-\d{2}|0)t(\d{1,12})$/.exec(text) : null;
    let warehouseId: number | null = null;
    let date = fallback?.date ?? romeDate(new Date());
    if (match) {
      warehouseId = await this.repo.priceWarehouseOf(Number(match[1]));
      if (match[2] && match[2] !== '0' && !Number.isNaN(Date.parse(match[2]))) date = match[2];
    }
    if (warehouseId === null && fallback?.warehouseId)
      warehouseId = await this.repo.priceWarehouseOf(fallback.warehouseId);
    return { warehouseId: warehouseId ?? (await this.defaultPriceList()), date };
  }

  /** The shop's default warehouse (its price list), read once. */
  private async defaultPriceList(): Promise<number> {
    this.defaultWarehouse ??= this.repo.defaultWarehouseId();
    return (await this.defaultWarehouse) ?? 0;
  }

  // ---- categories ----

  /** The storefront paths of every category (/<slug>), for the sitemap. */
  categoryPaths(): Promise<string[]> {
    return this.tree.paths();
  }

  /** Product pages (/product/<slug>) in id order, a slice at a time, and their count. */
  async productPaths(offset: number, limit: number): Promise<string[]> {
    return (await this.repo.productSlugs(offset, limit)).map((slug) => `/product/${slug}`);
  }

  productCount(): Promise<number> {
    return this.repo.productCount();
  }

  categoryTree(options: { filtered?: boolean; depth?: number }): Promise<CategoryNode[]> {
    return this.tree.tree(options);
  }

  category(by: { slug?: string; categoryId?: number }): Promise<CategoryDetail> {
    return this.tree.category(by);
  }

  // ---- products ----

  private filterOf(query: ProductListQuery, index: CategoryIndex): ProductFilter | null {
    const filter: ProductFilter = {};
    if (query.parent_category_id !== undefined) {
      if (!index.byId.has(query.parent_category_id)) return null;
      filter.categoryIds = this.tree.descendants(index, query.parent_category_id);
    }
    if (query.category_id !== undefined) filter.exactCategoryId = query.category_id;
    if (query.product_id?.length) filter.productIds = query.product_id;
    if (query.promo) filter.promo = true;
    if (query.new_product) filter.newOnly = true;
    if (query.vendor_id?.length) filter.vendorIds = query.vendor_id;
    const classFilters = new Map<number, number[]>();
    for (const [key, value] of Object.entries(query)) {
      const m = /^product_class_(\d{1,9})$/.exec(key);
      if (!m) continue;
      const ids = (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .filter((v) => /^\d{1,9}$/.test(v.trim()))
        .map(Number);
      if (ids.length) classFilters.set(Number(m[1]), ids);
    }
    if (classFilters.size) filter.classFilters = classFilters;
    return filter;
  }

  /**
   * A listing without search (ADR 0078): the total and facets of its filter once per catalogue
   * version (the same queries as ever, kept while the version holds), the page's ids from the
   * ordered page query, the products by id from the catalogue cache.
   */
  private async listing(
    version: number,
    filter: ProductFilter,
    pricing: PricingContext,
    sort: ProductSort,
    limit: number,
    offset: number,
  ) {
    const summary = () =>
      Promise.all([
        this.repo.countProducts(filter, pricing),
        this.repo.vendorFacet(filter, pricing),
        this.repo.classFacets(filter, pricing),
      ]).then(([total, vendors, classes]) => ({ total, facets: facetsOf(vendors, classes) }));
    const [{ total, facets }, ids] = await Promise.all([
      // a customer's own products (lists, favourites) are not worth keeping
      filter.productIds ? summary() : this.cache.summaryAt(version, listingKey(filter, pricing), summary),
      this.repo.pageIds(filter, pricing, sort, limit, offset),
    ]);
    return { total, ids, facets };
  }

  /**
   * `restrictTo`: only these products (a customer's list or favourites, resolved by the
   * caller); an empty array lists nothing. `at`: the catalogue version read for this call (or
   * being read), if any. The products are frozen (from the catalogue cache): copy to change.
   */
  async listProducts(
    query: ProductListQuery,
    pricing: PricingContext,
    restrictTo?: number[],
    at?: number | Promise<number>,
  ): Promise<ProductList> {
    // the query's words are looked up while the version and the tree are read
    const words = query.q?.trim() ? this.repo.prepareSearch(query.q, { allCorrections: false }) : undefined;
    words?.catch(() => {}); // awaited below, unless the filter lists nothing
    const version = await (at ?? this.cache.current());
    const index = await this.tree.index(version);
    const pageSize = query.page_size ?? 24;
    const page = Math.max(1, query.page ?? 1);
    const { sort } = productListSort(query);
    const filter = this.filterOf(query, index);
    if (filter && restrictTo)
      filter.productIds = filter.productIds
        ? filter.productIds.filter((id) => restrictTo.includes(id))
        : restrictTo;
    if (!filter || filter.productIds?.length === 0) {
      return {
        products: [],
        page: { selPage: page, totPages: 1, totItems: 0, itemsPerPage: pageSize },
        facets: [],
      };
    }
    if (words) filter.search = this.withIntent(await words, index);
    const { total, ids, facets } = filter.search
      ? // the match evaluated once, for total, page and facets together
        await this.repo
          .searchListing(filter, pricing, sort, pageSize, (page - 1) * pageSize)
          .then(({ total, ids, vendors, classes }) => ({ total, ids, facets: facetsOf(vendors, classes) }))
      : await this.listing(version, filter, pricing, sort, pageSize, (page - 1) * pageSize);
    const products = await this.productsAt(version, ids, pricing);
    return {
      products,
      page: {
        selPage: page,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
        totItems: total,
        itemsPerPage: pageSize,
      },
      facets,
    };
  }

  async product(by: { productId?: number; slug?: string }, pricing: PricingContext): Promise<Product> {
    const filter: ProductFilter =
      by.productId !== undefined ? { productIds: [by.productId] } : { slug: by.slug ?? '' };
    const rows = await this.repo.listProducts(filter, pricing, 'rel', 1, 0, true);
    if (!rows.length) throw AppError.notFound('Prodotto non trovato.', 'error.product.not_found');
    const [product] = await this.toProducts(rows, pricing, await this.tree.index());
    return product!;
  }

  /** The catalogue's version, read now (ADR 0048): what is cached at it holds until it changes. */
  version(): Promise<number> {
    return this.cache.current();
  }

  /** Stops hearing the catalogue's version (the process is closing). */
  async stop(): Promise<void> {
    await this.feed?.stop();
  }

  /** The promotions the pricing engine applies to a basket of these products (and the cart thresholds). */
  async promotionsFor(productIds: number[], pricing: PricingContext): Promise<Promotion[]> {
    return this.promotionsAt(await this.cache.current(), productIds, pricing);
  }

  /**
   * Products by id with the prices of a warehouse and date (cart, lists, sliders), in the order
   * asked, unknown ids left out; from the catalogue cache while its version holds (ADR 0048).
   * The products are frozen: copy to change.
   */
  async productsByIds(ids: number[], pricing: PricingContext): Promise<Product[]> {
    if (!ids.length) return [];
    return this.productsAt(await this.cache.current(), ids, pricing);
  }

  /**
   * A basket's products and the promotions that apply to it, for a warehouse (its price list; the
   * shop's default without one) and date, all read at one catalogue version: one version read per
   * call, the price list and the products from the cache while that version holds (ADR 0048).
   * `promotions: false` reads the products only (a line being added). `version`: a version this
   * request already read (the cart add reads its products, then prices the cart): the request sees
   * one catalogue version and reads it once; an older one is never cached under the new one.
   */
  async basket(
    ids: number[],
    place: { warehouseId: number | null; date?: string },
    options: { promotions?: boolean; version?: number } = {},
  ): Promise<{ pricing: PricingContext; products: Product[]; promotions: Promotion[]; version: number }> {
    const version = options.version ?? (await this.cache.current());
    const priceList =
      place.warehouseId === null
        ? null
        : await this.cache.priceListAt(version, place.warehouseId, (id) => this.repo.priceWarehouseOf(id));
    const pricing: PricingContext = {
      warehouseId: priceList ?? (await this.defaultPriceList()),
      date: place.date ?? romeDate(new Date()),
    };
    if (!ids.length) return { pricing, products: [], promotions: [], version };
    const [products, promotions] = await Promise.all([
      this.productsAt(version, ids, pricing),
      options.promotions === false ? [] : this.promotionsAt(version, ids, pricing),
    ]);
    return { pricing, products, promotions, version };
  }

  private productsAt(version: number, ids: number[], pricing: PricingContext) {
    if (!ids.length) return Promise.resolve([]);
    return this.cache.productsAt(version, pricing, ids, async (missing) => {
      // the classes need only the ids: read with the rows
      const classes = this.repo.classesOf(missing);
      classes.catch(() => {}); // awaited in toProducts
      return this.toProducts(
        await this.repo.listProducts({ productIds: missing }, pricing, 'rel', missing.length, 0),
        pricing,
        await this.tree.index(version),
        classes,
      );
    });
  }

  private promotionsAt(version: number, ids: number[], pricing: PricingContext) {
    return this.cache.promotionsAt(version, pricing, ids, async () =>
      (await this.repo.activePromotions(pricing)).map(promotionOf).filter((p): p is Promotion => p !== null),
    );
  }

  private async toProducts(
    rows: ProductRow[],
    pricing: PricingContext,
    index: CategoryIndex,
    classesRead?: Promise<ClassRow[]>,
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.product_id);
    const promoted = rows.filter((r) => r.promo_id !== null && r.promo_from);
    const [classes, lowest] = await Promise.all([
      classesRead ?? this.repo.classesOf(ids),
      this.repo.lowestPrices30Days(
        promoted.map((r) => ({ productId: r.product_id, promoFrom: r.promo_from! })),
        pricing,
      ),
    ]);
    const classesBy = new Map<number, ClassRow[]>();
    for (const c of classes) classesBy.set(c.product_id, [...(classesBy.get(c.product_id) ?? []), c]);
    return rows.map((row) =>
      toProduct(row, classesBy.get(row.product_id) ?? [], lowest.get(row.product_id), index, this, pricing),
    );
  }

  // ---- search suggestions, sliders, prices, alternatives ----

  /** The query ready for SQL, with what it names in the category tree (its intent). */
  private async prepareSearch(
    q: string,
    index: CategoryIndex,
    options: { allCorrections?: boolean } = {},
  ): Promise<PreparedSearch> {
    return this.withIntent(await this.repo.prepareSearch(q, options), index);
  }

  /** A prepared search with what it names in the category tree. */
  private withIntent(search: PreparedSearch, index: CategoryIndex): PreparedSearch {
    const named = namedCategories(index.rows, search.words);
    if (!named.length) return search;
    const departments = new Set<string>();
    const categoryIds = new Set<number>();
    for (const c of named) {
      departments.add(c.slug.split('/')[0]!);
      for (const id of this.tree.descendants(index, c.category_id)) categoryIds.add(id);
    }
    return { ...search, intent: { departments: [...departments], categoryIds: [...categoryIds] } };
  }

  /**
   * For the search-as-you-type dropdown: categories whose name has every query word
   * (or its typo correction) as a word prefix, and the top products of the search.
   */
  async suggest(
    q: string,
    pricing: PricingContext,
    limits = { categories: 5, products: 5 },
  ): Promise<{ categories: { categoryId: number; name: string; slug: string }[]; products: Product[] }> {
    const text = q.trim();
    if (!text) return { categories: [], products: [] };
    const index = await this.tree.index();
    const search = await this.prepareSearch(text, index);
    const groups = search.words.filter((g) => g[0]!.length >= 2);
    const categories = groups.length
      ? index.rows
          .filter((c) => {
            const words = foldText(c.name).split(/[^a-z0-9]+/);
            return groups.every((g) => g.some((alt) => words.some((w) => wordMatches(w, alt))));
          })
          .sort((a, b) => b.depth - a.depth || a.position - b.position)
          .slice(0, limits.categories)
          .map((c) => ({ categoryId: c.category_id, name: c.name, slug: c.slug }))
      : [];
    const rows = await this.repo.listProducts({ search }, pricing, 'rel', limits.products, 0);
    return { categories, products: await this.toProducts(rows, pricing, index) };
  }

  /**
   * Product sliders (spec 002 §7 `adv`): related products of a product (its leaf
   * category, then the parent's other leaves), a category's or a search's products,
   * promotions; only products that can be bought. Default limit 12, 16 for a query.
   */
  async adv(
    query: {
      productId?: number;
      categoryId?: number;
      q?: string;
      promo?: boolean;
      shuffle?: boolean;
      limit?: number;
    },
    pricing: PricingContext,
  ): Promise<{ products: Product[]; page: ProductList['page'] }> {
    const index = await this.tree.index();
    const q = query.q?.trim();
    const limit = query.limit ?? (q ? 16 : 12);
    // shuffle picks among the best three times as many, so it varies but stays relevant
    const pool = query.shuffle ? limit * 3 : limit;
    const base: ProductFilter = { availableOnly: true, ...(query.promo ? { promo: true } : {}) };
    let rows: ProductRow[] = [];
    let total = 0;
    if (query.productId !== undefined) {
      const own = await this.repo.listProducts({ productIds: [query.productId] }, pricing, 'rel', 1, 0);
      const categoryId = own[0]?.category_id;
      if (categoryId !== undefined) {
        const exclude = [query.productId];
        const leaf: ProductFilter = { ...base, exactCategoryId: categoryId, excludeIds: exclude };
        rows = await this.repo.listProducts(leaf, pricing, 'rel', pool, 0);
        total = await this.repo.countProducts(leaf, pricing);
        const parentId = index.byId.get(categoryId)?.parent_id;
        if (parentId != null) {
          const wider: ProductFilter = {
            ...base,
            categoryIds: this.tree.descendants(index, parentId).filter((id) => id !== categoryId),
            excludeIds: exclude,
          };
          if (rows.length < pool)
            rows = rows.concat(await this.repo.listProducts(wider, pricing, 'rel', pool - rows.length, 0));
          total += await this.repo.countProducts(wider, pricing);
        }
      }
    } else {
      const filter: ProductFilter = { ...base };
      if (query.categoryId !== undefined) {
        if (!index.byId.has(query.categoryId)) return { products: [], page: emptyPage(limit) };
        filter.categoryIds = this.tree.descendants(index, query.categoryId);
      }
      if (q) filter.search = await this.prepareSearch(q, index);
      [rows, total] = await Promise.all([
        this.repo.listProducts(filter, pricing, 'rel', pool, 0),
        this.repo.countProducts(filter, pricing),
      ]);
    }
    if (query.shuffle) rows = shuffled(rows);
    const products = await this.toProducts(rows.slice(0, limit), pricing, index);
    return {
      products,
      page: {
        selPage: 1,
        totPages: Math.max(1, Math.ceil(total / limit)),
        totItems: total,
        itemsPerPage: limit,
      },
    };
  }

  /** The price block of a product page: list, promotion, per unit, without VAT, lowest of 30 days, history. */
  async productPrices(productId: number, pricing: PricingContext) {
    const product = await this.product({ productId }, pricing);
    const since = dayAfter(pricing.date, -90);
    const history = await this.repo.priceHistory(productId, pricing, since);
    const vatPct = Number(product.ivaCategory.ivaPct);
    return {
      productId,
      warehouseId: pricing.warehouseId,
      price: product.price,
      priceDisplay: product.priceDisplay,
      ...(product.priceStandardDisplay !== undefined
        ? { priceStandardDisplay: product.priceStandardDisplay }
        : {}),
      priceUmDisplay: product.priceUmDisplay,
      ...(product.priceStandardUmDisplay !== undefined
        ? { priceStandardUmDisplay: product.priceStandardUmDisplay }
        : {}),
      priceUnitDisplay: product.priceUnitDisplay,
      weightUnitDisplay: product.weightUnitDisplay,
      vatPct,
      priceNoVat: Math.round((product.priceDisplay / (1 + vatPct / 100)) * 100) / 100,
      ...(product.lowestPrice30Days !== undefined ? { lowestPrice30Days: product.lowestPrice30Days } : {}),
      ...(product.warehousePromo ? { warehousePromo: product.warehousePromo } : {}),
      prices: history.map((h) => ({
        kind: h.kind,
        price: euro(h.price_cents),
        validFrom: h.valid_from,
        validTo: h.valid_to,
      })),
    };
  }

  /**
   * Alternatives of each product: the same leaf category, closest in price and format;
   * `filtered` keeps only those that can be bought; `details` adds the product objects.
   */
  async alternatives(
    productIds: number[],
    pricing: PricingContext,
    options: { details: boolean; filtered: boolean; limit: number },
  ) {
    const lists = await Promise.all(
      productIds.slice(0, 50).map(async (productId) => {
        const ids = await this.repo.alternativeIds(productId, pricing, {
          availableOnly: options.filtered,
          limit: options.limit,
        });
        return { productId, ids };
      }),
    );
    const all = [...new Set(lists.flatMap((l) => l.ids))];
    const products = options.details ? await this.productsByIds(all, pricing) : [];
    const byId = new Map(products.map((p) => [p.productId, p]));
    return lists.map((l) => ({
      productId: l.productId,
      count: l.ids.length,
      alternativeIds: l.ids,
      ...(options.details
        ? { products: l.ids.map((id) => byId.get(id)).filter((p) => p !== undefined) }
        : {}),
    }));
  }

  /** Exposed for mapping helpers. */
  crumbs(index: CategoryIndex, categoryId: number) {
    return this.tree.breadCrumbs(index, categoryId);
  }

  /** One shop, pick-up point, locker or pier by id or slug (store pages), or undefined. */
  warehouse(key: { warehouseId?: number; slug?: string }) {
    return findWarehouse(this.repo, key);
  }

  /** Shops, pick-up points, lockers and piers, nearest first when a position is given. */
  warehouses(filter: WarehouseFilter) {
    return listWarehouses(this.repo, filter);
  }
}
