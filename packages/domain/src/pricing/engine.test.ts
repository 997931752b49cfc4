import { describe, expect, it } from 'vitest';
import {
  priceBasket,
  repriceAsPlaced,
  splitByWeight,
  type PricingGift,
  type PricingInput,
  type PricingLine,
} from './engine';
import { promotionProblem, type Promotion, type PromotionRule } from './promotions';

const NOW = '2026-11-25T10:00:00Z';

function line(
  lineId: number,
  productId: number,
  listUnitCents: number,
  quantity: number,
  extra: Partial<PricingLine> = {},
): PricingLine {
  return {
    lineId,
    productId,
    vatPct: 4,
    loose: false,
    quantity,
    grams: 0,
    listUnitCents,
    promoDisabled: false,
    ...extra,
  };
}
function loose(
  lineId: number,
  productId: number,
  perKgCents: number,
  grams: number,
  extra: Partial<PricingLine> = {},
): PricingLine {
  return {
    lineId,
    productId,
    vatPct: 4,
    loose: true,
    quantity: 0,
    grams,
    listUnitCents: perKgCents,
    promoDisabled: false,
    ...extra,
  };
}
function promo(
  promotionId: number,
  productIds: number[],
  rule: PromotionRule,
  label: string = rule.kind,
  extra: Partial<Promotion> = {},
): Promotion {
  return { promotionId, label, productIds, memberOnly: false, selectable: false, rule, ...extra };
}
function code(
  copyId: number,
  discount: PricingGift['discount'],
  extra: Partial<PricingGift> = {},
): PricingGift {
  return {
    copyId,
    giftId: copyId,
    kind: 'code',
    code: `C${copyId}`,
    name: `Codice ${copyId}`,
    target: 'cart',
    lineId: null,
    discount,
    minSpendCents: 0,
    startsAt: null,
    endsAt: null,
    ...extra,
  };
}
function basket(over: Partial<PricingInput>): PricingInput {
  return {
    now: NOW,
    member: false,
    lines: [],
    promotions: [],
    gifts: [],
    delivery: null,
    bagUnitCents: 0,
    ...over,
  };
}
const total = (i: Partial<PricingInput>) => priceBasket(basket(i)).totals.totalCents;

