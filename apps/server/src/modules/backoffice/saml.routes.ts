// SAML 2.0 staff sign-in (seed 000 §7 saml/do-login, saml/do-logout; issue 22, ADR 0046): the
// shop is the Service Provider of the cooperative's identity provider. do-login gives the
// provider's sign-in URL (the AuthnRequest), saml/acs receives the signed response (HTTP-POST
// binding) and starts the staff session as the OpenID Connect return does; the provider
// authenticates with its own second factor.
import { envelopeSchema } from '@sporta/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { safeRelay } from '../../platform/http';
import { SamlRefused, type SamlLogin } from '../../platform/saml';
import { logoutSession, staffSession } from '../../platform/session';
import { relayQuerySchema } from './backoffice.routes';
import { staffMessages, type BackofficeService } from './backoffice.service';

const tags = ['back-office'];

const acsBodySchema = z.looseObject({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(500).optional(),
});

/** A refusal the browser can read: the envelope, or a short page when a browser posted the form. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (!(request.headers.accept ?? '').includes('text/html')) throw error;
  const text = error.message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .code(error.httpStatus)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="it"><meta charset="utf-8"><title>Accesso non riuscito</title>` +
        `<body><h1>Accesso non riuscito</h1><p>${text}</p><p><a href="/userboard">Torna all’accesso del personale</a></p></body></html>`,
    );
}

export function samlRoutesOf(service: BackofficeService, saml: SamlLogin | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/saml/do-login',
      {
        schema: {
          tags,
          summary:
            "Staff sign-in at the cooperative's SAML provider: the provider's sign-in URL (relay_state_url: where to come back)",
          description: [
            'Off unless STAFF_SAML_ENTRY_POINT is set (status 1, error.backoffice.saml_off). The answer holds',
            "`redirectUrl`, the provider's URL with the AuthnRequest (HTTP-Redirect binding); a browser that",
            'navigates here (Sec-Fetch-Mode: navigate) is redirected there. The provider answers at saml/acs.',
          ].join(' '),
          querystring: relayQuerySchema,
          response: { 200: envelopeSchema(z.object({ redirectUrl: z.string() }).nullable()) },
        },
      },
      async (request, reply) => {
        if (!saml) throw AppError.business('error.backoffice.saml_off', staffMessages.samlOff);
        const relay = safeRelay(request.query.relay_state_url, '/userboard');
        let url: string;
        try {
          url = await saml.start(relay);
        } catch (err) {
          request.log.warn({ err }, 'SAML sign-in could not start');
          throw AppError.business('error.backoffice.sso_failed', staffMessages.ssoFailed);
        }
        if (request.headers['sec-fetch-mode'] === 'navigate') return reply.redirect(url, 302);
        return envelope({ redirectUrl: url });
      },
    );

    app.post(
      '/saml/acs',
      {
        // The provider's page posts the signed response from its own site: the signature and the
        // request it answers (kept here, spent on use) authorise the call.
        config: { crossSite: 'allow' },
        schema: {
          tags,
          summary:
            "Assertion Consumer Service: the provider's signed response (SAMLResponse, RelayState), form-encoded",
          description: [
            'The response and its assertion must be signed by the provider (STAFF_SAML_IDP_CERT), be addressed to',
            'this shop (audience, recipient), be within their time conditions and answer a request of saml/do-login',
            'made in the last 10 minutes; an assertion is accepted once. On success the staff session starts and',
            'the browser goes to the relay (303). Refused: 403 error.backoffice.saml_refused, or',
            'error.backoffice.sso_unknown when no staff account matches; no session starts.',
          ].join(' '),
          body: acsBodySchema,
        },
      },
      async (request, reply) => {
        if (!saml) throw AppError.business('error.backoffice.saml_off', staffMessages.samlOff);
        let identity;
        try {
          identity = await saml.finish(request.body.SAMLResponse);
        } catch (err) {
          request.log.warn({ err: err instanceof SamlRefused ? err.message : err }, 'SAML response refused');
          return refuse(
            request,
            reply,
            AppError.forbidden(staffMessages.samlRefused, 'error.backoffice.saml_refused'),
          );
        }
        let staff;
        try {
          // The cooperative's provider vouches for the e-mail it asserts (it is its own directory).
          staff = await service.staffForIdentity({ ...identity, emailVerified: identity.email !== null });
        } catch (err) {
          if (err instanceof AppError) return refuse(request, reply, err);
          throw err;
        }
        await staffSession(request, staff.staffUserId, null);
        return reply.redirect(safeRelay(request.body.RelayState, '/userboard'), 303);
      },
    );

    app.get(
      '/saml/metadata',
      {
        schema: {
          tags,
          summary: "This shop's SAML Service Provider metadata (for the provider's administrator)",
        },
      },
      async (_request, reply) => {
        if (!saml) throw AppError.notFound(staffMessages.samlOff, 'error.backoffice.saml_off');
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(saml.metadata());
      },
    );

    app.get(
      '/saml/do-logout',
      {
        schema: {
          tags,
          summary:
            'Ends the staff session (as sso-auth/logout); relay_state_url is where the client goes next',
          querystring: relayQuerySchema,
          response: { 200: envelopeSchema(z.object({ relayStateUrl: z.string() })) },
        },
      },
      async (request) => {
        const ctx = await request.context();
        if (ctx.staffUserId === null)
          throw AppError.forbidden(staffMessages.notStaff, 'error.backoffice.not_staff');
        await service.recordLogout({ ...ctx, sessionId: ctx.session?.sessionId ?? null });
        await logoutSession(request);
        return envelope({ relayStateUrl: safeRelay(request.query.relay_state_url, '/') });
      },
    );
  };
}
