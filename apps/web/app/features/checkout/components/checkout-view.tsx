// The checkout (spec 001 §2 /checkout, §3 billing data, §5 payment and billing rules and
// pre-authorisation, §7 "Checkout and payment"): delivery summary, substitutions, packaging,
// note, invoice or receipt-lottery code, onboard data, payment type or saved card, and
// 'Conferma e paga' = checkout/prepare (locks the cart) then checkout/buy with the attempt's
// idempotency key. Online payments leave for the hosted payment page (full navigation).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { checkPaymentChoice, MEAL_TICKET_MAX_VOUCHERS } from '@sporta/domain/checkout-rules';
import { euroToCents } from '@sporta/domain/money';
import { lotteryCode as lotteryCodeRule } from '@sporta/domain/validators';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/envelope';
import { notify } from '../../../lib/notify/notify';
import { formatPrice, formatWeekday } from '../../../ui/format';
import { getBillingData, type BillingData } from '../../account/api/billing-data';
import { BillingForm } from '../../account/components/billing-form';
import {
  buyCart,
  getDeliveryFee,
  getPackagingTypes,
  getPaymentTypes,
  choosePackaging,
  prepareCheckout,
  unlockCheckout,
  type DeliveryFee,
  type PackagingType,
  type PaymentTypeList,
} from '../api/checkout';
import { reloadCart } from '../../cart/hooks/use-cart';
import { useCartActions } from '../../cart/hooks/use-cart-actions';
import { OrderLines, OrderTotals } from './order-summary';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The radio value of a payment choice: a type, or a saved card of a type. */
type Choice = `type:${number}` | `auth:${number}`;

