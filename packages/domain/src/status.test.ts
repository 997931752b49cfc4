import { describe, it, expect } from 'vitest';
import {
  DELIVERY_STATUS_LABELS,
  deliveryService,
  deliveryServiceId,
  FAST_SURCHARGE_CENTS,
  isAddressLocked,
  isFastService,
  isHomeService,
  isLockerService,
  isMealTicketPaymentType,
  ORDER_STATUS_IDS,
  ORDER_STATUS_LABELS,
  PAYMENT_DUE_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  REFUND_METHOD_LABELS,
  REFUND_STATUS_LABELS,
  TRANSACTION_STATUS_LABELS,
  DEFAULT_PAYMENT_TYPE_ID,
} from './status';

describe('order status (spec 001 §4)', () => {
  it.each([
    [1, 'In attesa di pagamento'],
    [2, 'In validazione'],
    [3, 'Ordinato'],
    [4, 'In preparazione'],
    [5, 'In preparazione (non più modificabile)'],
    [6, 'Pronto'],
    [7, 'In consegna'],
    [8, 'Consegnato'],
    [9, 'Consegnato parzialmente'],
    [10, 'Annullato'],
    [11, 'Non pagato'],
    [12, 'Non ritirato'],
    [13, 'Fallito'],
    [14, 'Tutti i sotto-ordini falliti'],
    [18, 'Scontrinato'],
    [19, 'In validazione'],
    [20, 'Validazione approvata'],
    [21, 'Validazione rifiutata'],
  ] as const)('%s → %s', (id, label) => {
    expect(ORDER_STATUS_LABELS[id]).toBe(label);
  });

  it('has exactly the listed ids', () => {
    expect([...ORDER_STATUS_IDS].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 18, 19, 20, 21,
    ]);
  });
});

describe('other status tables', () => {
  it.each([
    ['delivery', DELIVERY_STATUS_LABELS, [1, 2, 3, 4, 5, 6, 7]],
    ['refund', REFUND_STATUS_LABELS, [1, 3, 10]],
    ['refund method', REFUND_METHOD_LABELS, [6, 7]],
    ['transaction', TRANSACTION_STATUS_LABELS, [0, 1, 2]],
    ['payment due', PAYMENT_DUE_STATUS_LABELS, [1, 2, 3, 4]],
    ['payment type', PAYMENT_TYPE_LABELS, [1, 2, 11, 12, 13, 18, 19, 21, 24, 101]],
  ])('%s status ids', (_name, table, ids) => {
    expect(Object.keys(table).map(Number)).toEqual(ids);
    for (const label of Object.values(table)) expect(label).toMatch(/\S/);
  });

  it.each([
    [REFUND_STATUS_LABELS[1], 'In approvazione'],
    [REFUND_STATUS_LABELS[3], 'Approvato'],
    [REFUND_STATUS_LABELS[10], 'Annullato'],
    [REFUND_METHOD_LABELS[6], 'Rimborso'],
    [REFUND_METHOD_LABELS[7], 'Sostituzione'],
    [TRANSACTION_STATUS_LABELS[0], 'Errore'],
    [TRANSACTION_STATUS_LABELS[2], 'Completata'],
    [PAYMENT_DUE_STATUS_LABELS[1], 'Scaduta'],
    [PAYMENT_DUE_STATUS_LABELS[4], 'Saldata'],
    [DELIVERY_STATUS_LABELS[3], 'Consegnato'],
    [DELIVERY_STATUS_LABELS[7], 'Sospeso'],
    [PAYMENT_TYPE_LABELS[13], 'PayPal'],
    [PAYMENT_TYPE_LABELS[101], 'Fattura riepilogativa'],
  ])('label %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [18, true],
    [19, true],
    [21, true],
    [12, false],
    [20, false],
  ])('meal ticket payment type %s → %s', (id, expected) => {
    expect(isMealTicketPaymentType(id)).toBe(expected);
  });

  it('default payment type is 12', () => {
    expect(DEFAULT_PAYMENT_TYPE_ID).toBe(12);
  });
});

describe('delivery services (4n-3 drive, 4n-2 home, 4n-1 locker, 4n onboard; 13-18 FAST)', () => {
  it.each([
    [1, 1, 'drive', false],
    [2, 1, 'home', false],
    [3, 1, 'locker', false],
    [4, 1, 'onboard', false],
    [5, 2, 'drive', false],
    [6, 2, 'home', false],
    [7, 2, 'locker', false],
    [8, 2, 'onboard', false],
    [9, 3, 'drive', false],
    [10, 3, 'home', false],
    [11, 3, 'locker', false],
    [12, 3, 'onboard', false],
    [13, 1, 'drive', true],
    [14, 1, 'home', true],
    [15, 2, 'drive', true],
    [16, 2, 'home', true],
    [17, 3, 'drive', true],
    [18, 3, 'home', true],
  ] as const)('service %s → cooperative %s, %s, fast %s', (id, cooperativeId, kind, fast) => {
    expect(deliveryService(id)).toEqual({ id, cooperativeId, kind, fast });
    expect(deliveryServiceId(cooperativeId, kind, fast)).toBe(id);
    expect(isFastService(id)).toBe(fast);
  });

  it.each([[0], [19], [2.5], [-1]])('service %s does not exist', (id) => {
    expect(deliveryService(id)).toBeUndefined();
  });

  it.each([
    [3, true],
    [7, true],
    [11, true],
    [2, false],
    [15, false],
  ])('isLockerService(%s) = %s', (id, expected) => {
    expect(isLockerService(id)).toBe(expected);
  });

  it.each([
    [2, true],
    [6, true],
    [10, true],
    [1, false],
    [14, false],
  ])('isHomeService(%s) = %s', (id, expected) => {
    expect(isHomeService(id)).toBe(expected);
  });

  it('there is no FAST locker', () => {
    expect(() => deliveryServiceId(1, 'locker', true)).toThrow(RangeError);
  });

  it('FAST surcharge is 3.00 €', () => {
    expect(FAST_SURCHARGE_CENTS).toBe(300);
  });

  it.each([
    [7, true],
    [1, false],
    [6, false],
  ])('cart status %s locks the address: %s', (status, locked) => {
    expect(isAddressLocked(status)).toBe(locked);
  });
});
