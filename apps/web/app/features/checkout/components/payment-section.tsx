// The payment choice (spec 001 §5): the saved cards, then the payment types — unavailable ones
// say why, meal tickets are refused with an invoice — and the number of meal vouchers.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEAL_TICKET_MAX_VOUCHERS } from '@sporta/domain/checkout-rules';
import { t } from '../../../i18n/i18n';
import type { CheckoutForm, PaymentChoice } from '../hooks/use-checkout-form';
import { CheckoutSection } from './checkout-section';

export function PaymentSection({ form }: { form: CheckoutForm }) {
  const { payments, chosenType } = form;
  const { needInvoice } = form.fields;
  return (
    <CheckoutSection title={t('checkout.payment')} id="checkout-payment">
      {!payments && <Typography>{t('common.loading')}</Typography>}
      {payments && (
        <RadioGroup
          aria-labelledby="checkout-payment"
          value={form.choice}
          onChange={(e) => form.setChoice(e.target.value as PaymentChoice)}
        >
          {payments.auths.map((a) => (
            <FormControlLabel
              key={`auth:${a.userPaymentAuthId}`}
              value={`auth:${a.userPaymentAuthId}`}
              control={<Radio />}
              label={t('checkout.savedCard', { circuit: a.circuit, card: a.card, expiry: a.expiry })}
            />
          ))}
          {payments.paymentTypes.map((p) => {
            const blocked = !p.available || (needInvoice && p.mealTicket);
            const reason = !p.available ? p.reason : blocked ? t('checkout.mealTicketInvoice') : null;
            return (
              <Box key={p.paymentTypeId}>
                <FormControlLabel
                  value={`type:${p.paymentTypeId}`}
                  control={<Radio />}
                  disabled={blocked}
                  label={
                    <span>
                      {p.acceptsSavedCard && payments.auths.length > 0
                        ? t('checkout.newCard', { name: p.name })
                        : p.name}
                      {p.descr && (
                        <Typography
                          component="span"
                          sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                        >
                          {p.descr}
                        </Typography>
                      )}
                      {reason && (
                        <Typography
                          component="span"
                          sx={{ display: 'block', fontSize: 13, color: 'warning.dark' }}
                        >
                          {t('checkout.unavailable', { reason })}
                        </Typography>
                      )}
                    </span>
                  }
                />
              </Box>
            );
          })}
        </RadioGroup>
      )}
      {chosenType?.mealTicket && (
        <TextField
          type="number"
          label={t('checkout.vouchers')}
          value={form.fields.vouchers}
          onChange={(e) => form.setVouchers(e.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { min: 1, max: MEAL_TICKET_MAX_VOUCHERS } }}
        />
      )}
    </CheckoutSection>
  );
}
