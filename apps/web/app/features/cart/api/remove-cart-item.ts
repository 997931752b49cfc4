import { cartRequest } from './cart-request';

export function removeCartItem(itemId: number) {
  return cartRequest('cart/delete', { method: 'POST', body: { items: [{ itemId }] } });
}
