// Invariants of the pricing engine over random baskets (fast-check, 1,000 runs each):
// every promotion kind, codes, vouchers, coupons, fees and bags mixed at random.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captureCents } from '../order-rules';
import {
  priceBasket,
  repriceAsPlaced,
  type PricingGift,
  type PricingInput,
  type PricingLine,
} from './engine';
import type { Promotion } from './promotions';

const RUNS = 1000;
const PRODUCTS = 8;

const lineArb = (lineId: number) =>
  fc
    .record({
      productId: fc.integer({ min: 1, max: PRODUCTS }),
      loose: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 12 }),
      grams: fc.integer({ min: 50, max: 4000 }),
      listUnitCents: fc.integer({ min: 1, max: 5000 }),
      vatPct: fc.constantFrom(4, 5, 10, 22),
      promoDisabled: fc.boolean(),
    })
    .map((l): PricingLine => ({
      lineId,
      productId: l.productId,
      vatPct: l.vatPct,
      loose: l.loose,
      quantity: l.loose ? 0 : l.quantity,
      grams: l.loose ? l.grams : 0,
      listUnitCents: l.listUnitCents,
      promoDisabled: l.promoDisabled,
    }));

const productIds = fc.uniqueArray(fc.integer({ min: 1, max: PRODUCTS }), { minLength: 1, maxLength: 4 });

const promotionArb = (promotionId: number): fc.Arbitrary<Promotion> =>
  fc
    .record({
      memberOnly: fc.boolean(),
      selectable: fc.boolean(),
      ids: productIds,
      rule: fc.oneof(
        fc.record({ kind: fc.constant('price_cut' as const), unitCents: fc.integer({ min: 0, max: 5000 }) }),
        fc.integer({ min: 2, max: 5 }).chain((buy) =>
          fc.record({
            kind: fc.constant('multi_buy' as const),
            buy: fc.constant(buy),
            pay: fc.integer({ min: 1, max: buy - 1 }),
          }),
        ),
        fc.record({
          kind: fc.constant('nth_discount' as const),
          nth: fc.integer({ min: 2, max: 4 }),
          percent: fc.integer({ min: 1, max: 100 }),
        }),
        fc.record({
          kind: fc.constant('quantity_discount' as const),
          minQuantity: fc.integer({ min: 2, max: 6 }),
          percent: fc.integer({ min: 1, max: 60 }),
        }),
        fc.integer({ min: 2, max: 4 }).chain((size) =>
          fc.oneof(
            fc.record({
              kind: fc.constant('mix_match' as const),
              size: fc.constant(size),
              pay: fc.integer({ min: 1, max: size - 1 }),
              priceCents: fc.constant(null),
            }),
            fc.record({
              kind: fc.constant('mix_match' as const),
              size: fc.constant(size),
              pay: fc.constant(null),
              priceCents: fc.integer({ min: 0, max: 10_000 }),
            }),
          ),
        ),
        fc.record({
          kind: fc.constant('bundle' as const),
          items: fc
            .uniqueArray(fc.integer({ min: 1, max: PRODUCTS }), { minLength: 2, maxLength: 3 })
            .chain((ids) =>
              fc.tuple(
                ...ids.map((productId) =>
                  fc.record({ productId: fc.constant(productId), quantity: fc.integer({ min: 1, max: 2 }) }),
                ),
              ),
            ),
          priceCents: fc.integer({ min: 0, max: 8000 }),
        }),
        fc.integer({ min: 100, max: 20_000 }).chain((min) =>
          fc.record({
            kind: fc.constant('cart_threshold' as const),
            minSpendCents: fc.constant(min),
            discountCents: fc.integer({ min: 1, max: min - 1 }),
          }),
        ),
      ),
    })
    .map((p) => ({
      promotionId,
      label: p.rule.kind,
      productIds:
        p.rule.kind === 'bundle'
          ? p.rule.items.map((i) => i.productId)
          : p.rule.kind === 'cart_threshold'
            ? []
            : p.ids,
      memberOnly: p.memberOnly,
      selectable: p.selectable,
      rule: p.rule,
    }));

const giftArb = (copyId: number, lineIds: number[]): fc.Arbitrary<PricingGift> =>
  fc
    .record({
      onLine: fc.boolean(),
      lineIndex: fc.nat(),
      percent: fc.boolean(),
      bp: fc.integer({ min: 0, max: 10_000 }),
      max: fc.option(fc.integer({ min: 0, max: 3000 })),
      cents: fc.integer({ min: 0, max: 6000 }),
      minSpend: fc.integer({ min: 0, max: 8000 }),
    })
    .map((g) => ({
      copyId,
      giftId: copyId,
      kind: g.onLine ? 'coupon' : 'code',
      code: g.onLine ? null : `C${copyId}`,
      name: `Buono ${copyId}`,
      target: g.onLine ? 'line' : 'cart',
      lineId: g.onLine && lineIds.length ? lineIds[g.lineIndex % lineIds.length]! : null,
      discount: g.percent
        ? { kind: 'percent', basisPoints: g.bp, maxCents: g.max }
        : { kind: 'amount', cents: g.cents },
      minSpendCents: g.minSpend,
      startsAt: null,
      endsAt: null,
    }));

