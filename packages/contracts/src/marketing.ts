// Marketing campaigns of the back-office (issue 27): staff with the marketing role send a message
// to a segment of customers (all, a cooperative, a delivery service); it reaches only those with
// the marketing consent, by mail (kept in their message archive) and by push on their devices.
import { z } from 'zod';

export const MARKETING_SEGMENTS = ['all', 'cooperative', 'service'] as const;
export type MarketingSegment = (typeof MARKETING_SEGMENTS)[number];

export const CAMPAIGN_LIMITS = { title: 80, body: 300, navTo: 500 } as const;

const text = (name: string, max: number) =>
  z
    .string({ message: `scrivi ${name}` })
    .trim()
    .min(1, { message: `scrivi ${name}` })
    .max(max, { message: `al massimo ${max} caratteri` });

/** A page of this shop only: a path, never another site. */
export const navToSchema = z
  .string()
  .trim()
  .max(CAMPAIGN_LIMITS.navTo, { message: `al massimo ${CAMPAIGN_LIMITS.navTo} caratteri` })
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')), {
    message: 'indica una pagina del negozio che inizia con / (per esempio /search?filter=promo)',
  })
  .optional()
  .transform((v) => (v ? v : null));

const idSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ message: 'deve essere un numero' })
    .int({ message: 'deve essere un numero intero' })
    .positive({ message: 'deve essere un numero positivo' })
    .optional(),
);

/** POST marketing-campaign/send: flat fields, so that a form-encoded body says the same as JSON. */
export const campaignSendInputSchema = z
  .object({
    title: text('il titolo', CAMPAIGN_LIMITS.title),
    body: text('il testo', CAMPAIGN_LIMITS.body),
    nav_to: navToSchema,
    segment: z.enum(MARKETING_SEGMENTS, {
      message: 'scegli a chi inviare: tutti, una cooperativa o un servizio di consegna',
    }),
    segment_id: idSchema,
  })
  .superRefine((v, ctx) => {
    if (v.segment !== 'all' && v.segment_id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['segment_id'],
        message: v.segment === 'cooperative' ? 'scegli la cooperativa' : 'scegli il servizio di consegna',
      });
  });
export type CampaignSendInput = z.infer<typeof campaignSendInputSchema>;

export const campaignSchema = z.object({
  campaignId: z.number(),
  title: z.string(),
  body: z.string(),
  navTo: z.string().nullable(),
  segment: z.enum(MARKETING_SEGMENTS),
  segmentId: z.number().nullable(),
  /** «Tutti i clienti», «Cooperativa …», «Servizio …». */
  segmentLabel: z.string(),
  /** Customers reached: those of the segment with the marketing consent. */
  customers: z.number(),
  mailed: z.number(),
  /** Their registered devices; reached = handed to the push service or the app's outbox. */
  devices: z.number(),
  reached: z.number(),
  failed: z.number(),
  staffName: z.string(),
  sentAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignTargetsSchema = z.object({
  cooperatives: z.array(z.object({ id: z.number(), name: z.string() })),
  services: z.array(z.object({ id: z.number(), name: z.string(), cooperative: z.string() })),
});
export type CampaignTargets = z.infer<typeof campaignTargetsSchema>;
