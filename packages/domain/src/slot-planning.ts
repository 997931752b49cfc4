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

// ---- per-zone capacity (ADR 0069) ----

/** A slot's own places and, when the store manager set one, its limit for a delivery zone. */
export interface ZoneLoad {
  capacity: number;
  booked: number;
  /** The zone's capacity in this slot; null: the zone is limited only by the slot. */
  zoneCapacity: number | null;
  /** Places of the slot taken by the zone (its orders and live cart holds). */
  zoneBooked: number;
}

/** Places a customer of the zone can still take: the smaller of the slot's room and the zone's. */
export function roomFor(load: ZoneLoad): number {
  const slotRoom = Math.max(0, load.capacity - load.booked);
  if (load.zoneCapacity === null) return slotRoom;
  return Math.min(slotRoom, Math.max(0, load.zoneCapacity - load.zoneBooked));
}

/**
 * The slot as a customer of the zone sees it: the limit that leaves less room decides its capacity
 * and bookings (so a slot full for the zone reads as full), with the places left.
 */
export function zoneView(load: ZoneLoad): { capacity: number; booked: number; available: number } {
  const available = roomFor(load);
  const zoneTighter =
    load.zoneCapacity !== null && load.zoneCapacity - load.zoneBooked < load.capacity - load.booked;
  return zoneTighter
    ? { capacity: load.zoneCapacity as number, booked: load.zoneBooked, available }
    : { capacity: load.capacity, booked: load.booked, available };
}

/** Why a place cannot be taken: the slot is full, or the zone's share of it is. */
export function refusalOf(load: ZoneLoad): 'slot_full' | 'zone_full' | null {
  if (load.booked >= load.capacity) return 'slot_full';
  if (load.zoneCapacity !== null && load.zoneBooked >= load.zoneCapacity) return 'zone_full';
  return null;
}

/** The zone's capacity may not go below the places its orders and holds already take in the slot. */
export function checkZoneCapacity(zoneBooked: number, capacity: number): CapacityCheck {
  return checkCapacity(zoneBooked, capacity);
}