const basketArb: fc.Arbitrary<PricingInput> = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i + 1))))
  .chain((lines) =>
    fc.record({
      now: fc.constant('2026-11-25T10:00:00Z'),
      member: fc.boolean(),
      lines: fc.constant(lines),
      promotions: fc
        .array(promotionArb(0), { maxLength: 6 })
        .map((ps) => ps.map((p, i) => ({ ...p, promotionId: i + 1 }))),
      gifts: fc
        .array(
          giftArb(
            0,
            lines.map((l) => l.lineId),
          ),
          { maxLength: 4 },
        )
        .map((gs) => gs.map((g, i) => ({ ...g, copyId: i + 1, giftId: i + 1 }))),
      delivery: fc.option(
        fc.record({
          feeCents: fc.integer({ min: 0, max: 990 }),
          freeOverCents: fc.option(fc.integer({ min: 0, max: 10_000 })),
          surchargeCents: fc.integer({ min: 0, max: 500 }),
        }),
      ),
      bagUnitCents: fc.constantFrom(0, 15),
    }),
  );

describe('pricing engine invariants', () => {
  it('the total is the priced lines minus the adjustments plus the fees, never negative', () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const doc = priceBasket(input);
        const t = doc.totals;
        const pay = doc.lines.reduce((n, l) => n + l.payCents, 0);
        const adjustments = doc.adjustments
          .filter((a) => a.kind !== 'delivery_promotion')
          .reduce((n, a) => n + a.amountCents, 0);
        expect(t.totalCents).toBe(pay + t.feesCents);
        expect(t.itemsCents - adjustments).toBe(pay);
        expect(t.discountCents).toBe(adjustments);
        expect(t.listCents - t.promotionCents).toBe(t.itemsCents);
        expect(t.feesCents).toBe(doc.fees.deliveryCents + doc.fees.surchargeCents + doc.fees.bagsCents);
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
        for (const l of doc.lines) {
          expect(Number.isInteger(l.payCents)).toBe(true);
          expect(l.payCents).toBeGreaterThanOrEqual(0);
          expect(l.payCents).toBeLessThanOrEqual(l.itemCents);
          expect(l.itemCents).toBeLessThanOrEqual(l.listCents);
        }
        for (const a of doc.adjustments.filter((x) => x.kind !== 'delivery_promotion'))
          expect(a.shares.reduce((n, s) => n + s.cents, 0)).toBe(a.amountCents);
        expect(doc.vat.reduce((n, v) => n + v.grossCents, 0)).toBe(t.totalCents);
        expect(t.netCents + t.vatCents).toBe(t.totalCents);
        expect(t.preAuthorisedCents).toBeGreaterThanOrEqual(t.totalCents);
        expect(t.savingsCents).toBe(t.promotionCents + t.discountCents);
      }),
      { numRuns: RUNS },
    );
  });

  it('weighing changes only the weighed lines, and the capture never exceeds the pre-authorisation', () => {
    fc.assert(
      fc.property(
        basketArb,
        fc.array(fc.integer({ min: 1, max: 6000 }), { minLength: 12, maxLength: 12 }),
        (input, weights) => {
          const placed = priceBasket(input);
          const delivered = new Map(
            input.lines.filter((l) => l.loose).map((l, i) => [l.lineId, { grams: weights[i]! }]),
          );
          const final = repriceAsPlaced(input, placed, delivered);
          for (const [i, l] of final.lines.entries()) {
            const before = placed.lines[i]!;
            if (!l.loose) {
              expect(l.itemCents).toBe(before.itemCents);
              expect(l.quantity).toBe(before.quantity);
              expect(l.promotion).toEqual(before.promotion);
            } else expect(l.grams).toBe(delivered.get(l.lineId)!.grams);
          }
          expect(final.fees).toEqual(placed.fees);
          const appliedGifts = (d: typeof placed) =>
            d.adjustments
              .filter((a) => a.applied && a.copyId !== null)
              .map((a) => a.copyId)
              .sort();
          expect(appliedGifts(final)).toEqual(appliedGifts(placed));
          const captured = captureCents(final.totals.totalCents, placed.totals.preAuthorisedCents);
          expect(captured).toBeLessThanOrEqual(placed.totals.preAuthorisedCents);
          expect(captured).toBeLessThanOrEqual(final.totals.totalCents);
          // weighed exactly as ordered: the same total to the cent
          const same = repriceAsPlaced(
            input,
            placed,
            new Map(input.lines.filter((l) => l.loose).map((l) => [l.lineId, { grams: l.grams }])),
          );
          expect(same.totals.totalCents).toBe(placed.totals.totalCents);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('an order reopened and bought again unchanged costs the same to the cent', () => {
    fc.assert(
      fc.property(basketArb, fc.integer({ min: 0, max: 1000 }), (input, seed) => {
        const placed = priceBasket(input);
        // the reopened cart: new line ids in another order, the gifts that applied carried
        // back (granted, judged as placed), a day later
        const shift = 1000 + seed;
        const lines = [...input.lines].reverse().map((l) => ({ ...l, lineId: l.lineId + shift }));
        const applied = new Set(placed.adjustments.filter((a) => a.applied).map((a) => a.copyId));
        const gifts = input.gifts
          .filter((g) => applied.has(g.copyId))
          .map((g) => ({ ...g, lineId: g.lineId === null ? null : g.lineId + shift, granted: true }));
        const reopened = priceBasket({ ...input, now: '2026-11-26T10:00:00Z', lines, gifts });
        expect(reopened.totals.totalCents).toBe(placed.totals.totalCents);
        expect(reopened.totals.preAuthorisedCents).toBe(placed.totals.preAuthorisedCents);
      }),
      { numRuns: RUNS },
    );
  });
});
