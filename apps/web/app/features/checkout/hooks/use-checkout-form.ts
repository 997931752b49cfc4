// The checkout form (spec 001 §2 /checkout, §5 payment and billing rules): the shopper's choices,
// what follows from them (payment type, saved card, onboard delivery), and 'Conferma e paga' =
// checkout/prepare (locks the cart) then checkout/buy with the attempt's idempotency key. Online
// payments leave for the hosted payment page (full navigation). The lists it chooses from come
// from the route's loader (CheckoutData); the cart from the cart's store, through the route.
import type { Cart } from '@sporta/contracts';
import { checkPaymentChoice } from '@sporta/domain/checkout-rules';
import { euroToCents } from '@sporta/domain/money';
import { lotteryCode as lotteryCodeRule } from '@sporta/domain/validators';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/envelope';
import { notify } from '../../../lib/notify/notify';
import {
  buyCart,
  choosePackaging,
  prepareCheckout,
  type BillingData,
  type PaymentTypeList,
} from '../api/checkout';
import type { CheckoutData } from '../api/load-checkout';
import { useUnlockOnLeave } from './use-unlock-on-leave';

/** The radio value of a payment choice: a type, or a saved card of a type. */
export type PaymentChoice = `type:${number}` | `auth:${number}`;

export interface OnboardFields {
  phone: string;
  pier: string;
  boat: string;
  notes: string;
}

/** What the shopper fills in, first from the cart's infos (a checkout visited before). */
export interface CheckoutFields {
  acceptAlternatives: boolean;
  note: string;
  needInvoice: boolean;
  lottery: string;
  /** null: the first packaging type */
  packagingId: number | null;
  onboard: OnboardFields;
  /** '': the default payment type */
  choice: PaymentChoice | '';
  vouchers: string;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function initialFields(cart: Cart): CheckoutFields {
  const infos = cart.cartInfos;
  return {
    acceptAlternatives: cart.acceptAlternatives,
    note: infos.order_note ?? '',
    needInvoice: infos.need_invoice === 'true',
    lottery: infos.lottery_code ?? '',
    packagingId: infos.packaging_type_id ? Number(infos.packaging_type_id) : null,
    onboard: {
      phone: infos.onboard_phone ?? '',
      pier: infos.onboard_pier ?? '',
      boat: infos.onboard_boat ?? '',
      notes: infos.onboard_notes ?? '',
    },
    choice: '',
    vouchers: '1',
  };
}

/** The default choice: the list's default type when available, else the first available one. */
export function defaultPaymentChoice(payments: PaymentTypeList | null): PaymentChoice | '' {
  if (!payments) return '';
  const def = payments.paymentTypes.find(
    (p) => p.paymentTypeId === payments.defaultPaymentTypeId && p.available,
  );
  const first = def ?? payments.paymentTypes.find((p) => p.available);
  return first ? `type:${first.paymentTypeId}` : '';
}

export function useCheckoutForm({
  cart,
  data,
  billing: initialBilling,
  onCart,
  onPurchased,
}: {
  cart: Cart;
  data: CheckoutData;
  billing: BillingData | null;
  /** A new cart state (prepare, packaging and unlock answer the cart). */
  onCart: (cart: Cart) => void;
  /** After a buy without a payment page: the cart is closed, a fresh one follows. */
  onPurchased: () => void;
}) {
  const navigate = useNavigate();
  const { packaging, payments, fee } = data;
  const [fields, setFields] = useState(() => initialFields(cart));
  const [lotteryError, setLotteryError] = useState<string | null>(null);
  const [billing, setBilling] = useState(initialBilling);
  const [editBilling, setEditBilling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'idle' | 'buying' | 'leaving'>('idle');

  // One idempotency key per checkout attempt, reused when the same submit is retried.
  const keyRef = useRef<string>('');
  if (!keyRef.current) keyRef.current = newKey();
  const purchased = useUnlockOnLeave(cart, onCart);

  const set = <K extends keyof CheckoutFields>(field: K, value: CheckoutFields[K]) =>
    setFields((f) => ({ ...f, [field]: value }));

  // Derived: the choices default to the loaded lists' first (packaging) and default (payment).
  const packagingId = fields.packagingId ?? packaging[0]?.packagingTypeId ?? null;
  const choice = fields.choice || defaultPaymentChoice(payments);
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

  const fail = (err: unknown) => {
    const message = err instanceof Error && err.message ? err.message : t('errors.generic');
    const code = err instanceof ApiError ? err.code : undefined;
    setError(message);
    notify('error', message, code);
  };

  const submit = async () => {
    setError(null);
    const { needInvoice, onboard } = fields;
    const lotteryValue = needInvoice ? '' : fields.lottery.trim();
    const lotteryCheck = lotteryCodeRule()(lotteryValue);
    if (lotteryCheck !== true) {
      setLotteryError(lotteryCheck);
      return;
    }
    if (paymentTypeId === null) return;
    const voucherCount = chosenType?.mealTicket ? Number(fields.vouchers) : undefined;
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
        note: fields.note.trim(),
        ...(packagingId !== null ? { packaging_type_id: packagingId } : {}),
        accept_alternatives: fields.acceptAlternatives,
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
      purchased();
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

  return {
    fields,
    packaging,
    payments,
    fee,
    packagingId,
    choice,
    chosenType,
    paymentTypeId,
    isOnboard,
    lotteryError,
    billing,
    editBilling,
    // Without the payment types the page cannot be paid: the generic error says so.
    error: error ?? (payments ? null : t('errors.generic')),
    busy,
    setAcceptAlternatives: (value: boolean) => set('acceptAlternatives', value),
    setNote: (value: string) => set('note', value),
    setOnboard: (field: keyof OnboardFields, value: string) =>
      setFields((f) => ({ ...f, onboard: { ...f.onboard, [field]: value } })),
    setNeedInvoice: (value: boolean) => {
      set('needInvoice', value);
      setLotteryError(null);
    },
    setLottery: (value: string) => {
      set('lottery', value.toUpperCase());
      setLotteryError(null);
    },
    /** The packaging chosen: the server prices the cart with its bags (ADR 0021). */
    choosePackaging: (id: number) => {
      set('packagingId', id);
      void choosePackaging(id).then(onCart).catch(fail);
    },
    setChoice: (value: PaymentChoice) => set('choice', value),
    setVouchers: (value: string) => set('vouchers', value),
    editBillingData: () => setEditBilling(true),
    billingSaved: (saved: BillingData) => {
      setBilling(saved);
      setEditBilling(false);
      notify('success', t('payment.billing.saved'));
    },
    submit,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
