// One refund request of the list: number, status, order, date, method, products, amount.
import Button from '@mui/material/Button';
import type { Refund } from '@sporta/contracts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { refundHeading } from './order-format';
import { RecordCard } from './record-layout';
import { RefundAmount, RefundOrigin } from './record-facts';

export function RefundListItem({ refund: r }: { refund: Refund }) {
  return (
    <RecordCard
      headingId={`refund-${r.refundId}`}
      {...refundHeading(r)}
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
      <RefundOrigin refund={r} />
      <dt>{t('refunds.method')}</dt>
      <dd>{r.methodDescr}</dd>
      <dt>{t('refunds.products')}</dt>
      <dd>{r.items.map((i) => i.name).join(', ')}</dd>
      <RefundAmount refund={r} />
    </RecordCard>
  );
}
