// Shop at work (seed 001 "Workplace shopping"): GET shopatwork/subscribe {subscriptionCode} of the
// spec, and the customer's subscriptions for the /shop-at-work page.
import {
  envelopeSchema,
  workplaceSubscribeInputSchema,
  workplaceSubscriptionSchema,
  workplaceSubscriptionsSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { WorkplaceService } from './workplace.service';

const tags = ['shop-at-work'];

export const workplaceRoutes: FastifyPluginAsyncZod<{ workplace: WorkplaceService }> = async (
  app,
  { workplace },
) => {
  app.get(
    '/shopatwork/subscribe',
    {
      schema: {
        tags,
        summary: "Subscribes to the company's shop-at-work agreement with its code",
        description:
          "The company's address joins the customer's addresses (once), delivered on the agreed weekdays only. Refusals (status 1): error.shopatwork.code_invalid, code_unknown, code_expired, not_covered.",
        response: { 200: envelopeSchema(workplaceSubscriptionSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(workplaceSubscribeInputSchema, request);
      const data = await workplace.subscribe(userId, input.subscriptionCode);
      return envelope(data, {
        infos: [
          {
            code: 'info.shopatwork.subscribed',
            message: `Iscrizione fatta: ${data.company.name} riceve la tua spesa ${data.company.deliveryDays}.`,
          },
        ],
      });
    },
  );

  app.get(
    '/shopatwork/subscriptions',
    {
      schema: {
        tags,
        summary: "The customer's shop-at-work subscriptions with their address",
        response: { 200: envelopeSchema(workplaceSubscriptionsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope({ subscriptions: await workplace.subscriptions(userId) });
    },
  );
};
