// Product option selector (spec 001 §2 "Other dialogs", §4 adding to the cart, §5): one radio
// group per option of the product's selectOptions; the add button is enabled only when every
// option has a value. Cancelling (or closing) adds nothing. Loaded on first use (lazyDialog).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { allOptionsChosen, type SelectOption } from '@sporta/domain/select-options';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';
import type { OptionsChoice } from '../api/add-to-cart';

export default function OptionsDialogView({
  open,
  productName,
  options,
  onClose,
}: {
  open: boolean;
  productName: string;
  options: readonly SelectOption[];
  /** The chosen keys by parameterName, or null when the shopper cancelled. */
  onClose: (choice: OptionsChoice | null) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [chosen, setChosen] = useState<OptionsChoice>({});
  const close = (choice: OptionsChoice | null) => {
    setChosen({});
    onClose(choice);
  };
  useRegisterDialog(open, () => close(null));
  const complete = allOptionsChosen(options, chosen);
  return (
    <Dialog
      open={open}
      onClose={() => close(null)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      PaperProps={{ sx: { width: dialogWidths.general, maxWidth: 'calc(100% - 32px)' } }}
    >
      <DialogTitle id={titleId}>{t('cart.optionsTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('cart.optionsText', { name: productName })}
        </DialogContentText>
        {options.map((option) => (
          <FormControl
            key={option.parameterName}
            component="fieldset"
            sx={{ display: 'flex', mb: 2, '&:last-of-type': { mb: 0 } }}
          >
            <FormLabel
              component="legend"
              id={`${titleId}-${option.parameterName}`}
              sx={{ fontWeight: 700, color: 'text.primary' }}
            >
              {option.name}
            </FormLabel>
            <RadioGroup
              name={option.parameterName}
              aria-labelledby={`${titleId}-${option.parameterName}`}
              value={chosen[option.parameterName] ?? ''}
              onChange={(e) => setChosen((c) => ({ ...c, [option.parameterName]: e.target.value }))}
            >
              {option.options.map((v) => (
                <FormControlLabel key={v.key} value={v.key} control={<Radio />} label={v.value} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(null)}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={() => close(chosen)}>
          {t('cart.optionsConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
