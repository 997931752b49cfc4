// Social login calls (spec 000 §7): /api/social-redir/* (outside /ebsn/api, the browser is sent
// there) and registration/social_user_detail. The flow (flows/social-login.flow.ts) does the work.
import { envelopeSchema } from '@sporta/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { safeRelay } from '../../platform/http';
import { PROVIDER_LABEL, SOCIAL_PROVIDERS, type SocialProvider } from './providers';

/** What the routes need of the social-login flow. */
export interface SocialLoginPort {
  enabled(provider: SocialProvider): boolean;
  readonly anyEnabled: boolean;
  start(request: FastifyRequest, provider: SocialProvider, relay: string): Promise<string>;
  finish(request: FastifyRequest, provider: SocialProvider): Promise<string>;
  pending(request: FastifyRequest): Promise<{
    provider: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string | null;
    lastName: string | null;
  } | null>;
}

const MESSAGES = {
  off: 'L’accesso con Google o Facebook non è configurato su questo negozio.',
  none: 'Nessun accesso social in corso: scegli di nuovo «Accedi con Google» o «Accedi con Facebook».',
};

/** The calls that send the browser to each provider (spec 000 §7); the return is <provider>-callback. */
const START_PATHS: Record<SocialProvider, string[]> = {
  google: ['/api/social-redir/google-mobile'],
  facebook: ['/api/social-redir/facebook-mobile', '/api/social-redir/facebook-mobile-init'],
};

/** /api/social-redir/*: the browser's way to the provider and back (pages, not API calls). */
export function socialRedirectRoutes(flow: SocialLoginPort): FastifyPluginAsync {
  return async (app) => {
    for (const provider of SOCIAL_PROVIDERS) {
      for (const path of START_PATHS[provider])
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          if (!flow.enabled(provider)) return reply.redirect('/login?social=off', 302);
          const relay = safeRelay((request.query as { relay_state_url?: unknown }).relay_state_url);
          try {
            return reply.redirect(await flow.start(request, provider, relay), 302);
          } catch (err) {
            request.log.warn({ err, provider }, `${PROVIDER_LABEL[provider]} sign-in could not start`);
            return reply.redirect('/login?social=failed', 302);
          }
        });
      app.get(`/api/social-redir/${provider}-callback`, { schema: { hide: true } }, async (request, reply) =>
        reply.redirect(await flow.finish(request, provider), 302),
      );
    }
  };
}

export function socialApiRoutes(flow: SocialLoginPort): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/registration/social_user_detail',
      {
        schema: {
          tags: ['registration'],
          summary:
            'The social identity waiting in this session (after «Accedi con Google» or «Accedi con Facebook»), to prefill the registration',
          response: {
            200: envelopeSchema(
              z.object({
                provider: z.string(),
                email: z.string().nullable(),
                emailVerified: z.boolean(),
                firstName: z.string().nullable(),
                lastName: z.string().nullable(),
              }),
            ),
          },
        },
      },
      async (request) => {
        if (!flow.anyEnabled) throw AppError.business('error.social.off', MESSAGES.off);
        const pending = await flow.pending(request);
        if (!pending) throw AppError.business('error.social.none', MESSAGES.none);
        return envelope({
          provider: pending.provider,
          email: pending.email,
          emailVerified: pending.emailVerified,
          firstName: pending.firstName,
          lastName: pending.lastName,
        });
      },
    );
  };
}
