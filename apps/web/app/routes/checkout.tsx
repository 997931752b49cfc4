// /checkout (spec 001 §2, login required): the checkout of the cart. An empty cart goes back to
// /cart with a message; entering sends begin_checkout (analytics, when allowed).
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { requireUser, requireUserInBrowser } from '../features/account/require-user';
import { reloadCart, setCart, useCart } from '../features/cart/hooks/use-cart';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { trackBeginCheckout } from '../features/checkout/tracking';
import { t } from '../i18n/i18n';
import { notify } from '../lib/notify/notify';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserInBrowser(request) };
}

export function meta() {
  return [...seoMeta({ title: t('checkout.title') }), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage() {
  const { status, cart } = useCart();
  const navigate = useNavigate();
  const entered = useRef(false);
  const purchased = useRef(false);

  useEffect(() => {
    if (entered.current || purchased.current || status !== 'ready' || !cart) return;
    entered.current = true;
    if (cart.cartItems.length === 0) {
      notify('info', t('checkout.emptyCart'));
      void navigate('/cart', { replace: true });
      return;
    }
    trackBeginCheckout(cart);
  }, [status, cart, navigate]);

  useEffect(() => {
    if (status === 'anonymous') void navigate('/login?redirect=/checkout', { replace: true });
  }, [status, navigate]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 34 }, mb: 2 }}>
        {t('checkout.title')}
      </Typography>
      {cart && cart.cartItems.length > 0 ? (
        <CheckoutView
          cart={cart}
          onCart={setCart}
          onPurchased={() => {
            purchased.current = true;
            void reloadCart();
          }}
        />
      ) : (
        <Typography sx={{ py: 4 }}>{t('common.loading')}</Typography>
      )}
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
