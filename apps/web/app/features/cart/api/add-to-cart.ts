import { cartRequest } from './cart-request';

/** A selectable promotion's answer (spec 001 §4): with it (its id) or without it. */
export type PromoChoice = { promoId: number } | { promoDisabled: true };

export function addToCart(productId: number, quantity: number, promo?: PromoChoice) {
  return cartRequest('cart/add', { method: 'POST', body: { items: [{ productId, quantity, ...promo }] } });
}
