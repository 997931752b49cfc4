// Invoice or receipt lottery (spec 001 §3 billing data, §5 billing rules): with an invoice, the
// account's billing data (a summary, or the account feature's form handed in by the route);
// without one, the receipt-lottery code.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import type { BillingData } from '../api/checkout';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutSection } from './checkout-section';

/** The billing-data form of the account feature, given by the route. */
export type BillingFormSlot = (props: {
  initial: BillingData | null;
  onSaved: (data: BillingData) => void;
}) => ReactNode;

export function InvoiceSection({ form, billingForm }: { form: CheckoutForm; billingForm: BillingFormSlot }) {
  const { needInvoice, lottery } = form.fields;
  const { billing, lotteryError } = form;
  return (
    <CheckoutSection title={t('checkout.invoice')} id="checkout-invoice">
      <FormControlLabel
        control={<Switch checked={needInvoice} onChange={(e) => form.setNeedInvoice(e.target.checked)} />}
        label={t('checkout.needInvoice')}
      />
      {needInvoice &&
        (billing && !form.editBilling ? (
          <Box sx={{ mt: 1 }} data-testid="billing-summary">
            <Typography sx={{ fontWeight: 600 }}>
              {billing.companyName || `${billing.firstName} ${billing.lastName}`.trim()}
            </Typography>
            <Typography sx={{ fontSize: 14 }}>
              {[billing.vatNumber, billing.fiscalCode].filter(Boolean).join(' · ')}
            </Typography>
            <Typography sx={{ fontSize: 14 }}>
              {`${billing.address1} ${billing.addressNumber}, ${billing.postalcode} ${billing.city}`}
            </Typography>
            <Button size="small" sx={{ px: 0, mt: 0.5 }} onClick={form.editBillingData}>
              {t('payment.billing.edit')}
            </Button>
          </Box>
        ) : (
          billingForm({ initial: billing, onSaved: form.billingSaved })
        ))}
      <TextField
        label={t('checkout.lottery')}
        value={needInvoice ? '' : lottery}
        disabled={needInvoice}
        onChange={(e) => form.setLottery(e.target.value)}
        error={Boolean(lotteryError)}
        helperText={lotteryError ?? (needInvoice ? t('checkout.lotteryDisabled') : t('checkout.lotteryHelp'))}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{
          htmlInput: { maxLength: 7, autoCapitalize: 'characters' },
          // The rule's message stays readable while the field is disabled.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      />
    </CheckoutSection>
  );
}
