// Platform calls: auth/test answers who the session acts for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@sporta/contracts';
import { envelope } from './envelope';
import { ensureSession } from './session';

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/test',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who the session acts for: data.user.userId > 0 when logged in, -1 when not',
        description: 'Starts an anonymous session (X-Ebsn-Session) when the request carries none.',
        querystring: z.looseObject({ operation: z.string().max(200).optional() }),
        response: { 200: envelopeSchema(z.object({ user: z.object({ userId: z.number() }) })) },
      },
    },
    async (request) => {
      const ctx = await ensureSession(request);
      return envelope({ user: { userId: ctx.userId ?? -1 } });
    },
  );
};
