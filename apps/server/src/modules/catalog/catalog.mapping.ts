// Catalogue mapping: repository rows to the product object of API-CONTRACT.md, promotions as
// the pricing engine reads them, the order of GET products and small listing helpers.
import { categoryPopupOf } from '@sporta/domain';
import { sanitizeContentHtml } from '../content';
import {
  centsToEuro,
  isLoose,
  pricePerUnit,
  resolveProductSort,
  PROMOTION_TYPE,
  promotionProblem,
  type Promotion,
  type ResolvedSort,
} from '@sporta/domain';
import type { CategoryDetail, Product, ProductList, ProductListQuery } from '@sporta/contracts';
import type {
  CatalogRepository,
  CategoryRow,
  ClassRow,
  PricingContext,
  ProductRow,
  PromotionRow,
} from './catalog.repository';
import type { CatalogService } from './catalog.service';

/**
 * The order of GET products: `sort`, else `order_by`, in our names or the platform's
 * (`rank`, `search_score desc`, `pri_des`...). `value` is the text that was not understood,
 * when the default order applies instead (the route warns the client).
 */
export function productListSort(query: Pick<ProductListQuery, 'sort' | 'order_by'>): ResolvedSort & {
  value?: string;
} {
  const given = [query.sort, query.order_by].filter((v) => v !== undefined);
  for (const value of given) {
    const resolved = resolveProductSort(value);
    if (resolved.recognized) return resolved;
  }
  const first = given[0];
  const value = Array.isArray(first) ? first.join(',') : first;
  return value === undefined
    ? { sort: 'rel', recognized: true }
    : { sort: 'rel', recognized: false, value: value.slice(0, 60) };
}

export const euro = centsToEuro;

/** Promotion types 1 and 2 are price cuts: the price shown (when open to everyone). */
export function isPriceCutType(typeId: number | null): boolean {
  return typeId === PROMOTION_TYPE.PERCENT_CUT || typeId === PROMOTION_TYPE.SPECIAL_PRICE;
}

/** A promotion row as the pricing engine reads it (kinds in ADR 0021). */
export function promotionOf(r: PromotionRow): Promotion | null {
  const base = {
    promotionId: r.promotion_id,
    label: r.promo_type || r.body,
    memberOnly: r.member_only,
    selectable: r.selectable,
  };
  const single = r.product_id === null ? [] : [r.product_id];
  const set = r.products.map((x) => x.productId);
  let promotion: Promotion | null = null;
  switch (r.promo_type_id) {
    case PROMOTION_TYPE.PERCENT_CUT:
    case PROMOTION_TYPE.SPECIAL_PRICE:
      promotion = { ...base, productIds: single, rule: { kind: 'price_cut', unitCents: r.price_cents ?? 0 } };
      break;
    case PROMOTION_TYPE.MULTI_BUY:
      promotion = {
        ...base,
        productIds: single,
        rule: { kind: 'multi_buy', buy: r.buy_qty ?? 3, pay: r.pay_qty ?? 2 },
      };
      break;
    case PROMOTION_TYPE.NTH_DISCOUNT:
      promotion = {
        ...base,
        productIds: single,
        rule: { kind: 'nth_discount', nth: r.nth ?? 2, percent: r.discount_pct },
      };
      break;
    case PROMOTION_TYPE.QUANTITY_DISCOUNT:
      promotion = {
        ...base,
        productIds: single,
        rule: { kind: 'quantity_discount', minQuantity: r.min_qty ?? 2, percent: r.discount_pct },
      };
      break;
    case PROMOTION_TYPE.MIX_MATCH:
      promotion = {
        ...base,
        productIds: set,
        rule: { kind: 'mix_match', size: r.set_size ?? 3, pay: r.pay_qty, priceCents: r.set_price_cents },
      };
      break;
    case PROMOTION_TYPE.BUNDLE:
      promotion = {
        ...base,
        productIds: set,
        rule: { kind: 'bundle', items: r.products, priceCents: r.set_price_cents ?? 0 },
      };
      break;
    case PROMOTION_TYPE.CART_THRESHOLD:
      promotion = {
        ...base,
        productIds: [],
        rule: {
          kind: 'cart_threshold',
          minSpendCents: r.min_spend_cents ?? 0,
          discountCents: r.discount_cents ?? 0,
        },
      };
      break;
  }
  // a row the engine could not price sensibly is left out rather than mispriced
  return promotion && promotionProblem(promotion) === null ? promotion : null;
}

