// The facts an order or a refund request shows both in its list and on its page (children of a
// FactList).
import MuiLink from '@mui/material/Link';
import type { Order, Refund } from '@sporta/contracts';
import { Link } from 'react-router';
import { REFUND_METHOD } from '@sporta/domain/status';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { serviceLabel, slotText } from './order-format';

/** When and how an order comes: its date, its service and its delivery slot. */
export function OrderSchedule({ order }: { order: Order }) {
  return (
    <>
      <dt>{t('orders.date')}</dt>
      <dd>{formatDate(order.createdAt)}</dd>
      <dt>{t('orders.service')}</dt>
      <dd>{serviceLabel(order)}</dd>
      <dt>{t('orders.delivery')}</dt>
      <dd>{slotText(order)}</dd>
    </>
  );
}

/** Where the request comes from: its order (a link to it) and its date. */
export function RefundOrigin({ refund }: { refund: Refund }) {
  return (
    <>
      <dt>{t('refunds.order')}</dt>
      <dd>
        <MuiLink component={Link} to={`/profile/orders/${refund.orderId}`} underline="always">
          {t('refunds.orderLink', { orderId: refund.orderId })}
        </MuiLink>
      </dd>
      <dt>{t('refunds.date')}</dt>
      <dd>{formatDate(refund.createdAt)}</dd>
    </>
  );
}

/** The amount paid back, for a refund (method 6) only. */
export function RefundAmount({ refund }: { refund: Refund }) {
  if (refund.methodId !== REFUND_METHOD.REFUND) return null;
  return (
    <>
      <dt>{t('refunds.amount')}</dt>
      <dd>{formatPrice(refund.amount)}</dd>
    </>
  );
}
