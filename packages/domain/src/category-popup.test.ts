import { describe, expect, it } from 'vitest';
import { categoryPopupDue, categoryPopupOf } from './category-popup';

describe('category popup', () => {
  it('reads the platform settings: ACTIVE, TITLE, OPENING_DELAY, REOPENING_DAYS_DELAY', () => {
    expect(
      categoryPopupOf(
        { ACTIVE: 'true', TITLE: ' Di stagione ', OPENING_DELAY: '3', REOPENING_DAYS_DELAY: '7' },
        '<p>x</p>',
      ),
    ).toEqual({ title: 'Di stagione', content: '<p>x</p>', openingDelaySeconds: 3, reopeningDays: 7 });
    expect(categoryPopupOf({ ACTIVE: true, TITLE: 'A', OPENING_DELAY: 2.7 })).toMatchObject({
      openingDelaySeconds: 2,
      reopeningDays: null,
    });
    // a delay out of reason is capped; a negative or unreadable one is none
    expect(categoryPopupOf({ ACTIVE: '1', TITLE: 'A', OPENING_DELAY: '900' })?.openingDelaySeconds).toBe(60);
    expect(categoryPopupOf({ ACTIVE: '1', TITLE: 'A', OPENING_DELAY: '-4' })?.openingDelaySeconds).toBe(0);
    expect(
      categoryPopupOf({ ACTIVE: '1', TITLE: 'A', REOPENING_DAYS_DELAY: 'mai' })?.reopeningDays,
    ).toBeNull();
  });

  it('is off when not active or empty', () => {
    expect(categoryPopupOf(undefined)).toBeNull();
    expect(categoryPopupOf({ ACTIVE: 'false', TITLE: 'A' })).toBeNull();
    expect(categoryPopupOf({ TITLE: 'A' })).toBeNull();
    expect(categoryPopupOf({ ACTIVE: 'true', TITLE: ' ' }, '')).toBeNull();
  });

  it('is due the first time, then again only after the re-open days; without them, never again', () => {
    const week = categoryPopupOf({ ACTIVE: 'true', TITLE: 'A', REOPENING_DAYS_DELAY: 7 })!;
    const once = categoryPopupOf({ ACTIVE: 'true', TITLE: 'A' })!;
    const now = new Date('2026-11-26T12:00:00Z');
    expect(categoryPopupDue(week, null, now)).toBe(true);
    expect(categoryPopupDue(week, '2026-11-20T12:00:01Z', now)).toBe(false);
    expect(categoryPopupDue(week, '2026-11-19T12:00:00Z', now)).toBe(true);
    expect(categoryPopupDue(once, '2025-01-01T00:00:00Z', now)).toBe(false);
    expect(categoryPopupDue(once, 'rotto', now)).toBe(true);
  });
});
