import { z } from 'zod';
import { PRODUCT_SORTS } from '@sporta/domain';
import { giftCertificateSchema } from './gifts';
import { anyParam, boolParam, idListParam, intParam, textParam } from './query';

// ---- requests ----

/** Our sort names (the platform's names map to them: @sporta/domain product-sort). */
export const productSortValues = PRODUCT_SORTS;

/**
 * `sort` / `order_by` as clients send them: any text (repeated keys allowed). The catalogue
 * maps the platform's names to ours and falls back to the default order with a warning for
 * anything else: a read never fails over its order (issue 19 §16).
 */
export const productSortParam = z.union([z.string(), z.array(z.string())]);

export const productListQuerySchema = z.looseObject({
  q: textParam(200).optional(),
  parent_category_id: intParam(1, 2_000_000_000).optional(),
  category_id: intParam(1, 2_000_000_000).optional(),
  slug: textParam(300).optional(),
  product_id: idListParam.optional(),
  page: intParam(0, 1_000_000).optional(),
  page_size: intParam(1, 5000).optional(),
  sort: productSortParam.optional(),
  order_by: productSortParam.optional(),
  promo: boolParam.optional(),
  new_product: boolParam.optional(),
  vendor_id: idListParam.optional(),
  parent_wishlist_id: intParam(1, 2_000_000_000).optional(),
  preferred: boolParam.optional(),
  hash: anyParam,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({
  productId: intParam(1, 2_000_000_000),
});

export const productDetailQuerySchema = z.looseObject({ hash: anyParam });

export const categoryQuerySchema = z.looseObject({
  slug: textParam(300).optional(),
  categoryId: intParam(1, 2_000_000_000).optional(),
  category_id: intParam(1, 2_000_000_000).optional(),
  filtered: boolParam.optional(),
  depth: intParam(1, 10).optional(),
  q: textParam(200).optional(),
  skip_cache: anyParam,
  hash: anyParam,
});
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;

export const warehouseSearchQuerySchema = z.looseObject({
  store_id: intParam(1, 1000).optional(),
  delivery_service_id: intParam(1, 1000).optional(),
  q: textParam(200).optional(),
  latitude: z.coerce.number({ message: 'deve essere un numero' }).min(-90).max(90).optional(),
  longitude: z.coerce.number({ message: 'deve essere un numero' }).min(-180).max(180).optional(),
  distance: intParam(1, 1_000_000).optional(),
});

// ---- results ----

const breadCrumbSchema = z.object({ categoryId: z.number(), name: z.string(), slug: z.string() });

export const productClassSchema = z.object({
  productClassId: z.number(),
  productClassGroupId: z.number(),
  name: z.string(),
  iconSource: z.string().nullable(),
});

export const warehousePromoSchema = z.object({
  warehousePromoId: z.number(),
  warehousePromoTypeId: z.number(),
  promoType: z.string(),
  discount: z.number(),
  discountPerc: z.number(),
  validityDate: z.string().describe('dd/MM/yyyy'),
  expireDate: z.string().describe('dd/MM/yyyy'),
  selectable: z.boolean(),
  view: z.object({
    cssClass: z.string(),
    header: z.string(),
    body: z.string(),
    footer: z.string(),
    bubble: z.string(),
  }),
});

export const selectOptionSchema = z
  .object({
    name: z.string().describe("what the shopper chooses, e.g. 'Taglio'"),
    parameterName: z.string().describe('the key of the choice in cart/add `params` and in cartItemInfo'),
    options: z.array(z.object({ key: z.string(), value: z.string() })),
    selected: z.string().nullable().describe("the chosen key (on a cart line's product), else null"),
  })
  .describe('spec 001 §3 Product.selectOptions; every option must have a selection (§5)');
export type SelectOptionDto = z.infer<typeof selectOptionSchema>;

export const productSchema = z.object({
  productId: z.number(),
  id: z.number(),
  codInt: z.string(),
  code: z.string(),
  codVar: z.string(),
  codeVariant: z.string(),
  barcode: z.string(),
  name: z.string(),
  shortDescr: z.string(),
  description: z.string(),
  slug: z.string(),
  itemUrl: z.string(),
  vendor: z.object({ vendorId: z.number(), name: z.string() }),
  categoryId: z.number(),
  breadCrumbs: z.array(breadCrumbSchema),
  mediaURL: z.string(),
  mediaURLMedium: z.string(),
  available: z.number(),
  price: z.number().describe('list price in euro, VAT included'),
  priceDisplay: z.number().describe('what the customer pays, euro'),
  priceStandardDisplay: z.number().optional().describe('only when a promotion applies'),
  priceUmDisplay: z.number().nullable(),
  priceStandardUmDisplay: z.number().optional(),
  priceUnitDisplay: z.string(),
  weightUnitDisplay: z.string(),
  productInfos: z.record(z.string(), z.string()),
  warehousePromo: warehousePromoSchema.optional(),
  lowestPrice30Days: z.number().optional().describe('Codice del Consumo art. 17-bis: only with a promotion'),
  productClasses: z.array(productClassSchema),
  productClassRuleMax: z
    .object({ productClassName: z.string(), max: z.number(), unit: z.string() })
    .optional(),
  ivaCategory: z.object({ code: z.string(), descr: z.string(), ivaPct: z.string() }),
  dayLock: z.string().nullable(),
  newProduct: z.boolean(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  minAcq: z.number(),
  maxAcq: z.number().nullable(),
  logisticPackagingItems: z.number().nullable(),
  logisticPalletItems: z.number().nullable(),
  deliveryWarehouse: z.object({ warehouseId: z.number() }),
  selectOptions: z
    .array(selectOptionSchema)
    .optional()
    .describe('only on products that ask for a choice before adding to the cart'),
  media: z.array(z.record(z.string(), z.unknown())).optional(),
  metaData: z.record(z.string(), z.unknown()).optional(),
  userGiftCertificates: z
    .array(giftCertificateSchema)
    .optional()
    .describe(
      "logged customers only: their unused, valid vouchers and coupons whose proposal names the product's category (seed 001 §2 gift-certificate offers on the card)",
    ),
});
export type Product = z.infer<typeof productSchema>;

export const facetSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  values: z.array(
    z.object({ id: z.number(), name: z.string(), count: z.number(), filteredCount: z.number() }),
  ),
});
export type Facet = z.infer<typeof facetSchema>;

export const pageSchema = z.object({
  selPage: z.number(),
  totPages: z.number(),
  totItems: z.number(),
  itemsPerPage: z.number(),
});

export const productListSchema = z.object({
  products: z.array(productSchema),
  page: pageSchema,
  facets: z.array(facetSchema),
});
export type ProductList = z.infer<typeof productListSchema>;

export interface CategoryNode {
  categoryId: number;
  parentId?: number;
  name: string;
  slug: string;
  itemUrl: string;
  categories?: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    parentId: z.number().optional(),
    name: z.string(),
    slug: z.string(),
    itemUrl: z.string(),
    categories: z.array(categoryNodeSchema).optional(),
  }),
);

