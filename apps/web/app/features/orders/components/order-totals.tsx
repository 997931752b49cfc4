// Totals of an order, as its priced document says (ADR 0021): the products after their
// promotions, each discount, the delivery fee, the FAST surcharge, the bags, the total and the
// savings (after picking, the document of the real weights, with the total as ordered beside
// it), then the pre-authorised and captured amounts. Nothing is added up here.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@sporta/contracts';
import { Fragment } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { PriceSummary } from '../../../ui/price-summary';

export function OrderTotals({ order }: { order: Order }) {
  const weighed = order.finalPricing;
  const rows: { label: string; value: string; testId: string }[] = [];
  if (weighed)
    rows.push({
      label: t('pricing.placedTotal'),
      value: formatPrice(order.pricing.total),
      testId: 'order-gross-total',
    });
  if (order.preAuthorisedAmount > 0)
    rows.push({
      label: t('orders.preAuthorised'),
      value: formatPrice(order.preAuthorisedAmount),
      testId: 'order-preauthorised',
    });
  if (order.capturedAmount > 0)
    rows.push({
      label: t('orders.captured'),
      value: formatPrice(order.capturedAmount),
      testId: 'order-captured',
    });
  const capped =
    order.finalGrossTotal !== null &&
    order.capturedAmount > 0 &&
    order.finalGrossTotal > order.capturedAmount;
  return (
    <>
      <PriceSummary
        pricing={weighed ?? order.pricing}
        itemsCount={order.totalItems}
        testId="order-totals"
        totalLabel={weighed ? t('orders.finalTotal') : t('orders.grossTotal')}
        totalTestId={weighed ? 'order-final-total' : 'order-gross-total'}
      />
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: '1fr max-content',
            columnGap: 2,
            rowGap: 0.5,
            '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
          }}
        >
          {rows.map((r) => (
            <Fragment key={r.label}>
              <Box component="dt">{r.label}</Box>
              <Box component="dd" data-testid={r.testId}>
                {r.value}
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
      {capped && (
        <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }} data-testid="capture-note">
          {t('orders.captureCap')}
        </Typography>
      )}
    </>
  );
}
