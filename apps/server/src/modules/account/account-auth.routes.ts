// Authentication, registration and password calls of spec 000 §7. Thin: schema, guard, one
// service or flow call, envelope.
import { INVITE_MESSAGES } from '@sporta/domain';
import {
  altchaChallengeSchema,
  authTestResultSchema,
  disclaimerListQuerySchema,
  disclaimerListResultSchema,
  emailQuerySchema,
  envelopeSchema,
  loginBodySchema,
  loginResultSchema,
  passwordResetCheckQuerySchema,
  passwordResetQuerySchema,
  passwordResetRequestQuerySchema,
  registerUserBodySchema,
  registrationConfirmQuerySchema,
  tokenQuerySchema,
  updatePasswordQuerySchema,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { ensureSession, logoutSession } from '../../platform/session';
import { MFA_REQUIRED_STATUS, MSG } from './account.service';
import {
  TAGS,
  AUTH_TAGS,
  messageOnly,
  botQuery,
  accountContext,
  userContext,
  info,
  type AccountRoutesOptions,
} from './account.request';

export const authRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account: service, bot, login, afterRegistration, invites },
) => {
  // ------------------------------------------------------------------ authentication

  app.get(
    '/altcha/challenge',
    {
      schema: {
        tags: AUTH_TAGS,
        summary:
          'A signed ALTCHA proof-of-work challenge (not wrapped in the envelope: the widget reads it as is)',
        description:
          'The `altcha` widget solves it and submits the payload (base64 JSON) that the configured calls expect in `token_recaptcha` (query or body). Each solution is accepted once.',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return bot.challenge();
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Log in with e-mail (or username) and password; second factor by e-mailed PIN',
        description: [
          'Form-encoded or JSON: login, password, remember_me (persistent cookie when true, session cookie otherwise),',
          'show_sectors, mfa_pin, resend_mfa_pin, token (social login: not offered). On success the session is rotated,',
          "the lines of the anonymous session's cart (ANONYMOUS_CART) move into the account's cart (`data.cartId`; what",
          'cannot move comes back as warnings),',
          'the account token comes in the X-Ebsn-Account header and cookie, `data.user` is the user and',
          '`response.infos[0].info` the welcome text. Wrong credentials: HTTP 200, status 1, one message that does not',
          'tell whether the e-mail exists. Unconfirmed account: error.registration.registration_not_confirmed.',
          'With the second factor on, the first call answers status 4 and mails a 6-digit PIN (10 minutes, single use,',
          '5 attempts); calling again with mfa_pin logs in, with resend_mfa_pin sends a new PIN.',
          'Bot check: not asked on a quiet account and address; after ALTCHA_LOGIN_AFTER_FAILURES (5) failed logins',
          'from the address or on the account, a solved ALTCHA challenge in token_recaptcha is needed (status 1,',
          'error.recaptcha.required, without it), except for the PIN step of the same login attempt (same session).',
          'Rate limits: failures per account and address (RATE_LIMIT_ACCOUNT_MAX: that address waits, 429 with',
          'Retry-After), per account from all addresses (RATE_LIMIT_ACCOUNT_LOCK_MAX: the account is locked,',
          'error.login.account_locked, and its owner gets an unlock link by mail) and per address (RATE_LIMIT_IP_MAX).',
        ].join(' '),
        querystring: botQuery,
        body: loginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const result = await login.login(
        request,
        await accountContext(request),
        { ...body, token_recaptcha: body.token_recaptcha ?? request.query.token_recaptcha },
        { enabled: bot.enabled, verify: (token) => bot.verify(token) },
      );
      if (result.kind === 'mfa') {
        const message = { code: result.code, message: result.message };
        return envelope(
          { user: null, cartId: null },
          result.error ? { errors: [message] } : { infos: [message] },
          MFA_REQUIRED_STATUS,
        );
      }
      return envelope(
        { user: result.user, cartId: result.cartId },
        { ...info('info.login.welcome', MSG.welcome(result.firstName)), warnings: result.warnings },
      );
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Log out: ends the session and clears the session and account cookies',
        response: { 200: envelopeSchema(z.object({ user: z.object({ userId: z.number() }) })) },
      },
    },
    async (request) => {
      await logoutSession(request);
      return envelope({ user: { userId: -1 } }, info('info.logout', 'Sei uscito dal tuo account.'));
    },
  );

  app.get(
    '/auth/unlock',
    {
      // A mailed link (opened from any web mail): its token authorises it, not the cookie.
      config: { crossSite: 'allow' },
      schema: {
        tags: AUTH_TAGS,
        summary: 'Unlock link mailed when an account is locked by failed logins: forgets them',
        description:
          'Redirects (302) to /login?unlocked=1, or /login?unlocked=0 when the link is used, expired or unknown.',
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const ok = await service.unlock(request.query.token);
      return reply.redirect(`/login?unlocked=${ok ? 1 : 0}`, 302);
    },
  );

  app.get(
    '/auth/test',
    {
      schema: {
        tags: AUTH_TAGS,
        summary:
          'Who the session acts for: data.user with userId > 0 when logged in, { userId: -1 } when not',
        description: 'Starts an anonymous session (X-Ebsn-Session) when the request carries none.',
        querystring: z.looseObject({ operation: z.string().max(200).optional() }),
        response: { 200: envelopeSchema(authTestResultSchema) },
      },
    },
    async (request) => {
      const ctx = await ensureSession(request);
      const user = ctx.userId ? await service.user(ctx.userId) : null;
      return envelope({ user: user ?? { userId: -1 as const } });
    },
  );

  // ------------------------------------------------------------------ registration

  app.get(
    '/registration-disclaimer/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Disclaimers of a cooperative for the registration form',
        description:
          'store_id (default 5: the default set, also answered for an unknown store), registration_module_type_id (default 2). Required ones are the "Ho letto*" checkboxes; optional ones are consents, the marketing one last. `value` is the logged user’s answer (1, 0) or null.',
        querystring: disclaimerListQuerySchema,
        response: { 200: envelopeSchema(disclaimerListResultSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      const list = await service.disclaimers(
        request.query.store_id,
        request.query.registration_module_type_id,
        ctx.userId,
      );
      return envelope({ registrationDisclaimers: list });
    },
  );

  app.get(
    '/ccno-registration-disclaimer/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Disclaimers of the consortium behind the shop, then those of a cooperative (store_id)',
        description:
          'The consortium set (storeId 5: the operator of the online service shared by the cooperatives) comes first; with store_id 1-3 that cooperative’s disclaimers follow (an unknown store_id adds nothing). registration_module_type_id defaults to 2. `value` is the logged customer’s answer (1, 0) or null.',
        querystring: disclaimerListQuerySchema,
        response: { 200: envelopeSchema(disclaimerListResultSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      const list = await service.consortiumDisclaimers(
        request.query.store_id,
        request.query.registration_module_type_id,
        ctx.userId,
      );
      return envelope({ registrationDisclaimers: list });
    },
  );

  app.post(
    '/registration/register_user',
    {
      schema: {
        tags: TAGS,
        summary: 'Register a customer; a mail with the confirmation link follows',
        description: [
          'JSON or form: firstName, lastName, email, password (8-25 characters, lower, upper, digit, one of @#$%^&+*!=,',
          'not a common password), fiscalCode (pattern and check character), phone, storeId, birthDate, gender,',
          'fidelityCard, disclaimers [{ registrationDisclaimerId, value }] (or form fields disclaimer_<id>=1|0): every',
          'required disclaimer of the store must be 1. The answer is the same whether or not the e-mail was already',
          'registered (its owner gets a mail). Needs the bot check when configured; rate-limited per IP address.',
          'After «Accedi con Google» with no account: when Google said the e-mail is verified and it is the one',
          'registered, the Google identity is linked and the account confirmed (info.registration.social_linked).',
        ].join(' '),
        querystring: botQuery,
        body: registerUserBodySchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const body = request.body;
      await bot.require('registration/register_user', body.token_recaptcha ?? request.query.token_recaptcha);
      // An invite code that leads nowhere never blocks the registration: it is said in a warning
      // (the same whether or not the e-mail was already registered).
      const inviter = body.inviteCode && invites ? await invites.inviterOf(body.inviteCode) : null;
      const warnings =
        body.inviteCode && !inviter
          ? [{ code: 'warning.invite.unknown', message: INVITE_MESSAGES.codeUnknown }]
          : [];
      const { message, linked } = await service.register(
        await accountContext(request),
        body,
        async (userId) => {
          if (inviter) await invites!.link(inviter, userId);
          return afterRegistration ? afterRegistration(request, userId) : false;
        },
      );
      if (linked)
        return envelope(
          {},
          { ...info('info.registration.social_linked', MSG.registeredWithSocial), warnings },
        );
      return envelope({}, { ...info('info.registration.registered', message), warnings });
    },
  );

  app.get(
    '/registration/registration_confirm',
    {
      // A mailed link (opened from any web mail): its code authorises it, not the cookie.
      config: { crossSite: 'allow' },
      schema: {
        tags: TAGS,
        summary: 'Confirmation link of the registration mail: redirects (302) to the outcome page',
        description:
          'To /registration/confirm/success, /registration/confirm/error (unknown, expired or wrong code) or /registration/confirm/already-confirmed.',
        querystring: registrationConfirmQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await service.confirmRegistration(request.query.e_mail, request.query.reg_control_code);
      return reply.redirect(`/registration/confirm/${outcome}`, 302);
    },
  );

  app.get(
    '/registration/registration_resend_email',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the confirmation mail again (same answer whatever the address)',
        querystring: emailQuerySchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const message = await service.resendConfirmation(await accountContext(request), request.query.e_mail);
      return envelope({}, info('info.registration.confirm_resent', message));
    },
  );

  // ------------------------------------------------------------------ password

  app.get(
    '/registration/password_reset_token_request',
    {
      schema: {
        tags: TAGS,
        summary: 'Ask for a password-reset link by mail (e_mail and fiscal_code must match an account)',
        description:
          'The answer is the same whether or not an account matches. The link (/reset-password-confirm?login=..&token=..) is valid 60 minutes, once. Needs the bot check when configured; rate-limited per IP and per address.',
        querystring: passwordResetRequestQuerySchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const q = request.query;
      await bot.require('registration/password_reset_token_request', q.token_recaptcha);
      const message = await service.requestPasswordReset(
        await accountContext(request),
        q.e_mail,
        q.fiscal_code,
      );
      return envelope({}, info('info.registration.reset_requested', message));
    },
  );

  app.get(
    '/registration/password_reset_token_check',
    {
      schema: {
        tags: TAGS,
        summary: 'Check a password-reset token before showing the new-password form',
        description:
          'e_mail or login, reset_token or token. A used, expired or unknown token answers status 1 with error.registration.reset_token_invalid.',
        querystring: passwordResetCheckQuerySchema,
        response: { 200: envelopeSchema(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => {
      const q = request.query;
      await service.checkResetToken(
        await accountContext(request),
        q.e_mail ?? q.login,
        q.reset_token ?? q.token,
      );
      return envelope({ valid: true });
    },
  );

  // The new and old passwords travel best in a body (POST, form or JSON): a URL ends up in
  // logs and histories. The GET forms of the spec stay for existing clients; the log never
  // shows their passwords (platform/logging.ts).
  const passwordReset = {
    tags: TAGS,
    summary: 'Set a new password with the mailed token; ends every other session of the account',
    description:
      'e_mail (or login), reset_token, password (registration policy). The token works once. The reset does not log in and does not turn off the second factor. Failures answer status 1. POST (form or JSON body) is preferred; GET with the query is kept for compatibility.',
    response: { 200: messageOnly },
  };
  const resetPassword = async (request: FastifyRequest, q: z.infer<typeof passwordResetQuerySchema>) => {
    const ctx = await accountContext(request);
    const result = await service.resetPassword(ctx, q.e_mail ?? q.login, q.reset_token, q.password);
    await app.sessions.endAllForUser(
      result.userId,
      ctx.userId === result.userId && ctx.sessionId ? ctx.sessionId : undefined,
    );
    return envelope({}, info('info.registration.password_reset', result.message));
  };
  app.get(
    '/registration/password_reset',
    { schema: { ...passwordReset, querystring: passwordResetQuerySchema } },
    async (request) => resetPassword(request, request.query),
  );
  // registration-card/ is the card client's spelling of the same call (seed 000 §7).
  for (const url of ['/registration/password_reset', '/registration-card/password_reset'])
    app.post(url, { schema: { ...passwordReset, body: passwordResetQuerySchema } }, async (request) =>
      resetPassword(request, request.body),
    );

  const updatePassword = {
    tags: TAGS,
    summary: 'Change the password of the logged customer (old_password, new_password)',
    description:
      'Ends the account’s other sessions. A wrong old password answers status 1 and counts as a failed login. POST (form or JSON body) is preferred; GET with the query is kept for compatibility.',
    response: { 200: messageOnly },
  };
  const changePassword = async (request: FastifyRequest, q: z.infer<typeof updatePasswordQuerySchema>) => {
    const ctx = await userContext(request);
    const message = await service.changePassword(ctx, q.old_password, q.new_password);
    await app.sessions.endAllForUser(ctx.userId, ctx.sessionId);
    return envelope({}, info('info.registration.password_changed', message));
  };
  app.get(
    '/registration/update_password',
    { schema: { ...updatePassword, querystring: updatePasswordQuerySchema } },
    async (request) => changePassword(request, request.query),
  );
  // The card variant takes the old password too: a session alone never changes the password.
  for (const url of ['/registration/update_password', '/registration-card/update_password'])
    app.post(url, { schema: { ...updatePassword, body: updatePasswordQuerySchema } }, async (request) =>
      changePassword(request, request.body),
    );
};
