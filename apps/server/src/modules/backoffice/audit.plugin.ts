// While a staff member acts as a customer, every write the storefront makes is recorded in the
// append-only audit log with the state before and after, and the actions that stay the
// customer's own are refused (issue 22). Registered on the API scope before the other modules,
// so its hooks run for all of their routes.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors';
import type { BackofficeService } from './backoffice.service';
import { staffMessages } from './backoffice.service';

/** How the log reads a customer's state: the cart, one order, the profile (as the customer sees them). */
export interface AuditSnapshots {
  cart(request: FastifyRequest): Promise<unknown>;
  order(request: FastifyRequest, orderId: number): Promise<unknown>;
  profile(request: FastifyRequest): Promise<unknown>;
}

/** Calls that stay the customer's own even when staff act for them. */
const CUSTOMER_ONLY = new Set([
  'registration/update_password',
  'registration-card/update_password',
  'registration/password_reset',
  'registration-card/password_reset',
  'registration/password_reset_token_request',
  'registration/update_mfa',
  'registration/anonymize_token_request',
  'registration/anonymize_token_check',
  'registration/user_anonymize',
  'registration/update_email_request',
  'registration-card/update_email_request',
  'registration/update_email',
  'registration/update_username',
]);

/** Calls that may change a marketing consent (refused to staff when they do). */
const MARKETING_CALLS = new Set([
  'registration/update_person_info',
  'user-registration-disclaimer/update-disclaimer',
]);

/** Calls that do not change anything though they are not GET (reads, previews, checks). */
const READS = new Set(['checkout/prebilled-amount', 'altcha/challenge', 'auth/test']);

/** A GET whose name says it changes state (the spec has several). */
const WRITE_VERB =
  /(^|[/_-])(update|delete|remove|insert|add|set|select|reset|anonymize|confirm|cancel|modify|buy|close|empty|change|undo|register|unregister|resend|reserve|unlock|apply|use)/;

