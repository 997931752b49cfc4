// The form that adds a loyalty card: the card number (prefix and GS1 check digit checked here
// with the domain's rule, then by the server) and the holder's birth date (GG/MM/AAAA), which
// the server matches against the member register. The route renders the answer's messages
// (`feedback`) under the fields.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseBirthDate } from '@sporta/domain/loyalty-rules';
import { romeDate } from '@sporta/domain/rome-time';
import { loyaltyCard } from '@sporta/domain/validators';
import { useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { addCard, type LoyaltyCards } from '../api/loyalty';

export function AddCardForm({
  onAdded,
  onFailed,
  feedback,
}: {
  onAdded: (cards: LoyaltyCards) => void;
  onFailed: (error: unknown) => void;
  feedback: ReactNode;
}) {
  const [card, setCard] = useState('');
  const [birth, setBirth] = useState('');
  const [errors, setErrors] = useState<{ card?: string; birth?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const number = card.replace(/\s/g, '');
    const cardCheck = loyaltyCard({ required: true })(number);
    const next = {
      card: cardCheck === true ? undefined : cardCheck,
      birth: parseBirthDate(birth, romeDate(new Date())) ? undefined : t('loyalty.birthInvalid'),
    };
    setErrors(next);
    if (next.card || next.birth) return;
    setBusy(true);
    try {
      const cards = await addCard(number, birth.trim());
      setCard('');
      setBirth('');
      onAdded(cards);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="add-card-title"
      onSubmit={(e) => void onSubmit(e)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}
    >
      <Typography variant="h5" component="h2" id="add-card-title" sx={{ fontSize: 20, fontWeight: 700 }}>
        {t('loyalty.addTitle')}
      </Typography>
      <Typography sx={{ fontSize: 14, mt: 0.5 }}>{t('loyalty.addIntro')}</Typography>
      <TextField
        label={t('loyalty.cardField')}
        value={card}
        onChange={(e) => setCard(e.target.value)}
        error={Boolean(errors.card)}
        helperText={errors.card}
        fullWidth
        margin="normal"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <TextField
        label={t('loyalty.birthField')}
        value={birth}
        onChange={(e) => setBirth(e.target.value)}
        error={Boolean(errors.birth)}
        helperText={errors.birth ?? t('loyalty.birthHelp')}
        placeholder="GG/MM/AAAA"
        fullWidth
        margin="normal"
        autoComplete="bday"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      {feedback}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('loyalty.add')}
      </Button>
    </Paper>
  );
}
