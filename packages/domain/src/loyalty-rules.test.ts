import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from './ean';
import {
  collectionPeriodEnd,
  conversionRefusal,
  conversionStep,
  LOYALTY_MESSAGES,
  LOYALTY_PROGRAMMES,
  loyaltyBarcodeType,
  parseBirthDate,
  pointsForOrder,
  pointsForSpend,
  pointsToTakeBack,
} from './loyalty-rules';
import { isValidLoyaltyCard } from './validators';

describe('loyalty card number (spec 002 §5)', () => {
  const data = '246001000001';
  const good = `${data}${gs1CheckDigit(data)}`;
  const bad = `${data}${(gs1CheckDigit(data) + 1) % 10}`;
  it.each([
    [good, true],
    [bad, false],
    ['1234567890128', false], // right check digit, a prefix we do not issue
    ['24600100000', false],
    ['', false],
  ])('%s → %s', (card, ok) => {
    expect(isValidLoyaltyCard(card)).toBe(ok);
  });
  it('has the spec message', () => {
    expect(LOYALTY_MESSAGES.cardInvalid).toBe('Numero di carta fedeltà non valido');
  });
});

describe('points earned', () => {
  it.each([
    [1, 4599, 45],
    [2, 4599, 90],
    [3, 99, 0],
    [1, 0, 0],
    [1, -500, 0],
    [null, 1000, 10],
  ])('cooperative %s, %s cents → %s points', (store, cents, points) => {
    expect(pointsForSpend(store, cents)).toBe(points);
  });
});

describe('points of a delivered order, extra on promoted products', () => {
  it.each([
    [1, 4599, 0, { base: 45, bonus: 0, total: 45 }],
    [1, 4599, 1250, { base: 45, bonus: 12, total: 57 }],
    [2, 4599, 1250, { base: 90, bonus: 24, total: 114 }],
    [3, 1000, 5000, { base: 10, bonus: 20, total: 30 }], // promoted never above the spend
    [1, 1000, -300, { base: 10, bonus: 0, total: 10 }],
  ])('cooperative %s, spend %s, promoted %s', (store, spendCents, promotedCents, points) => {
    expect(pointsForOrder(store, { spendCents, promotedCents })).toEqual(points);
  });
});

describe('collection period', () => {
  it.each([
    [1, '2026-11-26', '2026-12-31'],
    [1, '2026-12-31', '2026-12-31'],
    [3, '2026-08-31', '2026-08-31'],
    [3, '2026-09-01', '2027-08-31'],
    [3, '2026-01-10', '2026-08-31'],
  ])('cooperative %s on %s ends %s', (store, day, end) => {
    expect(collectionPeriodEnd(store, day)).toBe(end);
  });
});

describe('pulverisation table', () => {
  it('every cooperative has ascending steps that never give more per point backwards', () => {
    for (const p of Object.values(LOYALTY_PROGRAMMES)) {
      const points = p.conversions.map((s) => s.points);
      expect(points).toEqual([...points].sort((a, b) => a - b));
      expect(p.conversions.every((s) => s.cents > 0 && s.points > 0)).toBe(true);
    }
  });
  it('finds a step only for its exact points', () => {
    expect(conversionStep(1, 500)?.cents).toBe(550);
    expect(conversionStep(1, 499)).toBeNull();
  });
  it.each([
    [1, 500, 600, null],
    [1, 500, 500, null],
    [1, 500, 499, 'Saldo punti insufficiente: hai 499 punti, ne servono 500.'],
    [1, 300, 5000, 'Puoi convertire solo 250, 500 o 1000 punti.'],
    [1, 250, -10, 'Saldo punti insufficiente: hai 0 punti, ne servono 250.'],
  ])('cooperative %s, %s points from %s → %s', (store, points, balance, message) => {
    expect(conversionRefusal(store, points, balance)).toBe(message);
  });
});

describe('birth date', () => {
  const today = '2026-11-26';
  it.each([
    ['10/12/1985', '1985-12-10'],
    ['1/2/1990', '1990-02-01'],
    ['1985-12-10', '1985-12-10'],
    [' 22.03.1990 ', '1990-03-22'],
    ['31/02/1990', null],
    ['1909-12-31', null],
    ['2027-01-01', null],
    ['ieri', null],
    ['', null],
  ])('%s → %s', (input, out) => {
    expect(parseBirthDate(input, today)).toBe(out);
  });
});

describe('barcode type', () => {
  it('EAN-13 for 13 digits, Code 128 otherwise', () => {
    expect(loyaltyBarcodeType('2460010000016')).toBe('ean13');
    expect(loyaltyBarcodeType('24600100')).toBe('code128');
  });
});

describe('points taken back by an approved refund', () => {
  // cooperative 1: 1 point per euro; the order spent 45,99 € (2,00 € of it on promotion)
  const order = { spendCents: 4599, promotedCents: 200 };
  const earned = pointsForOrder(1, order).total;
  const back = (refundedCents: number, refundedPromotedCents: number, takenBack = 0, balance = 1000) =>
    pointsToTakeBack(1, { earned, takenBack, ...order, refundedCents, refundedPromotedCents, balance });

  it('takes back the points of what was refunded, the promotion extra included', () => {
    expect(back(0, 0)).toBe(0);
    expect(back(1000, 0)).toBe(earned - pointsForOrder(1, { spendCents: 3599, promotedCents: 200 }).total);
    expect(back(200, 200)).toBe(earned - pointsForOrder(1, { spendCents: 4399, promotedCents: 0 }).total);
  });

  it('split refunds never take back more than one refund of the same total', () => {
    const first = back(1050, 0);
    const second = back(2100, 0, first);
    expect(first + second).toBe(back(2100, 0));
    // the whole order refunded in three parts: exactly what it earned
    const a = back(1500, 0);
    const b = back(3000, 0, a);
    const c = back(4599, 200, a + b);
    expect(a + b + c).toBe(earned);
    expect(back(9999, 9999, earned)).toBe(0);
  });

  it('never takes a card below zero, and never gives points', () => {
    expect(back(4599, 200, 0, 10)).toBe(10);
    expect(back(4599, 200, 0, 0)).toBe(0);
    expect(back(4599, 200, 0, -5)).toBe(0);
    expect(back(-100, -100)).toBe(0);
  });
});
