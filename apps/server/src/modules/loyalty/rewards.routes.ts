// Rewards and donations of loyalty points (issue 25; seed 002 §2 rewards-cart, requested-rewards,
// create-offer, donate; ADR 0059). The spec shows no calls: ours are loyalty-rewards/*. Customer
// calls need a login; the staff calls a store manager (staffGuard). Inputs in the query, a form
// or JSON alike; refusals answer status 1 with the Italian message and write nothing.
import {
  charityProjectsSchema,
  donateInputSchema,
  donationResultSchema,
  envelopeSchema,
  rewardAdvanceInputSchema,
  rewardCardQuerySchema,
  rewardCartAddInputSchema,
  rewardCartRemoveInputSchema,
  rewardCartSchema,
  rewardCartUpdateInputSchema,
  rewardCatalogueSchema,
  rewardRequestIdInputSchema,
  rewardRequestResultSchema,
  rewardRequestSchema,
  rewardRequestsSchema,
  rewardStaffQuerySchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { StaffGuard } from '../backoffice';
import type { RewardsService } from './rewards.service';

const tags = ['loyalty-rewards'];
const CARD =
  '`fidelity_card` picks the card (default: the first added); its cooperative gives the catalogue.';
const info = (code: string, message: string) => ({ infos: [{ code, message }] });

export const rewardsRoutes: FastifyPluginAsyncZod<{
  rewards: RewardsService;
  requireStaff: StaffGuard;
}> = async (app, { rewards, requireStaff }) => {
  app.get(
    '/loyalty-rewards/catalogue',
    {
      schema: {
        tags,
        summary: "The rewards catalogue of the card's cooperative (/profile/create-offer), with the balance",
        description: `${CARD} Points-only and points + euro rewards (the euro paid in the shop at collection).`,
        querystring: rewardCardQuerySchema,
        response: { 200: envelopeSchema(rewardCatalogueSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await rewards.catalogue(userId, request.query.fidelity_card));
    },
  );

  app.get(
    '/loyalty-rewards/cart',
    {
      schema: {
        tags,
        summary: 'The rewards cart of the card (/profile/rewards-cart)',
        description: CARD,
        querystring: rewardCardQuerySchema,
        response: { 200: envelopeSchema(rewardCartSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await rewards.cart(userId, request.query.fidelity_card));
    },
  );

  app.post(
    '/loyalty-rewards/cart/add',
    {
      schema: {
        tags,
        summary: 'Adds `quantity` (default 1) of a reward to the rewards cart',
        description: `${CARD} Refusals (status 1): error.rewards.no_card, unknown, quantity (1 to 10 of a reward), cart_full.`,
        body: rewardCartAddInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(rewardCartSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(rewardCartAddInputSchema, request);
      const data = await rewards.addToCart(userId, input.reward_id, input.quantity, input.fidelity_card);
      return envelope(data, info('info.rewards.added', 'Premio aggiunto al carrello premi.'));
    },
  );

  app.post(
    '/loyalty-rewards/cart/update',
    {
      schema: {
        tags,
        summary: "Sets a rewards cart line's quantity (0 removes it)",
        description: `${CARD} Refusals (status 1): error.rewards.not_in_cart, quantity.`,
        body: rewardCartUpdateInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(rewardCartSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(rewardCartUpdateInputSchema, request);
      return envelope(await rewards.updateCart(userId, input.reward_id, input.quantity, input.fidelity_card));
    },
  );

  app.post(
    '/loyalty-rewards/cart/remove',
    {
      schema: {
        tags,
        summary: 'Takes a reward out of the rewards cart',
        description: `${CARD} Refusals (status 1): error.rewards.not_in_cart.`,
        body: rewardCartRemoveInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(rewardCartSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(rewardCartRemoveInputSchema, request);
      const data = await rewards.removeFromCart(userId, input.reward_id, input.fidelity_card);
      return envelope(data, info('info.rewards.removed', 'Premio tolto dal carrello premi.'));
    },
  );

  app.post(
    '/loyalty-rewards/cart/request',
    {
      schema: {
        tags,
        summary:
          'Requests the rewards cart: its points are debited at once (the euro part is paid at collection)',
        description: `${CARD} Refusals (status 1): error.rewards.cart_empty, points_short (with the balance), no_card.`,
        body: rewardCardQuerySchema.nullish(),
        response: { 200: envelopeSchema(rewardRequestResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(rewardCardQuerySchema, request);
      const data = await rewards.requestCart(userId, input.fidelity_card);
      return envelope(
        data,
        info(
          'info.rewards.requested',
          `Richiesta n. ${data.request.requestId} inviata: ti avvisiamo quando i premi sono pronti in negozio.`,
        ),
      );
    },
  );

  app.get(
    '/loyalty-rewards/requests',
    {
      schema: {
        tags,
        summary: "The customer's reward requests, newest first (/profile/requested-rewards)",
        description:
          'Status: requested → ready (at the store) → collected, or cancelled (points given back).',
        response: { 200: envelopeSchema(rewardRequestsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await rewards.requests(userId));
    },
  );

  app.post(
    '/loyalty-rewards/requests/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a request while it is «richiesto»: the points come back (a ledger movement)',
        description: 'Refusals (status 1): error.rewards.request_unknown, status.',
        body: rewardRequestIdInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(rewardRequestsSchema.extend({ request: rewardRequestSchema })) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(rewardRequestIdInputSchema, request);
      const data = await rewards.cancel(userId, input.request_id);
      return envelope(
        data,
        info('info.rewards.cancelled', 'Richiesta annullata: i punti sono tornati sulla carta.'),
      );
    },
  );

  app.get(
    '/loyalty-rewards/staff/requests',
    {
      schema: {
        tags,
        summary: "Store managers: the reward requests of their warehouses' cooperatives, oldest first",
        querystring: rewardStaffQuerySchema,
        response: { 200: envelopeSchema(rewardRequestsSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      return envelope(await rewards.staffRequests(staff, request.query.status));
    },
  );

  app.post(
    '/loyalty-rewards/staff/advance',
    {
      schema: {
        tags,
        summary:
          'Store managers: a request becomes ready (at the store), collected, or cancelled (points back)',
        description:
          'Refusals (status 1): error.rewards.request_unknown, status (a move the table does not allow).',
        body: rewardAdvanceInputSchema,
        response: { 200: envelopeSchema(z.object({ request: rewardRequestSchema })) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const data = await rewards.advance(staff, request.body.request_id, request.body.status);
      return envelope(
        { request: data },
        info('info.rewards.advanced', `Richiesta n. ${data.requestId}: ${data.statusLabel.toLowerCase()}.`),
      );
    },
  );

  app.get(
    '/loyalty-rewards/charity-projects',
    {
      schema: {
        tags,
        summary:
          "The card's cooperative's charity projects, the donation table and the member's receipts (/profile/donate)",
        description: CARD,
        querystring: rewardCardQuerySchema,
        response: { 200: envelopeSchema(charityProjectsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await rewards.projects(userId, request.query.fidelity_card));
    },
  );

  app.post(
    '/loyalty-rewards/donate',
    {
      schema: {
        tags,
        summary: 'Gives points to a charity project: a ledger movement and a numbered receipt',
        description: `${CARD} points: the table's minimum, a multiple of its step, at most its maximum. Refusals (status 1): error.rewards.project_unknown, donation_points, points_short, no_card.`,
        body: donateInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(donationResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(donateInputSchema, request);
      const data = await rewards.donate(userId, input.project_id, input.points, input.fidelity_card);
      return envelope(
        data,
        info('info.rewards.donated', `Grazie! Ricevuta n. ${data.receipt.receiptNumber}.`),
      );
    },
  );

  app.get(
    '/loyalty-rewards/donations/receipt',
    {
      schema: {
        tags,
        summary: 'A donation receipt of the customer as a PDF',
        description:
          'Answers application/pdf; refusals answer the JSON envelope (error.rewards.receipt_unknown).',
        querystring: z.object({
          receipt_number: z
            .string({ message: 'indica il numero della ricevuta (receipt_number)' })
            .min(1)
            .max(40),
        }),
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      const { pdf, filename } = await rewards.receiptPdf(userId, request.query.receipt_number);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
