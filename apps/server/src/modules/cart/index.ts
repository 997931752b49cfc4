// The cart module's public face.
export { CartService } from './cart.service';
export type { CartOwner, CartRecord } from './cart.repository';
export { cartActor } from './cart-owner';
