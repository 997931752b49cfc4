// Leaflets (seed 002 §3 Leaflet, §7 Leaflets): volantini (leafletTypeId 2) and member catalogues.
import { z } from 'zod';
import { productListQuerySchema, productListSchema } from './catalog';
import { anyParam, intParam, textParam } from './query';

export { LEAFLET_COVER_FORMAT, LEAFLET_TYPE_VOLANTINO } from '@sporta/domain/leaflets';

/** A leaflet id: its number or its slug. */
export const leafletKeyParam = textParam(200)
  .trim()
  .min(1, { message: 'indica il volantino' })
  .regex(/^[A-Za-z0-9-]+$/, { message: 'deve essere un numero o uno slug (lettere, cifre e trattini)' });

export const leafletSearchQuerySchema = z.looseObject({
  leaflet_type_id: intParam(1, 99).optional(),
  parent_warehouse_id: intParam(1, 2_000_000_000).optional(),
  parent_delivery_service_id: intParam(1, 2_000_000_000).optional(),
  hash: anyParam,
});
export type LeafletSearchQuery = z.infer<typeof leafletSearchQuerySchema>;

export const leafletViewQuerySchema = z.looseObject({ leaflet_id: leafletKeyParam, hash: anyParam });

export const leafletProductSearchQuerySchema = productListQuerySchema.extend({
  leaflet_id: leafletKeyParam,
  /** only the products of this page */
  leaflet_page_number: intParam(1, 500).optional(),
});

export const leafletAreaSchema = z.object({
  x: z.number().describe('left edge, fraction of the page width'),
  y: z.number().describe('top edge, fraction of the page height'),
  w: z.number(),
  h: z.number(),
});

export const leafletPageSchema = z.object({
  leafletPageId: z.number(),
  pageNumber: z.number(),
  imageLocation: z.string().describe('relative to baseLocation: <n>.png (1200 px wide)'),
  imageLocationSmall: z.string().describe('relative to baseLocation: <n>-600.png (600 px wide)'),
  products: z.array(
    z.object({ productId: z.number(), name: z.string(), slug: z.string(), area: leafletAreaSchema }),
  ),
});
export type LeafletPage = z.infer<typeof leafletPageSchema>;

export const leafletSchema = z.object({
  leafletId: z.number(),
  slug: z.string(),
  title: z.string(),
  descr: z.string(),
  description: z.string(),
  leafletTypeId: z.number(),
  storeId: z.number(),
  media: z.array(z.object({ formatTypeId: z.number(), mediaURL: z.string(), width: z.number() })),
  baseLocation: z.string(),
  location: z.string().describe('the shop page of the leaflet (/volantini/<slug> or /catalogo-soci/<slug>)'),
  firstPagePreview: z.string(),
  fromDate: z.string().describe('first day of validity, YYYY-MM-DD'),
  toDate: z.string().describe('last day of validity, YYYY-MM-DD'),
  validityText: z.string(),
  pageCount: z.number(),
  warehouseIds: z.array(z.number()),
  deliveryServiceIds: z.array(z.number()),
  leafletPage: z.array(leafletPageSchema).optional(),
});
export type Leaflet = z.infer<typeof leafletSchema>;

export const leafletSearchResultSchema = z.object({ leaflets: z.array(leafletSchema) });
export const leafletProductListSchema = productListSchema;
