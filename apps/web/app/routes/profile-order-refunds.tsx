// /profile/order-refunds (spec 001 §2, §3 Refund, §4): the customer's refund requests with their
// status (1 in approvazione, 3 approvato, 10 annullato) and method (6 rimborso, 7 sostituzione).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { listRefunds } from '../features/orders/api/refunds';
import { RefundStatusChip } from '../features/orders/components/order-format';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate, formatPrice } from '../ui/format';
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
            <Paper
              key={r.refundId}
              component="li"
              variant="outlined"
              data-testid="refund-card"
              aria-labelledby={`refund-${r.refundId}`}
              sx={{ p: 2, listStyle: 'none', display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  id={`refund-${r.refundId}`}
                  component="h3"
                  sx={{ fontWeight: 700, fontSize: 18, mr: 'auto' }}
                >
                  {t('refunds.number', { refundId: r.refundId })}
                </Typography>
                <RefundStatusChip id={r.refundStatusId} label={r.refundStatusDescr} />
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  columnGap: 2,
                  rowGap: 0.25,
                  fontSize: 14,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0 },
                }}
              >
                <dt>{t('refunds.order')}</dt>
                <dd>
                  <Link to={`/profile/orders/${r.orderId}`}>
                    {t('refunds.orderLink', { orderId: r.orderId })}
                  </Link>
                </dd>
                <dt>{t('refunds.date')}</dt>
                <dd>{formatDate(r.createdAt)}</dd>
                <dt>{t('refunds.method')}</dt>
                <dd>{r.methodDescr}</dd>
                <dt>{t('refunds.products')}</dt>
                <dd>{r.items.map((i) => i.name).join(', ')}</dd>
                {r.methodId === 6 && (
                  <>
                    <dt>{t('refunds.amount')}</dt>
                    <dd>{formatPrice(r.amount)}</dd>
                  </>
                )}
              </Box>
              <Box>
                <Button
                  component={Link}
                  to={`/profile/order-refunds/${r.refundId}`}
                  size="small"
                  variant="outlined"
                  aria-label={t('refunds.detailsOf', { refundId: r.refundId })}
                >
                  {t('refunds.details')}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
