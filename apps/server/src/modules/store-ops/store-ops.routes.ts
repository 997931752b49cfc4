// Store operations calls (issue 26): slot planning for store managers (and administrators).
// Thin: the staff guard, the input, the service.
import {
  bagLabelsQuerySchema,
  closeDayBodySchema,
  envelopeSchema,
  extraSlotBodySchema,
  orderAdvanceBodySchema,
  orderAdvanceResultSchema,
  orderBoardQuerySchema,
  orderNotDeliveredBodySchema,
  orderBoardSchema,
  pickListQuerySchema,
  pickListSchema,
  planningOutcomeSchema,
  slotCapacityBodySchema,
  slotZoneCapacityBodySchema,
  slotPlanQuerySchema,
  slotPlanSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { StaffGuard } from '../backoffice';
import type { OrderBoardService } from './order-board.service';
import { planningMessages, type SlotPlanningService } from './slot-planning.service';

const tags = ['store-ops'];
const outcome = envelopeSchema(planningOutcomeSchema);
/** A day to close or reopen, as the planning service takes it. */
const dayOf = (input: z.infer<typeof closeDayBodySchema>) => ({
  warehouseId: input.warehouse_id,
  deliveryServiceId: input.delivery_service_id ?? null,
  date: input.date,
  note: input.note ?? '',
});
const done = (message: string) =>
  envelope({ message }, { infos: [{ code: 'info.store_ops.done', message }] });

export const storeOpsRoutes: FastifyPluginAsyncZod<{
  planning: SlotPlanningService;
  board: OrderBoardService;
  requireStaff: StaffGuard;
}> = async (app, { planning, board, requireStaff }) => {
  app.get(
    '/store-ops/order-board',
    {
      schema: {
        tags,
        summary: "A day's orders of the staff member's warehouses, by slot and service, with the next step",
        querystring: orderBoardQuerySchema,
        response: { 200: envelopeSchema(orderBoardSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const q = request.query;
      return envelope(
        await board.board(staff, {
          ...(q.date ? { date: q.date } : {}),
          ...(q.warehouse_id ? { warehouseId: q.warehouse_id } : {}),
        }),
      );
    },
  );

  app.post(
    '/store-ops/order-advance',
    {
      schema: {
        tags,
        summary:
          'Moves an order one step (as `npm run orders -- advance`); at picking every loose line needs its weight',
        body: orderAdvanceBodySchema,
        response: { 200: envelopeSchema(orderAdvanceResultSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const weights = Object.fromEntries(
        Object.entries(request.body.weights ?? {}).map(([k, v]) => [Number(k), v]),
      );
      const { result, message } = await board.advance(staff, request.body.order_id, weights);
      return envelope(
        {
          message,
          orderId: result.orderId,
          statusDescr: result.statusDescr,
          finalGrossTotalCents: result.finalGrossTotalCents,
          preAuthorisedCents: result.preAuthorisedCents,
          capturedCents: result.capturedCents,
        },
        { infos: [{ code: 'info.store_ops.done', message }] },
      );
    },
  );

  app.post(
    '/store-ops/order-not-delivered',
    {
      schema: {
        tags,
        summary:
          'Marks an order not collected (ready for pick-up or locker) or not delivered (out for delivery); the customer is mailed',
        body: orderNotDeliveredBodySchema,
        response: { 200: envelopeSchema(orderAdvanceResultSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const { result, message } = await board.notDelivered(staff, request.body.order_id);
      return envelope(
        {
          message,
          orderId: result.orderId,
          statusDescr: result.statusDescr,
          finalGrossTotalCents: result.finalGrossTotalCents,
          preAuthorisedCents: result.preAuthorisedCents,
          capturedCents: result.capturedCents,
        },
        { infos: [{ code: 'info.store_ops.done', message }] },
      );
    },
  );

  app.get(
    '/store-ops/slot-plan',
    {
      schema: {
        tags,
        summary:
          "A week of a warehouse's slots for a service: capacity, orders, cart holds, free places, closed days",
        querystring: slotPlanQuerySchema,
        response: { 200: envelopeSchema(slotPlanSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const q = request.query;
      const choice =
        q.warehouse_id !== undefined && q.delivery_service_id !== undefined
          ? { warehouseId: q.warehouse_id, deliveryServiceId: q.delivery_service_id }
          : await planning.firstChoice(staff);
      if (!choice) throw AppError.business('error.store_ops.no_slots', planningMessages.noSlots);
      return envelope(await planning.plan(staff, { ...choice, ...(q.week ? { week: q.week } : {}) }));
    },
  );

  app.post(
    '/store-ops/slot-capacity',
    {
      schema: {
        tags,
        summary: "Changes a slot's capacity; refused (with the count) below the slot's bookings",
        body: slotCapacityBodySchema,
        response: { 200: outcome },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const input = request.body;
      return done(await planning.setCapacity(staff, input.timeslot_id, input.capacity));
    },
  );

  app.post(
    '/store-ops/slot-zone-capacity',
    {
      schema: {
        tags,
        summary:
          "Sets (or, empty, removes) a zone's capacity in a slot; refused (with the count) below the zone's bookings there",
        body: slotZoneCapacityBodySchema,
        response: { 200: outcome },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const input = request.body;
      return done(
        await planning.setZoneCapacity(staff, {
          timeslotId: input.timeslot_id,
          zoneId: input.zone_id,
          capacity: input.capacity,
        }),
      );
    },
  );

  app.get(
    '/store-ops/pick-list',
    {
      schema: {
        tags,
        summary: "An order's lines by department in walking order, with the codes a scan is checked against",
        querystring: pickListQuerySchema,
        response: { 200: envelopeSchema(pickListSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      return envelope(await board.pickList(staff, request.query.order_id));
    },
  );

  app.get(
    '/store-ops/bag-labels',
    {
      schema: {
        tags,
        summary: "The order's bag labels as a PDF: one page per bag with order, customer, slot and a barcode",
        description: 'Answers application/pdf; refusals answer the JSON envelope.',
        querystring: bagLabelsQuerySchema,
      },
    },
    async (request, reply) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const { order_id: orderId, bags } = request.query;
      const pdf = await board.bagLabels(staff, orderId, bags);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="etichette-ordine-${orderId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/store-ops/close-day',
    {
      schema: {
        tags,
        summary:
          'Closes a day (one service or all): customers no longer see it; refused when it has bookings',
        body: closeDayBodySchema,
        response: { 200: outcome },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      return done(await planning.closeDay(staff, dayOf(request.body)));
    },
  );

  app.post(
    '/store-ops/reopen-day',
    {
      schema: {
        tags,
        summary: 'Opens a closed day again',
        body: closeDayBodySchema,
        response: { 200: outcome },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      return done(await planning.reopenDay(staff, dayOf(request.body)));
    },
  );

  app.post(
    '/store-ops/extra-slot',
    {
      schema: {
        tags,
        summary: 'Adds an extra slot on a day',
        body: extraSlotBodySchema,
        response: { 200: outcome },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const input = request.body;
      return done(
        await planning.addExtraSlot(staff, {
          warehouseId: input.warehouse_id,
          deliveryServiceId: input.delivery_service_id,
          date: input.date,
          beginTime: input.begin_time,
          endTime: input.end_time,
          capacity: input.capacity,
          cutoffMinutes: input.cutoff_minutes,
        }),
      );
    },
  );
};
