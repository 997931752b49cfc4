import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';

export function SetupDialogFrame({
  title,
  width,
  onClose,
  children,
  actions,
  testId,
}: {
  title: string;
  width: number;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  const id = useId();
  const small = useMediaQuery('(max-width:599.95px)');
  useRegisterDialog(true, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={id}
      fullScreen={small}
      data-testid={testId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: small ? undefined : width } } }}
    >
      <DialogTitle id={id} sx={{ pr: 6, fontWeight: 800 }}>
        {title}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {actions}
    </Dialog>
  );
}
