// Product page (spec 000 §2: loaded before entering; issue 4 §3): gallery from media[], brand,
// name, format, badges and product classes, promotion, the price block (unit price, price
// without VAT, lowest of 30 days), detail tabs, then — loaded when scrolled near — the
// alternatives (products/product-alternative-detail) and related products (adv product_id).
import { priceExcludingVat } from '@sporta/domain/money';
import { t } from '../i18n/i18n';
import type { Route } from './+types/product';
import { getProduct, productQueryOptions } from '../features/catalog/api/get-product';
import { getAdv } from '../features/catalog/api/get-adv';
import { getProductAlternatives } from '../features/catalog/api/get-product-alternatives';
import { AddToCartControl } from '../features/cart/components/quantity-control';
import { LazyProductSlider } from '../features/catalog/components/lazy-product-slider';
import { PriceBlock, priceUnit } from '../features/catalog/components/price-block';
import { ClassLabels, ProductBadges, VendorIcon } from '../features/catalog/components/product-badges';
import { unavailability } from '../features/catalog/components/product-card';
import { ProductDetailTabs } from '../features/catalog/components/product-detail-tabs';
import { ProductGallery } from '../features/catalog/components/product-gallery';
import { PromoBadge } from '../features/catalog/components/promo-badge';
import { PromoBlock } from '../features/catalog/components/promo-block';
import { GiftOffers } from '../features/catalog/components/gift-offers';
import { describedText } from '../features/catalog/product-meta';
import type { Product } from '../features/catalog/types';
import { unwrap } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { loadOr404 } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { formatPrice } from '../ui/format';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from './product.module.css';

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
    description: describedText(p) || `${brand}${p.name} ${p.description ?? ''}: compralo online su Sporta.`,
    canonical: data.canonical,
  });
}

function vatPct(p: Product): number | undefined {
  const pct = Number(p.ivaCategory?.ivaPct);
  return p.ivaCategory?.ivaPct !== undefined && Number.isFinite(pct) ? pct : undefined;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const crumbs = (product.breadCrumbs ?? []).map((c) => ({ name: c.name, href: `/${c.slug}` }));
  crumbs.push({ name: product.name, href: `/product/${product.slug}` });
  const reason = unavailability(product);
  const vat = vatPct(product);
  const price = product.priceDisplay ?? product.price;
  const leaf = product.breadCrumbs?.at(-1);
  return (
    <div className="container" data-testid="product-page">
      <Breadcrumbs items={crumbs} />
      <div className={`${css.panel} ${css.main}`}>
        <div className={css.media}>
          <div className={css.promo}>
            <PromoBadge product={product} />
          </div>
          <div className={css.vendor}>
            <VendorIcon product={product} size={48} />
          </div>
          <ProductGallery product={product} />
        </div>
        <div>
          {product.shortDescr && (
            <p className={css.brand} data-testid="product-brand">
              {product.shortDescr}
            </p>
          )}
          <h1 className={css.name}>{product.name}</h1>
          {product.description && (
            <p className={css.format} data-testid="product-format">
              {t('product.format')}: {product.description}
            </p>
          )}
          <div className={css.badges}>
            <ProductBadges product={product} />
            {(product.productClasses?.length ?? 0) > 0 && (
              <div data-testid="product-classes">
                <span className={css.hidden}>{t('catalog.classes')}</span>
                <ClassLabels product={product} limit={20} />
              </div>
            )}
          </div>
          <div className={css.buy}>
            <PromoBlock product={product} />
            <GiftOffers product={product} />
            <PriceBlock product={product} size="lg" />
            {vat !== undefined && price !== undefined && price > 0 && (
              <p className={css.noVat} data-testid="price-no-vat">
                {/* per kg for a loose product, as its price above */}
                {t('catalog.priceNoVat', {
                  price: `${formatPrice(priceExcludingVat(price, vat))}${priceUnit(product) ?? ''}`,
                })}
              </p>
            )}
            <AddToCartControl product={product} size="lg" />
            {reason && (
              <p className={css.unavailable} data-testid="unavailable">
                {t(`product.${reason}`)}
              </p>
            )}
          </div>
          <div className={css.facts}>
            {product.vendor?.name && (
              <span>
                {t('product.brand')}: {product.vendor.name}
              </span>
            )}
            {product.codInt && <span>{t('product.code', { code: product.codInt })}</span>}
            {vat !== undefined && <span>{t('product.vat', { pct: vat })}</span>}
          </div>
        </div>
      </div>
      <section aria-labelledby="product-details" className={`${css.panel} ${css.details}`}>
        <h2 id="product-details" className={css.detailsTitle}>
          {t('product.details')}
        </h2>
        <ProductDetailTabs product={product} />
      </section>
      <LazyProductSlider
        title={t('catalog.alternatives')}
        testId="alternatives-slider"
        loadKey={product.productId}
        load={async () => {
          const r = await getProductAlternatives(product.productId);
          return { products: r.products ?? [], total: r.count };
        }}
      />
      <LazyProductSlider
        title={t('catalog.related')}
        testId="related-slider"
        loadKey={product.productId}
        showAllHref={leaf ? `/${leaf.slug}` : undefined}
        load={async () => {
          const r = await getAdv({ productId: product.productId });
          return { products: r.products, total: r.page?.totItems };
        }}
      />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
