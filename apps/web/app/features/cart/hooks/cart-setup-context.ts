// The setup checks of adding to the cart (spec 001 §2 "Setup dialogs", §4 "Adding to the
// cart"): needLogin, needAddress, needTimeslot. The dialogs belong to the delivery feature;
// the shop layout route provides them here, so the two features never import each other.
import type { Cart } from '@sporta/contracts';
import { createContext, useContext } from 'react';

export type SetupNeed = 'login' | 'address' | 'timeslot';

export interface CartSetup {
  /** Opens the dialogs from `need` on; true once the cart is ready for adding. */
  ensure: (need: SetupNeed) => Promise<boolean>;
}

export const CartSetupContext = createContext<CartSetup>({ ensure: async () => false });

export function useCartSetup(): CartSetup {
  return useContext(CartSetupContext);
}

/** An anonymous visitor's cart (the shop's anonymous cart): no account behind it yet. */
export function isAnonymousCart(cart: Cart | null): boolean {
  return cart !== null && cart.user.userId <= 0;
}

/**
 * The first missing step of the cart's setup, or undefined when it is complete. An anonymous
 * cart needs none: address and slot are chosen after logging in, before the checkout.
 */
export function missingSetup(cart: Cart | null): SetupNeed | undefined {
  if (!cart) return 'login';
  if (isAnonymousCart(cart)) return undefined;
  if (!cart.shippingAddress || cart.shippingAddress.autoAssigned) return 'address';
  if (!cart.timeslot || cart.timeslot.autoAssigned) return 'timeslot';
  return undefined;
}
