// Catalogue reads. No login and no header needed (API-CONTRACT.md).
import {
  advQuerySchema,
  advResultSchema,
  alternativeDetailQuerySchema,
  alternativesQuerySchema,
  alternativesResultSchema,
  productAlternativesSchema,
  productPricesQuerySchema,
  productPricesSchema,
  categoryQuerySchema,
  categoryResultSchema,
  envelopeSchema,
  productDetailQuerySchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  warehouseListSchema,
  warehouseSearchQuerySchema,
  warehouseViewQuerySchema,
  warehouseViewSchema,
  HOME_BLOCK_LOCATION,
  type CategoryBlock,
} from '@sporta/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sharedAnswers } from '../../platform/http/shared-answers';
import { ACCOUNT_HEADER, SESSION_HEADER } from '../../platform/session';
import { productListSort, type CatalogService } from './catalog.service';
import { giftOffersOf, withGiftOffers, type GiftOffers } from './gift-offers';
import { JSON_CONTENT_TYPE, listingAnswerJson } from './listing-answer';

/** Sends JSON already written as bytes (Fastify writes a Buffer as it is, past the serializer). */
const sendJsonBytes = (reply: FastifyReply, bytes: Buffer) => reply.type(JSON_CONTENT_TYPE).send(bytes);

/** The products of a customer's list, or of all their lists (the favourites flow answers it). */
export type FavouriteProducts = (userId: number, listId: number | undefined) => Promise<number[]>;

/** The content blocks of a location (a category's slug, or the home's) the requester sees now. */
export type LocationBlocks = (request: FastifyRequest, location: string) => Promise<CategoryBlock[]>;

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  blocks: LocationBlocks;
  favourites: FavouriteProducts;
  giftOffers: GiftOffers;
  /** Registers what to do when content changes, here or on another node (kept category answers are dropped). */
  onContentChange?: (listener: () => void) => void;
}

/** The home page as the spec's client reads it: a category without products, only blocks. */
const HOME_CATEGORY = {
  categoryId: 0,
  parentId: null,
  name: 'Homepage',
  slug: HOME_BLOCK_LOCATION,
  itemUrl: '/',
  description: '',
  image: null,
  metaData: {},
  breadCrumbs: [],
  children: [],
};

