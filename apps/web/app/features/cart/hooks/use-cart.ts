// The cart of the visit in components: loaded once in the browser (cart-store.ts holds it).
import type { Cart } from '@sporta/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useShopConfig } from '../../../lib/shop-config';
import { getCart } from '../api/get-cart';
import { cartStore, setCart, type CartState } from './cart-store';

export { currentCart, setCart, type CartState } from './cart-store';

let loading: Promise<Cart | null> | undefined;
/** The shop's anonymous-cart flag, set by the first useCart (from the shop configuration). */
let anonymousCart = false;

export function reloadCart(): Promise<Cart | null> {
  loading = getCart({ anonymousCart }).then((cart) => {
    setCart(cart);
    return cart;
  });
  return loading;
}

export function useCart(): CartState {
  const config = useShopConfig();
  const snapshot = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
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
