// The leaflet editor's calls (issue 24, ADR 0054) under /ebsn/api/leaflet-admin/: list, view,
// targets, upload (multipart), settings, hotspots, publish. Only staff with the leaflet_editor
// role (or administrators). Thin: the guard, the input, the service.
import multipart from '@fastify/multipart';
import {
  envelopeSchema,
  leafletAdminListSchema,
  leafletAdminSchema,
  leafletHotspotsBodySchema,
  leafletIdBodySchema,
  leafletPublishBodySchema,
  leafletTargetsSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { fieldMessage, issueMessage } from '../../platform/http';
import type { StaffGuard } from '../backoffice';
import { leafletAdminMessages, type LeafletAdminService } from './leaflet-admin.service';
import { LEAFLET_PDF_MAX_BYTES, leafletPdfMessages } from './leaflet-pdf';

const tags = ['leaflet-admin'];
const ROLE = 'leaflet_editor';
const done = (result: { leaflet: unknown; message: string }) =>
  envelope(result.leaflet as z.infer<typeof leafletAdminSchema>, {
    infos: [{ code: 'info.leaflet.saved', message: result.message }],
  });

const idQuerySchema = z.looseObject({
  leaflet_id: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { message: 'deve essere un numero' })
    .transform(Number),
});

export const leafletAdminRoutes: FastifyPluginAsyncZod<{
  admin: LeafletAdminService;
  requireStaff: StaffGuard;
}> = async (app, { admin, requireStaff }) => {
  // One file (the PDF) and a few fields; a larger file is cut and refused below.
  await app.register(multipart, { limits: { fileSize: LEAFLET_PDF_MAX_BYTES, files: 1, fields: 20 } });

  app.get(
    '/leaflet-admin/list',
    {
      schema: {
        tags,
        summary: 'Every leaflet, newest first, with its status (draft or published)',
        response: { 200: envelopeSchema(leafletAdminListSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope({ leaflets: await admin.list() });
    },
  );

  app.get(
    '/leaflet-admin/view',
    {
      schema: {
        tags,
        summary: 'One leaflet (any status or validity) with its pages and hotspots',
        querystring: idQuerySchema,
        response: { 200: envelopeSchema(leafletAdminSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(await admin.view(request.query.leaflet_id));
    },
  );

  app.get(
    '/leaflet-admin/targets',
    {
      schema: {
        tags,
        summary: 'The shops and delivery services a leaflet can apply to, with their cooperative',
        response: { 200: envelopeSchema(leafletTargetsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(await admin.targets());
    },
  );

  app.post(
    '/leaflet-admin/upload',
    {
      schema: {
        tags,
        summary: 'Uploads a leaflet PDF (multipart) as a draft; every page is rasterised to PNG',
        description: [
          'multipart/form-data: file (PDF, at most 20 MB and 48 pages), title, leaflet_type_id (2 volantino, 1 catalogo soci),',
          'valid_from, valid_to (YYYY-MM-DD), warehouse_ids and delivery_service_ids (comma lists, one cooperative).',
          'A non-PDF, too large, encrypted or damaged file is refused and nothing is created.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(leafletAdminSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      if (!request.isMultipart())
        throw AppError.validation(
          'error.validation',
          fieldMessage('', 'invia il volantino come multipart/form-data'),
        );
      const fields: Record<string, unknown> = {};
      let pdf: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const buffer = await part.toBuffer();
            if (part.fieldname === 'file') pdf = buffer;
          } else fields[part.fieldname] = part.value;
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payloadTooLarge', 'error.leaflet.pdf_tooBig', leafletPdfMessages.tooBig);
        if (code === 'FST_FILES_LIMIT')
          throw AppError.validation('error.leaflet.one_file', leafletAdminMessages.oneFile);
        throw err;
      }
      return done(await admin.upload(fields, pdf));
    },
  );

  app.post(
    '/leaflet-admin/update',
    {
      schema: {
        tags,
        summary: "Sets a leaflet's title, type, validity, shops and services",
        body: z.looseObject({ leaflet_id: z.unknown() }),
        response: { 200: envelopeSchema(leafletAdminSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      const body = request.body as Record<string, unknown>;
      const id = leafletIdBodySchema.safeParse(body);
      if (!id.success) throw AppError.validation('error.validation', issueMessage(id.error.issues[0]));
      return done(await admin.update(id.data.leaflet_id, body));
    },
  );

  app.post(
    '/leaflet-admin/hotspots',
    {
      schema: {
        tags,
        summary:
          'Replaces the products of one page: hotspots [{product_id, area: {x, y, w, h}}] as fractions',
        body: leafletHotspotsBodySchema,
        response: { 200: envelopeSchema(leafletAdminSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return done(await admin.setHotspots(request.body));
    },
  );

  app.post(
    '/leaflet-admin/publish',
    {
      schema: {
        tags,
        summary: 'Publishes a leaflet (published: true) or withdraws it to draft (false)',
        body: leafletPublishBodySchema,
        response: { 200: envelopeSchema(leafletAdminSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return done(await admin.publish(request.body.leaflet_id, request.body.published));
    },
  );
};
