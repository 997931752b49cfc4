import { cartRequest } from './cart-request';

/** Leaves the edit of an order (order/modify-cancel): the order stays as it was; a fresh cart. */
export function cancelOrderEdit() {
  return cartRequest('order/modify-cancel', { method: 'POST' });
}
