// The current leaflets (/volantini, issue 24): the volantini and member catalogues valid today
// in the customer's store (the warehouse of the cart's catalogue hash; every cooperative's for a
// visitor who has not chosen one), as covers. Breadcrumb Homepage › Volantini.
import type { Route } from './+types/leaflets';
import { searchLeaflets, warehouseOfHash } from '../features/leaflets/api/search-leaflets';
import { LeafletList } from '../features/leaflets/components/leaflet-list';
import css from '../features/leaflets/components/leaflets.module.css';
import { t } from '../i18n/i18n';
import { currentCatalogHash } from '../lib/api/catalog-hash';
import type { RequestOptions } from '../lib/api/client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';

export async function loadLeaflets(url: string, hash: string | null | undefined, options: RequestOptions) {
  try {
    const leaflets = await searchLeaflets({ warehouseId: warehouseOfHash(hash) }, options);
    return { leaflets, canonical: canonicalUrl(url, '/volantini') };
  } catch (error) {
    throw asRouteError(error);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = serverRequestOptions(request, context);
  return loadLeaflets(request.url, options.catalogHash, options);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadLeaflets(request.url, currentCatalogHash(), {});
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return seoMeta({
    title: t('leaflets.title'),
    description: t('leaflets.description'),
    canonical: data.canonical,
  });
}

export default function Leaflets({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <Breadcrumbs items={[{ name: t('leaflets.title'), href: '/volantini' }]} />
      <h1 className={css.heading}>{t('leaflets.title')}</h1>
      <p className={css.intro}>{t('leaflets.description')}</p>
      <LeafletList leaflets={loaderData.leaflets} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
