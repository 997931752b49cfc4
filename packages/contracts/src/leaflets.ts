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
  imageSources: z
    .array(
      z.object({
        imageLocation: z.string().describe('relative to baseLocation: <n>-<width>.webp'),
        width: z.number().describe('pixels'),
        type: z.string().describe('the MIME type, image/webp'),
      }),
    )
    .optional()
    .describe(
      'the same page in smaller formats at several widths (480, 720, 960, 1200 px), narrowest first, for srcset',
    ),
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

// ---- staff: upload a PDF, place hotspots, set validity and stores, publish (ADR 0054) ----

export const LEAFLET_STATUSES = ['draft', 'published'] as const;
export type LeafletStatus = (typeof LEAFLET_STATUSES)[number];

const isoDay = z
  .string({ message: 'obbligatoria' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deve essere una data (AAAA-MM-GG)' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'non è una data valida',
    },
  );

/** Ids as a JSON array, a comma list (form fields) or repeated values. */
const idList = (what: string) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((x) => String(x).split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => /^\d{1,9}$/.test(s)), {
      message: 'deve contenere solo identificativi numerici',
    })
    .transform((list) => [...new Set(list.map(Number))])
    .refine((list) => list.length > 0, { message: `scegli almeno ${what}` })
    .refine((list) => list.length <= 200, { message: 'al massimo 200' });

/** The fields of a leaflet a leaflet editor sets (upload form and the settings form). */
export const leafletSettingsFieldsSchema = z
  .object({
    title: z
      .string({ message: 'obbligatorio' })
      .trim()
      .min(3, { message: 'deve essere lungo almeno 3 caratteri' })
      .max(120, { message: 'deve essere lungo al massimo 120 caratteri' }),
    leaflet_type_id: z
      .union([z.number(), z.string().trim()])
      .transform(Number)
      .refine((n) => n === 1 || n === 2, { message: 'scegli volantino o catalogo soci' }),
    valid_from: isoDay,
    valid_to: isoDay,
    warehouse_ids: idList('un punto vendita'),
    delivery_service_ids: idList('un servizio'),
  })
  .refine((v) => v.valid_to >= v.valid_from, {
    message: "deve essere uguale o successiva all'inizio della validità",
    path: ['valid_to'],
  });
export type LeafletSettingsFields = z.input<typeof leafletSettingsFieldsSchema>;

export const leafletIdBodySchema = z.object({
  leaflet_id: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { message: 'deve essere un numero' }),
    ])
    .transform(Number),
});

export const leafletUpdateBodySchema = leafletSettingsFieldsSchema.and(leafletIdBodySchema);

export const leafletPublishBodySchema = leafletIdBodySchema.extend({
  published: z.boolean({ message: 'deve essere true o false' }),
});

const fraction = z
  .number({ message: 'deve essere un numero tra 0 e 1' })
  .min(0, { message: 'deve essere almeno 0' })
  .max(1, { message: 'deve essere al massimo 1' });

export const leafletHotspotSchema = z
  .object({
    product_id: z.number({ message: 'scegli un prodotto' }).int().min(1, { message: 'scegli un prodotto' }),
    area: z.object({ x: fraction, y: fraction, w: fraction, h: fraction }),
  })
  .refine((h) => h.area.w >= 0.02 && h.area.h >= 0.02, {
    message: "l'area è troppo piccola: almeno il 2% della pagina per lato",
    path: ['area'],
  })
  .refine((h) => h.area.x + h.area.w <= 1.0001 && h.area.y + h.area.h <= 1.0001, {
    message: "l'area esce dalla pagina",
    path: ['area'],
  });

export const leafletHotspotsBodySchema = leafletIdBodySchema.extend({
  page_number: z
    .number({ message: 'deve essere un numero' })
    .int()
    .min(1, { message: 'deve essere almeno 1' })
    .max(500),
  hotspots: z.array(leafletHotspotSchema).max(40, { message: 'al massimo 40 prodotti per pagina' }),
});
export type LeafletHotspotsBody = z.input<typeof leafletHotspotsBodySchema>;

export const leafletAdminSchema = leafletSchema.extend({
  status: z.enum(LEAFLET_STATUSES),
  source: z.enum(['rendered', 'uploaded']),
});
export type LeafletAdmin = z.infer<typeof leafletAdminSchema>;
export const leafletAdminListSchema = z.object({ leaflets: z.array(leafletAdminSchema) });

/** Where a leaflet can apply: the shops of each cooperative and the services they offer. */
export const leafletTargetsSchema = z.object({
  stores: z.array(z.object({ storeId: z.number(), name: z.string() })),
  warehouses: z.array(z.object({ warehouseId: z.number(), storeId: z.number(), name: z.string() })),
  deliveryServices: z.array(
    z.object({ deliveryServiceId: z.number(), storeId: z.number(), name: z.string() }),
  ),
});
export type LeafletTargets = z.infer<typeof leafletTargetsSchema>;
