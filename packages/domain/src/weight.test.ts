import { describe, it, expect } from 'vitest';
import { convertWeight, logisticCounts, pricePerUnit, unitFactor, unitMultiplier } from './weight';

describe('weight unit multipliers (spec 001 §5)', () => {
  it.each([
    ['g', 1000],
    ['gr', 1000],
    ['kg', 1],
    ['hg', 10],
    ['dag', 100],
    ['ml', 1000],
    ['cl', 100],
    ['lt', 1],
    ['l', 1],
    ['KG', 1],
    ['Gr', 1000],
    [' ML ', 1000],
  ])('%s → %s', (unit, multiplier) => {
    expect(unitMultiplier(unit)).toBe(multiplier);
  });

  it.each([['oz'], [''], [null], [undefined]])('unknown unit %s has no multiplier', (unit) => {
    expect(unitMultiplier(unit)).toBeUndefined();
  });

  it.each([
    ['g', 'kg', 1000],
    ['hg', 'kg', 10],
    ['g', 'hg', 100],
    ['cl', 'l', 100],
    ['ml', 'lt', 1000],
    ['kg', 'kg', 1],
    ['g', 'l', undefined], // mass over volume is not a factor
  ])('selling unit %s over base unit %s = %s', (sell, base, factor) => {
    expect(unitFactor(sell, base)).toBe(factor);
  });

  it.each([
    [500, 'g', 'kg', 0.5],
    [3, 'hg', 'g', 300],
    [75, 'cl', 'l', 0.75],
  ])('convertWeight(%s %s → %s) = %s', (amount, from, to, expected) => {
    expect(convertWeight(amount, from, to)).toBe(expected);
  });
});

describe('price per base unit: packaged price normalised by selling weight', () => {
  it.each([
    [250, 500, 'g', 'kg', 500],
    [199, 0.75, 'kg', 'kg', 265], // 265.33
    [129, 33, 'cl', 'l', 391], // 390.9
    [349, 1, 'kg', 'kg', 349],
    [250, 500, 'g', 'hg', 50],
    [100, 3, 'hg', 'kg', 333],
    [89, 150, 'GR', 'KG', 593], // 593.3
  ])('%s cents for %s %s → %s cents per %s… %s', (price, weight, sell, base, expected) => {
    expect(pricePerUnit(price, weight, sell, base)).toBe(expected);
  });

  it.each([
    [250, 0, 'g', 'kg'],
    [250, -1, 'g', 'kg'],
    [250, 500, 'oz', 'kg'],
    [250, 500, 'g', 'l'],
  ])('no per-unit price for %s cents, %s %s in %s', (price, weight, sell, base) => {
    expect(pricePerUnit(price, weight, sell, base)).toBeUndefined();
  });
});

describe('pallet and package counts (shown only when the quantity divides evenly)', () => {
  it.each([
    [12, 120, 6, { pallets: null, packages: 2 }],
    [120, 120, 6, { pallets: 1, packages: 20 }],
    [7, 120, 6, { pallets: null, packages: null }],
    [6, null, 6, { pallets: null, packages: 1 }],
    [6, undefined, 1, { pallets: null, packages: null }],
    [0, 120, 6, { pallets: null, packages: null }],
    [1.5, 120, 6, { pallets: null, packages: null }],
  ])('quantity %s, pallet %s, package %s → %j', (q, pallet, pkg, expected) => {
    expect(logisticCounts(q, pallet, pkg)).toEqual(expected);
  });
});
