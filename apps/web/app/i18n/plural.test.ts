import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it('selects what Intl.PluralRules it-IT selects', () => {
    const rules = new Intl.PluralRules('it-IT');
    const counts = [0, 1, -1, 1.5, 2, 3, 10, 11, 21, 100, 101, 999999, 1_000_000, 2_000_000, 1_000_001, 0.5];
    for (let n = 0; n <= 2500; n++) counts.push(n, n / 4);
    for (const count of counts) expect([count, pluralCategory(count)]).toEqual([count, rules.select(count)]);
  });
});
