/**
 * Gift certificates, discount codes and personal coupons (spec 001 §3 GiftCertificate,
 * §5 "Gift coupons"; seed 002 §7). Amounts in integer cents.
 *
 * - A discount is a percentage (in basis points, 1000 = 10 %) or a fixed amount, never
 *   above what it applies to, optionally capped.
 * - Adjustment type 1 applies to the cart's products; type 1001 applies to one cart
 *   line the shopper chooses, one coupon per unit of that line (see
 *   `couponAssignmentAllowed` in checkout-rules).
 * - A code can be refused: unknown, not yet valid, expired, used up, already in the
 *   cart, or below its minimum spend.
 */

import { assertCents, divideRounded } from './money';

/** The gift adjustment type that asks the shopper to choose a cart line. */
export const GIFT_ADJUSTMENT_ITEM = 1001;
/** The gift adjustment type that discounts the cart's products. */
export const GIFT_ADJUSTMENT_CART = 1;

export type GiftDiscount =
  { kind: 'percent'; basisPoints: number; maxCents?: number | null } | { kind: 'amount'; cents: number };

/** The discount on `baseCents`: never negative, never above the base, never above the cap. */
export function giftDiscountCents(discount: GiftDiscount, baseCents: number): number {
  const base = Math.max(0, assertCents(baseCents, 'baseCents'));
  let cents: number;
  if (discount.kind === 'percent') {
    if (!Number.isInteger(discount.basisPoints) || discount.basisPoints < 0 || discount.basisPoints > 10_000)
      throw new RangeError(`bad percentage ${discount.basisPoints} bp`);
    cents = divideRounded(base * discount.basisPoints, 10_000);
    if (discount.maxCents != null) cents = Math.min(cents, assertCents(discount.maxCents, 'maxCents'));
  } else {
    cents = assertCents(discount.cents, 'cents');
    if (cents < 0) throw new RangeError('a discount cannot be negative');
  }
  return Math.min(cents, base);
}

// Formatters made once: toLocaleString builds one per call, a cost on every priced cart.
const PCT_FORMAT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const EURO_FORMAT = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Italian label of a discount: "10%" or "5,00 €". */
export function giftDiscountLabel(discount: GiftDiscount): string {
  if (discount.kind === 'percent') {
    const pct = discount.basisPoints / 100;
    return `${PCT_FORMAT.format(pct)}%`;
  }
  return `${EURO_FORMAT.format(discount.cents / 100)} €`;
}

export type GiftRefusalCode =
  | 'error.gift.unknown'
  | 'error.gift.not_yet_valid'
  | 'error.gift.expired'
  | 'error.gift.used'
  | 'error.gift.already_in_cart'
  | 'error.gift.min_spend'
  | 'error.gift.not_yours';

export interface GiftCodeState {
  now: Date;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Times the certificate was used in orders, across everyone (codes with a use limit). */
  uses: number;
  maxUses: number | null;
  /** Times this shopper used it in orders. */
  usesByShopper: number;
  maxUsesPerShopper: number | null;
  alreadyInCart: boolean;
  minSpendCents: number;
  /** The cart's products total. */
  spendCents: number;
}

export const GIFT_MESSAGES: Readonly<Record<GiftRefusalCode, string>> = {
  'error.gift.unknown': 'Il codice inserito non è valido.',
  'error.gift.not_yet_valid': 'Il codice inserito non è ancora valido.',
  'error.gift.expired': 'Il codice inserito è scaduto.',
  'error.gift.used': 'Il codice inserito è già stato utilizzato.',
  'error.gift.already_in_cart': 'Il codice inserito è già applicato al carrello.',
  'error.gift.min_spend': 'Per usare questo codice la spesa minima è di',
  'error.gift.not_yours': 'Il buono richiesto non esiste o non appartiene al tuo account.',
};

function euro(cents: number): string {
  return `${EURO_FORMAT.format(cents / 100)} €`;
}

/** The Italian message of a refusal (the minimum-spend one names the amount). */
export function giftRefusalMessage(code: GiftRefusalCode, minSpendCents = 0): string {
  return code === 'error.gift.min_spend'
    ? `${GIFT_MESSAGES[code]} ${euro(minSpendCents)}.`
    : GIFT_MESSAGES[code];
}

/** Why a code cannot be applied now (in the order a shopper can act on), or null. */
export function giftCodeRefusal(state: GiftCodeState): GiftRefusalCode | null {
  const now = state.now.getTime();
  if (state.startsAt && now < state.startsAt.getTime()) return 'error.gift.not_yet_valid';
  if (state.endsAt && now >= state.endsAt.getTime()) return 'error.gift.expired';
  if (state.maxUses != null && state.uses >= state.maxUses) return 'error.gift.used';
  if (state.maxUsesPerShopper != null && state.usesByShopper >= state.maxUsesPerShopper)
    return 'error.gift.used';
  if (state.alreadyInCart) return 'error.gift.already_in_cart';
  if (state.spendCents < state.minSpendCents) return 'error.gift.min_spend';
  return null;
}

/** What is still missing to reach a threshold (0 when reached). */
export function missingToThresholdCents(thresholdCents: number, spendCents: number): number {
  return Math.max(0, assertCents(thresholdCents, 'thresholdCents') - assertCents(spendCents, 'spendCents'));
}

/**
 * Spreads a discount over VAT rates in proportion to their amounts (largest
 * remainder, so the parts add up to the discount exactly and no rate goes below 0).
 */
export function allocateDiscount(
  byRate: ReadonlyMap<number, number>,
  discountCents: number,
): Map<number, number> {
  assertCents(discountCents, 'discountCents');
  const entries = [...byRate.entries()].filter(([, cents]) => cents > 0);
  const total = entries.reduce((s, [, c]) => s + c, 0);
  const out = new Map<number, number>();
  if (total === 0 || discountCents <= 0) return out;
  const discount = Math.min(discountCents, total);
  const parts = entries.map(([rate, cents]) => {
    const exact = (discount * cents) / total;
    return { rate, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = discount - parts.reduce((s, p) => s + p.floor, 0);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || a.rate - b.rate)) {
    if (left <= 0) break;
    p.floor += 1;
    left -= 1;
  }
  for (const p of parts) if (p.floor > 0) out.set(p.rate, p.floor);
  return out;
}
