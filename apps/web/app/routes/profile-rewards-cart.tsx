// /profile/rewards-cart (seed 002 §2, ADR 0059): the rewards cart of the member's card:
// quantities, removal, the points needed and the euro due in the shop, and the request that
// debits the points at once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import {
  removeReward,
  requestRewards,
  rewardCart,
  updateReward,
  type RewardCart,
} from '../features/loyalty/api/rewards';
import { CardBalance, NoCard, RewardsNav, rewardPrice } from '../features/loyalty/components/rewards-nav';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatPrice } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('rewards.cartTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileRewardsCartPage() {
  const [cart, setCart] = useState<RewardCart | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [requested, setRequested] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    rewardCart()
      .then((d) => alive && setCart(d))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function run(action: () => Promise<RewardCart>) {
    setBusy(true);
    setMessages([]);
    try {
      setCart(await action());
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  async function request() {
    setBusy(true);
    setMessages([]);
    try {
      const result = await requestRewards();
      setCart(result.cart);
      setRequested(result.request.requestId);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('rewards.cartTitle')}
      </Typography>
      <RewardsNav />
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!cart && !failed && <Typography>{t('common.loading')}</Typography>}
      {cart && !cart.card && <NoCard />}
      {cart?.card && <CardBalance card={cart.card} />}
      <MessageArea messages={messages} label={t('rewards.cartTitle')} />
      {requested !== null && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={Link} to="/profile/requested-rewards" color="inherit" size="small">
              {t('rewards.goToRequested')}
            </Button>
          }
        >
          {t('rewards.requested', { id: requested })}
        </Alert>
      )}
      {cart?.card && cart.items.length === 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('rewards.cartEmpty')}</Typography>
          <Button component={Link} to="/profile/create-offer" variant="contained" sx={{ minHeight: 44 }}>
            {t('rewards.goToCatalogue')}
          </Button>
        </Box>
      )}
      {cart && cart.items.length > 0 && (
        <>
          <Box
            component="ul"
            aria-label={t('rewards.cartTitle')}
            sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {cart.items.map((i) => (
              <Paper
                key={i.rewardId}
                component="li"
                variant="outlined"
                sx={{
                  listStyle: 'none',
                  p: 1.5,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '64px 1fr', sm: '80px 1fr auto' },
                  alignItems: 'center',
                }}
                data-testid="reward-cart-item"
              >
                {i.imageUrl ? (
                  <Box
                    component="img"
                    src={i.imageUrl}
                    alt=""
                    width={80}
                    height={68}
                    sx={{ width: '100%', height: 'auto' }}
                  />
                ) : (
                  <span />
                )}
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{i.name}</Typography>
                  <Typography sx={{ fontSize: 14 }}>{rewardPrice(i.points, i.euro, formatPrice)}</Typography>
                  <Typography sx={{ fontSize: 14 }}>
                    {i.totalEuro > 0
                      ? t('rewards.lineTotalEuro', { points: i.totalPoints, euro: formatPrice(i.totalEuro) })
                      : t('rewards.lineTotal', { points: i.totalPoints })}
                  </Typography>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    gridColumn: { xs: '1 / -1', sm: 'auto' },
                    justifyContent: 'flex-end',
                  }}
                >
                  <IconButton
                    aria-label={t('rewards.decrease', { name: i.name })}
                    disabled={busy}
                    onClick={() => void run(() => updateReward(i.rewardId, i.quantity - 1))}
                    sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
                  >
                    −
                  </IconButton>
                  <Typography
                    component="output"
                    aria-label={t('rewards.quantityLabel', { name: i.name })}
                    sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
                    data-testid="reward-quantity"
                  >
                    {i.quantity}
                  </Typography>
                  <IconButton
                    aria-label={t('rewards.increase', { name: i.name })}
                    disabled={busy}
                    onClick={() => void run(() => updateReward(i.rewardId, i.quantity + 1))}
                    sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
                  >
                    +
                  </IconButton>
                  <Button
                    color="error"
                    disabled={busy}
                    onClick={() => void run(() => removeReward(i.rewardId))}
                    aria-label={t('rewards.remove', { name: i.name })}
                    sx={{ minHeight: 44 }}
                  >
                    ✕
                  </Button>
                </Box>
              </Paper>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 800, fontSize: 18 }} data-testid="reward-cart-total">
              {t('rewards.totalPoints', { points: cart.totalPoints })}
            </Typography>
            {cart.totalEuro > 0 && (
              <>
                <Typography>{t('rewards.totalEuro', { euro: formatPrice(cart.totalEuro) })}</Typography>
                <Typography sx={{ fontSize: 14, fontStyle: 'italic' }}>{t('rewards.inStoreNote')}</Typography>
              </>
            )}
            {cart.pointsAfter >= 0 ? (
              <Typography>{t('rewards.pointsAfter', { points: cart.pointsAfter })}</Typography>
            ) : (
              <Typography sx={{ color: 'error.dark', fontWeight: 700 }}>
                {t('rewards.pointsMissing', { points: -cart.pointsAfter })}
              </Typography>
            )}
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => void request()}
              sx={{ minHeight: 48, mt: 1, justifySelf: { sm: 'start' } }}
            >
              {t('rewards.request')}
            </Button>
          </Paper>
        </>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
