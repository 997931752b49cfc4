// Move an editable order to another day (order/change-date): the server keeps the same slot
// time when free, else the first with room.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';

export default function ChangeDateDialogView({
  open,
  orderId,
  current,
  onClose,
}: {
  open: boolean;
  orderId: number;
  current: string;
  onClose: (date: string | null) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(current);
  useRegisterDialog(open, () => onClose(null));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Dialog
      open={open}
      onClose={() => onClose(null)}
      aria-labelledby={id}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.general, width: '100%' } } }}
    >
      <DialogTitle id={id}>{t('orders.changeDateTitle', { orderId })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('orders.changeDateText')}</DialogContentText>
        <TextField
          type="date"
          fullWidth
          label={t('orders.newDate')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!value || value === current} onClick={() => onClose(value)}>
          {t('orders.changeDateConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
