// <head> of a page, a post or a recipe: title and description from its SEO fields (else title and
// excerpt), canonical address, BreadcrumbList JSON-LD Homepage › parents › title.
import type { WpEntry } from '@sporta/contracts';
import { breadcrumbJsonLd, seoMeta } from '../../lib/seo';
import type { Crumb } from '../../ui/breadcrumbs';
import { renderedText } from './components/content-html';

export function entryMeta(data: { entry: WpEntry; path: string; canonical: string }, parents: Crumb[] = []) {
  const e = data.entry;
  const title = renderedText(e.title.rendered);
  return [
    ...seoMeta({
      title: e.meta.seo_title || title,
      description: e.meta.seo_description || e.excerpt.rendered,
      canonical: data.canonical,
    }),
    breadcrumbJsonLd(data.canonical, [...parents, { name: title, href: data.path }]),
  ];
}
