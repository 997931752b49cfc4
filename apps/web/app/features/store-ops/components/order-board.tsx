// The store's order board (issue 26): a day's orders by slot and service, each with its status and
// the next step of the lifecycle. At picking the loose lines' real weights are asked first (grams).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BoardOrder, OrderBoard } from '@sporta/contracts';
import { ORDER_STATUS } from '@sporta/domain/status';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { advanceOrder, markNotDelivered } from '../api';
import type { Outcome } from './slot-planner';

export function OrderBoardView({ board, onDone }: { board: OrderBoard; onDone: (outcome: Outcome) => void }) {
  if (board.slots.length === 0)
    return <Typography color="text.secondary">{t('storeOps.noOrders')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {board.slots.map((slot) => (
        <Box
          component="section"
          key={`${slot.beginTime}-${slot.deliveryServiceId}`}
          aria-label={`${slot.beginTime}–${slot.endTime} · ${slot.serviceName}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
        >
          <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
            {slot.beginTime}–{slot.endTime} · {slot.serviceName}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {slot.orders.map((o) => (
              <BoardOrderRow key={o.orderId} order={o} onDone={onDone} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function BoardOrderRow({ order, onDone }: { order: BoardOrder; onDone: (outcome: Outcome) => void }) {
  const [grams, setGrams] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const weights = Object.fromEntries(
        Object.entries(grams)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [Number(k), Number(v)]),
      );
      onDone({ severity: 'success', text: await advanceOrder(order.orderId, weights) });
    } catch (err) {
      onDone({ severity: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  const notDelivered = async () => {
    setBusy(true);
    try {
      onDone({ severity: 'success', text: await markNotDelivered(order.orderId) });
    } catch (err) {
      onDone({ severity: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  const total = order.finalGrossTotalCents ?? order.grossTotalCents;
  return (
    <Box
      component="li"
      data-testid="board-order"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('storeOps.orderTitle', { id: order.orderId, customer: order.customer })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography data-testid="board-status">{order.statusDescr}</Typography>
          {(order.orderStatusId === ORDER_STATUS.ORDERED ||
            order.orderStatusId === ORDER_STATUS.IN_PREPARATION) && (
            <Button
              component={Link}
              to={`/userboard/prepara/${order.orderId}`}
              variant="outlined"
              size="small"
              aria-label={`${t('storeOps.pickLink')} ${t('storeOps.orderTitle', { id: order.orderId, customer: order.customer })}`}
              sx={{ minHeight: 44 }}
            >
              {t('storeOps.pickLink')}
            </Button>
          )}
        </Box>
      </Box>
      <Typography variant="body2">
        {t('storeOps.orderLines', { lines: order.lines, total: formatPrice(total / 100) })}
        {' · '}
        {order.acceptAlternatives ? t('storeOps.alternativesYes') : t('storeOps.alternativesNo')}
      </Typography>
      {order.next && (
        <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 1 }}>
          {order.weighNow.map((line) => (
            <TextField
              key={line.orderItemId}
              type="number"
              required
              label={t('storeOps.weight', { name: line.name })}
              helperText={t('storeOps.weightOrdered', { grams: line.orderedGrams })}
              value={grams[line.orderItemId] ?? ''}
              onChange={(e) => setGrams((g) => ({ ...g, [line.orderItemId]: e.target.value }))}
              slotProps={{ htmlInput: { min: 1, max: 100000, inputMode: 'numeric' } }}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
              {t('storeOps.advance', { status: order.next.statusDescr })}
            </Button>
            {order.notDelivered && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void notDelivered()}
                aria-label={`${t('storeOps.advance', { status: order.notDelivered.statusDescr })} ${t('storeOps.orderTitle', { id: order.orderId, customer: order.customer })}`}
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.advance', { status: order.notDelivered.statusDescr })}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
