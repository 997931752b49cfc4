/**
 * The pricing engine (issue 17, ADR 0021): the one place that prices a basket.
 *
 * `priceBasket(input)` takes the lines (pieces or grams), their list prices for the
 * warehouse and date, the promotions running on them, the gift codes, vouchers and
 * personal coupons on the basket, the delivery fee with its free-delivery threshold,
 * the FAST surcharge and the shopper bags, and answers a priced document: every line
 * with what it costs after each discount, every cart-level discount as an adjustment
 * with the lines it applied to, the fees, the VAT by rate, the totals, the amount to
 * pre-authorise and the savings. The cart, the checkout, the order as placed, the
 * order reopened for editing, the re-pricing at weighing, the order page, the invoice
 * PDF and refunds all read this document; no other code adds up a total.
 *
 * Stacking (ADR 0021):
 *  1. A line gets at most one product promotion. Single-product kinds (price cut,
 *     multi-buy, Nth piece, quantity threshold) are each computed on the list price and
 *     the one that saves the most applies (best price for the customer).
 *  2. Group kinds (mix-and-match, bundle) take whole lines of their products when they
 *     save more than the single-product promotions of those lines would; groups are
 *     tried from the one that saves most; a line belongs to one group at most. Loose
 *     lines take price cuts only.
 *  3. Member-only promotions apply when the account has a loyalty card; a selectable
 *     promotion does not apply to a line that refused it.
 *  4. Then, on what the products cost after their promotions: the best cart threshold
 *     reached (one), personal coupons on their line (one unit each), codes and vouchers
 *     in the order they were applied. Minimum spends are judged on the products after
 *     their promotions, before any of these discounts. Nothing goes below zero.
 *  5. Free delivery is judged on the same amount; the FAST surcharge and bags are never
 *     discounted.
 * Every discount is split over the lines it touches (largest remainder), so each line
 * knows what it costs; VAT is computed per rate on those amounts and on the fees (22 %).
 */

import { divideCeil, divideRounded, vatSplit } from '../money';
import { giftCodeRefusal, giftDiscountCents, giftRefusalMessage, type GiftDiscount } from '../gift-rules';
import { VARIABLE_WEIGHT_PREAUTH_PCT } from '../checkout-rules';
import { ITEMS_PER_BAG } from '../order-rules';
import {
  isGroup,
  isSingleProduct,
  lineListCents,
  singleLineDiscountCents,
  type Promotion,
  type PromotionKind,
} from './promotions';

/** VAT rate of the delivery fee, the FAST surcharge and the bags. */
export const FEES_VAT_PCT = 22;

export interface PricingLine {
  /** The cart item id, or the order item id. */
  lineId: number;
  productId: number;
  vatPct: number;
  loose: boolean;
  /** Pieces (0 for loose goods). */
  quantity: number;
  /** Grams for loose goods (0 for pieces). */
  grams: number;
  /** List price for the warehouse and date: per piece, or per kg for loose goods. */
  listUnitCents: number;
  /** The line refused the product's selectable promotion. */
  promoDisabled: boolean;
}

export interface PricingGift {
  /** The customer's copy (user_gift_certificate id). */
  copyId: number;
  giftId: number;
  kind: 'code' | 'voucher' | 'coupon';
  code: string | null;
  name: string;
  /** Coupons (adjustment type 1001) discount one unit of their line; the others the products. */
  target: 'cart' | 'line';
  /** The coupon's chosen line. */
  lineId: number | null;
  discount: GiftDiscount;
  minSpendCents: number;
  startsAt: string | null;
  endsAt: string | null;
  /**
   * Applied when the order was placed: it applies again without checking its dates and
   * minimum (re-pricing at weighing, an order reopened for editing).
   */
  granted?: boolean;
}

export interface PricingDelivery {
  /** The service's fee before its promotion. */
  feeCents: number;
  /** Free delivery from this spend on products (after their promotions); null: never free. */
  freeOverCents: number | null;
  surchargeCents: number;
}

export interface PricingInput {
  /** ISO instant at which gift dates are judged. */
  now: string;
  /** The account has a loyalty card. */
  member: boolean;
  lines: readonly PricingLine[];
  /** The promotions running on the lines' products at the warehouse and date, and cart thresholds. */
  promotions: readonly Promotion[];
  gifts: readonly PricingGift[];
  /** null: no service chosen yet (no fees). */
  delivery: PricingDelivery | null;
  /** Cost of one shopper bag (0 when the packaging is free). */
  bagUnitCents: number;
  /**
   * Re-pricing an order as it was placed (weighing, substitutions): the cart thresholds and
   * the free delivery are those of the order as placed, whatever the new amounts.
   */
  asPlaced?: {
    cartPromotionIds: readonly number[];
    deliveryFeeCents: number;
    bagCount: number;
  };
}

