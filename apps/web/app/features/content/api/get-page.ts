// A static page (/page/:pageName) or an FAQ page (/faq/:pageName) by slug: GET
// wp/v2/pages?slug= or wp/v2/faq?slug= (spec 000 §7 "pages by slug"). null when unknown.
import type { WpEntry } from '@sporta/contracts';
import { wpGet, type WpRequestOptions } from './wp-request';

export type ContentKind = 'pages' | 'faq' | 'posts';

export async function getContentBySlug(
  kind: ContentKind,
  slug: string,
  options: WpRequestOptions = {},
): Promise<WpEntry | null> {
  const { data } = await wpGet<WpEntry[]>(kind, { slug, per_page: 1 }, options);
  return Array.isArray(data) ? (data.find((e) => e.slug === slug) ?? null) : null;
}
