// Leaving the checkout for anything but a purchase unlocks the cart (spec 001 §7 checkout/unlock):
// checkout/prepare locked it (cart status 7, the address can no longer change). Once per visit
// of the page: the effect's cleanup is the leaving.
import type { Cart } from '@sporta/contracts';
import { isAddressLocked } from '@sporta/domain/status';
import { useEffect, useRef } from 'react';
import { unlockCheckout } from '../api/checkout';

/** Returns `purchased`: after a buy the cart is closed, and leaving must not unlock it. */
export function useUnlockOnLeave(cart: Cart, onCart: (cart: Cart) => void): () => void {
  const armed = useRef(true);
  const status = useRef(cart.cartStatusId);
  status.current = cart.cartStatusId;
  const latestOnCart = useRef(onCart);
  latestOnCart.current = onCart;

  useEffect(
    () => () => {
      if (armed.current && isAddressLocked(status.current))
        void unlockCheckout().then((c) => c && latestOnCart.current(c));
    },
    [],
  );

  return () => {
    armed.current = false;
  };
}
