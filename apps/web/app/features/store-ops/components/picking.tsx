// The picker's screen (issue 26, ADR 0055): an order's lines by department in walking order. The
// picker scans (or types) each product's code: a packaged line takes its EAN-13 once per piece, a
// loose line the store scale's label, which carries the weight (or the weight by hand). A wrong code
// is refused with a written message, no sound. Every line is saved on the server as it is taken
// (picked, substituted when the customer accepted alternatives, or missing), so a reload or a second
// picker sees it. Closing the picking prices the order from those outcomes and captures
// min(final, pre-authorised).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickLine, PickList } from '@sporta/contracts';
import { SCAN_MESSAGES, scanLine } from '@sporta/domain/picking';
import { ORDER_STATUS } from '@sporta/domain/status';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { advanceOrderResult, recordPick, undoPick, type PickInput } from '../api';
import { BagLabels } from './bag-labels';
import { CameraScanner } from './camera-scanner';
import { PickLineRow } from './pick-line-row';
import type { Outcome } from './slot-planner';

/** While picking, the list is read again this often: the lines other pickers take show up. */
export const PICK_REFRESH_MS = 10_000;

/** A line is taken: weighed, all its pieces, substituted or missing. */
export const isDone = (line: PickLine) =>
  line.pick !== null && (line.pick.outcome !== 'picked' || line.loose || line.pick.quantity >= line.quantity);

/** What a code does to the pick list: the line it takes (and what to save), or why it is refused. */
function applyScan(
  lines: PickLine[],
  code: string,
): { line: PickLine; input: PickInput; text: string } | { error: string } {
  const open = lines.filter((l) => !isDone(l));
  const results = open.map((line) => ({ line, result: scanLine(line, code) }));
  const hit = results.find((r) => r.result.ok);
  if (hit && hit.result.ok) {
    const { line, result } = hit;
    if (line.loose && result.grams !== null)
      return {
        line,
        input: { outcome: 'picked', grams: result.grams },
        text: t('storeOps.pickScannedWeight', { name: line.name, grams: result.grams }),
      };
    const before = line.pick?.outcome === 'picked' ? line.pick.quantity : 0;
    return {
      line,
      input: { outcome: 'picked', quantity: before + 1 },
      text: t('storeOps.pickScanned', { name: line.name }),
    };
  }
  const reasons = results.map((r) => (r.result.ok ? null : r.result.reason));
  const reason = reasons.includes('needs_scale_label')
    ? 'needs_scale_label'
    : reasons.length > 0 && reasons.every((r) => r === 'unreadable')
      ? 'unreadable'
      : 'wrong_product';
  return { error: SCAN_MESSAGES[reason] };
}

export function PickingView({
  list,
  onChanged,
  onOutcome,
}: {
  list: PickList;
  /** Something was saved: the page reads the pick list again (other pickers' lines too). */
  onChanged: () => Promise<void>;
  /** What the last scan or step did (the page shows it, above the list). */
  onOutcome: (outcome: Outcome) => void;
}) {
  const lines = list.stops.flatMap((s) => s.lines);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const picking = list.orderStatusId === ORDER_STATUS.IN_PREPARATION;
  const left = lines.filter((l) => !isDone(l)).length;
  const bagged = (
    [ORDER_STATUS.IN_PREPARATION_LOCKED, ORDER_STATUS.READY, ORDER_STATUS.IN_DELIVERY] as number[]
  ).includes(list.orderStatusId);

  // Two pickers share an order: read the list again every few seconds while the page is in sight,
  // never in the middle of a save.
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const refresh = useRef(onChanged);
  refresh.current = onChanged;
  useEffect(() => {
    if (!picking) return;
    const timer = window.setInterval(() => {
      if (!document.hidden && !busyRef.current) void refresh.current();
    }, PICK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [picking]);

  /** Runs a call, says what it did, reads the list again; false when it was refused. */
  const run = async (action: () => Promise<string | null>): Promise<boolean> => {
    setBusy(true);
    try {
      const text = await action();
      if (text) onOutcome({ severity: 'success', text });
      await onChanged();
      return true;
    } catch (err) {
      onOutcome({ severity: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = (line: PickLine, pick: PickInput, text?: string) =>
    run(async () => {
      const message = await recordPick(list.orderId, line.orderItemId, pick);
      return text ?? message;
    });

  /** A code typed, scanned by a handheld or read by the camera: checked, then saved. */
  const take = async (value: string) => {
    const next = applyScan(lines, value);
    if ('error' in next) onOutcome({ severity: 'error', text: next.error });
    else await save(next.line, next.input, next.text);
  };

  const scan = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code;
    setCode('');
    await take(typed);
    input.current?.focus();
  };

  const advance = (closing: boolean) =>
    run(async () => {
      const r = await advanceOrderResult(list.orderId, {});
      return closing && r.finalGrossTotalCents !== null
        ? t('storeOps.pickClosed', {
            final: formatPrice(r.finalGrossTotalCents / 100),
            pre: formatPrice(r.preAuthorisedCents / 100),
            captured: formatPrice(r.capturedCents / 100),
          })
        : r.message;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.orderStatusId === ORDER_STATUS.ORDERED && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography>{t('storeOps.pickNotStarted')}</Typography>
          <Box>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void advance(false)}
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
      {bagged && <BagLabels orderId={list.orderId} />}
      {picking && (
        <Box
          component="form"
          onSubmit={(e) => void scan(e)}
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
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56, minWidth: 96 }}>
            {t('storeOps.pickScanButton')}
          </Button>
        </Box>
      )}
      {picking && (
        <CameraScanner
          disabled={busy}
          onCode={(value) => void take(value)}
          onError={(text) => onOutcome({ severity: 'error', text })}
        />
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
                orderId={list.orderId}
                line={line}
                done={isDone(line)}
                editable={picking}
                busy={busy}
                onSave={(pick) => save(line, pick)}
                onUndo={() => run(() => undoPick(list.orderId, line.orderItemId))}
                onError={(text) => onOutcome({ severity: 'error', text })}
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
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="success"
              disabled={busy || left > 0}
              onClick={() => void advance(true)}
              sx={{ minHeight: 48 }}
            >
              {t('storeOps.pickClose')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void run(async () => null)}
              sx={{ minHeight: 48 }}
            >
              {t('storeOps.pickRefresh')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
