// The cart's gift area (spec 001 §3 OrderAdjustment, §4 gift codes): a code field with
// 'Applica', the codes, vouchers and coupons on the cart with their discount (or why they
// give none yet), and the personal-coupon chooser. Failures show next to the field.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { addGiftCode, assignCoupons, removeGiftCode, type GiftAnswer } from '../api/gifts';
import { CouponDialog } from './coupon-dialog';

/** `onCart` takes the cart each gift call answers: the route hands it to the cart's store. */
export function GiftCodeBox({ cart, onCart }: { cart: Cart; onCart: (cart: Cart) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [couponsOpen, setCouponsOpen] = useState(false);
  const adjustments = cart.orderAdjustmentSummary.orderAdjustments;

  const run = async (call: () => Promise<GiftAnswer>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.cart) onCart(answer.cart);
      setError(answer.error);
      return Boolean(answer.cart);
    } catch {
      setError(t('errors.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('gifts.codeRequired'));
      return;
    }
    if (await run(() => addGiftCode(value))) setCode('');
  };

  const lineName = (itemId: number | null) =>
    cart.cartItems.find((l) => l.itemId === itemId)?.product.name ?? null;

  return (
    <Box component="section" aria-labelledby="gift-title" sx={{ mt: 2 }}>
      <Typography id="gift-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('gifts.title')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('gifts.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={Boolean(error)}
          inputProps={{ maxLength: 40, autoCapitalize: 'characters', 'aria-describedby': 'gift-error' }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {t('gifts.apply')}
        </Button>
      </Box>
      <Box id="gift-error" role="alert" sx={{ minHeight: error ? undefined : 0 }}>
        {error && (
          <Typography sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }} data-testid="gift-error">
            {error}
          </Typography>
        )}
      </Box>
      {adjustments.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid="gift-adjustments">
          {adjustments.map((a) => {
            const g = a.giftCertificate;
            const line = lineName(a.orderItemId);
            return (
              <Box
                component="li"
                key={a.userGiftCertificateId}
                sx={{ py: 0.75, borderTop: '1px dashed #ddd' }}
              >
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                >
                  <Typography sx={{ fontSize: 14, fontWeight: 600 }}>
                    {g.giftCode ?? g.name}
                    {line && (
                      <Typography component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 400 }}>
                        {t('gifts.onProduct', { name: line })}
                      </Typography>
                    )}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, color: a.applied ? 'success.dark' : 'text.secondary' }}>
                    {a.applied ? `− ${formatPrice(a.amount)}` : t('gifts.notApplied')}
                  </Typography>
                </Box>
                {a.message && (
                  <Alert severity="info" sx={{ py: 0, mt: 0.5, fontSize: 13 }}>
                    {a.message}
                  </Alert>
                )}
                <Button
                  size="small"
                  color="inherit"
                  disabled={busy}
                  sx={{ px: 0.5, minWidth: 0, textDecoration: 'underline' }}
                  aria-label={t('gifts.removeLabel', { name: g.giftCode ?? g.name })}
                  onClick={() =>
                    void run(() =>
                      g.kind === 'coupon'
                        ? assignCoupons([
                            { userGiftCertificateId: a.userGiftCertificateId, cartItemId: null },
                          ])
                        : removeGiftCode(g.giftCode ?? ''),
                    )
                  }
                >
                  {t('gifts.remove')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      <Button
        size="small"
        sx={{ mt: 1, px: 0 }}
        onClick={() => setCouponsOpen(true)}
        disabled={cart.cartItems.length === 0}
      >
        {t('gifts.useCoupon')}
      </Button>
      <CouponDialog open={couponsOpen} cart={cart} onCart={onCart} onClose={() => setCouponsOpen(false)} />
    </Box>
  );
}
