// Content blocks (issue 23, ADR 0053): the server-driven blocks of the home page and of the
// categories (seed 002 §1, §3 "Category block"). Each kind has its own settings schema: the
// server validates a block's settings with it on the way in, the storefront reads the block
// through the same types. On the wire a block is the spec's Category block: categoryBlockId,
// templateBlockType.modeName, templateBlock.codInt, proposals (its items: banners, recipes,
// articles) and metaData (its settings).
import { z } from 'zod';
import { anyParam, intParam } from './query';

/** The home page's location, as the spec's client names the home "category". */
export const HOME_BLOCK_LOCATION = 'homepage-2023';

export const BLOCK_KINDS = [
  'banner-grid',
  'banner-slider',
  'product-slider',
  'static-text',
  'static-image',
  'recipe-slider',
  'article-list',
  'leaflet-slider',
  'leaflet-viewer',
  'form-detail',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The spec's templateBlockType.modeName of each kind. */
export const BLOCK_MODE_NAMES: Record<BlockKind, string> = {
  'banner-grid': 'BannerGrid',
  'banner-slider': 'BannerSlider',
  'product-slider': 'ProductSlider',
  'static-text': 'StaticText',
  'static-image': 'StaticImage',
  'recipe-slider': 'RecipeSlider',
  'article-list': 'ArticleList',
  'leaflet-slider': 'LeafletSlider',
  'leaflet-viewer': 'LeafletViewer',
  'form-detail': 'FormDetail',
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `al massimo ${max} caratteri` });
/** A link inside the shop (`/…`) or an http(s) address. */
const href = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'deve essere un indirizzo del sito (/…) o un indirizzo http(s)',
  });
/** An image of our own files (`/img/…`): nothing is loaded from the internet. */
const image = z
  .string()
  .trim()
  .regex(/^\/img\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|avif)$/, {
    message: 'deve essere un’immagine del sito (/img/…)',
  });
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'deve essere un colore #rrggbb' });

export const bannerSchema = z.object({
  title: text(120).min(1, { message: 'obbligatorio' }),
  text: text(300).default(''),
  image,
  imageAlt: text(200).default(''),
  href,
  buttonText: text(40).default(''),
  backgroundColor: color.optional(),
  textColor: color.optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

const columns = z
  .number()
  .int()
  .refine((n) => [1, 2, 3, 4, 6, 12].includes(n), {
    message: 'deve dividere 12 (1, 2, 3, 4, 6 o 12)',
  });
/** Grid columns per breakpoint, as 12ths of the row (spec: default 12/6/4/4/4 for xs…xl). */
export const bannerColumnsSchema = z.object({
  xs: columns.default(12),
  sm: columns.default(6),
  md: columns.default(4),
  lg: columns.default(4),
  xl: columns.default(4),
});
export const DEFAULT_BANNER_COLUMNS = { xs: 12, sm: 6, md: 4, lg: 4, xl: 4 } as const;

export const blockSettingsSchemas = {
  'banner-grid': z.object({
    variant: z.enum(['image-overlay', 'card', 'button']).default('card'),
    columns: bannerColumnsSchema.default(DEFAULT_BANNER_COLUMNS),
    banners: z.array(bannerSchema).max(24),
  }),
  'banner-slider': z.object({
    autoplay: z.boolean().default(true),
    intervalMs: z.number().int().min(2000).max(30000).default(6000),
    banners: z.array(bannerSchema).max(12),
  }),
  'product-slider': z.object({
    categoryId: z.number().int().positive().optional(),
    query: text(100).optional(),
    promo: z.boolean().optional(),
    productId: z.number().int().positive().optional(),
    limit: z.union([z.literal(12), z.literal(16)]).default(12),
    shuffle: z.boolean().default(false),
    showAllHref: href.optional(),
  }),
  'static-text': z.object({ html: z.string().max(20000) }),
  'static-image': z.object({
    image,
    imageAlt: text(200),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
    href: href.optional(),
  }),
  'recipe-slider': z.object({
    recipes: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))
      .max(24)
      .default([]),
    limit: z.number().int().min(1).max(24).default(8),
  }),
  'article-list': z.object({ limit: z.number().int().min(1).max(24).default(4) }),
  /** The shopper's current leaflets (of one type, e.g. 2 volantini), covers first to last. */
  'leaflet-slider': z.object({
    leafletTypeId: z.number().int().min(1).max(99).optional(),
    limit: z.number().int().min(1).max(12).default(6),
  }),
  /**
   * One leaflet's page-flip viewer inside the page (ADR 0070): the leaflet named (its slug or id,
   * while it is current), else the shopper's first current leaflet of the type (2 = volantini).
   */
  'leaflet-viewer': z.object({
    leaflet: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,200}$/, { message: 'deve essere lo slug o il numero di un volantino' })
      .optional(),
    leafletTypeId: z.number().int().min(1).max(99).default(2),
  }),
  /** One dynamic form (ADR 0065), read by the storefront with get_mail_pars. */
  'form-detail': z.object({ formId: z.number().int().positive() }),
} satisfies Record<BlockKind, z.ZodType>;

export type BlockSettings<K extends BlockKind> = z.output<(typeof blockSettingsSchemas)[K]>;

/**
 * A proposal: one item of a block (a banner, a recipe, an article), as the spec names it. `img`
 * is one of our images; `proposalUrl` where it leads; colours and the button text in metaData.
 */
export const proposalSchema = z.object({
  id: z.number(),
  name: z.string(),
  descr: z.string(),
  content: z.string(),
  img: z.string(),
  imgAlt: z.string(),
  slug: z.string(),
  proposalUrl: z.string(),
  pubDate: z.string().optional(),
  metaData: z.object({
    category_proposal_type: z.object({
      BTN_TEXT: z.string().optional(),
      BACKGROUND_COLOR: z.string().optional(),
      TEXT_COLOR: z.string().optional(),
    }),
  }),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** A block as the storefront reads it: one of the kinds, told apart by `kind` (= templateBlock.codInt). */
export type CategoryBlock = {
  [K in BlockKind]: {
    categoryBlockId: number;
    /** The kind (= templateBlock.codInt), at the top so that TypeScript can tell kinds apart. */
    kind: K;
    location: string;
    position: number;
    title: string;
    proposals: Proposal[];
    templateBlockType: { modeName: string };
    templateBlock: { codInt: K };
    metaData: BlockSettings<K>;
  };
}[BlockKind];

export const categoryBlockInfoQuerySchema = z.looseObject({
  categoryBlockId: intParam(1, 2_000_000_000),
  hash: anyParam,
});
