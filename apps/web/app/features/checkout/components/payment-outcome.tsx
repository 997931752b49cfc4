// Payment outcome pages (spec 001 §2 /cart/payment-completed/:orderId and
// /cart/payment-error/:orderId; §4 "payment failed with retry option"): the order with its
// status in Italian, totals and slot; on error 'Riprova il pagamento' (order/payment, a new
// payment page) or another payment type (order/modify-payment-type).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Order } from '@sporta/contracts';
import { isOnlinePaymentType } from '@sporta/domain/order-rules';
import { isMealTicketPaymentType } from '@sporta/domain/status';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { formatPrice, formatWeekday } from '../../../ui/format';
import {
  getOrder,
  getPaymentTypes,
  modifyPaymentType,
  retryOrderPayment,
  type PaymentTypeList,
} from '../api/checkout';
import { trackPurchase } from '../tracking';

/** Where the order goes or is collected: name, street and number, CAP, city and province. */
export function orderAddress(order: Pick<Order, 'shippingAddress'>): string {
  const a = order.shippingAddress;
  const str = (k: string) => (typeof a[k] === 'string' ? a[k].trim() : '');
  const street = [str('address1'), str('addressNumber')].filter(Boolean).join(' ');
  const city = [str('postalcode'), str('city'), str('province') && `(${str('province')})`]
    .filter(Boolean)
    .join(' ');
  return [str('addressName'), street, city].filter(Boolean).join(', ');
}

function OrderFacts({ order }: { order: Order }) {
  const address = orderAddress(order);
  const rows: [string, string][] = [
    [t('payment.completed.status'), order.orderStatusDescr],
    [t('payment.completed.paymentType'), order.paymentTypeDescr],
    [
      t('payment.completed.slot'),
      t('checkout.slotValue', {
        day: formatWeekday(order.timeslot.date),
        begin: order.timeslot.beginTime,
        end: order.timeslot.endTime,
      }),
    ],
    ...(address
      ? [
          [
            order.addressType === 'home' ? t('payment.completed.address') : t('payment.completed.pickup'),
            address,
          ] as [string, string],
        ]
      : []),
    [t('payment.completed.total'), formatPrice(order.grossTotal)],
    ...(isOnlinePaymentType(order.paymentTypeId) &&
    order.preAuthorisedAmount > 0 &&
    order.preAuthorisedAmount !== order.grossTotal
      ? [[t('payment.completed.preAuthorised'), formatPrice(order.preAuthorisedAmount)] as [string, string]]
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}
      data-testid="order-facts"
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {k}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : t('errors.generic');
}

function ChangePaymentType({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [types, setTypes] = useState<PaymentTypeList | null>(null);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void getPaymentTypes()
      .then(setTypes)
      .catch(() => setTypes(null));
  }, []);
  if (!types) return null;
  const options = [
    ...types.auths.map((a) => ({
      value: `auth:${a.userPaymentAuthId}`,
      label: t('checkout.savedCard', { circuit: a.circuit, card: a.card, expiry: a.expiry }),
    })),
    ...types.paymentTypes
      .filter((p) => !isMealTicketPaymentType(p.paymentTypeId) && p.paymentTypeId !== order.paymentTypeId)
      .map((p) => ({ value: `type:${p.paymentTypeId}`, label: p.name })),
  ];
  const submit = async () => {
    const auth = types.auths.find((a) => `auth:${a.userPaymentAuthId}` === choice);
    const typeId = auth ? auth.paymentTypeId : Number(choice.slice(5));
    setBusy(true);
    try {
      const result = await modifyPaymentType(order.orderId, typeId, auth?.userPaymentAuthId);
      if (result.paymentRequired && result.paymentUrl) {
        window.location.assign(result.paymentUrl);
        return;
      }
      void navigate(result.redirectUrl || `/cart/payment-completed/${order.orderId}`);
    } catch (err) {
      setBusy(false);
      notify('error', errorMessage(err));
    }
  };
  return (
    <Box component="section" aria-labelledby="change-payment" sx={{ mt: 3 }}>
      <Typography id="change-payment" variant="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1 }}>
        {t('payment.error.change')}
      </Typography>
      <RadioGroup aria-labelledby="change-payment" value={choice} onChange={(e) => setChoice(e.target.value)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      <Button variant="outlined" disabled={!choice || busy} onClick={() => void submit()} sx={{ mt: 1 }}>
        {t('payment.error.changeSubmit')}
      </Button>
    </Box>
  );
}

export function PaymentOutcome({ orderId, outcome }: { orderId: number; outcome: 'completed' | 'error' }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let alive = true;
    setOrder(null);
    setFailed(null);
    getOrder(orderId)
      .then((o) => {
        if (!alive) return;
        setOrder(o);
        if (outcome === 'completed' && ![1, 2, 10, 11].includes(o.orderStatusId)) trackPurchase(o);
      })
      .catch((err: unknown) => alive && setFailed(errorMessage(err)));
    return () => {
      alive = false;
    };
  }, [orderId, outcome]);

  const retry = async () => {
    setRetrying(true);
    try {
      const { paymentUrl } = await retryOrderPayment(orderId);
      window.location.assign(paymentUrl);
    } catch (err) {
      setRetrying(false);
      notify('error', errorMessage(err));
    }
  };

  const title = outcome === 'completed' ? t('payment.completed.title') : t('payment.error.title');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: 18, mb: 2 }} data-testid="order-number">
        {t('payment.completed.order', { orderId })}
      </Typography>
      {failed && <Alert severity="error">{failed || t('payment.loadError')}</Alert>}
      {!order && !failed && <Typography>{t('common.loading')}</Typography>}
      {order && (
        <>
          {outcome === 'error' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {order.canRetryPayment ? t('payment.error.text', { orderId }) : t('payment.error.notRetriable')}
            </Alert>
          )}
          <OrderFacts order={order} />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
            {outcome === 'error' && order.canRetryPayment && (
              <Button variant="contained" size="large" disabled={retrying} onClick={() => void retry()}>
                {t('payment.error.retry')}
              </Button>
            )}
            <Button
              component={Link}
              to={`/profile/orders/${order.orderId}`}
              variant={outcome === 'completed' ? 'contained' : 'outlined'}
              size="large"
            >
              {t('payment.completed.detail')}
            </Button>
            {outcome === 'completed' && (
              <Button component={Link} to="/" size="large">
                {t('payment.completed.continue')}
              </Button>
            )}
          </Box>
          {outcome === 'error' && order.canRetryPayment && <ChangePaymentType order={order} />}
        </>
      )}
    </Paper>
  );
}