export interface AppliedPromotion {
  promotionId: number;
  label: string;
  kind: PromotionKind;
  /** This line's share of the promotion's discount. */
  discountCents: number;
}

export interface PricedLine {
  lineId: number;
  productId: number;
  vatPct: number;
  loose: boolean;
  quantity: number;
  grams: number;
  listUnitCents: number;
  /** The unit price shown: the price cut's when one applies, else the list price. */
  unitCents: number;
  /** List price × quantity. */
  listCents: number;
  promotion: AppliedPromotion | null;
  /** What the line costs after its product promotion (the cart line's amount). */
  itemCents: number;
  /** The line's share of the cart-level discounts (thresholds, coupons, codes, vouchers). */
  discountCents: number;
  /** What the line costs after every discount: refunds give back at most this. */
  payCents: number;
  netCents: number;
  vatCents: number;
}

export type AdjustmentKind = 'cart_promotion' | 'coupon' | 'code' | 'voucher' | 'delivery_promotion';

export interface PricedAdjustment {
  kind: AdjustmentKind;
  promotionId: number | null;
  copyId: number | null;
  giftId: number | null;
  code: string | null;
  label: string;
  /** The discount (positive). 0 when not applied. */
  amountCents: number;
  /** The lines it was split over, with their shares. */
  shares: { lineId: number; cents: number }[];
  applied: boolean;
  /** Why it does not apply (Italian), when it does not. */
  message: string | null;
}

export interface PricedFees {
  /** The service's fee before its promotion. */
  deliveryListCents: number;
  deliveryCents: number;
  surchargeCents: number;
  bagCount: number;
  bagUnitCents: number;
  bagsCents: number;
}

