// The product options chosen for a line ('Taglio: A fette'), under the product's name: the cart
// page, the checkout summary and an order's lines show them the same way.
import Box from '@mui/material/Box';
import { t } from '../i18n/i18n';

export interface ChosenOption {
  parameterName: string;
  name: string;
  value: string;
}

export function SelectedOptions({ options }: { options: readonly ChosenOption[] }) {
  if (!options.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('cart.optionsLabel')}
      data-testid="selected-options"
      sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 13, fontWeight: 400, color: 'text.secondary' }}
    >
      {options.map((o) => (
        <li key={o.parameterName}>{t('cart.optionLine', { name: o.name, value: o.value })}</li>
      ))}
    </Box>
  );
}
