// The blog (/blog, ?page=N): the content backend's posts a page at a time (issue 23), newest
// first, with the totals of X-WP-Total / X-WP-TotalPages. A page past the last one is a 404.
import type { Route } from './+types/blog';
import { PostList } from '../features/content/components/post-list';
import { listMeta, ListPage, loadListPage } from '../features/content/list-page';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { errorMeta, PageErrorBoundary } from './page-error';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(request.url, 'posts', '/blog', serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadListPage(request.url, 'posts', '/blog');
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return listMeta(t('content.blog'), t('content.blogDescription'), data.canonical);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <ListPage title={t('content.blog')} description={t('content.blogDescription')} base="/blog">
      <PostList posts={list.posts} page={list.page} totalPages={list.totalPages} />
    </ListPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
