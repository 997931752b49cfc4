import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartItem } from '@sporta/contracts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';

/** Preview of an address change: the lines it would remove, Annulla / Continua (spec 001 §2). */
export function RemovedItemsDialog({
  items,
  onClose,
}: {
  items: CartItem[];
  onClose: (yes: boolean) => void;
}) {
  const id = useId();
  useRegisterDialog(true, () => onClose(false));
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      aria-labelledby={id}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.general } } }}
    >
      <DialogTitle id={id}>{t('delivery.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delivery.removeText')}</DialogContentText>
        <ul>
          {items.map((i) => (
            <li key={i.itemId}>{i.product.name}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onClose(true)} autoFocus>
          {t('common.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
