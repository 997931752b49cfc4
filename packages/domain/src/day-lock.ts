/**
 * Day-lock (spec 001 §5): a product that can be bought only for delivery on some
 * days. "Days are a comma- or space-separated list; each entry is a weekday
 * optionally followed by an underscore and a part of the day."
 *
 * Our format (the original tokens are not shown, so we accept the common ones):
 * - weekday, case-insensitive: digits 1-7 (Monday = 1, ISO), Italian short names
 *   lun mar mer gio ven sab dom, Italian full names with or without the accent
 *   (lunedì / lunedi … domenica), English short and full names (mon … sun,
 *   monday … sunday);
 * - part of the day, case-insensitive: 'mattina' (also 'am', 'morning') from 00:00 to
 *   12:59, 'pomeriggio' ('afternoon') from 13:00 to 17:59, 'sera' ('evening') from
 *   18:00 to 23:59; 'pm' stands for pomeriggio and sera together.
 * Examples: "1_mattina,3", "lun_am ven_pm", "sabato".
 *
 * A time is matched in Europe/Rome. Unknown tokens are ignored; a day-lock with no
 * valid entry locks nothing (a data error must not hide a product from sale).
 */
import { romeWallClock } from './rome-time';

export const DAY_PARTS = ['mattina', 'pomeriggio', 'sera'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** ISO weekday, Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DayLockEntry {
  weekday: IsoWeekday;
  /** Parts of the day allowed; undefined means the whole day. */
  parts?: readonly DayPart[];
}

export interface ParsedDayLock {
  entries: DayLockEntry[];
  /** Tokens we could not read. */
  invalid: string[];
}

const WEEKDAY_NAMES: ReadonlyArray<readonly string[]> = [
  ['lun', 'lunedì', 'lunedi', 'mon', 'monday'],
  ['mar', 'martedì', 'martedi', 'tue', 'tuesday'],
  ['mer', 'mercoledì', 'mercoledi', 'wed', 'wednesday'],
  ['gio', 'giovedì', 'giovedi', 'thu', 'thursday'],
  ['ven', 'venerdì', 'venerdi', 'fri', 'friday'],
  ['sab', 'sabato', 'sat', 'saturday'],
  ['dom', 'domenica', 'sun', 'sunday'],
];

const PART_ALIASES: Readonly<Record<string, readonly DayPart[]>> = {
  mattina: ['mattina'],
  am: ['mattina'],
  morning: ['mattina'],
  pomeriggio: ['pomeriggio'],
  afternoon: ['pomeriggio'],
  sera: ['sera'],
  evening: ['sera'],
  pm: ['pomeriggio', 'sera'],
};

/** Minutes of the day each part covers: [from, to). */
export const DAY_PART_MINUTES: Readonly<Record<DayPart, readonly [number, number]>> = {
  mattina: [0, 13 * 60],
  pomeriggio: [13 * 60, 18 * 60],
  sera: [18 * 60, 24 * 60],
};

function parseWeekday(token: string): IsoWeekday | undefined {
  if (/^[1-7]$/.test(token)) return Number(token) as IsoWeekday;
  const index = WEEKDAY_NAMES.findIndex((names) => names.includes(token));
  return index >= 0 ? ((index + 1) as IsoWeekday) : undefined;
}

export function parseDayLock(dayLock: string | null | undefined): ParsedDayLock {
  const entries: DayLockEntry[] = [];
  const invalid: string[] = [];
  for (const token of (dayLock ?? '').split(/[\s,;]+/)) {
    if (token === '') continue;
    const [dayToken = '', partToken, ...rest] = token.toLowerCase().split('_');
    const weekday = parseWeekday(dayToken);
    const parts = partToken === undefined ? undefined : PART_ALIASES[partToken];
    if (weekday === undefined || rest.length > 0 || (partToken !== undefined && parts === undefined)) {
      invalid.push(token);
      continue;
    }
    entries.push(parts ? { weekday, parts } : { weekday });
  }
  return { entries, invalid };
}

/** Merges entries per weekday (a whole-day entry wins), ordered Monday first. */
export function mergeDayLockEntries(entries: readonly DayLockEntry[]): DayLockEntry[] {
  const byDay = new Map<IsoWeekday, Set<DayPart> | 'all'>();
  for (const e of entries) {
    const prev = byDay.get(e.weekday);
    if (prev === 'all') continue;
    if (!e.parts) byDay.set(e.weekday, 'all');
    else byDay.set(e.weekday, new Set([...(prev ?? []), ...e.parts]));
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekday, parts]) =>
      parts === 'all' ? { weekday } : { weekday, parts: DAY_PARTS.filter((p) => parts.has(p)) },
    );
}

/** ISO weekday and minute of the day of an instant, in Europe/Rome. */
export function romeWeekdayAndMinute(date: Date): { weekday: IsoWeekday; minuteOfDay: number } {
  const { weekday, minuteOfDay } = romeWallClock(date);
  return { weekday, minuteOfDay };
}

/**
 * True when the product may NOT be bought for delivery at `delivery` (the slot's
 * start): the day-lock has valid entries and none matches the weekday and part of
 * the day. An empty day-lock locks nothing.
 */
export function isDayLocked(dayLock: string | null | undefined, delivery: Date): boolean {
  const { entries } = parseDayLock(dayLock);
  if (entries.length === 0) return false;
  const { weekday, minuteOfDay } = romeWeekdayAndMinute(delivery);
  const allowed = entries.some(
    (e) =>
      e.weekday === weekday &&
      (!e.parts ||
        e.parts.some((p) => minuteOfDay >= DAY_PART_MINUTES[p][0] && minuteOfDay < DAY_PART_MINUTES[p][1])),
  );
  return !allowed;
}

const WEEKDAY_IT = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];

function joinItalian(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Tooltip of the day-lock badge, e.g. "Acquistabile solo con consegna il lunedì
 * mattina, il mercoledì e la domenica pomeriggio o sera". Undefined when nothing is locked.
 */
export function dayLockTooltip(dayLock: string | null | undefined): string | undefined {
  const entries = mergeDayLockEntries(parseDayLock(dayLock).entries);
  if (entries.length === 0) return undefined;
  const phrases = entries.map((e) => {
    const day = WEEKDAY_IT[e.weekday - 1] as string;
    const article = e.weekday === 7 ? 'la' : 'il';
    const parts = e.parts && e.parts.length < DAY_PARTS.length ? ` ${joinItalian(e.parts, 'o')}` : '';
    return `${article} ${day}${parts}`;
  });
  return `Acquistabile solo con consegna ${joinItalian(phrases, 'e')}`;
}
