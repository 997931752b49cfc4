// Account calls of spec 000 §7: profile, fiscal persons, consents, second factor, deletion.
// Thin: schema, guard, one service call, envelope.
import {
  anonymizeCheckQuerySchema,
  billingAddressBodySchema,
  checkDisclaimerQuerySchema,
  checkDisclaimerResultSchema,
  deletePersonFiscalQuerySchema,
  disclaimerListQuerySchema,
  disclaimerListResultSchema,
  envelopeSchema,
  insertBillingAddressBodySchema,
  mfaStateSchema,
  personFiscalListSchema,
  tokenQuerySchema,
  updateContactBodySchema,
  updateDisclaimerBodySchema,
  updateEmailRequestQuerySchema,
  updateMfaBodySchema,
  updatePersonInfoBodySchema,
  updateUserDetailBodySchema,
  updateUsernameBodySchema,
  userSchema,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { logoutSession } from '../../platform/session';
import { MSG, type AccountContext } from './account.service';
import { TAGS, messageOnly, userContext, info, type AccountRoutesOptions } from './account.request';

export const accountRoutes: FastifyPluginAsyncZod<Pick<AccountRoutesOptions, 'account'>> = async (
  app,
  { account: service },
) => {
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
  // registration-card/ is the card client's spelling of the same call (seed 000 §7).
  for (const url of ['/registration/update_email_request', '/registration-card/update_email_request'])
    app.post(
      url,
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