/** How long an anonymous category answer (content blocks with publication windows) is kept. */
export const CATEGORY_ANSWER_MAX_AGE_MS = 1000;

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog, favourites, giftOffers, blocks, onContentChange },
) => {
  // Anonymous product answers depend only on the URL, the day and the catalogue's version: kept
  // and revalidated by ETag (ADR 0080). Anonymous category answers (and the home) also carry
  // content blocks with their own publication windows: kept one second at most, and dropped when
  // content changes on any node (ADR 0082). A shopper's own answers (audiences) are never kept.
  sharedAnswers(app, {
    version: () => catalog.version(),
    personalHeaders: [ACCOUNT_HEADER],
    privateReplyHeaders: [ACCOUNT_HEADER, SESSION_HEADER],
    onContentChange,
  });
  app.get(
    '/products',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalogue'],
        summary: 'List or search products; with `slug` the product itself is `data`',
        description: [
          'Filters: parent_category_id (all descendants), category_id (that category only), q (Italian full text,',
          'typos, prefixes, exact barcode or internal code), product_id, promo, new_product, vendor_id,',
          'product_class_<groupId>, parent_wishlist_id (a list of the customer), preferred=1 (products in any of the',
          'customer lists). Sort (`sort`, else `order_by`): rel (default: relevance to q, else popularity), price_asc,',
          "price_desc, price_um_asc, price_um_desc, name_asc, name_desc, new; the platform's names map to them",
          '(rank, search_score desc, relevance → rel; pri_asc, pri_des, price desc, -price → price; pum_asc, pum_des,',
          'price_um desc → price per unit; alf_asc, alf_des, name desc → name; new_product, newest → new). Any other',
          'value gives the default order and a warning `warning.products.sort_unknown`, never an error. page is',
          '1-based (0 reads as 1);',
          'page_size 1..5000, default 24. Facets: `count` over the set without facet filters, `filteredCount`',
          'with every filter applied.',
        ].join(' '),
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(z.union([productListSchema, productSchema])) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const pricing = await catalog.pricingContext(query.hash);
      if (query.slug !== undefined) {
        const product = await catalog.product({ slug: query.slug }, pricing);
        const [offered] = await withGiftOffers(giftOffers, request, [product]);
        return envelope(offered!);
      }
      // the catalogue's version is read while the session is (ADR 0078); nothing of the
      // catalogue is read before it
      const version = catalog.version();
      version.catch(() => {}); // awaited below
      let restrictTo: number[] | undefined;
      if (query.parent_wishlist_id !== undefined || query.preferred) {
        // A customer's list or all their favourites: nobody else's, nothing for a visitor.
        const ctx = await request.context();
        restrictTo = ctx.userId === null ? [] : await favourites(ctx.userId, query.parent_wishlist_id);
      }
      const order = productListSort(query);
      const warnings = order.recognized
        ? []
        : [
            {
              code: 'warning.products.sort_unknown',
              message: `Ordinamento «${order.value}» non riconosciuto: i prodotti sono nell'ordine predefinito.`,
            },
          ];
      // a customer's gift offers are read while the products are
      const offers = giftOffersOf(giftOffers, request);
      offers.catch(() => {}); // awaited below
      // a visitor's answer is shared per catalogue version by the route's hooks (ADR 0080)
      const list = await catalog.listProducts(query, pricing, restrictTo, version);
      const products = (await offers)(list.products);
      return sendJsonBytes(
        reply,
        listingAnswerJson(envelope({ ...list, products }, { warnings }), list.products),
      );
    },
  );

  app.get(
    '/products/:productId',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its detail fields',
        params: productIdParamsSchema,
        querystring: productDetailQuerySchema,
        response: { 200: envelopeSchema(productSchema) },
      },
    },
    async (request) => {
      const pricing = await catalog.pricingContext(request.query.hash);
      const product = await catalog.product({ productId: request.params.productId }, pricing);
      const [offered] = await withGiftOffers(giftOffers, request, [product]);
      return envelope(offered!);
    },
  );

  app.get(
    '/category',
    {
      config: { sharedAnswer: { maxAgeMs: CATEGORY_ANSWER_MAX_AGE_MS } },
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree (`data.categories`), or one category by slug or id (`data.category`)',
        description: [
          'Without slug/categoryId: the tree to `depth` levels (default 3); `filtered=true` drops categories without products.',
          'A child slug is its full path. One category carries `categoryBlocks`: its content blocks the shopper sees now',
          `(ADR 0053); slug=${HOME_BLOCK_LOCATION} is the home page, a category of blocks only.`,
        ].join(' '),
        querystring: categoryQuerySchema,
        response: { 200: envelopeSchema(categoryResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const categoryId = q.categoryId ?? q.category_id;
      if (q.slug === HOME_BLOCK_LOCATION) {
        const categoryBlocks = await blocks(request, HOME_BLOCK_LOCATION);
        return envelope({ category: { ...HOME_CATEGORY, categoryBlocks } });
      }
      if (q.slug !== undefined || categoryId !== undefined) {
        const category = await catalog.category({ slug: q.slug, categoryId });
        return envelope({ category: { ...category, categoryBlocks: await blocks(request, category.slug) } });
      }
      return envelope({ categories: await catalog.categoryTree({ filtered: q.filtered, depth: q.depth }) });
    },
  );

  app.get(
    '/warehouse/view',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One shop, pick-up point, locker or pier (store pages) by warehouse_id or slug',
        description: 'Unknown ids and slugs answer 404. `map` gives the tile URL of the store map.',
        querystring: warehouseViewQuerySchema,
        response: { 200: envelopeSchema(warehouseViewSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const warehouse = await catalog.warehouse({ warehouseId: q.warehouse_id, slug: q.slug });
      if (!warehouse)
        throw AppError.notFound('Il punto vendita richiesto non esiste.', 'error.warehouse.not_found');
      const config = request.server.config;
      return envelope({
        warehouse,
        map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION },
      });
    },
  );

  app.get(
    '/warehouse-locator/search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Shops, pick-up points and lockers; sorted by distance when latitude and longitude are given',
        querystring: warehouseSearchQuerySchema,
        response: { 200: envelopeSchema(warehouseListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const warehouses = await catalog.warehouses({
        storeId: q.store_id,
        deliveryServiceId: q.delivery_service_id,
        q: q.q,
        latitude: q.latitude,
        longitude: q.longitude,
        distance: q.distance,
      });
      return envelope({ warehouses });
    },
  );

  app.get(
    '/adv',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product sliders: related products, a category, a search or promotions',
        description: [
          'product_id: related products (its leaf category, then the other leaves of its parent);',
          'category_id: the category and its descendants; q (or query): a search; promo=true: promotions only;',
          'none: the most popular. Only products that can be bought. limit defaults to 12 (16 with q/query);',
          'shuffle=true shuffles among the best 3×limit. layout, userId and timeslotId are accepted and ignored;',
          'warehouseId (or the hash) chooses the prices. `data.page.totItems` lets a slider show a "show all" link.',
        ].join(' '),
        querystring: advQuerySchema,
        response: { 200: envelopeSchema(advResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const pricing = await catalog.pricingContext(q.hash, { warehouseId: q.warehouseId });
      const result = await catalog.adv(
        {
          productId: q.product_id,
          categoryId: q.category_id ?? q.parent_category_id,
          q: q.q ?? q.query,
          promo: q.promo,
          shuffle: q.shuffle,
          limit: q.limit,
        },
        pricing,
      );
      const products = await withGiftOffers(giftOffers, request, result.products);
      return envelope({ ...result, products });
    },
  );

  app.get(
    '/product-price/get-prices',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "A product's price block: list, promotion, per unit, without VAT, lowest of 30 days, history",
        description:
          'Prices of the warehouse of the hash (or the default one). `prices` lists the list prices and promotions applied in the last 90 days, newest first.',
        querystring: productPricesQuerySchema,
        response: { 200: envelopeSchema(productPricesSchema) },
      },
    },
    async (request) => {
      const pricing = await catalog.pricingContext(request.query.hash);
      return envelope(await catalog.productPrices(request.query.product_id, pricing));
    },
  );

  app.get(
    '/products/list-product-alternative',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Alternatives of several products (e.g. the unavailable lines of a cart)',
        description: [
          'For each of product_ids (comma-joined or repeated; product_id accepted too, at most 50): products of the',
          'same leaf category closest in price and format. filtered=true (default) keeps only products that can be',
          'bought; details=true adds the product objects in `products`. limit per product, default 8.',
        ].join(' '),
        querystring: alternativesQuerySchema,
        response: { 200: envelopeSchema(alternativesResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const pricing = await catalog.pricingContext(q.hash);
      const ids = [...(q.product_ids ?? []), ...(q.product_id ?? [])];
      return envelope({
        alternatives: await catalog.alternatives(ids, pricing, {
          details: q.details ?? false,
          filtered: q.filtered ?? true,
          limit: q.limit ?? 8,
        }),
      });
    },
  );

  app.get(
    '/products/product-alternative-detail',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Alternatives of one product with the product objects',
        description:
          'As list-product-alternative for one product_id; details defaults to true, filtered to true.',
        querystring: alternativeDetailQuerySchema,
        response: { 200: envelopeSchema(productAlternativesSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const pricing = await catalog.pricingContext(q.hash);
      const [result] = await catalog.alternatives([q.product_id], pricing, {
        details: q.details ?? true,
        filtered: q.filtered ?? true,
        limit: q.limit ?? 8,
      });
      return envelope(result!);
    },
  );
};
