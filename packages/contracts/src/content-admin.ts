// Staff edit the content (issue 23, ADR 0074): the calls under /ebsn/api/content-admin/.
import { z } from 'zod';
import { wpEntrySchema } from './content';

export const CONTENT_ADMIN_TYPES = ['page', 'faq', 'post', 'recipe'] as const;

const text = (max: number, what: string) =>
  z.string({ message: 'deve essere un testo' }).max(max, { message: `${what}: al massimo ${max} caratteri` });
const isoDate = z.iso.datetime({ offset: true, message: 'deve essere una data e ora ISO 8601' });
const id = z
  .number({ message: 'deve essere un numero' })
  .int()
  .min(1, { message: 'deve essere almeno 1' })
  .max(2_147_483_647);

export const contentAdminRecipeSchema = z.object({
  servings: z.number({ message: 'deve essere un numero' }).int().min(1).max(100),
  prepMinutes: z.number({ message: 'deve essere un numero' }).int().min(0).max(10000),
  cookMinutes: z.number({ message: 'deve essere un numero' }).int().min(0).max(10000),
  difficulty: z.enum(['facile', 'media', 'difficile'], { message: 'è facile, media o difficile' }),
  image: text(500, "l'immagine").default(''),
  ingredients: z
    .array(
      z.object({
        productId: id,
        quantity: z.number().int().min(1).max(99),
        amountText: text(200, 'la quantità').default(''),
      }),
    )
    .min(1, { message: 'serve almeno un ingrediente' })
    .max(40, { message: 'al massimo 40 ingredienti' }),
});

/** What staff write: a new entry, or (with content_id) a change to one. */
export const contentAdminWriteSchema = z.object({
  type: z.enum(CONTENT_ADMIN_TYPES, { message: 'è page, faq, post o recipe' }),
  slug: text(200, 'lo slug'),
  title: text(300, 'il titolo'),
  bodyHtml: text(200_000, 'il testo'),
  excerptHtml: text(5000, "l'estratto").optional(),
  seoTitle: text(300, 'il titolo SEO').optional(),
  seoDescription: text(1000, 'la descrizione SEO').optional(),
  validityText: text(300, 'la validità').optional(),
  status: z.enum(['draft', 'publish'], { message: 'è draft o publish' }).optional(),
  publishedFrom: isoDate.optional(),
  publishedTo: isoDate.nullable().optional(),
  articleClass: text(100, 'la classe').optional(),
  recipe: contentAdminRecipeSchema.optional(),
});
export type ContentAdminWrite = z.input<typeof contentAdminWriteSchema>;

export const contentAdminUpdateSchema = contentAdminWriteSchema.extend({ contentId: id });
export const contentAdminIdBodySchema = z.object({ contentId: id });
export const contentAdminRestoreSchema = z.object({ revisionId: id });

export const contentAdminEntrySchema = z.object({
  id: z.number(),
  type: z.enum(CONTENT_ADMIN_TYPES),
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  excerptHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  validityText: z.string(),
  status: z.enum(['draft', 'publish']),
  publishedFrom: z.string(),
  publishedTo: z.string().nullable(),
  modifiedAt: z.string(),
  articleClass: z.string().nullable(),
  recipe: contentAdminRecipeSchema.nullable(),
});
export type ContentAdminEntry = z.infer<typeof contentAdminEntrySchema>;

export const contentAdminListSchema = z.object({
  entries: z.array(contentAdminEntrySchema.omit({ bodyHtml: true, excerptHtml: true, recipe: true })),
  page: z.object({
    selPage: z.number(),
    itemsPerPage: z.number(),
    totItems: z.number(),
    totPages: z.number(),
  }),
});

export const contentAdminRevisionSchema = z.object({
  revisionId: z.number(),
  contentId: z.number().nullable(),
  staffUserId: z.number(),
  staffName: z.string(),
  action: z.enum(['create', 'update', 'restore', 'delete']),
  createdAt: z.string(),
  before: contentAdminEntrySchema.nullable(),
  after: contentAdminEntrySchema.nullable(),
});
export const contentAdminRevisionsSchema = z.object({ revisions: z.array(contentAdminRevisionSchema) });

/** The preview: the entry as the storefront's WordPress route would answer it, in any status. */
export const contentAdminPreviewSchema = z.object({
  entry: wpEntrySchema,
  status: z.enum(['draft', 'publish']),
});

