// The checkout's summary column: lines and totals (priced by the server with the chosen
// packaging, ADR 0021), the pre-authorisation of an online payment, the error of the last
// attempt, 'Conferma e paga' and the way back to the cart.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { OrderLines, OrderTotals } from './order-summary';

export function CheckoutSummary({ cart, form }: { cart: Cart; form: CheckoutForm }) {
  const { busy, error } = form;
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('checkout.summary')}
      sx={{ p: 2.5, position: { md: 'sticky' }, top: 120 }}
    >
      <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
        {t('checkout.summary')}
      </Typography>
      <OrderLines cart={cart} />
      <Box sx={{ mt: 1.5 }}>
        <OrderTotals cart={cart} fee={form.fee} />
      </Box>
      {form.chosenType?.online && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="preauth">
          {t('checkout.preAuth', { amount: formatPrice(cart.pricing.preAuthorisedAmount) })}{' '}
          {t('checkout.preAuthNote')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="checkout-error">
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={busy !== 'idle' || form.paymentTypeId === null}
        onClick={() => void form.submit()}
      >
        {busy === 'buying'
          ? t('checkout.confirming')
          : busy === 'leaving'
            ? t('checkout.goingToGateway')
            : t('checkout.confirm')}
      </Button>
      <Button component={Link} to="/cart" fullWidth sx={{ mt: 1 }}>
        {t('checkout.backToCart')}
      </Button>
    </Paper>
  );
}
