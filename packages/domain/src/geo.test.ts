import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo';

describe('distanceMeters', () => {
  it.each([
    // Milano Duomo → Monza Duomo ≈ 15.3 km; Milano → Bergamo ≈ 42 km; same point → 0
    [45.4642, 9.19, 45.5836, 9.2744, 14_000, 16_000],
    [45.4642, 9.19, 45.6983, 9.6773, 40_000, 46_000],
    [45.4642, 9.19, 45.4642, 9.19, 0, 0],
  ])('(%f, %f) → (%f, %f) is between %i and %i m', (a, b, c, d, min, max) => {
    const m = distanceMeters(a, b, c, d);
    expect(m).toBeGreaterThanOrEqual(min);
    expect(m).toBeLessThanOrEqual(max);
  });
});
