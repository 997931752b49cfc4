/**
 * Quantity rules of the product card and cart (spec 001 §4 "Plus/minus", §5
 * "Quantity rules" and "Max purchase").
 *
 * Quantities are pieces for Pezzo and Confezione, and kilograms with 3 decimals for
 * Sfuso (loose goods, sold by weight). Loose arithmetic is done in integer grams so
 * steps never drift (0.1 + 0.2 is 0.3 here).
 *
 * Choices where the spec is silent (spec README "not shown"):
 * - For Sfuso, WEIGHT_SELLING (the minimum, first weight) and STEP_SELLING are read in
 *   WEIGHT_UNIT_SELLING (default kg) and converted to kg. A missing STEP_SELLING
 *   falls back to WEIGHT_SELLING, then to 100 g; a missing WEIGHT_SELLING to the step.
 * - minAcq and maxAcq come from the product fields, else from productInfos MINACQ /
 *   MAXACQ. Without minAcq the minimum is one step.
 * - Plus beyond the effective maximum is refused with 'errors.maxAcq'.
 * - Minus below minAcq (but above 0) is refused with 'errors.minAcq' and changes
 *   nothing, exactly as the spec says: such a line is removed with the remove action.
 * - The "package-flagged" product of the re-add rule is productInfos PACKAGE = 'true'
 *   (the flag's name is not shown in the spec).
 * - LOCKER_LEVEL: a product fits a locker when its level is at most the locker's
 *   maximum level; a product or locker without a level sets no limit.
 */

import { areCompatibleUnits, convertWeight } from './weight';
import { multiplyCents, type Cents } from './money';

export const TIPOLOGIE = ['Pezzo', 'Confezione', 'Sfuso'] as const;
export type Tipologia = (typeof TIPOLOGIE)[number];

/** productInfos keys the rules read. Values are always strings on the wire. */
export type ProductInfoKey =
  | 'TIPOLOGIA'
  | 'UNIT_SELLING'
  | 'WEIGHT_UNIT_SELLING'
  | 'WEIGHT_UNIT_BASE'
  | 'WEIGHT_SELLING'
  | 'WEIGHT_SELLING_SINGLE_UNIT'
  | 'WEIGHT_SELLING_SINGLE_UNIT_UM'
  | 'QTY_MULT'
  | 'QTY_LOCKED'
  | 'STEP_SELLING'
  | 'MAXACQ'
  | 'MINACQ'
  | 'MULTI_PACK'
  | 'LOGISTIC_PACKAGING_ITEMS'
  | 'LEAD_TIME'
  | 'LOCKER_LEVEL'
  | 'PACKAGE';

export type ProductInfos = Partial<Record<ProductInfoKey, string>> &
  Readonly<Record<string, string | undefined>>;

/** The part of a product the quantity rules need. */
export interface QuantityProduct {
  productInfos: ProductInfos;
  minAcq?: number | null;
  maxAcq?: number | null;
  productClassRuleMax?: { max: number } | null;
}

export type QuantityError =
  'errors.minAcq' | 'errors.maxAcq' | 'errors.manualEntryNotAllowed' | 'errors.invalidQuantity';

export type QuantityChange =
  /** Set the line to `quantity`. `adjusted` is true when a manual value was rounded or capped. */
  | { kind: 'set'; quantity: number; adjusted: boolean }
  /** The line goes to 0: remove it, after the shopper confirms. */
  | { kind: 'remove'; quantity: 0; needsConfirmation: true }
  /** Refused: keep `quantity` (the current value) and show `error`. */
  | { kind: 'rejected'; quantity: number; error: QuantityError };

