// The slot calendar of the demo network, deterministic from the date: which
// windows a service offers on a day, their capacity and how long before the
// start orders close. FAST services (13–18) have short windows and a near cutoff.
import { romeDate } from '@sporta/domain';

export interface SlotTemplate {
  begin: string; // HH:MM
  end: string;
  /** Minutes before the start at which the slot closes. */
  cutoffMinutes: number;
  capacity: number;
}

export interface GeneratedSlot extends SlotTemplate {
  date: string; // YYYY-MM-DD
}

type Kind = 'drive' | 'home' | 'locker' | 'onboard';

const hours = (pairs: [string, string][], cutoffMinutes: number, capacity: number): SlotTemplate[] =>
  pairs.map(([begin, end]) => ({ begin, end, cutoffMinutes, capacity }));

const TEMPLATES: Record<Kind, SlotTemplate[]> = {
  drive: hours(
    [
      ['09:00', '11:00'],
      ['11:00', '13:00'],
      ['15:00', '17:00'],
      ['17:00', '19:00'],
      ['19:00', '21:00'],
    ],
    6 * 60,
    12,
  ),
  home: hours(
    [
      ['08:00', '10:00'],
      ['10:00', '12:00'],
      ['12:00', '14:00'],
      ['16:00', '18:00'],
      ['18:00', '20:00'],
      ['20:00', '22:00'],
    ],
    8 * 60,
    10,
  ),
  locker: hours(
    [
      ['10:00', '14:00'],
      ['14:00', '18:00'],
      ['18:00', '22:00'],
    ],
    8 * 60,
    20,
  ),
  onboard: hours(
    [
      ['10:00', '12:00'],
      ['16:00', '18:00'],
    ],
    12 * 60,
    4,
  ),
};

/** FAST: one-hour windows from 09:00 to 21:00, closing one hour before the start. */
const FAST_TEMPLATES: SlotTemplate[] = Array.from({ length: 12 }, (_, i) => {
  const h = 9 + i;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { begin: `${pad(h)}:00`, end: `${pad(h + 1)}:00`, cutoffMinutes: 60, capacity: 4 };
});

/** FAST slots exist for today and tomorrow only. */
export const FAST_DAYS = 2;

/** The windows of one service on an ISO weekday (1 Monday … 7 Sunday) in the code calendar. */
function dayTemplates(service: { kind: Kind; fast: boolean }, weekday: number): SlotTemplate[] {
  const templates = service.fast ? FAST_TEMPLATES : TEMPLATES[service.kind];
  // Sundays: mornings only, and no home or locker rounds.
  if (weekday !== 7) return templates;
  return templates.filter(
    (t) => !(service.kind === 'home' || service.kind === 'locker' || t.begin >= '13:00'),
  );
}

/**
 * The code calendar as weekly templates (ADR 0061): what a warehouse and service offer until its
 * store manager edits them; the delivery module copies them into slot_template the first time.
 */
export function defaultWeekTemplates(service: {
  kind: Kind;
  fast: boolean;
}): (SlotTemplate & { weekday: number })[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    dayTemplates(service, weekday).map((t) => ({ ...t, weekday })),
  );
}

/** How many days ahead a service's slots are generated: FAST only today and tomorrow. */
export function slotHorizon(service: { fast: boolean }, slotDays: number): number {
  return service.fast ? Math.min(slotDays, FAST_DAYS) : slotDays;
}

export function todayInRome(now = new Date()): string {
  return romeDate(now);
}
