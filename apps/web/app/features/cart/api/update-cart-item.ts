import { cartRequest } from './cart-request';

export function updateCartItem(itemId: number, quantity: number) {
  return cartRequest('cart/update', { method: 'POST', body: { items: [{ itemId, quantity }] } });
}
