// /news/:slug (spec 000 §2, 002 §2): a blog post or a recipe by its slug, looked up in both;
// the page is the post's or the recipe's, with the canonical address /blog/<slug> or
// /ricette/<slug>. An unknown slug is the real 404 page.
import type { Route } from './+types/news';
import { getContentBySlug } from '../features/content/api/get-page';
import type { RequestOptions } from '../lib/api/client';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404, notFound } from '../lib/route-errors';
import { postData, postMeta, PostPage } from './blog-post';
import { errorMeta, PageErrorBoundary } from './page-error';
import { loadRecipe, RecipePage, recipeMeta } from './recipe';

async function load(url: string, slug: string, options: RequestOptions) {
  const origin = options.origin;
  const [post, recipe] = await loadOr404(
    Promise.all([getContentBySlug('posts', slug, { origin }), getContentBySlug('recipe', slug, { origin })]),
  );
  if (post) return { post: postData(url, post) };
  if (recipe) return { recipe: await loadRecipe(url, recipe, options) };
  return notFound();
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return load(request.url, params.slug, serverRequestOptions(request, context));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(request.url, params.slug, {});
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return data.post ? postMeta(data.post) : data.recipe ? recipeMeta(data.recipe) : [];
}

export default function News({ loaderData }: Route.ComponentProps) {
  if (loaderData.post) return <PostPage data={loaderData.post} />;
  return loaderData.recipe ? <RecipePage data={loaderData.recipe} /> : null;
}

export const ErrorBoundary = PageErrorBoundary;
