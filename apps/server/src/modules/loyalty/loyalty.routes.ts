// Loyalty cards and points (seed 002 §7 "Loyalty cards and points"): registration-card/*. All
// need a logged-in customer. Inputs come in the query, a form or JSON alike (add-card takes
// them in the query in the spec); refusals answer status 1 with the Italian message.
import {
  cardCheckInputSchema,
  cardCheckSchema,
  cardRemoveInputSchema,
  convertPointsInputSchema,
  envelopeSchema,
  loyaltyCardsSchema,
  pointsConversionSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { LoyaltyService } from './loyalty.service';

const tags = ['loyalty'];
const REFUSALS =
  'Refusals (status 1): error.loyalty.card_invalid (Numero di carta fedeltà non valido), birth_date_invalid, card_unknown, birth_date_mismatch, card_yours, card_taken, too_many_checks.';

export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService }> = async (app, { loyalty }) => {
  app.get(
    '/registration-card/view-cards',
    {
      schema: {
        tags,
        summary: "The customer's loyalty cards: points balance, expiry, conversion table, movements",
        response: { 200: envelopeSchema(loyaltyCardsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await loyalty.viewCards(userId));
    },
  );

  app.get(
    '/registration-card/check-card',
    {
      schema: {
        tags,
        summary:
          'Checks a card number (prefix, GS1 check digit) and the holder birth date against the register',
        description: `birth_date as GG/MM/AAAA or AAAA-MM-GG. ${REFUSALS}`,
        response: { 200: envelopeSchema(cardCheckSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(cardCheckInputSchema, request);
      return envelope(
        await loyalty.checkCard(userId, { fidelityCard: input.fidelity_card, birthDate: input.birth_date }),
      );
    },
  );

  app.post(
    '/registration-card/add-card',
    {
      schema: {
        tags,
        summary: 'Adds a card to the customer (fidelity_card, birth_date in the query or the body)',
        description: `Answers the cards as view-cards does. ${REFUSALS}`,
        body: cardCheckInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(loyaltyCardsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(cardCheckInputSchema, request);
      const data = await loyalty.addCard(userId, {
        fidelityCard: input.fidelity_card,
        birthDate: input.birth_date,
      });
      return envelope(data, {
        infos: [{ code: 'info.loyalty.card_added', message: 'Carta fedeltà aggiunta.' }],
      });
    },
  );

  app.post(
    '/registration-card/remove-card',
    {
      schema: {
        tags,
        summary: 'Takes a card off the customer (fidelity_card); its points stay on the card',
        description: 'Refusals (status 1): error.loyalty.card_not_yours.',
        body: cardRemoveInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(loyaltyCardsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(cardRemoveInputSchema, request);
      const data = await loyalty.removeCard(userId, input.fidelity_card);
      return envelope(data, {
        infos: [{ code: 'info.loyalty.card_removed', message: 'Carta fedeltà rimossa.' }],
      });
    },
  );

  app.post(
    '/registration-card/convert_points_polv',
    {
      schema: {
        tags,
        summary: 'Pulverisation: converts points into a discount voucher by the cooperative table',
        description:
          '`points` must be a step of the card table (view-cards conversions); `fidelity_card` picks the card (default: the first). Answers the cards and the voucher (in giftcertificate/list at once). Refusals (status 1): error.loyalty.points_step, points_short, no_card, card_not_yours.',
        body: convertPointsInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(pointsConversionSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(convertPointsInputSchema, request);
      const data = await loyalty.convertPoints(userId, input.points, input.fidelity_card);
      return envelope(data, {
        infos: [
          {
            code: 'info.loyalty.converted',
            message: `Punti convertiti: trovi il buono ${data.giftCertificate.giftCode} tra i tuoi buoni sconto.`,
          },
        ],
      });
    },
  );
};
