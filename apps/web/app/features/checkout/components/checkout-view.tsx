// The checkout (spec 001 §2 /checkout, §3 billing data, §5 payment and billing rules and
// pre-authorisation, §7 "Checkout and payment"): delivery summary, onboard data, substitutions,
// packaging and note, invoice or receipt-lottery code, payment type or saved card, and the
// summary with 'Conferma e paga'. The form's state and the purchase are useCheckoutForm's; the
// lists it offers come from the route's loader; what other features own (the cart's setup
// dialogs, the account's billing form) the route hands in.
import Box from '@mui/material/Box';
import type { Cart } from '@sporta/contracts';
import type { BillingData } from '../api/checkout';
import type { CheckoutData } from '../api/load-checkout';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { DeliverySection } from './delivery-section';
import { InvoiceSection, type BillingFormSlot } from './invoice-section';
import { OnboardSection } from './onboard-section';
import { OptionsSection } from './options-section';
import { PaymentSection } from './payment-section';

export function CheckoutView({
  cart,
  data,
  billing,
  billingForm,
  onCart,
  onCompleteSetup,
  onPurchased,
}: {
  cart: Cart;
  /** Packaging types, payment types and delivery fee, from the route's loader. */
  data: CheckoutData;
  /** The account's billing data, from the route's loader. */
  billing: BillingData | null;
  billingForm: BillingFormSlot;
  /** A new cart state (prepare, packaging and unlock answer the cart). */
  onCart: (cart: Cart) => void;
  /** Opens the delivery setup dialogs for a cart without address or slot. */
  onCompleteSetup: () => void;
  /** After a buy without a payment page: the cart is closed, a fresh one follows. */
  onPurchased: () => void;
}) {
  const form = useCheckoutForm({ cart, data, billing, onCart, onPurchased });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 380px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <DeliverySection cart={cart} onCompleteSetup={onCompleteSetup} />
        {form.isOnboard && <OnboardSection form={form} />}
        <OptionsSection form={form} />
        <InvoiceSection form={form} billingForm={billingForm} />
        <PaymentSection form={form} />
      </Box>
      <CheckoutSummary cart={cart} form={form} />
    </Box>
  );
}
