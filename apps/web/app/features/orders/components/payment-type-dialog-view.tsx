// Change the payment type of an order whose payment is pending (order/modify-payment-type).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { paymentTypeLabel } from '@sporta/domain/order-rules';
import { PAYMENT_TYPE } from '@sporta/domain/status';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';

/** The types a pending order can switch to without extra data (meal tickets and invoices need the checkout). */
const CHOICES = [PAYMENT_TYPE.CARD, PAYMENT_TYPE.PAYPAL, PAYMENT_TYPE.MOBILE_APP, PAYMENT_TYPE.ON_DELIVERY];

export default function PaymentTypeDialogView({
  open,
  orderId,
  current,
  onClose,
}: {
  open: boolean;
  orderId: number;
  current: number;
  onClose: (paymentTypeId: number | null) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(String(current));
  useRegisterDialog(open, () => onClose(null));
  return (
    <Dialog
      open={open}
      onClose={() => onClose(null)}
      aria-labelledby={id}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.general, width: '100%' } } }}
    >
      <DialogTitle id={id}>{t('orders.changePaymentTitle', { orderId })}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-labelledby={id} value={value} onChange={(e) => setValue(e.target.value)}>
          {CHOICES.map((c) => (
            <FormControlLabel key={c} value={String(c)} control={<Radio />} label={paymentTypeLabel(c)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onClose(Number(value))}>
          {t('orders.changePaymentConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
