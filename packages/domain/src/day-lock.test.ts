import { describe, it, expect } from 'vitest';
import { dayLockTooltip, isDayLocked, parseDayLock, romeWeekdayAndMinute } from './day-lock';

// Europe/Rome is UTC+1 in January: 2025-01-06 is a Monday.
const rome = (isoLocal: string): Date => new Date(`${isoLocal}+01:00`);

describe('parseDayLock: comma- or space-separated weekdays, optional _part of the day', () => {
  it.each([
    ['1', [{ weekday: 1 }]],
    ['1,3', [{ weekday: 1 }, { weekday: 3 }]],
    ['1 3', [{ weekday: 1 }, { weekday: 3 }]],
    ['1, 3', [{ weekday: 1 }, { weekday: 3 }]],
    ['lun_mattina', [{ weekday: 1, parts: ['mattina'] }]],
    ['Mer_Pomeriggio', [{ weekday: 3, parts: ['pomeriggio'] }]],
    ['venerdì_sera', [{ weekday: 5, parts: ['sera'] }]],
    ['venerdi', [{ weekday: 5 }]],
    ['sun_am', [{ weekday: 7, parts: ['mattina'] }]],
    ['saturday_PM', [{ weekday: 6, parts: ['pomeriggio', 'sera'] }]],
    ['7', [{ weekday: 7 }]],
    ['', []],
  ])('%j', (input, entries) => {
    expect(parseDayLock(input)).toEqual({ entries, invalid: [] });
  });

  it.each([
    ['8', ['8']],
    ['0', ['0']],
    ['lun_notte', ['lun_notte']],
    ['xyz,2', ['xyz']],
    ['1_am_pm', ['1_am_pm']],
  ])('%j reports invalid tokens %j', (input, invalid) => {
    expect(parseDayLock(input).invalid).toEqual(invalid);
  });
});

describe('isDayLocked: locked when no entry matches the delivery day and part of the day (Europe/Rome)', () => {
  it.each([
    ['', '2025-01-06T10:00:00', false],
    [null, '2025-01-06T10:00:00', false],
    ['1', '2025-01-06T10:00:00', false], // Monday
    ['1', '2025-01-07T10:00:00', true], // Tuesday
    ['lun_mattina', '2025-01-06T09:00:00', false],
    ['lun_mattina', '2025-01-06T12:59:00', false],
    ['lun_mattina', '2025-01-06T13:00:00', true],
    ['1_pomeriggio', '2025-01-06T15:00:00', false],
    ['1_pomeriggio', '2025-01-06T18:00:00', true],
    ['1_sera', '2025-01-06T19:30:00', false],
    ['1_pm', '2025-01-06T19:30:00', false],
    ['1_pm', '2025-01-06T10:00:00', true],
    ['dom', '2025-01-12T10:00:00', false], // Sunday
    ['6,7', '2025-01-10T10:00:00', true], // Friday
    ['nonsense', '2025-01-07T10:00:00', false], // no valid entry: nothing locked
  ])('day-lock %j at %s → locked %s', (dayLock, local, locked) => {
    expect(isDayLocked(dayLock, rome(local))).toBe(locked);
  });

  it('reads the weekday in Rome, not in UTC', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Rome.
    expect(romeWeekdayAndMinute(new Date('2025-01-05T23:30:00Z'))).toEqual({ weekday: 1, minuteOfDay: 30 });
    expect(isDayLocked('1', new Date('2025-01-05T23:30:00Z'))).toBe(false);
  });
});

describe('dayLockTooltip (Italian)', () => {
  it.each([
    ['1_mattina', 'Acquistabile solo con consegna il lunedì mattina'],
    ['1_mattina,3', 'Acquistabile solo con consegna il lunedì mattina e il mercoledì'],
    [
      '5_pm 3 1_mattina dom',
      'Acquistabile solo con consegna il lunedì mattina, il mercoledì, il venerdì pomeriggio o sera e la domenica',
    ],
    ['1_mattina 1', 'Acquistabile solo con consegna il lunedì'],
    ['2_mattina 2_pomeriggio', 'Acquistabile solo con consegna il martedì mattina o pomeriggio'],
    ['6_mattina 6_pm', 'Acquistabile solo con consegna il sabato'],
    ['', undefined],
  ])('%j → %s', (dayLock, text) => {
    expect(dayLockTooltip(dayLock)).toBe(text);
  });
});