/** Price per base unit (kg or l) in cents, or null when the product has no weight. */
export function perUnitCents(
  row: Pick<ProductRow, 'tipologia' | 'infos'>,
  priceCents: number,
): number | null {
  if (isLoose({ productInfos: row.infos })) return priceCents;
  const weight = Number(row.infos.WEIGHT_SELLING);
  const unit = row.infos.WEIGHT_UNIT_SELLING ?? '';
  return (
    pricePerUnit(priceCents, weight, unit, row.infos.WEIGHT_UNIT_BASE ?? (/l$/i.test(unit) ? 'l' : 'kg')) ??
    null
  );
}

export function emptyPage(limit: number): ProductList['page'] {
  return { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: limit };
}

export function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Lower case without accents, as f_unaccent(lower(...)) in SQL. */
/**
 * A category's settings as the contract names them: `category_seo` with SEO_TITLE and
 * SEO_DESCRIPTION (data written with lower-case `title` / `description` keys is read too).
 */
export function categoryMetaData(raw: Record<string, unknown>): CategoryDetail['metaData'] {
  const popup = categoryPopupMeta(raw.category_popup);
  const meta = popup ? { ...raw, category_popup: popup } : omitPopup(raw);
  const seo = meta.category_seo as Record<string, unknown> | null | undefined;
  if (!seo || typeof seo !== 'object') return meta;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const title = text(seo.SEO_TITLE) ?? text(seo.title);
  const description = text(seo.SEO_DESCRIPTION) ?? text(seo.description);
  return {
    ...meta,
    category_seo: {
      ...(title ? { SEO_TITLE: title } : {}),
      ...(description ? { SEO_DESCRIPTION: description } : {}),
    },
  };
}

function omitPopup(meta: Record<string, unknown>): Record<string, unknown> {
  const { category_popup: _popup, ...rest } = meta;
  return rest;
}

/**
 * category_popup as the storefront reads it (ADR 0072): the platform's keys, CONTENT sanitised
 * (the popup card's HTML description); dropped when it is off or empty (categoryPopupOf).
 */
function categoryPopupMeta(raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const content = typeof s.CONTENT === 'string' ? sanitizeContentHtml(s.CONTENT) : '';
  const popup = categoryPopupOf(s, content);
  if (!popup) return null;
  return {
    ACTIVE: 'true',
    TITLE: popup.title,
    CONTENT: popup.content,
    OPENING_DELAY: String(popup.openingDelaySeconds),
    ...(popup.reopeningDays === null ? {} : { REOPENING_DAYS_DELAY: String(popup.reopeningDays) }),
  };
}

export const CLASS_GROUP_NAMES: Record<number, string> = {
  10001: 'Alimentazione',
  10002: 'Marchio del distributore',
  10003: 'Origine e qualità',
  10004: 'Limiti di acquisto',
};

export interface CategoryIndex {
  loadedAt: number;
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
  /** products in the category and all its descendants */
  subtreeCount: Map<number, number>;
}

/** The category tree indexed by id, slug and parent, with product counts per subtree. */
export function categoryIndexOf(rows: CategoryRow[]): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.category_id, r]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }
  const subtreeCount = new Map<number, number>();
  const count = (id: number): number => {
    const known = subtreeCount.get(id);
    if (known !== undefined) return known;
    const own = byId.get(id)?.product_count ?? 0;
    const total = own + (children.get(id) ?? []).reduce((s, c) => s + count(c.category_id), 0);
    subtreeCount.set(id, total);
    return total;
  };
  for (const r of rows) count(r.category_id);
  return { loadedAt: Date.now(), rows, byId, bySlug, children, subtreeCount };
}

