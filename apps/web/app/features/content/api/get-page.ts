// A static page (/page/:pageName), an FAQ page (/faq/:pageName), a post or a recipe by slug: GET
// wp/v2/<kind>?slug= (spec 000 §7 "pages by slug"). null when unknown.
import type { WpEntry } from '@sporta/contracts';
import { wpGet, type WpRequestOptions } from './wp-request';

export type ContentKind = 'pages' | 'faq' | 'posts' | 'recipe';

export async function getContentBySlug(
  kind: ContentKind,
  slug: string,
  options: WpRequestOptions = {},
): Promise<WpEntry | null> {
  const { data } = await wpGet<WpEntry[]>(kind, { slug, per_page: 1 }, options);
  return Array.isArray(data) ? (data.find((e) => e.slug === slug) ?? null) : null;
}
