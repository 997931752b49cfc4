import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';

export default function ConfirmDialogView({
  open,
  title,
  text,
  confirmLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: (confirmed: boolean) => void;
}) {
  const id = useId();
  useRegisterDialog(open, () => onClose(false));
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby={id}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.general } } }}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button onClick={() => onClose(true)} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
