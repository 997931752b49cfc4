// Delivery network and address calls that do not touch the cart (spec 001 §7
// "Stores, addresses and time slots"). The calls that change the cart's store,
// address or slot live in the cart module (cart-setup.routes.ts).
import {
  addressCheckResultSchema,
  addressCheckSchema,
  addressIdQuerySchema,
  addressListQuerySchema,
  addressRequestSchema,
  addressSchema,
  addressUpdateSchema,
  deliveryServiceListQuerySchema,
  envelopeSchema,
  findByCoordinatesQuerySchema,
  placeSchema,
  placeSuggestQuerySchema,
  storeIdQuerySchema,
  storeProximityQuerySchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { requireUser } from '../../platform/session';
import type { BotCheck } from '../account';
import { messages, type DeliveryService } from './delivery.service';
import { readInput } from '../../platform/http';

const addressesSchema = envelopeSchema(z.object({ addresses: z.array(addressSchema) }));

function serviceIdsOf(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const ids = text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

export interface DeliveryRoutesOptions {
  delivery: DeliveryService;
  bot: BotCheck;
  limiter: RateLimiter;
}

export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRoutesOptions> = async (
  app,
  { delivery, bot, limiter },
) => {
  const proximity = async (q: z.output<typeof storeProximityQuerySchema>) => {
    const ids = serviceIdsOf(q.services);
    const lists = await Promise.all(
      (ids ?? [undefined]).map((deliveryServiceId) =>
        delivery.pickupAddresses({
          deliveryServiceId,
          addressType: deliveryServiceId ? undefined : 'drive',
          storeId: q.store_id,
          latitude: q.latitude,
          longitude: q.longitude,
          distance: q.distance,
        }),
      ),
    );
    const seen = new Set<number>();
    const addresses = lists.flat().filter((a) => !seen.has(a.addressId) && seen.add(a.addressId));
    if (q.orderby === 'name') addresses.sort((a, b) => a.addressName.localeCompare(b.addressName, 'it'));
    else if (addresses[0]?.distance !== undefined)
      addresses.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return envelope({ addresses });
  };

  app.get(
    '/store-proximity/list',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Pick-up points offering the given services (comma-joined ids); orderby=name sorts by name',
        querystring: storeProximityQuerySchema,
        response: { 200: addressesSchema },
      },
    },
    async (request) => proximity(request.query),
  );

  app.get(
    '/store-proximity/localize',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Pick-up points near a position (within `distance` metres, default 10000), nearest first',
        querystring: storeProximityQuerySchema,
        response: { 200: addressesSchema },
      },
    },
    async (request) => proximity(request.query),
  );

  app.get(
    '/warehouse/find-by-coordinates',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Warehouses (shops, lockers, piers) within `distance` metres of a position, nearest first',
        querystring: findByCoordinatesQuerySchema,
        response: { 200: envelopeSchema(z.object({ warehouses: z.array(addressSchema) })) },
      },
    },
    async (request) => {
      const q = request.query;
      const types = ['drive', 'locker', 'onboard'] as const;
      const lists = await Promise.all(
        types.map((addressType) =>
          delivery.pickupAddresses({
            addressType,
            latitude: q.latitude,
            longitude: q.longitude,
            distance: q.distance,
          }),
        ),
      );
      const warehouses = lists.flat().sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      return envelope({ warehouses });
    },
  );

  app.get(
    '/user-address/delivery-service-list',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'Pick-up addresses of a service type (address_type, default drive) or of one delivery_service_id',
        querystring: deliveryServiceListQuerySchema,
        response: { 200: addressesSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const addresses = await delivery.pickupAddresses({
        addressType: q.address_type ?? 'drive',
        deliveryServiceId: q.delivery_service_id,
        latitude: q.latitude,
        longitude: q.longitude,
        distance: q.distance,
      });
      return envelope({ addresses });
    },
  );

  app.get(
    '/user-address/list',
    {
      schema: {
        tags: ['delivery'],
        summary: "The shopper's home addresses (address_type=home) or the pick-up points of a type",
        querystring: addressListQuerySchema,
        response: { 200: addressesSchema },
      },
    },
    async (request) => {
      const ctx = await requireUser(request);
      const addresses = await delivery.addressList(ctx.userId, request.query.address_type ?? 'home');
      return envelope({ addresses });
    },
  );

  app.get(
    '/user-address/list-store',
    {
      schema: {
        tags: ['delivery'],
        summary: "Every address usable with a cooperative's services: own home addresses and pick-up points",
        querystring: storeIdQuerySchema,
        response: { 200: addressesSchema },
      },
    },
    async (request) => {
      const ctx = await requireUser(request);
      return envelope({ addresses: await delivery.addressesOfStore(ctx.userId, request.query.store_id) });
    },
  );

  app.get(
    '/user-address/view',
    {
      schema: {
        tags: ['delivery'],
        summary: "One of the shopper's addresses (another account's address is refused)",
        querystring: addressIdQuerySchema,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => {
      const ctx = await requireUser(request);
      return envelope(await delivery.addressView(ctx.userId, request.query.address_id));
    },
  );

  app.get(
    '/address/autocomplete',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'Address autocomplete: Italian municipalities (with their CAPs) whose name or CAP starts with q',
        description:
          'Answers from the configured geocoder (by default the shipped gazetteer of Lombardy, no network). `served` tells whether a delivery zone covers the place; fewer than 2 characters give an empty list.',
        querystring: placeSuggestQuerySchema,
        response: { 200: envelopeSchema(z.object({ places: z.array(placeSchema) })) },
      },
    },
    async (request) => envelope({ places: await delivery.suggestPlaces(request.query.q) }),
  );

  app.post(
    '/user-address/check',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Is an address served? Status 0 with the services that reach it; otherwise status 1',
        description:
          'Fields: postalcode, city, province, address1, addressNumber, latitude, longitude (query, form or JSON). Not served: error.address.not_covered with data.deliveryServiceAvailable=false.',
        body: addressCheckSchema.partial().nullish(),
        response: { 200: envelopeSchema(addressCheckResultSchema) },
      },
    },
    async (request) => {
      const input = readInput(addressCheckSchema, request);
      const result = await delivery.check(input);
      if (!result.served)
        throw AppError.business('error.address.not_covered', messages.notCovered, { data: result });
      return envelope(result);
    },
  );

  app.post(
    '/user-address/update',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Creates (no addressId) or updates a home address of the shopper',
        description:
          'Validates the CAP (5 digits, served by a delivery zone), the province (2 letters) and the street number.',
        body: addressUpdateSchema.partial().nullish(),
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => {
      const ctx = await requireUser(request);
      const input = readInput(addressUpdateSchema, request);
      const address = await delivery.saveAddress(ctx.userId, input);
      return envelope(address, { infos: [{ code: 'info.address.saved', message: 'Indirizzo salvato.' }] });
    },
  );

  app.post(
    '/eurospin-address-form/save-new-address',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Notify-me form: an address not yet served, with the e-mail to notify',
        description:
          'Needs a solved ALTCHA challenge in token_recaptcha (while the call is in ALTCHA_ENDPOINTS, as by default) and is limited to RATE_LIMIT_REQUEST_IP_MAX requests per address in the window (429).',
        body: addressRequestSchema.partial().nullish(),
        response: { 200: envelopeSchema(z.object({ addressRequestId: z.number() })) },
      },
    },
    async (request) => {
      const input = readInput(addressRequestSchema, request);
      // Anyone may send it: a bot check (ALTCHA_ENDPOINTS) and a limit per address.
      const raw = { ...(request.query as object), ...((request.body as object | null) ?? {}) } as Record<
        string,
        unknown
      >;
      await bot.require(
        'eurospin-address-form/save-new-address',
        typeof raw.token_recaptcha === 'string' ? raw.token_recaptcha : undefined,
      );
      await limiter.hit({
        bucket: 'address_request',
        key: `ip:${request.ip}`,
        max: app.config.RATE_LIMIT_REQUEST_IP_MAX,
        windowMs: app.config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      });
      const ctx = await request.context();
      if (!input.email && ctx.userId === null)
        throw AppError.business(
          'error.address_request.email',
          "Indica l'indirizzo e-mail a cui avvisarti quando consegneremo al tuo indirizzo.",
        );
      if (!input.postalcode && !input.city)
        throw AppError.business('error.address_request.address', 'Indica almeno il comune o il CAP.');
      const addressRequestId = await delivery.saveAddressRequest(ctx.userId, input);
      return envelope(
        { addressRequestId },
        {
          infos: [
            {
              code: 'info.address_request.saved',
              message: 'Grazie! Ti avviseremo appena consegneremo al tuo indirizzo.',
            },
          ],
        },
      );
    },
  );
};
