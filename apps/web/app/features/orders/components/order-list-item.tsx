// One order of the list: number, date, slot, service, status, total and its actions.
import type { Order } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { orderHeading, OrderLinkButton, orderTotal } from './order-format';
import { OrderSchedule } from './record-facts';
import { RecordCard } from './record-layout';

export function OrderListItem({ order, actions }: { order: Order; actions?: ReactNode }) {
  return (
    <RecordCard
      headingId={`order-${order.orderId}-title`}
      {...orderHeading(order)}
      testId="order-card"
      actions={
        <>
          <OrderLinkButton
            orderId={order.orderId}
            variant="outlined"
            aria-label={t('orders.detailsOf', { orderId: order.orderId })}
          >
            {t('orders.details')}
          </OrderLinkButton>
          {actions}
        </>
      }
    >
      <OrderSchedule order={order} />
      <dt>{t('orders.total')}</dt>
      <dd>
        <strong>{formatPrice(orderTotal(order))}</strong> · {t('orders.items', { count: order.totalItems })}
      </dd>
    </RecordCard>
  );
}
