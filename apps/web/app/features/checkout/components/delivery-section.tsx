// The checkout's delivery summary (spec 001 §2 /checkout): service, address and slot of the cart.
// A cart filled before logging in (anonymous cart) reaches the checkout without address or slot:
// the setup dialogs open from here (spec 001 §4 needs), through the route's `onCompleteSetup`.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { formatWeekday } from '../../../ui/format';
import { CheckoutSection } from './checkout-section';

export function DeliverySection({ cart, onCompleteSetup }: { cart: Cart; onCompleteSetup: () => void }) {
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  return (
    <CheckoutSection title={t('checkout.delivery')} id="checkout-delivery">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('checkout.service')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {cart.selectedService?.name ?? '—'}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('checkout.address')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {address
            ? [address.addressName, `${address.address1} ${address.addressNumber}`.trim(), address.city]
                .filter(Boolean)
                .join(', ')
            : t('checkout.noAddress')}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('checkout.slot')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="checkout-slot">
          {slot
            ? t('checkout.slotValue', {
                day: formatWeekday(slot.date),
                begin: slot.beginTime,
                end: slot.endTime,
              })
            : t('checkout.noSlot')}
        </Box>
      </Box>
      {address && slot ? (
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }}>
          {t('checkout.changeSetup')}
        </Typography>
      ) : (
        <Button variant="outlined" sx={{ mt: 1.5 }} onClick={onCompleteSetup}>
          {t('checkout.chooseSetup')}
        </Button>
      )}
    </CheckoutSection>
  );
}