/**
 * A category's SEO texts (seed 002 §3 Category metaData.category_seo): upper-case keys, as the
 * platform writes its category settings (category_popup's ACTIVE, TITLE...). The page title
 * and meta description of the category page (ARCHITECTURE.md §6).
 */
export const categorySeoSchema = z.object({
  SEO_TITLE: z.string().optional(),
  SEO_DESCRIPTION: z.string().optional(),
});
export type CategorySeo = z.infer<typeof categorySeoSchema>;

/**
 * A category's popup (seed 002 §2 "Category popup", §3 Popup settings): absent when off. CONTENT is
 * sanitised HTML; the numbers travel as strings, as the platform writes them.
 */
export const categoryPopupSchema = z.object({
  ACTIVE: z.literal('true'),
  TITLE: z.string(),
  CONTENT: z.string(),
  OPENING_DELAY: z.string().describe('seconds before it opens'),
  REOPENING_DAYS_DELAY: z.string().optional().describe('days before it shows again; absent: once'),
});
export type CategoryPopupMeta = z.infer<typeof categoryPopupSchema>;

export const categoryMetaDataSchema = z
  .looseObject({ category_seo: categorySeoSchema.optional(), category_popup: categoryPopupSchema.optional() })
  .describe('category_seo, category_popup, category_advanced and other settings');

