import { describe, it, expect } from 'vitest';
import type { QuantityProduct } from './product-rules';
import {
  canAddToLocker,
  effectiveMax,
  gramsToKg,
  isLoose,
  kgToGrams,
  leadTimeAvailableFrom,
  maxLabel,
  maxTooltip,
  mergeQuantity,
  minQuantity,
  minus,
  normalizeManualQuantity,
  packsToCartQuantity,
  plus,
  purchaseStep,
  quantityStep,
  shouldReAddAsPackage,
} from './product-rules';

const pezzo = (
  infos: Record<string, string> = {},
  extra: Partial<QuantityProduct> = {},
): QuantityProduct => ({
  productInfos: { TIPOLOGIA: 'Pezzo', ...infos },
  ...extra,
});
const confezione = (
  infos: Record<string, string> = {},
  extra: Partial<QuantityProduct> = {},
): QuantityProduct => ({
  productInfos: { TIPOLOGIA: 'Confezione', ...infos },
  ...extra,
});
/** Loose cheese: first weight 0.3 kg, then 0.1 kg steps. */
const sfuso = (infos: Record<string, string> = {}): QuantityProduct => ({
  productInfos: {
    TIPOLOGIA: 'Sfuso',
    WEIGHT_UNIT_SELLING: 'kg',
    WEIGHT_SELLING: '0.3',
    STEP_SELLING: '0.1',
    ...infos,
  },
});

const set = (quantity: number) => ({ kind: 'set', quantity, adjusted: false });
const remove = { kind: 'remove', quantity: 0, needsConfirmation: true };
const rejected = (quantity: number, error: string) => ({ kind: 'rejected', quantity, error });

