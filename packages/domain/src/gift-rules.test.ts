import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  giftCodeRefusal,
  giftDiscountCents,
  giftDiscountLabel,
  giftRefusalMessage,
  missingToThresholdCents,
  type GiftCodeState,
} from './gift-rules';

describe('gift discount', () => {
  it('takes a percentage in basis points, rounded half away from zero', () => {
    expect(giftDiscountCents({ kind: 'percent', basisPoints: 1000 }, 4_995)).toBe(500);
    expect(giftDiscountCents({ kind: 'percent', basisPoints: 1000 }, 4_994)).toBe(499);
    expect(giftDiscountCents({ kind: 'percent', basisPoints: 2000 }, 0)).toBe(0);
  });

  it('caps a percentage at its maximum', () => {
    expect(giftDiscountCents({ kind: 'percent', basisPoints: 5000, maxCents: 1_000 }, 10_000)).toBe(1_000);
  });

  it('never goes above the base, for a fixed amount too', () => {
    expect(giftDiscountCents({ kind: 'amount', cents: 500 }, 320)).toBe(320);
    expect(giftDiscountCents({ kind: 'amount', cents: 500 }, 5_000)).toBe(500);
  });

  it('refuses nonsense', () => {
    expect(() => giftDiscountCents({ kind: 'percent', basisPoints: 12_000 }, 100)).toThrow(RangeError);
    expect(() => giftDiscountCents({ kind: 'amount', cents: -1 }, 100)).toThrow(RangeError);
    expect(() => giftDiscountCents({ kind: 'amount', cents: 1.5 }, 100)).toThrow(RangeError);
  });

  it('is always between 0 and the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (bp, base) => {
          const d = giftDiscountCents({ kind: 'percent', basisPoints: bp }, base);
          return Number.isInteger(d) && d >= 0 && d <= base;
        },
      ),
    );
  });

  it('has an Italian label', () => {
    expect(giftDiscountLabel({ kind: 'percent', basisPoints: 1000 })).toBe('10%');
    expect(giftDiscountLabel({ kind: 'percent', basisPoints: 1250 })).toBe('12,5%');
    expect(giftDiscountLabel({ kind: 'amount', cents: 500 })).toBe('5,00 €');
  });
});

describe('gift code refusals', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const ok: GiftCodeState = {
    now,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-31T23:00:00Z'),
    uses: 0,
    maxUses: null,
    usesByShopper: 0,
    maxUsesPerShopper: 1,
    alreadyInCart: false,
    minSpendCents: 3_000,
    spendCents: 3_000,
  };

  it('accepts a valid code at exactly the minimum spend', () => {
    expect(giftCodeRefusal(ok)).toBeNull();
  });

  it.each([
    [{ startsAt: new Date('2026-11-23T00:00:00Z') }, 'error.gift.not_yet_valid'],
    [{ endsAt: now }, 'error.gift.expired'],
    [{ maxUses: 100, uses: 100 }, 'error.gift.used'],
    [{ usesByShopper: 1 }, 'error.gift.used'],
    [{ alreadyInCart: true }, 'error.gift.already_in_cart'],
    [{ spendCents: 2_999 }, 'error.gift.min_spend'],
  ] as const)('refuses %o with %s', (change, code) => {
    expect(giftCodeRefusal({ ...ok, ...change })).toBe(code);
  });

  it('names the minimum spend in the message', () => {
    expect(giftRefusalMessage('error.gift.min_spend', 3_000)).toBe(
      'Per usare questo codice la spesa minima è di 30,00 €.',
    );
    expect(giftRefusalMessage('error.gift.expired')).toBe('Il codice inserito è scaduto.');
  });

  it('tells what is missing to a threshold', () => {
    expect(missingToThresholdCents(5_000, 3_250)).toBe(1_750);
    expect(missingToThresholdCents(5_000, 6_000)).toBe(0);
  });
});

describe('discount allocation over VAT rates', () => {
  it('splits in proportion and adds up exactly', () => {
    const parts = allocateDiscount(
      new Map([
        [4, 1_000],
        [10, 2_000],
        [22, 1_000],
      ]),
      100,
    );
    expect(parts.get(4)).toBe(25);
    expect(parts.get(10)).toBe(50);
    expect(parts.get(22)).toBe(25);
  });

  it('never takes more than there is', () => {
    const parts = allocateDiscount(new Map([[22, 300]]), 500);
    expect(parts.get(22)).toBe(300);
  });

  it('always sums to min(discount, total) and never exceeds a rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(4, 5, 10, 22), fc.integer({ min: 0, max: 100_000 })), {
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: 200_000 }),
        (pairs, discount) => {
          const byRate = new Map<number, number>();
          for (const [r, c] of pairs) byRate.set(r, (byRate.get(r) ?? 0) + c);
          const total = [...byRate.values()].reduce((s, c) => s + c, 0);
          const parts = allocateDiscount(byRate, discount);
          const sum = [...parts.values()].reduce((s, c) => s + c, 0);
          if (sum !== Math.min(discount, total)) return false;
          return [...parts.entries()].every(([r, c]) => c >= 0 && c <= (byRate.get(r) ?? 0));
        },
      ),
    );
  });
});
