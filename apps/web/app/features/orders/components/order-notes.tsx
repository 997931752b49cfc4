// Notes of an order (note/order/add, note/order/update): the list, each editable, and a new one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import { saveOrderNote, type OrderNote } from '../api/orders';

export function OrderNotes({ orderId, initial }: { orderId: number; initial: OrderNote[] }) {
  const [notes, setNotes] = useState(initial);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ noteId: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (text: string, noteId?: number) => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      setNotes(await saveOrderNote(orderId, text.trim(), noteId));
      if (noteId === undefined) setDraft('');
      else setEditing(null);
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography sx={{ mb: 1, color: 'text.secondary', fontSize: 14 }}>{t('orders.notesIntro')}</Typography>
      {notes.length === 0 && <Typography sx={{ mb: 1 }}>{t('orders.noNotes')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }} data-testid="order-notes">
        {notes.map((n) => (
          <Box
            component="li"
            key={n.noteId}
            sx={{ listStyle: 'none', p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}
          >
            {editing?.noteId === n.noteId ? (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <TextField
                  multiline
                  minRows={2}
                  label={t('orders.noteEditLabel')}
                  value={editing.text}
                  onChange={(e) => setEditing({ noteId: n.noteId, text: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busy}
                    onClick={() => void save(editing.text, n.noteId)}
                  >
                    {t('orders.saveNote')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t('common.cancel')}
                  </Button>
                </Box>
              </Box>
            ) : (
              <>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.note}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {t('orders.noteUpdated', { date: formatDate(n.updatedAt) })}
                  </Typography>
                  <Button size="small" onClick={() => setEditing({ noteId: n.noteId, text: n.note })}>
                    {t('orders.editNote')}
                  </Button>
                </Box>
              </>
            )}
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save(draft);
        }}
        sx={{ display: 'grid', gap: 1 }}
      >
        <TextField
          multiline
          minRows={2}
          label={t('orders.noteLabel')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={busy || !draft.trim()}>
            {t('orders.addNote')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
