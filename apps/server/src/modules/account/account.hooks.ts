// Checks the account module needs from modules that do not exist yet.
// The orders module installs its implementation at start-up with
// `setHasOrdersToCollect(...)`; until then nobody has orders to collect.

export type HasOrdersToCollect = (userId: number) => Promise<boolean>;

let hasOrdersToCollectImpl: HasOrdersToCollect = async () => false;

/** Account deletion is refused while an order waits to be collected (spec 000 §1). */
export function hasOrdersToCollect(userId: number): Promise<boolean> {
  return hasOrdersToCollectImpl(userId);
}

/** Installs the orders module's check; returns the previous one (tests restore it). */
export function setHasOrdersToCollect(fn: HasOrdersToCollect): HasOrdersToCollect {
  const previous = hasOrdersToCollectImpl;
  hasOrdersToCollectImpl = fn;
  return previous;
}
