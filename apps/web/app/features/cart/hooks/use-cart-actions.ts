// Add, set quantity, remove (spec 001 §4): each replaces the cart with the server's answer and
// tracks the change; the confirmation toast appears only when the server sent no message.
import type { Cart } from '@sporta/contracts';
import { useCallback, useState } from 'react';
import { CART_ITEM_INSERTION_NORMAL } from '@sporta/domain/status';
import { t, type MessageKey } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { addItemsToCart, addToCart, type OptionsChoice, type PromoChoice } from '../api/add-to-cart';
import type { CartAnswer } from '../api/cart-request';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import { trackCartChange } from '../tracking';
import { missingSetup, useCartSetup, type SetupNeed } from './cart-setup-context';
import { currentCart, reloadCart, setCart } from './use-cart';

export interface CartProductRef {
  productId: number;
  name: string;
  price?: number | null;
}

function needOf(answer: CartAnswer): SetupNeed | undefined {
  const code = answer.response.errors[0]?.code;
  if (code === 'error.auth.required') return 'login';
  if (code === 'error.cart.need_address') return 'address';
  if (code === 'error.cart.need_timeslot') return 'timeslot';
  return undefined;
}

/** The product's quantity over its lines (one line per choice of options). */
function quantityIn(cart: Cart | null, productId: number): number {
  return (cart?.cartItems ?? [])
    .filter((l) => l.productId === productId && l.cartItemInsertionTypeId === CART_ITEM_INSERTION_NORMAL)
    .reduce((sum, l) => sum + l.quantity, 0);
}

export function useCartActions() {
  const setup = useCartSetup();
  const [busy, setBusy] = useState(false);
  // An add is under way from the first tap: the setup dialogs, the cart read after them, the
  // add and its retry. The control stays disabled the whole time, so a «+» tapped before the
  // line exists cannot change a quantity the add then overwrites.
  const [adding, setAdding] = useState(false);
  const whileAdding = useCallback(async <T>(run: () => Promise<T>): Promise<T> => {
    setAdding(true);
    try {
      return await run();
    } finally {
      setAdding(false);
    }
  }, []);

  const apply = useCallback(
    async (product: CartProductRef, run: () => Promise<CartAnswer>, successKey?: MessageKey) => {
      const before = quantityIn(currentCart().cart, product.productId);
      setBusy(true);
      try {
        const answer = await run();
        if (answer.cart) {
          setCart(answer.cart);
          trackCartChange(product, quantityIn(answer.cart, product.productId) - before);
          if (successKey && !answer.hadMessages) notify('success', t(successKey));
        }
        return answer;
      } catch {
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  /** Login, address and time slot (spec 001 §4), opening their dialogs; true once the cart is ready. */
  const ensureSetup = useCallback(async (): Promise<boolean> => {
    const cart = currentCart().cart ?? (await reloadCart());
    const missing = missingSetup(cart);
    if (!missing) return true;
    if (!(await setup.ensure(missing))) return false;
    // The dialogs changed the cart on the server: read it again before adding.
    return !missingSetup(await reloadCart());
  }, [setup]);

  const add = useCallback(
    async (
      product: CartProductRef,
      quantity: number,
      promo?: PromoChoice,
      options?: OptionsChoice,
    ): Promise<boolean> =>
      whileAdding(async () => {
        if (!(await ensureSetup())) return false;
        const send = () => addToCart(product.productId, quantity, promo, options);
        const answer = await apply(product, send, 'cart.added');
        const need = answer && needOf(answer);
        if (need && (await setup.ensure(need))) {
          const retry = await apply(product, send, 'cart.added');
          return Boolean(retry?.cart);
        }
        return Boolean(answer?.cart);
      }),
    [apply, ensureSetup, setup, whileAdding],
  );

  /**
   * Several products in ONE cart/add call (a recipe's ingredients), after the same setup as any
   * add (login, address, slot dialogs). Each product's change is tracked; true when the cart
   * answered.
   */
  const addMany = useCallback(
    async (items: readonly { product: CartProductRef; quantity: number }[], successKey?: MessageKey) =>
      whileAdding(async () => {
        if (items.length === 0 || !(await ensureSetup())) return false;
        const send = async () => {
          const cart = currentCart().cart;
          const before = new Map(
            items.map((i) => [i.product.productId, quantityIn(cart, i.product.productId)]),
          );
          setBusy(true);
          try {
            const answer = await addItemsToCart(
              items.map((i) => ({ productId: i.product.productId, quantity: i.quantity })),
            );
            if (answer.cart) {
              setCart(answer.cart);
              for (const i of items)
                trackCartChange(
                  i.product,
                  quantityIn(answer.cart, i.product.productId) - (before.get(i.product.productId) ?? 0),
                );
              if (successKey) notify('success', t(successKey));
            }
            return answer;
          } catch {
            return undefined;
          } finally {
            setBusy(false);
          }
        };
        const answer = await send();
        const need = answer && needOf(answer);
        if (need && (await setup.ensure(need))) return Boolean((await send())?.cart);
        return Boolean(answer?.cart);
      }),
    [ensureSetup, setup, whileAdding],
  );

  const setQuantity = useCallback(
    async (product: CartProductRef, itemId: number, quantity: number) =>
      Boolean((await apply(product, () => updateCartItem(itemId, quantity)))?.cart),
    [apply],
  );

  const remove = useCallback(
    async (product: CartProductRef, itemId: number) =>
      Boolean((await apply(product, () => removeCartItem(itemId), 'cart.removed'))?.cart),
    [apply],
  );

  return { add, addMany, ensureSetup, setQuantity, remove, busy: busy || adding };
}
