/**
 * Promotion kinds as data (issue 17, ADR 0021). A promotion is one row of the
 * catalogue's `promotion` table; its rule says how it changes the price of the
 * lines it touches. The engine (`engine.ts`) decides which promotion applies to
 * which line; this file holds the kinds, their wire type ids and the discount a
 * single-product promotion gives one line.
 *
 * Amounts are integer cents; percentages are whole percent (1–100).
 */

import { assertCents, divideRounded, multiplyCents } from '../money';

/** `warehousePromoTypeId` on the wire, by kind. 1 and 2 are both price cuts (percent / special price). */
export const PROMOTION_TYPE = {
  PERCENT_CUT: 1,
  SPECIAL_PRICE: 2,
  MULTI_BUY: 3,
  NTH_DISCOUNT: 4,
  QUANTITY_DISCOUNT: 5,
  MIX_MATCH: 6,
  BUNDLE: 7,
  CART_THRESHOLD: 8,
} as const;
export type PromotionTypeId = (typeof PROMOTION_TYPE)[keyof typeof PROMOTION_TYPE];

export type PromotionRule =
  /** A new unit price (per piece, or per kg for loose goods), below the list price. */
  | { kind: 'price_cut'; unitCents: number }
  /** Every `buy` pieces, pay `pay` (3x2, 2x1). */
  | { kind: 'multi_buy'; buy: number; pay: number }
  /** Every `nth` piece at `percent` off (the second at half price: nth 2, percent 50). */
  | { kind: 'nth_discount'; nth: number; percent: number }
  /** From `minQuantity` pieces, `percent` off every piece of the line. */
  | { kind: 'quantity_discount'; minQuantity: number; percent: number }
  /**
   * Any `size` pieces of the promotion's products: pay only the `pay` dearest of each group
   * (3 for 2 across a set), or `priceCents` for the group (any 3 for 5,00 €).
   */
  | { kind: 'mix_match'; size: number; pay: number | null; priceCents: number | null }
  /** The listed products in the listed quantities for `priceCents` together. */
  | { kind: 'bundle'; items: readonly { productId: number; quantity: number }[]; priceCents: number }
  /** Spend at least `minSpendCents` on products (after their promotions), get `discountCents` off. */
  | { kind: 'cart_threshold'; minSpendCents: number; discountCents: number };

export type PromotionKind = PromotionRule['kind'];

export interface Promotion {
  promotionId: number;
  /** What the shopper reads: '3x2', '-30%', '2° a metà prezzo', 'Spendi 80 €, risparmi 6 €'. */
  label: string;
  /** The products it applies to (one for single-product kinds, the set for mix-and-match and bundles, none for cart thresholds). */
  productIds: readonly number[];
  /** Applies only to members (an account with a loyalty card). */
  memberOnly: boolean;
  /** Asked yes/no when the product is added (seed 001 §4); a line that said no does not get it. */
  selectable: boolean;
  rule: PromotionRule;
}

/** Kinds that price one product's line on its own. */
export const SINGLE_PRODUCT_KINDS: readonly PromotionKind[] = [
  'price_cut',
  'multi_buy',
  'nth_discount',
  'quantity_discount',
];
/** Kinds that price several lines together. */
export const GROUP_KINDS: readonly PromotionKind[] = ['mix_match', 'bundle'];

export function isSingleProduct(p: Promotion): boolean {
  return SINGLE_PRODUCT_KINDS.includes(p.rule.kind);
}

export function isGroup(p: Promotion): boolean {
  return GROUP_KINDS.includes(p.rule.kind);
}

/** Checks a promotion's parameters (seed data, staff input); returns an Italian reason or null. */
export function promotionProblem(p: Promotion): string | null {
  const r = p.rule;
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
  const pct = (n: number) => Number.isInteger(n) && n >= 1 && n <= 100;
  switch (r.kind) {
    case 'price_cut':
      return whole(r.unitCents, 0) ? null : 'Il prezzo promozionale deve essere un importo in centesimi.';
    case 'multi_buy':
      return whole(r.buy, 2) && whole(r.pay, 1) && r.pay < r.buy
        ? null
        : 'Una promozione «prendi N paghi M» vuole N > M ≥ 1.';
    case 'nth_discount':
      return whole(r.nth, 2) && pct(r.percent) ? null : 'Il pezzo scontato deve essere dal secondo in poi.';
    case 'quantity_discount':
      return whole(r.minQuantity, 2) && pct(r.percent) ? null : 'La soglia deve essere di almeno 2 pezzi.';
    case 'mix_match':
      if (!whole(r.size, 2)) return 'Un «tre per due» misto vuole gruppi di almeno 2 pezzi.';
      if ((r.pay === null) === (r.priceCents === null))
        return 'Un «tre per due» misto ha o i pezzi da pagare o il prezzo del gruppo.';
      if (r.pay !== null && !(whole(r.pay, 1) && r.pay < r.size)) return 'I pezzi da pagare sono troppi.';
      if (r.priceCents !== null && !whole(r.priceCents, 0)) return 'Il prezzo del gruppo non è valido.';
      return p.productIds.length ? null : 'La promozione non ha prodotti.';
    case 'bundle':
      return r.items.length >= 2 && r.items.every((i) => whole(i.quantity, 1)) && whole(r.priceCents, 0)
        ? null
        : 'Una confezione promozionale vuole almeno due prodotti e un prezzo.';
    case 'cart_threshold':
      return whole(r.minSpendCents, 1) && whole(r.discountCents, 1) && r.discountCents < r.minSpendCents
        ? null
        : 'La soglia di spesa deve superare lo sconto.';
  }
}

/** The list amount of a line: unit × pieces, or unit per kg × kg for loose goods. */
export function lineListCents(line: {
  loose: boolean;
  quantity: number;
  grams: number;
  listUnitCents: number;
}): number {
  assertCents(line.listUnitCents, 'listUnitCents');
  return line.loose
    ? multiplyCents(line.listUnitCents, line.grams / 1000)
    : line.listUnitCents * line.quantity;
}

/**
 * The discount a single-product promotion gives one line (0 when it does not apply):
 * price cuts on pieces and on loose goods; the quantity kinds on pieces only.
 */
export function singleLineDiscountCents(
  rule: PromotionRule,
  line: { loose: boolean; quantity: number; grams: number; listUnitCents: number },
): number {
  const list = lineListCents(line);
  switch (rule.kind) {
    case 'price_cut': {
      if (rule.unitCents >= line.listUnitCents) return 0;
      const cut = line.loose
        ? multiplyCents(rule.unitCents, line.grams / 1000)
        : rule.unitCents * line.quantity;
      return Math.max(0, list - cut);
    }
    case 'multi_buy':
      if (line.loose) return 0;
      return Math.floor(line.quantity / rule.buy) * (rule.buy - rule.pay) * line.listUnitCents;
    case 'nth_discount':
      if (line.loose) return 0;
      return Math.floor(line.quantity / rule.nth) * divideRounded(line.listUnitCents * rule.percent, 100);
    case 'quantity_discount':
      if (line.loose || line.quantity < rule.minQuantity) return 0;
      return divideRounded(list * rule.percent, 100);
    default:
      return 0;
  }
}
