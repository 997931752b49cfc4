// Registration from a loyalty card (seed 002 §7): registration-card/register-user and
// registration-card/registration_confirm. The use case spans the account and loyalty modules: it is
// the CardRegistrationFlow (src/flows), handed in by the composition root.
import {
  cardConfirmQuerySchema,
  cardRegisterBodySchema,
  cardRegisterQuerySchema,
  envelopeSchema,
  type CardRegisterBody,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import type { AccountContext, BotCheck } from '../account';

export interface CardRegistration {
  register(ctx: AccountContext, body: CardRegisterBody): Promise<{ message: string }>;
  confirm(input: {
    email: string;
    token: string;
  }): Promise<{ outcome: 'success' | 'already-confirmed'; cardLinked: boolean; fidelityCard: string | null }>;
}

const tags = ['loyalty'];

const confirmResultSchema = z.object({
  outcome: z.enum(['success', 'already-confirmed']),
  cardLinked: z.boolean().describe('the card was linked to the account by this confirmation'),
  fidelityCard: z.string().nullable(),
});

export const cardRegistrationRoutes: FastifyPluginAsyncZod<{
  flow: CardRegistration;
  bot: BotCheck;
  context: (request: FastifyRequest) => Promise<AccountContext>;
}> = async (app, { flow, bot, context }) => {
  // Seed 002 spells it register-user, seed 000 register_user: both answer.
  for (const url of ['/registration-card/register-user', '/registration-card/register_user'])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Registers a member from the loyalty card (card + birth date prove who they are)',
          description: [
            'Query registration_card_action=register (the default). Body (JSON or form): fidelity_card, birth_date',
            "(GG/MM/AAAA or AAAA-MM-GG), email, password, fiscalCode, phone, storeId (the card's cooperative),",
            'disclaimers, token_recaptcha. Name and birth date come from the member register. A mail with the link',
            'to /registration/card-agreement?action=confirm… follows; the card is linked when the link is opened.',
            'Refusals (status 1): error.loyalty.card_invalid, birth_date_invalid, card_unknown, birth_date_mismatch,',
            'card_has_account, card_other_cooperative, too_many_checks, error.registration.disclaimer_required.',
          ].join(' '),
          querystring: cardRegisterQuerySchema,
          body: cardRegisterBodySchema,
          response: { 200: envelopeSchema(z.object({}).loose()) },
        },
      },
      async (request) => {
        const body = request.body;
        await bot.require('registration-card/register-user', body.token_recaptcha);
        const { message } = await flow.register(await context(request), body);
        return envelope({}, { infos: [{ code: 'info.registration.registered', message }] });
      },
    );

  app.post(
    '/registration-card/registration_confirm',
    {
      // Posted by /registration/card-agreement, the page of the mailed link: the token authorises it.
      schema: {
        tags,
        summary: 'Confirms a registration from a card (the mailed link) and links the card',
        description:
          'Query action=confirm, email, coopId, token. Refusal (status 1): error.registration.confirm_invalid.',
        querystring: cardConfirmQuerySchema,
        response: { 200: envelopeSchema(confirmResultSchema) },
      },
    },
    async (request) => {
      const result = await flow.confirm({ email: request.query.email, token: request.query.token });
      return envelope(result);
    },
  );
};
