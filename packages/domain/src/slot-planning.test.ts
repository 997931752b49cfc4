import { describe, expect, it } from 'vitest';
import {
  checkCapacity,
  checkZoneCapacity,
  refusalOf,
  roomFor,
  zoneView,
  checkClosing,
  checkWindow,
  mondayOf,
  slotLoad,
  templateCalendar,
  templateCapacityFor,
  weekDates,
  WEEKDAY_NAMES_IT,
} from './slot-planning';

describe('slot planning rules', () => {
  it('refuses a capacity below the bookings, with their number', () => {
    expect(checkCapacity(3, 5)).toEqual({ ok: true });
    expect(checkCapacity(3, 3)).toEqual({ ok: true });
    expect(checkCapacity(6, 5)).toEqual({ ok: false, booked: 6 });
  });

  it('closes a day only when nothing is booked on it', () => {
    expect(checkClosing([0, 0, 0])).toEqual({ ok: true });
    expect(checkClosing([])).toEqual({ ok: true });
    expect(checkClosing([0, 2, 1])).toEqual({ ok: false, booked: 3 });
  });

  it('checks an extra slot window', () => {
    expect(checkWindow('09:00', '11:00')).toBe('ok');
    expect(checkWindow('9:00', '11:00')).toBe('invalid');
    expect(checkWindow('24:00', '11:00')).toBe('invalid');
    expect(checkWindow('11:00', '09:00')).toBe('order');
    expect(checkWindow('11:00', '11:00')).toBe('order');
    expect(checkWindow('11:00', '11:20')).toBe('short');
  });

  it('finds the week of a date (Monday to Sunday)', () => {
    expect(mondayOf('2026-12-08')).toBe('2026-12-07'); // a Tuesday
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07'); // Sunday
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('splits a slot into orders, holds and free places', () => {
    expect(slotLoad({ capacity: 10, booked: 4, held: 1 })).toEqual({ orders: 3, held: 1, free: 6 });
    expect(slotLoad({ capacity: 2, booked: 2, held: 0 })).toEqual({ orders: 2, held: 0, free: 0 });
  });
});

describe('weekly templates', () => {
  const templates = [
    { weekday: 2, begin: '11:00', end: '13:00', cutoffMinutes: 60, capacity: 8 },
    { weekday: 2, begin: '09:00', end: '11:00', cutoffMinutes: 60, capacity: 12 },
    { weekday: 7, begin: '09:00', end: '11:00', cutoffMinutes: 0, capacity: 3 },
  ];

  it('generates the slots of the coming days from the templates of their weekday', () => {
    // 2026-12-07 is a Monday: Tuesday 8 and Sunday 13 have slots, in order of start
    expect(templateCalendar(templates, '2026-12-07', 7)).toEqual([
      { date: '2026-12-08', begin: '09:00', end: '11:00', cutoffMinutes: 60, capacity: 12 },
      { date: '2026-12-08', begin: '11:00', end: '13:00', cutoffMinutes: 60, capacity: 8 },
      { date: '2026-12-13', begin: '09:00', end: '11:00', cutoffMinutes: 0, capacity: 3 },
    ]);
    expect(templateCalendar(templates, '2026-12-09', 4)).toEqual([]);
    expect(WEEKDAY_NAMES_IT[1]).toBe('martedì');
  });

  it('never takes a generated slot below its bookings: it keeps them, full', () => {
    expect(templateCapacityFor(3, 6)).toEqual({ capacity: 6, kept: false });
    expect(templateCapacityFor(6, 6)).toEqual({ capacity: 6, kept: false });
    expect(templateCapacityFor(7, 6)).toEqual({ capacity: 7, kept: true });
  });
});

describe('per-zone capacity (ADR 0069)', () => {
  it.each([
    // capacity, booked, zoneCapacity, zoneBooked → room
    [20, 5, null, 3, 15],
    [20, 5, 6, 3, 3],
    [20, 5, 6, 6, 0],
    [20, 19, 6, 1, 1],
    [20, 20, 6, 0, 0],
    [20, 5, 0, 0, 0],
  ])('slot %i/%i, zone %s/%i: room %i', (capacity, booked, zoneCapacity, zoneBooked, room) => {
    expect(roomFor({ capacity, booked, zoneCapacity, zoneBooked })).toBe(room);
  });

  it('shows the slot through the tighter limit', () => {
    expect(zoneView({ capacity: 20, booked: 5, zoneCapacity: 6, zoneBooked: 6 })).toEqual({
      capacity: 6,
      booked: 6,
      available: 0,
    });
    expect(zoneView({ capacity: 20, booked: 18, zoneCapacity: 6, zoneBooked: 1 })).toEqual({
      capacity: 20,
      booked: 18,
      available: 2,
    });
    expect(zoneView({ capacity: 20, booked: 5, zoneCapacity: null, zoneBooked: 2 })).toEqual({
      capacity: 20,
      booked: 5,
      available: 15,
    });
  });

  it('names the limit that refuses a place', () => {
    expect(refusalOf({ capacity: 20, booked: 20, zoneCapacity: 6, zoneBooked: 6 })).toBe('slot_full');
    expect(refusalOf({ capacity: 20, booked: 10, zoneCapacity: 6, zoneBooked: 6 })).toBe('zone_full');
    expect(refusalOf({ capacity: 20, booked: 10, zoneCapacity: null, zoneBooked: 9 })).toBeNull();
    expect(refusalOf({ capacity: 20, booked: 10, zoneCapacity: 6, zoneBooked: 5 })).toBeNull();
  });

  it('refuses a zone capacity below the zone bookings, with the count', () => {
    expect(checkZoneCapacity(4, 3)).toEqual({ ok: false, booked: 4 });
    expect(checkZoneCapacity(4, 4)).toEqual({ ok: true });
    expect(checkZoneCapacity(0, 0)).toEqual({ ok: true });
  });
});
