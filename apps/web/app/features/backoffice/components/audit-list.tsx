// Audit entries as a list: when, who, for whom, what, the outcome, and the state before and after.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';

const time = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

export function formatWhen(iso: string): string {
  return time.format(new Date(iso));
}

/** 2026-11-26 → 26/11/2026 */
function dayOf(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;
}

/** A snapshot in a few words: the slot, the lines and quantities, the total. */
function describeState(state: unknown): string {
  if (!state || typeof state !== 'object') return '—';
  const s = state as {
    slot?: { date: string; from: string; to: string } | null;
    lines?: { product: string; quantity: number }[] | number;
    total?: number;
    status?: string;
  };
  const parts: string[] = [];
  if (s.status) parts.push(s.status);
  if (s.slot) parts.push(`${dayOf(s.slot.date)} ${s.slot.from}–${s.slot.to}`);
  if (Array.isArray(s.lines))
    parts.push(s.lines.map((l) => `${l.product} × ${l.quantity}`).join(', ') || '—');
  if (typeof s.total === 'number') parts.push(`${s.total.toFixed(2).replace('.', ',')} €`);
  return parts.length ? parts.join(' · ') : JSON.stringify(state);
}

export function AuditList({
  entries,
  showCustomer = true,
}: {
  entries: AuditEntryView[];
  showCustomer?: boolean;
}) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {entries.map((e) => (
        <Box
          component="li"
          key={e.auditId}
          data-testid="audit-entry"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {e.summary}
            </Typography>
            <Chip
              size="small"
              label={
                e.outcome === 'ok'
                  ? t('backoffice.outcome_ok')
                  : e.outcome === 'refused'
                    ? t('backoffice.outcome_refused')
                    : t('backoffice.outcome_failed')
              }
              color={e.outcome === 'ok' ? 'success' : e.outcome === 'refused' ? 'warning' : 'default'}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[formatWhen(e.createdAt), e.staffName, showCustomer ? e.customerName : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {(e.before != null || e.after != null) && (
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, fontSize: 14 }}
            >
              <dt>{t('backoffice.colBefore')}</dt>
              <dd style={{ margin: 0 }}>{describeState(e.before)}</dd>
              <dt>{t('backoffice.colAfter')}</dt>
              <dd style={{ margin: 0 }}>{describeState(e.after)}</dd>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