describe('promotion kinds, one line each', () => {
  it('3x2: Grana Padano grattugiato, 3 pieces at 3,39 € cost 6,78 €', () => {
    const doc = priceBasket(
      basket({
        lines: [line(1, 10, 339, 3)],
        promotions: [promo(1, [10], { kind: 'multi_buy', buy: 3, pay: 2 }, '3x2')],
      }),
    );
    expect(doc.lines[0]).toMatchObject({ listCents: 1017, itemCents: 678, payCents: 678 });
    expect(doc.lines[0]!.promotion).toEqual({
      promotionId: 1,
      label: '3x2',
      kind: 'multi_buy',
      discountCents: 339,
    });
    expect(doc.totals).toMatchObject({ totalCents: 678, savingsCents: 339, promotionCents: 339 });
  });

  it.each([
    // [pieces, expected cents] for 3x2 at 1,00 €
    [1, 100],
    [2, 200],
    [3, 200],
    [4, 300],
    [5, 400],
    [6, 400],
    [7, 500],
  ])('3x2 on %i pieces at 1,00 € costs %i cents', (qty, cents) => {
    expect(
      total({
        lines: [line(1, 1, 100, qty)],
        promotions: [promo(1, [1], { kind: 'multi_buy', buy: 3, pay: 2 })],
      }),
    ).toBe(cents);
  });

  it('2x1 gives every second piece free', () => {
    expect(
      total({
        lines: [line(1, 1, 250, 5)],
        promotions: [promo(1, [1], { kind: 'multi_buy', buy: 2, pay: 1 })],
      }),
    ).toBe(750);
  });

  it('the second piece at half price, rounded to the cent', () => {
    const p = [promo(1, [1], { kind: 'nth_discount', nth: 2, percent: 50 }, '2° a metà prezzo')];
    expect(total({ lines: [line(1, 1, 199, 1)], promotions: p })).toBe(199);
    expect(total({ lines: [line(1, 1, 199, 2)], promotions: p })).toBe(199 + 99); // 1,99 × 50 % = 0,995 → 1,00 off
  });

  it('a quantity threshold: from 3 pieces 20 % off each', () => {
    const p = [promo(1, [1], { kind: 'quantity_discount', minQuantity: 3, percent: 20 })];
    expect(total({ lines: [line(1, 1, 125, 2)], promotions: p })).toBe(250);
    expect(total({ lines: [line(1, 1, 125, 3)], promotions: p })).toBe(300);
  });

  it('a price cut on pieces and on a loose product per kg', () => {
    const cut = promo(1, [1], { kind: 'price_cut', unitCents: 149 }, '-25%');
    const doc = priceBasket(basket({ lines: [line(1, 1, 199, 2)], promotions: [cut] }));
    expect(doc.lines[0]).toMatchObject({ unitCents: 149, itemCents: 298, listCents: 398 });
    const kg = priceBasket(
      basket({
        lines: [loose(1, 2, 1290, 1250)],
        promotions: [promo(2, [2], { kind: 'price_cut', unitCents: 990 })],
      }),
    );
    // 12,90 €/kg × 1,25 kg = 16,125 → 16,13; 9,90 × 1,25 = 12,375 → 12,38
    expect(kg.lines[0]).toMatchObject({ listCents: 1613, itemCents: 1238, unitCents: 990 });
  });

  it('a price cut above the list price does nothing', () => {
    expect(
      total({
        lines: [line(1, 1, 199, 2)],
        promotions: [promo(1, [1], { kind: 'price_cut', unitCents: 250 })],
      }),
    ).toBe(398);
  });

  it('quantity kinds never touch loose lines', () => {
    const kinds: PromotionRule[] = [
      { kind: 'multi_buy', buy: 3, pay: 2 },
      { kind: 'nth_discount', nth: 2, percent: 50 },
      { kind: 'quantity_discount', minQuantity: 2, percent: 10 },
    ];
    for (const rule of kinds)
      expect(total({ lines: [loose(1, 1, 1000, 3000)], promotions: [promo(1, [1], rule)] })).toBe(3000);
  });

  it('mix-and-match, any 3 of the set for the price of 2: the cheapest of each group is free', () => {
    const p = [promo(1, [1, 2, 3], { kind: 'mix_match', size: 3, pay: 2, priceCents: null }, 'Mix 3x2')];
    // 2,50 + 2,50 + 1,80 + 1,20 → groups [250, 250, 180] free 180; leftover 120
    const doc = priceBasket(
      basket({ lines: [line(1, 1, 250, 2), line(2, 2, 180, 1), line(3, 3, 120, 1)], promotions: p }),
    );
    expect(doc.totals.totalCents).toBe(500 + 180 + 120 - 180);
    // the 1,80 € saved is split over the three pieces of the group (2,50 + 2,50 + 1,80)
    expect(doc.lines.map((l) => l.promotion?.discountCents ?? 0)).toEqual([132, 48, 0]);
    expect(doc.lines.find((l) => l.lineId === 3)!.promotion).toBeNull();
  });

  it('mix-and-match at a fixed price: any 3 for 5,00 €', () => {
    const p = [promo(1, [1, 2], { kind: 'mix_match', size: 3, pay: null, priceCents: 500 })];
    const doc = priceBasket(basket({ lines: [line(1, 1, 219, 2), line(2, 2, 189, 1)], promotions: p }));
    expect(doc.totals.totalCents).toBe(500);
    expect(doc.lines.reduce((n, l) => n + (l.promotion?.discountCents ?? 0), 0)).toBe(627 - 500);
  });

  it('a bundle: pasta and sauce together for 2,50 €, twice', () => {
    const p = [
      promo(1, [1, 2], {
        kind: 'bundle',
        items: [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 1 },
        ],
        priceCents: 250,
      }),
    ];
    // 2 pasta at 1,29 and 3 sauces at 1,99: 2 bundles (2 × 3,28 → 2 × 2,50) + 1 sauce
    const doc = priceBasket(basket({ lines: [line(1, 1, 129, 2), line(2, 2, 199, 3)], promotions: p }));
    expect(doc.totals.totalCents).toBe(500 + 199);
    expect(doc.totals.promotionCents).toBe(2 * (328 - 250));
  });

  it('a cart threshold: spend 50 € on products, get 5 € off, split over the lines', () => {
    const p = [
      promo(
        9,
        [],
        { kind: 'cart_threshold', minSpendCents: 5000, discountCents: 500 },
        'Spendi 50 €, risparmi 5 €',
      ),
    ];
    expect(total({ lines: [line(1, 1, 4999, 1)], promotions: p })).toBe(4999);
    const doc = priceBasket(
      basket({ lines: [line(1, 1, 3000, 1), line(2, 2, 2000, 1, { vatPct: 22 })], promotions: p }),
    );
    expect(doc.totals.totalCents).toBe(4500);
    expect(doc.adjustments).toEqual([
      expect.objectContaining({
        kind: 'cart_promotion',
        promotionId: 9,
        amountCents: 500,
        shares: [
          { lineId: 1, cents: 300 },
          { lineId: 2, cents: 200 },
        ],
      }),
    ]);
  });

  it('member-only promotions need a loyalty card', () => {
    const p = [promo(1, [1], { kind: 'price_cut', unitCents: 150 }, 'Prezzo soci', { memberOnly: true })];
    expect(total({ lines: [line(1, 1, 200, 1)], promotions: p })).toBe(200);
    expect(total({ lines: [line(1, 1, 200, 1)], promotions: p, member: true })).toBe(150);
  });

  it('a selectable promotion the line refused does not apply', () => {
    const p = [promo(1, [1], { kind: 'price_cut', unitCents: 150 }, '-25%', { selectable: true })];
    expect(total({ lines: [line(1, 1, 200, 1)], promotions: p })).toBe(150);
    expect(total({ lines: [line(1, 1, 200, 1, { promoDisabled: true })], promotions: p })).toBe(200);
  });

  it('checks promotion parameters with Italian reasons', () => {
    expect(promotionProblem(promo(1, [1], { kind: 'multi_buy', buy: 2, pay: 2 }))).toMatch(/N > M/);
    expect(promotionProblem(promo(1, [1], { kind: 'mix_match', size: 3, pay: 2, priceCents: 500 }))).toMatch(
      /o i pezzi/,
    );
    expect(
      promotionProblem(promo(1, [], { kind: 'cart_threshold', minSpendCents: 500, discountCents: 500 })),
    ).toMatch(/soglia/);
    expect(promotionProblem(promo(1, [1], { kind: 'multi_buy', buy: 3, pay: 2 }))).toBeNull();
  });
});

