// The recipes (/ricette, ?page=N): the content backend's recipes a page at a time (issue 23),
// newest first, each with its total time, servings and difficulty. A page past the last is a 404.
import type { Route } from './+types/recipes';
import { RecipeList } from '../features/content/components/recipe-list';
import { listMeta, ListPage, loadListPage } from '../features/content/list-page';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { errorMeta, PageErrorBoundary } from './page-error';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(request.url, 'recipe', '/ricette', serverRequestOptions(request, context).origin);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadListPage(request.url, 'recipe', '/ricette');
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return listMeta(t('content.recipes'), t('content.recipesDescription'), data.canonical);
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <ListPage title={t('content.recipes')} description={t('content.recipesDescription')} base="/ricette">
      <RecipeList recipes={list.posts} page={list.page} totalPages={list.totalPages} />
    </ListPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
