// Builds the cart service on the catalogue, delivery and gifts services, decorates
// the app with it (visible to sibling modules: gifts, checkout) and registers the
// cart and cart-setup routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cartSetupRoutesOf } from './cart-setup.routes';
import { cartRoutesOf } from './cart.routes';
import { CartService } from './cart.service';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

export const cartRoutes = fp(
  async (app: FastifyInstance) => {
    const cart = new CartService(app.database.db, app.catalog, app.delivery, app.gifts);
    app.decorate('cart', cart);
    await app.register(cartRoutesOf(cart));
    await app.register(cartSetupRoutesOf(cart));
  },
  { name: 'cart', dependencies: ['delivery', 'gifts'] },
);