/** Parses a productInfos number ("1", "0,5", "0.250"); undefined when absent or not a number. */
export function infoNumber(infos: ProductInfos, key: ProductInfoKey): number | undefined {
  const raw = infos[key];
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

export function tipologia(product: QuantityProduct): Tipologia | undefined {
  const raw = product.productInfos.TIPOLOGIA?.trim().toLowerCase();
  return TIPOLOGIE.find((t) => t.toLowerCase() === raw);
}

/** Sold loose, by weight (TIPOLOGIA Sfuso). */
export function isLoose(product: QuantityProduct): boolean {
  return tipologia(product) === 'Sfuso';
}

/** Integer grams to kilograms (3 decimals, exact). */
export function gramsToKg(grams: number): number {
  if (!Number.isInteger(grams)) throw new RangeError(`grams must be an integer, got ${grams}`);
  return grams / 1000;
}

/** Kilograms to integer grams, rounded half away from zero. */
export function kgToGrams(kg: number): number {
  const g = Math.sign(kg) * Math.round(Math.abs(kg) * 1000);
  return g === 0 ? 0 : g;
}

/** Rounds a quantity to 3 decimals. */
export function roundQuantity(q: number): number {
  return gramsToKg(kgToGrams(q));
}

const DEFAULT_LOOSE_STEP_GRAMS = 100;

function looseInfoGrams(
  product: QuantityProduct,
  key: 'WEIGHT_SELLING' | 'STEP_SELLING',
): number | undefined {
  const value = infoNumber(product.productInfos, key);
  if (value === undefined || value <= 0) return undefined;
  const unit = product.productInfos.WEIGHT_UNIT_SELLING?.trim() || 'kg';
  // Loose liquids (rare) count in litres the same way kilograms do.
  const kg = convertWeight(value, unit, areCompatibleUnits(unit, 'l') ? 'l' : 'kg');
  return kg === undefined ? kgToGrams(value) : kgToGrams(kg);
}

/** Loose goods: minimum (first) weight and step, in grams. */
function looseGrams(product: QuantityProduct): { minGrams: number; stepGrams: number } {
  const weight = looseInfoGrams(product, 'WEIGHT_SELLING');
  const step = looseInfoGrams(product, 'STEP_SELLING') ?? weight ?? DEFAULT_LOOSE_STEP_GRAMS;
  return { minGrams: weight ?? step, stepGrams: step };
}

/** QTY_MULT, default 1 (non-positive or non-integer values fall back to 1). */
export function qtyMult(product: QuantityProduct): number {
  const m = infoNumber(product.productInfos, 'QTY_MULT');
  return m !== undefined && Number.isInteger(m) && m > 0 ? m : 1;
}

/** Step of plus/minus: kg for loose goods, pieces otherwise. */
export function quantityStep(product: QuantityProduct): number {
  return isLoose(product) ? gramsToKg(looseGrams(product).stepGrams) : qtyMult(product);
}

/** Minimum purchasable quantity: WEIGHT_SELLING for loose goods, minAcq (else one step) otherwise. */
export function minQuantity(product: QuantityProduct): number {
  if (isLoose(product)) return gramsToKg(looseGrams(product).minGrams);
  const min = minAcq(product);
  return min !== undefined && min > 0 ? min : qtyMult(product);
}

/**
 * The cart quantity for `packs` packs of a packaged product (a recipe's ingredient): a pack is
 * one step of QTY_MULT pieces (a «Confezione da 3 pz» is 3), never below the minimum purchase.
 */
export function packsToCartQuantity(product: QuantityProduct, packs: number): number {
  const wanted = Math.max(1, Math.round(packs)) * qtyMult(product);
  return Math.max(wanted, minQuantity(product));
}

function minAcq(product: QuantityProduct): number | undefined {
  return product.minAcq ?? infoNumber(product.productInfos, 'MINACQ');
}

function maxAcq(product: QuantityProduct): number | undefined {
  const max = product.maxAcq ?? infoNumber(product.productInfos, 'MAXACQ');
  return max !== undefined && max > 0 ? max : undefined;
}

export interface EffectiveMax {
  max: number;
  /** Which limit applies, for the tooltip: the product's own or its class rule. */
  source: 'maxAcq' | 'classRule';
}

/**
 * The effective purchase limit in cart quantity: the smaller of maxAcq divided by
 * MULTI_PACK (rounded down: a multipack of 6 with maxAcq 20 allows 3) and the
 * product-class rule maximum, which already counts per unit. On a tie the product's
 * own limit is named. Undefined when neither limit is set.
 */
export function effectiveMax(product: QuantityProduct): EffectiveMax | undefined {
  const own = maxAcq(product);
  const multiPack = infoNumber(product.productInfos, 'MULTI_PACK');
  const ownMax =
    own === undefined
      ? undefined
      : Math.floor(own / (multiPack !== undefined && multiPack > 1 ? multiPack : 1));
  const classMax = product.productClassRuleMax?.max;
  const rule = classMax !== undefined && classMax !== null && classMax > 0 ? classMax : undefined;
  if (ownMax === undefined && rule === undefined) return undefined;
  if (rule === undefined || (ownMax !== undefined && ownMax <= rule))
    return { max: ownMax as number, source: 'maxAcq' };
  return { max: rule, source: 'classRule' };
}

/** The 'max N pz' badge, shown when MAXACQ is set (N is MAXACQ itself). */
export function maxLabel(product: QuantityProduct): string | undefined {
  const max = infoNumber(product.productInfos, 'MAXACQ') ?? product.maxAcq ?? undefined;
  return max !== undefined && max > 0 ? `max ${max} pz` : undefined;
}

/** Tooltip of the max badge; it differs by which limit applies (spec 001 §5). */
export function maxTooltip(limit: EffectiveMax): string {
  const pieces = limit.max === 1 ? '1 pezzo' : `${limit.max} pezzi`;
  return limit.source === 'maxAcq'
    ? `Puoi acquistare al massimo ${pieces} di questo prodotto`
    : `Puoi acquistare al massimo ${pieces} per i prodotti di questa categoria`;
}

/** Plus: one step up (loose goods start at WEIGHT_SELLING; pieces never below minAcq). */
export function plus(product: QuantityProduct, current: number): QuantityChange {
  if (isLoose(product)) {
    const { minGrams, stepGrams } = looseGrams(product);
    const grams = kgToGrams(current);
    const next = grams < minGrams ? minGrams : grams + stepGrams;
    return { kind: 'set', quantity: gramsToKg(next), adjusted: false };
  }
  let next = roundQuantity(current + qtyMult(product));
  const min = minAcq(product);
  if (min !== undefined && next < min) next = min;
  const limit = effectiveMax(product);
  if (limit !== undefined && next > limit.max)
    return { kind: 'rejected', quantity: current, error: 'errors.maxAcq' };
  return { kind: 'set', quantity: next, adjusted: false };
}

/**
 * Minus: one step down. Reaching 0 removes the line after confirmation; loose goods
 * drop to 0 below WEIGHT_SELLING; pieces below minAcq are refused ('errors.minAcq').
 */
export function minus(product: QuantityProduct, current: number): QuantityChange {
  if (isLoose(product)) {
    const { minGrams, stepGrams } = looseGrams(product);
    const next = kgToGrams(current) - stepGrams;
    if (next < minGrams) return { kind: 'remove', quantity: 0, needsConfirmation: true };
    return { kind: 'set', quantity: gramsToKg(next), adjusted: false };
  }
  const next = roundQuantity(current - qtyMult(product));
  if (next <= 0) return { kind: 'remove', quantity: 0, needsConfirmation: true };
  const min = minAcq(product);
  if (min !== undefined && next < min) return { kind: 'rejected', quantity: current, error: 'errors.minAcq' };
  return { kind: 'set', quantity: next, adjusted: false };
}

/**
 * A quantity typed by the shopper. Allowed only for Pezzo and Confezione. With
 * QTY_LOCKED 'true' it is rounded to the nearest QTY_MULT multiple (at least one
 * multiple); otherwise to a whole number of pieces. It is capped at the effective
 * maximum; below minAcq it is refused. 0 means removing the line.
 */
export function normalizeManualQuantity(
  product: QuantityProduct,
  input: number,
  current = 0,
): QuantityChange {
  if (isLoose(product)) return { kind: 'rejected', quantity: current, error: 'errors.manualEntryNotAllowed' };
  if (!Number.isFinite(input) || input < 0)
    return { kind: 'rejected', quantity: current, error: 'errors.invalidQuantity' };
  if (input === 0) return { kind: 'remove', quantity: 0, needsConfirmation: true };
  let quantity: number;
  if (product.productInfos.QTY_LOCKED?.trim().toLowerCase() === 'true') {
    const mult = qtyMult(product);
    quantity = Math.max(1, Math.round(input / mult)) * mult;
  } else {
    quantity = Math.max(1, Math.round(input));
  }
  const limit = effectiveMax(product);
  if (limit !== undefined && quantity > limit.max) quantity = limit.max;
  const min = minAcq(product);
  if (min !== undefined && quantity < min)
    return { kind: 'rejected', quantity: current, error: 'errors.minAcq' };
  return { kind: 'set', quantity, adjusted: quantity !== input };
}

/** A line of one cart moved into another cart's line of the same product (login merges the anonymous cart). */
export interface MergedQuantity {
  /** The merged cart quantity (pieces, or kg for loose goods); 0 when nothing can be kept. */
  quantity: number;
  /** The sum was above the effective maximum and was cut to it. */
  capped: boolean;
}

/**
 * Merging two lines of the same product: quantities add up; pieces stay whole multiples of
 * QTY_MULT and are cut to the effective maximum (never refused: nothing the shopper had is lost
 * beyond the limit); a result below minAcq keeps the line that was already there (`existing`).
 * Loose goods add their weights (kg, 3 decimals); they have no maximum.
 */
export function mergeQuantity(product: QuantityProduct, existing: number, added: number): MergedQuantity {
  if (isLoose(product)) return { quantity: roundQuantity(existing + added), capped: false };
  const mult = qtyMult(product);
  let quantity = Math.floor(Math.round(existing + added) / mult) * mult;
  let capped = false;
  const limit = effectiveMax(product);
  if (limit !== undefined && quantity > limit.max) {
    quantity = Math.max(existing, Math.floor(limit.max / mult) * mult);
    capped = true;
  }
  if (quantity < minQuantity(product)) quantity = existing;
  return { quantity, capped };
}

/** The product may be sold as a whole package (productInfos PACKAGE = 'true'). */
export function isPackageFlagged(product: QuantityProduct): boolean {
  return product.productInfos.PACKAGE?.trim().toLowerCase() === 'true';
}

/**
 * Spec 001 §4: for a package-flagged product, a quantity at or above QTY_MULT removes
 * the line and re-adds it flagged as a package.
 */
export function shouldReAddAsPackage(product: QuantityProduct, quantity: number): boolean {
  return isPackageFlagged(product) && !isLoose(product) && quantity >= qtyMult(product);
}

/** Lead-time badge: the product is available from now plus LEAD_TIME hours (undefined without one). */
export function leadTimeAvailableFrom(
  now: Date,
  leadTimeHours: number | string | null | undefined,
): Date | undefined {
  const hours =
    typeof leadTimeHours === 'string' ? Number(leadTimeHours.trim().replace(',', '.')) : leadTimeHours;
  if (hours == null || !Number.isFinite(hours) || hours <= 0 || leadTimeHours === '') return undefined;
  return new Date(now.getTime() + Math.round(hours * 3_600_000));
}

/** A product fits a locker when its LOCKER_LEVEL is at most the locker's maximum level. */
export function canAddToLocker(
  productLockerLevel: number | string | null | undefined,
  lockerMaxLevel: number | string | null | undefined,
): boolean {
  const level = (v: number | string | null | undefined): number | undefined => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  };
  const product = level(productLockerLevel);
  const locker = level(lockerMaxLevel);
  return product === undefined || locker === undefined || product <= locker;
}

