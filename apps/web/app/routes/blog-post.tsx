// A blog post (/blog/:pageName; /news/:slug names the same article, spec 000 §2) of the content
// backend (issue 23): breadcrumb Homepage › Notizie e consigli › title, publication date, SEO
// fields; the canonical address is /blog/<slug>. An unknown slug is the real 404 page.
import type { Route } from './+types/blog-post';
import { getContentBySlug } from '../features/content/api/get-page';
import { ContentArticle } from '../features/content/components/content-article';
import { renderedText } from '../features/content/components/content-html';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { breadcrumbJsonLd, canonicalUrl, seoMeta } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';

async function load(url: string, params: { pageName?: string; slug?: string }, origin?: string) {
  const entry = await loadOr404(getContentBySlug('posts', params.pageName ?? params.slug ?? '', { origin }));
  const path = `/blog/${entry.slug}`;
  return { entry, path, canonical: canonicalUrl(url, path) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return load(request.url, params, serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(request.url, params);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const e = data.entry;
  const title = renderedText(e.title.rendered);
  return [
    ...seoMeta({
      title: e.meta.seo_title || title,
      description: e.meta.seo_description || e.excerpt.rendered,
      canonical: data.canonical,
    }),
    breadcrumbJsonLd(data.canonical, [
      { name: t('content.blog'), href: '/blog' },
      { name: title, href: data.path },
    ]),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <ContentArticle
      entry={loaderData.entry}
      path={loaderData.path}
      parents={[{ name: t('content.blog'), href: '/blog' }]}
      showDate
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
