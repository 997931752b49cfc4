// The store manager's week of slots (issue 26): for each day its slots with orders, cart holds,
// free places and an editable capacity; close or reopen the day; add an extra slot. Every change
// goes to the server, which refuses what would drop a booking (the message says how many). A home
// delivery slot also takes a capacity per zone (ADR 0069).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PlannedSlot, SlotPlan } from '@sporta/contracts';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import {
  addExtraSlot,
  closeDay,
  reopenDay,
  saveZoneCapacities,
  setSlotCapacity,
  setSlotZoneCapacity,
} from '../api';
import { ZoneCapacities } from './zone-capacities';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
export const dayLabel = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));

export type Outcome = { severity: 'success' | 'error'; text: string };

/** Runs a change, then reports its message (the server's, in Italian) and reloads the week. */
export function useChange(onDone: (outcome: Outcome) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<string>) => {
    setBusy(true);
    try {
      onDone({ severity: 'success', text: await change() });
    } catch (e) {
      onDone({ severity: 'error', text: e instanceof Error ? e.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function SlotPlanner({ plan, onDone }: { plan: SlotPlan; onDone: (outcome: Outcome) => void }) {
  const { busy, run } = useChange(onDone);
  const [closing, setClosing] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {plan.week.map((date) => {
        const slots = plan.slots.filter((s) => s.date === date);
        const closed = plan.closedDays.find((d) => d.date === date);
        return (
          <Box
            component="section"
            key={date}
            aria-labelledby={`day-${date}`}
            data-testid="plan-day"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography id={`day-${date}`} variant="h2" sx={{ fontSize: 18, fontWeight: 700, flex: 1 }}>
                {dayLabel(date)}
              </Typography>
              {closed ? (
                <>
                  <Chip
                    variant="outlined"
                    sx={{ fontWeight: 700, borderWidth: 2 }}
                    label={
                      closed.note ? t('storeOps.closedWithNote', { note: closed.note }) : t('storeOps.closed')
                    }
                  />
                  <Button
                    variant="outlined"
                    disabled={busy}
                    sx={{ minHeight: 44 }}
                    onClick={() =>
                      void run(() => reopenDay(plan.warehouseId, date, closed.deliveryServiceId))
                    }
                  >
                    {t('storeOps.reopen', { day: dayLabel(date) })}
                  </Button>
                </>
              ) : (
                <Button
                  variant="outlined"
                  disabled={busy}
                  sx={{ minHeight: 44 }}
                  onClick={() => setClosing(date)}
                >
                  {t('storeOps.closeDay', { day: dayLabel(date) })}
                </Button>
              )}
            </Box>
            {slots.length === 0 ? (
              <Typography color="text.secondary">{t('storeOps.noSlots')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {slots.map((s) => (
                  <SlotRow key={s.timeslotId} slot={s} zones={plan.zones} busy={busy} run={run} />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
      <ExtraSlotForm plan={plan} busy={busy} run={run} />
      <CloseDayDialog
        date={closing}
        onClose={(choice) => {
          const date = closing;
          setClosing(null);
          if (choice && date)
            void run(() =>
              closeDay(plan.warehouseId, date, choice.all ? null : plan.deliveryServiceId, choice.note),
            );
        }}
      />
    </Box>
  );
}

function SlotRow({
  slot,
  zones,
  busy,
  run,
}: {
  slot: PlannedSlot;
  zones: SlotPlan['zones'];
  busy: boolean;
  run: (change: () => Promise<string>) => Promise<void>;
}) {
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const window = `${slot.beginTime}–${slot.endTime}`;
  const label = t('storeOps.capacityOf', { slot: window, day: dayLabel(slot.date) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => setSlotCapacity(slot.timeslotId, Number(capacity)));
  };
  return (
    <Box
      component="li"
      data-testid="plan-slot"
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr auto' },
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {window} {slot.extra && <Chip size="small" label={t('storeOps.extra')} sx={{ ml: 0.5 }} />}
        {slot.closed && (
          <Chip size="small" variant="outlined" label={t('storeOps.slotClosed')} sx={{ ml: 0.5 }} />
        )}
      </Typography>
      <Typography variant="body2" data-testid="plan-load">
        {t('storeOps.load', { orders: slot.orders, held: slot.held, free: slot.free })}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label={t('storeOps.capacity')}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 500, 'aria-label': label, inputMode: 'numeric' } }}
          sx={{ width: '7rem' }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
          {t('storeOps.save')}
        </Button>
      </Box>
      <ZoneCapacities
        slot={`${window} di ${dayLabel(slot.date)}`}
        zones={zones}
        values={slot.zones}
        busy={busy}
        onSave={(changes) =>
          void run(() =>
            saveZoneCapacities(
              changes,
              (zoneId, capacity) => setSlotZoneCapacity(slot.timeslotId, zoneId, capacity),
              t('storeOps.zonesUnchanged'),
            ),
          )
        }
      />
    </Box>
  );
}

function CloseDayDialog({
  date,
  onClose,
}: {
  date: string | null;
  onClose: (choice: { all: boolean; note: string } | null) => void;
}) {
  const [all, setAll] = useState('service');
  const [note, setNote] = useState('');
  return (
    <Dialog open={date !== null} onClose={() => onClose(null)} aria-labelledby="close-day-title">
      <DialogTitle id="close-day-title">
        {date ? t('storeOps.closeTitle', { day: dayLabel(date) }) : ''}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('storeOps.closeIntro')}</Typography>
        <RadioGroup value={all} onChange={(e) => setAll(e.target.value)} aria-label={t('storeOps.closeWhat')}>
          <FormControlLabel value="service" control={<Radio />} label={t('storeOps.closeService')} />
          <FormControlLabel value="all" control={<Radio />} label={t('storeOps.closeAll')} />
        </RadioGroup>
        <TextField
          label={t('storeOps.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('storeOps.cancel')}</Button>
        <Button variant="contained" onClick={() => onClose({ all: all === 'all', note })}>
          {t('storeOps.confirmClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ExtraSlotForm({
  plan,
  busy,
  run,
}: {
  plan: SlotPlan;
  busy: boolean;
  run: (change: () => Promise<string>) => Promise<void>;
}) {
  const [date, setDate] = useState(plan.week[0] ?? '');
  const [begin, setBegin] = useState('07:00');
  const [end, setEnd] = useState('08:00');
  const [capacity, setCapacity] = useState('5');
  const [cutoff, setCutoff] = useState('240');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() =>
      addExtraSlot({
        warehouseId: plan.warehouseId,
        deliveryServiceId: plan.deliveryServiceId,
        date,
        beginTime: begin,
        endTime: end,
        capacity: Number(capacity),
        cutoffMinutes: Number(cutoff),
      }),
    );
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="extra-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography id="extra-title" variant="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('storeOps.extraTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <TextField select label={t('storeOps.day')} value={date} onChange={(e) => setDate(e.target.value)}>
          {plan.week.map((d) => (
            <MenuItem key={d} value={d}>
              {dayLabel(d)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="time"
          label={t('storeOps.begin')}
          value={begin}
          onChange={(e) => setBegin(e.target.value)}
        />
        <TextField
          type="time"
          label={t('storeOps.end')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <TextField
          type="number"
          label={t('storeOps.capacity')}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
        <TextField
          type="number"
          label={t('storeOps.cutoff')}
          value={cutoff}
          onChange={(e) => setCutoff(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 10080 } }}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
          {t('storeOps.addExtra')}
        </Button>
      </Box>
    </Box>
  );
}

export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  return (
    <Box aria-live="polite">
      {outcome && (
        <Alert severity={outcome.severity} data-testid="plan-outcome">
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
