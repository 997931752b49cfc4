// The checkout's summary (spec 001 §2 /checkout): lines, totals with delivery fee, FAST
// surcharge, discounts and shopper bags, VAT, and the pre-authorised amount explained.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice, formatQuantity } from '../../../ui/format';
import { SelectedOptions } from '../../../ui/selected-options';
import type { DeliveryFee } from '../api/checkout';

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong
          ? { fontSize: 20, fontWeight: 800, borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }
          : {}),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 600, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

export function OrderLines({ cart }: { cart: Cart }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="checkout-lines">
      {cart.cartItems.map((item) => (
        <Box
          component="li"
          key={item.itemId}
          sx={{
            display: 'grid',
            gridTemplateColumns: '48px 1fr auto',
            gap: 1.5,
            alignItems: 'center',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="img"
            src={item.product.mediaURL || '/no-icon.png'}
            alt=""
            width={48}
            height={48}
            sx={{ objectFit: 'contain' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{item.product.name}</Typography>
            <SelectedOptions options={item.selectedOptions} />
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {item.weightGrams !== null
                ? t('checkout.weight', { weight: formatQuantity(item.weight) })
                : t('checkout.quantity', {
                    quantity: formatQuantity(item.quantity),
                    price: formatPrice(item.unitPrice),
                  })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(item.grossTotal)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function OrderTotals({
  cart,
  bagsCost,
  fee,
}: {
  cart: Cart;
  bagsCost: number;
  /** delivery-fee/view: promo text and the amount left to free delivery. */
  fee?: DeliveryFee | null;
}) {
  const total = Math.round((cart.grossTotal + bagsCost) * 100) / 100;
  return (
    <>
      <Box component="dl" sx={{ m: 0 }} data-testid="checkout-totals">
        <Row label={t('cart.items', { count: cart.totalItems })} value={formatPrice(cart.totalPrice)} />
        <Row
          label={t('cart.deliveryFee')}
          value={cart.deliveryFee > 0 ? formatPrice(cart.deliveryFee) : t('cart.free')}
        />
        {cart.fastSurcharge > 0 && (
          <Row label={t('cart.fastSurcharge')} value={formatPrice(cart.fastSurcharge)} />
        )}
        {cart.giftTotal > 0 && (
          <Row label={t('checkout.discount')} value={`− ${formatPrice(cart.giftTotal)}`} />
        )}
        {bagsCost > 0 && <Row label={t('checkout.packagingCost')} value={formatPrice(bagsCost)} />}
        <Row
          label={t('cart.total')}
          value={<span data-testid="checkout-total">{formatPrice(total)}</span>}
          strong
        />
        {cart.vatTaxables.map((v) => (
          <Box
            key={v.vatPct}
            sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: 'text.secondary' }}
          >
            <Box component="dt">{t('cart.vatRow', { pct: v.vatPct, net: formatPrice(v.netTotal) })}</Box>
            <Box component="dd" sx={{ m: 0 }}>
              {formatPrice(v.vatTotal)}
            </Box>
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: 'text.secondary' }}>
          <Box component="dt">{t('cart.vatIncluded')}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {formatPrice(cart.vatTotal)}
          </Box>
        </Box>
      </Box>
      {fee && (fee.promoShortDescr || (fee.amountToFree ?? 0) > 0) && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }} data-testid="delivery-fee-note">
          {[
            fee.promoShortDescr,
            (fee.amountToFree ?? 0) > 0
              ? t('checkout.amountToFree', { amount: formatPrice(fee.amountToFree) })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </>
  );
}
