// /profile/fidelity (seed 002 §2, §7 "Loyalty cards and points"): the customer's loyalty cards,
// each with its scannable barcode, points balance and movements; add a card (number and the
// holder's birth date) or remove one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import { removeCard, viewCards, type LoyaltyCards } from '../features/loyalty/api/loyalty';
import { AddCardForm } from '../features/loyalty/components/add-card-form';
import { CardPanel } from '../features/loyalty/components/card-panel';
import { RewardsNav } from '../features/loyalty/components/rewards-nav';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('loyalty.pageTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileFidelityPage() {
  const [cards, setCards] = useState<LoyaltyCards | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [formMessages, setFormMessages] = useState<FormMessage[]>([]);
  useEffect(() => {
    let alive = true;
    viewCards()
      .then((data) => alive && setCards(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function remove(card: string) {
    try {
      setCards(await removeCard(card));
      setMessages([{ level: 'success', text: t('loyalty.removed') }]);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('loyalty.pageTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('loyalty.pageIntro')}</Typography>
      <RewardsNav />
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!cards && !failed && <Typography>{t('common.loading')}</Typography>}
      <MessageArea messages={messages} />
      {cards?.cards.length === 0 && <Typography sx={{ mb: 2 }}>{t('loyalty.none')}</Typography>}
      {cards && cards.cards.length > 0 && (
        <Box
          component="ul"
          aria-label={t('loyalty.cardsLabel')}
          sx={{ p: 0, m: 0, mb: 3, display: 'grid', gap: 2 }}
        >
          {cards.cards.map((c) => (
            <CardPanel key={c.fidelityCard} card={c} onRemove={() => remove(c.fidelityCard)} />
          ))}
        </Box>
      )}
      {cards && (
        <AddCardForm
          onAdded={(next) => {
            setMessages([]);
            setFormMessages([{ level: 'success', text: t('loyalty.added') }]);
            setCards(next);
          }}
          onFailed={(error) => setFormMessages(failureMessages(error, t('errors.generic')))}
          feedback={<MessageArea messages={formMessages} label={t('loyalty.addTitle')} />}
        />
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
