/**
 * Time-slot rules (spec 001 §2 "Time-slot selector", "Cart info card").
 *
 * Legend (the spec names the states, not the thresholds; ours): 'selected' for the
 * cart's slot; 'full' when booked reaches capacity (or the slot is not active);
 * 'intermediate' from 50% booked; 'empty' (plenty of room) below 50%.
 */

export type SlotLegendStatus = 'empty' | 'intermediate' | 'full' | 'selected';

export const INTERMEDIATE_FROM_PCT = 50;

export interface SlotOccupancy {
  capacity: number;
  booked: number;
  selected?: boolean;
  /** The slot's active flag: below 1 it cannot be chosen. */
  active?: number;
}

export function slotLegendStatus(slot: SlotOccupancy): SlotLegendStatus {
  if (slot.selected) return 'selected';
  if (slot.active !== undefined && slot.active < 1) return 'full';
  if (slot.capacity <= 0 || slot.booked >= slot.capacity) return 'full';
  return slot.booked * 100 >= slot.capacity * INTERMEDIATE_FROM_PCT ? 'intermediate' : 'empty';
}

/** A slot can be chosen when active (≥ 1), not full and its cutoff has not passed. */
export function isSlotSelectable(slot: SlotOccupancy & { cutoff: Date }, now: Date): boolean {
  return (
    (slot.active === undefined || slot.active >= 1) &&
    slot.booked < slot.capacity &&
    !isPastCutoff(now, slot.cutoff)
  );
}

/** Orders for the slot close at the cutoff: at the cutoff instant it is already past. */
export function isPastCutoff(now: Date, cutoff: Date): boolean {
  return now.getTime() >= cutoff.getTime();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'scade tra N giorni / ore / minuti' (singular giorno, ora, minuto): whole days from
 * one day left, whole hours from one hour, otherwise minutes rounded up (so 30 s
 * reads "1 minuto"). Undefined once expired.
 */
export function expiryText(now: Date, expiresAt: Date): string | undefined {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return undefined;
  if (left >= DAY) {
    const n = Math.floor(left / DAY);
    return `scade tra ${n} ${n === 1 ? 'giorno' : 'giorni'}`;
  }
  if (left >= HOUR) {
    const n = Math.floor(left / HOUR);
    return `scade tra ${n} ${n === 1 ? 'ora' : 'ore'}`;
  }
  const n = Math.ceil(left / MINUTE);
  return `scade tra ${n} ${n === 1 ? 'minuto' : 'minuti'}`;
}

/** Minutes left to the cutoff, rounded up, never below 0. */
export function minutesToCutoff(now: Date, cutoff: Date): number {
  const left = cutoff.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / MINUTE);
}

/** FAST countdown of the cart info card: 'Scade tra N min', then 'SCADUTA' at 0. */
export function fastCountdownText(now: Date, cutoff: Date): string {
  const minutes = minutesToCutoff(now, cutoff);
  return minutes > 0 ? `Scade tra ${minutes} min` : 'SCADUTA';
}