/** What the first "Aggiungi" and each "+" of a product sold several pieces at a time buy. */
export interface PurchaseStep {
  /** Pieces the first add buys (minAcq, else one step). */
  first: number;
  /** Pieces each plus adds (QTY_MULT). */
  step: number;
  firstCents: Cents;
  stepCents: Cents;
  /** Pieces in one pack (MULTI_PACK) when the product is a multipack, else undefined. */
  pack?: number;
}

/**
 * The purchase step shown on the card before anything is added (issue 19.7): a multipack
 * "6 x 1 l" priced per piece starts at 6 pieces and goes by 6, so the card says what one step
 * buys and what it costs. Undefined for loose goods and for products bought one piece at a time.
 */
export function purchaseStep(product: QuantityProduct, unitPriceCents: Cents): PurchaseStep | undefined {
  if (isLoose(product)) return undefined;
  const step = qtyMult(product);
  const first = minQuantity(product);
  if (step <= 1 && first <= 1) return undefined;
  const pack = infoNumber(product.productInfos, 'MULTI_PACK');
  return {
    first,
    step,
    firstCents: multiplyCents(unitPriceCents, first),
    stepCents: multiplyCents(unitPriceCents, step),
    pack: pack !== undefined && Number.isInteger(pack) && pack > 1 ? pack : undefined,
  };
}
