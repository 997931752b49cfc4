import { describe, it, expect } from 'vitest';
import {
  checkPaymentChoice,
  couponAssignmentAllowed,
  invoiceAllowed,
  lotteryCodeAllowed,
  mealTicketsAllowed,
  preAuthorisedAmountCents,
} from './checkout-rules';

describe('pre-authorisation = total + 40% of variable-weight lines (rounded up) + shopper bags', () => {
  it.each([
    [10000, 0, 0, 10000],
    [10000, 2500, 0, 11000],
    [10000, 2500, 30, 11030],
    [5000, 1001, 20, 5421], // 400.4 → 401
    [5000, 1, 0, 5001], // 0.4 → 1
    [0, 0, 0, 0],
  ])('total %s, variable %s, bags %s → %s', (totalCents, variableWeightCents, shopperBagsCents, expected) => {
    expect(preAuthorisedAmountCents({ totalCents, variableWeightCents, shopperBagsCents })).toBe(expected);
  });

  it('refuses floats and negatives', () => {
    expect(() =>
      preAuthorisedAmountCents({ totalCents: 10.5, variableWeightCents: 0, shopperBagsCents: 0 }),
    ).toThrow();
    expect(() =>
      preAuthorisedAmountCents({ totalCents: -1, variableWeightCents: 0, shopperBagsCents: 0 }),
    ).toThrow();
  });
});

describe('meal tickets, invoice and lottery (spec 001 §5)', () => {
  it.each([
    [10001, true],
    [10000, false], // "over 100 euro": exactly 100 € is not enough
    [5000, false],
  ])('meal tickets with spend %s cents → %s', (spend, allowed) => {
    expect(mealTicketsAllowed(spend)).toBe(allowed);
  });

  it.each([
    [
      'meal tickets over 100 €, 8 vouchers',
      { paymentTypeId: 18, spendCents: 12000, vouchers: 8, invoiceRequested: false },
      [],
    ],
    [
      'meal tickets at 100 €',
      { paymentTypeId: 19, spendCents: 10000, vouchers: 2, invoiceRequested: false },
      ['I buoni pasto si possono usare solo per una spesa superiore a 100 €'],
    ],
    [
      '9 vouchers',
      { paymentTypeId: 21, spendCents: 20000, vouchers: 9, invoiceRequested: false },
      ['Puoi usare al massimo 8 buoni pasto per ordine'],
    ],
    [
      'invoice with meal tickets',
      { paymentTypeId: 18, spendCents: 20000, vouchers: 1, invoiceRequested: true },
      ['Non è possibile richiedere la fattura pagando con i buoni pasto'],
    ],
    [
      'lottery code with invoice',
      { paymentTypeId: 12, spendCents: 5000, invoiceRequested: true, lotteryCode: 'AB12CD3' },
      ['Il codice lotteria non si può usare se richiedi la fattura'],
    ],
    [
      'lottery code without invoice',
      { paymentTypeId: 12, spendCents: 5000, invoiceRequested: false, lotteryCode: 'AB12CD3' },
      [],
    ],
    [
      'invoice with card',
      { paymentTypeId: 12, spendCents: 5000, invoiceRequested: true, lotteryCode: '' },
      [],
    ],
    [
      'card under 100 €: no meal-ticket rule',
      { paymentTypeId: 12, spendCents: 500, vouchers: 20, invoiceRequested: false },
      [],
    ],
  ])('%s', (_rule, choice, messages) => {
    expect(checkPaymentChoice(choice).map((v) => v.message)).toEqual(messages);
  });

  it.each([
    [18, false],
    [19, false],
    [21, false],
    [12, true],
    [101, true],
  ])('invoice allowed with payment type %s: %s', (id, allowed) => {
    expect(invoiceAllowed(id)).toBe(allowed);
  });

  it('lottery code only without invoice', () => {
    expect(lotteryCodeAllowed(false)).toBe(true);
    expect(lotteryCodeAllowed(true)).toBe(false);
  });
});

describe('coupon assignment: up to the line quantity (at least 1); an assigned coupon stays selectable', () => {
  it.each([
    ['free line', 1, [], 'A', true],
    ['quantity 1 already taken', 1, ['B'], 'A', false],
    ['quantity 3, two taken', 3, ['B', 'C'], 'A', true],
    ['quantity 3, three taken', 3, ['B', 'C', 'D'], 'A', false],
    ['already assigned to this line', 1, ['A'], 'A', true],
    ['ids compared as text', 1, [7], '7', true],
    ['loose 0.5 kg counts as one', 0.5, [], 'A', true],
    ['loose 0.5 kg, one taken', 0.5, ['B'], 'A', false],
  ])('%s', (_rule, itemQuantity, assignedCouponIds, couponId, allowed) => {
    expect(couponAssignmentAllowed({ itemQuantity, assignedCouponIds, couponId })).toBe(allowed);
  });
});
