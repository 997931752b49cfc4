// /profile/orders/:orderId (spec 001 §2, §4, §7): one order with its status and delivery status
// in Italian, the status history, delivery data, lines with ordered and delivered quantities,
// totals, the PDF, notes, and the actions its flags allow.
import MuiLink from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@sporta/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../features/cart/components/confirm-dialog';
import {
  cancelOrder,
  changeOrderDate,
  getOrder,
  invoiceUrl,
  modifyPaymentType,
  reserveParking,
} from '../features/orders/api/orders';
import { ChangeDateDialog, PaymentTypeDialog } from '../features/orders/components/order-dialogs';
import {
  addressText,
  canChangePayment,
  canRequestRefund,
  canReserveParking,
  orderHeading,
  OrderLinkButton,
} from '../features/orders/components/order-format';
import { OrderLines } from '../features/orders/components/order-lines';
import { OrderNotes } from '../features/orders/components/order-notes';
import { OrderSchedule } from '../features/orders/components/record-facts';
import { FactList, RecordHeader } from '../features/orders/components/record-layout';
import { OrderTotals } from '../features/orders/components/order-totals';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import { PageErrorBoundary } from './page-error';
import { useOrderCartActions } from './orders-cart-bridge';

export function meta({ params }: { params: { orderId?: string } }) {
  return [
    ...seoMeta({ title: t('orders.number', { orderId: params.orderId ?? '' }) }),
    { name: 'robots', content: 'noindex' },
  ];
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h3" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type Dialog = 'cancel' | 'payment' | 'date' | null;
type Parking = { severity: 'success' | 'error'; message: string } | null;

function OrderView({ order, onChange }: { order: Order; onChange: (o: Order) => void }) {
  const { edit, addAll, busy } = useOrderCartActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [working, setWorking] = useState(false);
  const [parking, setParking] = useState<Parking>(null);
  const run = async (action: () => Promise<Order | void>) => {
    setWorking(true);
    try {
      const next = await action();
      if (next) onChange(next);
    } catch {
      // the request client showed the refusal
    } finally {
      setWorking(false);
    }
  };
  const arrived = async () => {
    setWorking(true);
    const outcome = await reserveParking(order.orderId);
    setWorking(false);
    if (outcome.kind === 'success') {
      setParking({ severity: 'success', message: outcome.message });
      onChange(outcome.order);
    } else
      setParking({
        severity: 'error',
        message: outcome.kind === 'error' ? outcome.message : t('orders.unexpected'),
      });
  };
  const disabled = busy || working;
  const reservedAt = (order.parkingReservation as { reservedAt?: string } | null)?.reservedAt;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordHeader {...orderHeading(order)} />
      {order.replacedByOrderId !== null && (
        <Alert
          severity="info"
          action={
            <OrderLinkButton orderId={order.replacedByOrderId} color="inherit">
              {t('orders.openOrder', { orderId: order.replacedByOrderId })}
            </OrderLinkButton>
          }
        >
          {t('orders.replacedBy', { orderId: order.replacedByOrderId })}
        </Alert>
      )}
      {order.replacesOrderId !== null && (
        <Alert severity="info">
          {t('orders.replaces', { orderId: order.replacesOrderId })}{' '}
          <MuiLink component={Link} to={`/profile/orders/${order.replacesOrderId}`} underline="always">
            {t('orders.openOrder', { orderId: order.replacesOrderId })}
          </MuiLink>
        </Alert>
      )}

      <Box role="group" aria-label={t('orders.actions')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {order.isEditable && (
          <Button variant="contained" disabled={disabled} onClick={() => void edit(order.orderId)}>
            {t('orders.edit')}
          </Button>
        )}
        {order.canRetryPayment && (
          <Button
            variant="contained"
            color="secondary"
            component={Link}
            to={`/cart/payment-error/${order.orderId}`}
          >
            {t('orders.retryPayment')}
          </Button>
        )}
        {canRequestRefund(order) && (
          <Button
            variant="contained"
            component={Link}
            to={`/profile/order-refund-request?order_id=${order.orderId}`}
          >
            {t('orders.refund')}
          </Button>
        )}
        {canReserveParking(order) && (
          <Button variant="contained" color="secondary" disabled={disabled} onClick={() => void arrived()}>
            {t('orders.arrived')}
          </Button>
        )}
        {canChangePayment(order) && (
          <Button variant="outlined" disabled={disabled} onClick={() => setDialog('payment')}>
            {t('orders.changePayment')}
          </Button>
        )}
        {order.isEditable && (
          <Button variant="outlined" disabled={disabled} onClick={() => setDialog('date')}>
            {t('orders.changeDate')}
          </Button>
        )}
        <Button variant="outlined" disabled={disabled} onClick={() => void addAll(order.orderId)}>
          {t('orders.addAll')}
        </Button>
        {order.canCancel && (
          <Button variant="outlined" color="error" disabled={disabled} onClick={() => setDialog('cancel')}>
            {t('orders.cancel')}
          </Button>
        )}
        {order.invoiceUrl && (
          <Button variant="text" component="a" href={invoiceUrl(order.orderId)} download>
            {order.needInvoice ? t('orders.invoiceWithInvoice') : t('orders.invoice')}
          </Button>
        )}
      </Box>
      {parking && (
        <Alert severity={parking.severity} role="status">
          {parking.message}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('orders.delivery')} id="order-delivery">
          <FactList>
            <dt>{t('orders.status')}</dt>
            <dd data-testid="order-status-text">{order.orderStatusDescr}</dd>
            <dt>{t('orders.deliveryStatus')}</dt>
            <dd data-testid="delivery-status">{order.deliveryStatusDescr ?? t('orders.noDeliveryStatus')}</dd>
            <OrderSchedule order={order} />
            <dt>{t('orders.address')}</dt>
            <dd>{addressText(order)}</dd>
            <dt>{t('orders.payment')}</dt>
            <dd>{order.paymentTypeDescr}</dd>
            {reservedAt && (
              <>
                <dt>{t('orders.parking')}</dt>
                <dd>{t('orders.parkingReserved', { date: formatDate(reservedAt) })}</dd>
              </>
            )}
          </FactList>
        </Section>
        <Section title={t('orders.totals')} id="order-totals">
          <OrderTotals order={order} />
        </Section>
      </Box>

      <Section title={t('orders.lines')} id="order-lines">
        <OrderLines lines={order.orderItems} caption={t('orders.lines')} />
      </Section>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {order.statusHistory.length > 0 && (
          <Section title={t('orders.history')} id="order-history">
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid="order-history">
              {order.statusHistory.map((h, i) => (
                <li key={`${h.date}-${i}`}>
                  <strong>{h.orderStatusDescr}</strong> – {formatDate(h.date)}{' '}
                  {new Date(h.date).toLocaleTimeString('it-IT', {
                    timeZone: 'Europe/Rome',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </li>
              ))}
            </Box>
          </Section>
        )}
        <Section title={t('orders.notes')} id="order-notes">
          <OrderNotes orderId={order.orderId} initial={order.notes} />
        </Section>
      </Box>

      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('orders.cancelTitle', { orderId: order.orderId })}
        text={t('orders.cancelText')}
        confirmLabel={t('orders.cancelConfirm')}
        onClose={(yes) => {
          setDialog(null);
          if (yes) void run(() => cancelOrder(order.orderId));
        }}
      />
      <PaymentTypeDialog
        open={dialog === 'payment'}
        orderId={order.orderId}
        current={order.paymentTypeId}
        onClose={(paymentTypeId) => {
          setDialog(null);
          if (paymentTypeId !== null)
            void run(async () => {
              const result = await modifyPaymentType(order.orderId, paymentTypeId);
              if (result.paymentRequired && result.paymentUrl) window.location.assign(result.paymentUrl);
              return result.order;
            });
        }}
      />
      <ChangeDateDialog
        open={dialog === 'date'}
        orderId={order.orderId}
        current={order.timeslot.date}
        onClose={(date) => {
          setDialog(null);
          if (date) void run(() => changeOrderDate(order.orderId, date));
        }}
      />
    </Box>
  );
}

export default function ProfileOrderDetailPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const order = useLoaded((signal) => getOrder(id, signal), [id]);
  return (
    <Box>
      <Button component={Link} to="/profile/orders" sx={{ mb: 1, px: 0 }}>
        ← {t('orders.back')}
      </Button>
      {order.error && <Alert severity="error">{order.error}</Alert>}
      {order.loading && !order.data && <Typography role="status">{t('common.loading')}</Typography>}
      {order.data && <OrderView key={order.data.orderId} order={order.data} onChange={order.set} />}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
