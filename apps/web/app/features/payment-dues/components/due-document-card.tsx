// One payment due document (seed 002 §3 "Payment due document": state, document date, amount,
// to pay, expiry) with its «Paga» button while it can be paid online.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DUE_STATUS } from '@sporta/domain/payment-dues';
import { useId } from 'react';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { StatusChip, type ChipColor } from '../../../ui/status-chip';
import type { DueDocument } from '../api';

const COLORS: Record<number, ChipColor> = {
  [DUE_STATUS.OVERDUE]: 'error',
  [DUE_STATUS.EXPIRING]: 'warning',
  [DUE_STATUS.IN_PROGRESS]: 'info',
  [DUE_STATUS.SETTLED]: 'success',
};

export function DueDocumentCard({
  doc,
  busy,
  onPay,
}: {
  doc: DueDocument;
  busy: boolean;
  onPay: (doc: DueDocument) => void;
}) {
  const titleId = useId();
  const facts: [string, string][] = [
    [t('paymentDues.documentDate'), formatDate(doc.documentDate)],
    [t('paymentDues.amount'), formatPrice(doc.amount)],
    [t('paymentDues.toPay'), formatPrice(doc.toPay)],
    [t('paymentDues.expiry'), formatDate(doc.expiryDate)],
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="due-document"
      sx={{ listStyle: 'none', p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography id={titleId} component="h4" sx={{ fontWeight: 700, fontSize: 18 }}>
            {doc.description}
          </Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('paymentDues.documentNumber', { number: doc.documentNumber, store: doc.storeName })}
          </Typography>
        </Box>
        <StatusChip label={doc.statusDescr} color={COLORS[doc.status] ?? 'default'} testId="due-status" />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          my: 2,
          '& dt': { fontSize: 13, color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {doc.status === DUE_STATUS.IN_PROGRESS && (
        <Typography sx={{ fontSize: 14 }}>{t('paymentDues.inProgress')}</Typography>
      )}
      {doc.payable && (
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => onPay(doc)}
          sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
        >
          {busy ? t('paymentDues.paying') : t('paymentDues.pay', { amount: formatPrice(doc.toPay) })}
        </Button>
      )}
    </Paper>
  );
}
