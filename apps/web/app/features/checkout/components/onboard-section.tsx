// Onboard delivery (a boat): phone, pier, boat and notes for the crew (spec 001 §2 /checkout).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { t } from '../../../i18n/i18n';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutSection } from './checkout-section';

const FIELDS = [
  ['phone', 'checkout.onboardPhone'],
  ['pier', 'checkout.onboardPier'],
  ['boat', 'checkout.onboardBoat'],
] as const;

export function OnboardSection({ form }: { form: CheckoutForm }) {
  const { onboard } = form.fields;
  return (
    <CheckoutSection title={t('checkout.onboard')} id="checkout-onboard">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            size="small"
            label={t(label)}
            required={field !== 'pier'}
            value={onboard[field]}
            onChange={(e) => form.setOnboard(field, e.target.value)}
          />
        ))}
        <TextField
          size="small"
          label={t('checkout.onboardNotes')}
          value={onboard.notes}
          multiline
          onChange={(e) => form.setOnboard('notes', e.target.value)}
        />
      </Box>
    </CheckoutSection>
  );
}
