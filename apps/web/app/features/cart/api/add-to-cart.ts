import { t } from '../../../i18n/i18n';
import { cartRequest } from './cart-request';

/** A selectable promotion's answer (spec 001 §4): with it (its id) or without it. */
export type PromoChoice = { promoId: number } | { promoDisabled: true };

/** The chosen product options (spec 001 §3 selectOptions): `{ parameterName: key }`. */
export type OptionsChoice = Record<string, string>;

export function addToCart(productId: number, quantity: number, promo?: PromoChoice, options?: OptionsChoice) {
  return cartRequest('cart/add', {
    method: 'POST',
    body: { items: [{ productId, quantity, ...promo, ...(options ? { params: options } : {}) }] },
    failureMessage: t('cart.productAddError'),
  });
}

/** Several products in one cart/add call (a recipe's ingredients); the refused ones come back as warnings. */
export function addItemsToCart(items: readonly { productId: number; quantity: number }[]) {
  return cartRequest('cart/add', {
    method: 'POST',
    body: { items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })) },
    failureMessage: t('cart.productAddError'),
  });
}
