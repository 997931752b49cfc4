// A blog post (/blog/:pageName; /news/:slug names the same article, spec 000 §2: news.tsx) of
// the content backend (issue 23): breadcrumb Homepage › Notizie e consigli › title, publication date, SEO
// fields; the canonical address is /blog/<slug>. An unknown slug is the real 404 page.
import type { WpEntry } from '@sporta/contracts';
import type { Route } from './+types/blog-post';
import { getContentBySlug } from '../features/content/api/get-page';
import { ContentArticle } from '../features/content/components/content-article';
import { formEmbed } from '../features/forms/components/form-embed';
import { entryMeta } from '../features/content/entry-meta';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';

export function postData(url: string, entry: WpEntry) {
  const path = `/blog/${entry.slug}`;
  return { entry, path, canonical: canonicalUrl(url, path) };
}

async function load(url: string, pageName: string, origin?: string) {
  return postData(url, await loadOr404(getContentBySlug('posts', pageName, { origin })));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return load(request.url, params.pageName, serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(request.url, params.pageName);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return postMeta(data);
}

export function postMeta(data: ReturnType<typeof postData>) {
  return entryMeta(data, [{ name: t('content.blog'), href: '/blog' }]);
}

export function PostPage({ data }: { data: ReturnType<typeof postData> }) {
  return (
    <ContentArticle
      entry={data.entry}
      path={data.path}
      parents={[{ name: t('content.blog'), href: '/blog' }]}
      showDate
      form={formEmbed}
    />
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostPage data={loaderData} />;
}

export const ErrorBoundary = PageErrorBoundary;
