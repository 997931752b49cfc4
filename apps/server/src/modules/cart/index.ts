// The cart module's public face.
export { cartRoutes } from './cart.plugin';
export { CartService } from './cart.service';
export type { CartOwner, CartRecord } from './cart.repository';
export { cartActor } from './cart-owner';
