/**
 * Weight and volume units (spec 001 §5 "Weight units"). Weights are integer grams in
 * storage (ARCHITECTURE.md §4); the units below describe how products are sold.
 *
 * The multiplier of a unit says how many of it make one kilogram (or one litre):
 * g and gr 1000, kg 1, hg 10, dag 100, ml 1000, cl 100, lt and l 1. Unit names are
 * case-insensitive. The factor between a selling unit and a base unit is
 * multiplier(selling) / multiplier(base): "selling unit over base unit".
 */

import { divideRounded } from './money';

export const WEIGHT_UNIT_MULTIPLIERS: Readonly<Record<string, number>> = Object.freeze({
  g: 1000,
  gr: 1000,
  kg: 1,
  hg: 10,
  dag: 100,
  ml: 1000,
  cl: 100,
  lt: 1,
  l: 1,
});

const MASS_UNITS = new Set(['g', 'gr', 'kg', 'hg', 'dag']);

/** Multiplier of a unit (case-insensitive), undefined when the unit is unknown. */
export function unitMultiplier(unit: string | null | undefined): number | undefined {
  if (!unit) return undefined;
  return WEIGHT_UNIT_MULTIPLIERS[unit.trim().toLowerCase()];
}

/** Both units are known and measure the same thing (mass with mass, volume with volume). */
export function areCompatibleUnits(a: string, b: string): boolean {
  const ka = a.trim().toLowerCase();
  const kb = b.trim().toLowerCase();
  if (unitMultiplier(ka) === undefined || unitMultiplier(kb) === undefined) return false;
  return MASS_UNITS.has(ka) === MASS_UNITS.has(kb);
}

/** Selling unit over base unit, e.g. g over kg = 1000; undefined for unknown or mixed units. */
export function unitFactor(unitSelling: string, unitBase: string): number | undefined {
  if (!areCompatibleUnits(unitSelling, unitBase)) return undefined;
  return (unitMultiplier(unitSelling) as number) / (unitMultiplier(unitBase) as number);
}

/** Converts an amount between units (500 g → 0.5 kg); undefined for unknown or mixed units. */
export function convertWeight(amount: number, fromUnit: string, toUnit: string): number | undefined {
  const factor = unitFactor(fromUnit, toUnit);
  return factor === undefined ? undefined : amount / factor;
}

/**
 * Price per base unit in cents: the packaged price normalised by its selling weight,
 * e.g. 250 cents for 500 g → 500 cents per kg. Rounded half away from zero.
 * Undefined when the weight is not positive or the units are unknown or mixed.
 */
export function pricePerUnit(
  priceCents: number,
  weightSelling: number,
  unitSelling: string,
  unitBase: string,
): number | undefined {
  if (!Number.isInteger(priceCents) || !(weightSelling > 0)) return undefined;
  const sell = unitMultiplier(unitSelling);
  const base = unitMultiplier(unitBase);
  if (sell === undefined || base === undefined || !areCompatibleUnits(unitSelling, unitBase))
    return undefined;
  // price × sell / (weight × base), kept in integers when the weight is a whole number.
  const scale = Number.isInteger(weightSelling) ? 1 : 1000;
  const weightScaled = Math.round(weightSelling * scale);
  return divideRounded(priceCents * sell * scale, weightScaled * base);
}

export interface LogisticCounts {
  /** Whole pallets, when the quantity is a multiple of the pallet size; otherwise null. */
  pallets: number | null;
  /** Whole packages, when the quantity is a multiple of the packaging size; otherwise null. */
  packages: number | null;
}

/**
 * Spec 001 §5: pallet and package counts are shown only when the quantity divides
 * evenly by the pallet or packaging size (sizes of 1 or less are not shown).
 */
export function logisticCounts(
  quantity: number,
  logisticPalletItems?: number | null,
  logisticPackagingItems?: number | null,
): LogisticCounts {
  const count = (size: number | null | undefined): number | null => {
    if (!Number.isInteger(quantity) || quantity <= 0) return null;
    if (size == null || !Number.isInteger(size) || size <= 1) return null;
    return quantity % size === 0 ? quantity / size : null;
  };
  return { pallets: count(logisticPalletItems), packages: count(logisticPackagingItems) };
}
