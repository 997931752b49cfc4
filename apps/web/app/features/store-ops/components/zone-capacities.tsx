// Per-zone capacity of a home-delivery slot or template window (ADR 0069): behind a button, one
// field per zone of the hub (empty: the zone is limited only by the slot's capacity) and one
// save. Native inputs and buttons: keyboard-only usable; every target is at least 44 px high.
// The server refuses a zone capacity below the zone's bookings with their count.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';

export interface ZoneValue {
  zoneId: number;
  capacity: number | null;
  /** Orders and cart holds of the zone in the slot (a slot's panel only). */
  booked?: number;
}

export interface ZoneChange {
  zoneId: number;
  capacity: number | null;
}

export function ZoneCapacities({
  slot,
  zones,
  values,
  busy,
  onSave,
}: {
  /** The slot or window, as its labels name it ("09:00–11:00 di lunedì 30 novembre"). */
  slot: string;
  zones: { zoneId: number; name: string }[];
  values: ZoneValue[];
  busy: boolean;
  onSave: (changes: ZoneChange[]) => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (!zones.length) return null;
  const limited = values.filter((v) => v.capacity !== null).length;
  const text = limited
    ? `${t('storeOps.zonesToggle')} · ${t('storeOps.zonesLimited', { count: limited })}`
    : t('storeOps.zonesToggle');
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('storeOps.zonesToggleOf', { text, slot })}
        onClick={() => setOpen((o) => !o)}
        sx={{ minHeight: 44, px: 1 }}
      >
        {text}
      </Button>
      {open && (
        // the fields start again from the server's values whenever they change
        <ZoneFields
          key={JSON.stringify(values)}
          id={panelId}
          slot={slot}
          zones={zones}
          values={values}
          busy={busy}
          onSave={onSave}
        />
      )}
    </Box>
  );
}

function ZoneFields({
  id,
  slot,
  zones,
  values,
  busy,
  onSave,
}: {
  id: string;
  slot: string;
  zones: { zoneId: number; name: string }[];
  values: ZoneValue[];
  busy: boolean;
  onSave: (changes: ZoneChange[]) => void;
}) {
  const initial = (zoneId: number) => {
    const capacity = values.find((v) => v.zoneId === zoneId)?.capacity;
    return capacity === null || capacity === undefined ? '' : String(capacity);
  };
  const [fields, setFields] = useState<Record<number, string>>(() =>
    Object.fromEntries(zones.map((z) => [z.zoneId, initial(z.zoneId)])),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changes = zones
      .filter((z) => (fields[z.zoneId] ?? '').trim() !== initial(z.zoneId))
      .map((z) => {
        const raw = (fields[z.zoneId] ?? '').trim();
        return { zoneId: z.zoneId, capacity: raw === '' ? null : Number(raw) };
      });
    onSave(changes);
  };
  return (
    <Box
      id={id}
      component="form"
      onSubmit={submit}
      aria-label={t('storeOps.zonesOf', { slot })}
      data-testid="zone-capacities"
      sx={{ display: 'grid', gap: 1.5, pt: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('storeOps.zonesIntro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {zones.map((z) => {
          const booked = values.find((v) => v.zoneId === z.zoneId)?.booked;
          return (
            <TextField
              key={z.zoneId}
              type="number"
              label={t('storeOps.zoneCapacity', { zone: z.name })}
              value={fields[z.zoneId] ?? ''}
              onChange={(e) => setFields({ ...fields, [z.zoneId]: e.target.value })}
              helperText={
                booked === undefined
                  ? t('storeOps.zoneNoLimitHint')
                  : t('storeOps.zoneBookedHint', { count: booked })
              }
              slotProps={{ htmlInput: { min: 0, max: 500, inputMode: 'numeric' } }}
            />
          );
        })}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
          {t('storeOps.zonesSave', { slot })}
        </Button>
      </Box>
    </Box>
  );
}
