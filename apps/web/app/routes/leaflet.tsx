// A leaflet (/volantini/:leafletId for type 2, /catalogo-soci/:leafletId for the others; id or
// slug, seed 002 §2 "Leaflet page", issue 24): breadcrumb Homepage › Volantini › title, the
// page-flip viewer, and below it the leaflet's products as the catalogue's grid with the prices
// of the customer's store. A hotspot opens the product's card in a dialog — price, quantity, add
// to cart — without leaving the leaflet. This route is where the leaflets and catalogue features
// meet (features never import each other).
import { leafletPath } from '@sporta/domain/leaflets';
import leafletMessages from 'virtual:sporta/messages-page/leaflet';
import { lazy, Suspense, useState } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/leaflet';
import { cardProduct, type CardProduct } from '../features/catalog/card-product';
import { getLeaflet } from '../features/leaflets/api/get-leaflet';
import { getLeafletProducts } from '../features/leaflets/api/get-leaflet-products';
import { LeafletViewer } from '../features/leaflets/components/leaflet-viewer';
import css from '../features/leaflets/components/leaflets.module.css';
import { addPageMessages, t } from '../i18n/i18n';
import type { RequestOptions } from '../lib/api/client';
import { serverRequestOptions } from '../lib/api/server';
import { pack, useUnpacked } from '../lib/packed';
import { loadOr404 } from '../lib/route-errors';
import { breadcrumbJsonLd, canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { lazyDialog } from '../ui/dialogs/lazy-dialog';
import { errorMeta, PageErrorBoundary } from './page-error';

// The messages only this page shows come with it, not with every page's entry (ADR 0068).
addPageMessages(leafletMessages);

const ProductDialog = lazyDialog(() => import('./leaflet-product-dialog'));
// The grid below the viewer: server-rendered in full, its code loaded after the page's (React
// keeps the server's markup until it arrives), so that what the first view needs comes first.
const ProductGrid = lazy(() =>
  import('../features/catalog/components/product-grid').then((m) => ({ default: m.ProductGrid })),
);

async function productsOf(key: string, options: RequestOptions): Promise<CardProduct[]> {
  try {
    return (await getLeafletProducts(key, options)).products.map(cardProduct);
  } catch {
    return []; // the viewer still works; the grid and the dialogs wait for the catalogue
  }
}

export async function loadLeaflet(url: string, key: string, options: RequestOptions) {
  const leaflet = await loadOr404(getLeaflet(key, options));
  // A leaflet under the other type's path, or by id: its own address (slug) instead.
  const path = leafletPath(leaflet.leafletTypeId, leaflet.slug);
  if (new URL(url).pathname !== path) throw redirect(path, 301);
  // The products travel packed: one string for the loader data's decoder (ADR 0020).
  const products = pack(await productsOf(leaflet.slug, options));
  return { leaflet, products, canonical: canonicalUrl(url, path) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLeaflet(request.url, params.leafletId, serverRequestOptions(request, context));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadLeaflet(request.url, params.leafletId, {});
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const l = data.leaflet;
  return [
    ...seoMeta({ title: l.title, description: l.description || l.validityText, canonical: data.canonical }),
    breadcrumbJsonLd(data.canonical, [
      { name: t('leaflets.title'), href: '/volantini' },
      { name: l.title, href: l.location },
    ]),
  ];
}

export default function LeafletPage({ loaderData }: Route.ComponentProps) {
  const { leaflet } = loaderData;
  const products = useUnpacked(loaderData.products);
  const [open, setOpen] = useState<number | null>(null);
  const [pageFilter, setPageFilter] = useState(0);
  const product = open === null ? undefined : products.find((p) => p.productId === open);
  const pages = leaflet.leafletPage ?? [];
  const onPage = pageFilter
    ? new Set(pages.find((p) => p.pageNumber === pageFilter)?.products.map((x) => x.productId))
    : null;
  const shown = onPage ? products.filter((p) => onPage.has(p.productId)) : products;
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: t('leaflets.title'), href: '/volantini' },
          { name: leaflet.title, href: leaflet.location },
        ]}
      />
      <h1 className={css.heading}>{leaflet.title}</h1>
      <p className={css.intro}>
        {leaflet.validityText}
        {leaflet.description ? ` · ${leaflet.description}` : ''}
      </p>
      <LeafletViewer leaflet={leaflet} onProduct={setOpen} />
      <ProductDialog open={open !== null} product={product} onClose={() => setOpen(null)} />
      {products.length > 0 && (
        <section className={css.products} aria-labelledby="leaflet-products">
          <h2 id="leaflet-products" className={css.productsHeading}>
            {t('leaflets.products')}
          </h2>
          <p className={css.intro}>{t('leaflets.productsHint')}</p>
          <label className={css.filter}>
            {t('leaflets.filterByPage')}
            <select
              value={pageFilter}
              onChange={(e) => setPageFilter(Number(e.target.value))}
              data-testid="leaflet-page-filter"
            >
              <option value={0}>{t('leaflets.allPages')}</option>
              {pages.map((p) => (
                <option key={p.pageNumber} value={p.pageNumber}>
                  {t('leaflets.pageOption', { page: p.pageNumber })}
                </option>
              ))}
            </select>
          </label>
          <Suspense fallback={null}>
            <ProductGrid key={pageFilter} products={shown} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
