import type { Cart } from '@sporta/contracts';
import { describe, expect, it } from 'vitest';
import { cartStore, cartTicket, currentCart, setCart } from './cart-store';

describe('cart store', () => {
  it('starts in the browser with the very snapshot the server rendered, so hydration does not render every card again', () => {
    // React compares the snapshots by identity once hydrated: a different object, even an equal
    // one, makes it re-render each subscriber (a quantity control per product card) at once.
    expect(cartStore.getSnapshot()).toBe(cartStore.getServerSnapshot());
  });

  it('tells its subscribers when a cart arrives and hands them the new state', () => {
    let calls = 0;
    const unsubscribe = cartStore.subscribe(() => (calls += 1));
    const cart = { cartId: 1, cartItems: [] } as unknown as Cart;
    setCart(cart);
    expect(calls).toBe(1);
    expect(cartStore.getSnapshot()).toMatchObject({ status: 'ready', cart });
    expect(cartStore.getServerSnapshot()).toMatchObject({ status: 'unknown', cart: null });
    unsubscribe();
    setCart(null);
    expect(calls).toBe(1);
  });

  it('drops an answer that started before the one in place (a slow cart/view after an add)', () => {
    const view = cartTicket(); // a cart/view goes out
    const added = { cartId: 1, cartItems: [{ productId: 939, quantity: 1 }] } as unknown as Cart;
    expect(setCart(added)).toBe(true); // the add's answer comes back first
    const stale = { cartId: 1, cartItems: [] } as unknown as Cart;
    expect(setCart(stale, view)).toBe(false); // then the older view's answer
    expect(currentCart().cart).toBe(added);
    const later = cartTicket(); // a view sent after the add is newer: it applies
    expect(setCart(stale, later)).toBe(true);
    expect(currentCart().cart).toBe(stale);
  });
});
