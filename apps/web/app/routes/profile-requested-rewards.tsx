// /profile/requested-rewards (seed 002 §2, ADR 0059): the member's reward requests with their
// status (richiesto → pronto in negozio → ritirato, or annullato with the points given back);
// a request can be cancelled while «richiesto».
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import { cancelRewardRequest, rewardRequests, type RewardRequest } from '../features/loyalty/api/rewards';
import { RewardsNav } from '../features/loyalty/components/rewards-nav';
import { RewardRequestCard } from '../features/loyalty/components/reward-request-card';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('rewards.requestedTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileRequestedRewardsPage() {
  const [requests, setRequests] = useState<RewardRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  useEffect(() => {
    let alive = true;
    rewardRequests()
      .then((d) => alive && setRequests(d.requests))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function cancel(requestId: number) {
    setBusy(true);
    setMessages([]);
    try {
      const result = await cancelRewardRequest(requestId);
      setRequests(result.requests);
      setMessages([{ level: 'success', text: t('rewards.cancelled') }]);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('rewards.requestedTitle')}
      </Typography>
      <RewardsNav />
      <Typography sx={{ mb: 2 }}>{t('rewards.requestedIntro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!requests && !failed && <Typography>{t('common.loading')}</Typography>}
      <MessageArea messages={messages} label={t('rewards.requestedTitle')} />
      {requests?.length === 0 && <Typography>{t('rewards.requestedNone')}</Typography>}
      <Box
        component="ul"
        aria-label={t('rewards.requestedTitle')}
        sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {requests?.map((r) => (
          <RewardRequestCard key={r.requestId} request={r}>
            {r.canCancel && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => void cancel(r.requestId)}
                aria-label={t('rewards.cancelNamed', { id: r.requestId })}
                sx={{ minHeight: 44, justifySelf: 'start' }}
              >
                {t('rewards.cancel')}
              </Button>
            )}
          </RewardRequestCard>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
