// /profile/order-refunds/:refundId (spec 001 §2, §3 Refund): number, order, date, products,
// status, method, reason and the photo.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { getRefund } from '../features/orders/api/refunds';
import { quantityText, refundHeading } from '../features/orders/components/order-format';
import { FactList, RecordHeader } from '../features/orders/components/record-layout';
import { RefundAmount, RefundOrigin } from '../features/orders/components/record-facts';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta({ params }: { params: { refundId?: string } }) {
  return [
    ...seoMeta({ title: t('refunds.number', { refundId: params.refundId ?? '' }) }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProfileOrderRefundDetailPage() {
  const { refundId } = useParams();
  const id = Number(refundId);
  const refund = useLoaded((signal) => getRefund(id, signal), [id]);
  const r = refund.data;
  return (
    <Box>
      <Button component={Link} to="/profile/order-refunds" sx={{ mb: 1, px: 0 }}>
        ← {t('refunds.back')}
      </Button>
      {refund.error && <Alert severity="error">{refund.error}</Alert>}
      {refund.loading && !r && <Typography role="status">{t('common.loading')}</Typography>}
      {r && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RecordHeader {...refundHeading(r)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <FactList>
                <RefundOrigin refund={r} />
                <dt>{t('refunds.status')}</dt>
                <dd>{r.refundStatusDescr}</dd>
                <dt>{t('refunds.method')}</dt>
                <dd>{r.methodDescr}</dd>
                <RefundAmount refund={r} />
                <dt>{t('refunds.reason')}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{r.reason}</dd>
                <dt>{t('refunds.products')}</dt>
                <dd>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {r.items.map((i) => (
                      <li key={i.orderItemId}>
                        {i.name} – {quantityText(!Number.isInteger(i.quantity), i.quantity)}
                      </li>
                    ))}
                  </Box>
                </dd>
              </FactList>
            </Paper>
            <Paper variant="outlined" component="figure" sx={{ p: 2, m: 0 }}>
              <Typography component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
                {t('refunds.image')}
              </Typography>
              {r.imageUrl ? (
                <Box
                  component="img"
                  src={r.imageUrl}
                  alt={t('refunds.imageAlt', { refundId: r.refundId })}
                  sx={{
                    maxWidth: '100%',
                    maxHeight: 360,
                    objectFit: 'contain',
                    display: 'block',
                    bgcolor: 'grey.100',
                  }}
                />
              ) : (
                <Typography>{t('refunds.noImage')}</Typography>
              )}
            </Paper>
          </Box>
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
