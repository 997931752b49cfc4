// Static pages (/page/:pageName) and FAQ pages (/faq/:pageName) of the content backend (issue 23,
// spec 000 §2, 002 §2 "Static page"): loaded before entering, server-rendered, title and
// description from the page's SEO fields; an unknown slug is the real 404 page. The forms a page
// embeds (`[ninja_form id=N]`) are the forms feature's, handed in here (ADR 0044, 0065).
import type { Route } from './+types/content-page';
import { getContentBySlug, type ContentKind } from '../features/content/api/get-page';
import { ContentArticle } from '../features/content/components/content-article';
import { entryMeta } from '../features/content/entry-meta';
import { formEmbed } from '../features/forms/components/form-embed';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';

function kindOf(url: string): { kind: ContentKind; prefix: string } {
  return new URL(url).pathname.startsWith('/faq/')
    ? { kind: 'faq', prefix: '/faq/' }
    : { kind: 'pages', prefix: '/page/' };
}

async function load(url: string, slug: string | undefined, origin?: string) {
  const { kind, prefix } = kindOf(url);
  const entry = await loadOr404(getContentBySlug(kind, slug ?? '', { origin }));
  const path = `${prefix}${entry.slug}`;
  return { entry, path, canonical: canonicalUrl(url, path) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return load(request.url, params.pageName, serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(request.url, params.pageName);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return entryMeta(data);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle entry={loaderData.entry} path={loaderData.path} form={formEmbed} />;
}

export const ErrorBoundary = PageErrorBoundary;
