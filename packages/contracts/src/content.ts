// The content API (/p/wp-json/, issue 23): WordPress REST shapes, so that a client written for
// WordPress reads our pages and posts unchanged. `*.rendered` fields are HTML (sanitised by the
// server when stored); totals of a list travel in the X-WP-Total and X-WP-TotalPages headers.
import { z } from 'zod';

export const wpRenderedSchema = z.object({ rendered: z.string() });

/**
 * A recipe's facts and ingredients (issue 23, ADR 0047 addendum), in the `acf` field as the
 * Advanced Custom Fields plugin exposes custom fields over WordPress REST. Every ingredient is a
 * catalogue product: `product_id` is the id of /ebsn/api/products, `quantity` the packs to put
 * in the cart, `amount` what the recipe uses («320 g di spaghetti»). Times are in minutes.
 */
export const wpRecipeFieldsSchema = z.object({
  servings: z.number().int(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  total_time: z.number().int(),
  difficulty: z.enum(['facile', 'media', 'difficile']),
  image: z.string(),
  ingredients: z.array(
    z.object({
      product_id: z.number().int(),
      quantity: z.number().int(),
      amount: z.string(),
    }),
  ),
});
export type WpRecipeFields = z.infer<typeof wpRecipeFieldsSchema>;

export const wpEntrySchema = z.object({
  id: z.number().int(),
  /** Publication time, shop-local (Europe/Rome), without zone, as WordPress writes it. */
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.literal('publish'),
  /** page, faq, post, recipe */
  type: z.string(),
  /** The storefront address of the entry. */
  link: z.string(),
  title: wpRenderedSchema,
  content: wpRenderedSchema.extend({ protected: z.boolean() }),
  excerpt: wpRenderedSchema.extend({ protected: z.boolean() }),
  meta: z.object({ seo_title: z.string(), seo_description: z.string() }),
  /** Validity text of a static page (spec 002 §3 "testo_validit"); empty when none. */
  testo_validit: z.string(),
  /** Only on recipes (type `recipe`): servings, times, difficulty and ingredients. */
  acf: wpRecipeFieldsSchema.optional(),
});
export type WpEntry = z.infer<typeof wpEntrySchema>;

export const wpSearchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  type: z.literal('post'),
  subtype: z.string(),
});
export type WpSearchResult = z.infer<typeof wpSearchResultSchema>;

/**
 * One hit of custom/ali/search?q= (spec 000 §7): the whole site's search-as-you-type, for pages of
 * the content site that link into the shop. Categories and products of the catalogue, then
 * published pages, FAQ, posts and recipes; `url` is the storefront's address.
 */
export const siteSearchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  type: z.enum(['category', 'product', 'page', 'faq', 'post', 'recipe']),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

/** An item of a menu location (the shape of the WP API Menus plugin, v2). */
export const wpMenuItemSchema = z.object({
  ID: z.number().int(),
  order: z.number().int(),
  parent: z.number().int(),
  title: z.string(),
  url: z.string(),
  target: z.string(),
  children: z.array(z.unknown()),
});
export type WpMenuItem = z.infer<typeof wpMenuItemSchema>;

/** WordPress's error shape, with an Italian message. */
export const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }).passthrough(),
});
export type WpError = z.infer<typeof wpErrorSchema>;

/** The slider of the app's first-launch tutorial (seed 002 §1 "Tutorial dialog"). */
export const TUTORIAL_SLIDER_ID = 1;
/** The tutorial's optional button when its slide names none (seed 002). */
export const TUTORIAL_DEFAULT_BUTTON = 'Scopri';

/** One slide of custom/v1/slides_by_id/{id} (seed 002 §7), in the slider's order. */
export const contentSlideSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
  /** The button's page (a path of the shop), or null: no button. */
  buttonHref: z.string().nullable(),
  buttonText: z.string().nullable(),
});
export type ContentSlide = z.infer<typeof contentSlideSchema>;
