// Home (spec 000 §2): departments with their images and a product slider from the catalogue,
// until the content blocks of the content issue arrive.
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { categoryTreeQueryOptions, getCategoryTree } from '../features/catalog/api/get-category-tree';
import {
  advQueryOptions,
  getAdv,
  SLIDER_LIMIT,
  type AdvData,
  type AdvParams,
} from '../features/catalog/api/get-adv';
import { cardProduct } from '../features/catalog/card-product';
import { DepartmentTiles } from '../features/catalog/components/department-tiles';
import { departmentsOf } from '../features/navigation/types';
import { ProductSlider } from '../features/catalog/components/product-slider';
import type { CategoryNode } from '../features/catalog/types';
import { t } from '../i18n/i18n';
import { unwrap, type RequestOptions } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { pack, useUnpacked } from '../lib/packed';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from './home.module.css';

export const SLIDER_SIZE = SLIDER_LIMIT;

/**
 * The promotions slider (adv promo=true); without promotions, the first department's. Its cards
 * travel packed: one string for the loader data's decoder (ADR 0020).
 */
async function featured(departments: CategoryNode[], load: (p: AdvParams) => Promise<AdvData>) {
  return pack(await sliderOf(departments, load));
}

async function sliderOf(departments: CategoryNode[], load: (p: AdvParams) => Promise<AdvData>) {
  const promo = await load({ promo: true, limit: SLIDER_SIZE });
  if (promo.products.length > 0)
    return {
      products: promo.products.map(cardProduct),
      total: promo.page?.totItems,
      href: '/search?promo=true',
    };
  const first = departments[0];
  if (!first) return { products: [], total: 0, href: undefined };
  const list = await load({ categoryId: first.categoryId, limit: SLIDER_SIZE });
  return { products: list.products.map(cardProduct), total: list.page?.totItems, href: `/${first.slug}` };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options: RequestOptions = serverRequestOptions(request, context);
  try {
    const departments = await getCategoryTree(options);
    const slider = await featured(departments, (p) => getAdv(p, options));
    return { departments: departmentsOf(departments), slider, canonical: canonicalUrl(request.url, '/') };
  } catch (error) {
    throw asRouteError(error);
  }
}

export async function clientLoader() {
  const client = await loadQueryClient();
  try {
    const departments = unwrap(await client.ensureQueryData(categoryTreeQueryOptions())).categories;
    const slider = await featured(departments, async (p) =>
      unwrap(await client.ensureQueryData(advQueryOptions(p))),
    );
    return {
      departments: departmentsOf(departments),
      slider,
      canonical: canonicalUrl(window.location.href, '/'),
    };
  } catch (error) {
    throw asRouteError(error);
  }
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return seoMeta({ title: t('home.title'), description: t('home.description'), canonical: data.canonical });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { departments } = loaderData;
  const slider = useUnpacked(loaderData.slider);
  const first = departments[0];
  return (
    <div className="container">
      <section aria-labelledby="hero-title" className={css.hero}>
        <div aria-hidden className={css.circle} />
        <div aria-hidden className={css.sun} />
        <div className={css.text}>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          {first && (
            <Link to={`/${first.slug}`} className={css.cta}>
              {t('home.heroCta')}
            </Link>
          )}
        </div>
      </section>
      <DepartmentTiles categories={departments} title={t('home.departments')} />
      <ProductSlider
        title={t('home.featured')}
        products={slider.products}
        total={slider.total}
        showAllHref={slider.href}
      />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
