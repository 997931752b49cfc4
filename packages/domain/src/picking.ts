/**
 * Picking rules (issue 26): what a scanned code says about an order line, and the order in which a
 * picker walks the store.
 *
 * A packaged product is checked by its EAN-13. A loose (weighed) product carries the in-store
 * scale's label: a restricted-circulation EAN-13 (GS1 prefix 2) laid out as
 * `2 · item code (6 digits: the product's internal code, cod_int) · weight in grams (5) · check`.
 * Sporta's scales print the weight, not the price: the price follows from the weight through the
 * pricing engine, so a label can never set its own price.
 */
import { completeEan13, isValidEan13 } from './ean';

/** The largest weight a scale label can carry (5 digits of grams). */
export const SCALE_LABEL_MAX_GRAMS = 99_999;

export interface ScaleLabel {
  /** The product's internal code (cod_int), 6 digits. */
  itemCode: string;
  grams: number;
}

/** Reads a scale label; null when the code is not one (wrong length, prefix or check digit). */
export function parseScaleLabel(code: string): ScaleLabel | null {
  const text = code.trim();
  if (!isValidEan13(text) || text[0] !== '2') return null;
  const grams = Number(text.slice(7, 12));
  if (grams <= 0) return null;
  return { itemCode: text.slice(1, 7), grams };
}

/** The label a scale prints for a product's internal code and a weight (demo data, tests). */
export function scaleLabel(itemCode: string, grams: number): string {
  if (!/^\d{6}$/.test(itemCode)) throw new RangeError(`item code must be 6 digits, got "${itemCode}"`);
  if (!Number.isInteger(grams) || grams < 1 || grams > SCALE_LABEL_MAX_GRAMS)
    throw new RangeError(`grams must be 1..${SCALE_LABEL_MAX_GRAMS}, got ${grams}`);
  return completeEan13(`2${itemCode}${String(grams).padStart(5, '0')}`);
}

export interface PickableLine {
  barcode: string;
  /** The product's internal code (cod_int). */
  itemCode: string;
  loose: boolean;
}

export type ScanResult =
  | { ok: true; grams: number | null }
  | { ok: false; reason: 'unreadable' | 'wrong_product' | 'needs_scale_label' };

/** Italian messages of a refused scan (no sound: the picker reads them). */
export const SCAN_MESSAGES: Readonly<Record<Exclude<ScanResult, { ok: true }>['reason'], string>> = {
  unreadable: 'Codice non valido: controlla le cifre o scansiona di nuovo.',
  wrong_product: 'Prodotto sbagliato: questo codice non è del prodotto della riga.',
  needs_scale_label: 'Prodotto sfuso: scansiona l’etichetta della bilancia o inserisci il peso a mano.',
};

/**
 * What a scanned (or typed) code means for a line: a packaged line takes its own EAN-13; a loose
 * line takes a scale label of its own item code, and the weight comes with it.
 */
export function scanLine(line: PickableLine, code: string): ScanResult {
  const text = code.replace(/\s+/g, '');
  if (!/^\d{8,14}$/.test(text)) return { ok: false, reason: 'unreadable' };
  const label = parseScaleLabel(text);
  if (line.loose) {
    if (label) return label.itemCode === line.itemCode ? { ok: true, grams: label.grams } : wrong();
    return text === line.barcode ? { ok: false, reason: 'needs_scale_label' } : wrong();
  }
  if (text === line.barcode) return { ok: true, grams: null };
  return isValidEan13(text) || label ? wrong() : { ok: false, reason: 'unreadable' };
}

function wrong(): ScanResult {
  return { ok: false, reason: 'wrong_product' };
}

export interface WalkStop<T> {
  department: string;
  lines: T[];
}

/**
 * A pick list in walking order: lines grouped by department, the departments in the store's
 * order (`departmentOrder`, by name; departments it does not name come last, by name), and
 * inside a department by product name, so that two orders of one slot read the same way.
 */
