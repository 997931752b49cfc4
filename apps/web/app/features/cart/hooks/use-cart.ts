// The cart of the visit in components: loaded once in the browser (cart-store.ts holds it).
import type { Cart } from '@sporta/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { nextTask } from '../../../lib/idle';
import { useShopConfig } from '../../../lib/shop-config';
import { getCart } from '../api/get-cart';
import { cartStore, cartTicket, currentCart, setCart, type CartState } from './cart-store';

export { currentCart, setCart, type CartState } from './cart-store';

let loading: Promise<Cart | null> | undefined;
/** The first load, waiting for its own task (lib/idle.ts nextTask). */
let firstLoad: (() => void) | undefined;
/** The shop's anonymous-cart flag, set by the first useCart (from the shop configuration). */
let anonymousCart = false;

/** The cart read again; when a newer answer arrived meanwhile (an add), that newer cart. */
export function reloadCart(): Promise<Cart | null> {
  const ticket = cartTicket();
  loading = getCart({ anonymousCart }).then((cart) => (setCart(cart, ticket) ? cart : currentCart().cart));
  return loading;
}

/** The cart state, loading it once in the browser. */
export function useCart(): CartState {
  return useCartSelector(whole);
}

/** Only the cart itself (null while unknown or for an anonymous visitor). */
export function useCurrentCart(): Cart | null {
  return useCartSelector(cartOnly);
}

const whole = (state: CartState) => state;
const cartOnly = (state: CartState) => state.cart;

/**
 * A part of the cart state: the component renders again only when that part changes. Every
 * product card reads the cart this way, so the cart's first answer (none, for most first
 * visits) does not render every card of the page again in one blocking task (ADR 0018).
 * `select` returns a value of the state, never a new object.
 */
function useCartSelector<T>(select: (state: CartState) => T): T {
  const config = useShopConfig();
  const value = useSyncExternalStore(
    cartStore.subscribe,
    () => select(cartStore.getSnapshot()),
    () => select(cartStore.getServerSnapshot()),
  );
  useEffect(() => {
    anonymousCart = config.anonymousCart;
    if (!loading && !firstLoad)
      firstLoad = nextTask(() => {
        firstLoad = undefined;
        if (!loading) void reloadCart();
      });
    const onExpired = () => setCart(null);
    window.addEventListener('sporta:session-expired', onExpired);
    return () => window.removeEventListener('sporta:session-expired', onExpired);
  }, [config.anonymousCart]);
  return value;
}