export function CheckoutView({
  cart,
  onCart,
  onPurchased,
}: {
  cart: Cart;
  /** A new cart state (unlock answers the cart). */
  onCart: (cart: Cart) => void;
  /** After a buy without a payment page: the cart is closed, a fresh one follows. */
  onPurchased: () => void;
}) {
  const navigate = useNavigate();
  const cartActions = useCartActions();
  const completeSetup = async () => {
    if (!(await cartActions.ensureSetup())) return;
    const fresh = await reloadCart();
    if (fresh) onCart(fresh);
  };
  const infos = cart.cartInfos;
  const [acceptAlternatives, setAcceptAlternatives] = useState(cart.acceptAlternatives);
  const [note, setNote] = useState(infos.order_note ?? '');
  const [needInvoice, setNeedInvoice] = useState(infos.need_invoice === 'true');
  const [lottery, setLottery] = useState(infos.lottery_code ?? '');
  const [lotteryError, setLotteryError] = useState<string | null>(null);
  const [packagingId, setPackagingId] = useState<number | null>(
    infos.packaging_type_id ? Number(infos.packaging_type_id) : null,
  );
  const [onboard, setOnboard] = useState({
    phone: infos.onboard_phone ?? '',
    pier: infos.onboard_pier ?? '',
    boat: infos.onboard_boat ?? '',
    notes: infos.onboard_notes ?? '',
  });
  const [packaging, setPackaging] = useState<PackagingType[]>([]);
  const [payments, setPayments] = useState<PaymentTypeList | null>(null);
  const [choice, setChoice] = useState<Choice | ''>('');
  const [vouchers, setVouchers] = useState('1');
  const [billing, setBilling] = useState<BillingData | null>(null);
  const [editBilling, setEditBilling] = useState(false);
  const [fee, setFee] = useState<DeliveryFee | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'idle' | 'buying' | 'leaving'>('idle');

  // One idempotency key per checkout attempt, reused when the same submit is retried.
  const keyRef = useRef<string>('');
  if (!keyRef.current) keyRef.current = newKey();
  // Leaving the checkout for anything but a purchase unlocks the cart (checkout/unlock).
  const unlockOnLeave = useRef(true);
  const statusRef = useRef(cart.cartStatusId);
  statusRef.current = cart.cartStatusId;

  useEffect(() => {
    let alive = true;
    void getPackagingTypes()
      .then((list) => {
        if (!alive) return;
        setPackaging(list);
        setPackagingId((id) => id ?? list[0]?.packagingTypeId ?? null);
      })
      .catch(() => undefined);
    void getPaymentTypes()
      .then((list) => {
        if (!alive) return;
        setPayments(list);
        const def = list.paymentTypes.find(
          (p) => p.paymentTypeId === list.defaultPaymentTypeId && p.available,
        );
        const first = def ?? list.paymentTypes.find((p) => p.available);
        if (first) setChoice(`type:${first.paymentTypeId}`);
      })
      .catch(() => alive && setError(t('errors.generic')));
    void getBillingData()
      .then((b) => alive && setBilling(b))
      .catch(() => undefined);
    void getDeliveryFee()
      .then((f) => alive && setFee(f))
      .catch(() => undefined);
    // Once per visit of the page: the cleanup is the leaving.
    return () => {
      alive = false;
      if (unlockOnLeave.current && statusRef.current === 7) void unlockCheckout().then((c) => c && onCart(c));
    };
  }, []);

  // The server prices the cart with the chosen packaging (ADR 0021): total and pre-authorisation
  // are its figures.
  const preAuth = cart.pricing.preAuthorisedAmount;
  const chosenAuth = choice.startsWith('auth:')
    ? payments?.auths.find((a) => `auth:${a.userPaymentAuthId}` === choice)
    : undefined;
  const paymentTypeId = chosenAuth
    ? chosenAuth.paymentTypeId
    : choice.startsWith('type:')
      ? Number(choice.slice(5))
      : null;
  const chosenType = payments?.paymentTypes.find((p) => p.paymentTypeId === paymentTypeId);
  const isOnboard =
    cart.shippingAddress?.addressType === 'onboard' || cart.selectedService?.kind === 'onboard';
  const address = cart.shippingAddress;
  const slot = cart.timeslot;

  const fail = (err: unknown) => {
    const message = err instanceof Error && err.message ? err.message : t('errors.generic');
    const code = err instanceof ApiError ? err.code : undefined;
    setError(message);
    notify('error', message, code);
  };

  const submit = async () => {
    setError(null);
    const lotteryValue = needInvoice ? '' : lottery.trim();
    const lotteryCheck = lotteryCodeRule()(lotteryValue);
    if (lotteryCheck !== true) {
      setLotteryError(lotteryCheck);
      return;
    }
    if (paymentTypeId === null) return;
    const voucherCount = chosenType?.mealTicket ? Number(vouchers) : undefined;
    const violations = checkPaymentChoice({
      paymentTypeId,
      spendCents: euroToCents(cart.grossTotal),
      vouchers: voucherCount,
      invoiceRequested: needInvoice,
      lotteryCode: lotteryValue,
    });
    if (violations.length) {
      fail(new Error(violations[0]!.message));
      return;
    }
    setBusy('buying');
    try {
      const prepared = await prepareCheckout({
        need_invoice: needInvoice,
        ...(lotteryValue ? { lottery_code: lotteryValue } : {}),
        note: note.trim(),
        ...(packagingId !== null ? { packaging_type_id: packagingId } : {}),
        accept_alternatives: acceptAlternatives,
        ...(isOnboard
          ? {
              onboard_phone: onboard.phone.trim(),
              onboard_pier: onboard.pier.trim(),
              onboard_boat: onboard.boat.trim(),
              onboard_notes: onboard.notes.trim(),
            }
          : {}),
        payment_type_id: paymentTypeId,
      });
      onCart(prepared.cart);
      const result = await buyCart(
        {
          payment_type_id: paymentTypeId,
          ...(chosenAuth ? { user_payment_auth_id: chosenAuth.userPaymentAuthId } : {}),
          ...(voucherCount !== undefined ? { payment_data: JSON.stringify({ vouchers: voucherCount }) } : {}),
        },
        keyRef.current,
      );
      unlockOnLeave.current = false;
      if (result.paymentRequired && result.paymentUrl) {
        setBusy('leaving');
        window.location.assign(result.paymentUrl);
        return;
      }
      onPurchased();
      void navigate(result.redirectUrl);
    } catch (err) {
      setBusy('idle');
      fail(err);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 380px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Section title={t('checkout.delivery')} id="checkout-delivery">
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('checkout.service')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {cart.selectedService?.name ?? '—'}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('checkout.address')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {address
                ? [address.addressName, `${address.address1} ${address.addressNumber}`.trim(), address.city]
                    .filter(Boolean)
                    .join(', ')
                : t('checkout.noAddress')}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('checkout.slot')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="checkout-slot">
              {slot
                ? t('checkout.slotValue', {
                    day: formatWeekday(slot.date),
                    begin: slot.beginTime,
                    end: slot.endTime,
                  })
                : t('checkout.noSlot')}
            </Box>
          </Box>
          {address && slot ? (
            <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }}>
              {t('checkout.changeSetup')}
            </Typography>
          ) : (
            // A cart filled before logging in (anonymous cart) reaches the checkout without
            // address or slot: the setup dialogs open from here (spec 001 §4 needs).
            <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => void completeSetup()}>
              {t('checkout.chooseSetup')}
            </Button>
          )}
        </Section>

        {isOnboard && (
          <Section title={t('checkout.onboard')} id="checkout-onboard">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(
                [
                  ['phone', 'checkout.onboardPhone'],
                  ['pier', 'checkout.onboardPier'],
                  ['boat', 'checkout.onboardBoat'],
                ] as const
              ).map(([field, label]) => (
                <TextField
                  key={field}
                  size="small"
                  label={t(label)}
                  required={field !== 'pier'}
                  value={onboard[field]}
                  onChange={(e) => setOnboard((o) => ({ ...o, [field]: e.target.value }))}
                />
              ))}
              <TextField
                size="small"
                label={t('checkout.onboardNotes')}
                value={onboard.notes}
                multiline
                onChange={(e) => setOnboard((o) => ({ ...o, notes: e.target.value }))}
              />
            </Box>
          </Section>
        )}

        <Section title={t('checkout.options')} id="checkout-options">
          <FormControlLabel
            control={
              <Switch
                checked={acceptAlternatives}
                onChange={(e) => setAcceptAlternatives(e.target.checked)}
              />
            }
            label={t('checkout.acceptAlternatives')}
          />
          {packaging.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <Typography id="checkout-packaging" sx={{ fontWeight: 600 }}>
                {t('checkout.packaging')}
              </Typography>
              <RadioGroup
                aria-labelledby="checkout-packaging"
                value={packagingId ?? ''}
                onChange={(e) => {
                  const id = Number(e.target.value);
                  setPackagingId(id);
                  void choosePackaging(id).then(onCart).catch(fail);
                }}
              >
                {packaging.map((p) => (
                  <FormControlLabel
                    key={p.packagingTypeId}
                    value={p.packagingTypeId}
                    control={<Radio />}
                    label={
                      p.cost > 0
                        ? t('checkout.packagingOption', {
                            name: p.name,
                            count: p.bags,
                            cost: formatPrice(p.cost),
                          })
                        : t('checkout.packagingFree', { name: p.name })
                    }
                  />
                ))}
              </RadioGroup>
            </Box>
          )}
          <TextField
            label={t('checkout.note')}
            helperText={t('checkout.noteHelp')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Section>

        <Section title={t('checkout.invoice')} id="checkout-invoice">
          <FormControlLabel
            control={
              <Switch
                checked={needInvoice}
                onChange={(e) => {
                  setNeedInvoice(e.target.checked);
                  setLotteryError(null);
                }}
              />
            }
            label={t('checkout.needInvoice')}
          />
          {needInvoice &&
            (billing && !editBilling ? (
              <Box sx={{ mt: 1 }} data-testid="billing-summary">
                <Typography sx={{ fontWeight: 600 }}>
                  {billing.companyName || `${billing.firstName} ${billing.lastName}`.trim()}
                </Typography>
                <Typography sx={{ fontSize: 14 }}>
                  {[billing.vatNumber, billing.fiscalCode].filter(Boolean).join(' · ')}
                </Typography>
                <Typography sx={{ fontSize: 14 }}>
                  {`${billing.address1} ${billing.addressNumber}, ${billing.postalcode} ${billing.city}`}
                </Typography>
                <Button size="small" sx={{ px: 0, mt: 0.5 }} onClick={() => setEditBilling(true)}>
                  {t('payment.billing.edit')}
                </Button>
              </Box>
            ) : (
              <BillingForm
                initial={billing}
                onSaved={(b) => {
                  setBilling(b);
                  setEditBilling(false);
                  notify('success', t('payment.billing.saved'));
                }}
              />
            ))}
          <TextField
            label={t('checkout.lottery')}
            value={needInvoice ? '' : lottery}
            disabled={needInvoice}
            onChange={(e) => {
              setLottery(e.target.value.toUpperCase());
              setLotteryError(null);
            }}
            error={Boolean(lotteryError)}
            helperText={
              lotteryError ?? (needInvoice ? t('checkout.lotteryDisabled') : t('checkout.lotteryHelp'))
            }
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{
              htmlInput: { maxLength: 7, autoCapitalize: 'characters' },
              // The rule's message stays readable while the field is disabled.
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          />
        </Section>

        <Section title={t('checkout.payment')} id="checkout-payment">
          {!payments && <Typography>{t('common.loading')}</Typography>}
          {payments && (
            <RadioGroup
              aria-labelledby="checkout-payment"
              value={choice}
              onChange={(e) => setChoice(e.target.value as Choice)}
            >
              {payments.auths.map((a) => (
                <FormControlLabel
                  key={`auth:${a.userPaymentAuthId}`}
                  value={`auth:${a.userPaymentAuthId}`}
                  control={<Radio />}
                  label={t('checkout.savedCard', { circuit: a.circuit, card: a.card, expiry: a.expiry })}
                />
              ))}
              {payments.paymentTypes.map((p) => {
                const blocked = !p.available || (needInvoice && p.mealTicket);
                const reason = !p.available ? p.reason : blocked ? t('checkout.mealTicketInvoice') : null;
                return (
                  <Box key={p.paymentTypeId}>
                    <FormControlLabel
                      value={`type:${p.paymentTypeId}`}
                      control={<Radio />}
                      disabled={blocked}
                      label={
                        <span>
                          {p.acceptsSavedCard && payments.auths.length > 0
                            ? t('checkout.newCard', { name: p.name })
                            : p.name}
                          {p.descr && (
                            <Typography
                              component="span"
                              sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                            >
                              {p.descr}
                            </Typography>
                          )}
                          {reason && (
                            <Typography
                              component="span"
                              sx={{ display: 'block', fontSize: 13, color: 'warning.dark' }}
                            >
                              {t('checkout.unavailable', { reason })}
                            </Typography>
                          )}
                        </span>
                      }
                    />
                  </Box>
                );
              })}
            </RadioGroup>
          )}
          {chosenType?.mealTicket && (
            <TextField
              type="number"
              label={t('checkout.vouchers')}
              value={vouchers}
              onChange={(e) => setVouchers(e.target.value)}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { min: 1, max: MEAL_TICKET_MAX_VOUCHERS } }}
            />
          )}
        </Section>
      </Box>

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
          <OrderTotals cart={cart} fee={fee} />
        </Box>
        {chosenType?.online && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="preauth">
            {t('checkout.preAuth', { amount: formatPrice(preAuth) })} {t('checkout.preAuthNote')}
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
          disabled={busy !== 'idle' || paymentTypeId === null}
          onClick={() => void submit()}
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
    </Box>
  );
}
