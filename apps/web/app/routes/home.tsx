// Home (spec 000 §2): departments with their images and a product slider from the catalogue,
// until the content blocks of the content issue arrive.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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
import { DepartmentTiles } from '../features/catalog/components/department-tiles';
import { AddToCartControl } from '../features/cart/components/quantity-control';
import { ProductSlider } from '../features/catalog/components/product-slider';
import type { CategoryNode } from '../features/catalog/types';
import { t } from '../i18n/i18n';
import { unwrap, type RequestOptions } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { errorMeta, PageErrorBoundary } from './page-error';

export const SLIDER_SIZE = SLIDER_LIMIT;

/** The promotions slider (adv promo=true); without promotions, the first department's. */
async function featured(departments: CategoryNode[], load: (p: AdvParams) => Promise<AdvData>) {
  const promo = await load({ promo: true, limit: SLIDER_SIZE });
  if (promo.products.length > 0)
    return { products: promo.products, total: promo.page?.totItems, href: '/search?promo=true' };
  const first = departments[0];
  if (!first) return { products: [], total: 0, href: undefined };
  const list = await load({ categoryId: first.categoryId, limit: SLIDER_SIZE });
  return { products: list.products, total: list.page?.totItems, href: `/${first.slug}` };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options: RequestOptions = serverRequestOptions(request, context);
  try {
    const departments = await getCategoryTree(options);
    const slider = await featured(departments, (p) => getAdv(p, options));
    return { departments, slider, canonical: canonicalUrl(request.url, '/') };
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
    return { departments, slider, canonical: canonicalUrl(window.location.href, '/') };
  } catch (error) {
    throw asRouteError(error);
  }
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return seoMeta({ title: t('home.title'), description: t('home.description'), canonical: data.canonical });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { departments, slider } = loaderData;
  const first = departments[0];
  return (
    <Container maxWidth="lg">
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          mt: { xs: 2, md: 3 },
          borderRadius: 4,
          overflow: 'hidden',
          position: 'relative',
          color: '#fff',
          px: { xs: 3, md: 6 },
          py: { xs: 4, md: 6 },
          background: 'linear-gradient(120deg, #b3121a 0%, #d2151e 55%, #e8452b 100%)',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: { xs: -60, md: 40 },
            top: { xs: -40, md: -30 },
            width: { xs: 200, md: 320 },
            height: { xs: 200, md: 320 },
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,.09)',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: { xs: 30, md: 220 },
            bottom: { xs: -70, md: -90 },
            width: { xs: 140, md: 220 },
            height: { xs: 140, md: 220 },
            borderRadius: '50%',
            bgcolor: 'rgba(255,212,0,.9)',
          }}
        />
        <Box sx={{ position: 'relative', maxWidth: 560 }}>
          <Typography variant="h1" id="hero-title" sx={{ fontSize: { xs: 28, md: 42 }, color: '#fff' }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: { xs: 16, md: 18 }, color: '#fff', opacity: 0.95 }}>
            {t('home.heroText')}
          </Typography>
          {first && (
            <Button
              component={Link}
              to={`/${first.slug}`}
              variant="contained"
              size="large"
              sx={{ mt: 3, bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#fff3f3' } }}
            >
              {t('home.heroCta')}
            </Button>
          )}
        </Box>
      </Box>
      <DepartmentTiles categories={departments} title={t('home.departments')} />
      <ProductSlider
        title={t('home.featured')}
        products={slider.products}
        total={slider.total}
        showAllHref={slider.href}
        renderAction={(p) => <AddToCartControl product={p} />}
      />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