export const categoryDetailSchema = z.object({
  categoryId: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  itemUrl: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  metaData: categoryMetaDataSchema,
  breadCrumbs: z.array(breadCrumbSchema),
  children: z.array(z.object({ categoryId: z.number(), name: z.string(), slug: z.string() })),
  /** The category's content blocks the shopper sees now (ADR 0053; blocks.ts has their shapes). */
  categoryBlocks: z.array(z.looseObject({ categoryBlockId: z.number() })).optional(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const categoryResultSchema = z.union([
  z.object({ categories: z.array(categoryNodeSchema) }),
  z.object({ category: categoryDetailSchema }),
]);

export const warehouseSchema = z.object({
  warehouseId: z.number(),
  storeId: z.number(),
  name: z.string(),
  slug: z.string(),
  kind: z.string(),
  address: z.object({
    addressName: z.string(),
    address1: z.string(),
    addressNumber: z.string(),
    city: z.string(),
    province: z.string(),
    postalcode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  phone: z.string(),
  openingHours: z.array(z.object({ day: z.string(), open: z.string(), close: z.string() })),
  deliveryServices: z.array(z.object({ deliveryServiceId: z.number(), name: z.string() })),
  distance: z.number().optional(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListSchema = z.object({ warehouses: z.array(warehouseSchema) });

export const warehouseViewQuerySchema = z
  .looseObject({
    warehouse_id: intParam(1, 1_000_000_000).optional(),
    slug: textParam(200).optional(),
  })
  .refine((q) => q.warehouse_id !== undefined || (q.slug !== undefined && q.slug !== ''), {
    message: 'indica warehouse_id oppure slug',
  });

export const warehouseViewSchema = z.object({
  warehouse: warehouseSchema.extend({
    storeName: z.string(),
    lockerMaxLevel: z.number().nullable(),
  }),
  map: z.object({
    tileUrl: z.string().describe('Leaflet tile URL template; empty when maps are off'),
    attribution: z.string(),
  }),
});

// ---- search: suggestions and history (issue 4 §5–6) ----

export const suggestQuerySchema = z.looseObject({ q: textParam(200).optional(), hash: anyParam });

export const suggestItemSchema = z.object({
  type: z.enum(['word', 'category', 'product']),
  name: z.string(),
  /** Where the dropdown leads: `/search?q=…`, `/<category slug>`, `/product/<slug>`. */
  url: z.string(),
  slug: z.string().optional(),
  categoryId: z.number().optional(),
  productId: z.number().optional(),
  shortDescr: z.string().optional(),
  description: z.string().optional(),
  mediaURL: z.string().optional(),
  priceDisplay: z.number().optional(),
  /** word: how many times it was searched */
  counter: z.number().optional(),
});
export type SuggestItem = z.infer<typeof suggestItemSchema>;
export const suggestResultSchema = z.object({ items: z.array(suggestItemSchema) });

export const searchWordSchema = z.object({
  name: z.string(),
  counter: z.number(),
  /** last use, ISO 8601 */
  lastUsed: z.string(),
});
export const searchHistoryListQuerySchema = z.looseObject({
  q: textParam(200).optional(),
  /** all=true lists every word kept (30 days), not only the 5 suggested */
  all: boolParam.optional(),
});
export const searchHistoryWordBodySchema = z.looseObject({
  word: z.string().trim().min(1, { message: 'è obbligatorio' }).max(200),
});
export const searchHistoryResultSchema = z.object({ words: z.array(searchWordSchema) });

// ---- sliders, prices, alternatives (issue 4 §3, §7) ----

export const advQuerySchema = z.looseObject({
  layout: textParam(100).optional(),
  product_id: intParam(1, 2_000_000_000).optional(),
  category_id: intParam(1, 2_000_000_000).optional(),
  parent_category_id: intParam(1, 2_000_000_000).optional(),
  q: textParam(200).optional(),
  query: textParam(200).optional(),
  limit: intParam(1, 100).optional(),
  shuffle: boolParam.optional(),
  promo: boolParam.optional(),
  userId: anyParam,
  warehouseId: intParam(1, 2_000_000_000).optional(),
  timeslotId: anyParam,
  hash: anyParam,
});
export type AdvQuery = z.infer<typeof advQuerySchema>;
export const advResultSchema = z.object({ products: z.array(productSchema), page: pageSchema });

export const productPricesQuerySchema = z.looseObject({
  product_id: intParam(1, 2_000_000_000),
  hash: anyParam,
});
export const productPricesSchema = z.object({
  productId: z.number(),
  warehouseId: z.number(),
  price: z.number(),
  priceDisplay: z.number(),
  priceStandardDisplay: z.number().optional(),
  priceUmDisplay: z.number().nullable(),
  priceStandardUmDisplay: z.number().optional(),
  priceUnitDisplay: z.string(),
  weightUnitDisplay: z.string(),
  vatPct: z.number(),
  /** what the customer pays without VAT */
  priceNoVat: z.number(),
  lowestPrice30Days: z.number().optional(),
  warehousePromo: warehousePromoSchema.optional(),
  /** prices applied (list and promotions), newest first, the last 90 days */
  prices: z.array(
    z.object({
      kind: z.enum(['list', 'promo']),
      price: z.number(),
      validFrom: z.string().describe('dd/MM/yyyy'),
      validTo: z.string().nullable().describe('dd/MM/yyyy, null = open'),
    }),
  ),
});

export const alternativesQuerySchema = z.looseObject({
  product_ids: idListParam.optional(),
  product_id: idListParam.optional(),
  details: boolParam.optional(),
  filtered: boolParam.optional(),
  limit: intParam(1, 50).optional(),
  hash: anyParam,
});
export const alternativeDetailQuerySchema = z.looseObject({
  product_id: intParam(1, 2_000_000_000),
  details: boolParam.optional(),
  filtered: boolParam.optional(),
  limit: intParam(1, 50).optional(),
  hash: anyParam,
});
export const productAlternativesSchema = z.object({
  productId: z.number(),
  count: z.number(),
  alternativeIds: z.array(z.number()),
  products: z.array(productSchema).optional().describe('with details=true'),
});
export const alternativesResultSchema = z.object({ alternatives: z.array(productAlternativesSchema) });
