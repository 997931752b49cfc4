// Search results (spec 000 §2: /search with q, parent_category_id and filter; /cm-search the
// same page): full-text results with facets, promo/new filters, sort and pages of 24, all in
// the URL. Without q the filters alone list the catalogue (e.g. /search?promo=true, the home
// slider's "show all"). Arriving by a new navigation saves the word in the search history.
import type { Route } from './+types/search';
import { getCategory } from '../features/catalog/api/get-category';
import { getProducts, productsQueryOptions } from '../features/catalog/api/get-products';
import { ProductListView } from '../features/catalog/components/product-list-view';
import { parseFilters, type ProductFilters } from '../features/catalog/filters';
import type { CardProductList } from '../features/catalog/card-product';
import type { Category, ProductList } from '../features/catalog/types';
import { useSaveSearchWords } from '../features/search/hooks/use-save-search-word';
import { parseSearch, searchText, type SearchTarget } from '../features/search/search-params';
import { t } from '../i18n/i18n';
import { unwrap, type RequestOptions } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { cardProduct } from '../features/catalog/card-product';
import { pack, useUnpacked, type Packed } from '../lib/packed';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from './search.module.css';

interface SearchData {
  target: SearchTarget;
  filters: ProductFilters;
  products: Packed<CardProductList>;
  category: Category | null;
  canonical: string;
}

async function load(
  url: URL,
  products: (p: Parameters<typeof getProducts>[0]) => Promise<ProductList>,
  options: RequestOptions,
): Promise<SearchData> {
  const target = parseSearch(url.searchParams);
  const filters = parseFilters(url.searchParams);
  try {
    const [list, category] = await Promise.all([
      products({ q: searchText(target), parentCategoryId: target.parentCategoryId, filters }),
      target.parentCategoryId
        ? getCategory('', String(target.parentCategoryId), options).catch(() => null)
        : Promise.resolve(null),
    ]);
    const canonical = canonicalUrl(
      url.href,
      `/search${target.q ? `?q=${encodeURIComponent(target.q)}` : ''}`,
    );
    // The cards' fields, packed: one string for the loader data's decoder (ADR 0020).
    const cards = pack({ ...list, products: list.products.map(cardProduct) });
    return { target, filters, products: cards, category, canonical };
  } catch (error) {
    throw asRouteError(error);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = serverRequestOptions(request, context);
  return load(new URL(request.url), (p) => getProducts(p, options), options);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const client = await loadQueryClient();
  return load(
    new URL(request.url),
    async (p) => unwrap(await client.ensureQueryData(productsQueryOptions(p))),
    {},
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const q = data.target.q;
  return [
    ...seoMeta({
      title: q ? t('search.metaTitle', { q }) : t('search.titleEmpty'),
      description: t('home.description'),
      canonical: data.canonical,
    }),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { target, filters, category } = loaderData;
  const products = useUnpacked(loaderData.products);
  useSaveSearchWords(target.q ? [target.q] : []);
  const title = target.q ? t('search.title', { q: target.q }) : t('search.titleEmpty');
  return (
    <div className="container" data-testid="search-page">
      <Breadcrumbs items={[{ name: title, href: '/search' }]} />
      <h1 className={css.title}>{title}</h1>
      {category && (
        <p className={css.scope} data-testid="search-scope">
          {t('search.inCategory', { name: category.name })}
        </p>
      )}
      <ProductListView
        list={products}
        filters={filters}
        emptyText={target.q ? t('search.noResults', { q: target.q }) : t('search.emptyQuery')}
      />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
