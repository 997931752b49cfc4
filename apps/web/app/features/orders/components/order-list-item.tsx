// One order of the list: number, date, slot, service, status, total and its actions.
import Button from '@mui/material/Button';
import type { Order } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { OrderStatusChip, orderTotal, serviceLabel, slotText } from './order-format';
import { RecordCard } from './record-layout';

export function OrderListItem({ order, actions }: { order: Order; actions?: ReactNode }) {
  return (
    <RecordCard
      headingId={`order-${order.orderId}-title`}
      title={t('orders.number', { orderId: order.orderId })}
      chip={<OrderStatusChip order={order} />}
      testId="order-card"
      actions={
        <>
          <Button
            component={Link}
            to={`/profile/orders/${order.orderId}`}
            variant="outlined"
            size="small"
            aria-label={t('orders.detailsOf', { orderId: order.orderId })}
          >
            {t('orders.details')}
          </Button>
          {actions}
        </>
      }
    >
      <dt>{t('orders.date')}</dt>
      <dd>{formatDate(order.createdAt)}</dd>
      <dt>{t('orders.service')}</dt>
      <dd>{serviceLabel(order)}</dd>
      <dt>{t('orders.delivery')}</dt>
      <dd>{slotText(order)}</dd>
      <dt>{t('orders.total')}</dt>
      <dd>
        <strong>{formatPrice(orderTotal(order))}</strong> · {t('orders.items', { count: order.totalItems })}
      </dd>
    </RecordCard>
  );
}
