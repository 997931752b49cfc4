// Builds the cart service on the catalogue and delivery services and registers
// the cart and cart-setup routes.
import type { FastifyInstance } from 'fastify';
import { cartSetupRoutesOf } from './cart-setup.routes';
import { cartRoutesOf } from './cart.routes';
import { CartService } from './cart.service';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const catalog = app.catalog;
  const cart = new CartService(app.database.db, catalog, app.delivery);
  await app.register(cartRoutesOf(cart));
  await app.register(cartSetupRoutesOf(cart));
}
