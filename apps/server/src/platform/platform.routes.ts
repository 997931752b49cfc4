// Platform calls: the ones that belong to no module. `auth/test` lives in the account
// module (modules/account), which answers the user object when logged in.
import { appConfigSchema, envelopeSchema } from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from './envelope';

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'The public configuration flags of the shop (anonymous cart, cart updating)',
        description:
          'No login and no session: the web app and the mobile app read it once per visit. Only flags that change what a shopper can do are listed; nothing secret.',
        response: { 200: envelopeSchema(appConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return envelope({
        anonymousCart: app.config.ANONYMOUS_CART,
        updateCart: app.config.UPDATE_CART,
      });
    },
  );
};
