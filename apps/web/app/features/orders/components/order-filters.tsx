// The order list's filters (spec 001 §7 order/list): date range and amount range. The values
// live in the URL, so a filtered list can be bookmarked and survives a reload.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import type { OrderFilters } from '../api/orders';

type Values = Omit<OrderFilters, 'page'>;

export function OrderFiltersForm({ value, onApply }: { value: Values; onApply: (v: Values) => void }) {
  const [draft, setDraft] = useState<Values>(value);
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof Values) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad =
      (draft.fromDate && draft.toDate && draft.fromDate > draft.toDate) ||
      (draft.fromTotal && draft.toTotal && Number(draft.fromTotal) > Number(draft.toTotal));
    if (bad) {
      setError(t('orders.filters.invalidRange'));
      return;
    }
    setError(null);
    onApply(draft);
  };
  const reset = () => {
    setDraft({});
    setError(null);
    onApply({});
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('orders.filters.title')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('orders.filters.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <TextField
          size="small"
          type="date"
          label={t('orders.filters.fromDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('fromDate')}
        />
        <TextField
          size="small"
          type="date"
          label={t('orders.filters.toDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('toDate')}
        />
        <TextField
          size="small"
          type="number"
          label={t('orders.filters.fromTotal')}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          {...field('fromTotal')}
        />
        <TextField
          size="small"
          type="number"
          label={t('orders.filters.toTotal')}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          {...field('toTotal')}
        />
      </Box>
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1, fontSize: 14 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('orders.filters.apply')}
        </Button>
        <Button type="button" onClick={reset}>
          {t('orders.filters.reset')}
        </Button>
      </Box>
    </Box>
  );
}
