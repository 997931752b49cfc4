// Back-office calls (seed 000 §7): staff sign-in and logout, customer search, acting as a customer,
// the userboard's data, the audit log; and the customer's view of what operators did for them.
import {
  auditQuerySchema,
  backofficeSessionSchema,
  envelopeSchema,
  getFormQuerySchema,
  listUserQuerySchema,
  listUserResultSchema,
  operatorActivitySchema,
  selectUserQuerySchema,
  ssoLoginBodySchema,
  ssoLoginResultSchema,
  userboardSchema,
  type AuditEntryView,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { ensureSession, logoutSession, requireUser, staffSession } from '../../platform/session';
import { readInput, safeRelay } from '../../platform/http';
import type { AuditEntry, CustomerHit, StaffRecord } from './backoffice.repository';
import { staffGuard } from './staff-guard';
import type { OidcLogin, OidcPending } from '../../platform/oidc';
import type { SamlLogin } from '../../platform/saml';
import {
  auditCsv,
  customerName,
  staffMessages,
  staffView,
  type BackofficeService,
} from './backoffice.service';

const tags = ['back-office'];
/** status of an answer that asks for the second factor (as auth/login's MFA step). */
const SECOND_FACTOR_STATUS = 4;

function auditView(e: AuditEntry): AuditEntryView {
  return {
    auditId: e.auditId,
    createdAt: e.createdAt.toISOString(),
    staffName: e.staffName,
    customerName: e.customerName,
    userId: e.userId,
    action: e.action,
    summary: e.summary,
    outcome: e.outcome,
    before: e.before,
    after: e.after,
  };
}

export const relayQuerySchema = z.looseObject({ relay_state_url: z.string().max(500).optional() });

export interface SsoOptions {
  /** Staff sign-in through the cooperative's OpenID Connect provider; null when not configured. */
  oidc: OidcLogin | null;
  /** Staff sign-in through the cooperative's SAML 2.0 provider; null when not configured. */
  saml: SamlLogin | null;
  /** The shop's public origin (the provider returns the browser there). */
  publicUrl: () => string;
}

export function backofficeRoutesOf(service: BackofficeService, sso: SsoOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const requireStaff = staffGuard(service);

    const sessionView = async (request: FastifyRequest, staff: StaffRecord | null) => {
      const ctx = await request.context();
      const acting: CustomerHit | null =
        staff && ctx.userId !== null ? await service.customer(ctx.userId) : null;
      return {
        staff: staff ? staffView(staff) : null,
        actingAs: acting,
        expiresAt: staff && ctx.session ? ctx.session.expiresAt.toISOString() : null,
        ssoOidc: sso.oidc !== null,
        ssoSaml: sso.saml !== null,
      };
    };

    app.post(
      '/backoffice-access/sso-login',
      {
        schema: {
          tags,
          summary:
            'Staff sign-in: backoffice_user and password, then the 6-digit code of the authenticator (otp)',
          description: [
            'Form-encoded, JSON or query. Staff accounts are separate from customers. Without otp (or with a wrong one)',
            'the answer has status 4 and a message asking for the code; on the first sign-in `enrolment` holds the QR',
            'code to scan. A code is accepted once. Wrong user or password: status 1, one message that does not tell',
            'which. On success a staff session starts (X-Ebsn-Account; never remembered, STAFF_SESSION_HOURS at most,',
            'STAFF_SESSION_IDLE_MINUTES idle). Failures are limited per user and address (STAFF_LOGIN_MAX) and per',
            'address (STAFF_LOGIN_IP_MAX).',
          ].join(' '),
          body: ssoLoginBodySchema.partial().nullish(),
          response: { 200: envelopeSchema(ssoLoginResultSchema) },
        },
      },
      async (request) => {
        const input = readInput(ssoLoginBodySchema, request);
        const outcome = await service.signIn({
          username: input.backoffice_user,
          password: input.password,
          otp: input.otp,
          ip: request.ip,
        });
        if (outcome.kind === 'second-factor') {
          const message = { code: 'error.backoffice.otp', message: outcome.message };
          return envelope(
            {
              staff: null,
              actingAs: null,
              expiresAt: null,
              ssoOidc: sso.oidc !== null,
              ssoSaml: sso.saml !== null,
              enrolment: outcome.enrolment ?? null,
            },
            outcome.error ? { errors: [message] } : { infos: [message] },
            SECOND_FACTOR_STATUS,
          );
        }
        await staffSession(request, outcome.staff.staffUserId, null);
        return envelope(
          { ...(await sessionView(request, outcome.staff)), enrolment: null },
          {
            infos: [
              { code: 'info.backoffice.welcome', message: staffMessages.welcome(outcome.staff.displayName) },
            ],
          },
        );
      },
    );

    app.post(
      '/sso-auth/logout',
      {
        schema: {
          tags,
          summary: 'Ends the staff session (and acting as a customer, which is recorded)',
          response: { 200: envelopeSchema(z.object({})) },
        },
      },
      async (request) => {
        const ctx = await request.context();
        await service.recordLogout({ ...ctx, sessionId: ctx.session?.sessionId ?? null });
        await logoutSession(request);
        return envelope({});
      },
    );

    app.get(
      '/backoffice-access/session',
      {
        schema: {
          tags,
          summary: 'The staff member of this session and the customer acted for (both null for customers)',
          response: { 200: envelopeSchema(backofficeSessionSchema) },
        },
      },
      async (request) => {
        const ctx = await request.context();
        const staff =
          ctx.staffUserId !== null ? await service.staff(ctx.staffUserId).catch(() => null) : null;
        return envelope(await sessionView(request, staff));
      },
    );

    const listUser = async (request: FastifyRequest) => {
      await requireStaff(request, 'operator');
      const input = readInput(listUserQuerySchema, request);
      const pageSize = input.page_size ?? 20;
      const page = input.page ?? 1;
      const q = input.q ?? '';
      if (!q && !input.cod_int)
        throw AppError.validation(
          'error.validation',
          'Scrivi un nome, un’e-mail, un codice fiscale, una carta fedeltà o un numero d’ordine.',
        );
      if (q.length === 1 && !/^\d$/.test(q) && !input.cod_int)
        throw AppError.validation('error.validation', 'Scrivi almeno 2 caratteri.');
      const { items, total } = await service.searchCustomers({
        q,
        card: input.cod_int,
        userTypeId: input.user_type_id,
        page,
        pageSize,
      });
      return envelope({
        users: items,
        page: {
          selPage: page,
          totPages: Math.max(1, Math.ceil(total / pageSize)),
          totItems: total,
          itemsPerPage: pageSize,
        },
      });
    };
    const listSchema = {
      tags,
      summary:
        'Customer search for staff: name, e-mail, fiscal code, loyalty card or order number (q), card (cod_int)',
      querystring: listUserQuerySchema,
      response: { 200: envelopeSchema(listUserResultSchema) },
    };
    app.get('/user-search/list_user', { schema: listSchema }, listUser);
    app.get('/backoffice-access/list_user', { schema: { ...listSchema, hide: true } }, listUser);

    const selectUser = async (request: FastifyRequest) => {
      const { ctx, staff } = await requireStaff(request, 'operator');
      const { user_id } = readInput(selectUserQuerySchema, request);
      const customer = await service.customer(user_id);
      if (ctx.userId !== null && ctx.userId !== customer.userId && ctx.session) {
        const previous = await service.customer(ctx.userId).catch(() => null);
        await service.record({
          staffUserId: staff.staffUserId,
          userId: ctx.userId,
          sessionId: ctx.session.sessionId,
          action: 'release_user',
          summary: `Termina di operare come ${previous ? customerName(previous) : 'il cliente'}`,
          outcome: 'ok',
        });
      }
      const next = await staffSession(request, staff.staffUserId, customer.userId);
      await service.record({
        staffUserId: staff.staffUserId,
        userId: customer.userId,
        sessionId: next.session?.sessionId ?? null,
        action: 'select_user',
        summary: `Inizia a operare come ${customerName(customer)}`,
        outcome: 'ok',
      });
      return envelope(await sessionView(request, staff), {
        infos: [{ code: 'info.backoffice.acting', message: staffMessages.acting(customerName(customer)) }],
      });
    };
    const selectSchema = {
      tags,
      summary: 'Acts as the chosen customer: the storefront runs as them, every write is recorded',
      querystring: selectUserQuerySchema,
      response: { 200: envelopeSchema(backofficeSessionSchema) },
    };
    app.get('/user-search/select_user', { schema: selectSchema }, selectUser);
    app.get('/backoffice-access/select_user', { schema: { ...selectSchema, hide: true } }, selectUser);

    app.post(
      '/backoffice-access/release_user',
      {
        schema: {
          tags,
          summary: 'Stops acting as a customer (the staff session goes on)',
          response: { 200: envelopeSchema(backofficeSessionSchema) },
        },
      },
      async (request) => {
        const { ctx, staff } = await requireStaff(request);
        let message = 'Non stavi operando come nessun cliente.';
        if (ctx.userId !== null && ctx.session) {
          const customer = await service.customer(ctx.userId).catch(() => null);
          const name = customer ? customerName(customer) : 'il cliente';
          await service.record({
            staffUserId: staff.staffUserId,
            userId: ctx.userId,
            sessionId: ctx.session.sessionId,
            action: 'release_user',
            summary: `Termina di operare come ${name}`,
            outcome: 'ok',
          });
          await staffSession(request, staff.staffUserId, null);
          message = staffMessages.released(name);
        }
        return envelope(await sessionView(request, staff), {
          infos: [{ code: 'info.backoffice.released', message }],
        });
      },
    );

    app.get(
      '/backoffice-access/get-form',
      {
        schema: {
          tags,
          summary: "A customer's registry card for staff (cu_form_id 1: anagrafica)",
          querystring: getFormQuerySchema,
          response: {
            200: envelopeSchema(
              z.object({
                formId: z.number(),
                title: z.string(),
                fields: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
              }),
            ),
          },
        },
      },
      async (request) => {
        await requireStaff(request, 'operator');
        const { cu_form_id, user_id } = readInput(getFormQuerySchema, request);
        if (cu_form_id !== 1) throw AppError.notFound('Modulo non trovato.', 'error.backoffice.form');
        const c = await service.customer(user_id);
        return envelope({
          formId: 1,
          title: 'Anagrafica cliente',
          fields: [
            { name: 'firstName', label: 'Nome', value: c.firstName },
            { name: 'lastName', label: 'Cognome', value: c.lastName },
            { name: 'email', label: 'E-mail', value: c.email },
            { name: 'phone', label: 'Telefono', value: c.phone ?? '' },
            { name: 'fiscalCode', label: 'Codice fiscale', value: c.fiscalCode ?? '' },
            { name: 'fidelityCard', label: 'Carta fedeltà', value: c.fidelityCard ?? '' },
          ],
        });
      },
    );

    // ---- single sign-on through the cooperative's identity provider

    const callbackUrl = () => `${sso.publicUrl().replace(/\/$/, '')}/ebsn/api/sso-auth/oidc/callback`;

    app.get(
      '/sso-auth/oidc/start',
      {
        schema: {
          tags,
          summary:
            "Staff sign-in at the cooperative's OpenID Connect provider: redirects there (relay_state_url: where to come back)",
          description:
            'Off unless STAFF_OIDC_ISSUER is set (status 1, error.backoffice.sso_off). The provider authenticates, with its own second factor.',
          querystring: relayQuerySchema,
        },
      },
      async (request, reply) => {
        if (!sso.oidc) throw AppError.business('error.backoffice.sso_off', staffMessages.ssoOff);
        const relay = safeRelay(request.query.relay_state_url, '/userboard');
        let started: { url: string; pending: OidcPending };
        try {
          started = await sso.oidc.start(callbackUrl(), relay);
        } catch (err) {
          request.log.warn({ err }, 'OpenID provider unreachable');
          throw AppError.business('error.backoffice.sso_failed', staffMessages.ssoFailed);
        }
        const ctx = await ensureSession(request);
        await app.sessions.updateData(ctx.session!.sessionId, {
          ...ctx.session!.data,
          staffOidc: started.pending,
        });
        return reply.redirect(started.url, 302);
      },
    );

    app.get(
      '/sso-auth/oidc/callback',
      {
        // The provider sends the browser back here from its own site: the state, nonce and PKCE
        // verifier kept in this session authorise the call.
        config: { crossSite: 'allow' },
        schema: {
          tags,
          summary:
            "The provider's return: the code is redeemed, the staff session starts, the browser goes to the relay",
          description: 'Failures go to /userboard?sso=failed (or sso=unknown when no staff account matches).',
          querystring: z.looseObject({}),
        },
      },
      async (request, reply) => {
        const ctx = await request.context();
        const pending = ctx.session?.data.staffOidc as OidcPending | undefined;
        if (!sso.oidc || !pending || !ctx.session) return reply.redirect('/userboard?sso=failed', 302);
        // The pending sign-in is spent whatever happens (no second try with the same state).
        const { staffOidc: _spent, ...rest } = ctx.session.data;
        await app.sessions.updateData(ctx.session.sessionId, rest);
        const current = new URL(request.url, callbackUrl());
        let staff: StaffRecord;
        try {
          const identity = await sso.oidc.finish(current, pending);
          staff = await service.staffForIdentity(identity);
        } catch (err) {
          const unknown = err instanceof AppError && err.code === 'error.backoffice.sso_unknown';
          request.log.warn({ err: unknown ? undefined : err }, 'staff single sign-on refused');
          return reply.redirect(`/userboard?sso=${unknown ? 'unknown' : 'failed'}`, 302);
        }
        await staffSession(request, staff.staffUserId, null);
        return reply.redirect(safeRelay(pending.relay, '/userboard'), 302);
      },
    );

    app.get(
      '/backoffice-access/userboard',
      {
        schema: {
          tags,
          summary:
            "The staff landing page's data: who is signed in, recent customers, their own recent actions",
          response: { 200: envelopeSchema(userboardSchema) },
        },
      },
      async (request) => {
        const { staff } = await requireStaff(request);
        const view = await sessionView(request, staff);
        const [recent, actions] = await Promise.all([
          service.recentCustomers(staff.staffUserId),
          service.audit({ staffUserId: staff.staffUserId, limit: 15 }),
        ]);
        return envelope({
          staff: staffView(staff),
          actingAs: view.actingAs,
          recentCustomers: recent.map((r) => ({ ...r, at: r.at.toISOString() })),
          recentActions: actions.map(auditView),
        });
      },
    );

    app.get(
      '/backoffice-access/audit',
      {
        schema: {
          tags,
          summary:
            'The audit log (administrators): filter by customer, staff member and dates; format=csv exports it',
          description:
            'JSON: the envelope with `entries` (auditListSchema), 100 a page. format=csv: a CSV file (;-separated).',
          querystring: auditQuerySchema,
        },
      },
      async (request, reply) => {
        await requireStaff(request, 'admin');
        const q = request.query;
        const to = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000) : undefined;
        const filter = {
          userId: q.user_id,
          staffUserId: q.staff_user_id,
          from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
          to,
        };
        if (q.format === 'csv') {
          const entries = await service.audit({ ...filter, limit: 50_000 });
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="registro-operatori.csv"')
            .send(auditCsv(entries));
        }
        const page = q.page ?? 1;
        const entries = await service.audit({ ...filter, limit: 100, offset: (page - 1) * 100 });
        return envelope({ entries: entries.map(auditView) });
      },
    );

    app.get(
      '/registration/operator-activity',
      {
        schema: {
          tags: ['registration'],
          summary: 'What customer service operators did in this account, and when (newest first)',
          response: { 200: envelopeSchema(operatorActivitySchema) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(request);
        const entries = await service.audit({ userId, limit: 100 });
        return envelope({
          entries: entries
            .filter((e) => e.outcome === 'ok')
            .map((e) => ({
              createdAt: e.createdAt.toISOString(),
              operator: operatorLabel(e.staffName),
              summary: e.summary,
            })),
        });
      },
    );
  };
}

/** "Luca Verdi" → "Luca V. (servizio clienti)": customers see who, not the whole name. */
export function operatorLabel(displayName: string): string {
  const [first, ...rest] = displayName.trim().split(/\s+/);
  const initial = rest.length ? ` ${rest[rest.length - 1]!.charAt(0)}.` : '';
  return `${first ?? 'Operatore'}${initial} (servizio clienti)`;
}
