// Fast search (spec 000 §2, 002 §4): q is a shopping list, words separated by commas; one
// result group per word (the first products of each search, a link to all of them when there
// are more). The words can be added, removed and cleared; they are saved in the history.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Route } from './+types/fast-search';
import { getProducts, productsQueryOptions } from '../features/catalog/api/get-products';
import { ProductSlider } from '../features/catalog/components/product-slider';
import type { ProductList } from '../features/catalog/types';
import { FastSearchForm } from '../features/search/components/fast-search-form';
import { useSaveSearchWords } from '../features/search/hooks/use-save-search-word';
import { fastSearchWords } from '../features/search/search-params';
import { t } from '../i18n/i18n';
import { unwrap } from '../lib/api/client';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { serverRequestOptions } from '../lib/api/server';
import { asRouteError } from '../lib/route-errors';
import { canonicalUrl, seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { errorMeta, PageErrorBoundary } from './page-error';

export const FAST_SEARCH_GROUP_SIZE = 12;

async function load(url: URL, products: (q: string) => Promise<ProductList>) {
  const words = fastSearchWords(url.searchParams.get('q'));
  try {
    const groups = await Promise.all(
      words.map(async (word) => {
        const list = await products(word);
        return { word, products: list.products, total: list.page?.totItems ?? list.products.length };
      }),
    );
    return { words, groups, canonical: canonicalUrl(url.href, '/fast-search') };
  } catch (error) {
    throw asRouteError(error);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = serverRequestOptions(request, context);
  return load(new URL(request.url), (q) => getProducts({ q, pageSize: FAST_SEARCH_GROUP_SIZE }, options));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const client = await loadQueryClient();
  return load(new URL(request.url), async (q) =>
    unwrap(await client.ensureQueryData(productsQueryOptions({ q, pageSize: FAST_SEARCH_GROUP_SIZE }))),
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return errorMeta(error);
  return [
    ...seoMeta({
      title: t('search.fastTitle'),
      description: t('search.fastIntro'),
      canonical: data.canonical,
    }),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function FastSearchPage({ loaderData }: Route.ComponentProps) {
  const { words, groups } = loaderData;
  useSaveSearchWords(words);
  return (
    <Container maxWidth="lg" data-testid="fast-search-page">
      <Breadcrumbs items={[{ name: t('search.fastTitle'), href: '/fast-search' }]} />
      <Typography variant="h1">{t('search.fastTitle')}</Typography>
      <Typography sx={{ mt: 0.5, mb: 2, color: 'text.secondary' }}>{t('search.fastIntro')}</Typography>
      <FastSearchForm words={words} />
      {groups.map((g) =>
        g.products.length > 0 ? (
          <ProductSlider
            key={g.word}
            title={t('search.fastGroup', { word: g.word })}
            products={g.products}
            total={g.total}
            showAllHref={`/search?q=${encodeURIComponent(g.word)}`}
            testId="fast-search-group"
          />
        ) : (
          <Box key={g.word} component="section" data-testid="fast-search-group" sx={{ mt: 5 }}>
            <Typography variant="h2">{g.word}</Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {t('search.fastNoResults', { word: g.word })}
            </Typography>
          </Box>
        ),
      )}
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
