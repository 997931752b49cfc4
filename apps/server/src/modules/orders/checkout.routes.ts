// Checkout and payment calls (spec 001 §7 "Checkout and payment"). Thin: input
// schema, who calls, one service method, the envelope.
import {
  billingDataBodySchema,
  billingDataResultSchema,
  buyResultSchema,
  cartSchema,
  checkoutBuySchema,
  checkoutPrepareSchema,
  envelopeSchema,
  packagingTypeListSchema,
  paymentAuthDeleteSchema,
  paymentTypeListSchema,
  paymentTypeQuerySchema,
  prebilledQuerySchema,
  prebilledSchema,
  prepareResultSchema,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, failure } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import type { BuyResult, CheckoutBuyInput } from '@sporta/contracts';
import type { Messages } from '../../platform/envelope';
import { cartAnswerSerializer, type CartOwner } from '../cart';
import type { CheckoutService } from './checkout.service';
import { customer } from './customer';
import type { OrdersService } from './orders.service';
import type { PaymentsService } from './payments.service';

const tags = ['checkout'];

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const q = request.query as Record<string, unknown> | undefined;
  const b = request.body as Record<string, unknown> | undefined;
  const v = q?.idempotency_key ?? b?.idempotency_key;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  orders: OrdersService;
  payments: PaymentsService;
  /** The place-order flow (flows/place-order.flow.ts). */
  placeOrder: {
    buy(
      userId: number,
      owner: CartOwner,
      input: CheckoutBuyInput,
      key: string | undefined,
    ): Promise<{ data: BuyResult; messages: Messages }>;
  };
}

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { checkout, orders, payments, placeOrder },
) => {
  app.post(
    '/checkout/prepare',
    {
      schema: {
        tags,
        summary: 'Saves the checkout choices, checks the needs and locks the cart (cartStatusId 7)',
        description: [
          'Fields (query, form or JSON, all optional): need_invoice, lottery_code (7 letters or digits, not with an invoice),',
          'note, packaging_type_id (packaging-type/list), accept_alternatives, onboard_phone, onboard_pier, onboard_boat,',
          'onboard_notes (onboard delivery: phone and boat are needed), payment_type_id (checked against the rules).',
          'Refusals (HTTP 200, status 1): error.checkout.empty_cart, error.checkout.need_address, error.checkout.need_timeslot,',
          'error.checkout.missing_billing_data (need_invoice without valid invoice data: checkout/billing-data),',
          'error.checkout.lottery_with_invoice, error.checkout.onboard, meal-ticket rules. The choices are kept in cart.cartInfos.',
        ].join(' '),
        body: checkoutPrepareSchema.partial().nullish(),
        response: { 200: envelopeSchema(prepareResultSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(checkoutPrepareSchema, request);
      const { data, messages } = await checkout.prepare(c.userId, c.owner, input);
      return envelope(data, messages);
    },
  );

  app.post(
    '/checkout/unlock',
    {
      schema: {
        tags,
        summary: 'Back from the checkout to the cart: unlocks the cart (cartStatusId 1) so it can be changed',
        response: { 200: envelopeSchema(cartSchema) },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const c = await customer(request);
      const { cart, messages } = await checkout.unlock(c.owner);
      return envelope(cart, messages);
    },
  );

  app.post(
    '/checkout/buy',
    {
      schema: {
        tags,
        summary: 'Buys the cart: one order, its slot place consumed, the cart closed (a fresh cart follows)',
        description: [
          'Fields: payment_type_id (payment-type/list-auth), user_payment_auth_id (a saved card: no payment page),',
          'payment_data (JSON text or object, e.g. {"vouchers":3} for meal tickets).',
          'Idempotency: send a key (8-100 of A-Z a-z 0-9 . _ : -) in the `Idempotency-Key` header or as `idempotency_key`.',
          'The same key answers the first order again (never a second order or charge); the same key with a different',
          'body answers HTTP 422 (error.checkout.idempotency_mismatch). A refused buy keeps no trace: retry with the same key.',
          'Online types (1, 12, 13, 24) answer paymentRequired=true and paymentUrl: send the browser there; the gateway comes',
          'back to checkout/payment-return, which redirects to /cart/payment-completed/{orderId} or /cart/payment-error/{orderId}.',
          'Other types answer the order in status 3 and redirectUrl /cart/payment-completed/{orderId}.',
        ].join(' '),
        body: checkoutBuySchema.partial().nullish(),
        response: { 200: envelopeSchema(buyResultSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(checkoutBuySchema, request);
      const { data, messages } = await placeOrder.buy(c.userId, c.owner, input, idempotencyKeyOf(request));
      return envelope(data, messages);
    },
  );

  app.get(
    '/checkout/prebilled-amount',
    {
      schema: {
        tags,
        summary:
          'The pre-authorised amount: total + 40 % of loose lines + shopper bags (of the cart, or of order_id)',
        querystring: prebilledQuerySchema,
        response: { 200: envelopeSchema(prebilledSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await checkout.prebilled(c.userId, c.owner, request.query));
    },
  );

  app.get(
    '/checkout/payment-return',
    {
      // The provider's page sends the browser back (from its own site): the signature
      // authorises the call, not the cookie.
      config: { crossSite: 'allow' },
      schema: {
        tags,
        summary:
          'Return of the hosted payment page (signed): applies the result, redirects to the outcome page',
        description: [
          'The signature (HMAC-SHA256) is verified before anything changes; a wrong one answers HTTP 400',
          '(error.payment.signature) and changes nothing. Then 303 to /cart/payment-completed/{orderId} (approved)',
          'or /cart/payment-error/{orderId} (declined, timeout, cancelled: the order is unpaid, status 11, and can be retried).',
        ].join(' '),
      },
    },
    async (request, reply) => {
      const params = Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      );
      const result = orders.provider.verifyReturn(params);
      const orderId = result ? await payments.applyPaymentResult(result) : null;
      if (!result || orderId === null)
        return reply
          .status(400)
          .send(
            failure(
              'error.payment.signature',
              'Il risultato del pagamento non è valido (firma o dati non corrispondenti): nessuna modifica è stata fatta.',
            ),
          );
      const order = await orders.repo.order(orderId);
      const ok = order !== undefined && ![1, 2, 10, 11].includes(order.orderStatusId);
      return reply.redirect(
        ok ? `/cart/payment-completed/${orderId}` : `/cart/payment-error/${orderId}`,
        303,
      );
    },
  );

  app.get(
    '/checkout/billing-data',
    {
      schema: {
        tags,
        summary: "The customer's invoice data (null when none was saved)",
        response: { 200: envelopeSchema(billingDataResultSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await checkout.billingData(c.userId));
    },
  );

  app.post(
    '/checkout/billing-data',
    {
      schema: {
        tags,
        summary: 'Saves the invoice data: private person, company or sole proprietor',
        description: [
          'personType private: firstName, lastName, fiscalCode (codice fiscale). company: companyName, vatNumber',
          '(11-12 digits), sdiCode (6-7 upper-case letters or digits) or pec. sole_proprietor: firstName, lastName, fiscalCode',
          '(or 11 digits), vatNumber, sdiCode or pec. Always address1, city, postalcode (5 digits); addressNumber, province.',
          'A wrong field answers HTTP 400 naming it, with the Italian message.',
        ].join(' '),
        body: billingDataBodySchema.partial().nullish(),
        response: { 200: envelopeSchema(billingDataResultSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(billingDataBodySchema, request);
      const { data, messages } = await checkout.saveBillingData(c.userId, input);
      return envelope(data, messages);
    },
  );

  app.get(
    '/payment-type/list-auth',
    {
      schema: {
        tags,
        summary:
          'Payment types (1, 2, 11, 12, 13, 24, 101, 18, 19, 21) with availability for the cart, and saved cards',
        description:
          '`auths` are the saved card authorisations (user_payment_auth_id for checkout/buy). payment_type_id filters.',
        querystring: paymentTypeQuerySchema,
        response: { 200: envelopeSchema(paymentTypeListSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await checkout.paymentTypes(c.userId, c.owner, request.query.payment_type_id));
    },
  );

  app.post(
    '/payment-type/delete-auth',
    {
      schema: {
        tags,
        summary: 'Deletes a saved card authorisation (user_payment_auth_id); answers the payment types again',
        body: paymentAuthDeleteSchema.partial().nullish(),
        response: { 200: envelopeSchema(paymentTypeListSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(paymentAuthDeleteSchema, request);
      return envelope(await checkout.deleteAuth(c.userId, c.owner, input.user_payment_auth_id), {
        infos: [{ code: 'info.payment_auth.deleted', message: 'Carta eliminata.' }],
      });
    },
  );

  app.get(
    '/packaging-type/list',
    {
      schema: {
        tags,
        summary: 'Packaging types with the shopper bags the cart needs and their cost',
        response: { 200: envelopeSchema(packagingTypeListSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      return envelope(await checkout.packagingTypes(ctx.userId !== null ? { userId: ctx.userId } : null));
    },
  );
};
