/**
 * Order and payment rules the spec leaves to us (issue 7), pure and in cents:
 * which payment types go through a hosted payment page, the packaging types and
 * shopper-bag cost, the invoice data rules by person type, the capture at picking
 * (never above the pre-authorisation), the deterministic weight of a loose line
 * when the picker gives none, refund request limits, and the order list filters.
 */

import { assertCents, divideRounded, multiplyCents } from './money';
import { PAYMENT_TYPE, PAYMENT_TYPE_LABELS, type PaymentTypeId } from './status';
import { fiscalCode, sdiCode, taxCode, vatNumber, isEmpty, MESSAGES, isValidEmail } from './validators';

// ---------------------------------------------------------------- payment types

/** The payment types offered at checkout, in the order of spec 001 §9. */
export const CHECKOUT_PAYMENT_TYPES: readonly PaymentTypeId[] = [1, 2, 11, 12, 13, 24, 101, 18, 19, 21];

/** Paid on the provider's hosted page (card, PayPal, mobile app); the others are settled at delivery or later. */
export const ONLINE_PAYMENT_TYPES: readonly PaymentTypeId[] = [
  PAYMENT_TYPE.ONLINE,
  PAYMENT_TYPE.CARD,
  PAYMENT_TYPE.PAYPAL,
  PAYMENT_TYPE.MOBILE_APP,
];

export function isCheckoutPaymentType(id: number): id is PaymentTypeId {
  return (CHECKOUT_PAYMENT_TYPES as readonly number[]).includes(id);
}

export function isOnlinePaymentType(id: number): boolean {
  return (ONLINE_PAYMENT_TYPES as readonly number[]).includes(id);
}

/** Card types that can use (and save) a card authorisation. */
export function acceptsSavedCard(id: number): boolean {
  return id === PAYMENT_TYPE.ONLINE || id === PAYMENT_TYPE.CARD;
}

export function paymentTypeLabel(id: number): string {
  return (PAYMENT_TYPE_LABELS as Readonly<Record<number, string>>)[id] ?? `Pagamento ${id}`;
}

// ---------------------------------------------------------------- packaging

export interface PackagingType {
  packagingTypeId: number;
  name: string;
  description: string;
  /** Cost of one shopper bag (0 when the packaging is free). */
  unitCents: number;
}

export const PACKAGING_TYPES: readonly PackagingType[] = [
  {
    packagingTypeId: 1,
    name: 'Buste compostabili',
    description: 'La spesa viene consegnata in buste compostabili (0,15 € l’una).',
    unitCents: 15,
  },
  {
    packagingTypeId: 2,
    name: 'Cassette a rendere',
    description: 'La spesa viene consegnata in cassette riutilizzabili, da restituire alla consegna.',
    unitCents: 0,
  },
  {
    packagingTypeId: 3,
    name: 'Senza buste',
    description: 'Porto le mie borse: nessun costo per le buste.',
    unitCents: 0,
  },
];
export const DEFAULT_PACKAGING_TYPE_ID = 1;
/** Pieces (or loose lines) that fit one shopper bag. */
export const ITEMS_PER_BAG = 8;

export function packagingType(id: number): PackagingType | undefined {
  return PACKAGING_TYPES.find((p) => p.packagingTypeId === id);
}

/** Bags needed: one per ITEMS_PER_BAG pieces (a loose line counts as one), at least one for a non-empty order. */
export function shopperBagCount(pieces: number): number {
  if (!Number.isInteger(pieces) || pieces < 0) throw new RangeError('pieces must be a non-negative integer');
  return pieces === 0 ? 0 : Math.ceil(pieces / ITEMS_PER_BAG);
}

/** Cost of the shopper bags of an order with this packaging. */
export function shopperBagsCents(packagingTypeId: number, pieces: number): number {
  const p = packagingType(packagingTypeId);
  if (!p) throw new RangeError(`unknown packaging type ${packagingTypeId}`);
  return shopperBagCount(pieces) * p.unitCents;
}

// ---------------------------------------------------------------- invoice data

export type BillingPersonType = 'private' | 'company' | 'sole_proprietor';
export const BILLING_PERSON_TYPES: readonly BillingPersonType[] = ['private', 'company', 'sole_proprietor'];

export interface BillingDataInput {
  personType: BillingPersonType;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  vatNumber?: string;
  fiscalCode?: string;
  pec?: string;
  sdiCode?: string;
  address1?: string;
  city?: string;
  province?: string;
  postalcode?: string;
}

export interface FieldError {
  field: keyof BillingDataInput;
  message: string;
}

/**
 * Invoice data rules: a private person needs name and codice fiscale; a company
 * needs company name, partita IVA and an SDI code or a PEC; a sole proprietor needs
 * name, partita IVA, codice fiscale and an SDI code or a PEC. Everybody needs the
 * address (street, city, CAP). Formats use the shared validators.
 */
