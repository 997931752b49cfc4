// The cart module's public face.
export { cartRoutes } from './cart.plugin';
export type { CartService } from './cart.service';
export type { CartOwner } from './cart.repository';
