// The cart's rules and wording: messages, the line infos and options, what may be sold to a cart
// (stock, locker level, day-lock), pieces and weights. Pure functions; the cart services use them.
import type { Cart, CartItem, Product } from '@sporta/contracts';
import {
  canAddToLocker,
  dayLockTooltip,
  effectiveMax,
  euroToCents,
  isAddressLocked,
  isDayLocked,
  isLoose,
  kgToGrams,
  maxTooltip,
  minQuantity,
  qtyMult,
  quantityStep,
  resolveSelectedOptions,
  romeInstant,
  priceBasket,
  type PricedDocument,
  type PricedLine,
  type PricingInput,
} from '@sporta/domain';
import type { PricedLine as GiftLine } from '../gifts';
import { slotLabel, type TimeslotRecord } from '../delivery';
import { type CartItemRecord, type CartRecord } from './cart.repository';
import { business } from '../../platform/http';

export type Message = { code: string; message: string };

export const ITEM_INFO_KEYS = ['size', 'customWeight', 'custom_weight', 'use_wpid', 'notes'];
export const MAX_CART_INFOS = 30;

export const CART_STATUS_OPEN = 1;
/** A cart that became an order (closed). */
export const CART_STATUS_ORDERED = 8;

export const checkoutCartMessages = {
  closed: 'Il carrello è già stato acquistato o chiuso: ricarica la pagina.',
  changed: 'Il carrello è cambiato durante il pagamento: controlla il riepilogo e conferma di nuovo.',
  slotLost:
    'La prenotazione della fascia oraria è scaduta: scegli di nuovo la fascia oraria prima di confermare.',
};

export const cartMessages = {
  needAddress:
    "Per aggiungere prodotti al carrello scegli prima il servizio e l'indirizzo di consegna o di ritiro.",
  needTimeslot: 'Per aggiungere prodotti al carrello scegli prima la fascia oraria di consegna o di ritiro.',
  locked: 'Il carrello è in fase di pagamento: non è possibile modificarlo.',
  cannotChangeAddress: "Non è possibile cambiare l'indirizzo di ritiro o di consegna in questo momento.",
  cannotChangeTimeslot: "Non è possibile cambiare l'orario di ritiro o di consegna in questo momento.",
  cannotChangeStore: 'Non è possibile cambiare la cooperativa in questo momento.',
  cannotEmpty: 'Non è possibile svuotare il carrello: è già vuoto.',
  addressInUse: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  itemNotFound: 'Il prodotto indicato non è nel tuo carrello.',
  productNotFound: 'Il prodotto richiesto non esiste o non è più in vendita.',
  notAvailable: (name: string) => `${name} non è disponibile per il punto vendita scelto.`,
  locker: 'Prodotto non disponibile per il ritiro nel locker',
  multiple: (name: string, mult: number) =>
    `${name} si acquista a multipli di ${mult} pezzi: indica una quantità multipla di ${mult}.`,
  wholePieces: (name: string) => `${name} si acquista a pezzi interi.`,
  minAcq: (name: string, min: number) =>
    `Non è possibile acquistare una quantità inferiore: il minimo per ${name} è ${min} ${min === 1 ? 'pezzo' : 'pezzi'}.`,
  minWeight: (name: string, kg: number) =>
    `Non è possibile acquistare una quantità inferiore: il peso minimo per ${name} è ${kg.toLocaleString('it-IT')} kg.`,
  dayLock: (name: string, tooltip: string, slot: string) =>
    `${name} non è acquistabile per la fascia ${slot}. ${tooltip}.`,
  slotExpired: (label: string) =>
    `La prenotazione della fascia ${label} è scaduta: scegli di nuovo la fascia oraria.`,
  optionsTaken: (name: string) =>
    `${name} con queste opzioni è già nel carrello: cambia la quantità di quella riga.`,
  noList: 'La lista richiesta non esiste o non appartiene al tuo account.',
  mergeDropped: (name: string, why: string) =>
    `${name} non è stato spostato nel tuo carrello: ${why.replace(/\.$/, '')}.`,
  mergeCapped: (name: string, max: number) =>
    `${name}: nel tuo carrello ce ${max === 1 ? 'n’è 1 pezzo' : `ne sono ${max} pezzi`}, il massimo acquistabile.`,
  mergeLocked:
    'Il tuo carrello è in fase di pagamento: i prodotti scelti prima di accedere non sono stati aggiunti.',
  noOrder: "L'ordine richiesto non esiste o non appartiene al tuo account.",
  packaging: 'Il tipo di confezionamento scelto non esiste.',
};

/** The lines as the gifts module sees them (which lines a coupon may go on). */
export function giftLines(lines: CartItem[]): GiftLine[] {
  return lines.map((l) => ({
    itemId: l.itemId,
    quantity: l.quantity,
    loose: l.weightGrams !== null,
    unitCents: euroToCents(l.unitPrice),
    grossCents: euroToCents(l.grossTotal),
    vatPct: l.vatPct,
  }));
}

