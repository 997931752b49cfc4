// /cart (spec 001 §2): the cart, loaded in the browser for the logged-in shopper, with its
// delivery setup on top (each part opens its selector) and the gift codes beside the totals: the
// cart, delivery and gifts features meet here.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CartView } from '../features/cart/components/cart-view';
import { isAnonymousCart } from '../features/cart/hooks/cart-setup-context';
import { setCart, useCurrentCart } from '../features/cart/hooks/use-cart';
import { DeliveryPanel } from '../features/delivery/components/delivery-summary';
import { GiftCodeBox } from '../features/gifts/components/gift-code-box';
import { t } from '../i18n/i18n';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [{ title: `${t('cart.title')} | Sporta` }, { name: 'robots', content: 'noindex' }];
}

/** The cart's service, address and slot with their "Cambia" buttons (issue 19.2). */
function CartDelivery() {
  const cart = useCurrentCart();
  return <DeliveryPanel cart={isAnonymousCart(cart) ? null : cart} />;
}

export default function CartPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 34 }, mb: 2 }}>
        {t('cart.title')}
      </Typography>
      <CartView delivery={<CartDelivery />} gifts={(cart) => <GiftCodeBox cart={cart} onCart={setCart} />} />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
