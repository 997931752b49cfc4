/**
 * Loyalty cards and points (spec 002 §3, §4, §5, §7 "Loyalty cards and points"; issue 25).
 *
 * - A card number is checked by `isValidLoyaltyCard` (validators.ts: 13 digits, a prefix we
 *   issue, a GS1 check digit) before anything else.
 * - Each cooperative has its programme: points per euro spent on a delivered order, the last
 *   day of its collection period (points expire after it) and its pulverisation table (points
 *   → a discount voucher).
 * - Points are movements of an append-only ledger; a balance is the sum of the movements of
 *   the collection period still open. Nothing here stores a balance.
 */

export interface ConversionStep {
  /** Points taken from the balance. */
  points: number;
  /** The voucher's discount, in cents. */
  cents: number;
  /** The voucher's minimum spend, in cents. */
  minSpendCents: number;
}

export interface LoyaltyProgramme {
  storeId: number;
  /** Whole points for each whole euro of a delivered order. */
  pointsPerEuro: number;
  /** Extra points for each whole euro spent on products on promotion. */
  promoBonusPerEuro: number;
  /** The collection period ends on this day of each year ('MM-DD'). */
  periodEnd: string;
  /** Days a voucher from points stays valid. */
  voucherDays: number;
  conversions: readonly ConversionStep[];
}

export const LOYALTY_PROGRAMMES: Readonly<Record<number, LoyaltyProgramme>> = {
  1: {
    storeId: 1,
    pointsPerEuro: 1,
    promoBonusPerEuro: 1,
    periodEnd: '12-31',
    voucherDays: 60,
    conversions: [
      { points: 250, cents: 250, minSpendCents: 2500 },
      { points: 500, cents: 550, minSpendCents: 4000 },
      { points: 1000, cents: 1200, minSpendCents: 6000 },
    ],
  },
  2: {
    storeId: 2,
    pointsPerEuro: 2,
    promoBonusPerEuro: 2,
    periodEnd: '12-31',
    voucherDays: 90,
    conversions: [
      { points: 500, cents: 300, minSpendCents: 2000 },
      { points: 1000, cents: 700, minSpendCents: 3500 },
      { points: 2000, cents: 1500, minSpendCents: 5000 },
    ],
  },
  3: {
    storeId: 3,
    pointsPerEuro: 1,
    promoBonusPerEuro: 2,
    periodEnd: '08-31',
    voucherDays: 60,
    conversions: [
      { points: 200, cents: 200, minSpendCents: 2000 },
      { points: 400, cents: 450, minSpendCents: 3000 },
      { points: 800, cents: 1000, minSpendCents: 5000 },
    ],
  },
};

export const LOYALTY_MESSAGES = {
  cardInvalid: 'Numero di carta fedeltà non valido',
  cardUnknown: 'La carta fedeltà indicata non risulta tra quelle dei soci: controlla il numero.',
  birthDateInvalid: 'Data di nascita non valida: scrivila come GG/MM/AAAA.',
  birthDateMismatch: 'La data di nascita non corrisponde a quella del socio titolare della carta.',
  cardAlreadyYours: 'Questa carta fedeltà è già associata al tuo profilo.',
  cardOfAnother: 'Questa carta fedeltà è già associata a un altro profilo.',
  cardNotYours: 'Questa carta fedeltà non è associata al tuo profilo.',
  noCard: 'Aggiungi prima una carta fedeltà al tuo profilo.',
  pointsStep: (steps: readonly number[]) =>
    `Puoi convertire solo ${steps.join(', ').replace(/, (\d+)$/, ' o $1')} punti.`,
  pointsShort: (balance: number, points: number) =>
    `Saldo punti insufficiente: hai ${balance} punti, ne servono ${points}.`,
  tooManyChecks: 'Troppi tentativi di verifica della carta: riprova tra qualche minuto.',
  cardHasAccount:
    'Questa carta fedeltà è già associata a un profilo online: accedi con quel profilo o recupera la password.',
  cardOfOtherCooperative: (name: string) =>
    `Questa carta fedeltà è della cooperativa ${name}: sceglila tra le cooperative.`,
  confirmInvalid: 'Il link di conferma non è valido o è scaduto: registrati di nuovo con la tua carta.',
} as const;

/** The programme of a cooperative (cooperative 1's when unknown). */
export function loyaltyProgramme(storeId: number | null | undefined): LoyaltyProgramme {
  return LOYALTY_PROGRAMMES[storeId ?? 1] ?? LOYALTY_PROGRAMMES[1]!;
}

