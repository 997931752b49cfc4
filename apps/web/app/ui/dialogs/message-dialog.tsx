// A message whose code the spec lists as a popup (spec 000 §8).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { popupTitle, t } from '../../i18n/i18n';
import type { Notification } from '../../lib/notify/notify';
import { dialogWidths } from '../theme';
import { useRegisterDialog } from './dialog-stack';

/** The code's own title; else the level's, an information rather than "Fatto" for a success. */
function title(n: Notification): string {
  return popupTitle(n.code) ?? t(n.level === 'success' ? 'common.info' : `common.${n.level}`);
}

export default function MessageDialog({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: () => void;
}) {
  useRegisterDialog(true, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="message-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.general } } }}
    >
      <DialogTitle id="message-dialog-title">{title(notification)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{notification.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