export interface PricedVat {
  vatPct: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface PricedTotals {
  /** Products at list price. */
  listCents: number;
  /** Product promotions. */
  promotionCents: number;
  /** Products after their promotions (what minimum spends and free delivery are judged on). */
  itemsCents: number;
  /** Cart thresholds, coupons, codes and vouchers. */
  discountCents: number;
  /** Delivery (after its promotion) + FAST surcharge + bags. */
  feesCents: number;
  totalCents: number;
  netCents: number;
  vatCents: number;
  /** Product promotions + discounts: 'Hai risparmiato …'. */
  savingsCents: number;
  /** Loose lines after their promotions. */
  variableWeightCents: number;
  /** Total + 40 % of the variable-weight lines, rounded up (seed 001 §5; the bags are in the total). */
  preAuthorisedCents: number;
}

export interface PricedDocument {
  lines: PricedLine[];
  adjustments: PricedAdjustment[];
  fees: PricedFees;
  vat: PricedVat[];
  totals: PricedTotals;
}

// ------------------------------------------------------------------ helpers

/**
 * Splits `total` over `weights` in proportion (largest remainder; ties to the earlier
 * index), so the parts add up to `total` exactly and no part exceeds its weight when
 * `total` ≤ the sum of the weights.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const parts = weights.map(() => 0);
  if (total <= 0 || sum <= 0) return parts;
  const amount = Math.min(total, sum);
  const rests: { i: number; rest: number }[] = [];
  let given = 0;
  weights.forEach((w, i) => {
    const weight = Math.max(0, w);
    const exact = amount * weight;
    const floor = Math.floor(exact / sum);
    parts[i] = floor;
    given += floor;
    rests.push({ i, rest: exact - floor * sum });
  });
  let left = amount - given;
  rests.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const r of rests) {
    if (left <= 0) break;
    if (r.rest === 0) continue;
    parts[r.i]! += 1;
    left -= 1;
  }
  return parts;
}

function pieces(line: PricingLine): number {
  return line.loose ? 0 : line.quantity;
}

/** Shopper bags: one per ITEMS_PER_BAG pieces, a loose line counts as one piece. */
function bagCountOf(lines: readonly PricingLine[]): number {
  const n = lines.reduce((s, l) => s + (l.loose ? (l.grams > 0 ? 1 : 0) : Math.max(0, l.quantity)), 0);
  return n === 0 ? 0 : Math.ceil(n / ITEMS_PER_BAG);
}

interface LineState {
  line: PricingLine;
  listCents: number;
  promotion: AppliedPromotion | null;
  unitCents: number;
  itemCents: number;
  discountCents: number;
}

function eligible(p: Promotion, line: PricingLine, member: boolean): boolean {
  if (p.memberOnly && !member) return false;
  if (p.selectable && line.promoDisabled) return false;
  return p.productIds.includes(line.productId);
}

/** The group promotion's discount over these lines, split per line (0 when it does not apply). */
function groupDiscount(p: Promotion, lines: readonly LineState[]): Map<number, number> {
  const out = new Map<number, number>();
  const rule = p.rule;
  if (rule.kind === 'mix_match') {
    // Every piece of the set, dearest first; groups of `size`.
    const units: { lineId: number; cents: number }[] = [];
    for (const s of lines)
      for (let k = 0; k < pieces(s.line); k++)
        units.push({ lineId: s.line.lineId, cents: s.line.listUnitCents });
    units.sort((a, b) => b.cents - a.cents || a.lineId - b.lineId);
    const groups = Math.floor(units.length / rule.size);
    for (let g = 0; g < groups; g++) {
      const group = units.slice(g * rule.size, (g + 1) * rule.size);
      // Pay the `pay` dearest pieces of the group (the rest are free), or the group's price;
      // the discount is split over every piece of the group, the paid ones too.
      const sum = group.reduce((s, u) => s + u.cents, 0);
      const discount =
        rule.pay !== null
          ? group.slice(rule.pay).reduce((s, u) => s + u.cents, 0)
          : Math.max(0, sum - (rule.priceCents ?? sum));
      const shares = splitByWeight(
        discount,
        group.map((u) => u.cents),
      );
      group.forEach((u, i) => out.set(u.lineId, (out.get(u.lineId) ?? 0) + shares[i]!));
    }
  } else if (rule.kind === 'bundle') {
    const qtyOf = (productId: number) =>
      lines.filter((s) => s.line.productId === productId).reduce((n, s) => n + pieces(s.line), 0);
    const bundles = Math.min(...rule.items.map((i) => Math.floor(qtyOf(i.productId) / i.quantity)));
    if (!Number.isFinite(bundles) || bundles <= 0) return out;
    const unitOf = (productId: number) =>
      lines.find((s) => s.line.productId === productId && pieces(s.line) > 0)?.line.listUnitCents ?? 0;
    const bundleList = rule.items.reduce((s, i) => s + unitOf(i.productId) * i.quantity, 0);
    const discount = bundles * Math.max(0, bundleList - rule.priceCents);
    if (discount <= 0) return out;
    // split over the lines in proportion to what each puts into the bundles
    const used = new Map<number, number>();
    for (const i of rule.items) used.set(i.productId, i.quantity * bundles);
    const weights: { lineId: number; cents: number }[] = [];
    for (const s of lines) {
      const want = used.get(s.line.productId) ?? 0;
      const take = Math.min(want, pieces(s.line));
      used.set(s.line.productId, want - take);
      if (take > 0) weights.push({ lineId: s.line.lineId, cents: take * s.line.listUnitCents });
    }
    const shares = splitByWeight(
      discount,
      weights.map((w) => w.cents),
    );
    weights.forEach((w, i) => out.set(w.lineId, (out.get(w.lineId) ?? 0) + shares[i]!));
  }
  return out;
}

function giftKind(g: PricingGift): AdjustmentKind {
  return g.target === 'line' ? 'coupon' : g.kind === 'voucher' ? 'voucher' : 'code';
}

// ------------------------------------------------------------------ the engine

export function priceBasket(input: PricingInput): PricedDocument {
  // Lines in a canonical order (product, then size), so the result does not depend on the
  // order the lines were added in: a reopened order prices as it was placed.
  const inOrder: LineState[] = input.lines.map((line) => {
    const listCents = lineListCents(line);
    return {
      line,
      listCents,
      promotion: null,
      unitCents: line.listUnitCents,
      itemCents: listCents,
      discountCents: 0,
    };
  });
  const states = [...inOrder].sort(
    (a, b) =>
      a.line.productId - b.line.productId ||
      b.line.quantity - a.line.quantity ||
      b.line.grams - a.line.grams ||
      a.line.lineId - b.line.lineId,
  );

  // 1. The best single-product promotion of each line.
  const singles = input.promotions.filter(isSingleProduct);
  const bestSingle = new Map<number, { p: Promotion; cents: number }>();
  for (const s of states) {
    let best: { p: Promotion; cents: number } | null = null;
    for (const p of singles) {
      if (!eligible(p, s.line, input.member)) continue;
      const cents = Math.min(s.listCents, singleLineDiscountCents(p.rule, s.line));
      if (
        cents > 0 &&
        (!best || cents > best.cents || (cents === best.cents && p.promotionId < best.p.promotionId))
      )
        best = { p, cents };
    }
    if (best) bestSingle.set(s.line.lineId, best);
  }

  // 2. Group promotions take whole lines when they save more than those lines' single promotions.
  const taken = new Map<number, { p: Promotion; cents: number }>();
  const groups = input.promotions
    .filter(isGroup)
    .map((p) => {
      const members = states.filter(
        (s) => !s.line.loose && pieces(s.line) > 0 && eligible(p, s.line, input.member),
      );
      const shares = groupDiscount(p, members);
      const total = [...shares.values()].reduce((a, b) => a + b, 0);
      return { p, total };
    })
    .filter((g) => g.total > 0)
    .sort((a, b) => b.total - a.total || a.p.promotionId - b.p.promotionId);
  for (const g of groups) {
    const members = states.filter(
      (s) =>
        !s.line.loose &&
        pieces(s.line) > 0 &&
        !taken.has(s.line.lineId) &&
        eligible(g.p, s.line, input.member),
    );
    const shares = groupDiscount(g.p, members);
    const total = [...shares.values()].reduce((a, b) => a + b, 0);
    if (total <= 0) continue;
    const participants = members.filter((s) => (shares.get(s.line.lineId) ?? 0) > 0);
    const displaced = participants.reduce((n, s) => n + (bestSingle.get(s.line.lineId)?.cents ?? 0), 0);
    if (total <= displaced) continue;
    for (const s of participants)
      taken.set(s.line.lineId, { p: g.p, cents: Math.min(s.listCents, shares.get(s.line.lineId) ?? 0) });
  }

  for (const s of states) {
    const chosen = taken.get(s.line.lineId) ?? bestSingle.get(s.line.lineId);
    if (!chosen) continue;
    s.promotion = {
      promotionId: chosen.p.promotionId,
      label: chosen.p.label,
      kind: chosen.p.rule.kind,
      discountCents: chosen.cents,
    };
    s.itemCents = s.listCents - chosen.cents;
    if (chosen.p.rule.kind === 'price_cut' && chosen.p.rule.unitCents < s.line.listUnitCents)
      s.unitCents = chosen.p.rule.unitCents;
  }

  const itemsCents = states.reduce((n, s) => n + s.itemCents, 0);
  const adjustments: PricedAdjustment[] = [];
  const remaining = () => states.map((s) => s.itemCents - s.discountCents);
  const take = (cents: number, over: LineState[]): PricedAdjustment['shares'] => {
    const shares = splitByWeight(
      cents,
      over.map((s) => s.itemCents - s.discountCents),
    );
    return over
      .map((s, i) => {
        s.discountCents += shares[i]!;
        return { lineId: s.line.lineId, cents: shares[i]! };
      })
      .filter((x) => x.cents > 0);
  };

  // 3. The best cart threshold reached (or the one the order was placed with).
  const thresholds = input.promotions
    .filter((p) => p.rule.kind === 'cart_threshold' && (!p.memberOnly || input.member))
    .filter((p) =>
      input.asPlaced
        ? input.asPlaced.cartPromotionIds.includes(p.promotionId)
        : p.rule.kind === 'cart_threshold' && itemsCents >= p.rule.minSpendCents,
    )
    .sort((a, b) => {
      const da = a.rule.kind === 'cart_threshold' ? a.rule.discountCents : 0;
      const db = b.rule.kind === 'cart_threshold' ? b.rule.discountCents : 0;
      return db - da || a.promotionId - b.promotionId;
    });
  const threshold = thresholds[0];
  if (threshold && threshold.rule.kind === 'cart_threshold' && itemsCents > 0) {
    const left = remaining().reduce((a, b) => a + b, 0);
    const cents = Math.min(threshold.rule.discountCents, left);
    adjustments.push({
      kind: 'cart_promotion',
      promotionId: threshold.promotionId,
      copyId: null,
      giftId: null,
      code: null,
      label: threshold.label,
      amountCents: cents,
      shares: take(cents, states),
      applied: true,
      message: null,
    });
  }

  // 4. Gifts: coupons on their line, then codes and vouchers in the order applied.
  const now = new Date(input.now);
  const refusal = (g: PricingGift): string | null => {
    if (g.granted) return null;
    const code = giftCodeRefusal({
      now,
      startsAt: g.startsAt ? new Date(g.startsAt) : null,
      endsAt: g.endsAt ? new Date(g.endsAt) : null,
      uses: 0,
      maxUses: null,
      usesByShopper: 0,
      maxUsesPerShopper: null,
      alreadyInCart: false,
      minSpendCents: g.minSpendCents,
      spendCents: itemsCents,
    });
    return code && giftRefusalMessage(code, g.minSpendCents);
  };
  const skipped = (g: PricingGift, message: string): PricedAdjustment => ({
    kind: giftKind(g),
    promotionId: null,
    copyId: g.copyId,
    giftId: g.giftId,
    code: g.code,
    label: g.name,
    amountCents: 0,
    shares: [],
    applied: false,
    message,
  });
  const couponsOnLine = new Map<number, number>();
  const ordered = [
    ...input.gifts.filter((g) => g.target === 'line'),
    ...input.gifts.filter((g) => g.target !== 'line'),
  ];
  for (const g of ordered) {
    const why = refusal(g);
    if (g.target === 'line') {
      const s = states.find((x) => x.line.lineId === g.lineId);
      if (!s) {
        adjustments.push(skipped(g, COUPON_MESSAGES.chooseItem));
        continue;
      }
      if (why) {
        adjustments.push(skipped(g, why));
        continue;
      }
      const capacity = s.line.loose ? 1 : Math.max(1, Math.floor(s.line.quantity));
      const used = couponsOnLine.get(s.line.lineId) ?? 0;
      if (used >= capacity) {
        adjustments.push(skipped(g, COUPON_MESSAGES.lineFull(capacity)));
        continue;
      }
      couponsOnLine.set(s.line.lineId, used + 1);
      const unit =
        s.line.loose || s.line.quantity <= 1 ? s.itemCents : divideRounded(s.itemCents, s.line.quantity);
      const base = Math.min(unit, s.itemCents - s.discountCents);
      const cents = giftDiscountCents(g.discount, Math.max(0, base));
      adjustments.push({
        kind: 'coupon',
        promotionId: null,
        copyId: g.copyId,
        giftId: g.giftId,
        code: g.code,
        label: g.name,
        amountCents: cents,
        shares: take(cents, [s]),
        applied: true,
        message: null,
      });
      continue;
    }
    if (why) {
      adjustments.push(skipped(g, why));
      continue;
    }
    const left = remaining().reduce((a, b) => a + b, 0);
    const cents = giftDiscountCents(g.discount, Math.max(0, left));
    adjustments.push({
      kind: giftKind(g),
      promotionId: null,
      copyId: g.copyId,
      giftId: g.giftId,
      code: g.code,
      label: g.name,
      amountCents: cents,
      shares: take(cents, states),
      applied: true,
      message: null,
    });
  }

  // 5. Fees.
  const hasLines = input.lines.length > 0;
  let deliveryListCents = 0;
  let deliveryCents = 0;
  let surchargeCents = 0;
  if (input.delivery && hasLines) {
    deliveryListCents = input.delivery.feeCents;
    surchargeCents = input.delivery.surchargeCents;
    if (input.asPlaced) deliveryCents = Math.min(deliveryListCents, input.asPlaced.deliveryFeeCents);
    else {
      const free = input.delivery.freeOverCents !== null && itemsCents >= input.delivery.freeOverCents;
      deliveryCents = free ? 0 : deliveryListCents;
    }
    if (deliveryCents < deliveryListCents)
      adjustments.push({
        kind: 'delivery_promotion',
        promotionId: null,
        copyId: null,
        giftId: null,
        code: null,
        label:
          input.delivery.freeOverCents !== null
            ? `Consegna gratuita da ${euroText(input.delivery.freeOverCents)}`
            : 'Consegna gratuita',
        amountCents: deliveryListCents - deliveryCents,
        shares: [],
        applied: true,
        message: null,
      });
  }
  const bagCount = hasLines ? (input.asPlaced ? input.asPlaced.bagCount : bagCountOf(input.lines)) : 0;
  const bagsCents = bagCount * input.bagUnitCents;
  const feesCents = deliveryCents + surchargeCents + bagsCents;

  // 6. Lines, VAT and totals.
  const lines: PricedLine[] = inOrder.map((s) => {
    const payCents = s.itemCents - s.discountCents;
    const { netCents, vatCents } = vatSplit(payCents, s.line.vatPct);
    return {
      lineId: s.line.lineId,
      productId: s.line.productId,
      vatPct: s.line.vatPct,
      loose: s.line.loose,
      quantity: s.line.quantity,
      grams: s.line.grams,
      listUnitCents: s.line.listUnitCents,
      unitCents: s.unitCents,
      listCents: s.listCents,
      promotion: s.promotion,
      itemCents: s.itemCents,
      discountCents: s.discountCents,
      payCents,
      netCents,
      vatCents,
    };
  });
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatPct, (byRate.get(l.vatPct) ?? 0) + l.payCents);
  if (feesCents) byRate.set(FEES_VAT_PCT, (byRate.get(FEES_VAT_PCT) ?? 0) + feesCents);
  const vat: PricedVat[] = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([vatPct, grossCents]) => ({ vatPct, grossCents, ...vatSplit(grossCents, vatPct) }));
  const listCents = lines.reduce((n, l) => n + l.listCents, 0);
  const promotionCents = lines.reduce((n, l) => n + (l.promotion?.discountCents ?? 0), 0);
  const discountCents = lines.reduce((n, l) => n + l.discountCents, 0);
  const totalCents = itemsCents - discountCents + feesCents;
  const variableWeightCents = lines.filter((l) => l.loose).reduce((n, l) => n + l.itemCents, 0);
  return {
    lines,
    adjustments,
    fees: {
      deliveryListCents,
      deliveryCents,
      surchargeCents,
      bagCount,
      bagUnitCents: input.bagUnitCents,
      bagsCents,
    },
    vat,
    totals: {
      listCents,
      promotionCents,
      itemsCents,
      discountCents,
      feesCents,
      totalCents,
      netCents: vat.reduce((n, v) => n + v.netCents, 0),
      vatCents: vat.reduce((n, v) => n + v.vatCents, 0),
      savingsCents: promotionCents + discountCents,
      variableWeightCents,
      preAuthorisedCents: totalCents + divideCeil(variableWeightCents * VARIABLE_WEIGHT_PREAUTH_PCT, 100),
    },
  };
}

