// <title>, description and canonical link of a page (ARCHITECTURE.md §6: from the data).
import { t } from '../i18n/i18n';
export const SITE_NAME = 'Sporta';

export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function seoMeta({
  title,
  description,
  canonical,
}: {
  title: string;
  description?: string | null;
  canonical?: string;
}) {
  const tags: (
    | { title: string }
    | { name: string; content: string }
    | { property: string; content: string }
    | { tagName: 'link'; rel: string; href: string }
  )[] = [{ title: pageTitle(title) }, { property: 'og:title', content: title }];
  if (description) {
    const clean = description
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300);
    tags.push({ name: 'description', content: clean }, { property: 'og:description', content: clean });
  }
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  return tags;
}

/** The absolute canonical URL of a path on the origin of the current request or page. */
export function canonicalUrl(requestUrl: string, path: string): string {
  return new URL(path, requestUrl).toString();
}

/**
 * schema.org BreadcrumbList of a page (issue 23 "structured data"): Homepage, then `items`, as
 * JSON-LD in the head. Addresses are made absolute on the origin of `canonical`.
 */
export function breadcrumbJsonLd(canonical: string, items: { name: string; href: string }[]) {
  const origin = new URL(canonical).origin;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: t('breadcrumbs.home'), href: '/' }, ...items].map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: new URL(c.href, origin).toString(),
      })),
    },
  };
}
