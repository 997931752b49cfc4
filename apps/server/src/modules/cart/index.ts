// The cart module's public face: its services (one per job) and types.
export { createCartServices, type CartServices } from './cart.services';
export type { CartViewService } from './cart-view.service';
export { cartMessages, checkoutCartMessages, type PricedCart } from './cart-rules';
export type { CartLinesService } from './cart-lines.service';
export type { CartSetupService } from './cart-setup.service';
export type { CartHandoffService } from './cart-handoff.service';
export type { CartOwner, CartRecord } from './cart.repository';
export { cartActor, optionalOwner } from './cart-owner';
export { cartAnswerSerializer } from './cart-answer';
