// /checkout (spec 001 §2, login required): the checkout of the cart. An empty cart goes back to
// /cart with a message; entering sends begin_checkout (analytics, when allowed). The loaders
// bring what the page offers (packaging and payment types, delivery fee, the account's billing
// data) before it is entered; the cart comes from the cart's store. The checkout, cart and
// account features meet here: the cart's setup dialogs and the account's billing form are
// handed to the checkout view.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { getBillingData } from '../features/account/api/billing-data';
import { BillingForm } from '../features/account/components/billing-form';
import { requireUser, requireUserInBrowser } from '../features/account/require-user';
import { reloadCart, setCart, useCart } from '../features/cart/hooks/use-cart';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { loadCheckoutData } from '../features/checkout/api/load-checkout';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import type { BillingFormSlot } from '../features/checkout/components/invoice-section';
import { trackBeginCheckout } from '../features/checkout/tracking';
import { t } from '../i18n/i18n';
import type { RequestOptions } from '../lib/api/client';
import { serverRequestOptions } from '../lib/api/server';
import { notify } from '../lib/notify/notify';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

/** What the page offers besides the cart; a failed call leaves its part empty. */
async function loadCheckout(options: RequestOptions = {}) {
  const [checkout, billing] = await Promise.all([
    loadCheckoutData(options),
    getBillingData(options).catch(() => null),
  ]);
  return { checkout, billing };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user, ...(await loadCheckout(serverRequestOptions(request, context))) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUserInBrowser(request);
  return { user, ...(await loadCheckout()) };
}

const billingForm: BillingFormSlot = ({ initial, onSaved }) => (
  <BillingForm initial={initial} onSaved={onSaved} />
);

export function meta() {
  return [...seoMeta({ title: t('checkout.title') }), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { status, cart } = useCart();
  const cartActions = useCartActions();
  // The cart's setup dialogs for a cart without address or slot; the fresh cart reaches the
  // page through the cart's store.
  const completeSetup = async () => {
    if (await cartActions.ensureSetup()) await reloadCart();
  };
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
          data={loaderData.checkout}
          billing={loaderData.billing}
          billingForm={billingForm}
          onCart={setCart}
          onCompleteSetup={() => void completeSetup()}
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
