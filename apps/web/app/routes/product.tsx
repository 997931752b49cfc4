// Product page (spec 000 §2: loaded before entering): image, name, brand, format, price block
// and the detail texts.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/product';
import { getProduct, productQueryOptions } from '../features/catalog/api/get-product';
import { PriceBlock } from '../features/catalog/components/price-block';
import { ProductImage } from '../features/catalog/components/product-image';
import { PromoBadge } from '../features/catalog/components/promo-badge';
import type { Product } from '../features/catalog/types';
import { unwrap } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';

function found(p: Product | null | undefined): Product | null {
  return p && typeof p === 'object' && 'productId' in p ? p : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const product = await loadOr404(
    getProduct(params.slug, serverRequestOptions(request, context)).then(found),
  );
  return { product, canonical: canonicalUrl(request.url, `/product/${product.slug}`) };
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const product = await loadOr404(
    (await loadQueryClient()).ensureQueryData(productQueryOptions(params.slug)).then((e) => found(unwrap(e))),
  );
  return { product, canonical: canonicalUrl(request.url, `/product/${product.slug}`) };
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  const p = data.product;
  const brand = p.shortDescr ? `${p.shortDescr} ` : '';
  return seoMeta({
    title: `${p.name}${p.description ? ` ${p.description}` : ''}`,
    description:
      p.metaData?.product_description?.description ||
      `${brand}${p.name} ${p.description ?? ''}: compralo online su Sporta.`,
    canonical: data.canonical,
  });
}

const detailSections = [
  ['description', 'product.description'],
  ['ingredients', 'product.ingredients'],
  ['allergens', 'product.allergens'],
  ['storage', 'product.storage'],
  ['nutritional_values', 'product.nutritionalValues'],
] as const;

function plain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

function NutritionTable({ rows, caption }: { rows: { name: string; value: string }[]; caption: string }) {
  return (
    <Box
      component="table"
      sx={{
        mt: 1,
        borderCollapse: 'collapse',
        width: '100%',
        maxWidth: 520,
        fontSize: 15,
        '& td': { py: 0.75, borderBottom: '1px solid #eee' },
        '& td:last-of-type': { textAlign: 'right', fontWeight: 600 },
      }}
    >
      <Box
        component="caption"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {caption}
      </Box>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <Box component="td" sx={{ pl: row.name.startsWith('di cui') ? 2 : 0, color: 'text.secondary' }}>
              {row.name}
            </Box>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product } = loaderData;
  const crumbs = (product.breadCrumbs ?? []).map((c) => ({ name: c.name, href: `/${c.slug}` }));
  crumbs.push({ name: product.name, href: `/product/${product.slug}` });
  const details = product.metaData?.product_description ?? {};
  const image =
    product.media?.find((m) => m.large || m.medium)?.large ?? product.mediaURLMedium ?? product.mediaURL;
  const unavailable = product.available !== undefined && product.available <= 0;
  return (
    <Container maxWidth="lg" data-testid="product-page">
      <Breadcrumbs items={crumbs} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          bgcolor: '#fff',
          borderRadius: 4,
          p: { xs: 2, md: 5 },
          border: '1px solid #ececec',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 0, left: 0 }}>
            <PromoBadge product={product} />
          </Box>
          <ProductImage
            src={image}
            alt={product.name}
            size={400}
            priority
            sx={{ width: { xs: 280, md: 400 }, height: { xs: 280, md: 400 } }}
          />
        </Box>
        <Box>
          {product.shortDescr && (
            <Typography
              sx={{
                fontWeight: 800,
                color: 'secondary.main',
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
                fontSize: 14,
              }}
              data-testid="product-brand"
            >
              {product.shortDescr}
            </Typography>
          )}
          <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: 24, md: 32 } }}>
            {product.name}
          </Typography>
          {product.description && (
            <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 16 }} data-testid="product-format">
              {t('product.format')}: {product.description}
            </Typography>
          )}
          <Box sx={{ mt: 3, p: 2.5, borderRadius: 3, bgcolor: '#faf8f5' }}>
            <PriceBlock product={product} size="lg" />
            {product.warehousePromo?.view?.footer && (
              <Typography sx={{ mt: 1, fontSize: 14, color: 'text.secondary' }}>
                {plain(product.warehousePromo.view.footer)}
              </Typography>
            )}
            {unavailable && (
              <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>
                {t('product.notAvailable')}
              </Typography>
            )}
          </Box>
          <Box
            sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', fontSize: 14 }}
          >
            {product.vendor?.name && (
              <span>
                {t('product.brand')}: {product.vendor.name}
              </span>
            )}
            {product.codInt && <span>{t('product.code', { code: product.codInt })}</span>}
            {product.ivaCategory?.ivaPct !== undefined && (
              <span>{t('product.vat', { pct: product.ivaCategory.ivaPct })}</span>
            )}
          </Box>
        </Box>
      </Box>
      <Box
        component="section"
        aria-labelledby="product-details"
        sx={{ mt: 4, bgcolor: '#fff', borderRadius: 4, p: { xs: 2, md: 4 }, border: '1px solid #ececec' }}
      >
        <Typography variant="h2" id="product-details">
          {t('product.details')}
        </Typography>
        {detailSections.map(([key, label]) => {
          const value = details[key];
          if (!value || (Array.isArray(value) && value.length === 0)) return null;
          return (
            <Box key={key} sx={{ mt: 2.5 }}>
              <Divider sx={{ mb: 2 }} />
              <Typography variant="h3" component="h3">
                {t(label)}
              </Typography>
              {Array.isArray(value) ? (
                <NutritionTable rows={value} caption={t(label)} />
              ) : (
                <Typography sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
                  {plain(value)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
