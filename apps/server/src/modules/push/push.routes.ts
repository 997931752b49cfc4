// Device registration for push and the marketing cloud (seed 000 §7 "Marketing and push"):
// externalregistration/register and unregister (GET, query parameters as the spec calls them),
// marketingcloud/contact-key and remove (POST, form or JSON), and the VAPID public key the PWA
// subscribes with. All need a logged-in customer: a device belongs to an account.
import {
  contactKeyInputSchema,
  contactKeySchema,
  contactRemoveInputSchema,
  contactRemoveSchema,
  deviceRegisterInputSchema,
  deviceUnregisterInputSchema,
  deviceUnregisterSchema,
  envelopeSchema,
  pushDeviceSchema,
  vapidKeySchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { PushService } from './push.service';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/externalregistration/register',
    {
      schema: {
        tags,
        summary:
          'Registers the device for push (external_id, model, platform, platform_version, manufacturer, uuid)',
        description:
          'platform is web (the PWA), android or ios. For web, external_id is the Web Push subscription endpoint (https) and p256dh and auth are its keys (base64url, RFC 8291); for the app it is the FCM/APNs token. Registering the same (platform, uuid) again updates that device: one device, never two. Refusals (status 1): error.push.endpoint.',
        response: { 200: envelopeSchema(pushDeviceSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await push.register(userId, readInput(deviceRegisterInputSchema, request)));
    },
  );

  app.get(
    '/externalregistration/unregister',
    {
      schema: {
        tags,
        summary:
          'Removes the device (platform, uuid) of the logged customer: the app calls it before the logout',
        description: '`removed` is 0 when the device was not registered (the call is idempotent).',
        response: { 200: envelopeSchema(deviceUnregisterSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(deviceUnregisterInputSchema, request);
      return envelope(await push.unregister(userId, input.platform, input.uuid));
    },
  );

  app.get(
    '/externalregistration/vapid-key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key: the PWA's applicationServerKey for pushManager.subscribe",
        response: { 200: envelopeSchema(vapidKeySchema) },
      },
    },
    async () => envelope(push.vapidKey()),
  );

  app.post(
    '/marketingcloud/contact-key',
    {
      schema: {
        tags,
        summary:
          "The customer's marketing contact key for the device addresses (ChannelAddressList, MaximumCount)",
        description:
          'The app of company 32 calls it after the login (seed 000 §4). ChannelAddressList: a list (or comma-separated) of device addresses, at most 20; MaximumCount (default 1) caps how many are enrolled. The same customer always gets the same key.',
        body: contactKeyInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(contactKeySchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(contactKeyInputSchema, request);
      return envelope(await push.contactKey(userId, input.ChannelAddressList, input.MaximumCount));
    },
  );

  app.post(
    '/marketingcloud/remove',
    {
      schema: {
        tags,
        summary: "Removes the customer's marketing contact (contactKey, userId: the logged customer's)",
        description:
          '`removed` is false when the key was not theirs or was already removed. Refusals (status 1): error.marketing.not_yours (another userId).',
        body: contactRemoveInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(contactRemoveSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await push.removeContact(userId, readInput(contactRemoveInputSchema, request)));
    },
  );
};
