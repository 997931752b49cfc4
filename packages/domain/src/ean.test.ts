import { describe, it, expect } from 'vitest';
import { completeEan13, ean13CheckDigit, gs1CheckDigit, isValidEan13, isValidGs1 } from './ean';

describe('EAN-13 check digit', () => {
  it.each([
    ['400638133393', 1],
    ['800100000000', 9],
    ['978030640615', 7],
    ['000000000000', 0],
  ])('%s → %s', (data, digit) => {
    expect(ean13CheckDigit(data)).toBe(digit);
    expect(completeEan13(data)).toBe(`${data}${digit}`);
  });

  it.each([
    ['4006381333931', true],
    ['9780306406157', true],
    ['4006381333932', false],
    ['400638133393', false],
    ['40063813339311', false],
    ['400638133393A', false],
  ])('isValidEan13(%s) = %s', (code, valid) => {
    expect(isValidEan13(code)).toBe(valid);
  });

  it('needs 12 data digits', () => {
    expect(() => ean13CheckDigit('123')).toThrow(RangeError);
  });
});

describe('GS1 check digit (any length: EAN-8, GTIN-14, loyalty cards)', () => {
  it.each([
    ['9638507', 4], // EAN-8 96385074
    ['1001234567890', 2], // GTIN-14 10012345678902
  ])('%s → %s', (data, digit) => {
    expect(gs1CheckDigit(data)).toBe(digit);
  });

  it.each([
    ['96385074', true],
    ['96385075', false],
    ['2460000123457', true],
    ['2460000123458', false],
    ['7', false],
  ])('isValidGs1(%s) = %s', (code, valid) => {
    expect(isValidGs1(code)).toBe(valid);
  });

  it('refuses non-digits', () => {
    expect(() => gs1CheckDigit('12a')).toThrow(RangeError);
  });
});