describe('stacking and the best price', () => {
  it('a line takes the single promotion that saves the most', () => {
    const p = [
      promo(1, [1], { kind: 'price_cut', unitCents: 90 }, '-10%'),
      promo(2, [1], { kind: 'multi_buy', buy: 3, pay: 2 }, '3x2'),
    ];
    expect(
      priceBasket(basket({ lines: [line(1, 1, 100, 2)], promotions: p })).lines[0]!.promotion?.label,
    ).toBe('-10%');
    expect(
      priceBasket(basket({ lines: [line(1, 1, 100, 3)], promotions: p })).lines[0]!.promotion?.label,
    ).toBe('3x2');
  });

  it('a group promotion takes lines only when it saves more than their own promotions', () => {
    const mix = promo(5, [1, 2], { kind: 'mix_match', size: 2, pay: 1, priceCents: null }, '2x1 misto');
    const cut = promo(6, [1], { kind: 'price_cut', unitCents: 50 }, '-50%');
    // product 1 at 1,00 has -50 % (saves 50); mix of 1 + 2 (1,00 + 0,80) saves 0,80 > 0,50
    const doc = priceBasket(
      basket({ lines: [line(1, 1, 100, 1), line(2, 2, 80, 1)], promotions: [mix, cut] }),
    );
    expect(doc.lines.map((l) => l.promotion?.label)).toEqual(['2x1 misto', '2x1 misto']);
    expect(doc.totals.totalCents).toBe(100);
    // with a cut to 0,10 the line's own promotion (saves 90) beats the mix (80)
    const cheap = promo(6, [1], { kind: 'price_cut', unitCents: 10 }, '-90%');
    const doc2 = priceBasket(
      basket({ lines: [line(1, 1, 100, 1), line(2, 2, 80, 1)], promotions: [mix, cheap] }),
    );
    expect(doc2.lines.map((l) => l.promotion?.label ?? null)).toEqual(['-90%', null]);
    expect(doc2.totals.totalCents).toBe(90);
  });

  it('codes apply after the product promotions, coupons first on one unit of their line', () => {
    const doc = priceBasket(
      basket({
        lines: [line(1, 1, 339, 3), line(2, 2, 1000, 1, { vatPct: 22 })],
        promotions: [promo(1, [1], { kind: 'multi_buy', buy: 3, pay: 2 }, '3x2')],
        gifts: [
          code(7, { kind: 'percent', basisPoints: 1000 }, { minSpendCents: 1500 }),
          code(
            8,
            { kind: 'percent', basisPoints: 2000 },
            { target: 'line', lineId: 1, kind: 'coupon', code: null },
          ),
        ],
      }),
    );
    // items 6,78 + 10,00 = 16,78; coupon 20 % of one unit of line 1 (6,78 / 3 = 2,26) = 0,45;
    // code 10 % of what is left (16,33) = 1,63
    expect(doc.adjustments.map((a) => [a.kind, a.amountCents, a.applied])).toEqual([
      ['coupon', 45, true],
      ['code', 163, true],
    ]);
    expect(doc.totals).toMatchObject({
      itemsCents: 1678,
      discountCents: 208,
      totalCents: 1470,
      savingsCents: 339 + 208,
    });
  });

  it('a code below its minimum spend is listed, not applied, with the Italian message', () => {
    const doc = priceBasket(
      basket({
        lines: [line(1, 1, 1000, 2)],
        gifts: [code(1, { kind: 'amount', cents: 500 }, { minSpendCents: 5000 })],
      }),
    );
    expect(doc.adjustments[0]).toMatchObject({
      applied: false,
      amountCents: 0,
      message: 'Per usare questo codice la spesa minima è di 50,00 €.',
    });
    expect(doc.totals.totalCents).toBe(2000);
  });

  it('an expired code is refused unless the order was placed with it', () => {
    const expired = code(1, { kind: 'amount', cents: 500 }, { endsAt: '2026-11-01T00:00:00Z' });
    expect(
      priceBasket(basket({ lines: [line(1, 1, 1000, 1)], gifts: [expired] })).adjustments[0]!.message,
    ).toBe('Il codice inserito è scaduto.');
    expect(total({ lines: [line(1, 1, 1000, 1)], gifts: [{ ...expired, granted: true }] })).toBe(500);
  });

  it('discounts never take a basket below zero', () => {
    const doc = priceBasket(
      basket({
        lines: [line(1, 1, 300, 1)],
        gifts: [code(1, { kind: 'amount', cents: 500 }), code(2, { kind: 'amount', cents: 500 })],
      }),
    );
    expect(doc.totals.totalCents).toBe(0);
    expect(doc.adjustments.map((a) => a.amountCents)).toEqual([300, 0]);
  });

  it('free delivery is judged on the products after their promotions, before codes', () => {
    const delivery = { feeCents: 490, freeOverCents: 5000, surchargeCents: 300 };
    const over = priceBasket(
      basket({ lines: [line(1, 1, 5000, 1)], delivery, gifts: [code(1, { kind: 'amount', cents: 1000 })] }),
    );
    expect(over.fees).toMatchObject({ deliveryListCents: 490, deliveryCents: 0, surchargeCents: 300 });
    expect(over.adjustments.find((a) => a.kind === 'delivery_promotion')).toMatchObject({
      amountCents: 490,
      label: 'Consegna gratuita da 50,00 €',
    });
    expect(over.totals.totalCents).toBe(4000 + 300);
    const under = priceBasket(
      basket({
        lines: [line(1, 1, 339, 3)],
        promotions: [promo(1, [1], { kind: 'multi_buy', buy: 3, pay: 2 })],
        delivery,
      }),
    );
    expect(under.fees.deliveryCents).toBe(490);
  });

  it('bags: one per 8 pieces, a loose line counts as one, at 22 % VAT with the fees', () => {
    const doc = priceBasket(
      basket({
        lines: [line(1, 1, 100, 8), loose(2, 2, 1000, 500)],
        bagUnitCents: 15,
        delivery: { feeCents: 490, freeOverCents: null, surchargeCents: 0 },
      }),
    );
    expect(doc.fees).toMatchObject({ bagCount: 2, bagsCents: 30 });
    expect(doc.vat.find((v) => v.vatPct === 22)).toEqual({
      vatPct: 22,
      grossCents: 520,
      netCents: 426,
      vatCents: 94,
    });
  });

  it('VAT by rate on what each line costs after its discounts', () => {
    const doc = priceBasket(
      basket({
        lines: [
          line(1, 1, 1000, 1, { vatPct: 4 }),
          line(2, 2, 1000, 1, { vatPct: 10 }),
          line(3, 3, 1000, 1, { vatPct: 22 }),
        ],
        gifts: [code(1, { kind: 'amount', cents: 100 })],
      }),
    );
    // 1,00 € split 34 / 33 / 33 (largest remainder, ties to the first line)
    expect(doc.lines.map((l) => l.discountCents)).toEqual([34, 33, 33]);
    expect(doc.vat).toEqual([
      { vatPct: 4, grossCents: 966, netCents: 929, vatCents: 37 },
      { vatPct: 10, grossCents: 967, netCents: 879, vatCents: 88 },
      { vatPct: 22, grossCents: 967, netCents: 793, vatCents: 174 },
    ]);
    expect(doc.totals.netCents + doc.totals.vatCents).toBe(doc.totals.totalCents);
  });

  it('pre-authorises the total plus 40 % of the loose lines, rounded up', () => {
    const doc = priceBasket(
      basket({ lines: [line(1, 1, 1000, 1), loose(2, 2, 1299, 1000)], bagUnitCents: 15 }),
    );
    // total 10,00 + 12,99 + 0,15 = 23,14; + ceil(0,4 × 12,99 = 5,196) = 5,20
    expect(doc.totals).toMatchObject({
      totalCents: 2314,
      variableWeightCents: 1299,
      preAuthorisedCents: 2314 + 520,
    });
  });
});

