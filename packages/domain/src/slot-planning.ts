// Slot planning rules (issue 26): what a store manager may change in the slot calendar without
// dropping a booking. Pure functions; the server applies them inside its transactions.

/** A slot's capacity may not go below what it already holds (orders and live cart holds). */
export type CapacityCheck = { ok: true } | { ok: false; booked: number };

export const MAX_SLOT_CAPACITY = 500;

export function checkCapacity(booked: number, capacity: number): CapacityCheck {
  return capacity >= booked ? { ok: true } : { ok: false, booked };
}

/** A day may be closed only while none of its slots holds a booking. */
export function checkClosing(bookedPerSlot: readonly number[]): { ok: true } | { ok: false; booked: number } {
  const booked = bookedPerSlot.reduce((sum, n) => sum + n, 0);
  return booked === 0 ? { ok: true } : { ok: false, booked };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" of a day (00:00–23:59). */
export function isSlotTime(value: string): boolean {
  return TIME.test(value);
}

/** An extra slot's window: two valid times, the end after the start, at least 30 minutes. */
export function checkWindow(begin: string, end: string): 'ok' | 'invalid' | 'order' | 'short' {
  if (!isSlotTime(begin) || !isSlotTime(end)) return 'invalid';
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  if (minutes(end) <= minutes(begin)) return 'order';
  if (minutes(end) - minutes(begin) < 30) return 'short';
  return 'ok';
}

/** The Monday of the ISO week of a YYYY-MM-DD date. */
export function mondayOf(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  d.setUTCDate(d.getUTCDate() - weekday);
  return d.toISOString().slice(0, 10);
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${monday}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
}

/** A slot's places as the planner shows them: orders, live cart holds, free. */
export function slotLoad(slot: { capacity: number; booked: number; held: number }): {
  orders: number;
  held: number;
  free: number;
} {
  const held = Math.min(slot.held, slot.booked);
  return { orders: slot.booked - held, held, free: Math.max(0, slot.capacity - slot.booked) };
}

// ---- weekly templates (ADR 0061) ----

/** One window of the weekly calendar of a warehouse and service. */
export interface WeekTemplate {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  begin: string; // HH:MM
  end: string;
  /** Minutes before the start at which orders close. */
  cutoffMinutes: number;
  capacity: number;
}

export const WEEKDAY_NAMES_IT = [
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
] as const;

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The slots the templates give for `days` days from `fromDate`, by date and start. */
export function templateCalendar(
  templates: readonly WeekTemplate[],
  fromDate: string,
  days: number,
): (Omit<WeekTemplate, 'weekday'> & { date: string })[] {
  const out: (Omit<WeekTemplate, 'weekday'> & { date: string })[] = [];
  for (let i = 0; i < days; i++) {
    const d = new Date(`${fromDate}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    const date = d.toISOString().slice(0, 10);
    const weekday = weekdayOf(date);
    for (const t of [...templates]
      .filter((x) => x.weekday === weekday)
      .sort((a, b) => a.begin.localeCompare(b.begin)))
      out.push({ date, begin: t.begin, end: t.end, cutoffMinutes: t.cutoffMinutes, capacity: t.capacity });
  }
  return out;
}

/**
 * What a template change does to an already generated slot of the coming days that holds
 * `booked` places: it takes the new capacity, or keeps exactly its bookings when it holds more
 * (a change never drops a booking: the slot is then full, and takes no new order).
 */
export function templateCapacityFor(booked: number, capacity: number): { capacity: number; kept: boolean } {
  return booked > capacity ? { capacity: booked, kept: true } : { capacity, kept: false };
}
