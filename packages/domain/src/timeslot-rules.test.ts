import { describe, it, expect } from 'vitest';
import {
  expiryText,
  fastCountdownText,
  isPastCutoff,
  isSlotSelectable,
  minutesToCutoff,
  slotLegendStatus,
} from './timeslot-rules';

const at = (iso: string): Date => new Date(iso);
const NOW = at('2025-05-10T10:00:00Z');
const plus = (ms: number): Date => new Date(NOW.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('slot legend: empty (< 50% booked), intermediate (50-99%), full, selected', () => {
  it.each([
    [{ capacity: 10, booked: 0 }, 'empty'],
    [{ capacity: 10, booked: 4 }, 'empty'],
    [{ capacity: 10, booked: 5 }, 'intermediate'],
    [{ capacity: 10, booked: 9 }, 'intermediate'],
    [{ capacity: 10, booked: 10 }, 'full'],
    [{ capacity: 10, booked: 12 }, 'full'],
    [{ capacity: 0, booked: 0 }, 'full'],
    [{ capacity: 10, booked: 0, active: 0 }, 'full'],
    [{ capacity: 10, booked: 10, selected: true }, 'selected'],
  ])('%j → %s', (slot, status) => {
    expect(slotLegendStatus(slot)).toBe(status);
  });
});

describe('cutoff', () => {
  it.each([
    [plus(MIN), false],
    [NOW, true],
    [plus(-MIN), true],
  ])('cutoff %s → past %s', (cutoff, past) => {
    expect(isPastCutoff(NOW, cutoff)).toBe(past);
  });

  it.each([
    [{ capacity: 10, booked: 2, active: 1, cutoff: plus(HOUR) }, true],
    [{ capacity: 10, booked: 2, active: 0, cutoff: plus(HOUR) }, false],
    [{ capacity: 10, booked: 10, active: 1, cutoff: plus(HOUR) }, false],
    [{ capacity: 10, booked: 2, active: 1, cutoff: plus(-HOUR) }, false],
  ])('selectable %j → %s', (slot, selectable) => {
    expect(isSlotSelectable(slot, NOW)).toBe(selectable);
  });
});

describe("expiry text 'scade tra N giorni / ore / minuti'", () => {
  it.each([
    [3 * DAY + 5 * HOUR, 'scade tra 3 giorni'],
    [DAY, 'scade tra 1 giorno'],
    [DAY - 1, 'scade tra 23 ore'],
    [HOUR, 'scade tra 1 ora'],
    [5 * HOUR + 59 * MIN, 'scade tra 5 ore'],
    [59 * MIN, 'scade tra 59 minuti'],
    [MIN, 'scade tra 1 minuto'],
    [30_000, 'scade tra 1 minuto'],
    [0, undefined],
    [-MIN, undefined],
  ])('%s ms left → %s', (left, text) => {
    expect(expiryText(NOW, plus(left))).toBe(text);
  });
});

describe("FAST countdown 'Scade tra N min' or 'SCADUTA'", () => {
  it.each([
    [45 * MIN, 'Scade tra 45 min'],
    [90 * MIN, 'Scade tra 90 min'],
    [MIN + 1, 'Scade tra 2 min'],
    [20_000, 'Scade tra 1 min'],
    [0, 'SCADUTA'],
    [-5 * MIN, 'SCADUTA'],
  ])('%s ms to cutoff → %s', (left, text) => {
    expect(fastCountdownText(NOW, plus(left))).toBe(text);
  });

  it('minutes never go below 0', () => {
    expect(minutesToCutoff(NOW, plus(-HOUR))).toBe(0);
  });
});
