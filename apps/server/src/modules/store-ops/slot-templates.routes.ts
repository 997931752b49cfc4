// Weekly slot templates calls (issue 26, ADR 0061): store managers (and administrators).
// Thin: the staff guard, the input, the service.
import {
  envelopeSchema,
  slotTemplateAddBodySchema,
  slotTemplateDeleteBodySchema,
  slotTemplatesQuerySchema,
  slotTemplatesSchema,
  slotTemplateUpdateBodySchema,
  slotTemplateZoneCapacityBodySchema,
  templateOutcomeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import type { StaffGuard } from '../backoffice';
import type { SlotTemplateService, TemplateOutcome } from './slot-templates.service';

const tags = ['store-ops'];
const outcome = { 200: envelopeSchema(templateOutcomeSchema) };
const done = (o: TemplateOutcome) =>
  envelope(o, { infos: [{ code: 'info.store_ops.done', message: o.message }] });
const windowOf = (b: { begin_time: string; end_time: string; cutoff_minutes: number; capacity: number }) => ({
  beginTime: b.begin_time,
  endTime: b.end_time,
  cutoffMinutes: b.cutoff_minutes,
  capacity: b.capacity,
});

export const slotTemplateRoutes: FastifyPluginAsyncZod<{
  templates: SlotTemplateService;
  requireStaff: StaffGuard;
}> = async (app, { templates, requireStaff }) => {
  app.get(
    '/store-ops/slot-templates',
    {
      schema: {
        tags,
        summary:
          "The weekly slot templates of a warehouse and service: each weekday's windows, cutoff, capacity",
        querystring: slotTemplatesQuerySchema,
        response: { 200: envelopeSchema(slotTemplatesSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const q = request.query;
      return envelope(
        await templates.list(
          staff,
          q.warehouse_id !== undefined && q.delivery_service_id !== undefined
            ? { warehouseId: q.warehouse_id, deliveryServiceId: q.delivery_service_id }
            : null,
        ),
      );
    },
  );

  app.post(
    '/store-ops/slot-template',
    {
      schema: {
        tags,
        summary: "Adds a window to a weekday's template; the coming days get the slot at once",
        body: slotTemplateAddBodySchema,
        response: outcome,
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const b = request.body;
      return done(
        await templates.add(staff, {
          warehouseId: b.warehouse_id,
          deliveryServiceId: b.delivery_service_id,
          weekday: b.weekday,
          ...windowOf(b),
        }),
      );
    },
  );

  app.post(
    '/store-ops/slot-template-update',
    {
      schema: {
        tags,
        summary:
          "Changes a template window's times, cutoff or capacity; the coming days' slots follow, never below their bookings",
        body: slotTemplateUpdateBodySchema,
        response: outcome,
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      return done(await templates.update(staff, request.body.template_id, windowOf(request.body)));
    },
  );

  app.post(
    '/store-ops/slot-template-delete',
    {
      schema: {
        tags,
        summary: 'Removes a template window; slots of the coming days with bookings stay for them',
        body: slotTemplateDeleteBodySchema,
        response: outcome,
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      return done(await templates.remove(staff, request.body.template_id));
    },
  );

  app.post(
    '/store-ops/slot-template-zone-capacity',
    {
      schema: {
        tags,
        summary:
          "Sets (or, empty, removes) a zone's capacity in a template window; the coming days' slots follow, never below the zone's bookings",
        body: slotTemplateZoneCapacityBodySchema,
        response: outcome,
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, 'store_manager');
      const b = request.body;
      return done(
        await templates.setZoneCapacity(staff, {
          templateId: b.template_id,
          zoneId: b.zone_id,
          capacity: b.capacity,
        }),
      );
    },
  );
};
