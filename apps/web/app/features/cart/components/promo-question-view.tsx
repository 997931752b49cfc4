// 'Vuoi applicare questa promozione?' (spec 001 §2 "Other dialogs", §4 adding to the cart): No
// adds without the promotion, Sì with it; closing the dialog adds nothing.
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

export type PromoAnswer = 'yes' | 'no' | 'cancel';

export default function PromoQuestionView({
  open,
  text,
  onAnswer,
}: {
  open: boolean;
  /** The promotion as the card shows it (header and body of warehousePromo.view). */
  text: string;
  onAnswer: (answer: PromoAnswer) => void;
}) {
  const titleId = useId();
  useRegisterDialog(open, () => onAnswer('cancel'));
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer('cancel')}
      aria-labelledby={titleId}
      PaperProps={{ sx: { width: dialogWidths.general, maxWidth: 'calc(100% - 32px)' } }}
    >
      <DialogTitle id={titleId}>{t('cart.promoQuestion')}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => onAnswer('no')}>{t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer('yes')}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
