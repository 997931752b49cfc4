// /profile/order-refunds (spec 001 §2, §3 Refund, §4): the customer's refund requests with their
// status (1 in approvazione, 3 approvato, 10 annullato) and method (6 rimborso, 7 sostituzione).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listRefunds } from '../features/orders/api/refunds';
import { RefundListItem } from '../features/orders/components/refund-list-item';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('refunds.title') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfileOrderRefundsPage() {
  const refunds = useLoaded((signal) => listRefunds(signal), []);
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('refunds.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('refunds.intro')}</Typography>
      {refunds.error && <Alert severity="error">{refunds.error}</Alert>}
      {refunds.loading && !refunds.data && <Typography role="status">{t('common.loading')}</Typography>}
      {refunds.data?.length === 0 && <Typography>{t('refunds.none')}</Typography>}
      {refunds.data && refunds.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t('refunds.title')}
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {refunds.data.map((r) => (
            <RefundListItem key={r.refundId} refund={r} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
