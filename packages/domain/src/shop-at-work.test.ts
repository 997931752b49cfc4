import { describe, expect, it } from 'vitest';
import {
  agreedDaysText,
  isoWeekdayOf,
  normalizeSubscriptionCode,
  SHOP_AT_WORK_MESSAGES,
} from './shop-at-work';

describe('shop at work', () => {
  it('normalises what the staff type, and refuses what cannot be a code', () => {
    expect(normalizeSubscriptionCode('  sporta-uffici ')).toBe('SPORTA-UFFICI');
    expect(normalizeSubscriptionCode('ab')).toBeNull();
    expect(normalizeSubscriptionCode('codice con spazi')).toBeNull();
    expect(normalizeSubscriptionCode('<script>')).toBeNull();
  });

  it('tells the ISO weekday of a day', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-26')).toBe(4);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it('says the agreed days in Italian', () => {
    expect(agreedDaysText([4, 2])).toBe('il martedì e il giovedì');
    expect(agreedDaysText([1, 3, 5])).toBe('il lunedì, il mercoledì e il venerdì');
    expect(agreedDaysText([6])).toBe('il sabato');
    expect(SHOP_AT_WORK_MESSAGES.codeExpired('Tessitura Brianza', '2026-10-27')).toContain('il 27/10/2026');
  });
});
