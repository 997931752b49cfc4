// Saved card authorisations (spec 001 §3 "Saved payment method": circuit, card, expiry), shown
// on /profile/payment-method; deleting asks the caller to confirm first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n';
import type { PaymentAuth } from '../api/checkout';

export function SavedCards({
  auths,
  onDelete,
}: {
  auths: PaymentAuth[];
  onDelete: (auth: PaymentAuth) => void;
}) {
  if (auths.length === 0) return <Typography sx={{ mt: 2 }}>{t('payment.methods.none')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
      {auths.map((a) => (
        <Paper
          key={a.userPaymentAuthId}
          component="li"
          variant="outlined"
          data-testid="saved-card"
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('payment.methods.circuit')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {a.circuit}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('payment.methods.card')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: 16 }}>
              {a.card}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('payment.methods.expiry')}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {a.expiry}
            </Box>
          </Box>
          <Button
            color="error"
            variant="outlined"
            aria-label={t('payment.methods.deleteLabel', { card: a.card })}
            onClick={() => onDelete(a)}
          >
            {t('payment.methods.delete')}
          </Button>
        </Paper>
      ))}
    </Box>
  );
}
