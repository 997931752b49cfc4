// The catch-all category page (spec 000 §2, 001 §2–4): slug from the path, optional categoryId;
// breadcrumb, subcategory chips, facets, promo/new filters, sort and a grid of 24 products with
// pagination. The filters live in the URL (server-rendered, shareable, kept on going back); a
// link to another category carries none, so a new category starts without filters.
// An unknown slug is the 404 page.
import { t } from '../i18n/i18n';
import type { Route } from './+types/category';
import { getCategory, categoryQueryOptions } from '../features/catalog/api/get-category';
import { getProducts, productsQueryOptions } from '../features/catalog/api/get-products';
import { lazy, Suspense } from 'react';
import { CategoryPopup } from '../features/catalog/components/category-popup';
import { ProductListView } from '../features/catalog/components/product-list-view';
import { SubcategoryLinks } from '../features/catalog/components/subcategory-links';
import { parseFilters, type ProductFilters } from '../features/catalog/filters';
import type { Category, ProductList } from '../features/catalog/types';
import { unwrap } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError, loadOr404, notFound } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from './category.module.css';
import { cardProduct } from '../features/catalog/card-product';
import { pack, useUnpacked } from '../lib/packed';

interface Target {
  slug: string;
  categoryId: string | null;
  filters: ProductFilters;
}

/** Slug, categoryId and page of a category URL; a leading /shop segment is stripped (spec 000 §2). */
function target(url: URL, splat: string | undefined): Target {
  const slug = (splat ?? '')
    .replace(/^shop\/(category\/)?/, '')
    .replace(/^category\//, '')
    .replace(/\/+$/, '');
  if (!slug || !/^[\p{L}\p{N}/_.-]+$/u.test(slug)) notFound();
  return { slug, categoryId: url.searchParams.get('categoryId'), filters: parseFilters(url.searchParams) };
}

function result(request: string, t: Target, category: Category, products: ProductList) {
  const page = t.filters.page;
  const path = `/${category.slug}${page > 1 ? `?page=${page}` : ''}`;
  // The grid's cards need a part of each product (card-product.ts).
  // They travel packed: one string for the loader data's decoder (ADR 0020).
  const list = pack({ ...products, products: products.products.map(cardProduct) });
  return { category, products: list, filters: t.filters, canonical: canonicalUrl(request, path) };
}

// The popup's description is content HTML: the content feature draws it, loaded with the popup.
const PopupHtml = lazy(() =>
  import('../features/content/components/content-html').then((m) => ({ default: m.ContentHtml })),
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const t = target(new URL(request.url), params['*']);
  const options = serverRequestOptions(request, context);
  const category = await loadOr404(getCategory(t.slug, t.categoryId, options));
  const products = await getProducts(
    { parentCategoryId: category.categoryId, filters: t.filters },
    options,
  ).catch((e: unknown) => {
    throw asRouteError(e);
  });
  return result(request.url, t, category, products);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const t = target(new URL(request.url), params['*']);
  const client = await loadQueryClient();
  const category = await loadOr404(
    client.ensureQueryData(categoryQueryOptions(t.slug, t.categoryId)).then((e) => unwrap(e).category),
  );
  try {
    const products = unwrap(
      await client.ensureQueryData(
        productsQueryOptions({ parentCategoryId: category.categoryId, filters: t.filters }),
      ),
    );
    return result(request.url, t, category, products);
  } catch (error) {
    throw asRouteError(error);
  }
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const seo = data.category.metaData?.category_seo;
  return seoMeta({
    title: seo?.SEO_TITLE || data.category.name,
    description:
      seo?.SEO_DESCRIPTION ||
      data.category.description ||
      `${data.category.name}: fai la spesa online su Sporta.`,
    canonical: data.canonical,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, filters } = loaderData;
  const products = useUnpacked(loaderData.products);
  const crumbs = (category.breadCrumbs?.length ? category.breadCrumbs : [category]).map((c) => ({
    name: c.name,
    href: `/${c.slug}`,
  }));
  if (crumbs.at(-1)?.href !== `/${category.slug}`)
    crumbs.push({ name: category.name, href: `/${category.slug}` });
  return (
    <div className="container" data-testid="category-page">
      <Breadcrumbs items={crumbs} />
      <h1 className={css.title}>{category.name}</h1>
      {category.description && (
        <p className={css.description}>{category.description.replace(/<[^>]+>/g, ' ')}</p>
      )}
      {/* Keyed by category: another category's chip row starts at its first chip, not at the
          scroll the previous page left it at. */}
      <SubcategoryLinks key={category.categoryId} categories={category.children ?? []} />
      <ProductListView list={products} filters={filters} emptyText={t('category.noProducts')} />
      <CategoryPopup
        key={`popup-${category.categoryId}`}
        categoryId={category.categoryId}
        meta={category.metaData?.category_popup}
        html={(html) => (
          <Suspense fallback={null}>
            <PopupHtml html={html} />
          </Suspense>
        )}
      />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
