import { cartRequest } from './cart-request';

export function addToCart(productId: number, quantity: number) {
  return cartRequest('cart/add', { method: 'POST', body: { items: [{ productId, quantity }] } });
}
