import { z } from 'zod';

export const messageErrorSchema = z.object({ code: z.string(), error: z.string() });
export const messageInfoSchema = z.object({ code: z.string(), info: z.string() });
export const messageWarningSchema = z.object({ code: z.string(), warning: z.string() });

export const envelopeResponseSchema = z.object({
  status: z.number().int().describe('0 on success; a business refusal carries another number and an error'),
  errors: z.array(messageErrorSchema),
  infos: z.array(messageInfoSchema),
  warnings: z.array(messageWarningSchema),
  errorsMessage: z.array(z.string()),
  infosMessage: z.array(z.string()),
  warningsMessage: z.array(z.string()),
});
export type EnvelopeResponse = z.infer<typeof envelopeResponseSchema>;

/** Every answer under /ebsn/api: exactly `response` and `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ response: envelopeResponseSchema, data });
}
export type Envelope<T> = { response: EnvelopeResponse; data: T };

export const errorEnvelopeSchema = envelopeSchema(z.unknown());