export function walkingOrder<T extends { department: string; name: string }>(
  lines: readonly T[],
  departmentOrder: readonly string[],
): WalkStop<T>[] {
  const rank = (d: string) => {
    const i = departmentOrder.indexOf(d);
    return i === -1 ? departmentOrder.length : i;
  };
  const groups = new Map<string, T[]>();
  for (const l of lines) groups.set(l.department, [...(groups.get(l.department) ?? []), l]);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'it'))
    .map(([department, group]) => ({
      department,
      lines: [...group].sort((a, b) => a.name.localeCompare(b.name, 'it')),
    }));
}

/** A line's outcome at picking, as the picker records it. */
export type PickOutcomeKind = 'picked' | 'substituted' | 'missing';

export interface PickOutcomeInput {
  outcome: PickOutcomeKind;
  /** Pieces taken (packaged lines and packaged substitutes). */
  quantity?: number;
  /** Grams weighed (loose lines and loose substitutes). */
  grams?: number;
}

export interface PickTarget {
  loose: boolean;
  /** Pieces ordered (packaged). */
  quantity: number;
  acceptAlternatives: boolean;
}

/** Italian messages of a refused outcome. */
export const PICK_MESSAGES = {
  noAlternatives:
    'Il cliente non accetta prodotti alternativi per questa riga: puoi solo segnarla come mancante.',
  tooManyPieces: (max: number) => `Puoi prendere al massimo ${max} pz: quelli ordinati.`,
  piecesNeeded: 'Indica quanti pezzi hai preso (almeno 1).',
  gramsNeeded: 'Indica il peso in grammi (da 1 a 100000).',
  sameKind:
    'Il prodotto alternativo deve essere dello stesso tipo: sfuso per uno sfuso, a pezzi per uno a pezzi.',
  sameCategory: 'Il prodotto alternativo deve essere della stessa categoria.',
  sameProduct: 'Il prodotto alternativo deve essere diverso da quello ordinato.',
  unavailable: 'Il prodotto alternativo non è disponibile in questo punto vendita.',
} as const;

/**
 * Why an outcome cannot be recorded for a line (null when it can): a picked or substituted
 * packaged line takes 1..ordered pieces, a loose one 1..100000 g; a substitution needs the
 * customer's consent on that line (alternatives are chosen per cart line, seed 001 §4/§9).
 */
export function pickOutcomeError(line: PickTarget, input: PickOutcomeInput): string | null {
  if (input.outcome === 'missing') return null;
  if (input.outcome === 'substituted' && !line.acceptAlternatives) return PICK_MESSAGES.noAlternatives;
  if (line.loose) {
    const g = input.grams;
    return g !== undefined && Number.isInteger(g) && g >= 1 && g <= SCALE_LABEL_MAX_GRAMS + 1
      ? null
      : PICK_MESSAGES.gramsNeeded;
  }
  const q = input.quantity;
  if (q === undefined || !Number.isInteger(q) || q < 1) return PICK_MESSAGES.piecesNeeded;
  return q > line.quantity ? PICK_MESSAGES.tooManyPieces(line.quantity) : null;
}

/**
 * What the customer pays per unit for a substitute (ADR 0055): its own price, never more than
 * the product ordered (a dearer substitute costs what the ordered product would have).
 */
export function substituteUnitCents(orderedUnitCents: number, substituteUnitCents: number): number {
  return Math.min(orderedUnitCents, substituteUnitCents);
}

/**
 * What the customer reads beside a picked line (order page, order PDF, order answer): the
 * substitute delivered in place of the product ordered, or the product missing; null otherwise.
 */
export function pickNote(
  outcome: PickOutcomeKind | null,
  orderedName: string,
  substituteName: string | null,
): string | null {
  if (outcome === 'substituted') return `Sostituito: ${orderedName} → ${substituteName ?? ''}`;
  if (outcome === 'missing') return 'Mancante';
  return null;
}
