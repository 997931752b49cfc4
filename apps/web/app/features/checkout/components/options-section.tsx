// The order's options (spec 001 §2 /checkout): substitutions for the whole cart, the packaging
// type (priced by the server, ADR 0021) and the note for the picker.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutSection } from './checkout-section';

export function OptionsSection({ form }: { form: CheckoutForm }) {
  return (
    <CheckoutSection title={t('checkout.options')} id="checkout-options">
      <FormControlLabel
        control={
          <Switch
            checked={form.fields.acceptAlternatives}
            onChange={(e) => form.setAcceptAlternatives(e.target.checked)}
          />
        }
        label={t('checkout.acceptAlternatives')}
      />
      {form.packaging.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id="checkout-packaging" sx={{ fontWeight: 600 }}>
            {t('checkout.packaging')}
          </Typography>
          <RadioGroup
            aria-labelledby="checkout-packaging"
            value={form.packagingId ?? ''}
            onChange={(e) => form.choosePackaging(Number(e.target.value))}
          >
            {form.packaging.map((p) => (
              <FormControlLabel
                key={p.packagingTypeId}
                value={p.packagingTypeId}
                control={<Radio />}
                label={
                  p.cost > 0
                    ? t('checkout.packagingOption', {
                        name: p.name,
                        count: p.bags,
                        cost: formatPrice(p.cost),
                      })
                    : t('checkout.packagingFree', { name: p.name })
                }
              />
            ))}
          </RadioGroup>
        </Box>
      )}
      <TextField
        label={t('checkout.note')}
        helperText={t('checkout.noteHelp')}
        value={form.fields.note}
        onChange={(e) => form.setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </CheckoutSection>
  );
}
