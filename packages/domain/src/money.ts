/**
 * Money in integer euro cents (ARCHITECTURE.md §4). Prices are VAT-inclusive, as
 * displayed. Rounding is always "half away from zero" unless a rule says
 * otherwise (the pre-authorisation rounds up). Formatting is the UI's job.
 */

/** Integer euro cents. */
export type Cents = number;

/** Rounds to `decimals` places, half away from zero, without binary float surprises (1.005 → 1.01). */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  // an integer is its own rounding (the common case: cents × pieces); the string path is slow
  if (decimals >= 0 && Number.isInteger(value)) return value === 0 ? 0 : value;
  const sign = value < 0 ? -1 : 1;
  const abs = String(Math.abs(value));
  // Shift by decimal exponent notation so 1.005 becomes exactly 100.5, not 100.49999…
  const shifted = abs.includes('e')
    ? Math.round(Math.abs(value) * 10 ** decimals)
    : Math.round(Number(`${abs}e${decimals}`));
  const result = decimals === 0 ? sign * shifted : sign * Number(`${shifted}e-${decimals}`);
  return result === 0 ? 0 : result; // no -0
}

/** Rounds to 2 decimals, half away from zero. */
export function round2(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}

/** Exact integer division `numerator / denominator`, rounded half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideRounded needs integers and a non-zero denominator (${numerator}/${denominator})`,
    );
  }
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor((2 * n + d) / (2 * d));
  return negative && q !== 0 ? -q : q;
}

/** Exact integer division rounded up (towards +∞). */
export function divideCeil(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideCeil needs integers and a non-zero denominator (${numerator}/${denominator})`,
    );
  }
  const q = Math.ceil(numerator / denominator);
  return q === 0 ? 0 : q;
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws on a non-integer amount: a float reaching money code is a bug. */
export function assertCents(value: number, label = 'amount'): Cents {
  if (!isCents(value)) throw new RangeError(`${label} must be integer cents, got ${value}`);
  return value;
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + assertCents(amount), 0);
}

/** `cents × factor` (e.g. unit price × pieces, or × kg for loose goods), rounded half away from zero. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return roundHalfAwayFromZero(assertCents(cents) * factor);
}

/** `pct` percent of an amount, rounded half away from zero. */
export function percentOf(cents: Cents, pct: number): Cents {
  return roundHalfAwayFromZero((assertCents(cents) * pct) / 100);
}

/** Cents to euro as a number with 2 decimals (for the wire only; never compute with it). */
export function centsToEuro(cents: Cents): number {
  // integer cents / 100 is already the nearest double to the 2-decimal amount: round2 of it
  // answers the same number (checked in money.test.ts), at a fraction of the cost
  return assertCents(cents) === 0 ? 0 : cents / 100;
}

/** Euro (as displayed, e.g. 2.99) to integer cents, rounded half away from zero. */
export function euroToCents(euro: number): Cents {
  if (!Number.isFinite(euro)) throw new RangeError(`not an amount: ${euro}`);
  // an amount with at most 2 decimals (every price): its cents, without the string round trip
  const quick = Math.round(euro * 100);
  if (Math.abs(euro) < 1e9 && quick / 100 === euro) return quick === 0 ? 0 : quick;
  const sign = euro < 0 ? -1 : 1;
  const abs = String(Math.abs(euro));
  const cents = abs.includes('e') ? Math.round(Math.abs(euro) * 100) : Math.round(Number(`${abs}e2`));
  return cents === 0 ? 0 : sign * cents;
}

/** VAT rates the shop sells at (percent). */
export const VAT_RATES = [4, 5, 10, 22] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface VatClass {
  code: string;
  descr: string;
  ivaPct: VatRate;
}

export const VAT_CLASSES: readonly VatClass[] = Object.freeze(
  VAT_RATES.map((ivaPct) => Object.freeze({ code: String(ivaPct), descr: `IVA ${ivaPct}%`, ivaPct })),
);

export function isVatRate(value: number): value is VatRate {
  return (VAT_RATES as readonly number[]).includes(value);
}

export function vatClassByRate(ivaPct: number): VatClass | undefined {
  return VAT_CLASSES.find((c) => c.ivaPct === ivaPct);
}

export function vatClassByCode(code: string): VatClass | undefined {
  return VAT_CLASSES.find((c) => c.code === code.trim());
}

/**
 * Splits a VAT-inclusive amount: net = round(gross / (1 + rate/100)) to the cent,
 * half away from zero; VAT is the rest, so net + vat = gross exactly.
 */
export function vatSplit(grossCents: Cents, vatRatePct: number): { netCents: Cents; vatCents: Cents } {
  assertCents(grossCents, 'grossCents');
  if (!Number.isInteger(vatRatePct) || vatRatePct < 0) throw new RangeError(`bad VAT rate ${vatRatePct}`);
  const netCents = divideRounded(grossCents * 100, 100 + vatRatePct);
  return { netCents, vatCents: grossCents - netCents };
}

/**
 * Spec 001 §5: "Price excluding VAT = display price / (1 + VAT rate), rounded to 2 decimals".
 * Takes and returns euro (as the wire's priceDisplay); computed exactly in cents.
 */
export function priceExcludingVat(displayPriceEuro: number, vatPct: number): number {
  return vatSplit(euroToCents(displayPriceEuro), vatPct).netCents / 100;
}
