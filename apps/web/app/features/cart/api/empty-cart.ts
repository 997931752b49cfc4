import { cartRequest } from './cart-request';

export function emptyCart() {
  return cartRequest('cart/empty', { method: 'POST' });
}
