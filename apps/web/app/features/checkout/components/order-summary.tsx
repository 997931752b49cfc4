// The checkout's summary (spec 001 §2 /checkout): lines, totals with delivery fee, FAST
// surcharge, discounts and shopper bags, VAT, and the pre-authorised amount explained.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { formatPrice, formatQuantity } from '../../../ui/format';
import { PriceSummary } from '../../../ui/price-summary';
import { PromotionNote } from '../../../ui/promotion-note';
import { SelectedOptions } from '../../../ui/selected-options';
import type { DeliveryFee } from '../api/checkout';

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
            <PromotionNote promotion={item.promotion} listTotal={item.listTotal} />
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
  fee,
}: {
  cart: Cart;
  /** delivery-fee/view: promo text and the amount left to free delivery. */
  fee?: DeliveryFee | null;
}) {
  return (
    <>
      <PriceSummary
        pricing={cart.pricing}
        itemsCount={cart.totalItems}
        testId="checkout-totals"
        totalTestId="checkout-total"
      />
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
