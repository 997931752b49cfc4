// Home (spec 000 §2, slug homepage-2023): the content blocks the server gives this shopper
// (ADR 0053, features/blocks), then the departments from the catalogue. A leaflet viewer block's
// viewer loads when it comes near (home-leaflet-viewer.tsx, ADR 0070).
import type { Route } from './+types/home';
import { categoryTreeQueryOptions, getCategoryTree } from '../features/catalog/api/get-category-tree';
import { advQueryOptions, getAdv, type AdvData } from '../features/catalog/api/get-adv';
import { cardProduct } from '../features/catalog/card-product';
import { DepartmentTiles } from '../features/catalog/components/department-tiles';
import {
  getLocationBlocks,
  HOME_BLOCK_LOCATION,
  locationBlocksQueryOptions,
} from '../features/blocks/api/get-blocks';
import { loadBlocks, sliderQueryOf, type ProductSliderBlock } from '../features/blocks/load-blocks';
import { departmentsOf } from '../features/navigation/types';
import { t } from '../i18n/i18n';
import { unwrap, type RequestOptions } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { pack, useUnpacked } from '../lib/packed';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';
import css from './home.module.css';
import { StorefrontBlocks } from './storefront-blocks';

/** A product slider's cards (the adv call, spec 002 §7). */
function sliderProducts(adv: AdvData) {
  return { products: adv.products.map(cardProduct), total: adv.page?.totItems ?? adv.products.length };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options: RequestOptions = serverRequestOptions(request, context);
  try {
    const [departments, blocks] = await Promise.all([
      getCategoryTree(options),
      getLocationBlocks(HOME_BLOCK_LOCATION, options).then((list) =>
        loadBlocks(list, async (b) => sliderProducts(await getAdv(sliderQueryOf(b), options))),
      ),
    ]);
    return {
      departments: departmentsOf(departments),
      blocks: pack(blocks),
      canonical: canonicalUrl(request.url, '/'),
    };
  } catch (error) {
    throw asRouteError(error);
  }
}

export async function clientLoader() {
  const client = await loadQueryClient();
  try {
    const [departments, blocks] = await Promise.all([
      client.ensureQueryData(categoryTreeQueryOptions()).then((e) => unwrap(e).categories),
      client
        .ensureQueryData(locationBlocksQueryOptions(HOME_BLOCK_LOCATION))
        .then((e) =>
          loadBlocks(unwrap(e).category.categoryBlocks ?? [], async (b: ProductSliderBlock) =>
            sliderProducts(unwrap(await client.ensureQueryData(advQueryOptions(sliderQueryOf(b))))),
          ),
        ),
    ]);
    return {
      departments: departmentsOf(departments),
      blocks: pack(blocks),
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
  const blocks = useUnpacked(loaderData.blocks);
  return (
    <div className="container">
      <h1 className={css.heading}>{t('blocks.homeHeading')}</h1>
      <StorefrontBlocks blocks={blocks} />
      <DepartmentTiles categories={loaderData.departments} title={t('home.departments')} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
