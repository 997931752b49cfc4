// Decorates the app with the gifts service (the cart prices its adjustments with it)
// and, once the cart exists, registers the gift-code and coupon calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { giftRoutes } from './gifts.routes';
import { GiftService } from './gifts.service';

declare module 'fastify' {
  interface FastifyInstance {
    gifts: GiftService;
  }
}

/** The service; register before the cart. */
export const giftsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('gifts', new GiftService(app.database.db));
  },
  { name: 'gifts' },
);

/** The calls; register after the cart. */
export const giftsRoutesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(giftRoutes);
  },
  { name: 'gifts-routes', dependencies: ['cart', 'gifts'] },
);
