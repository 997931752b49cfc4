// /cart (spec 001 §2): the cart, loaded in the browser for the logged-in shopper.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CartView } from '../features/cart/components/cart-view';
import { t } from '../i18n/i18n';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [{ title: `${t('cart.title')} | Sporta` }, { name: 'robots', content: 'noindex' }];
}

export default function CartPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 34 }, mb: 2 }}>
        {t('cart.title')}
      </Typography>
      <CartView />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
