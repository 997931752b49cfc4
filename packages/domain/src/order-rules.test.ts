import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingDataErrors,
  captureCents,
  CHECKOUT_PAYMENT_TYPES,
  isOnlinePaymentType,
  loosePriceCents,
  refundLineCents,
  refundPhotoError,
  shopperBagCount,
  shopperBagsCents,
  simulatedPickedGrams,
} from './order-rules';
import { canTransition } from './order-state';

describe('payment types of the checkout (spec 001 §9)', () => {
  it('offers 1, 2, 11, 12, 13, 24, 101 and the meal tickets 18, 19, 21', () => {
    expect([...CHECKOUT_PAYMENT_TYPES].sort((a, b) => a - b)).toEqual([
      1, 2, 11, 12, 13, 18, 19, 21, 24, 101,
    ]);
  });
  it.each([
    [1, true],
    [12, true],
    [13, true],
    [24, true],
    [2, false],
    [11, false],
    [101, false],
    [18, false],
  ])('type %s goes through the hosted payment page: %s', (id, online) => {
    expect(isOnlinePaymentType(id)).toBe(online);
  });
});

describe('shopper bags', () => {
  it.each([
    [0, 0],
    [1, 1],
    [8, 1],
    [9, 2],
    [17, 3],
  ])('%s pieces → %s bags', (pieces, bags) => expect(shopperBagCount(pieces)).toBe(bags));
  it('compostable bags cost 0.15 € each; reusable crates and no bags cost nothing', () => {
    expect(shopperBagsCents(1, 9)).toBe(30);
    expect(shopperBagsCents(2, 9)).toBe(0);
    expect(shopperBagsCents(3, 9)).toBe(0);
    expect(() => shopperBagsCents(9, 1)).toThrow();
  });
});

describe('capture never exceeds the pre-authorisation', () => {
  it.each([
    [1000, 1500, 1000],
    [1600, 1500, 1500],
    [1500, 1500, 1500],
    [0, 0, 0],
  ])('final %s, pre-authorised %s → captured %s', (final, pre, captured) =>
    expect(captureCents(final, pre)).toBe(captured),
  );
  it('refuses floats', () => expect(() => captureCents(10.5, 20)).toThrow());
});

describe('picking weights', () => {
  it('stays within ±10% of the ordered weight and is deterministic', () => {
    for (let seed = 1; seed < 500; seed++) {
      const g = simulatedPickedGrams(1000, seed);
      expect(g).toBeGreaterThanOrEqual(900);
      expect(g).toBeLessThanOrEqual(1100);
      expect(simulatedPickedGrams(1000, seed)).toBe(g);
    }
  });
  it('re-prices a loose line by its real weight', () => {
    expect(loosePriceCents(299, 1250)).toBe(374); // 3.7375 → 374
    expect(loosePriceCents(1000, 500)).toBe(500);
  });
});

describe('invoice data by person type', () => {
  const address = { address1: 'Via Roma 1', city: 'Milano', postalcode: '20121' };
  it('a private person needs name and a valid codice fiscale', () => {
    expect(
      billingDataErrors({
        personType: 'private',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA85T10A562S',
        ...address,
      }),
    ).toEqual([]);
    expect(
      billingDataErrors({ personType: 'private', firstName: 'Mario', lastName: 'Rossi', ...address }),
    ).toEqual([{ field: 'fiscalCode', message: 'Campo obbligatorio' }]);
    expect(
      billingDataErrors({
        personType: 'private',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'ABC',
        ...address,
      }),
    ).toEqual([{ field: 'fiscalCode', message: 'Formato non corretto' }]);
  });
  it('a company needs name, partita IVA and SDI code or PEC', () => {
    expect(
      billingDataErrors({
        personType: 'company',
        companyName: 'Coop Srl',
        vatNumber: '12345678903',
        sdiCode: 'ABC1234',
        ...address,
      }),
    ).toEqual([]);
    expect(
      billingDataErrors({ personType: 'company', companyName: 'Coop Srl', vatNumber: '123', ...address }),
    ).toEqual([
      { field: 'sdiCode', message: 'Indica il codice destinatario SDI oppure la PEC' },
      { field: 'vatNumber', message: 'Formato della partita IVA non corretto' },
    ]);
    expect(
      billingDataErrors({
        personType: 'company',
        companyName: 'Coop',
        vatNumber: '12345678903',
        sdiCode: 'abc',
        ...address,
      })[0],
    ).toEqual({ field: 'sdiCode', message: 'Codice destinatario non valido' });
  });
  it('a sole proprietor needs name, fiscal code, partita IVA and SDI or PEC; the address is always needed', () => {
    expect(
      billingDataErrors({
        personType: 'sole_proprietor',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: '12345678903',
        vatNumber: '12345678903',
        pec: 'mario@pec.it',
        ...address,
      }),
    ).toEqual([]);
    const errors = billingDataErrors({ personType: 'sole_proprietor', pec: 'no' });
    expect(errors.map((e) => e.field)).toEqual([
      'firstName',
      'lastName',
      'fiscalCode',
      'vatNumber',
      'address1',
      'city',
      'postalcode',
      'pec',
    ]);
  });
});

describe('refund photos', () => {
  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', 5 * 1024 * 1024, null],
    ['image/gif', 10, 'La foto deve essere un’immagine JPEG, PNG o WebP'],
    ['image/webp', 5 * 1024 * 1024 + 1, 'La foto non può superare 5 MB'],
  ])('%s of %s bytes → %s', (type, bytes, message) => expect(refundPhotoError(type, bytes)).toBe(message));
});

describe('the fulfilment path is a walk of the transition table', () => {
  it('3 → 4 → 5 → 6 → 7 → 8 → 18', () => {
    const path = [3, 4, 5, 6, 7, 8, 18];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
  });
});

describe('refundLineCents', () => {
  const line = { payCents: 1000, deliveredQuantity: 3, refundedQuantity: 0, refundedCents: 0 };
  it('gives back the share of what the line cost after its discounts', () => {
    expect(refundLineCents(line, 1)).toBe(333);
    expect(refundLineCents(line, 3)).toBe(1000);
  });
  it('the last of a line gives what is left, never more than it cost', () => {
    expect(refundLineCents({ ...line, refundedQuantity: 2, refundedCents: 667 }, 1)).toBe(333);
    expect(refundLineCents({ ...line, refundedQuantity: 1, refundedCents: 333 }, 2)).toBe(667);
  });
  it('refuses what is not there', () => {
    expect(refundLineCents({ ...line, refundedQuantity: 3, refundedCents: 1000 }, 1)).toBeNull();
    expect(refundLineCents(line, 4)).toBeNull();
    expect(refundLineCents(line, 0)).toBeNull();
    expect(
      refundLineCents(
        { payCents: 912, deliveredQuantity: 0.612, refundedQuantity: 0, refundedCents: 0 },
        0.3,
      ),
    ).toBe(447);
  });
  it('adds up to at most the line for any split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 25 }),
        (payCents, delivered, asks) => {
          let state = { payCents, deliveredQuantity: delivered, refundedQuantity: 0, refundedCents: 0 };
          for (const q of asks) {
            const cents = refundLineCents(state, q);
            if (cents === null) continue;
            state = {
              ...state,
              refundedQuantity: state.refundedQuantity + q,
              refundedCents: state.refundedCents + cents,
            };
          }
          expect(state.refundedCents).toBeLessThanOrEqual(payCents);
          if (state.refundedQuantity === delivered) expect(state.refundedCents).toBe(payCents);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
