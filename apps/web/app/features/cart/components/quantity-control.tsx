// Quantity control of the product card, the product page and the cart lines (spec 001 §2
// "Product card", §4 "Plus/minus", §5): minus, quantity with unit, plus/add. Steps follow the
// domain rules; minus to 0 asks and removes; below minAcq shows errors.minAcq.
import type { Cart, CartItem } from '@sporta/contracts';
import { isDayLocked } from '@sporta/domain/day-lock';
import { romeInstant } from '@sporta/domain/rome-time';
import {
  canAddToLocker,
  isLoose,
  minQuantity,
  minus,
  plus,
  type QuantityChange,
  type QuantityProduct,
} from '@sporta/domain/product-rules';
import { type SelectOption } from '@sporta/domain/select-options';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { useShopConfig } from '../../../lib/shop-config';
import { formatPrice, formatQuantity } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import { useCurrentCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { lineOf } from '../tracking';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import type { OptionsChoice, PromoChoice } from '../api/add-to-cart';
import type { PromoAnswer } from './promo-question-view';
import { ConfirmDialog } from './confirm-dialog';
import css from './quantity-control.module.css';

const PromoQuestion = lazyDialog(() => import('./promo-question-view'));
const OptionsDialog = lazyDialog(() => import('./options-dialog-view'));

/** The fields of a catalogue product the control reads. */
export interface CartControlProduct {
  productId: number;
  name: string;
  available?: number;
  priceDisplay?: number | null;
  productInfos?: Record<string, string>;
  minAcq?: number | null;
  maxAcq?: number | null;
  productClassRuleMax?: { max: number } | null;
  dayLock?: string | null;
  warehousePromo?: {
    warehousePromoId?: number;
    selectable?: boolean;
    view?: { header?: string; body?: string };
  } | null;
  /** Options to choose before adding (spec 001 §3 selectOptions). */
  selectOptions?: readonly SelectOption[] | null;
}

export function quantityProduct(p: CartControlProduct): QuantityProduct {
  return {
    productInfos: p.productInfos ?? {},
    minAcq: p.minAcq,
    maxAcq: p.maxAcq,
    productClassRuleMax: p.productClassRuleMax,
  };
}

export function QuantityControl({
  product,
  item,
  size = 'md',
  immediate = false,
}: {
  product: CartControlProduct;
  /** The cart line it changes (the cart page); otherwise the product's line, if any. */
  item?: CartItem;
  size?: 'md' | 'lg';
  /** Plus/minus change the cart line at once even when cart updating is off (the cart page). */
  immediate?: boolean;
}) {
  const cart = useCurrentCart();
  const { updateCart } = useShopConfig();
  const actions = useCartActions();
  const rules = quantityProduct(product);
  const loose = isLoose(rules);
  const options = product.selectOptions ?? [];
  // A product with options may have several lines (one per choice): its card always adds.
  const inCart = options.length ? undefined : lineOf(cart?.cartItems, product.productId);
  // With cart updating off (spec 001 §4) the card keeps its own quantity until 'Aggiungi',
  // which adds it to the line: plus/minus act on the cart line only when updating is on.
  const held = !updateCart && !immediate;
  const line = item ?? (held ? undefined : inCart);
  const [local, setLocal] = useState<number>(() => minQuantity(rules));
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<OptionsChoice | undefined>();
  const ref = { productId: product.productId, name: product.name, price: product.priceDisplay };
  const promo = product.warehousePromo;
  const selectablePromo = promo?.selectable && promo.warehousePromoId ? promo.warehousePromoId : undefined;
  const add = async (choice?: PromoChoice, withOptions = chosen) => {
    // held: once added, the card starts again from the minimum (the line shows under it)
    if ((await actions.add(ref, local, choice, withOptions)) && held) setLocal(minQuantity(rules));
  };
  // Spec 001 §4: login, address and time slot first; then the options; then a selectable
  // promotion asks (Sì with it, No without); closing either dialog adds nothing.
  const askPromoOrAdd = (withOptions?: OptionsChoice) => {
    setChosen(withOptions);
    if (selectablePromo) setAsking(true);
    else void add(undefined, withOptions);
  };
  const onAdd = async () => {
    if (!options.length && !selectablePromo) return void add(undefined, undefined);
    if (!(await actions.ensureSetup())) return;
    if (options.length) setChoosing(true);
    else askPromoOrAdd(undefined);
  };
  const onOptions = (choice: OptionsChoice | null) => {
    setChoosing(false);
    if (choice) askPromoOrAdd(choice);
  };
  const onPromoAnswer = (answer: PromoAnswer) => {
    setAsking(false);
    if (answer === 'yes' && selectablePromo) void add({ promoId: selectablePromo });
    if (answer === 'no') void add({ promoDisabled: true });
  };
  const quantity = line ? line.quantity : local;
  const unit = loose ? 'kg' : t('cart.pieces');

  const refused = (change: Extract<QuantityChange, { kind: 'rejected' }>) =>
    notify('error', t(change.error === 'errors.minAcq' ? 'errors.minAcq' : 'cart.quantityLimit'));

  const onPlus = () => {
    const change = plus(rules, quantity);
    if (change.kind === 'rejected') return refused(change);
    if (change.kind !== 'set') return;
    if (line) void actions.setQuantity(ref, line.itemId, change.quantity);
    else setLocal(change.quantity);
  };
  const onMinus = () => {
    const change = minus(rules, quantity);
    if (change.kind === 'rejected') return refused(change);
    if (change.kind === 'remove') {
      if (line) setConfirming(true);
      return;
    }
    if (line) void actions.setQuantity(ref, line.itemId, change.quantity);
    else setLocal(change.quantity);
  };

  const classes = [css.control, size === 'lg' && css.lg, line && css.inCart].filter(Boolean).join(' ');
  return (
    <div data-testid="quantity-control" className={classes}>
      <div className={css.stepper}>
        <button
          type="button"
          className={css.icon}
          aria-label={t('cart.minus', { name: product.name })}
          onClick={onMinus}
          disabled={actions.busy || (!line && quantity <= minQuantity(rules))}
        >
          <Icon name="remove" size={20} />
        </button>
        <output aria-label={t('cart.quantity', { name: product.name })} aria-live="polite">
          {formatQuantity(quantity)} {unit}
        </output>
        <button
          type="button"
          className={css.icon}
          aria-label={t('cart.plus', { name: product.name })}
          onClick={onPlus}
          disabled={actions.busy}
        >
          <Icon name="add" size={20} />
        </button>
      </div>
      {!line && (
        // wraps below the stepper on narrow cards instead of clipping its label
        <button
          type="button"
          className={css.add}
          onClick={() => void onAdd()}
          disabled={actions.busy}
          aria-label={t('cart.addLabel', { name: product.name })}
        >
          <Icon name="addShoppingCart" size={20} />
          <span>{t('cart.add')}</span>
        </button>
      )}
      {!item && inCart?.promotion && inCart.promotion.amount > 0 && (
        // what the product's promotion saves on its cart line, as the server priced it (ADR 0021)
        <span className={css.held} data-testid="card-saving">
          {t('pricing.cardSaving', {
            label: inCart.promotion.label,
            amount: formatPrice(inCart.promotion.amount),
          })}
        </span>
      )}
      {held && inCart && (
        <span className={css.held} data-testid="in-cart">
          {t('cart.inCart', { quantity: `${formatQuantity(inCart.quantity)} ${unit}` })}
        </span>
      )}
      {options.length > 0 && (
        <OptionsDialog open={choosing} productName={product.name} options={options} onClose={onOptions} />
      )}
      <PromoQuestion
        open={asking}
        text={[promo?.view?.header, promo?.view?.body].filter(Boolean).join(' ')}
        onAnswer={onPromoAnswer}
      />
      <ConfirmDialog
        open={confirming}
        title={t('cart.removeConfirmTitle')}
        text={t('cart.removeConfirm', { name: product.name })}
        confirmLabel={t('cart.remove')}
        onClose={(yes) => {
          setConfirming(false);
          if (yes && line) void actions.remove(ref, line.itemId);
        }}
      />
    </div>
  );
}

/** The delivery start of the cart's slot (Europe/Rome wall time). */
function slotStart(cart: Cart): Date | undefined {
  const slot = cart.timeslot;
  if (!slot) return undefined;
  return romeInstant(slot.date, slot.beginTime);
}

/**
 * Why the cart cannot take the product (spec 001 §2 product card): too big for the cart's
 * locker, or day-locked on the slot's day. Out of stock is the card's own text.
 */
export function cartRefusal(
  product: CartControlProduct,
  cart: Cart | null,
): 'notAvailableForLocker' | 'dayLock' | undefined {
  if (!cart) return undefined;
  const address = cart.shippingAddress;
  if (
    address?.addressType === 'locker' &&
    address.lockerMaxLevel != null &&
    !canAddToLocker(product.productInfos?.LOCKER_LEVEL, address.lockerMaxLevel)
  )
    return 'notAvailableForLocker';
  const start = slotStart(cart);
  if (start && product.dayLock && isDayLocked(product.dayLock, start)) return 'dayLock';
  return undefined;
}

export function AddToCartControl({ product, size }: { product: CartControlProduct; size?: 'md' | 'lg' }) {
  const cart = useCurrentCart();
  if (product.available !== undefined && product.available <= 0) return null;
  const refusal = cartRefusal(product, cart);
  if (refusal)
    return (
      <p className={size === 'lg' ? `${css.refusal} ${css.lg}` : css.refusal} data-testid="unavailable">
        {t(`product.${refusal}`)}
      </p>
    );
  return <QuantityControl product={product} size={size} />;
}
