// Decorates the app with the lists service (the catalogue filters by favourites with it)
// and registers the wishlist calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listRoutesOf } from './lists.routes';
import { ListService } from './lists.service';

declare module 'fastify' {
  interface FastifyInstance {
    lists: ListService;
  }
}

export const listsPlugin = fp(
  async (app: FastifyInstance) => {
    const lists = new ListService(app.database.db, app.catalog);
    app.decorate('lists', lists);
    await app.register(listRoutesOf(lists));
  },
  { name: 'lists', dependencies: ['cart'] },
);
