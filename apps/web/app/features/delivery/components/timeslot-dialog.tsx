// Time-slot selector (spec 001 §2): a tab per day, slots in 2–3 columns with begin–end, cutoff,
// fee promo text and the legend; inactive slots disabled. FAST services show the pick-up
// summary with the first active slot suggested.
import BoltIcon from '@mui/icons-material/Bolt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import DialogActions from '@mui/material/DialogActions';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Cart, Timeslot, TimeslotDay } from '@sporta/contracts';
import { expiryText } from '@sporta/domain/timeslot-rules';
import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { formatPrice, formatWeekday } from '../../../ui/format';
import { dialogWidths } from '../../../ui/theme';
import { listTimeslots, selectTimeslot } from '../api/delivery-api';
import { SetupDialogFrame } from './setup-dialog-frame';

const legendColors: Record<Timeslot['status'], { bg: string; border: string; label: MessageKey }> = {
  empty: { bg: '#e8f5e9', border: '#66bb6a', label: 'delivery.legendEmpty' },
  intermediate: { bg: '#fff8e1', border: '#ffb300', label: 'delivery.legendIntermediate' },
  full: { bg: '#f3f3f3', border: '#bdbdbd', label: 'delivery.legendFull' },
  selected: { bg: '#d2151e', border: '#d2151e', label: 'delivery.legendSelected' },
};

function cutoffDate(dateIso: string): string {
  return formatWeekday(dateIso);
}

export function TimeslotDialog({
  cart,
  onCart,
  onBack,
  onDone,
  onClose,
}: {
  cart: Cart | null;
  onCart: (cart: Cart) => void;
  onBack: () => void;
  onDone: () => void;
  onClose: () => void;
}) {
  const [days, setDays] = useState<TimeslotDay[] | null>(null);
  const [day, setDay] = useState(0);
  const [busy, setBusy] = useState(false);
  const fast = cart?.selectedService?.fast === true;

  useEffect(() => {
    void listTimeslots().then(
      (list) => {
        setDays(list);
        const selected = list.findIndex((d) => d.selected);
        setDay(
          selected >= 0
            ? selected
            : Math.max(
                0,
                list.findIndex((d) => d.timeslots.some((s) => s.active >= 1)),
              ),
        );
      },
      () => setDays([]),
    );
  }, []);

  const choose = async (slot: Timeslot) => {
    if (slot.active < 1) return;
    setBusy(true);
    try {
      onCart(await selectTimeslot(slot.timeslotId, slot.date));
      onDone();
    } catch {
      // shown by the request client (e.g. the slot is full)
    } finally {
      setBusy(false);
    }
  };

  const hold = cart?.timeslot?.holdExpiresAt
    ? expiryText(new Date(), new Date(cart.timeslot.holdExpiresAt))
    : undefined;
  const back = <Button onClick={onBack}>{t('delivery.back')}</Button>;

  if (fast) {
    const first = days?.[0];
    const suggestion = first?.timeslots.find((s) => s.active >= 1);
    return (
      <SetupDialogFrame
        title={t('delivery.timeslotTitle')}
        width={dialogWidths.timeslot}
        onClose={onClose}
        testId="timeslot-dialog"
        actions={
          <DialogActions>
            {back}
            <Button
              variant="contained"
              disabled={!suggestion || busy}
              onClick={() => suggestion && void choose(suggestion)}
            >
              {t('delivery.confirm')}
            </Button>
          </DialogActions>
        }
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <BoltIcon color="primary" sx={{ fontSize: 40 }} />
          <Box>
            <Typography sx={{ fontWeight: 800, fontSize: 18 }}>
              {t('delivery.fastSummary', { name: cart?.shippingAddress?.addressName ?? '' })}
            </Typography>
            {days === null ? null : suggestion && first ? (
              <Typography sx={{ mt: 0.5 }}>
                {t('delivery.fastEarliest', {
                  day: formatWeekday(first.dateIso),
                  begin: suggestion.beginTime,
                  end: suggestion.endTime,
                })}
              </Typography>
            ) : (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('delivery.fastNoSlot')}
              </Alert>
            )}
            <Typography sx={{ mt: 1.5, fontSize: 14 }}>{t('delivery.fastReduced')}</Typography>
            <Typography sx={{ mt: 0.5, fontSize: 14 }}>
              {t('delivery.fastSurcharge', { amount: formatPrice(cart?.selectedService?.surcharge ?? 3) })}
            </Typography>
          </Box>
        </Box>
      </SetupDialogFrame>
    );
  }

  const current = days?.[day];
  return (
    <SetupDialogFrame
      title={t('delivery.timeslotTitle')}
      width={dialogWidths.timeslot}
      onClose={onClose}
      testId="timeslot-dialog"
      actions={<DialogActions sx={{ justifyContent: 'flex-start' }}>{back}</DialogActions>}
    >
      {hold && (
        <Typography sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>
          {t('delivery.holdExpiry', { text: hold })}
        </Typography>
      )}
      <Tabs
        value={day}
        onChange={(_, v: number) => setDay(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('delivery.timeslotDays')}
      >
        {(days ?? []).map((d, i) => (
          <Tab key={d.dateIso} value={i} label={formatWeekday(d.dateIso)} />
        ))}
      </Tabs>
      {current && current.timeslots.length === 0 && (
        <Typography sx={{ mt: 2 }}>{t('delivery.noSlots')}</Typography>
      )}
      <Box
        component="ul"
        aria-label={current ? formatWeekday(current.dateIso) : undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          mt: 2,
          p: 0,
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        }}
      >
        {current?.timeslots.map((s) => {
          const status = s.selected ? 'selected' : s.status;
          const c = legendColors[status];
          const disabled = s.active < 1 || busy;
          return (
            <li key={s.timeslotId}>
              <ButtonBase
                onClick={() => void choose(s)}
                disabled={disabled}
                aria-pressed={s.selected}
                data-status={status}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  textAlign: 'left',
                  p: 1.25,
                  borderRadius: 2,
                  border: '2px solid',
                  borderColor: c.border,
                  bgcolor: c.bg,
                  color: status === 'selected' ? '#fff' : 'text.primary',
                  opacity: s.active < 1 ? 0.55 : 1,
                }}
              >
                <Typography component="span" sx={{ fontWeight: 800 }}>
                  {t('delivery.slot', { begin: s.beginTime, end: s.endTime })}
                </Typography>
                <Typography component="span" sx={{ fontSize: 12 }}>
                  {t('delivery.cutoff', { time: s.cutoffTime, date: cutoffDate(s.cutoffDate) })}
                </Typography>
                {s.deliveryFee.promoShortDescr && (
                  <Typography component="span" sx={{ fontSize: 12, fontWeight: 600 }}>
                    {s.deliveryFee.promoShortDescr}
                  </Typography>
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Box
        sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 13 }}
        aria-label={t('delivery.legend')}
        role="list"
      >
        {(['empty', 'intermediate', 'full', 'selected'] as const).map((k) => (
          <Box key={k} role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                bgcolor: legendColors[k].bg,
                border: `2px solid ${legendColors[k].border}`,
              }}
            />
            {t(legendColors[k].label)}
          </Box>
        ))}
      </Box>
    </SetupDialogFrame>
  );
}
