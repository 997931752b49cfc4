import { describe, it, expect } from 'vitest';
import { canTransition, isCancellable, isEditable, isFinal, ORDER_TRANSITIONS } from './order-state';
import { ORDER_STATUS_IDS } from './status';

const ALLOWED: ReadonlyArray<readonly [number, number, string]> = [
  [1, 2, 'payment submitted, in validation'],
  [1, 3, 'paid'],
  [1, 11, 'payment failed'],
  [1, 19, 'order needs validation'],
  [1, 10, 'cancelled while awaiting payment'],
  [2, 3, 'validated payment'],
  [2, 11, 'payment refused'],
  [2, 19, 'order needs validation'],
  [2, 10, 'cancelled in validation'],
  [3, 4, 'arrived at warehouse'],
  [3, 10, 'cancelled while editable'],
  [3, 13, 'failed'],
  [3, 14, 'all sub-orders failed'],
  [4, 5, 'no longer editable'],
  [4, 10, 'cancelled while editable'],
  [4, 13, 'failed'],
  [4, 14, 'all sub-orders failed'],
  [5, 6, 'ready'],
  [5, 13, 'failed'],
  [5, 14, 'all sub-orders failed'],
  [6, 7, 'in delivery'],
  [6, 8, 'collected (pick-up, locker)'],
  [6, 12, 'pick-up not collected'],
  [6, 13, 'failed'],
  [6, 14, 'all sub-orders failed'],
  [7, 8, 'delivered'],
  [7, 9, 'partially delivered'],
  [7, 13, 'failed'],
  [7, 14, 'all sub-orders failed'],
  [8, 18, 'receipted'],
  [9, 18, 'receipted'],
  [11, 3, 'payment retried'],
  [11, 2, 'payment retried, in validation'],
  [11, 10, 'cancelled after failed payment'],
  [19, 20, 'validation approved'],
  [19, 21, 'validation rejected'],
  [20, 3, 'ordered after approval'],
];

describe('order state machine: allowed transitions', () => {
  it.each(ALLOWED)('%s → %s (%s)', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('the table allows nothing else', () => {
    const table = Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) =>
      tos.map((to) => `${from}>${to}`),
    );
    expect(table.sort()).toEqual(ALLOWED.map(([f, t]) => `${f}>${t}`).sort());
  });

  it('covers every status', () => {
    expect(
      Object.keys(ORDER_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ORDER_STATUS_IDS].sort((a, b) => a - b));
  });
});

describe('order state machine: refused transitions', () => {
  it.each([
    [5, 10, 'cancel once no longer editable'],
    [6, 10, 'cancel when ready'],
    [7, 10, 'cancel in delivery'],
    [8, 10, 'cancel after delivery'],
    [3, 8, 'skip preparation'],
    [4, 6, 'skip the locked preparation'],
    [3, 3, 'stay put'],
    [10, 3, 'revive a cancelled order'],
    [18, 8, 'undo a receipt'],
    [12, 8, 'collect after not collected'],
    [21, 3, 'order after rejection'],
    [1, 8, 'deliver unpaid'],
    [11, 4, 'prepare unpaid'],
    [8, 7, 'go back to delivery'],
    [99, 3, 'unknown status'],
    [3, 99, 'unknown target'],
  ])('%s → %s (%s)', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });
});

describe('editable, cancellable, final', () => {
  it.each([
    [1, true, true, false],
    [2, true, true, false],
    [3, true, true, false],
    [4, true, true, false],
    [5, false, false, false],
    [6, false, false, false],
    [7, false, false, false],
    [8, false, false, false],
    [9, false, false, false],
    [10, false, false, true],
    [11, true, true, false],
    [12, false, false, true],
    [13, false, false, true],
    [14, false, false, true],
    [18, false, false, true],
    [19, false, false, false],
    [20, false, false, false],
    [21, false, false, true],
  ])('status %s: editable %s, cancellable %s, final %s', (status, editable, cancellable, final) => {
    expect(isEditable(status)).toBe(editable);
    expect(isCancellable(status)).toBe(cancellable);
    expect(isFinal(status)).toBe(final);
  });
});
