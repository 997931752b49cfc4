// The gift-coupon product chooser (spec 001 §2 "Other dialogs", §5 "Gift coupons"): for a
// personal coupon of adjustment type 1001 the shopper picks the cart line it discounts and
// presses 'Applica'. Lines that already hold as many coupons as their quantity are not offered.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { GIFT_ADJUSTMENT_ITEM } from '@sporta/domain/gift-rules';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import { assignCoupons, listCoupons, type CouponChoice } from '../api/gifts';

export function CouponDialog({
  open,
  cart,
  onCart,
  onClose,
}: {
  open: boolean;
  cart: Cart;
  /** The cart as the assignment left it (the route hands it to the cart's store). */
  onCart: (cart: Cart) => void;
  onClose: () => void;
}) {
  const [coupons, setCoupons] = useState<CouponChoice[] | null>(null);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCoupons(null);
    setError(null);
    listCoupons()
      .then((list) =>
        setCoupons(list.filter((c) => c.giftAdjustmentType.giftAdjustmentTypeId === GIFT_ADJUSTMENT_ITEM)),
      )
      .catch(() => setCoupons([]));
  }, [open, cart.cartId]);

  const apply = async (coupon: CouponChoice) => {
    const id = coupon.userGiftCertificates[0]!.userGiftCertificateId;
    const itemId = Number(choice[id]);
    if (!itemId) {
      setError(t('gifts.chooseProduct'));
      return;
    }
    setBusy(true);
    try {
      const answer = await assignCoupons([{ userGiftCertificateId: id, cartItemId: itemId }]);
      if (answer.cart) {
        onCart(answer.cart);
        onClose();
      } else setError(answer.error ?? t('errors.generic'));
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="coupon-title">
      <DialogTitle id="coupon-title">{t('gifts.couponTitle')}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        {coupons === null && <Typography>{t('common.loading')}</Typography>}
        {coupons?.length === 0 && <Typography>{t('gifts.noCoupons')}</Typography>}
        {coupons?.map((c) => {
          const id = c.userGiftCertificates[0]!.userGiftCertificateId;
          const assigned = c.userGiftCertificates[0]!.cartItemId;
          const lines = cart.cartItems.filter((l) => c.eligibleCartItemIds.includes(l.itemId));
          return (
            <Box
              key={id}
              component="section"
              aria-label={c.name}
              sx={{ mb: 2, pb: 2, borderBottom: '1px solid #eee' }}
              data-testid="coupon"
            >
              <Typography sx={{ fontWeight: 700 }}>{c.name}</Typography>
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{c.description}</Typography>
              {c.endDate && (
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {t('gifts.validUntil', { date: formatDate(c.endDate) })}
                </Typography>
              )}
              {lines.length === 0 ? (
                <Typography sx={{ fontSize: 14, mt: 1 }}>{t('gifts.noEligible')}</Typography>
              ) : (
                <RadioGroup
                  aria-label={t('gifts.chooseProductFor', { name: c.name })}
                  value={choice[id] ?? (assigned ? String(assigned) : '')}
                  onChange={(e) => setChoice({ ...choice, [id]: e.target.value })}
                >
                  {lines.map((l) => (
                    <FormControlLabel
                      key={l.itemId}
                      value={String(l.itemId)}
                      control={<Radio size="small" />}
                      label={l.product.name}
                    />
                  ))}
                </RadioGroup>
              )}
              <Button
                variant="contained"
                size="small"
                disabled={busy || lines.length === 0}
                onClick={() => void apply(c)}
                aria-label={t('gifts.applyCoupon', { name: c.name })}
              >
                {t('gifts.apply')}
              </Button>
            </Box>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
