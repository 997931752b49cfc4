// A recipe (/ricette/:pageName; /news/:slug names it too, spec 002 §2, 000 §2) of the content
// backend (issue 23): breadcrumb Homepage › Ricette › title, facts, ingredients as product cards
// with the prices of the customer's store and «Aggiungi tutti gli ingredienti al carrello»,
// the procedure; SEO fields, canonical /ricette/<slug>, BreadcrumbList and Recipe JSON-LD.
import type { WpEntry } from '@sporta/contracts';
import type { Route } from './+types/recipe';
import { getProducts } from '../features/catalog/api/get-products';
import { cardProduct, type CardProduct } from '../features/catalog/card-product';
import { getContentBySlug } from '../features/content/api/get-page';
import { entryMeta } from '../features/content/entry-meta';
import { RecipeArticle } from '../features/content/components/recipe-article';
import { recipeJsonLd } from '../features/content/recipe-json-ld';
import { t } from '../i18n/i18n';
import type { RequestOptions } from '../lib/api/client';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';
import { ingredientProducts, RecipeShop } from './recipe-shop';

/** The ingredients' products at the customer's store; none when the catalogue does not answer. */
async function productsOf(entry: WpEntry, options: RequestOptions): Promise<CardProduct[]> {
  const ids = [...new Set(entry.acf?.ingredients.map((i) => i.product_id) ?? [])];
  if (ids.length === 0) return [];
  try {
    const list = await getProducts({ productIds: ids, pageSize: ids.length }, options);
    return list.products.map(cardProduct);
  } catch {
    return [];
  }
}

export async function loadRecipe(url: string, entry: WpEntry, options: RequestOptions) {
  const path = `/ricette/${entry.slug}`;
  return { entry, path, canonical: canonicalUrl(url, path), products: await productsOf(entry, options) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const options = serverRequestOptions(request, context);
  const entry = await loadOr404(getContentBySlug('recipe', params.pageName, { origin: options.origin }));
  return loadRecipe(request.url, entry, options);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const entry = await loadOr404(getContentBySlug('recipe', params.pageName));
  return loadRecipe(request.url, entry, {});
}

export function recipeMeta(data: Awaited<ReturnType<typeof loadRecipe>>) {
  const structured = recipeJsonLd(data.entry, data.canonical);
  return [
    ...entryMeta(data, [{ name: t('content.recipes'), href: '/ricette' }]),
    ...(structured ? [structured] : []),
  ];
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return recipeMeta(data);
}

export function RecipePage({ data }: { data: Awaited<ReturnType<typeof loadRecipe>> }) {
  const acf = data.entry.acf;
  const items = acf ? ingredientProducts(acf, data.products) : [];
  const wanted = new Set(acf?.ingredients.map((i) => i.product_id) ?? []).size;
  return (
    <RecipeArticle
      entry={data.entry}
      path={data.path}
      shop={items.length > 0 && <RecipeShop items={items} missing={wanted - items.length} />}
    />
  );
}

export default function Recipe({ loaderData }: Route.ComponentProps) {
  return <RecipePage data={loaderData} />;
}

export const ErrorBoundary = PageErrorBoundary;