export function toProduct(
  row: ProductRow,
  classes: ClassRow[],
  lowestCents: number | undefined,
  index: CategoryIndex,
  service: CatalogService,
  pricing: PricingContext,
): Product {
  const listCents = row.list_cents;
  // A price cut open to everyone is the price shown; the other kinds (3x2, second at half price,
  // member prices, mix-and-match, bundles) are a badge, applied by the cart's pricing engine.
  const isPriceCut = isPriceCutType(row.promo_type_id) && !row.promo_member_only;
  const promoCents =
    isPriceCut && row.promo_cents !== null && row.promo_cents < listCents ? row.promo_cents : null;
  const payCents = promoCents ?? listCents;
  const loose = row.tipologia === 'Sfuso';
  const umCents = perUnitCents(row, payCents);
  const umStandardCents = promoCents !== null ? perUnitCents(row, listCents) : null;
  const baseUnit = row.infos.WEIGHT_UNIT_BASE ?? (loose ? 'kg' : '');
  const ruleMax = classes
    .filter((c) => c.rule_max !== null)
    .sort((a, b) => (a.rule_max ?? 0) - (b.rule_max ?? 0))[0];
  const packaging = Number(row.infos.LOGISTIC_PACKAGING_ITEMS);
  const pallet = Number(row.infos.LOGISTIC_PALLET_ITEMS);
  const product: Product = {
    productId: row.product_id,
    id: row.product_id,
    codInt: row.cod_int,
    code: row.cod_int,
    codVar: row.cod_var,
    codeVariant: row.cod_var,
    barcode: row.barcode,
    name: row.name,
    shortDescr: row.short_descr,
    description: row.description,
    slug: row.slug,
    itemUrl: `/product/${row.slug}`,
    vendor: { vendorId: row.vendor_id, name: row.vendor_name },
    categoryId: row.category_id,
    breadCrumbs: service.crumbs(index, row.category_id),
    mediaURL: row.image,
    mediaURLMedium: row.image,
    available: row.available,
    price: euro(listCents),
    priceDisplay: euro(payCents),
    ...(promoCents !== null ? { priceStandardDisplay: euro(listCents) } : {}),
    priceUmDisplay: umCents === null ? null : euro(umCents),
    ...(umStandardCents !== null ? { priceStandardUmDisplay: euro(umStandardCents) } : {}),
    priceUnitDisplay: loose ? 'kg' : 'pz',
    weightUnitDisplay: baseUnit,
    productInfos: row.infos,
    productClasses: classes.map((c) => ({
      productClassId: c.product_class_id,
      productClassGroupId: c.product_class_group_id,
      name: c.name,
      iconSource: c.icon_source,
    })),
    ...(ruleMax
      ? {
          productClassRuleMax: {
            productClassName: ruleMax.name,
            max: ruleMax.rule_max!,
            unit: ruleMax.rule_unit ?? 'pz',
          },
        }
      : {}),
    ivaCategory: { code: String(row.vat_pct), descr: `IVA ${row.vat_pct}%`, ivaPct: String(row.vat_pct) },
    dayLock: row.day_lock,
    newProduct: row.is_new,
    isNew: row.is_new,
    highlight: row.highlight,
    minAcq: row.min_acq,
    maxAcq: row.max_acq,
    logisticPackagingItems: Number.isFinite(packaging) && packaging > 0 ? packaging : null,
    logisticPalletItems: Number.isFinite(pallet) && pallet > 0 ? pallet : null,
    deliveryWarehouse: { warehouseId: pricing.warehouseId },
    ...(row.select_options.length
      ? {
          selectOptions: row.select_options.map((o) => ({
            name: o.name,
            parameterName: o.parameterName,
            options: o.options.map((v) => ({ key: v.key, value: v.value })),
            selected: null,
          })),
        }
      : {}),
  };
  if (row.promo_id !== null && (promoCents !== null || !isPriceCut)) {
    product.warehousePromo = {
      warehousePromoId: row.promo_id,
      warehousePromoTypeId: row.promo_type_id ?? 0,
      promoType: row.promo_type ?? '',
      discount: promoCents !== null ? euro(listCents - promoCents) : 0,
      discountPerc:
        row.promo_discount_pct ||
        (promoCents !== null ? Math.round(((listCents - promoCents) / listCents) * 100) : 0),
      validityDate: row.promo_from ?? '',
      expireDate: row.promo_to ?? '',
      selectable: row.promo_selectable ?? false,
      view: {
        cssClass: row.promo_css ?? '',
        header: row.promo_header ?? '',
        body: row.promo_body ?? '',
        footer: row.promo_footer ?? '',
        bubble: row.promo_bubble ?? '',
      },
    };
    if (promoCents !== null) product.lowestPrice30Days = euro(lowestCents ?? listCents);
  }
  if (row.detail) {
    const detail = row.detail;
    product.media = (row.media ?? []) as Record<string, unknown>[];
    product.metaData = {
      product_description: {
        description: detail.description ?? '',
        ingredients: detail.ingredients ?? '',
        allergens: detail.allergens ?? '',
        storage: detail.storage ?? '',
        nutritional_values: detail.nutritional_values ?? [],
      },
    };
  }
  return product;
}

/** A warehouse (shop, drive point, locker) as the API shows it. */
export function warehouseDto(w: Awaited<ReturnType<CatalogRepository['warehouses']>>[number]) {
  return {
    warehouseId: w.warehouse_id,
    storeId: w.store_id,
    name: w.name,
    slug: w.slug,
    kind: w.kind,
    address: {
      addressName: w.name,
      address1: w.address1,
      addressNumber: w.address_number,
      city: w.city,
      province: w.province,
      postalcode: w.postalcode,
      latitude: w.latitude,
      longitude: w.longitude,
    },
    phone: w.phone,
    openingHours: w.opening_hours ?? [],
    deliveryServices: w.services ?? [],
  };
}