/** A line priced on its own at list price (the lines a new destination would remove). */
export function listPriced(item: CartItemRecord, product: Product): PricedLine {
  const loose = isLoose(product);
  return priceBasket({
    now: new Date().toISOString(),
    member: false,
    lines: [
      {
        lineId: item.itemId,
        productId: item.productId,
        vatPct: Number(product.ivaCategory.ivaPct) || 0,
        loose,
        quantity: loose ? 0 : item.quantity,
        grams: loose ? (item.weightGrams ?? 0) : 0,
        listUnitCents: euroToCents(product.price),
        promoDisabled: item.promoDisabled,
      },
    ],
    promotions: [],
    gifts: [],
    delivery: null,
    bagUnitCents: 0,
  }).lines[0]!;
}

/** A cart priced by the engine: the wire's cart, the document, and the engine's input. */
export interface PricedCart {
  cart: Cart;
  document: PricedDocument;
  input: PricingInput;
}

export function sameInfos(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

export function itemInfos(raw: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ITEM_INFO_KEYS) {
    const v = raw?.[key];
    if (v !== undefined && v !== null && String(v) !== '' && String(v) !== '-')
      out[key] = String(v).slice(0, 100);
  }
  return out;
}

/**
 * The product's options chosen in `params` (spec 001 §4: the add call carries them), checked:
 * each option once, with one of its values. They go into the line's infos under their names.
 */
export function chosenOptions(
  product: Product,
  params: Record<string, unknown> | undefined,
): Record<string, string> {
  const resolved = resolveSelectedOptions(product.name, product.selectOptions ?? [], params ?? {});
  if (!resolved.ok) throw business(resolved.code, resolved.message);
  return resolved.selected;
}

/** The infos of a line without its chosen options (the options are set by params only). */
export function infosWithoutOptions(product: Product, infos: Record<string, string>): Record<string, string> {
  const names = new Set((product.selectOptions ?? []).map((o) => o.parameterName));
  return Object.fromEntries(Object.entries(infos).filter(([k]) => !names.has(k)));
}

export function acceptAlternativesOf(raw: Record<string, unknown> | undefined): boolean | undefined {
  const v = raw?.accept_alternatives;
  if (v === undefined || v === null || v === '') return undefined;
  return v === true || v === 'true' || v === '1' || v === 1;
}

export interface SlotState {
  cart: CartRecord;
  slot?: TimeslotRecord;
  holdExpiresAt?: Date;
  warnings: Message[];
}

// ---- rules of a line ----

export function assertEditable(cart: CartRecord, message = cartMessages.locked): void {
  if (isAddressLocked(cart.cartStatusId)) throw business('error.cart.locked', message);
}

/** Can this product be sold to this cart at all (stock, locker level, day-lock)? */
export function sellableError(
  product: Product,
  cart: CartRecord,
  lockerMaxLevel: number | null,
  slot?: TimeslotRecord,
) {
  if (!(product.available > 0))
    return business('error.icsmallcart.error.product.not.available', cartMessages.notAvailable(product.name));
  if (cart.addressType === 'locker' && !canAddToLocker(product.productInfos.LOCKER_LEVEL, lockerMaxLevel))
    return business('error.cart.locker_level', cartMessages.locker);
  if (slot && product.dayLock && isDayLocked(product.dayLock, romeInstant(slot.date, slot.beginTime)))
    return business(
      'error.cart.day_lock',
      cartMessages.dayLock(product.name, dayLockTooltip(product.dayLock) ?? '', slotLabel(slot)),
    );
  return null;
}

/** Pieces: multiples of QTY_MULT, at least minAcq, at most the effective maximum. */
export function checkPieces(product: Product, total: number): void {
  const mult = qtyMult(product);
  if (!Number.isInteger(total)) throw business('error.cart.quantity', cartMessages.wholePieces(product.name));
  if (total % mult !== 0) throw business('error.cart.qty_mult', cartMessages.multiple(product.name, mult));
  const min = minQuantity(product);
  if (total < min) throw business('error.cart.min_acq', cartMessages.minAcq(product.name, min));
  const limit = effectiveMax(product);
  if (limit && total > limit.max)
    throw business('error.cart.max_acq', maxTooltip(limit), { max: limit.max, source: limit.source });
}

/** Loose goods: grams from WEIGHT_SELLING on, on the STEP_SELLING grid (rounded to the nearest step). */
export function looseGrams(product: Product, grams: number): number {
  const minG = kgToGrams(minQuantity(product));
  const stepG = Math.max(1, kgToGrams(quantityStep(product)));
  if (grams < minG) throw business('error.cart.min_acq', cartMessages.minWeight(product.name, minG / 1000));
  return minG + Math.round((grams - minG) / stepG) * stepG;
}
