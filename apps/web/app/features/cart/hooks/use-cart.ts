// The cart of the visit: one store, loaded once in the browser, replaced by every cart answer
// (spec 001 §4). `anonymous` means the visitor may not have a cart (not logged in, and the shop
// has no anonymous cart); with the anonymous cart an anonymous visitor's cart is `ready` too
// (its user id is -1: see isAnonymousCart).
import type { Cart, CartItem } from '@sporta/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useShopConfig } from '../../../lib/shop-config';
import { getCart } from '../api/get-cart';

export interface CartState {
  status: 'unknown' | 'anonymous' | 'ready';
  cart: Cart | null;
  /** Lines the last address change removed (shown on the cart page). */
  removed: CartItem[];
}

let state: CartState = { status: 'unknown', cart: null, removed: [] };
const listeners = new Set<() => void>();
let loading: Promise<Cart | null> | undefined;
/** The shop's anonymous-cart flag, set by the first useCart (from the shop configuration). */
let anonymousCart = false;

function emit(next: CartState) {
  state = next;
  for (const l of listeners) l();
}

export function setCart(cart: Cart | null): void {
  const removed = cart?.removedCartItems?.length ? cart.removedCartItems : state.removed;
  emit({ status: cart ? 'ready' : 'anonymous', cart, removed });
}

export function reloadCart(): Promise<Cart | null> {
  loading = getCart({ anonymousCart }).then((cart) => {
    setCart(cart);
    return cart;
  });
  return loading;
}

export function currentCart(): CartState {
  return state;
}

const serverState: CartState = { status: 'unknown', cart: null, removed: [] };

export function useCart(): CartState {
  const config = useShopConfig();
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => serverState,
  );
  useEffect(() => {
    anonymousCart = config.anonymousCart;
    if (!loading) void reloadCart();
    const onExpired = () => setCart(null);
    window.addEventListener('sporta:session-expired', onExpired);
    return () => window.removeEventListener('sporta:session-expired', onExpired);
  }, [config.anonymousCart]);
  return snapshot;
}
