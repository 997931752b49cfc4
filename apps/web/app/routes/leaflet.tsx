// A leaflet (/volantini/:leafletId for type 2, /catalogo-soci/:leafletId for the others; id or
// slug, seed 002 §2 "Leaflet page", issue 24): breadcrumb Homepage › Volantini › title, the
// page-flip viewer, and below it the leaflet's products as the catalogue's grid with the prices
// of the customer's store. A hotspot opens the product's card in a dialog — price, quantity, add
// to cart — without leaving the leaflet. This route is where the leaflets and catalogue features
// meet (features never import each other).
// The loader sends what the first view needs, the leaflet with its pages and hotspots; the
// products (the grid's and the dialog's) load in the browser when the grid comes near the
// window or a hotspot is tapped (ADR 0068).
import { leafletPath } from '@sporta/domain/leaflets';
import leafletMessages from 'virtual:sporta/messages-page/leaflet';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
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
import { loadOr404 } from '../lib/route-errors';
import { breadcrumbJsonLd, canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { lazyDialog } from '../ui/dialogs/lazy-dialog';
import { errorMeta, PageErrorBoundary } from './page-error';

// The messages only this page shows come with it, not with every page's entry (ADR 0068).
addPageMessages(leafletMessages);

const ProductDialog = lazyDialog(() => import('./leaflet-product-dialog'));
const ProductGrid = lazy(() =>
  import('../features/catalog/components/product-grid').then((m) => ({ default: m.ProductGrid })),
);

export async function loadLeaflet(url: string, key: string, options: RequestOptions) {
  const leaflet = await loadOr404(getLeaflet(key, options));
  // A leaflet under the other type's path, or by id: its own address (slug) instead.
  const path = leafletPath(leaflet.leafletTypeId, leaflet.slug);
  if (new URL(url).pathname !== path) throw redirect(path, 301);
  return { leaflet, canonical: canonicalUrl(url, path) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLeaflet(request.url, params.leafletId, serverRequestOptions(request, context));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadLeaflet(request.url, params.leafletId, {});
}

type Products =
  | { slug: string; status: 'idle' | 'loading' | 'failed' }
  | { slug: string; status: 'done'; products: CardProduct[] };

/** The leaflet's products with the prices of the customer's store, loaded on `load()`, once. */
function useLeafletProducts(slug: string): [Products, () => void] {
  const [state, setState] = useState<Products>({ slug, status: 'idle' });
  const current: Products = state.slug === slug ? state : { slug, status: 'idle' };
  const started = useRef<string | null>(null);
  const load = useCallback(() => {
    if (started.current === slug) return;
    started.current = slug;
    setState({ slug, status: 'loading' });
    getLeafletProducts(slug).then(
      // rendered as a transition: the cards' first render yields to the browser
      (list) =>
        startTransition(() => setState({ slug, status: 'done', products: list.products.map(cardProduct) })),
      () => setState({ slug, status: 'failed' }),
    );
  }, [slug]);
  return [current, load];
}

/** Calls `onNear` once the element comes within 600 px of the window. */
function useNear(onNear: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onNear]);
  return ref;
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
  const [loaded, loadProducts] = useLeafletProducts(leaflet.slug);
  const products = loaded.status === 'done' ? loaded.products : [];
  const gridRef = useNear(loadProducts);
  const [open, setOpen] = useState<number | null>(null);
  const [pageFilter, setPageFilter] = useState(0);
  const product = open === null ? undefined : products.find((p) => p.productId === open);
  const pages = leaflet.leafletPage ?? [];
  const onPage = pageFilter
    ? new Set(pages.find((p) => p.pageNumber === pageFilter)?.products.map((x) => x.productId))
    : null;
  const shown = onPage ? products.filter((p) => onPage.has(p.productId)) : products;
  const openProduct = (productId: number) => {
    loadProducts();
    setOpen(productId);
  };
  const waiting = loaded.status === 'idle' || loaded.status === 'loading';
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
      <LeafletViewer leaflet={leaflet} onProduct={openProduct} />
      <ProductDialog open={open !== null} product={product} loading={waiting} onClose={() => setOpen(null)} />
      {(waiting || products.length > 0 || loaded.status === 'failed') && (
        <section ref={gridRef} className={css.products} aria-labelledby="leaflet-products">
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
          {loaded.status === 'done' ? (
            <Suspense fallback={<p role="status">{t('leaflets.productsLoading')}</p>}>
              <ProductGrid key={pageFilter} products={shown} />
            </Suspense>
          ) : (
            <p role="status" className={css.productsStatus}>
              {loaded.status === 'failed' ? t('leaflets.productsFailed') : t('leaflets.productsLoading')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
