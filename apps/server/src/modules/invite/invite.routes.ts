// Invite a friend (seed 002 §7 "Invite a friend": no call shown; invite/view is this project's
// design, ADR 0060). The registration takes the code through registration/register_user.
import { envelopeSchema, inviteViewSchema } from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { requireUser } from '../../platform/session';
import type { InviteService } from './invite.service';

export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InviteService }> = async (app, { invites }) => {
  app.get(
    '/invite/view',
    {
      schema: {
        tags: ['invite'],
        summary: "The customer's invite code and share link, the friends who registered, the vouchers earned",
        description:
          'A friend who registers with the code (registration/register_user inviteCode) and whose first order is delivered earns the inviter a 10 % voucher, at most 10.',
        response: { 200: envelopeSchema(inviteViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await invites.view(userId));
    },
  );
};
