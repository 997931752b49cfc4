import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  centsToEuro,
  divideCeil,
  divideRounded,
  euroToCents,
  multiplyCents,
  percentOf,
  priceExcludingVat,
  round2,
  roundHalfAwayFromZero,
  sumCents,
  VAT_CLASSES,
  vatClassByCode,
  vatClassByRate,
  vatSplit,
} from './money';

describe('rounding: half away from zero', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.345, 2, 2.35],
    [2.344, 2, 2.34],
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [-0.4, 0, 0],
    [1e-7, 2, 0],
  ])('roundHalfAwayFromZero(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [4, 3, 1],
    [12200, 122, 100],
  ])('divideRounded(%s, %s) = %s', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('divideRounded refuses floats and zero', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it.each([
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [0, 3, 0],
  ])('divideCeil(%s, %s) = %s', (n, d, expected) => {
    expect(divideCeil(n, d)).toBe(expected);
  });
});

describe('cents and euro (ARCHITECTURE §4: money is integer cents)', () => {
  it.each([
    [299, 2.99],
    [0, 0],
    [-150, -1.5],
    [100000, 1000],
  ])('centsToEuro(%s) = %s', (cents, euro) => {
    expect(centsToEuro(cents)).toBe(euro);
  });

  it.each([
    [2.99, 299],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [19.999, 2000],
    [0, 0],
  ])('euroToCents(%s) = %s', (euro, cents) => {
    expect(euroToCents(euro)).toBe(cents);
  });

  it('refuses float cents', () => {
    expect(() => centsToEuro(2.5)).toThrow(RangeError);
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });

  it.each([
    [[100, 250, 1], 351],
    [[], 0],
  ])('sumCents(%j) = %s', (amounts, total) => {
    expect(sumCents(amounts)).toBe(total);
  });

  it.each([
    [199, 3, 597],
    [1290, 0.45, 581], // 580.5 → 581
    [1000, 0.333, 333],
  ])('multiplyCents(%s, %s) = %s', (cents, factor, expected) => {
    expect(multiplyCents(cents, factor)).toBe(expected);
  });

  it.each([
    [1000, 40, 400],
    [125, 10, 13], // 12.5 → 13
    [999, 22, 220],
  ])('percentOf(%s, %s%%) = %s', (cents, pct, expected) => {
    expect(percentOf(cents, pct)).toBe(expected);
  });
});

describe('VAT (prices are VAT-inclusive; rates 4, 5, 10, 22)', () => {
  it.each([
    [4, { code: '4', descr: 'IVA 4%', ivaPct: 4 }],
    [5, { code: '5', descr: 'IVA 5%', ivaPct: 5 }],
    [10, { code: '10', descr: 'IVA 10%', ivaPct: 10 }],
    [22, { code: '22', descr: 'IVA 22%', ivaPct: 22 }],
  ])('VAT class %s', (rate, expected) => {
    expect(vatClassByRate(rate)).toEqual(expected);
    expect(vatClassByCode(expected.code)).toEqual(expected);
  });

  it('has exactly the four classes and no 21%', () => {
    expect(VAT_CLASSES.map((c) => c.ivaPct)).toEqual([4, 5, 10, 22]);
    expect(vatClassByRate(21)).toBeUndefined();
  });

  it.each([
    [122, 22, 100, 22],
    [100, 22, 82, 18], // 81.967 → 82
    [299, 22, 245, 54],
    [110, 10, 100, 10],
    [105, 5, 100, 5],
    [104, 4, 100, 4],
    [1, 22, 1, 0],
    [0, 22, 0, 0],
    [-122, 22, -100, -22],
  ])('vatSplit(%s cents, %s%%) = net %s + VAT %s', (gross, rate, net, vat) => {
    const split = vatSplit(gross, rate);
    expect(split).toEqual({ netCents: net, vatCents: vat });
    expect(split.netCents + split.vatCents).toBe(gross);
  });

  it.each([
    [2.99, 22, 2.45],
    [1.22, 22, 1],
    [1.05, 10, 0.95],
    [3.5, 4, 3.37], // 3.3654 → 3.37
    [0.99, 5, 0.94],
  ])('priceExcludingVat(%s €, %s%%) = %s € (display / (1 + VAT), 2 decimals)', (display, vat, expected) => {
    expect(priceExcludingVat(display, vat)).toBe(expected);
  });

  it('round2 is the 2-decimal rounding the VAT rule uses', () => {
    expect(round2(2.99 / 1.22)).toBe(2.45);
  });
});

describe('fast paths (issue 17: the cart answer cost, ADR 0075)', { timeout: 30_000 }, () => {
  // the string-based rounding, as it was before the fast paths
  const slowRound = (value: number, decimals: number) => {
    const sign = value < 0 ? -1 : 1;
    const abs = String(Math.abs(value));
    const shifted = abs.includes('e')
      ? Math.round(Math.abs(value) * 10 ** decimals)
      : Math.round(Number(`${abs}e${decimals}`));
    const result = decimals === 0 ? sign * shifted : sign * Number(`${shifted}e-${decimals}`);
    return result === 0 ? 0 : result;
  };

  it('centsToEuro answers what rounding cents / 100 to 2 decimals answers', () => {
    for (let c = -200_000; c <= 200_000; c++) {
      if (centsToEuro(c) !== slowRound(c / 100, 2)) expect(centsToEuro(c)).toBe(slowRound(c / 100, 2));
    }
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        expect(Object.is(centsToEuro(c), slowRound(c / 100, 2))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    expect(Object.is(centsToEuro(-0), 0)).toBe(true);
  });

  it('euroToCents answers what the string path answers', () => {
    const slowCents = (euro: number) => {
      const sign = euro < 0 ? -1 : 1;
      const abs = String(Math.abs(euro));
      const cents = abs.includes('e') ? Math.round(Math.abs(euro) * 100) : Math.round(Number(`${abs}e2`));
      return cents === 0 ? 0 : sign * cents;
    };
    for (let c = -200_000; c <= 200_000; c++) {
      const euro = c / 100;
      if (euroToCents(euro) !== slowCents(euro)) expect(euroToCents(euro)).toBe(slowCents(euro));
    }
    for (const euro of [1.005, -1.005, 0.125, 2.675, 1e-7, -0, 1e21, 123456789.125, 1e9 + 0.01])
      expect(Object.is(euroToCents(euro), slowCents(euro)), String(euro)).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (euro) => {
        expect(Object.is(euroToCents(euro), slowCents(euro))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(Object.is(euroToCents(c / 100), slowCents(c / 100))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('an integer rounds to itself, at any number of decimals, never -0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        expect(Object.is(roundHalfAwayFromZero(v, d), slowRound(v, d))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });
});
