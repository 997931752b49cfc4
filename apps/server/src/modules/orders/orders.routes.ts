// Order calls (spec 001 §7 "Orders"). Every call reads only the session
// account's orders: another account's order answers the not-found refusal.
import { timingSafeEqual } from 'node:crypto';
import {
  buyResultSchema,
  cartFromOrderSchema,
  cartSchema,
  changeDateSchema,
  envelopeSchema,
  modifyPaymentTypeSchema,
  mostPurchasedSchema,
  orderIdSchema,
  orderListQuerySchema,
  orderListSchema,
  orderNoteItemSchema,
  orderNoteSchema,
  orderReserveSchema,
  orderSchema,
  retryPaymentSchema,
  tokenOrderSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { fieldMessage, readInput } from '../../platform/http';
import { customer } from './customer';
import { fulfilmentKey } from './fulfilment-key';
import type { FulfilmentService } from './fulfilment.service';
import type { Cart } from '@sporta/contracts';
import type { Messages } from '../../platform/envelope';
import type { OrdersContext, OrdersService } from './orders.service';
import type { PaymentsService } from './payments.service';
import { cartAnswerSerializer } from '../cart';

const tags = ['orders'];
const notesSchema = z.object({ notes: z.array(orderNoteItemSchema) });

type CartAnswer = { cart: Cart; messages: Messages };

export interface OrderRoutesOptions {
  orders: OrdersService;
  payments: PaymentsService;
  fulfilment: FulfilmentService;
  /** The reopen-order flow (flows/reopen-order.flow.ts): an order into the cart and back. */
  reopen: {
    modify(ctx: OrdersContext, orderId: number): Promise<CartAnswer>;
    abandonEdit(ctx: OrdersContext): Promise<CartAnswer>;
    addAllToCart(ctx: OrdersContext, orderId: number): Promise<CartAnswer>;
  };
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { orders, payments, fulfilment, reopen },
) => {
  app.get(
    '/order/view',
    {
      schema: {
        tags,
        summary:
          'One order of the logged customer (order_id): lines with ordered and delivered quantities, totals',
        description: "Another customer's order answers status 1, error.order.not_found, and no data.",
        querystring: orderIdSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await orders.view(c.userId, request.query.order_id));
    },
  );

  app.get(
    '/token-order/view',
    {
      schema: {
        tags,
        summary:
          'An order for a token holder (order_id, access_token: the accessToken of order/view, also in mails)',
        querystring: tokenOrderSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => envelope(await orders.tokenView(request.query.order_id, request.query.access_token)),
  );

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        summary: 'Orders of the logged customer, newest first (page 1, page_size 12)',
        description: [
          'Filters: from_date, to_date (YYYY-MM-DD, order date in Europe/Rome), from_gross_total, to_gross_total (euro,',
          'final total when weighed), show_pending=true adds orders awaiting payment (1, 2), show_replaced=true adds',
          'orders replaced by an edit. data.page: selPage, totPages, totItems, itemsPerPage.',
        ].join(' '),
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(orderListSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await orders.list(c.userId, request.query));
    },
  );

  app.get(
    '/order/list-retry-payment',
    {
      schema: {
        tags,
        summary: 'Unpaid orders (status 11) whose online payment can be retried with order/payment',
        response: { 200: envelopeSchema(z.object({ orders: z.array(orderSchema) })) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await orders.listRetryPayment(c.userId));
    },
  );

  app.get(
    '/order/invoice',
    {
      schema: {
        tags,
        summary: 'The order document as a PDF (invoice when need_invoice, else the order summary)',
        description: 'Answers application/pdf; refusals (another customer’s order) answer the JSON envelope.',
        querystring: orderIdSchema,
      },
    },
    async (request, reply) => {
      const c = await customer(request);
      const { pdf, filename } = await orders.invoicePdf(c.userId, request.query.order_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/order/delete',
    {
      schema: {
        tags,
        summary:
          'Cancels an order (order_id) while it can be cancelled (1, 2, 3, 4, 11): its slot place is given back',
        description:
          'Answers the cancelled order and the info info.order.deleted; otherwise error.order.not_cancellable.',
        body: orderIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(orderIdSchema, request);
      const { order, messages } = await orders.cancel(c.userId, input.order_id);
      return envelope(order, messages);
    },
  );

  app.post(
    '/order/modify',
    {
      schema: {
        tags,
        summary: 'Reopens an editable order as the cart (info.order.reopen); buying again replaces the order',
        description: [
          "The current cart is closed; the new cart has the order's lines, delivery setup, choices and slot (held again:",
          'when the slot is full meanwhile, the cart comes without it and a warning). checkout/buy then creates the new',
          'order (re-authorised) and cancels the old one (replacedByOrderId). Until then the old order stands.',
          'Each line keeps its product options (selectedOptions); a line whose options the product no longer offers',
          'stays out with a warning (error.cart.option_invalid, option_unknown or option_required).',
        ].join(' '),
        body: orderIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(cartSchema) },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(orderIdSchema, request);
      const { cart, messages } = await reopen.modify(c, input.order_id);
      return envelope(cart, messages);
    },
  );

  app.post(
    '/order/modify-cancel',
    {
      schema: {
        tags,
        summary: 'Leaves the edit of an order: the order stays as it was, with its codes; a fresh cart opens',
        description: [
          'Our call (the spec has no name for it): while the cart is an order reopened by order/modify',
          '(cartInfos.reopen_order_id), the edit cart is closed, its slot hold released, the codes, vouchers and',
          'coupons the order used go back to the order, and a new empty cart opens with the same delivery setup.',
          'Refused with error.order.not_editing when the cart is not an edit.',
        ].join(' '),
        response: { 200: envelopeSchema(cartSchema) },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const c = await customer(request);
      const { cart, messages } = await reopen.abandonEdit(c);
      return envelope(cart, messages);
    },
  );

  app.post(
    '/cart/add-all-from-order',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds every product of one of your orders (order_id) to the cart',
        description:
          'Each line with the product options chosen in the order. Lines that cannot be added (unavailable, limits, options the product no longer offers) come back as warnings; when none can, the first refusal.',
        body: cartFromOrderSchema.partial().nullish(),
        response: { 200: envelopeSchema(cartSchema) },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(cartFromOrderSchema, request);
      const { cart, messages } = await reopen.addAllToCart(c, input.order_id);
      return envelope(cart, messages);
    },
  );

  app.post(
    '/order/payment',
    {
      schema: {
        tags,
        summary: 'Retries the online payment of an unpaid order (order_id): a new payment page (paymentUrl)',
        body: orderIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(retryPaymentSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(orderIdSchema, request);
      return envelope(await payments.retryPayment(c.userId, input.order_id));
    },
  );

  app.post(
    '/order/modify-payment-type',
    {
      schema: {
        tags,
        summary:
          'Changes the payment type while the payment is pending (1, 2, 11); online types answer a paymentUrl',
        body: modifyPaymentTypeSchema.partial().nullish(),
        response: { 200: envelopeSchema(buyResultSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(modifyPaymentTypeSchema, request);
      const { result, messages } = await payments.modifyPaymentType(c.userId, {
        orderId: input.order_id,
        paymentTypeId: input.payment_type_id,
        userPaymentAuthId: input.user_payment_auth_id,
        paymentData: input.payment_data,
      });
      return envelope(result, messages);
    },
  );

  app.post(
    '/order/change-date',
    {
      schema: {
        tags,
        summary: 'Moves an editable order to another day (new_order_date; optional timeslot_id of that day)',
        description:
          'Without timeslot_id the slot with the same start time is taken, else the first with room. Full or closed slots are refused.',
        body: changeDateSchema.partial().nullish(),
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(changeDateSchema, request);
      const { order, messages } = await orders.changeDate(c.userId, {
        orderId: input.order_id,
        date: input.new_order_date,
        timeslotId: input.timeslot_id,
      });
      return envelope(order, messages);
    },
  );

  app.post(
    '/order/reserve',
    {
      schema: {
        tags,
        summary:
          'Reserves a drive parking bay for an order to collect (order_id, distance, reservation_info)',
        description: 'status 0 with an info on success; otherwise status 1 and the first error.',
        body: orderReserveSchema.partial().nullish(),
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(orderReserveSchema, request);
      const { order, messages } = await orders.reserve(c.userId, {
        orderId: input.order_id,
        distance: input.distance,
        info: input.reservation_info,
      });
      return envelope(order, messages);
    },
  );

  for (const path of ['/note/order/add', '/note/order/update'])
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            path === '/note/order/add'
              ? 'Adds a note to an order (order_id, note)'
              : 'Updates a note of an order (order_id, noteId, note)',
          body: orderNoteSchema.partial().nullish(),
          response: { 200: envelopeSchema(notesSchema) },
        },
      },
      async (request) => {
        const c = await customer(request);
        const input = readInput(orderNoteSchema, request);
        const noteId = input.noteId ?? input.note_id;
        if (path === '/note/order/update' && noteId === undefined)
          throw AppError.validation('error.validation', fieldMessage('noteId', 'è obbligatorio'));
        return envelope(
          await orders.saveNote(c.userId, { orderId: input.order_id, noteId, note: input.note }),
          {
            infos: [{ code: 'info.note.saved', message: 'Nota salvata.' }],
          },
        );
      },
    );

  app.post(
    '/note/list',
    {
      schema: {
        tags,
        summary: 'Notes of an order (order_id)',
        body: orderIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(notesSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const input = readInput(orderIdSchema, request);
      return envelope(await orders.notes(c.userId, input.order_id));
    },
  );

  app.get(
    '/order/most-purchased',
    {
      schema: {
        tags,
        summary: 'The products the logged customer ordered most often (for /profile/preferred)',
        description:
          'Orders that went ahead only (not pending, cancelled, unpaid, failed or replaced); at most 24 products.',
        response: { 200: envelopeSchema(mostPurchasedSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await orders.mostPurchased(c.userId));
    },
  );

  // The fulfilment tool's door into a running server (PGlite cannot be opened twice).
  const requireToolKey = (header: unknown) => {
    const given = Buffer.from(String(header ?? ''));
    const expected = Buffer.from(fulfilmentKey(app.config.PAYMENT_HMAC_KEY));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.forbidden();
  };
  app.post(
    '/fulfilment/advance',
    {
      schema: {
        hide: true,
        body: z.looseObject({
          order_id: z.number().int().positive(),
          weights: z.record(z.string(), z.number().int()).optional(),
        }),
      },
    },
    async (request) => {
      requireToolKey(request.headers['x-fulfilment-key']);
      const weights = Object.fromEntries(
        Object.entries(request.body.weights ?? {}).map(([k, v]) => [Number(k), v]),
      );
      return envelope(await fulfilment.advance(request.body.order_id, { weights, actor: 'fulfilment-tool' }));
    },
  );
  app.post('/fulfilment/sweep', { schema: { hide: true } }, async (request) => {
    requireToolKey(request.headers['x-fulfilment-key']);
    return envelope(await payments.sweepUnpaid(app.config.PAYMENT_SESSION_MINUTES));
  });
  app.post(
    '/fulfilment/refund',
    {
      schema: {
        hide: true,
        body: z.looseObject({ refund_id: z.number().int().positive(), approve: z.boolean() }),
      },
    },
    async (request) => {
      requireToolKey(request.headers['x-fulfilment-key']);
      return envelope(await fulfilment.decideRefund(request.body.refund_id, request.body.approve));
    },
  );
};