export function billingDataErrors(b: BillingDataInput): FieldError[] {
  const out: FieldError[] = [];
  const need = (field: keyof BillingDataInput) => {
    if (isEmpty(b[field])) out.push({ field, message: MESSAGES.required });
  };
  const check = (field: keyof BillingDataInput, rule: (v: unknown) => true | string) => {
    const r = rule(b[field]);
    if (r !== true) out.push({ field, message: r });
  };
  if (!BILLING_PERSON_TYPES.includes(b.personType)) {
    out.push({ field: 'personType', message: 'Tipo di intestatario non valido' });
    return out;
  }
  if (b.personType !== 'company') {
    need('firstName');
    need('lastName');
    need('fiscalCode');
  } else need('companyName');
  if (b.personType !== 'private') {
    need('vatNumber');
    if (isEmpty(b.sdiCode) && isEmpty(b.pec))
      out.push({ field: 'sdiCode', message: 'Indica il codice destinatario SDI oppure la PEC' });
  }
  need('address1');
  need('city');
  need('postalcode');
  check('vatNumber', vatNumber());
  check('fiscalCode', b.personType === 'private' ? fiscalCode() : taxCode());
  check('sdiCode', sdiCode());
  if (!isEmpty(b.pec) && !isValidEmail(String(b.pec).trim()))
    out.push({ field: 'pec', message: 'Digitare una PEC valida' });
  if (!isEmpty(b.postalcode) && !/^\d{5}$/.test(String(b.postalcode).trim()))
    out.push({ field: 'postalcode', message: MESSAGES.postalCode });
  // one message per field: the first one found
  return out.filter((e, i) => out.findIndex((x) => x.field === e.field) === i);
}

// ---------------------------------------------------------------- picking and capture

/**
 * The weight a picker "finds" for a loose line when none is given: deterministic
 * from the line id, within ±10% of the ordered grams.
 */
export function simulatedPickedGrams(orderedGrams: number, seed: number): number {
  if (!Number.isInteger(orderedGrams) || orderedGrams < 0) throw new RangeError('grams must be an integer');
  // a small integer hash of the seed in [0, 2000] → factor in [0.9, 1.1]
  const h = Math.abs(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ (seed >>> 7)) % 2001;
  return Math.round((orderedGrams * (9000 + h)) / 10000);
}

/** Price of a loose line for its real weight: unit price per kg × kg. */
export function loosePriceCents(unitPerKgCents: number, grams: number): number {
  return multiplyCents(unitPerKgCents, grams / 1000);
}

/** The amount captured at picking: the final total, but never more than the pre-authorised amount. */
export function captureCents(finalTotalCents: number, preAuthorisedCents: number): number {
  assertCents(finalTotalCents, 'finalTotalCents');
  assertCents(preAuthorisedCents, 'preAuthorisedCents');
  if (finalTotalCents < 0 || preAuthorisedCents < 0) throw new RangeError('amounts cannot be negative');
  return Math.min(finalTotalCents, preAuthorisedCents);
}

// ---------------------------------------------------------------- refunds

export const REFUND_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const REFUND_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REFUND_REASON_MAX = 1000;

export const REFUND_MESSAGES = {
  photoType: 'La foto deve essere un’immagine JPEG, PNG o WebP',
  photoSize: 'La foto non può superare 5 MB',
  reason: 'Descrivi il motivo della richiesta',
  quantity: 'La quantità richiesta supera quella consegnata',
  notDelivered: 'Si può chiedere un rimborso solo per un ordine consegnato',
  noLines: 'Scegli almeno un prodotto da rimborsare o sostituire',
  duplicateLine: 'Ogni prodotto può comparire una sola volta nella richiesta',
  alreadyClaimed:
    'Per questo prodotto hai già chiesto il rimborso o la sostituzione di tutta la quantità consegnata',
  overCaptured: 'Il rimborso supera quanto ti è stato addebitato per questo ordine',
} as const;

export interface RefundLineState {
  /** What the line cost after its discounts (after picking when picked). */
  payCents: number;
  /** Delivered pieces, or kg for loose goods. */
  deliveredQuantity: number;
  /** Already requested or refunded (pieces or kg). */
  refundedQuantity: number;
  refundedCents: number;
}

/**
 * What refunding `quantity` of a delivered line gives back: its share of what the line cost
 * after its discounts, and what is left of it for the last of the quantity, so that the
 * refunds of a line never add up to more than it cost. null when the quantity is not there
 * (more than delivered minus what was already claimed, or not positive).
 */
export function refundLineCents(line: RefundLineState, quantity: number): number | null {
  const thousandths = (n: number) => Math.round(n * 1000);
  const q = thousandths(quantity);
  const delivered = thousandths(line.deliveredQuantity);
  const left = delivered - thousandths(line.refundedQuantity);
  if (q <= 0 || q > left || delivered <= 0) return null;
  const leftCents = Math.max(0, assertCents(line.payCents) - assertCents(line.refundedCents));
  if (q === left) return leftCents;
  return Math.min(leftCents, divideRounded(line.payCents * q, delivered));
}

export function refundPhotoError(mimeType: string, bytes: number): string | null {
  if (!REFUND_PHOTO_TYPES.includes(mimeType)) return REFUND_MESSAGES.photoType;
  if (bytes > REFUND_PHOTO_MAX_BYTES) return REFUND_MESSAGES.photoSize;
  return null;
}

// ---------------------------------------------------------------- order list

export const ORDER_PAGE_SIZE = 12;
