// /profile/create-offer (seed 000 §2, ADR 0059): the rewards catalogue of the member's
// cooperative, where the member picks rewards for the rewards cart. Points + euro rewards are
// collected and paid in the shop.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import { addReward, rewardCatalogue, type RewardCatalogue } from '../features/loyalty/api/rewards';
import { CardBalance, NoCard, RewardsNav, rewardPrice } from '../features/loyalty/components/rewards-nav';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatPrice } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('rewards.catalogueTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileCreateOfferPage() {
  const [data, setData] = useState<RewardCatalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  useEffect(() => {
    let alive = true;
    rewardCatalogue()
      .then((d) => alive && setData(d))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function add(rewardId: number, name: string) {
    setBusy(true);
    setMessages([]);
    try {
      const cart = await addReward(rewardId);
      setData(
        (d) =>
          d && {
            ...d,
            rewards: d.rewards.map((r) => ({
              ...r,
              inCart: cart.items.find((i) => i.rewardId === r.rewardId)?.quantity ?? 0,
            })),
          },
      );
      setMessages([{ level: 'success', text: t('rewards.added', { name }) }]);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('rewards.catalogueTitle')}
      </Typography>
      <RewardsNav />
      <Typography sx={{ mb: 2 }}>{t('rewards.catalogueIntro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!data && !failed && <Typography>{t('common.loading')}</Typography>}
      {data && !data.card && <NoCard />}
      {data?.card && <CardBalance card={data.card} />}
      <MessageArea messages={messages} label={t('rewards.catalogueTitle')} />
      {messages.some((m) => m.level === 'success') && (
        <Button component={Link} to="/profile/rewards-cart" variant="outlined" sx={{ minHeight: 44, mb: 2 }}>
          {t('rewards.goToCart')}
        </Button>
      )}
      <Box
        component="ul"
        aria-label={t('rewards.catalogueTitle')}
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {data?.rewards.map((r) => (
          <Paper
            key={r.rewardId}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
            data-testid="reward"
          >
            {r.imageUrl && (
              <Box
                component="img"
                src={r.imageUrl}
                alt=""
                width={210}
                height={180}
                sx={{ width: '100%', height: 'auto', maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
              />
            )}
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
              {r.name}
            </Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{r.description}</Typography>
            <Typography sx={{ fontWeight: 800, fontSize: 18 }}>
              {rewardPrice(r.points, r.euro, formatPrice)}
            </Typography>
            {r.euro > 0 && (
              <Typography sx={{ fontSize: 14, fontStyle: 'italic' }}>{t('rewards.inStore')}</Typography>
            )}
            {r.inCart > 0 && (
              <Typography sx={{ fontSize: 14 }}>{t('rewards.inCart', { quantity: r.inCart })}</Typography>
            )}
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void add(r.rewardId, r.name)}
              aria-label={t('rewards.addNamed', { name: r.name })}
              sx={{ minHeight: 44 }}
            >
              {t('rewards.add')}
            </Button>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
