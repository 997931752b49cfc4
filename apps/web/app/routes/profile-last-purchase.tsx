// /profile/last-purchase (spec 001 §2): the lines of the newest order that went ahead, each to
// add to the cart again, or all at once.
import MuiLink from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS } from '@sporta/domain/status';
import { Link } from 'react-router';
import { listOrders } from '../features/orders/api/orders';
import { OrderLines } from '../features/orders/components/order-lines';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import { PageErrorBoundary } from './page-error';
import { useOrderCartActions } from './orders-cart-bridge';

export function meta() {
  return [...seoMeta({ title: t('orders.lastPurchase.title') }), { name: 'robots', content: 'noindex' }];
}

const NOT_BOUGHT: number[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.UNPAID, ORDER_STATUS.FAILED, 14];

export default function ProfileLastPurchasePage() {
  const last = useLoaded(
    async (signal) =>
      (await listOrders({ page: 1 }, signal)).orders.find((o) => !NOT_BOUGHT.includes(o.orderStatusId)) ??
      null,
    [],
  );
  const { addAll, addLine, busy } = useOrderCartActions();
  const order = last.data;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('orders.lastPurchase.title')}
      </Typography>
      {last.error && <Alert severity="error">{last.error}</Alert>}
      {last.loading && !last.data && <Typography role="status">{t('common.loading')}</Typography>}
      {order === null && <Typography>{t('orders.lastPurchase.none')}</Typography>}
      {order && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            {t('orders.lastPurchase.intro', { orderId: order.orderId, date: formatDate(order.createdAt) })}{' '}
            <MuiLink component={Link} to={`/profile/orders/${order.orderId}`} underline="always">
              {t('orders.detailsOf', { orderId: order.orderId })}
            </MuiLink>
          </Typography>
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void addAll(order.orderId)}>
              {t('orders.addAll')}
            </Button>
          </Box>
          <OrderLines
            lines={order.orderItems}
            caption={t('orders.lines')}
            action={(line) => (
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={t('orders.lastPurchase.addNamed', { name: line.name })}
                onClick={() => void addLine(line, line.quantity)}
              >
                {t('orders.lastPurchase.add')}
              </Button>
            )}
          />
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
