// /userboard/marketing (issue 27, ADR 0062): staff of the marketing role send a message to all
// customers, a cooperative's or a delivery service's (those with the marketing consent), see how
// many customers and devices it reached, and the messages sent before. Anyone who is not staff
// goes to the userboard's sign-in; other staff are told the page is reserved.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-marketing';
import { staffLoad } from '../features/backoffice/api';
import { campaignList, campaignTargets, type Via } from '../features/marketing/api/campaigns';
import { CampaignForm } from '../features/marketing/components/campaign-form';
import { CampaignHistory } from '../features/marketing/components/campaign-history';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

async function load(via: Via) {
  return staffLoad(
    ['marketing'],
    via,
    t('marketing.reserved'),
    async () => {
      const [targets, list] = await Promise.all([campaignTargets(via), campaignList(via)]);
      return { targets, campaigns: list.campaigns };
    },
    { targets: null, campaigns: [] },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load({ origin, headers });
}

export async function clientLoader() {
  return load({});
}

export function meta() {
  return [...seoMeta({ title: t('marketing.title') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardMarketingRoute({ loaderData }: Route.ComponentProps) {
  const { targets, campaigns, error } = loaderData;
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('marketing.title')}
          </Typography>
          <Button component={Link} to="/userboard" variant="outlined" sx={{ minHeight: 44 }}>
            {t('storeOps.back')}
          </Button>
        </Box>
        <Box aria-live="polite">
          {(error || sent) && (
            <Alert severity={error ? 'error' : 'success'} data-testid="campaign-outcome">
              {error ?? sent}
            </Alert>
          )}
        </Box>
        {targets && (
          <>
            <Box component="section" aria-labelledby="campaign-form-title" sx={{ display: 'grid', gap: 2 }}>
              <Typography id="campaign-form-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
                {t('marketing.formTitle')}
              </Typography>
              <Typography color="text.secondary">{t('marketing.intro')}</Typography>
              <CampaignForm
                targets={targets}
                onSent={(c) => {
                  setSent(t('marketing.sent', { customers: c.customers, reached: c.reached }));
                  void revalidator.revalidate();
                }}
              />
            </Box>
            <Box
              component="section"
              aria-labelledby="campaign-history-title"
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography id="campaign-history-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
                {t('marketing.historyTitle')}
              </Typography>
              <CampaignHistory campaigns={campaigns} labelledBy="campaign-history-title" />
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