/** Points a delivered order earns: whole euro × the cooperative's rate (never negative). */
export function pointsForSpend(storeId: number | null | undefined, cents: number): number {
  if (!Number.isFinite(cents) || cents <= 0) return 0;
  return Math.floor(cents / 100) * loyaltyProgramme(storeId).pointsPerEuro;
}

/**
 * Points of a delivered order: the base on all it spent on products, plus the cooperative's
 * extra on what it spent on products on promotion (part of the same spend).
 */
export function pointsForOrder(
  storeId: number | null | undefined,
  spend: { spendCents: number; promotedCents: number },
): { base: number; bonus: number; total: number } {
  const base = pointsForSpend(storeId, spend.spendCents);
  const promoted = Math.min(Math.max(0, spend.promotedCents), Math.max(0, spend.spendCents));
  const bonus = Number.isFinite(promoted)
    ? Math.floor(promoted / 100) * loyaltyProgramme(storeId).promoBonusPerEuro
    : 0;
  return { base, bonus, total: base + bonus };
}

/**
 * Points to take back when a refund of a delivered order is approved: the order keeps the points
 * of what it still cost after all its approved refunds (base and promotion extra alike), so the
 * refunds of one order never take back more than it earned, however they are split. What was
 * already taken back by earlier refunds counts, and a card's balance never goes below zero
 * (points already converted into a voucher stay converted).
 */
export function pointsToTakeBack(
  storeId: number | null | undefined,
  r: {
    /** points the order earned at delivery */
    earned: number;
    /** points its earlier refunds already took back (a positive number) */
    takenBack: number;
    spendCents: number;
    promotedCents: number;
    /** approved refunds of the order, this one included */
    refundedCents: number;
    /** the part of them on lines bought on promotion */
    refundedPromotedCents: number;
    /** the card's balance now */
    balance: number;
  },
): number {
  const kept = pointsForOrder(storeId, {
    spendCents: Math.max(0, r.spendCents - Math.max(0, r.refundedCents)),
    promotedCents: Math.max(0, r.promotedCents - Math.max(0, r.refundedPromotedCents)),
  }).total;
  const due = Math.max(0, Math.min(r.earned, r.earned - kept) - Math.max(0, r.takenBack));
  return Math.max(0, Math.min(due, r.balance));
}

/**
 * The last day ('YYYY-MM-DD') of the collection period that holds `date` ('YYYY-MM-DD', a Rome
 * day): the period's end day this year, or next year's when this year's has passed.
 */
export function collectionPeriodEnd(storeId: number | null | undefined, date: string): string {
  const end = loyaltyProgramme(storeId).periodEnd;
  const year = Number(date.slice(0, 4));
  const thisYear = `${year}-${end}`;
  return date <= thisYear ? thisYear : `${year + 1}-${end}`;
}

/** The conversion step of exactly `points`, or null when the table has none. */
export function conversionStep(storeId: number | null | undefined, points: number): ConversionStep | null {
  return loyaltyProgramme(storeId).conversions.find((s) => s.points === points) ?? null;
}

/**
 * Why a conversion of `points` from `balance` is refused (the Italian message), or null when
 * it may go ahead.
 */
export function conversionRefusal(
  storeId: number | null | undefined,
  points: number,
  balance: number,
): string | null {
  const programme = loyaltyProgramme(storeId);
  if (!conversionStep(storeId, points))
    return LOYALTY_MESSAGES.pointsStep(programme.conversions.map((s) => s.points));
  if (balance < points) return LOYALTY_MESSAGES.pointsShort(Math.max(0, balance), points);
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const IT_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A birth date as typed ('GG/MM/AAAA', 'G/M/AAAA' or 'AAAA-MM-GG') to 'YYYY-MM-DD', or null
 * when it is no real day, before 1910-01-01 (spec 002 §5 date picker) or after `today`.
 */
export function parseBirthDate(input: string, today: string): string | null {
  const text = input.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DAY.exec(text);
  const it = IT_DAY.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (it) [d, m, y] = [Number(it[1]), Number(it[2]), Number(it[3])];
  else return null;
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const out = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (out < '1910-01-01' || out > today) return null;
  return out;
}

/** The barcode symbology a till reads for a card number: EAN-13 for 13 digits, else Code 128. */
export function loyaltyBarcodeType(cardNumber: string): 'ean13' | 'code128' {
  return /^\d{13}$/.test(cardNumber) ? 'ean13' : 'code128';
}
