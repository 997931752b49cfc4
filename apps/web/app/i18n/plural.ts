/**
 * Italian plural category (CLDR "it", what Intl.PluralRules('it-IT') selects): "one" for 1,
 * "many" for whole millions, otherwise "other". By hand: the browser's first Intl object costs
 * 40–80 ms of main thread while the entry page starts (ADR 0018). plural.test.ts compares them.
 */
export function pluralCategory(count: number): 'one' | 'many' | 'other' {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return 'other';
  if (n === 1) return 'one';
  return n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
}
