// The picker's screen (issue 26): an order's lines by department in walking order. The picker
// scans (or types) each product's code: a packaged line takes its EAN-13 once per piece, a loose
// line the store scale's label, which carries the weight (or the weight by hand). A wrong code is
// refused with a written message, no sound. When every line is taken, closing the picking sends
// the weights: the order is priced again and min(final, pre-authorised) is captured.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickLine, PickList } from '@sporta/contracts';
import { SCAN_MESSAGES, scanLine } from '@sporta/domain/picking';
import { ORDER_STATUS } from '@sporta/domain/status';
import { useRef, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { advanceOrderResult } from '../api';
import type { Outcome } from './slot-planner';

interface Progress {
  /** Pieces scanned, by order item id (packaged lines). */
  pieces: Record<number, number>;
  /** Grams weighed, by order item id (loose lines). */
  grams: Record<number, number>;
}

const isDone = (line: PickLine, p: Progress) =>
  line.loose ? (p.grams[line.orderItemId] ?? 0) > 0 : (p.pieces[line.orderItemId] ?? 0) >= line.quantity;

/** What a code does to the pick list: the line it takes (and the weight), or why it is refused. */
function applyScan(
  lines: PickLine[],
  progress: Progress,
  code: string,
): { progress: Progress; outcome: Outcome } {
  const open = lines.filter((l) => !isDone(l, progress));
  const results = open.map((line) => ({ line, result: scanLine(line, code) }));
  const hit = results.find((r) => r.result.ok);
  if (hit && hit.result.ok) {
    const { line, result } = hit;
    if (line.loose && result.grams !== null)
      return {
        progress: { ...progress, grams: { ...progress.grams, [line.orderItemId]: result.grams } },
        outcome: {
          severity: 'success',
          text: t('storeOps.pickScannedWeight', { name: line.name, grams: result.grams }),
        },
      };
    return {
      progress: {
        ...progress,
        pieces: { ...progress.pieces, [line.orderItemId]: (progress.pieces[line.orderItemId] ?? 0) + 1 },
      },
      outcome: { severity: 'success', text: t('storeOps.pickScanned', { name: line.name }) },
    };
  }
  const reasons = results.map((r) => (r.result.ok ? null : r.result.reason));
  const reason = reasons.includes('needs_scale_label')
    ? 'needs_scale_label'
    : reasons.length > 0 && reasons.every((r) => r === 'unreadable')
      ? 'unreadable'
      : 'wrong_product';
  return { progress, outcome: { severity: 'error', text: SCAN_MESSAGES[reason] } };
}

export function PickingView({
  list,
  onChanged,
  onOutcome,
}: {
  list: PickList;
  /** The order moved on: the page reads it again. */
  onChanged: () => void;
  /** What the last scan or step did (the page shows it, above the list). */
  onOutcome: (outcome: Outcome) => void;
}) {
  const lines = list.stops.flatMap((s) => s.lines);
  const [progress, setProgress] = useState<Progress>({ pieces: {}, grams: {} });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const picking = list.orderStatusId === ORDER_STATUS.IN_PREPARATION;
  const left = lines.filter((l) => !isDone(l, progress)).length;

  const scan = (e: FormEvent) => {
    e.preventDefault();
    const next = applyScan(lines, progress, code);
    setProgress(next.progress);
    onOutcome(next.outcome);
    setCode('');
    input.current?.focus();
  };

  const advance = async (weights: Record<number, number>, closing: boolean) => {
    setBusy(true);
    try {
      const r = await advanceOrderResult(list.orderId, weights);
      onOutcome({
        severity: 'success',
        text:
          closing && r.finalGrossTotalCents !== null
            ? t('storeOps.pickClosed', {
                final: formatPrice(r.finalGrossTotalCents / 100),
                pre: formatPrice(r.preAuthorisedCents / 100),
                captured: formatPrice(r.capturedCents / 100),
              })
            : r.message,
      });
      onChanged();
    } catch (err) {
      onOutcome({ severity: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.orderStatusId === ORDER_STATUS.ORDERED && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography>{t('storeOps.pickNotStarted')}</Typography>
          <Box>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void advance({}, false)}
              sx={{ minHeight: 48 }}
            >
              {t('storeOps.pickStart')}
            </Button>
          </Box>
        </Box>
      )}
      {!picking && list.orderStatusId !== ORDER_STATUS.ORDERED && (
        <Typography>{t('storeOps.pickLoaded', { status: list.statusDescr })}</Typography>
      )}
      {picking && (
        <Box
          component="form"
          onSubmit={scan}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            py: 1,
          }}
        >
          <TextField
            inputRef={input}
            label={t('storeOps.pickScan')}
            helperText={t('storeOps.pickScanHelp')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'pick-code' } }}
          />
          <Button type="submit" variant="contained" sx={{ minHeight: 56, minWidth: 96 }}>
            {t('storeOps.pickScanButton')}
          </Button>
        </Box>
      )}
      {list.stops.map((stop) => (
        <Box component="section" key={stop.department} aria-label={stop.department}>
          <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
            {stop.department}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {stop.lines.map((line) => (
              <PickLineRow
                key={line.orderItemId}
                line={line}
                progress={progress}
                editable={picking}
                onGrams={(grams) =>
                  setProgress((p) => ({ ...p, grams: { ...p.grams, [line.orderItemId]: grams } }))
                }
              />
            ))}
          </Box>
        </Box>
      ))}
      {picking && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography data-testid="pick-left">
            {left === 0 ? t('storeOps.pickAllDone') : t('storeOps.pickLeft', { count: left })}
          </Typography>
          <Box>
            <Button
              variant="contained"
              color="success"
              disabled={busy || left > 0}
              onClick={() => void advance(progress.grams, true)}
              sx={{ minHeight: 48 }}
            >
              {t('storeOps.pickClose')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

function PickLineRow({
  line,
  progress,
  editable,
  onGrams,
}: {
  line: PickLine;
  progress: Progress;
  editable: boolean;
  onGrams: (grams: number) => void;
}) {
  const done = isDone(line, progress);
  const grams = progress.grams[line.orderItemId];
  return (
    <Box
      component="li"
      data-testid="pick-line"
      data-done={done ? 'true' : 'false'}
      sx={{
        display: 'grid',
        gridTemplateColumns: '64px 1fr',
        gap: 1.5,
        alignItems: 'center',
        p: 1,
        border: 1,
        borderColor: done ? 'success.main' : 'divider',
        borderRadius: 2,
        bgcolor: done ? 'rgba(46, 125, 50, 0.08)' : 'transparent',
      }}
    >
      <Box
        component="img"
        src={line.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        sx={{ objectFit: 'contain', bgcolor: '#fff', borderRadius: 1 }}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{line.name}</Typography>
        <Typography variant="body2">
          {line.loose
            ? grams
              ? t('storeOps.pickWeighed', { grams })
              : t('storeOps.pickGrams', { grams: line.orderedGrams ?? 0 })
            : t('storeOps.pickPieces', {
                done: progress.pieces[line.orderItemId] ?? 0,
                total: line.quantity,
              })}
          {done ? ` · ${t('storeOps.pickDone')}` : ''}
        </Typography>
        {line.options && (
          <Typography variant="body2">{t('storeOps.pickOptions', { options: line.options })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {line.acceptAlternatives ? t('storeOps.alternativesYes') : t('storeOps.alternativesNo')}
        </Typography>
        {line.loose && editable && (
          <TextField
            type="number"
            size="small"
            label={t('storeOps.pickWeightHand', { name: line.name })}
            value={grams ?? ''}
            onChange={(e) => onGrams(Number(e.target.value) || 0)}
            slotProps={{ htmlInput: { min: 1, max: 100000, inputMode: 'numeric' } }}
            sx={{ maxWidth: 260, '& .MuiInputBase-root': { minHeight: 44 } }}
          />
        )}
      </Box>
    </Box>
  );
}
