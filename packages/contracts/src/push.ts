// Push notifications and the marketing cloud (seed 000 §3 "Device registration", §4 "Push
// notifications", §7 "Marketing and push"; issue 27). Wire names are the spec's parameters
// (external_id, platform_version, ChannelAddressList, contactKey) and camelCase results.
import { z } from 'zod';

const text = (name: string, max: number) =>
  z
    .string({ message: `indica ${name}` })
    .trim()
    .min(1, { message: `indica ${name}` })
    .max(max, { message: `${name}: al massimo ${max} caratteri` });

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${name}: al massimo ${max} caratteri` })
    .optional()
    .transform((v) => (v ? v : undefined));

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

const platformSchema = z
  .string({ message: 'indica la piattaforma (web, android o ios)' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PUSH_PLATFORMS, { message: 'la piattaforma deve essere web, android o ios' }));

/** A base64url key of a Web Push subscription (RFC 8291: p256dh 65 bytes, auth 16 bytes). */
const base64url = (name: string, bytes: number) =>
  z
    .string({ message: `indica ${name} della sottoscrizione Web Push` })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: `${name} deve essere in base64url` })
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, {
      message: `${name} deve essere di ${bytes} byte`,
    });

/**
 * externalregistration/register. For the PWA (platform web) external_id is the subscription's
 * endpoint (an https URL) and p256dh/auth its keys; for the app external_id is the FCM/APNs token.
 */
export const deviceRegisterInputSchema = z
  .object({
    external_id: text('l’identificativo push del dispositivo (external_id)', 2000),
    platform: platformSchema,
    uuid: text('l’identificativo del dispositivo (uuid)', 200),
    model: optionalText('model', 200),
    platform_version: optionalText('platform_version', 100),
    manufacturer: optionalText('manufacturer', 200),
    p256dh: base64url('la chiave p256dh', 65).optional(),
    auth: base64url('la chiave auth', 16).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.platform !== 'web') return;
    if (!v.p256dh || !v.auth)
      ctx.addIssue({
        code: 'custom',
        path: [v.p256dh ? 'auth' : 'p256dh'],
        message: 'per il web servono le chiavi p256dh e auth della sottoscrizione',
      });
    let url: URL | null = null;
    try {
      url = new URL(v.external_id);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      ctx.addIssue({
        code: 'custom',
        path: ['external_id'],
        message: 'per il web è l’indirizzo (URL) della sottoscrizione Web Push',
      });
  });
export type DeviceRegisterInput = z.output<typeof deviceRegisterInputSchema>;

/** externalregistration/unregister. */
export const deviceUnregisterInputSchema = z.object({
  platform: platformSchema,
  uuid: text('l’identificativo del dispositivo (uuid)', 200),
});

export const pushDeviceSchema = z.object({
  deviceId: z.number(),
  platform: z.enum(PUSH_PLATFORMS),
  uuid: z.string(),
  model: z.string().nullable(),
  platformVersion: z.string().nullable(),
  manufacturer: z.string().nullable(),
  registeredAt: z.string().describe('ISO instant of the last registration'),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const deviceUnregisterSchema = z.object({ removed: z.number().describe('devices removed (0 or 1)') });

/** externalregistration/vapid-key: the server's VAPID public key (applicationServerKey). */
export const vapidKeySchema = z.object({
  publicKey: z.string().describe('uncompressed P-256 point, base64url'),
});

/** The payload of every push message (JSON, encrypted for Web Push): what the client shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  nav_to: z.string().nullable().describe('the app path to open (seed 000 §4)'),
  kind: z
    .enum(['order', 'invite', 'payment_due', 'loyalty', 'marketing'])
    .describe(
      'order: a status change; invite: an invite voucher; payment_due: a due-date reminder; loyalty: a reward request ready or cancelled; marketing',
    ),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** marketingcloud/contact-key (ChannelAddressList: the device tokens; MaximumCount). */
export const contactKeyInputSchema = z.object({
  ChannelAddressList: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
      z.array(z.string().trim().min(1).max(2000), { message: 'ChannelAddressList è una lista di indirizzi' }),
    )
    .pipe(z.array(z.string()).max(20, { message: 'ChannelAddressList: al massimo 20 indirizzi' })),
  MaximumCount: z.coerce
    .number({ message: 'MaximumCount deve essere un numero' })
    .int({ message: 'MaximumCount deve essere un numero intero' })
    .min(1, { message: 'MaximumCount deve essere almeno 1' })
    .max(100, { message: 'MaximumCount: al massimo 100' })
    .default(1),
});

export const contactKeySchema = z.object({
  contactKey: z.string(),
  companyId: z.number().describe('the marketing cloud business unit (company 32, seed 000 §9)'),
  channelAddresses: z.array(z.string()),
});

/** marketingcloud/remove (contactKey, userId: the logged customer's own). */
export const contactRemoveInputSchema = z.object({
  contactKey: text('la chiave di contatto (contactKey)', 200),
  userId: z.coerce
    .number({ message: 'userId deve essere un numero' })
    .int({ message: 'userId deve essere un numero intero' })
    .positive({ message: 'userId deve essere un numero positivo' }),
});

export const contactRemoveSchema = z.object({ removed: z.boolean() });
