// The refund request form (issue 7 §6): delivered lines and quantities, method 6 rimborso or
// 7 sostituzione, reason, and a photo checked here with the server's own limits (type, 5 MB).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Order, Refund } from '@sporta/contracts';
import { REFUND_PHOTO_TYPES, REFUND_REASON_MAX, refundPhotoError } from '@sporta/domain/order-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { formatQuantity } from '../../../ui/format';
import { requestRefund } from '../api/refunds';

type Line = Order['orderItems'][number];

function deliveredOf(line: Line): number {
  return line.deliveredQuantity ?? line.quantity;
}

export function RefundForm({ order, onSent }: { order: Order; onSent: (r: Refund) => void }) {
  const lines = order.orderItems.filter((l) => deliveredOf(l) > 0);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [method, setMethod] = useState<'6' | '7'>('6');
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ lines?: string; reason?: string; photo?: string; form?: string }>(
    {},
  );
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const methodId = useId();

  const pickPhoto = (file: File | undefined) => {
    if (!file) return;
    const error = refundPhotoError(file.type, file.size);
    if (error) {
      setPhoto(null);
      setErrors((e) => ({ ...e, photo: `${error}.` }));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setErrors((e) => ({ ...e, photo: undefined }));
    setPhoto(file);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    const items: { orderItemId: number; quantity: number }[] = [];
    for (const line of lines) {
      const text = chosen[line.orderItemId];
      if (text === undefined) continue;
      const quantity = Number(text.replace(',', '.'));
      const ok =
        Number.isFinite(quantity) &&
        quantity > 0 &&
        quantity <= deliveredOf(line) + 1e-9 &&
        (line.loose || Number.isInteger(quantity));
      if (!ok) next.lines = t('refunds.request.quantityError');
      items.push({ orderItemId: line.orderItemId, quantity });
    }
    if (items.length === 0) next.lines = t('refunds.request.noLines');
    if (!reason.trim()) next.reason = t('refunds.request.reasonError');
    setErrors(next);
    if (next.lines || next.reason) return;
    setSending(true);
    try {
      onSent(
        await requestRefund({
          orderId: order.orderId,
          methodId: method === '6' ? 6 : 7,
          reason: reason.trim(),
          items,
          photo,
        }),
      );
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
          {t('refunds.request.lines')}
        </Typography>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {lines.map((line) => {
            const checked = chosen[line.orderItemId] !== undefined;
            const delivered = deliveredOf(line);
            return (
              <Box
                component="li"
                key={line.orderItemId}
                sx={{
                  listStyle: 'none',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                  borderBottom: 1,
                  borderColor: 'divider',
                  pb: 1,
                }}
              >
                <FormControlLabel
                  sx={{ mr: 'auto', flex: '1 1 220px' }}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(e) =>
                        setChosen((c) => {
                          const next = { ...c };
                          if (e.target.checked)
                            next[line.orderItemId] = line.loose ? formatQuantity(delivered) : '1';
                          else delete next[line.orderItemId];
                          return next;
                        })
                      }
                      slotProps={{
                        input: { 'aria-label': t('refunds.request.choose', { name: line.name }) },
                      }}
                    />
                  }
                  label={
                    <span>
                      <strong>{line.name}</strong>
                      <Typography
                        component="span"
                        sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                      >
                        {t(
                          line.loose ? 'refunds.request.deliveredWeight' : 'refunds.request.deliveredPieces',
                          {
                            quantity: formatQuantity(delivered),
                          },
                        )}
                      </Typography>
                    </span>
                  }
                />
                {checked && (
                  <TextField
                    size="small"
                    sx={{ width: 130 }}
                    label={t('refunds.request.quantityShort')}
                    value={chosen[line.orderItemId]}
                    onChange={(e) => setChosen((c) => ({ ...c, [line.orderItemId]: e.target.value }))}
                    slotProps={{
                      htmlInput: {
                        inputMode: line.loose ? 'decimal' : 'numeric',
                        'aria-label': t('refunds.request.quantity', { name: line.name }),
                      },
                      input: { endAdornment: line.loose ? 'kg' : 'pz' },
                    }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
        {errors.lines && (
          <Typography role="alert" color="error" sx={{ mt: 1, fontSize: 14 }}>
            {errors.lines}
          </Typography>
        )}
      </Paper>

      <FormControl>
        <FormLabel id={methodId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {t('refunds.request.method')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={methodId}
          value={method}
          onChange={(e) => setMethod(e.target.value as '6' | '7')}
        >
          <FormControlLabel value="6" control={<Radio />} label={t('refunds.request.refund')} />
          <FormControlLabel value="7" control={<Radio />} label={t('refunds.request.replacement')} />
        </RadioGroup>
      </FormControl>

      <TextField
        label={t('refunds.request.reason')}
        multiline
        minRows={3}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? `${reason.length}/${REFUND_REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
      />

      <Box>
        <Typography id={photoId} sx={{ fontWeight: 700, mb: 1 }}>
          {t('refunds.request.photo')}
        </Typography>
        <Button component="label" variant="outlined">
          {t('refunds.request.choosePhoto')}
          <input
            ref={fileRef}
            type="file"
            hidden
            accept={REFUND_PHOTO_TYPES.join(',')}
            onChange={(e) => pickPhoto(e.target.files?.[0])}
            aria-label={t('refunds.request.photo')}
            aria-invalid={Boolean(errors.photo)}
          />
        </Button>
        {photo && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Typography sx={{ fontSize: 14 }} role="status">
              {t('refunds.request.photoChosen', { name: photo.name })}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                setPhoto(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              {t('refunds.request.removePhoto')}
            </Button>
          </Box>
        )}
        {errors.photo && (
          <Typography role="alert" color="error" sx={{ mt: 1, fontSize: 14 }}>
            {errors.photo}
          </Typography>
        )}
      </Box>

      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? t('refunds.request.sending') : t('refunds.request.submit')}
        </Button>
      </Box>
    </Box>
  );
}
