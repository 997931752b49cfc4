// Picking calls (issue 26, ADR 0055): record a line's outcome, undo it, list the substitutes of a
// line. Staff (picker or store manager) of the order's warehouse, while the order is in preparation.
import {
  envelopeSchema,
  pickCandidatesQuerySchema,
  pickCandidatesSchema,
  pickLineBodySchema,
  pickRecordBodySchema,
  pickRecordResultSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import type { StaffGuard } from '../backoffice';
import type { PickingService } from './picking.service';

const tags = ['store-ops'];
const info = (message: string) => ({ infos: [{ code: 'info.store_ops.done', message }] });

export const pickingRoutes: FastifyPluginAsyncZod<{
  picking: PickingService;
  requireStaff: StaffGuard;
}> = async (app, { picking, requireStaff }) => {
  app.post(
    '/store-ops/pick-line',
    {
      schema: {
        tags,
        summary:
          "Saves a line's outcome at picking: picked (pieces or grams), substituted (same category, when the customer accepted alternatives) or missing",
        body: pickRecordBodySchema,
        response: { 200: envelopeSchema(pickRecordResultSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const b = request.body;
      const { message, pick } = await picking.record(staff, {
        orderId: b.order_id,
        orderItemId: b.order_item_id,
        outcome: b.outcome,
        ...(b.quantity !== undefined ? { quantity: b.quantity } : {}),
        ...(b.grams !== undefined ? { grams: b.grams } : {}),
        ...(b.substitute_product_id !== undefined ? { substituteProductId: b.substitute_product_id } : {}),
      });
      return envelope({ message, orderItemId: b.order_item_id, pick }, info(message));
    },
  );

  app.post(
    '/store-ops/pick-line-undo',
    {
      schema: {
        tags,
        summary: "Takes back a line's saved outcome: the line is to pick again",
        body: pickLineBodySchema,
        response: { 200: envelopeSchema(pickRecordResultSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      const { message } = await picking.undo(staff, request.body.order_id, request.body.order_item_id);
      return envelope({ message, orderItemId: request.body.order_item_id, pick: null }, info(message));
    },
  );

  app.get(
    '/store-ops/pick-substitutes',
    {
      schema: {
        tags,
        summary:
          "Products of the line's category in stock at the warehouse, with their price, to substitute it",
        querystring: pickCandidatesQuerySchema,
        response: { 200: envelopeSchema(pickCandidatesSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager', 'picker');
      return envelope(await picking.candidates(staff, request.query.order_id, request.query.order_item_id));
    },
  );
};
