// One refund request of the list: number, status, order, date, method, products, amount.
import Button from '@mui/material/Button';
import type { Refund } from '@sporta/contracts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { RefundStatusChip } from './order-format';
import { RecordCard } from './record-layout';

export function RefundListItem({ refund: r }: { refund: Refund }) {
  return (
    <RecordCard
      headingId={`refund-${r.refundId}`}
      title={t('refunds.number', { refundId: r.refundId })}
      chip={<RefundStatusChip id={r.refundStatusId} label={r.refundStatusDescr} />}
      testId="refund-card"
      actions={
        <Button
          component={Link}
          to={`/profile/order-refunds/${r.refundId}`}
          size="small"
          variant="outlined"
          aria-label={t('refunds.detailsOf', { refundId: r.refundId })}
        >
          {t('refunds.details')}
        </Button>
      }
    >
      <dt>{t('refunds.order')}</dt>
      <dd>
        <Link to={`/profile/orders/${r.orderId}`}>{t('refunds.orderLink', { orderId: r.orderId })}</Link>
      </dd>
      <dt>{t('refunds.date')}</dt>
      <dd>{formatDate(r.createdAt)}</dd>
      <dt>{t('refunds.method')}</dt>
      <dd>{r.methodDescr}</dd>
      <dt>{t('refunds.products')}</dt>
      <dd>{r.items.map((i) => i.name).join(', ')}</dd>
      {r.methodId === 6 && (
        <>
          <dt>{t('refunds.amount')}</dt>
          <dd>{formatPrice(r.amount)}</dd>
        </>
      )}
    </RecordCard>
  );
}
