import { z } from 'zod';

/** The shop's public configuration (spec 000 §8 "configuration flags"), read by the clients at start. */
export const appConfigSchema = z.object({
  anonymousCart: z
    .boolean()
    .describe('Anonymous visitors may fill a cart (ANONYMOUS_CART); it moves into the account at login'),
  updateCart: z
    .boolean()
    .describe("Plus/minus change the cart at once (UPDATE_CART); false: the card keeps it until 'Aggiungi'"),
  googleLogin: z.boolean().describe('«Accedi con Google» is offered (GOOGLE_CLIENT_ID set)'),
  facebookLogin: z.boolean().describe('«Accedi con Facebook» is offered (FACEBOOK_CLIENT_ID set)'),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** lang/lang-info (spec 000 §7): the shop's language and how it writes numbers, dates and money. */
export const langInfoQuerySchema = z.looseObject({
  lang_info_name: z.string().max(40, { message: 'deve essere lungo al massimo 40 caratteri' }).optional(),
});

const languageSchema = z.object({
  code: z.string().describe('it'),
  name: z.string().describe('Italiano'),
  locale: z.string().describe('it-IT'),
  default: z.boolean(),
});

export const langInfoSchema = z.object({
  langInfoName: z.string().describe('the language asked for, as the shop names it'),
  ...languageSchema.shape,
  currency: z.string().describe('EUR'),
  timeZone: z.string().describe('Europe/Rome'),
  dateFormat: z.string().describe('dd/MM/yyyy'),
  decimalSeparator: z.string(),
  thousandsSeparator: z.string(),
  multilanguage: z.boolean().describe('false: clients need not send X-Ebsn-Lang'),
  languages: z.array(languageSchema),
});
export type LangInfo = z.infer<typeof langInfoSchema>;
