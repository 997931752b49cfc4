// What a cart or an order costs, as the server's pricing engine priced it (ADR 0021): the
// products after their promotions, each discount (thresholds, coupons, codes, vouchers) on its
// own row, the delivery fee with its promotion, the FAST surcharge, the shopper bags, the total,
// the savings and the VAT by rate. The cart, the checkout and the order page show this one
// component; nothing here adds anything up.
import Box from '@mui/material/Box';
import type { PriceAdjustment, PricingSummary } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { formatPrice } from './format';

function Row({
  label,
  value,
  strong,
  testId,
  rowTestId,
  muted,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  /** On the value. */
  testId?: string;
  /** On the whole row (label and value). */
  rowTestId?: string;
  muted?: boolean;
}) {
  return (
    <Box
      data-testid={rowTestId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(muted ? { fontSize: 13, color: 'text.secondary', py: 0.25 } : {}),
        ...(strong
          ? { fontSize: 20, fontWeight: 800, borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 }
          : {}),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: strong ? 800 : muted ? 400 : 600, whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
    </Box>
  );
}

function adjustmentLabel(a: PriceAdjustment): string {
  if (a.kind === 'code' || a.kind === 'voucher')
    return a.code ? t('pricing.codeDiscount', { code: a.code }) : a.label;
  if (a.kind === 'coupon') return t('pricing.couponDiscount', { name: a.label });
  return a.label;
}

export function PriceSummary({
  pricing,
  itemsCount,
  totalLabel,
  testId,
  totalTestId,
}: {
  pricing: PricingSummary;
  /** Lines in the basket ('Prodotti (4)'). */
  itemsCount?: number;
  /** 'Totale', or 'Totale finale (pesi reali)' for a weighed order. */
  totalLabel?: string;
  testId?: string;
  /** The total's test id (each page keeps its own). */
  totalTestId?: string;
}) {
  const discounts = pricing.adjustments.filter(
    (a) => a.applied && a.amount > 0 && a.kind !== 'delivery_promotion',
  );
  const freeDelivery = pricing.deliveryFeeStandard > pricing.deliveryFee;
  return (
    <Box data-testid={testId ?? 'price-summary'}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row
          label={itemsCount === undefined ? t('pricing.products') : t('cart.items', { count: itemsCount })}
          value={formatPrice(pricing.itemsTotal)}
          testId="price-items"
        />
        {discounts.map((a) => (
          <Row
            key={`${a.kind}-${a.userGiftCertificateId ?? a.promotionId}`}
            label={adjustmentLabel(a)}
            value={`− ${formatPrice(a.amount)}`}
            rowTestId="price-discount"
          />
        ))}
        <Row
          label={t('cart.deliveryFee')}
          value={
            pricing.deliveryFee > 0 ? (
              formatPrice(pricing.deliveryFee)
            ) : freeDelivery ? (
              <>
                <s>{formatPrice(pricing.deliveryFeeStandard)}</s> {t('cart.free')}
              </>
            ) : (
              t('cart.free')
            )
          }
          testId="price-delivery"
        />
        {pricing.fastSurcharge > 0 && (
          <Row label={t('cart.fastSurcharge')} value={formatPrice(pricing.fastSurcharge)} />
        )}
        {pricing.packagingCost > 0 && (
          <Row
            label={t('pricing.bags', { count: pricing.bagCount })}
            value={formatPrice(pricing.packagingCost)}
            testId="price-bags"
          />
        )}
        <Row
          label={totalLabel ?? t('cart.total')}
          value={formatPrice(pricing.total)}
          strong
          testId={totalTestId ?? 'price-total'}
        />
      </Box>
      {pricing.savings > 0 && (
        <Box
          component="p"
          data-testid="price-savings"
          sx={{ m: 0, color: 'success.dark', fontWeight: 700, py: 0.5 }}
        >
          {t('pricing.savings', { amount: formatPrice(pricing.savings) })}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {pricing.vatTaxables.map((v) => (
          <Row
            key={v.vatPct}
            muted
            label={t('cart.vatRow', { pct: v.vatPct, net: formatPrice(v.netTotal) })}
            value={formatPrice(v.vatTotal)}
          />
        ))}
        <Row muted label={t('cart.vatIncluded')} value={formatPrice(pricing.vatTotal)} />
      </Box>
    </Box>
  );
}
