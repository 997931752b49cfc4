// Product page (spec 000 §2: loaded before entering; issue 4 §3): gallery from media[], brand,
// name, format, badges and product classes, promotion, the price block (unit price, price
// without VAT, lowest of 30 days), detail tabs, then — loaded when scrolled near — the
// alternatives (products/product-alternative-detail) and related products (adv product_id).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { priceExcludingVat } from '@sporta/domain';
import { t } from '../i18n/i18n';
import type { Route } from './+types/product';
import { getProduct, productQueryOptions } from '../features/catalog/api/get-product';
import { getAdv } from '../features/catalog/api/get-adv';
import { getProductAlternatives } from '../features/catalog/api/get-product-alternatives';
import { AddToCartControl } from '../features/cart/components/quantity-control';
import { LazyProductSlider } from '../features/catalog/components/lazy-product-slider';
import { PriceBlock } from '../features/catalog/components/price-block';
import { ClassLabels, ProductBadges, VendorIcon } from '../features/catalog/components/product-badges';
import { unavailability } from '../features/catalog/components/product-card';
import { ProductDetailTabs } from '../features/catalog/components/product-detail-tabs';
import { ProductGallery } from '../features/catalog/components/product-gallery';
import { PromoBadge } from '../features/catalog/components/promo-badge';
import { PromoBlock } from '../features/catalog/components/promo-block';
import type { Product } from '../features/catalog/types';
import { unwrap } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { formatPrice } from '../ui/format';
import { errorMeta, PageErrorBoundary } from './page-error';
import { visuallyHidden } from '../ui/visually-hidden';

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

function vatPct(p: Product): number | undefined {
  const pct = Number(p.ivaCategory?.ivaPct);
  return p.ivaCategory?.ivaPct !== undefined && Number.isFinite(pct) ? pct : undefined;
}

const panelSx = { bgcolor: '#fff', borderRadius: 4, border: '1px solid #ececec' } as const;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const crumbs = (product.breadCrumbs ?? []).map((c) => ({ name: c.name, href: `/${c.slug}` }));
  crumbs.push({ name: product.name, href: `/product/${product.slug}` });
  const reason = unavailability(product);
  const vat = vatPct(product);
  const price = product.priceDisplay ?? product.price;
  const leaf = product.breadCrumbs?.at(-1);
  return (
    <Container maxWidth="lg" data-testid="product-page">
      <Breadcrumbs items={crumbs} />
      <Box
        sx={{
          ...panelSx,
          display: 'grid',
          gap: { xs: 3, md: 6 },
          // minmax(0, …): long content (gallery, names) must not widen the page on a phone
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          p: { xs: 2, md: 5 },
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 0, left: 0, zIndex: 1 }}>
            <PromoBadge product={product} />
          </Box>
          <Box sx={{ position: 'absolute', top: 0, right: 0, zIndex: 1 }}>
            <VendorIcon product={product} size={48} />
          </Box>
          <ProductGallery product={product} />
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
          <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ProductBadges product={product} />
            {(product.productClasses?.length ?? 0) > 0 && (
              <Box data-testid="product-classes">
                <Box component="span" sx={visuallyHidden}>
                  {t('catalog.classes')}
                </Box>
                <ClassLabels product={product} limit={20} />
              </Box>
            )}
          </Box>
          <Box sx={{ mt: 3, p: 2.5, borderRadius: 3, bgcolor: '#faf8f5' }}>
            <PromoBlock product={product} />
            <PriceBlock product={product} size="lg" />
            {vat !== undefined && price !== undefined && price > 0 && (
              <Typography sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary' }} data-testid="price-no-vat">
                {t('catalog.priceNoVat', { price: formatPrice(priceExcludingVat(price, vat)) })}
              </Typography>
            )}
            <AddToCartControl product={product} size="lg" />
            {reason && (
              <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }} data-testid="unavailable">
                {t(`product.${reason}`)}
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
            {vat !== undefined && <span>{t('product.vat', { pct: vat })}</span>}
          </Box>
        </Box>
      </Box>
      <Box
        component="section"
        aria-labelledby="product-details"
        sx={{ ...panelSx, mt: 4, p: { xs: 2, md: 4 } }}
      >
        <Typography variant="h2" id="product-details" sx={{ mb: 1 }}>
          {t('product.details')}
        </Typography>
        <ProductDetailTabs product={product} />
      </Box>
      <LazyProductSlider
        renderAction={(p) => <AddToCartControl product={p} />}
        title={t('catalog.alternatives')}
        testId="alternatives-slider"
        loadKey={product.productId}
        load={async () => {
          const r = await getProductAlternatives(product.productId);
          return { products: r.products ?? [], total: r.count };
        }}
      />
      <LazyProductSlider
        renderAction={(p) => <AddToCartControl product={p} />}
        title={t('catalog.related')}
        testId="related-slider"
        loadKey={product.productId}
        showAllHref={leaf ? `/${leaf.slug}` : undefined}
        load={async () => {
          const r = await getAdv({ productId: product.productId });
          return { products: r.products, total: r.page?.totItems };
        }}
      />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
