// Platform calls: the ones that belong to no module. `auth/test` lives in the account
// module (modules/account), which answers the user object when logged in.
import { appConfigSchema, envelopeSchema, langInfoQuerySchema, langInfoSchema } from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from './envelope';
import { AppError } from './errors';

/** The shop's languages: Italian only (spec 000 §1: default language it). */
const LANGUAGES = [{ code: 'it', name: 'Italiano', locale: 'it-IT', default: true }];

/** A language as clients name it: it, IT, it_IT, it-IT, italiano. */
function languageOf(name: string | undefined) {
  const key = (name ?? '').trim().toLowerCase().replace('_', '-');
  if (key === '') return LANGUAGES.find((l) => l.default)!;
  return LANGUAGES.find(
    (l) => l.code === key || l.locale.toLowerCase() === key || l.name.toLowerCase() === key,
  );
}

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'The public configuration flags of the shop (anonymous cart, cart updating)',
        description:
          'No login and no session: the web app and the mobile app read it once per visit. Only flags that change what a shopper can do are listed; nothing secret.',
        response: { 200: envelopeSchema(appConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return envelope({
        anonymousCart: app.config.ANONYMOUS_CART,
        updateCart: app.config.UPDATE_CART,
        googleLogin: Boolean(app.config.GOOGLE_CLIENT_ID),
        facebookLogin: Boolean(app.config.FACEBOOK_CLIENT_ID),
      });
    },
  );

  app.get(
    '/lang/lang-info',
    {
      schema: {
        tags: ['platform'],
        summary: "The shop's language: name, locale, currency, time zone and number and date formats",
        description:
          "lang_info_name names the language (it, it_IT, it-IT or italiano; default: the shop's default language). The shop speaks Italian only, so `multilanguage` is false. An unknown language answers 404 (the client ignores the failure and keeps its own texts, spec 000 §8).",
        querystring: langInfoQuerySchema,
        response: { 200: envelopeSchema(langInfoSchema) },
      },
    },
    async (request, reply) => {
      const asked = request.query.lang_info_name;
      const language = languageOf(asked);
      if (!language)
        throw AppError.notFound(
          `Lingua non disponibile: «${asked}». Lingue disponibili: ${LANGUAGES.map((l) => `${l.code} (${l.name})`).join(', ')}.`,
          'error.lang.not_found',
        );
      reply.header('Cache-Control', 'public, max-age=3600');
      return envelope({
        langInfoName: asked?.trim() || language.code,
        ...language,
        currency: 'EUR',
        timeZone: 'Europe/Rome',
        dateFormat: 'dd/MM/yyyy',
        decimalSeparator: ',',
        thousandsSeparator: '.',
        multilanguage: LANGUAGES.length > 1,
        languages: LANGUAGES,
      });
    },
  );
};
