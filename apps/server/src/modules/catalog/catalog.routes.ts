// Catalogue reads. No login and no header needed (API-CONTRACT.md).
import {
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
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { CatalogService } from './catalog.service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new CatalogService(app.database.db);
  app.decorate('catalog', catalog);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List or search products; with `slug` the product itself is `data`',
        description: [
          'Filters: parent_category_id (all descendants), category_id (that category only), q (Italian full text,',
          'typos, prefixes, exact barcode or internal code), product_id, promo, new_product, vendor_id,',
          'product_class_<groupId>. Sort: rel (default), price_asc, price_desc, price_um_asc, price_um_desc,',
          'name_asc, name_desc, new (also pri_asc, pri_des, alf_asc, alf_des). page is 1-based (0 reads as 1);',
          'page_size 1..5000, default 24. Facets: `count` over the set without facet filters, `filteredCount`',
          'with every filter applied.',
        ].join(' '),
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(z.union([productListSchema, productSchema])) },
      },
    },
    async (request) => {
      const query = request.query;
      const pricing = await catalog.pricingContext(query.hash);
      if (query.slug !== undefined) return envelope(await catalog.product({ slug: query.slug }, pricing));
      return envelope(await catalog.listProducts(query, pricing));
    },
  );

  app.get(
    '/products/:productId',
    {
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
      return envelope(await catalog.product({ productId: request.params.productId }, pricing));
    },
  );

  app.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree (`data.categories`), or one category by slug or id (`data.category`)',
        description:
          'Without slug/categoryId: the tree to `depth` levels (default 3); `filtered=true` drops categories without products. A child slug is its full path.',
        querystring: categoryQuerySchema,
        response: { 200: envelopeSchema(categoryResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const categoryId = q.categoryId ?? q.category_id;
      if (q.slug !== undefined || categoryId !== undefined) {
        return envelope({ category: await catalog.category({ slug: q.slug, categoryId }) });
      }
      return envelope({ categories: await catalog.categoryTree({ filtered: q.filtered, depth: q.depth }) });
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
};
