import { describe, expect, it } from 'vitest';
import { romeDate, romeInstant, romeOffsetMinutes, romeWallClock } from './rome-time';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function byIntl(instant: Date) {
  const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday!) + 1,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

describe('Europe/Rome by hand', () => {
  it('shows what Intl shows, every hour (and the quarters around each change) from 2015 to 2040', () => {
    const start = Date.UTC(2015, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    for (let t = start; t < end; t += 3_600_000) {
      const instant = new Date(t);
      expect(romeWallClock(instant)).toEqual(byIntl(instant));
    }
    for (let year = 2015; year < 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let t = change - 3_600_000; t <= change + 3_600_000; t += 15 * 60_000) {
          expect(romeWallClock(new Date(t))).toEqual(byIntl(new Date(t)));
        }
      }
    }
    // About 220,000 comparisons: 3 s on a quiet machine, more than vitest's default 5 s on a
    // busy CI one.
  }, 60_000);

  it('gives the date in Rome as YYYY-MM-DD', () => {
    expect(romeDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(romeDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(romeDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(romeDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('finds the instant of a Rome wall-clock time', () => {
    expect(romeInstant('2026-01-15', '09:30').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(romeInstant('2026-07-15', '09:30').toISOString()).toBe('2026-07-15T07:30:00.000Z');
    // The day summer time starts (29 March 2026) and ends (25 October 2026).
    expect(romeInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(romeInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(romeInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(romeInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('goes back and forth between instants and wall-clock times', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
      const clock = romeWallClock(new Date(t));
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
      const time = `${pad(Math.floor(clock.minuteOfDay / 60))}:${pad(clock.minuteOfDay % 60)}`;
      const back = romeInstant(date, time).getTime();
      // Only the hour repeated in October has two instants; the first is chosen.
      if (back !== t) expect([t - back, romeOffsetMinutes(new Date(t))]).toEqual([3_600_000, 60]);
    }
  });
});
