// Store pages (spec 001 §2): /punti-vendita/:warehouseSlug and /negozi-e-volantini/negozi/:warehouseId,
// the store loaded before entering; unknown stores answer the real 404 page. Address with
// directions, phone, opening hours, the services offered there and the map.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Route } from './+types/store';
import type { Leaflet } from '@sporta/contracts';
import { searchLeaflets } from '../features/leaflets/api/search-leaflets';
import { LeafletList } from '../features/leaflets/components/leaflet-list';
import { getWarehouse } from '../features/stores/api/get-warehouse';
import type { RequestOptions } from '../lib/api/client';
import { t, type MessageKey } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404, notFound } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';

const KIND_KEYS: Record<string, MessageKey> = {
  store: 'stores.kind.store',
  hub: 'stores.kind.hub',
  locker: 'stores.kind.locker',
  pier: 'stores.kind.pier',
};
const LOCKER_KEYS: Record<number, MessageKey> = {
  1: 'stores.lockerLevel.1',
  2: 'stores.lockerLevel.2',
  3: 'stores.lockerLevel.3',
};

const StoreMap = lazy(() => import('../features/stores/components/store-map'));

function keyOf(params: { warehouseSlug?: string; warehouseId?: string }) {
  if (params.warehouseSlug) return { slug: params.warehouseSlug };
  const id = Number(params.warehouseId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return { warehouseId: id };
}

/** The store, its canonical address and its current leaflets (none when they cannot be read). */
async function load(params: Route.LoaderArgs['params'], requestUrl: string, options: RequestOptions) {
  const view = await loadOr404(getWarehouse(keyOf(params), options));
  const leaflets = await searchLeaflets({ warehouseId: view.warehouse.warehouseId }, options).catch(
    (): Leaflet[] => [],
  );
  return {
    view,
    leaflets,
    canonical: canonicalUrl(requestUrl, `/punti-vendita/${view.warehouse.slug}`),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return load(params, request.url, serverRequestOptions(request, context));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(params, request.url, {});
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const w = data.view.warehouse;
  return seoMeta({
    title: `${w.name} – ${w.address.city}`,
    description: t('stores.metaDescription', {
      name: w.name,
      address: `${w.address.address1} ${w.address.addressNumber}, ${w.address.postalcode} ${w.address.city}`,
    }),
    canonical: data.canonical,
  });
}

function ClientOnly({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? <>{children}</> : null;
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { warehouse: w, map } = loaderData.view;
  const { leaflets } = loaderData;
  const a = w.address;
  const street = `${a.address1}${a.addressNumber ? ` ${a.addressNumber}` : ''}`;
  const alwaysOpen = w.openingHours.every((h) => h.open === '00:00' && h.close === '24:00');
  const directions = `https://www.openstreetmap.org/directions?to=${a.latitude}%2C${a.longitude}`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs items={[{ name: w.name, href: `/punti-vendita/${w.slug}` }]} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Chip size="small" color="primary" label={t(KIND_KEYS[w.kind] ?? 'stores.kind.pickup')} />
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{w.storeName}</Typography>
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 36 }, mt: 1, mb: 2 }}>
        {w.name}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" component="section" aria-labelledby="store-address" sx={{ p: 2.5 }}>
            <Typography id="store-address" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('stores.address')}
            </Typography>
            <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="store-address">
              {street}
              <br />
              {a.postalcode} {a.city} ({a.province})
            </Typography>
            <Link
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-block', mt: 1 }}
            >
              {t('stores.directions')}
            </Link>
            {w.phone && (
              <Typography sx={{ mt: 1 }}>
                {t('stores.phone')}: <Link href={`tel:${w.phone.replace(/\s+/g, '')}`}>{w.phone}</Link>
              </Typography>
            )}
            {w.lockerMaxLevel !== null && LOCKER_KEYS[w.lockerMaxLevel] && (
              <Typography sx={{ mt: 1, fontSize: 14 }}>{t(LOCKER_KEYS[w.lockerMaxLevel]!)}</Typography>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="store-hours" sx={{ p: 2.5 }}>
            <Typography id="store-hours" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('stores.hours')}
            </Typography>
            {alwaysOpen ? (
              <Typography>{t('stores.alwaysOpen')}</Typography>
            ) : (
              <Box
                component="table"
                sx={{ width: '100%', borderCollapse: 'collapse' }}
                data-testid="store-hours"
              >
                <tbody>
                  {w.openingHours.map((h) => (
                    <tr key={h.day}>
                      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 500, py: 0.25 }}>
                        {h.day}
                      </Box>
                      <Box component="td" sx={{ textAlign: 'right' }}>
                        {h.open}–{h.close}
                      </Box>
                    </tr>
                  ))}
                </tbody>
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="store-services" sx={{ p: 2.5 }}>
            <Typography id="store-services" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('stores.services')}
            </Typography>
            {w.deliveryServices.length === 0 ? (
              <Typography>{t('stores.noServices')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {w.deliveryServices.map((s) => (
                  <li key={s.deliveryServiceId}>{s.name}</li>
                ))}
              </Box>
            )}
          </Paper>
        </Box>
        <Box component="section" aria-label={t('stores.map')}>
          <ClientOnly>
            <Suspense
              fallback={<Box sx={{ height: { xs: 260, md: 360 }, borderRadius: 3, bgcolor: '#eef1ee' }} />}
            >
              <StoreMap
                latitude={a.latitude}
                longitude={a.longitude}
                name={w.name}
                tileUrl={map.tileUrl}
                attribution={map.attribution}
              />
            </Suspense>
          </ClientOnly>
        </Box>
      </Box>
      {leaflets.length > 0 && (
        <Box component="section" aria-labelledby="store-leaflets" sx={{ mt: 4 }}>
          <Typography id="store-leaflets" component="h2" sx={{ fontWeight: 700, fontSize: 22, mb: 2 }}>
            {t('stores.leaflets')}
          </Typography>
          <LeafletList leaflets={leaflets} />
        </Box>
      )}
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
