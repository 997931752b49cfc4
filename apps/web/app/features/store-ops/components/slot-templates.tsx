// The store manager's weekly slot templates (ADR 0061): for each weekday its windows with start,
// end, cutoff and capacity, each saved or removed on its own; a form adds a window to a weekday.
// Native inputs and buttons only: the whole page works with the keyboard. The server applies a
// change to the coming days at once and says which booked slots keep their bookings. A window of a
// home-delivery service also takes a capacity per zone (ADR 0069).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SlotTemplate, SlotTemplates } from '@sporta/contracts';
import { WEEKDAY_NAMES_IT } from '@sporta/domain/slot-planning';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import {
  addSlotTemplate,
  deleteSlotTemplate,
  saveZoneCapacities,
  setTemplateZoneCapacity,
  updateSlotTemplate,
  type TemplateWindow,
} from '../api';
import { useChange, type Outcome } from './slot-planner';
import { ZoneCapacities } from './zone-capacities';

const dayName = (weekday: number) => WEEKDAY_NAMES_IT[weekday - 1] ?? '';
const boxSx = { border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } } as const;
const fieldsSx = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } };

/** Start, end, cutoff and capacity of a window, as form fields (labels name the slot and day). */
function WindowFields({
  value,
  onChange,
  labelOf,
}: {
  value: Record<keyof TemplateWindow, string>;
  onChange: (v: Record<keyof TemplateWindow, string>) => void;
  labelOf: (field: string) => string;
}) {
  const field = (key: keyof TemplateWindow, label: string, props: Record<string, unknown>) => (
    <TextField
      label={labelOf(label)}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      {...props}
    />
  );
  return (
    <Box sx={fieldsSx}>
      {field('beginTime', t('storeOps.begin'), { type: 'time' })}
      {field('endTime', t('storeOps.end'), { type: 'time' })}
      {field('cutoffMinutes', t('storeOps.cutoff'), {
        type: 'number',
        slotProps: { htmlInput: { min: 0, max: 10080 } },
      })}
      {field('capacity', t('storeOps.capacity'), {
        type: 'number',
        slotProps: { htmlInput: { min: 1, max: 500 } },
      })}
    </Box>
  );
}

const asFields = (w: SlotTemplate | null) => ({
  beginTime: w?.beginTime ?? '07:00',
  endTime: w?.endTime ?? '08:00',
  cutoffMinutes: String(w?.cutoffMinutes ?? 240),
  capacity: String(w?.capacity ?? 5),
});
const asWindow = (v: Record<keyof TemplateWindow, string>): TemplateWindow => ({
  beginTime: v.beginTime,
  endTime: v.endTime,
  cutoffMinutes: Number(v.cutoffMinutes),
  capacity: Number(v.capacity),
});

function TemplateRow({
  template,
  zones,
  busy,
  run,
}: {
  template: SlotTemplate;
  zones: SlotTemplates['zones'];
  busy: boolean;
  run: (change: () => Promise<string>) => Promise<void>;
}) {
  const [value, setValue] = useState(asFields(template));
  const slot = `${template.beginTime}–${template.endTime}`;
  const day = dayName(template.weekday);
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(() => updateSlotTemplate(template.templateId, asWindow(value)));
  };
  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="form"
        onSubmit={save}
        data-testid="template-row"
        aria-label={t('storeOps.templateOf', { slot, day })}
        sx={{ display: 'grid', gap: 1 }}
      >
        <WindowFields
          value={value}
          onChange={setValue}
          labelOf={(label) => t('storeOps.templateField', { field: label, slot, day })}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {t('storeOps.templateSave', { slot, day })}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            sx={{ minHeight: 44 }}
            onClick={() => void run(() => deleteSlotTemplate(template.templateId))}
          >
            {t('storeOps.templateRemove', { slot, day })}
          </Button>
        </Box>
      </Box>
      <ZoneCapacities
        slot={`${slot} di ${day}`}
        zones={zones}
        values={template.zones}
        busy={busy}
        onSave={(changes) =>
          void run(() =>
            saveZoneCapacities(
              changes,
              (zoneId, capacity) => setTemplateZoneCapacity(template.templateId, zoneId, capacity),
              t('storeOps.zonesUnchanged'),
            ),
          )
        }
      />
    </Box>
  );
}

function AddTemplateForm({
  plan,
  busy,
  run,
}: {
  plan: SlotTemplates;
  busy: boolean;
  run: (change: () => Promise<string>) => Promise<void>;
}) {
  const [weekday, setWeekday] = useState('1');
  const [value, setValue] = useState(asFields(null));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() =>
      addSlotTemplate(
        {
          warehouseId: plan.warehouseId,
          deliveryServiceId: plan.deliveryServiceId,
          weekday: Number(weekday),
        },
        asWindow(value),
      ),
    );
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="add-template-title"
      sx={{ ...boxSx, display: 'grid', gap: 2 }}
    >
      <Typography id="add-template-title" variant="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('storeOps.templateAddTitle')}
      </Typography>
      <TextField
        select
        label={t('storeOps.weekday')}
        value={weekday}
        onChange={(e) => setWeekday(e.target.value)}
      >
        {WEEKDAY_NAMES_IT.map((name, i) => (
          <MenuItem key={name} value={String(i + 1)}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <WindowFields value={value} onChange={setValue} labelOf={(label) => label} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
          {t('storeOps.templateAdd')}
        </Button>
      </Box>
    </Box>
  );
}

export function SlotTemplatesEditor({
  plan,
  onDone,
}: {
  plan: SlotTemplates;
  onDone: (outcome: Outcome) => void;
}) {
  const { busy, run } = useChange(onDone);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('storeOps.templatesIntro', { days: plan.horizonDays })}</Typography>
      {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
        const rows = plan.templates.filter((x) => x.weekday === weekday);
        return (
          <Box
            component="section"
            key={weekday}
            aria-labelledby={`weekday-${weekday}`}
            data-testid="template-day"
            sx={boxSx}
          >
            <Typography
              id={`weekday-${weekday}`}
              variant="h2"
              sx={{ fontSize: 18, fontWeight: 700, textTransform: 'capitalize', mb: 1 }}
            >
              {dayName(weekday)}
            </Typography>
            {rows.length === 0 && <Typography>{t('storeOps.noSlots')}</Typography>}
            {rows.map((x) => (
              <TemplateRow
                key={`${x.templateId}:${x.beginTime}:${x.endTime}:${x.capacity}:${x.cutoffMinutes}`}
                template={x}
                zones={plan.zones}
                busy={busy}
                run={run}
              />
            ))}
          </Box>
        );
      })}
      <AddTemplateForm plan={plan} busy={busy} run={run} />
    </Box>
  );
}
