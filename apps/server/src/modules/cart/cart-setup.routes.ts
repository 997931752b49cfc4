// Delivery setup of the cart (spec 001 §2 setup dialogs, §7 "Stores, addresses
// and time slots"): the calls that read or change the cart's cooperative,
// service, address and time slot.
import {
  addressIdQuerySchema,
  addressSelectSchema,
  cartSchema,
  deliveryFeeSchema,
  envelopeSchema,
  storeIdQuerySchema,
  storeSchema,
  timeslotListQuerySchema,
  timeslotListSchema,
  timeslotSelectQuerySchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { requireUser } from '../../platform/session';
import { readInput } from '../../platform/http';
import { cartActor, optionalOwner } from './cart-owner';
import type { CartServices } from './cart.services';
import { cartAnswerSerializer } from './cart-answer';

const cartEnvelope = envelopeSchema(cartSchema);
const tags = ['delivery setup'];

export const cartSetupRoutes: FastifyPluginAsyncZod<{ cart: Pick<CartServices, 'setup'> }> = async (
  app,
  { cart },
) => {
  app.get(
    '/store/list',
    {
      schema: {
        tags,
        summary: 'The cooperatives with their delivery services; the cart’s one is `selected`',
        response: { 200: envelopeSchema(z.object({ stores: z.array(storeSchema) })) },
      },
    },
    async (request) => envelope({ stores: await cart.setup.stores(await optionalOwner(request)) }),
  );

  app.get(
    '/store/view',
    {
      schema: {
        tags,
        summary: 'One cooperative with its delivery services',
        querystring: storeIdQuerySchema,
        response: { 200: envelopeSchema(storeSchema) },
      },
    },
    async (request) => envelope(await cart.setup.store(await optionalOwner(request), request.query.store_id)),
  );

  app.post(
    '/store/select',
    {
      schema: {
        tags,
        summary: 'Sets the cart’s cooperative; another cooperative clears service, address and slot',
        body: storeIdQuerySchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = readInput(storeIdQuerySchema, request);
      const { cart: data, messages } = await cart.setup.selectStore(owner, input.store_id);
      return envelope(data, messages);
    },
  );

  app.get(
    '/store-proximity/select',
    {
      schema: {
        tags,
        summary: 'Chooses a pick-up point (store_id = its warehouse id) as the cart’s drive address',
        querystring: storeIdQuerySchema,
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner, userId } = await cartActor(request);
      const { cart: data, messages } = await cart.setup.selectAddress(owner, userId, {
        addressType: 'drive',
        addressId: request.query.store_id,
      });
      return envelope(data, messages);
    },
  );

  app.get(
    '/user-address/preview',
    {
      schema: {
        tags,
        summary: 'What choosing an address would do: the cart with `removedCartItems`',
        description:
          'removedCartItems: lines not available at the new warehouse, or above the locker’s level (LOCKER_LEVEL > locker_max_level).',
        querystring: addressSelectSchema,
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner, userId } = await cartActor(request);
      const q = request.query;
      return envelope(
        await cart.setup.previewAddress(owner, userId, {
          addressType: q.address_type,
          addressId: q.address_id,
          deliveryServiceId: q.delivery_service_id,
        }),
      );
    },
  );

  app.post(
    '/user-address/select',
    {
      schema: {
        tags,
        summary: 'Sets the cart’s service and address (address_type, address_id, delivery_service_id)',
        description:
          'Lines not available at the new destination are removed (listed in removedCartItems and in an info); a different warehouse or service releases the slot.',
        body: addressSelectSchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner, userId } = await cartActor(request);
      const input = readInput(addressSelectSchema, request);
      const { cart: data, messages } = await cart.setup.selectAddress(owner, userId, {
        addressType: input.address_type,
        addressId: input.address_id,
        deliveryServiceId: input.delivery_service_id,
      });
      return envelope(data, messages);
    },
  );

  app.get(
    '/user-address/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a home address; refused while the cart delivers to it',
        querystring: addressIdQuerySchema,
        response: { 200: envelopeSchema(z.object({ addressId: z.number() })) },
      },
    },
    async (request) => {
      const ctx = await requireUser(request);
      await cart.setup.deleteAddress(ctx.userId, request.query.address_id);
      return envelope(
        { addressId: request.query.address_id },
        { infos: [{ code: 'info.address.deleted', message: 'Indirizzo eliminato.' }] },
      );
    },
  );

  app.get(
    '/timeslot/list',
    {
      schema: {
        tags,
        summary: 'Days of slots for the cart’s warehouse and service, with the legend status',
        description:
          'data: [{ dateIso, selected, timeslots: [{ timeslotId, beginTime, endTime, cutoffDate, cutoffTime, active, status (empty|intermediate|full|selected), selected, deliveryFee: { promoShortDescr } }] }]. Slots past their cutoff appear only with show-closed=true (active 0).',
        querystring: timeslotListQuerySchema,
        response: { 200: envelopeSchema(timeslotListSchema) },
      },
    },
    async (request) => {
      const { owner } = await cartActor(request);
      return envelope(await cart.setup.timeslots(owner, { showClosed: request.query['show-closed'] }));
    },
  );

  app.get(
    '/timeslot/select',
    {
      schema: {
        tags,
        summary: 'Chooses a slot: holds one place for SLOT_HOLD_MINUTES, releasing the previous hold',
        description:
          'Refusals (status 1): error.cart.slot_full "La fascia … è piena: scegline un’altra", error.timeslot.closed (past the cutoff), error.timeslot.not_found.',
        querystring: timeslotSelectQuerySchema,
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const { cart: data, messages } = await cart.setup.selectTimeslot(
        owner,
        request.query.timeslot_id,
        request.query.sel_date,
      );
      return envelope(data, messages);
    },
  );

  app.get(
    '/delivery-fee/view',
    {
      schema: {
        tags,
        summary: 'Delivery fee of the cart’s service, its promo text and the amount left to free delivery',
        response: { 200: envelopeSchema(deliveryFeeSchema) },
      },
    },
    async (request) => {
      const { owner } = await cartActor(request);
      return envelope(await cart.setup.deliveryFee(owner));
    },
  );
};
