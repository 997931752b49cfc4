// /profile/points-polv (seed 002 §2, §4 "Points can be converted (pulverisation)"): each card's
// balance and its cooperative's table; a step turns points into a discount voucher that is in
// /profile/gifts at once and goes on the cart with its code.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import { convertPoints, viewCards, type LoyaltyCards } from '../features/loyalty/api/loyalty';
import { dayText } from '../features/loyalty/components/card-panel';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatPrice } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('loyalty.polvTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfilePointsPolvPage() {
  const [cards, setCards] = useState<LoyaltyCards | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [voucher, setVoucher] = useState<{ code: string; amount: string } | null>(null);
  useEffect(() => {
    let alive = true;
    viewCards()
      .then((data) => alive && setCards(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function convert(points: number, card: string) {
    setBusy(true);
    setMessages([]);
    setVoucher(null);
    try {
      const result = await convertPoints(points, card);
      setCards(result);
      setVoucher({
        code: result.giftCertificate.giftCode ?? '',
        amount: result.giftCertificate.discountLabel,
      });
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('loyalty.polvTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('loyalty.polvIntro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!cards && !failed && <Typography>{t('common.loading')}</Typography>}
      <MessageArea messages={messages} />
      {voucher && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={Link} to="/profile/gifts" color="inherit" size="small">
              {t('loyalty.polvGoToGifts')}
            </Button>
          }
        >
          {t('loyalty.polvDone', { code: voucher.code, amount: voucher.amount })}
        </Alert>
      )}
      {cards?.cards.length === 0 && (
        <Box>
          <Typography sx={{ mb: 1 }}>{t('loyalty.polvNoCard')}</Typography>
          <Button component={Link} to="/profile/fidelity" variant="contained">
            {t('loyalty.polvGoToCards')}
          </Button>
        </Box>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {cards?.cards.map((c) => (
          <Paper
            key={c.fidelityCard}
            variant="outlined"
            component="li"
            sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}
            data-testid="polv-card"
          >
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
              {c.storeName}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t('loyalty.cardNumber', { card: c.fidelityCard })} · {c.firstName} {c.lastName}
            </Typography>
            <Typography sx={{ fontSize: 28, fontWeight: 800, mt: 1 }} data-testid="polv-balance">
              {t('loyalty.points', { count: c.points })}
            </Typography>
            <Typography sx={{ fontSize: 14, mb: 2 }}>
              {t('loyalty.expiry', { date: dayText(c.expiryDate) })}
            </Typography>
            <Box
              component="ul"
              aria-label={t('loyalty.polvTableLabel', { card: c.fidelityCard })}
              sx={{
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              }}
            >
              {c.conversions.map((s) => (
                <Box
                  component="li"
                  key={s.points}
                  sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                >
                  <Typography sx={{ fontWeight: 700 }}>
                    {t('loyalty.polvStep', { points: s.points, amount: formatPrice(s.amount) })}
                  </Typography>
                  <Typography sx={{ fontSize: 14, mb: 1 }}>
                    {t('loyalty.polvMinSpend', { amount: formatPrice(s.minSpend) })}
                  </Typography>
                  <Button
                    variant="contained"
                    fullWidth
                    disabled={busy || !s.available}
                    onClick={() => void convert(s.points, c.fidelityCard)}
                  >
                    {t('loyalty.polvConvert', { points: s.points })}
                  </Button>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