// Blocks of the home page and the categories (ADR 0053, 0074).
const ids = z.array(id).max(200, { message: 'al massimo 200 destinatari' }).optional();
export const blockAdminWriteSchema = z.object({
  title: text(200, 'il titolo').optional(),
  /** The kind's settings, checked by its schema in blocks.ts (blockSettingsSchemas). */
  settings: z.record(z.string(), z.unknown(), { message: 'devono essere un oggetto' }),
  status: z.enum(['draft', 'publish'], { message: 'è draft o publish' }).optional(),
  publishedFrom: isoDate.optional(),
  publishedTo: isoDate.nullable().optional(),
  storeIds: ids,
  warehouseIds: ids,
  deliveryServiceIds: ids,
});
export const blockAdminCreateSchema = blockAdminWriteSchema.extend({
  location: text(200, 'la posizione'),
  kind: text(40, 'il tipo'),
  position: z.number({ message: 'deve essere un numero' }).int().min(0).max(10000).optional(),
});
/** The editor's preview: a block not yet saved, rendered as the storefront would. */
export const blockAdminPreviewBodySchema = z.object({
  location: text(200, 'la posizione'),
  kind: text(40, 'il tipo'),
  title: text(200, 'il titolo').optional(),
  settings: z.record(z.string(), z.unknown(), { message: 'devono essere un oggetto' }),
});
/** The block in the storefront's shape (a CategoryBlock of blocks.ts), or null: nothing to show. */
export const blockAdminPreviewSchema = z.object({ block: z.unknown().nullable() });
export const blockAdminUpdateSchema = blockAdminWriteSchema.extend({ blockId: id });
export const blockAdminIdBodySchema = z.object({ blockId: id });
export const blockAdminReorderSchema = z.object({
  location: text(200, 'la posizione'),
  blockIds: z.array(id).min(1, { message: 'serve almeno un blocco' }).max(500),
});

export const blockAdminSchema = z.object({
  id: z.number(),
  location: z.string(),
  position: z.number(),
  kind: z.string(),
  title: z.string(),
  settings: z.unknown(),
  status: z.enum(['draft', 'publish']),
  publishedFrom: z.string(),
  publishedTo: z.string().nullable(),
  storeIds: z.array(z.number()),
  warehouseIds: z.array(z.number()),
  deliveryServiceIds: z.array(z.number()),
});
export type BlockAdmin = z.infer<typeof blockAdminSchema>;
export const blockAdminListSchema = z.object({ blocks: z.array(blockAdminSchema) });
export const contentImageSchema = z.object({
  image: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;
export const blockAdminRevisionsSchema = z.object({
  revisions: z.array(
    z.object({
      revisionId: z.number(),
      staffUserId: z.number(),
      staffName: z.string(),
      action: z.enum(['create', 'update', 'restore', 'delete', 'reorder']),
      createdAt: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
export const blockAdminRestoreSchema = z.object({
  revisionId: id,
  /** The block as the revision left it (default), or as it was before it (a seeded block's first state). */
  version: z.enum(['after', 'before'], { message: 'è after o before' }).default('after'),
});

/** Where blocks go (the home page, the categories) and whom they can be shown to. */
export const blockAdminTargetsSchema = z.object({
  locations: z.array(z.object({ location: z.string(), name: z.string(), depth: z.number() })),
  stores: z.array(z.object({ storeId: z.number(), name: z.string() })),
  warehouses: z.array(z.object({ warehouseId: z.number(), storeId: z.number(), name: z.string() })),
  deliveryServices: z.array(
    z.object({ deliveryServiceId: z.number(), storeId: z.number(), name: z.string() }),
  ),
});
export type BlockAdminTargets = z.infer<typeof blockAdminTargetsSchema>;

// Menus (footer-aiuto, footer-legale, blog…): their items and their revisions.
const menuLocation = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'non è un nome di menu valido' })
  .max(100);
export const contentMenuItemsSchema = z.object({
  items: z.array(z.object({ position: z.number(), title: z.string(), url: z.string() })),
});
export const contentMenuWriteSchema = z.object({
  location: menuLocation,
  items: z
    .array(
      z.object({
        title: z.string().min(1, { message: 'il titolo è obbligatorio' }).max(200),
        url: z.string().max(500),
      }),
    )
    .max(50, { message: 'al massimo 50 voci' }),
});
export const contentMenuRevisionsQuerySchema = z.looseObject({ location: menuLocation });
export const contentMenuRestoreSchema = z.object({ revisionId: id });
const menuItem = z.object({ position: z.number(), title: z.string(), url: z.string() });
export const contentMenuRevisionsSchema = z.object({
  revisions: z.array(
    z.object({
      revisionId: z.number(),
      location: z.string(),
      staffUserId: z.number(),
      staffName: z.string(),
      action: z.enum(['update', 'restore']),
      createdAt: z.string(),
      before: z.array(menuItem),
      after: z.array(menuItem),
    }),
  ),
});
export type ContentMenuRevision = z.infer<typeof contentMenuRevisionsSchema>['revisions'][number];