export function actionName(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return url.replace(/^\/ebsn\/api\//, '');
}

function isWrite(request: FastifyRequest, name: string): boolean {
  if (READS.has(name)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return WRITE_VERB.test(name.split('/').slice(1).join('/'));
}

function inputOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const merged: Record<string, unknown> = { ...query, ...body };
  for (const key of Object.keys(merged))
    if (/password|token|pin|otp|cvv|card_?number|secret/i.test(key)) merged[key] = '[nascosto]';
  return merged;
}

function orderIdOf(input: Record<string, unknown>): number | null {
  const raw = input.order_id ?? input.orderId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type Family = 'cart' | 'order' | 'profile' | 'other';

function familyOf(name: string, input: Record<string, unknown>): Family {
  const head = name.split('/')[0] ?? '';
  if ((head === 'order' || head === 'checkout' || head === 'order-refund') && orderIdOf(input) !== null)
    return 'order';
  if (
    [
      'cart',
      'cart-giftcertificate',
      'checkout',
      'timeslot',
      'store',
      'user-address',
      'address',
      'personal-coupon',
      'packaging-type',
      'note',
      'order',
    ].includes(head)
  )
    return 'cart';
  if (['registration', 'user-person-fiscal', 'user-registration-disclaimer'].includes(head)) return 'profile';
  return 'other';
}

/** Italian one-line description of a recorded call. */
export function describe(name: string): string {
  const known: Record<string, string> = {
    'cart/add': 'Aggiunge prodotti al carrello',
    'cart/update': 'Cambia la quantità nel carrello',
    'cart/update-product': 'Cambia la quantità nel carrello',
    'cart/remove': 'Toglie un prodotto dal carrello',
    'cart/empty': 'Svuota il carrello',
    'order/change-date': 'Cambia la fascia di consegna di un ordine',
    'order/modify': 'Riapre un ordine per modificarlo',
    'order/modify-cancel': 'Annulla la modifica di un ordine',
    'order/delete': 'Annulla un ordine',
    'checkout/buy': "Conferma l'ordine",
    'timeslot/select': 'Sceglie la fascia di consegna',
    'user-address/select': 'Sceglie il servizio e l’indirizzo di consegna',
    'store/select': 'Sceglie la cooperativa',
    'cart-giftcertificate/add': 'Applica un codice sconto',
    'cart-giftcertificate/remove': 'Toglie un codice sconto',
    'order/modify-payment-type': 'Cambia il metodo di pagamento di un ordine',
    'registration/update_user_detail': 'Aggiorna i dati personali',
    'registration/update_password': 'Cambia la password',
    'registration-card/update_password': 'Cambia la password',
    'registration/password_reset': 'Reimposta la password',
    'registration/password_reset_token_request': 'Chiede di reimpostare la password',
    'registration/update_mfa': 'Cambia il secondo fattore di accesso',
    'registration/user_anonymize': 'Cancella l’account',
    'registration/anonymize_token_request': 'Chiede la cancellazione dell’account',
    'registration/update_email_request': 'Cambia l’e-mail di accesso',
    'registration/update_email': 'Cambia l’e-mail di accesso',
    'registration/update_person_info': 'Cambia un consenso',
    'user-registration-disclaimer/update-disclaimer': 'Cambia i consensi',
  };
  return known[name] ?? `Operazione ${name}`;
}

/** The log's own reads of the customer's state carry this header with a key known only to this process. */
export const SNAPSHOT_HEADER = 'x-sporta-audit-read';
export const SNAPSHOT_KEY = randomBytes(24).toString('base64url');

declare module 'fastify' {
  interface FastifyRequest {
    _audit?: {
      staffUserId: number;
      userId: number;
      sessionId: number;
      name: string;
      family: Family;
      orderId: number | null;
      input: Record<string, unknown>;
      before: unknown;
    };
  }
}

async function snapshot(
  snapshots: AuditSnapshots,
  request: FastifyRequest,
  family: Family,
  orderId: number | null,
) {
  try {
    if (family === 'order' && orderId !== null) return await snapshots.order(request, orderId);
    if (family === 'cart') return await snapshots.cart(request);
    if (family === 'profile') return await snapshots.profile(request);
  } catch {
    return null;
  }
  return null;
}

export const auditPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      service: BackofficeService;
      snapshots: AuditSnapshots;
      marketing: () => Promise<{ disclaimerIds: Set<number>; infoTypeIds: Set<number> }>;
    },
  ) => {
    const { service, snapshots } = opts;

    /** The acting staff member and customer of a request, or null. */
    /**
     * The acting staff member and customer of a request the log must see, or null. Whether the
     * call matters is decided from its name first: reads (most of the shop's traffic) never load
     * the session here.
     */
    const acting = async (request: FastifyRequest, matters: (name: string) => boolean) => {
      if (!request.url.startsWith('/ebsn/api/')) return null;
      if (request.headers[SNAPSHOT_HEADER] === SNAPSHOT_KEY) return null; // the log's own reads
      const name = actionName(request);
      if (
        name.startsWith('backoffice-access/') ||
        name.startsWith('sso-auth/') ||
        name.startsWith('user-search/') ||
        !matters(name)
      )
        return null;
      const ctx = await request.context();
      if (ctx.staffUserId === null || ctx.userId === null || !ctx.session) return null;
      return { staffUserId: ctx.staffUserId, userId: ctx.userId, sessionId: ctx.session.sessionId, name };
    };

    // Before validation: what stays the customer's own is refused whatever its input.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const who = await acting(request, (name) => CUSTOMER_ONLY.has(name) || MARKETING_CALLS.has(name));
      if (!who) return;
      if (CUSTOMER_ONLY.has(who.name) || (await touchesMarketing(who.name, request.body, opts.marketing))) {
        await service.record({
          ...who,
          action: who.name,
          summary: `Rifiutata: ${describe(who.name)}`,
          outcome: 'refused',
          input: inputOf(request),
        });
        throw AppError.forbidden(staffMessages.customerOnly, 'error.backoffice.customer_only');
      }
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      const who = await acting(request, (name) => isWrite(request, name));
      if (!who) return;
      const input = inputOf(request);
      const family = familyOf(who.name, input);
      const orderId = orderIdOf(input);
      request._audit = {
        ...who,
        family,
        orderId,
        input,
        before: await snapshot(snapshots, request, family, orderId),
      };
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const audit = request._audit;
      if (!audit) return payload;
      request._audit = undefined;
      let status = 0;
      // the cart's answers come as a Buffer (ADR 0075), the others as a string
      const text = Buffer.isBuffer(payload) && payload.length < 2_000_000 ? payload.toString() : payload;
      if (typeof text === 'string' && text.length < 2_000_000) {
        try {
          status = Number((JSON.parse(text) as { response?: { status?: number } }).response?.status ?? 0);
        } catch {
          status = 0;
        }
      }
      const ok = reply.statusCode < 400 && status === 0;
      await service.record({
        staffUserId: audit.staffUserId,
        userId: audit.userId,
        sessionId: audit.sessionId,
        action: audit.name,
        summary: describe(audit.name),
        outcome: ok ? 'ok' : 'failed',
        before: audit.before,
        after: ok ? await snapshot(snapshots, request, audit.family, audit.orderId) : audit.before,
        input: audit.input,
      });
      return payload;
    });
  },
  { name: 'backoffice-audit', dependencies: ['sessions'] },
);

async function touchesMarketing(
  name: string,
  body: unknown,
  marketing: () => Promise<{ disclaimerIds: Set<number>; infoTypeIds: Set<number> }>,
): Promise<boolean> {
  if (!MARKETING_CALLS.has(name)) return false;
  const m = await marketing();
  const b = (body ?? {}) as { personInfoTypeId?: unknown; disclaimers?: unknown } & Record<string, unknown>;
  if (b.personInfoTypeId !== undefined && m.infoTypeIds.has(Number(b.personInfoTypeId))) return true;
  // form-encoded: disclaimer_<id>=value
  if (Object.keys(b).some((k) => /^disclaimer_\d+$/.test(k) && m.disclaimerIds.has(Number(k.slice(11)))))
    return true;
  if (Array.isArray(b.disclaimers))
    return b.disclaimers.some(
      (d: { registrationDisclaimerId?: unknown; personInfoTypeId?: unknown }) =>
        (d.registrationDisclaimerId !== undefined &&
          m.disclaimerIds.has(Number(d.registrationDisclaimerId))) ||
        (d.personInfoTypeId !== undefined && m.infoTypeIds.has(Number(d.personInfoTypeId))),
    );
  return false;
}