export const COUPON_MESSAGES = {
  chooseItem: 'Scegli il prodotto a cui applicare il buono.',
  lineFull: (qty: number) =>
    `Su questo prodotto puoi applicare al massimo ${qty} ${qty === 1 ? 'buono' : 'buoni'}: uno per ogni pezzo.`,
};

function euroText(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${euros},${rest} €`;
}

/**
 * The lines of a priced document with new quantities (picked weights, pieces delivered):
 * the input of the order as placed with those quantities, priced as placed (the thresholds,
 * the free delivery, the bags and the gifts that applied then apply again; percentage
 * discounts follow the new amounts, fixed ones stay, never above what is left).
 */
export function repriceAsPlaced(
  placedInput: PricingInput,
  placed: PricedDocument,
  delivered: ReadonlyMap<
    number,
    {
      quantity?: number;
      grams?: number;
      /** The line was substituted at picking: the product taken and its unit price for the customer. */
      substitute?: { productId: number; listUnitCents: number; vatPct: number };
    }
  >,
): PricedDocument {
  const appliedGifts = new Set(
    placed.adjustments.filter((a) => a.applied && a.copyId !== null).map((a) => a.copyId),
  );
  return priceBasket({
    ...placedInput,
    lines: placedInput.lines.map((l) => {
      const d = delivered.get(l.lineId);
      if (!d) return l;
      // A substitute: its own product and price, without the original product's promotion.
      const line: PricingLine = d.substitute
        ? {
            ...l,
            productId: d.substitute.productId,
            listUnitCents: d.substitute.listUnitCents,
            vatPct: d.substitute.vatPct,
            promoDisabled: true,
          }
        : l;
      return line.loose
        ? { ...line, grams: d.grams ?? line.grams }
        : { ...line, quantity: d.quantity ?? line.quantity };
    }),
    gifts: placedInput.gifts.filter((g) => appliedGifts.has(g.copyId)).map((g) => ({ ...g, granted: true })),
    asPlaced: {
      cartPromotionIds: placed.adjustments
        .filter((a) => a.kind === 'cart_promotion' && a.applied && a.promotionId !== null)
        .map((a) => a.promotionId!),
      deliveryFeeCents: placed.fees.deliveryCents,
      bagCount: placed.fees.bagCount,
    },
  });
}
