// The blog (/blog, ?page=N): the content backend's posts a page at a time (issue 23), newest
// first, with the totals of X-WP-Total / X-WP-TotalPages. A page past the last one is a 404.
import type { Route } from './+types/blog';
import { getPosts } from '../features/content/api/get-posts';
import { PostList } from '../features/content/components/post-list';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { listPage, loadOr404 } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from '../features/content/components/content.module.css';

async function load(url: string, origin?: string) {
  const page = listPage(url);
  const list = await loadOr404(getPosts(page, { origin }));
  return { list, canonical: canonicalUrl(url, page > 1 ? `/blog?page=${page}` : '/blog') };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return load(request.url, serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request.url);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return seoMeta({
    title: t('content.blog'),
    description: t('content.blogDescription'),
    canonical: data.canonical,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <div className="container">
      <Breadcrumbs items={[{ name: t('content.blog'), href: '/blog' }]} />
      <h1 className={css.title}>{t('content.blog')}</h1>
      <p className={css.meta}>{t('content.blogDescription')}</p>
      <PostList posts={list.posts} page={list.page} totalPages={list.totalPages} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
