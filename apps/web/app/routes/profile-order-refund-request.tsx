// /profile/order-refund-request?order_id= (spec 001 §2; issue 7 §6): a refund or replacement
// request for the delivered lines of an order; once sent, its detail page opens.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getOrder } from '../features/orders/api/orders';
import { canRequestRefund } from '../features/orders/components/order-format';
import { RefundForm } from '../features/orders/components/refund-form';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('refunds.request.title') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileOrderRefundRequestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = Number(params.get('order_id'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useLoaded((signal) => (valid ? getOrder(orderId, signal) : Promise.resolve(null)), [orderId]);
  return (
    <Box>
      <Button
        component={Link}
        to={valid ? `/profile/orders/${orderId}` : '/profile/orders'}
        sx={{ mb: 1, px: 0 }}
      >
        ← {t('orders.back')}
      </Button>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('refunds.request.title')}
      </Typography>
      {!valid && <Alert severity="info">{t('refunds.request.missingOrder')}</Alert>}
      {order.error && <Alert severity="error">{order.error}</Alert>}
      {order.loading && valid && !order.data && <Typography role="status">{t('common.loading')}</Typography>}
      {order.data &&
        (canRequestRefund(order.data) ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {t('refunds.request.intro', { orderId: order.data.orderId })}
            </Typography>
            <RefundForm
              order={order.data}
              onSent={(refund) => void navigate(`/profile/order-refunds/${refund.refundId}`)}
            />
          </>
        ) : (
          <Alert severity="warning">{t('refunds.request.notDelivered')}</Alert>
        ))}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
