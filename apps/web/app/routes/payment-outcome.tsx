// /cart/payment-completed/:orderId and /cart/payment-error/:orderId (spec 001 §2, login
// required): where the shop lands after a buy or the hosted payment page.
import Container from '@mui/material/Container';
import { useLocation, useParams } from 'react-router';
import type { Route } from './+types/payment-outcome';
import { requireUser, requireUserInBrowser } from '../features/account/require-user';
import { PaymentOutcome } from '../features/checkout/components/payment-outcome';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserInBrowser(request) };
}

export function meta({ location }: Route.MetaArgs) {
  const title = location.pathname.includes('payment-error')
    ? t('payment.error.title')
    : t('payment.completed.title');
  return [...seoMeta({ title }), { name: 'robots', content: 'noindex' }];
}

export default function PaymentOutcomePage() {
  const { orderId } = useParams();
  const { pathname } = useLocation();
  const outcome = pathname.includes('payment-error') ? 'error' : 'completed';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PaymentOutcome key={`${outcome}-${orderId}`} orderId={Number(orderId)} outcome={outcome} />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