describe('loose products and units', () => {
  it.each([
    [sfuso(), true],
    [{ productInfos: { TIPOLOGIA: 'sfuso' } }, true],
    [pezzo(), false],
    [confezione(), false],
    [{ productInfos: {} }, false],
  ])('isLoose(%j) = %s', (product, loose) => {
    expect(isLoose(product)).toBe(loose);
  });

  it.each([
    [1250, 1.25],
    [5, 0.005],
    [0, 0],
  ])('gramsToKg(%s) = %s', (g, kg) => {
    expect(gramsToKg(g)).toBe(kg);
    expect(kgToGrams(kg)).toBe(g);
  });

  it('kgToGrams rounds to the gram (3 decimals)', () => {
    expect(kgToGrams(0.1 + 0.2)).toBe(300);
    expect(kgToGrams(1.2345)).toBe(1235);
    expect(() => gramsToKg(1.5)).toThrow(RangeError);
  });

  it.each([
    [pezzo(), 1],
    [pezzo({ QTY_MULT: '6' }), 6],
    [pezzo({ QTY_MULT: '0' }), 1],
    [sfuso(), 0.1],
    [sfuso({ WEIGHT_UNIT_SELLING: 'g', WEIGHT_SELLING: '300', STEP_SELLING: '50' }), 0.05],
    [sfuso({ WEIGHT_UNIT_SELLING: 'hg', WEIGHT_SELLING: '2', STEP_SELLING: '1' }), 0.1],
    [{ productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.25' } }, 0.25],
    [{ productInfos: { TIPOLOGIA: 'Sfuso' } }, 0.1],
  ])('quantityStep(%j) = %s', (product, step) => {
    expect(quantityStep(product)).toBe(step);
  });

  it.each([
    [sfuso(), 0.3],
    [pezzo({}, { minAcq: 3 }), 3],
    [pezzo({ QTY_MULT: '2' }), 2],
    [pezzo({ MINACQ: '4' }), 4],
  ])('minQuantity(%j) = %s', (product, min) => {
    expect(minQuantity(product)).toBe(min);
  });
});

describe('plus (spec 001 §5: multiples of QTY_MULT never below minAcq; loose starts at WEIGHT_SELLING)', () => {
  it.each([
    ['Pezzo adds 1 by default', pezzo(), 0, set(1)],
    ['Pezzo adds 1 to 4', pezzo(), 4, set(5)],
    ['Confezione goes by QTY_MULT', confezione({ QTY_MULT: '6' }), 6, set(12)],
    ['first add jumps to minAcq', pezzo({}, { minAcq: 3 }), 0, set(3)],
    ['minAcq from productInfos MINACQ', pezzo({ MINACQ: '2' }), 0, set(2)],
    ['above minAcq adds one step', pezzo({}, { minAcq: 3 }), 3, set(4)],
    ['refused past maxAcq', pezzo({}, { maxAcq: 5 }), 5, rejected(5, 'errors.maxAcq')],
    ['up to maxAcq', pezzo({ MAXACQ: '5' }), 4, set(5)],
    ['loose starts at WEIGHT_SELLING', sfuso(), 0, set(0.3)],
    ['loose below WEIGHT_SELLING jumps to it', sfuso(), 0.1, set(0.3)],
    ['loose adds STEP_SELLING, 3 decimals', sfuso(), 0.3, set(0.4)],
    [
      'loose in grams',
      sfuso({ WEIGHT_UNIT_SELLING: 'g', WEIGHT_SELLING: '250', STEP_SELLING: '125' }),
      0.25,
      set(0.375),
    ],
    ['loose float drift is rounded away', sfuso(), 0.7, set(0.8)],
  ])('%s', (_rule, product, current, expected) => {
    expect(plus(product, current)).toEqual(expected);
  });
});

describe('minus (to 0 removes after confirmation; below minAcq → errors.minAcq, unchanged)', () => {
  it.each([
    ['Pezzo from 3 to 2', pezzo(), 3, set(2)],
    ['Pezzo from 1 to 0 removes, with confirmation', pezzo(), 1, remove],
    ['Confezione by QTY_MULT', confezione({ QTY_MULT: '6' }), 12, set(6)],
    ['Confezione last multiple removes', confezione({ QTY_MULT: '6' }), 6, remove],
    ['below minAcq is refused, value unchanged', pezzo({}, { minAcq: 3 }), 3, rejected(3, 'errors.minAcq')],
    ['down to minAcq is fine', pezzo({}, { minAcq: 3 }), 4, set(3)],
    ['loose subtracts STEP_SELLING', sfuso(), 0.5, set(0.4)],
    ['loose reaches WEIGHT_SELLING', sfuso(), 0.4, set(0.3)],
    ['loose drops to 0 below WEIGHT_SELLING', sfuso(), 0.3, remove],
    ['loose 3-decimal values', sfuso({ STEP_SELLING: '0.05' }), 0.45, set(0.4)],
  ])('%s', (_rule, product, current, expected) => {
    expect(minus(product, current)).toEqual(expected);
  });
});

describe('manual quantity (Pezzo and Confezione only; QTY_LOCKED rounds to QTY_MULT; capped at MAXACQ)', () => {
  it.each([
    ['loose products refuse manual entry', sfuso(), 1, rejected(0, 'errors.manualEntryNotAllowed')],
    ['a whole number is kept', pezzo(), 4, { kind: 'set', quantity: 4, adjusted: false }],
    ['decimals round to pieces', pezzo(), 2.6, { kind: 'set', quantity: 3, adjusted: true }],
    [
      'QTY_LOCKED rounds to the nearest multiple',
      confezione({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      10,
      { kind: 'set', quantity: 12, adjusted: true },
    ],
    [
      'QTY_LOCKED rounds down too',
      confezione({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      8,
      { kind: 'set', quantity: 6, adjusted: true },
    ],
    [
      'QTY_LOCKED keeps at least one multiple',
      confezione({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      2,
      { kind: 'set', quantity: 6, adjusted: true },
    ],
    [
      'without QTY_LOCKED the multiple is not forced',
      confezione({ QTY_MULT: '6' }),
      8,
      { kind: 'set', quantity: 8, adjusted: false },
    ],
    ['capped at MAXACQ', pezzo({ MAXACQ: '5' }), 9, { kind: 'set', quantity: 5, adjusted: true }],
    ['below minAcq is rejected', pezzo({}, { minAcq: 3 }), 2, rejected(0, 'errors.minAcq')],
    ['0 removes the line', pezzo(), 0, remove],
    ['negative is invalid', pezzo(), -1, rejected(0, 'errors.invalidQuantity')],
    ['NaN is invalid', pezzo(), Number.NaN, rejected(0, 'errors.invalidQuantity')],
  ])('%s', (_rule, product, input, expected) => {
    expect(normalizeManualQuantity(product, input)).toEqual(expected);
  });

  it('keeps the current quantity when refusing', () => {
    expect(normalizeManualQuantity(pezzo({}, { minAcq: 3 }), 1, 5)).toEqual(rejected(5, 'errors.minAcq'));
  });
});

describe('max purchase (smaller of maxAcq / MULTI_PACK and the class rule, which counts per unit)', () => {
  it.each([
    ['no limit', pezzo(), undefined],
    ['maxAcq only', pezzo({}, { maxAcq: 10 }), { max: 10, source: 'maxAcq' }],
    ['MAXACQ from productInfos', pezzo({ MAXACQ: '4' }), { max: 4, source: 'maxAcq' }],
    [
      'maxAcq divided by MULTI_PACK',
      pezzo({ MULTI_PACK: '6' }, { maxAcq: 12 }),
      { max: 2, source: 'maxAcq' },
    ],
    [
      'MULTI_PACK division rounds down',
      pezzo({ MULTI_PACK: '6' }, { maxAcq: 20 }),
      { max: 3, source: 'maxAcq' },
    ],
    ['class rule only', pezzo({}, { productClassRuleMax: { max: 3 } }), { max: 3, source: 'classRule' }],
    [
      'class rule smaller',
      pezzo({}, { maxAcq: 10, productClassRuleMax: { max: 3 } }),
      { max: 3, source: 'classRule' },
    ],
    [
      'maxAcq smaller after MULTI_PACK',
      pezzo({ MULTI_PACK: '4' }, { maxAcq: 8, productClassRuleMax: { max: 3 } }),
      { max: 2, source: 'maxAcq' },
    ],
    [
      'tie names maxAcq',
      pezzo({}, { maxAcq: 3, productClassRuleMax: { max: 3 } }),
      { max: 3, source: 'maxAcq' },
    ],
  ])('%s', (_rule, product, expected) => {
    expect(effectiveMax(product)).toEqual(expected);
  });

  it.each([
    [pezzo({ MAXACQ: '6' }), 'max 6 pz'],
    [pezzo({}, { maxAcq: 2 }), 'max 2 pz'],
    [pezzo(), undefined],
    [pezzo({}, { productClassRuleMax: { max: 3 } }), undefined],
  ])('maxLabel(%j) = %s', (product, label) => {
    expect(maxLabel(product)).toBe(label);
  });

  it.each([
    [{ max: 3, source: 'maxAcq' as const }, 'Puoi acquistare al massimo 3 pezzi di questo prodotto'],
    [
      { max: 1, source: 'classRule' as const },
      'Puoi acquistare al massimo 1 pezzo per i prodotti di questa categoria',
    ],
  ])('tooltip differs by the limit that applies: %j', (limit, text) => {
    expect(maxTooltip(limit)).toBe(text);
  });
});

describe('package re-add (quantity ≥ QTY_MULT for a package-flagged product)', () => {
  it.each([
    [confezione({ PACKAGE: 'true', QTY_MULT: '6' }), 6, true],
    [confezione({ PACKAGE: 'true', QTY_MULT: '6' }), 12, true],
    [confezione({ PACKAGE: 'true', QTY_MULT: '6' }), 5, false],
    [confezione({ QTY_MULT: '6' }), 6, false],
    [sfuso({ PACKAGE: 'true' }), 5, false],
  ])('%j at %s → %s', (product, quantity, expected) => {
    expect(shouldReAddAsPackage(product, quantity)).toBe(expected);
  });
});

describe('lead time and locker level', () => {
  const now = new Date('2025-03-10T08:00:00Z');
  it.each([
    [48, '2025-03-12T08:00:00.000Z'],
    ['24', '2025-03-11T08:00:00.000Z'],
    ['1,5', '2025-03-10T09:30:00.000Z'],
    [0, undefined],
    ['', undefined],
    [undefined, undefined],
    ['abc', undefined],
  ])('LEAD_TIME %s hours → available from %s', (hours, expected) => {
    expect(leadTimeAvailableFrom(now, hours)?.toISOString()).toBe(expected);
  });

  it.each([
    [1, 2, true],
    [2, 2, true],
    [3, 2, false],
    ['3', '2', false],
    [undefined, 2, true],
    [3, undefined, true],
    ['', 1, true],
  ])('canAddToLocker(product level %s, locker max %s) = %s', (product, locker, expected) => {
    expect(canAddToLocker(product, locker)).toBe(expected);
  });
});

describe('mergeQuantity (an anonymous cart line moved into the account cart at login)', () => {
  it.each([
    ['pieces add up', pezzo(), 2, 3, { quantity: 5, capped: false }],
    ['a line only in the anonymous cart', pezzo(), 0, 3, { quantity: 3, capped: false }],
    ['cut to MAXACQ', pezzo({}, { maxAcq: 4 }), 3, 3, { quantity: 4, capped: true }],
    [
      'cut to MAXACQ / MULTI_PACK',
      pezzo({ MULTI_PACK: '6' }, { maxAcq: 20 }),
      2,
      2,
      { quantity: 3, capped: true },
    ],
    [
      'cut to the class rule',
      pezzo({}, { productClassRuleMax: { max: 5 } }),
      4,
      4,
      { quantity: 5, capped: true },
    ],
    [
      'cut to a multiple of QTY_MULT',
      confezione({ QTY_MULT: '3' }, { maxAcq: 10 }),
      6,
      6,
      { quantity: 9, capped: true },
    ],
    ['QTY_MULT multiples add up', confezione({ QTY_MULT: '3' }), 3, 6, { quantity: 9, capped: false }],
    ['already at the maximum', pezzo({}, { maxAcq: 2 }), 2, 1, { quantity: 2, capped: true }],
    [
      'a limit below minAcq keeps nothing new',
      pezzo({}, { maxAcq: 2, minAcq: 3 }),
      0,
      3,
      { quantity: 0, capped: true },
    ],
    ['loose weights add up', sfuso(), 0.3, 0.4, { quantity: 0.7, capped: false }],
  ])('%s', (_name, product, existing, added, expected) => {
    expect(mergeQuantity(product, existing, added)).toEqual(expected);
  });
});

describe('purchase step (what the first add and each plus buy, issue 19.7)', () => {
  it.each([
    // [what, product, unit price in cents, expected]
    [
      'multipack 6 x 1 l at 1,69 € a piece',
      confezione({ QTY_MULT: '6', MULTI_PACK: '6', QTY_LOCKED: 'true' }, { minAcq: 6 }),
      169,
      { first: 6, step: 6, firstCents: 1014, stepCents: 1014, pack: 6 },
    ],
    [
      'pieces by 2 from a minimum of 4',
      pezzo({ QTY_MULT: '2' }, { minAcq: 4 }),
      250,
      { first: 4, step: 2, firstCents: 1000, stepCents: 500, pack: undefined },
    ],
    [
      'minimum of 3 single pieces',
      pezzo({ MINACQ: '3' }),
      99,
      { first: 3, step: 1, firstCents: 297, stepCents: 99, pack: undefined },
    ],
  ])('%s', (_what, product, cents, expected) => {
    expect(purchaseStep(product, cents)).toEqual(expected);
  });

  it('is nothing for a product bought one piece at a time, or sold loose', () => {
    expect(purchaseStep(pezzo(), 199)).toBeUndefined();
    expect(purchaseStep(sfuso(), 1290)).toBeUndefined();
  });
});

describe('packsToCartQuantity (a recipe ingredient: packs → cart quantity)', () => {
  it.each([
    ['one piece', pezzo(), 1, 1],
    ['two pieces', pezzo(), 2, 2],
    ['a pack of 3 pieces', confezione({ QTY_MULT: '3' }), 1, 3],
    ['two packs of 3', confezione({ QTY_MULT: '3' }), 2, 6],
    ['never below the minimum purchase', pezzo({ MINACQ: '4' }), 1, 4],
    ['at least one pack', pezzo({ QTY_MULT: '6' }), 0, 6],
  ])('%s', (_name, product, packs, expected) => {
    expect(packsToCartQuantity(product, packs)).toBe(expected);
  });
});