describe('weighing: the order re-priced as placed', () => {
  const input = basket({
    lines: [line(1, 1, 1017, 4, { vatPct: 10 }), loose(2, 2, 1490, 1000, { vatPct: 4 })],
    gifts: [code(1, { kind: 'percent', basisPoints: 1000 }, { minSpendCents: 3000 })],
    delivery: { feeCents: 490, freeOverCents: 5000, surchargeCents: 0 },
    bagUnitCents: 15,
  });
  const placed = priceBasket(input);

  it('BENVENUTO10 keeps its 10 % on the new amount, judged on the order as placed', () => {
    // 40,68 + 14,90 = 55,58 → free delivery; 10 % = 5,56
    expect(placed.totals).toMatchObject({
      itemsCents: 5558,
      discountCents: 556,
      totalCents: 5558 - 556 + 15,
    });
    // weighed at 0,612 kg: 14,90 × 0,612 = 9,12; items 49,80 (< 50 and the code's 30 minimum still holds)
    const final = repriceAsPlaced(input, placed, new Map([[2, { grams: 612 }]]));
    expect(final.lines[0]).toMatchObject({ itemCents: 4068, quantity: 4 });
    expect(final.lines[1]).toMatchObject({ itemCents: 912, grams: 612 });
    expect(final.fees.deliveryCents).toBe(0); // free delivery as placed
    expect(final.adjustments.find((a) => a.kind === 'code')).toMatchObject({
      applied: true,
      amountCents: 498,
    });
    expect(final.totals.totalCents).toBe(4980 - 498 + 15);
    expect(final.totals.totalCents).toBeLessThanOrEqual(placed.totals.preAuthorisedCents);
  });
});

