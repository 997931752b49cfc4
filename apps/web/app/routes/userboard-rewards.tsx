// /userboard/premi (ADR 0059): the reward requests of the store manager's cooperatives, oldest
// first, filtered by status; each is marked ready at the store, then collected, or cancelled with
// the member's points given back.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-rewards';
import { staffLoad } from '../features/backoffice/api';
import {
  advanceRewardRequest,
  staffRewardRequests,
  type RewardRequest,
  type Via,
} from '../features/loyalty/api/rewards';
import { RewardRequestCard } from '../features/loyalty/components/reward-request-card';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { ApiError } from '../lib/api/envelope';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

const FILTERS = [
  { status: 'requested', label: 'Richiesto' },
  { status: 'ready', label: 'Pronto in negozio' },
  { status: 'collected', label: 'Ritirato' },
  { status: 'cancelled', label: 'Annullato' },
] as const;

async function load(
  request: Request,
  via: Via,
): Promise<{ requests: RewardRequest[] | null; status: string | null; error: string | null }> {
  const raw = new URL(request.url).searchParams.get('stato');
  const status = FILTERS.some((f) => f.status === raw) ? raw : null;
  return staffLoad(
    ['store_manager'],
    via,
    t('rewards.staffReserved'),
    async () => ({ requests: (await staffRewardRequests(status ?? undefined, via)).requests, status }),
    { requests: null, status },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request, { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request, {});
}

export function meta() {
  return [...seoMeta({ title: t('rewards.staffTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardRewardsRoute({ loaderData }: Route.ComponentProps) {
  const { requests, status, error } = loaderData;
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function move(requestId: number, to: 'ready' | 'collected' | 'cancelled') {
    setBusy(true);
    setOutcome(null);
    try {
      const { request } = await advanceRewardRequest(requestId, to);
      setOutcome({
        severity: 'success',
        text: t('rewards.staffDone', { id: request.requestId, status: request.statusLabel.toLowerCase() }),
      });
      await revalidator.revalidate();
    } catch (e) {
      setOutcome({
        severity: 'error',
        text: e instanceof ApiError || e instanceof Error ? e.message : t('errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('rewards.staffTitle')}
          </Typography>
          <Button component={Link} to="/userboard" variant="outlined" sx={{ minHeight: 44 }}>
            {t('rewards.back')}
          </Button>
        </Box>
        {(error || outcome) && (
          <Alert severity={error ? 'error' : outcome!.severity} role="status">
            {error ?? outcome!.text}
          </Alert>
        )}
        {requests && (
          <>
            <Box
              component="nav"
              aria-label={t('rewards.staffFilter')}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              <Button
                component={Link}
                to="/userboard/premi"
                variant={status === null ? 'contained' : 'outlined'}
                aria-current={status === null ? 'page' : undefined}
                sx={{ minHeight: 44 }}
              >
                {t('rewards.staffAll')}
              </Button>
              {FILTERS.map((f) => (
                <Button
                  key={f.status}
                  component={Link}
                  to={`/userboard/premi?stato=${f.status}`}
                  variant={status === f.status ? 'contained' : 'outlined'}
                  aria-current={status === f.status ? 'page' : undefined}
                  sx={{ minHeight: 44 }}
                >
                  {f.label}
                </Button>
              ))}
            </Box>
            {requests.length === 0 && <Typography>{t('rewards.staffNone')}</Typography>}
            <Box
              component="ul"
              aria-label={t('rewards.staffTitle')}
              sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}
            >
              {requests.map((r) => (
                <RewardRequestCard
                  key={r.requestId}
                  request={r}
                  heading="h2"
                  extra={
                    <Typography sx={{ fontSize: 14 }}>
                      {t('rewards.staffCustomer', { name: r.customer ?? '', card: r.fidelityCard })} ·{' '}
                      {r.storeName}
                    </Typography>
                  }
                >
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {r.status === 'requested' && (
                      <Button
                        variant="contained"
                        disabled={busy}
                        onClick={() => void move(r.requestId, 'ready')}
                        sx={{ minHeight: 44 }}
                      >
                        {t('rewards.markReady')}
                      </Button>
                    )}
                    {r.status === 'ready' && (
                      <Button
                        variant="contained"
                        disabled={busy}
                        onClick={() => void move(r.requestId, 'collected')}
                        sx={{ minHeight: 44 }}
                      >
                        {t('rewards.markCollected')}
                      </Button>
                    )}
                    {r.canCancel && (
                      <Button
                        variant="outlined"
                        color="error"
                        disabled={busy}
                        onClick={() => void move(r.requestId, 'cancelled')}
                        sx={{ minHeight: 44 }}
                      >
                        {t('rewards.staffCancel')}
                      </Button>
                    )}
                  </Box>
                </RewardRequestCard>
              ))}
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
