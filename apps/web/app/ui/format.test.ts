import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, formatQuantity } from './format';

// The hand-written formats must print exactly what Intl's it-IT prints (ADR 0018).
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

const edges = [
  0,
  -0,
  0.005,
  0.015,
  0.045,
  0.125,
  0.0005,
  1.005,
  1.115,
  1.5,
  2.675,
  9.995,
  99.99,
  999.995,
  1000,
  1234.5,
  9999.995,
  10000,
  12345.678,
  12345678.9,
  1e-7,
  123456789012,
  -0.001,
  -1.5,
  -1234.5,
  -12345.5,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  0.3333,
  0.6666,
  0.9995,
  0.9994,
  1.0005,
];
// A fixed pseudo-random walk over prices, weights and cents (no Math.random: same every run).
const walk: number[] = [];
let seed = 7;
for (let i = 0; i < 4000; i++) {
  seed = (seed * 48271) % 2147483647;
  const scale = [1, 10, 100, 1000, 100000][i % 5]!;
  walk.push(((seed % 1000000) / 1000) * (scale / 100) * (i % 7 === 0 ? -1 : 1));
}

describe('formatPrice', () => {
  it('prints what Intl it-IT prints for euro', () => {
    for (const value of [...edges, ...walk])
      expect([value, formatPrice(value)]).toEqual([value, euro.format(value)]);
  });

  it('prints nothing for a missing or non-numeric price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes the Italian way', () => {
    expect(formatPrice(1.5)).toBe('1,50\u00a0€');
    expect(formatPrice(12345.6)).toBe('12.345,60\u00a0€');
  });
});

describe('formatQuantity', () => {
  it('prints what Intl it-IT prints with up to three decimals', () => {
    for (const value of [...edges, ...walk])
      expect([value, formatQuantity(value)]).toEqual([value, quantity.format(value)]);
  });

  it('drops the decimals a whole number does not have', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(0.25)).toBe('0,25');
  });
});

describe('formatDateTime', () => {
  it('day and time on the clock in Rome, summer and winter', () => {
    expect(formatDateTime('2026-03-05T10:07:00Z')).toBe('05/03/2026 11:07');
    expect(formatDateTime('2026-07-31T22:30:00Z')).toBe('01/08/2026 00:30');
    expect(formatDateTime('mai')).toBe('');
  });
});

describe('formatDate', () => {
  it('prints what Intl it-IT prints on the clock in Rome', () => {
    const intl = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 3_600_000 * 5) {
      expect(formatDate(t)).toBe(intl.format(t));
    }
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });

  it('prints nothing for a date that is not one', () => {
    expect(formatDate('domani')).toBe('');
  });
});