describe('re-pricing after picking line by line (ADR 0055)', () => {
  const input = basket({
    lines: [line(1, 1, 300, 2), line(2, 2, 250, 1), loose(3, 3, 1490, 500)],
    promotions: [promo(9, [1], { kind: 'price_cut', unitCents: 240 })],
    delivery: { feeCents: 490, freeOverCents: null, surchargeCents: 0 },
  });
  const placed = priceBasket(input);

  it('applied the ordered product’s promotion as placed', () => {
    expect(placed.lines.find((l) => l.lineId === 1)).toMatchObject({ itemCents: 480 });
  });

  it('prices a missing line at 0 and a substitute at its price, without the ordered product’s promotion', () => {
    const final = repriceAsPlaced(
      input,
      placed,
      new Map([
        [1, { quantity: 2, substitute: { productId: 7, listUnitCents: 280, vatPct: 10 } }],
        [2, { quantity: 0 }],
        [3, { grams: 480 }],
      ]),
    );
    const byId = new Map(final.lines.map((l) => [l.lineId, l]));
    expect(byId.get(1)).toMatchObject({ productId: 7, itemCents: 560, quantity: 2 });
    expect(byId.get(1)!.promotion).toBeNull();
    expect(byId.get(2)).toMatchObject({ itemCents: 0, payCents: 0 });
    expect(byId.get(3)).toMatchObject({ itemCents: Math.round((1490 * 480) / 1000) });
    expect(final.totals.totalCents).toBe(560 + 715 + 490);
    expect(final.lines.reduce((n, l) => n + l.payCents, 0)).toBe(
      final.totals.itemsCents - final.totals.discountCents,
    );
  });
});

describe('splitByWeight', () => {
  it('adds up exactly and ties go to the earlier part', () => {
    expect(splitByWeight(10, [10, 10, 10])).toEqual([4, 3, 3]);
    expect(splitByWeight(5, [0, 10])).toEqual([0, 5]);
    expect(splitByWeight(0, [1, 2])).toEqual([0, 0]);
    expect(splitByWeight(10, [3, 3])).toEqual([3, 3]); // never above the weights
  });
});
