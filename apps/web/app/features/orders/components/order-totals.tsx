// Totals of an order: products, discounts, service fee, FAST surcharge, bags, VAT by rate, the
// final total once weighed, and the pre-authorised and captured amounts when present.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@sporta/contracts';
import { Fragment } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice, formatQuantity } from '../../../ui/format';

export function OrderTotals({ order }: { order: Order }) {
  const linesTotal = order.orderItems.reduce((sum, l) => sum + l.grossTotal, 0);
  const discount = Math.round((linesTotal - order.totalPrice) * 100) / 100;
  const rows: { label: string; value: string; strong?: boolean; testId?: string }[] = [
    { label: t('orders.subtotal'), value: formatPrice(discount > 0 ? linesTotal : order.totalPrice) },
  ];
  if (discount > 0) rows.push({ label: t('orders.discounts'), value: `− ${formatPrice(discount)}` });
  rows.push({ label: t('orders.deliveryFee'), value: formatPrice(order.deliveryFee) });
  if (order.fastSurcharge > 0)
    rows.push({ label: t('orders.fastSurcharge'), value: formatPrice(order.fastSurcharge) });
  if (order.packagingCost > 0)
    rows.push({ label: t('orders.packaging'), value: formatPrice(order.packagingCost) });
  rows.push({
    label: t('orders.grossTotal'),
    value: formatPrice(order.grossTotal),
    strong: order.finalGrossTotal === null,
    testId: 'order-gross-total',
  });
  for (const v of order.vatTaxables)
    rows.push({
      label: `${t('orders.vat')} (${t('orders.vatRate', { rate: formatQuantity(v.vatPct) })})`,
      value: formatPrice(v.vatTotal),
    });
  if (order.vatTaxables.length === 0 && order.vatTotal > 0)
    rows.push({ label: t('orders.vat'), value: formatPrice(order.vatTotal) });
  if (order.finalGrossTotal !== null)
    rows.push({
      label: t('orders.finalTotal'),
      value: formatPrice(order.finalGrossTotal),
      strong: true,
      testId: 'order-final-total',
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
      <Box
        component="dl"
        data-testid="order-totals"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr max-content',
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        }}
      >
        {rows.map((r) => (
          <Fragment key={r.label}>
            <Box component="dt" sx={{ fontWeight: r.strong ? 700 : 400 }}>
              {r.label}
            </Box>
            <Box component="dd" sx={{ fontWeight: r.strong ? 700 : 400 }} data-testid={r.testId}>
              {r.value}
            </Box>
          </Fragment>
        ))}
      </Box>
      {capped && (
        <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }} data-testid="capture-note">
          {t('orders.captureCap')}
        </Typography>
      )}
    </>
  );
}
