// Wall-clock time in Europe/Rome, the shop's time zone, without Intl: CET (UTC+1), and CEST
// (UTC+2) from the last Sunday of March to the last Sunday of October at 01:00 UTC, the EU rule
// in force since 1996. Kept by hand because the browser's first Intl object costs 40–80 ms of
// main thread on a phone-class CPU while a page starts (ADR 0018); rome-time.test.ts holds it to
// Intl's Europe/Rome hour by hour.
import type { IsoWeekday } from './day-lock';

const MINUTE = 60_000;

/** 01:00 UTC of the last Sunday of `month` (0-based) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes Europe/Rome is ahead of UTC at `instant`: 60, or 120 in summer time. */
export function romeOffsetMinutes(instant: Date): number {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

export interface RomeWallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  weekday: IsoWeekday;
  minuteOfDay: number;
}

/** The date and time an instant shows on a clock in Rome. */
export function romeWallClock(instant: Date): RomeWallClock {
  const local = new Date(instant.getTime() + romeOffsetMinutes(instant) * MINUTE);
  const day = local.getUTCDay();
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: (day === 0 ? 7 : day) as IsoWeekday,
    minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The date in Rome at `instant`, as YYYY-MM-DD. */
export function romeDate(instant: Date): string {
  const { year, month, day } = romeWallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant of a wall-clock time in Rome (`date` YYYY-MM-DD, `time` HH:MM). Of the hour the
 * clocks repeat in October, the first (summer time); a time the clocks skip in March counts as
 * winter time.
 */
export function romeInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const summer = new Date(wall - 120 * MINUTE);
  if (romeOffsetMinutes(summer) === 120) return summer;
  return new Date(wall - 60 * MINUTE);
}

/** The calendar day `days` after `date` (both YYYY-MM-DD; negative days go back). */
export function dayAfter(date: string, days: number): string {
  const t = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
