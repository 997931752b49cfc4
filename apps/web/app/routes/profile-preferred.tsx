// /profile/preferred (spec 001 §2): the customer's favourites if any (products in their lists,
// products?preferred=1), otherwise the products most purchased in past orders
// (order/most-purchased).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getProducts } from '../features/catalog/api/get-products';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { mostPurchased } from '../features/orders/api/orders';
import { quantityText } from '../features/orders/components/order-format';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';
import { useOrderCartActions } from './orders-cart-bridge';

export function meta() {
  return [
    ...seoMeta({ title: t('orders.preferred.mostPurchasedTitle') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProfilePreferredPage() {
  const favourites = useLoaded(
    (signal) => getProducts({ preferred: true, pageSize: 96 }, { signal, quiet: true }),
    [],
  );
  if (favourites.loading && !favourites.data)
    return <Typography role="status">{t('common.loading')}</Typography>;
  if (favourites.data && favourites.data.products.length > 0)
    return (
      <Box>
        <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 2 }}>
          {t('orders.preferred.favouritesTitle')}
        </Typography>
        <ProductGrid products={favourites.data.products} />
      </Box>
    );
  return <MostPurchased />;
}

function MostPurchased() {
  const products = useLoaded((signal) => mostPurchased(signal), []);
  const { addLine, busy } = useOrderCartActions();
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('orders.preferred.mostPurchasedTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('orders.preferred.intro')}</Typography>
      {products.error && <Alert severity="error">{products.error}</Alert>}
      {products.loading && !products.data && <Typography role="status">{t('common.loading')}</Typography>}
      {products.data?.length === 0 && <Typography>{t('orders.preferred.none')}</Typography>}
      {products.data && products.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t('orders.preferred.mostPurchasedTitle')}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {products.data.map((p) => (
            <Paper
              key={p.productId}
              component="li"
              variant="outlined"
              data-testid="preferred-product"
              sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                component="img"
                src={p.mediaURL || '/no-icon.png'}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                sx={{ objectFit: 'contain', flexShrink: 0 }}
              />
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {p.name}
                </Typography>
                {p.shortDescr && (
                  <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{p.shortDescr}</Typography>
                )}
                <Typography sx={{ fontSize: 13 }}>
                  {t('orders.preferred.times', { count: p.timesOrdered })} ·{' '}
                  {quantityText(p.loose, p.lastQuantity)}
                </Typography>
                <Box>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    aria-label={t('orders.lastPurchase.addNamed', { name: p.name })}
                    onClick={() =>
                      void addLine({ productId: p.productId, name: p.name, unitPrice: 0 }, p.lastQuantity)
                    }
                  >
                    {t('orders.lastPurchase.add')}
                  </Button>
                </Box>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
