/**
 * The order state machine (spec 001 §4 "Order lifecycle" and status table). The
 * spec does not show the server's rules for status changes, so this table is our
 * design, kept deliberately small:
 *
 *   1 awaiting payment ─┬─ payment ok ──────────▶ 3 ordered
 *   2 in validation    ─┤  payment failed ──────▶ 11 unpaid ── retry ok ▶ 3
 *                       ├─ needs validation ────▶ 19 ─▶ 20 approved ─▶ 3
 *                       │                            └▶ 21 rejected (final)
 *                       └─ cancel ──────────────▶ 10 cancelled (final)
 *   3 ▶ 4 in preparation ▶ 5 no longer editable ▶ 6 ready ▶ 7 in delivery ▶ 8 | 9
 *   6 ▶ 8 collected (pick-up, locker) | 12 not collected (final)
 *   8 | 9 ▶ 18 receipted (final)
 *   3..7 ▶ 13 failed | 14 all sub-orders failed (final)
 *   cancel (▶ 10) only while editable: 1, 2, 3, 4, 11
 */

import type { OrderStatusId } from './status';
import { ORDER_STATUS as S } from './status';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  [S.AWAITING_PAYMENT]: [S.IN_VALIDATION, S.ORDERED, S.UNPAID, S.VALIDATION, S.CANCELLED],
  [S.IN_VALIDATION]: [S.ORDERED, S.UNPAID, S.VALIDATION, S.CANCELLED],
  [S.ORDERED]: [S.IN_PREPARATION, S.CANCELLED, S.FAILED, S.ALL_SUBORDERS_FAILED],
  [S.IN_PREPARATION]: [S.IN_PREPARATION_LOCKED, S.CANCELLED, S.FAILED, S.ALL_SUBORDERS_FAILED],
  [S.IN_PREPARATION_LOCKED]: [S.READY, S.FAILED, S.ALL_SUBORDERS_FAILED],
  [S.READY]: [S.IN_DELIVERY, S.DELIVERED, S.NOT_COLLECTED, S.FAILED, S.ALL_SUBORDERS_FAILED],
  [S.IN_DELIVERY]: [S.DELIVERED, S.PARTIALLY_DELIVERED, S.FAILED, S.ALL_SUBORDERS_FAILED],
  [S.DELIVERED]: [S.RECEIPTED],
  [S.PARTIALLY_DELIVERED]: [S.RECEIPTED],
  [S.CANCELLED]: [],
  [S.UNPAID]: [S.ORDERED, S.IN_VALIDATION, S.CANCELLED],
  [S.NOT_COLLECTED]: [],
  [S.FAILED]: [],
  [S.ALL_SUBORDERS_FAILED]: [],
  [S.RECEIPTED]: [],
  [S.VALIDATION]: [S.VALIDATION_APPROVED, S.VALIDATION_REJECTED],
  [S.VALIDATION_APPROVED]: [S.ORDERED],
  [S.VALIDATION_REJECTED]: [],
};

/** True when the order may go from `from` to `to` (unknown ids and staying put are refused). */
export function canTransition(from: number, to: number): boolean {
  const next = (ORDER_TRANSITIONS as Readonly<Record<number, readonly number[] | undefined>>)[from];
  return next !== undefined && next.includes(to);
}

export const EDITABLE_ORDER_STATUSES: readonly OrderStatusId[] = [
  S.AWAITING_PAYMENT,
  S.IN_VALIDATION,
  S.ORDERED,
  S.IN_PREPARATION,
  S.UNPAID,
];

/** The shopper may still edit the order (and change its payment type). */
export function isEditable(status: number): boolean {
  return (EDITABLE_ORDER_STATUSES as readonly number[]).includes(status);
}

/** The shopper may cancel the order (only while editable). */
export function isCancellable(status: number): boolean {
  return isEditable(status) && canTransition(status, S.CANCELLED);
}

/** No transition leaves this status. */
export function isFinal(status: number): boolean {
  const next = (ORDER_TRANSITIONS as Readonly<Record<number, readonly number[] | undefined>>)[status];
  return next !== undefined && next.length === 0;
}
