// Prices, weights and dates are formatted here and nowhere else (STYLE.md, Web).
// Numbers are formatted by hand, the way Intl's it-IT formats them: the browser's first Intl
// object loads ICU's locale data, 40–80 ms of main thread on a phone-class CPU, and every entry
// page formats prices while it hydrates (ADR 0018). Dates are read on Rome's clock by the domain
// (rome-time.ts); the weekday names of the slot tabs keep Intl, created on first use.
// format.test.ts holds the hand-written ones to Intl's output.
import { romeWallClock } from '@sporta/domain/rome-time';

/** `abs` rounded to `digits` decimals, half away from zero, on its shortest decimal form (as ICU). */
function roundDecimal(abs: number, digits: number): { int: string; frac: string } {
  const text = String(abs);
  if (text.includes('e')) {
    const [int = '0', frac = ''] = abs.toFixed(digits).split('.');
    return { int, frac };
  }
  const [int = '0', rest = ''] = text.split('.');
  if (rest.length <= digits) return { int, frac: rest.padEnd(digits, '0') };
  let scaled = BigInt(int + rest.slice(0, digits));
  if (rest.charCodeAt(digits) >= 53 /* '5' */) scaled += 1n;
  const all = scaled.toString().padStart(digits + 1, '0');
  return { int: all.slice(0, all.length - digits), frac: all.slice(all.length - digits) };
}

/** Italian grouping: a dot every three digits, only from five digits up ("1234", "12.345"). */
function group(int: string): string {
  return int.length < 5 ? int : int.replace(/\B(?=(\d{3})+$)/g, '.');
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** A price in euro: "1,50 €", "12.345,00 €" (a no-break space before the sign). */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const { int, frac } = roundDecimal(Math.abs(value), 2);
  return `${sign(value)}${group(int)},${frac}\u00a0€`;
}

/** A date as Italians write it, "05/03/2026", on the clock in Rome; nothing for no date. */
export function formatDate(value: Date | string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = romeWallClock(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** A date and time on the clock in Rome, "05/03/2026 14:07". */
export function formatDateTime(value: Date | string | number): string {
  const date = new Date(value);
  const day = formatDate(date);
  if (!day) return '';
  const { minuteOfDay } = romeWallClock(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** The unit shown after a per-unit price: "kg", "l", "pz". */
export function unitLabel(unit: string | undefined): string {
  return (unit ?? '').trim().toLowerCase();
}

/** A quantity or weight, up to three decimals: "0,5", "1,25", "2". */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return '';
  const { int, frac } = roundDecimal(Math.abs(value), 3);
  const decimals = frac.replace(/0+$/, '');
  return `${sign(value)}${group(int)}${decimals ? `,${decimals}` : ''}`;
}

let weekdayFormat: Intl.DateTimeFormat | undefined;

/** A delivery day of the time-slot tabs: "sab 21/11". `dateIso` is YYYY-MM-DD. */
export function formatWeekday(dateIso: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  });
  return weekdayFormat.format(new Date(`${dateIso}T12:00:00Z`));
}
