// Account calls of spec 000 §7: authentication, registration and account,
// consents. Thin: schema, guard, one service call, envelope.
import {
  altchaChallengeSchema,
  anonymizeCheckQuerySchema,
  authTestResultSchema,
  billingAddressBodySchema,
  botTokenSchema,
  checkDisclaimerQuerySchema,
  checkDisclaimerResultSchema,
  deletePersonFiscalQuerySchema,
  disclaimerListQuerySchema,
  disclaimerListResultSchema,
  emailQuerySchema,
  envelopeSchema,
  insertBillingAddressBodySchema,
  loginBodySchema,
  loginResultSchema,
  mfaStateSchema,
  passwordResetCheckQuerySchema,
  passwordResetQuerySchema,
  passwordResetRequestQuerySchema,
  personFiscalListSchema,
  registerUserBodySchema,
  registrationConfirmQuerySchema,
  tokenQuerySchema,
  updateContactBodySchema,
  updateDisclaimerBodySchema,
  updateEmailRequestQuerySchema,
  updateMfaBodySchema,
  updatePasswordQuerySchema,
  updatePersonInfoBodySchema,
  updateUserDetailBodySchema,
  updateUsernameBodySchema,
  userSchema,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { ensureSession, logoutSession, requireUser } from '../../platform/session';
import { MFA_REQUIRED_STATUS, MSG, type AccountContext, type AccountService } from './account.service';
import type { BotCheck } from './bot-check';

const TAGS = ['account'];
const AUTH_TAGS = ['auth'];
const messageOnly = envelopeSchema(z.object({}).loose());
const botQuery = z.looseObject({ token_recaptcha: botTokenSchema });

async function accountContext(request: FastifyRequest): Promise<AccountContext> {
  const ctx = await request.context();
  return {
    ip: request.ip,
    userId: ctx.userId,
    sessionId: ctx.session?.sessionId ?? null,
    sessionData: ctx.session?.data ?? {},
    sessionStartedAt: ctx.session?.createdAt,
  };
}

/** 401 without a login, 419 when the session expired. */
async function userContext(
  request: FastifyRequest,
): Promise<AccountContext & { userId: number; sessionId: number }> {
  const ctx = await requireUser(request);
  return {
    ip: request.ip,
    userId: ctx.userId,
    sessionId: ctx.session.sessionId,
    sessionData: ctx.session.data,
    sessionStartedAt: ctx.session.createdAt,
  };
}

const info = (code: string, message: string) => ({ infos: [{ code, message }] });

export interface AccountRoutesOptions {
  account: AccountService;
  bot: BotCheck;
  /** The login flow (flows/login.flow.ts): password, PIN, session, the anonymous cart moved in. */
  login: {
    login(
      request: FastifyRequest,
      ctx: AccountContext,
      body: Parameters<AccountService['login']>[1],
      bot: Parameters<AccountService['login']>[2],
    ): Promise<
      | { kind: 'mfa'; code: string; message: string; error: boolean }
      | {
          kind: 'ok';
          user: Awaited<ReturnType<AccountService['user']>>;
          cartId: number | null;
          firstName: string;
          warnings: { code: string; message: string }[];
        }
    >;
  };
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account: service, bot, login },
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
        ].join(' '),
        querystring: botQuery,
        body: registerUserBodySchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const body = request.body;
      await bot.require('registration/register_user', body.token_recaptcha ?? request.query.token_recaptcha);
      const message = await service.register(await accountContext(request), body);
      return envelope({}, info('info.registration.registered', message));
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
  app.post(
    '/registration/password_reset',
    { schema: { ...passwordReset, body: passwordResetQuerySchema } },
    async (request) => resetPassword(request, request.body),
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
  app.post(
    '/registration/update_password',
    { schema: { ...updatePassword, body: updatePasswordQuerySchema } },
    async (request) => changePassword(request, request.body),
  );

  // ------------------------------------------------------------------ profile

  app.get(
    '/registration/user_detail',
    {
      schema: {
        tags: TAGS,
        summary: 'The logged customer: person, contact, billing address, person infos',
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      return envelope(await service.requireUserView(ctx.userId));
    },
  );

  const profileUpdate = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    run: (ctx: AccountContext & { userId: number; sessionId: number }, body: z.infer<S>) => Promise<string>,
  ) =>
    app.post(
      path,
      {
        schema: { tags: TAGS, summary, body, response: { 200: envelopeSchema(userSchema) } },
      },
      async (request) => {
        const ctx = await userContext(request);
        const message = await run(ctx, request.body as z.infer<S>);
        return envelope(
          await service.requireUserView(ctx.userId),
          info('info.registration.updated', message),
        );
      },
    );

  profileUpdate(
    '/registration/update_user_detail',
    'Update personal data (firstName, lastName, birthDate, gender, fidelityCard, fiscalCode); answers the user',
    updateUserDetailBodySchema,
    (ctx, b) => service.updateUserDetail(ctx.userId, b),
  );
  profileUpdate(
    '/registration/update_contact',
    'Update the contact phones (phone, mobilePhone, phone2); answers the user',
    updateContactBodySchema,
    (ctx, b) => service.updateContact(ctx.userId, b),
  );
  profileUpdate(
    '/registration/update_billing_address',
    'Update the billing address (address1, addressNumber, city, province, postalcode, country); answers the user',
    billingAddressBodySchema,
    (ctx, b) => service.updateBillingAddress(ctx.userId, b),
  );
  profileUpdate(
    '/registration/update_username',
    'Set the username (unique; it can be used to log in); answers the user',
    updateUsernameBodySchema,
    (ctx, b) => service.updateUsername(ctx.userId, b.username),
  );
  profileUpdate(
    '/registration/update_person_info',
    'Set one person info (personInfoTypeId, value); a consent (1 or 0) is written to the consent history',
    updatePersonInfoBodySchema,
    (ctx, b) => service.updatePersonInfo(ctx, b.personInfoTypeId, b.value),
  );

  const emailChangeRequest = {
    tags: TAGS,
    summary:
      'Ask to change the e-mail: a link goes to the new address, a notice with an undo link to the old one',
    description: [
      'new_email, password (the current one; not needed within 10 minutes of the login). The link opens',
      '/profile/email-updated?token=.., which calls registration/update_email (valid 24 hours, once). The current',
      'address gets a notice with registration/update_email_undo (valid 7 days). GET (query) or POST (form or JSON).',
    ].join(' '),
    response: { 200: messageOnly },
  };
  const requestEmailChange = async (
    request: FastifyRequest,
    input: z.infer<typeof updateEmailRequestQuerySchema>,
  ) => {
    const ctx = await userContext(request);
    const message = await service.requestEmailChange(ctx, input.new_email, input.password);
    return envelope({}, info('info.registration.email_change_sent', message));
  };
  app.get(
    '/registration/update_email_request',
    { schema: { ...emailChangeRequest, querystring: updateEmailRequestQuerySchema } },
    async (request) => requestEmailChange(request, request.query),
  );
  app.post(
    '/registration/update_email_request',
    { schema: { ...emailChangeRequest, body: updateEmailRequestQuerySchema } },
    async (request) => requestEmailChange(request, request.body),
  );

  app.get(
    '/registration/update_email_undo',
    {
      // A mailed link (opened from any web mail): its token authorises it, not the cookie.
      config: { crossSite: 'allow' },
      schema: {
        tags: TAGS,
        summary: 'Undo link of the e-mail-change notice: restores the old address and ends every session',
        description:
          'Redirects (302) to /reset-password-request?email_change_undone=1 (the owner then chooses a new password), or ?email_change_undone=0 when the link is not valid.',
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = await service.undoEmailChange(request.query.token);
      if (userId !== null) await app.sessions.endAllForUser(userId);
      return reply.redirect(`/reset-password-request?email_change_undone=${userId !== null ? 1 : 0}`, 302);
    },
  );

  app.get(
    '/registration/update_email',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the e-mail change with the mailed token (no login needed)',
        querystring: tokenQuerySchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const message = await service.confirmEmailChange(request.query.token);
      return envelope({}, info('info.registration.email_changed', message));
    },
  );

  // ------------------------------------------------------------------ fiscal persons

  app.get(
    '/user-person-fiscal/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Invoice data (fiscal persons) of the logged customer',
        response: { 200: envelopeSchema(personFiscalListSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      return envelope({ personFiscals: await service.personFiscals(ctx.userId) });
    },
  );

  app.post(
    '/user-person-fiscal/insert-billing-address',
    {
      schema: {
        tags: TAGS,
        summary:
          'Add invoice data: a private person (fiscalCode) or a company (companyName, vatCode, sdiCode or pec)',
        body: insertBillingAddressBodySchema,
        response: { 200: envelopeSchema(personFiscalListSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      await service.insertPersonFiscal(ctx.userId, request.body);
      return envelope(
        { personFiscals: await service.personFiscals(ctx.userId) },
        info('info.person_fiscal.saved', MSG.personFiscalSaved),
      );
    },
  );

  app.get(
    '/user-person-fiscal/delete-person-fiscal',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete invoice data by person_fiscal_id (only the logged customer’s own)',
        description:
          'Another customer’s id answers status 1, error.person_fiscal.not_found, and changes nothing.',
        querystring: deletePersonFiscalQuerySchema,
        response: { 200: envelopeSchema(personFiscalListSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const message = await service.deletePersonFiscal(ctx.userId, request.query.person_fiscal_id);
      return envelope(
        { personFiscals: await service.personFiscals(ctx.userId) },
        info('info.person_fiscal.deleted', message),
      );
    },
  );

  // ------------------------------------------------------------------ consents

  app.get(
    '/user-registration-disclaimer/list-by-type',
    {
      schema: {
        tags: TAGS,
        summary: 'The disclaimers of a cooperative with the logged customer’s answers (value 1, 0 or null)',
        description: 'store_id defaults to the customer’s cooperative; registration_module_type_id to 2.',
        querystring: disclaimerListQuerySchema,
        response: { 200: envelopeSchema(disclaimerListResultSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const list = await service.userDisclaimers(
        ctx.userId,
        request.query.store_id,
        request.query.registration_module_type_id,
      );
      return envelope({ registrationDisclaimers: list });
    },
  );

  app.get(
    '/user-registration-disclaimer/check-disclaimer',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the logged customer accepted every required disclaimer of a cooperative',
        querystring: checkDisclaimerQuerySchema,
        response: { 200: envelopeSchema(checkDisclaimerResultSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      return envelope(await service.checkDisclaimer(ctx.userId, request.query.store_id));
    },
  );

  app.post(
    '/user-registration-disclaimer/update-disclaimer',
    {
      schema: {
        tags: TAGS,
        summary: 'Save consent answers; every change is kept with its time and text version (GDPR art. 7)',
        description:
          'store_id, disclaimers [{ registrationDisclaimerId or personInfoTypeId, value 1|0 }] (form: disclaimer_<id>=1|0).',
        body: updateDisclaimerBodySchema,
        response: { 200: envelopeSchema(disclaimerListResultSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const message = await service.updateDisclaimers(ctx, request.body.store_id, request.body.disclaimers);
      return envelope(
        { registrationDisclaimers: await service.userDisclaimers(ctx.userId, request.body.store_id) },
        info('info.registration.consents_saved', message),
      );
    },
  );

  // ------------------------------------------------------------------ second factor

  app.get(
    '/registration/mfa_enabled',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the second factor (PIN by e-mail) is on',
        response: { 200: envelopeSchema(mfaStateSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      return envelope({ mfaEnabled: await service.mfaEnabled(ctx.userId) });
    },
  );

  app.post(
    '/registration/update_mfa',
    {
      schema: {
        tags: TAGS,
        summary: 'Turn the second factor on or off (enabled, password)',
        body: updateMfaBodySchema,
        response: { 200: envelopeSchema(mfaStateSchema) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const message = await service.updateMfa(ctx, request.body.enabled, request.body.password);
      return envelope({ mfaEnabled: request.body.enabled }, info('info.registration.mfa_updated', message));
    },
  );

  // ------------------------------------------------------------------ deletion

  app.get(
    '/registration/anonymize_token_request',
    {
      schema: {
        tags: TAGS,
        summary: 'Ask to delete the account: a confirmation link goes by mail',
        description:
          'Refused (status 1, error.registration.orders_to_collect) while an order waits to be collected. The link opens /profile/anonymize-confirm?login=..&token=.. (valid 60 minutes).',
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const message = await service.requestAnonymize(ctx.userId);
      return envelope({}, info('info.registration.anonymize_sent', message));
    },
  );

  app.get(
    '/registration/anonymize_token_check',
    {
      schema: {
        tags: TAGS,
        summary:
          'Check the deletion token (login, token) of the logged customer before the final confirmation',
        querystring: anonymizeCheckQuerySchema,
        response: { 200: envelopeSchema(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const tokenId = await service.checkAnonymizeToken(ctx.userId, request.query.login, request.query.token);
      await app.sessions.updateData(ctx.sessionId, { ...ctx.sessionData, anonymizeTokenId: tokenId });
      return envelope({ valid: true }, info('info.registration.anonymize_checked', MSG.anonymizeChecked));
    },
  );

  app.get(
    '/registration/user_anonymize',
    {
      schema: {
        tags: TAGS,
        summary:
          'Delete the account checked by anonymize_token_check: personal data anonymised, all sessions ended',
        description:
          'Orders are kept for accounting, without personal data. Refused while an order waits to be collected. A `token` parameter may replace the prior check.',
        querystring: z.looseObject({ token: z.string().trim().max(200).optional() }),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const ctx = await userContext(request);
      const tokenId =
        typeof ctx.sessionData.anonymizeTokenId === 'number' ? ctx.sessionData.anonymizeTokenId : undefined;
      const message = await service.anonymize(ctx.userId, { tokenId, token: request.query.token });
      await app.sessions.endAllForUser(ctx.userId);
      await logoutSession(request);
      return envelope({}, info('info.registration.anonymized', message));
    },
  );
};
