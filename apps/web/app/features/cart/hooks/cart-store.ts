// The cart of the visit as a store: one state in the browser, replaced by every cart answer
// (spec 001 §4). `anonymous` means the visitor may not have a cart (not logged in, and the shop
// has no anonymous cart); with the anonymous cart an anonymous visitor's cart is `ready` too
// (its user id is -1: see isAnonymousCart). use-cart.ts loads it and reads it in components.
import type { Cart, CartItem } from '@sporta/contracts';
import { catalogHashOf, setCatalogHash } from '../../../lib/api/catalog-hash';

export interface CartState {
  status: 'unknown' | 'anonymous' | 'ready';
  cart: Cart | null;
  /** Lines the last address change removed (shown on the cart page). */
  removed: CartItem[];
}

// The server's snapshot is the browser's first state, the same object: hydration then finds the
// store unchanged and does not render every subscriber again (React re-renders synchronously
// when a store's snapshot differs from the one it hydrated with).
const serverState: CartState = { status: 'unknown', cart: null, removed: [] };
let state: CartState = serverState;
const listeners = new Set<() => void>();

// Answers can arrive out of order: a cart/view sent before an add may come back after the add's
// answer. Every request that will replace the cart takes a ticket when it starts; an answer whose
// ticket is older than the state's is dropped, so a slower, older answer never undoes a newer one.
let issued = 0;
let applied = 0;

/** A ticket for a cart request about to start (see setCart). */
export function cartTicket(): number {
  return ++issued;
}

/**
 * Replaces the cart with an answer. `ticket`: when its request started (cartTicket); without it the
 * answer is the newest. Answers false, changing nothing, when a newer answer is already in place.
 */
export function setCart(cart: Cart | null, ticket: number = cartTicket()): boolean {
  if (ticket <= applied) return false;
  applied = ticket;
  const removed = cart?.removedCartItems?.length ? cart.removedCartItems : state.removed;
  state = { status: cart ? 'ready' : 'anonymous', cart, removed };
  // catalogue calls follow the cart's warehouse and slot (spec 001 §7 cache-burst key)
  setCatalogHash(catalogHashOf(cart));
  for (const l of listeners) l();
  return true;
}

export function currentCart(): CartState {
  return state;
}

/** The store as useSyncExternalStore reads it. */
export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => serverState,
};
