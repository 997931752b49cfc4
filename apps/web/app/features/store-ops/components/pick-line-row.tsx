// One line of the picker's list (issue 26, ADR 0055): what was ordered, what was saved for it (by
// whom), and the picker's actions on it: weight by hand, missing, a substitute of the same category
// (only when the customer accepted alternatives on that line), undo.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickCandidates, PickLine } from '@sporta/contracts';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { pickSubstitutes, type PickInput } from '../api';

function statusText(line: PickLine): string {
  const p = line.pick;
  if (p?.outcome === 'missing') return t('storeOps.pickMissing');
  if (p?.outcome === 'substituted')
    return t('storeOps.pickSubstituted', {
      name: p.substitute?.name ?? '',
      amount: p.grams !== null ? `${p.grams} g` : `${p.quantity} pz`,
    });
  if (line.loose)
    return p?.grams
      ? t('storeOps.pickWeighed', { grams: p.grams })
      : t('storeOps.pickGrams', { grams: line.orderedGrams ?? 0 });
  return t('storeOps.pickPieces', { done: p?.quantity ?? 0, total: line.quantity });
}

export function PickLineRow({
  orderId,
  line,
  done,
  editable,
  busy,
  onSave,
  onUndo,
  onError,
}: {
  orderId: number;
  line: PickLine;
  done: boolean;
  editable: boolean;
  busy: boolean;
  onSave: (pick: PickInput) => Promise<boolean>;
  onUndo: () => Promise<boolean>;
  onError: (text: string) => void;
}) {
  const [grams, setGrams] = useState('');
  const [choices, setChoices] = useState<PickCandidates['products'] | null>(null);
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('');
  const open = editable && !done;

  const openSubstitutes = async () => {
    try {
      const c = await pickSubstitutes(orderId, line.orderItemId);
      setChoices(c.products);
      setChosen(c.products[0] ? String(c.products[0].productId) : '');
      setAmount(line.loose ? String(line.orderedGrams ?? '') : String(line.quantity));
    } catch (err) {
      onError(err instanceof Error ? err.message : t('errors.generic'));
    }
  };

  const substitute = async () => {
    const n = Number(amount);
    const ok = await onSave({
      outcome: 'substituted',
      substituteProductId: Number(chosen),
      ...(line.loose ? { grams: n } : { quantity: n }),
    });
    if (ok) setChoices(null);
  };

  return (
    <Box
      component="li"
      data-testid="pick-line"
      data-done={done ? 'true' : 'false'}
      sx={{
        display: 'grid',
        gridTemplateColumns: '64px 1fr',
        gap: 1.5,
        alignItems: 'start',
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
          {statusText(line)}
          {done ? ` · ${t('storeOps.pickDone')}` : ''}
          {line.pick ? ` · ${t('storeOps.pickBy', { name: line.pick.pickedBy })}` : ''}
        </Typography>
        {line.options && (
          <Typography variant="body2">{t('storeOps.pickOptions', { options: line.options })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {line.acceptAlternatives ? t('storeOps.alternativesYes') : t('storeOps.alternativesNo')}
        </Typography>
        {open && line.loose && (
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void onSave({ outcome: 'picked', grams: Number(grams) }).then((ok) => ok && setGrams(''));
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <TextField
              type="number"
              size="small"
              label={t('storeOps.pickWeightHand', { name: line.name })}
              value={grams}
              onChange={(e) => setGrams(e.target.value)}
              required
              slotProps={{ htmlInput: { min: 1, max: 100000, inputMode: 'numeric' } }}
              sx={{ maxWidth: 220, '& .MuiInputBase-root': { minHeight: 44 } }}
            />
            <Button type="submit" variant="outlined" disabled={busy} sx={{ minHeight: 44 }}>
              {t('storeOps.pickSaveWeight')}
            </Button>
          </Box>
        )}
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {open && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void onSave({ outcome: 'missing' })}
                aria-label={t('storeOps.pickMarkMissingOf', { name: line.name })}
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.pickMarkMissing')}
              </Button>
            )}
            {open && line.acceptAlternatives && choices === null && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void openSubstitutes()}
                aria-label={t('storeOps.pickSubstituteOf', { name: line.name })}
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.pickSubstitute')}
              </Button>
            )}
            {line.pick && (
              <Button
                variant="text"
                disabled={busy}
                onClick={() => void onUndo()}
                aria-label={t('storeOps.pickUndoOf', { name: line.name })}
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.pickUndo')}
              </Button>
            )}
          </Box>
        )}
        {open && choices !== null && (
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void substitute();
            }}
            sx={{ display: 'grid', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {choices.length === 0 ? (
              <Typography variant="body2">{t('storeOps.pickNoSubstitutes')}</Typography>
            ) : (
              <>
                <TextField
                  select
                  label={t('storeOps.pickSubstituteProduct')}
                  value={chosen}
                  onChange={(e) => setChosen(e.target.value)}
                  slotProps={{ select: { native: true } }}
                  sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
                >
                  {choices.map((c) => (
                    <option key={c.productId} value={c.productId}>
                      {`${c.name} – ${formatPrice(c.unitCents / 100)}${c.loose ? '/kg' : ''}`}
                    </option>
                  ))}
                </TextField>
                <TextField
                  type="number"
                  size="small"
                  label={line.loose ? t('storeOps.pickSubstituteGrams') : t('storeOps.pickSubstitutePieces')}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  required
                  slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                  sx={{ maxWidth: 220, '& .MuiInputBase-root': { minHeight: 44 } }}
                />
              </>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {choices.length > 0 && (
                <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
                  {t('storeOps.pickSubstituteConfirm')}
                </Button>
              )}
              <Button variant="text" onClick={() => setChoices(null)} sx={{ minHeight: 44 }}>
                {t('storeOps.pickSubstituteCancel')}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
