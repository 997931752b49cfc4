// Custom forms under /ebsn/api (seed 002 §7 "Forms"; ADR 0065): the types (anyone) and the logged
// customer's own forms (cu-form/list, view, insert, update). Status 0 is success; a refused form is
// status 1 with the generic incorrect-form message and one error per field. Also the staff's
// read-only list of the dynamic forms' submissions.
import {
  cuFormIdQuerySchema,
  cuFormSchema,
  cuFormTypeIdQuerySchema,
  cuFormTypeSchema,
  envelopeSchema,
  formSubmissionListQuerySchema,
  formSubmissionListSchema,
  formSubmissionSchema,
  formSubmissionFileQuerySchema,
  formSubmissionViewQuerySchema,
} from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import type { StaffGuard } from '../backoffice';
import type { CuFormOutcome, CuFormsService } from './cuforms.service';
import type { FormsService } from './forms.service';

const tags = ['forms'];
/** A form's content with its files as base64 (5 MB a file, 3 a field): bigger than the default. */
const CUFORM_BODY_LIMIT = 24 * 1024 * 1024;

function outcome(o: CuFormOutcome) {
  return o.ok
    ? envelope(o.form, {
        infos: [{ code: 'info.cuform.saved', message: 'Grazie per averci inviato la tua richiesta' }],
      })
    : envelope(null, { errors: o.errors }, 1);
}

function body(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  if (!b || typeof b !== 'object' || Array.isArray(b))
    throw AppError.validation(
      'error.validation',
      'Richiesta non valida: il contenuto del modulo deve essere un oggetto JSON.',
    );
  return b as Record<string, unknown>;
}

/** The content: any field keys of the type's schema (checked by the service). */
const anyBody = z.looseObject({});

export const cuFormRoutes: FastifyPluginAsyncZod<{
  cuforms: CuFormsService;
  forms: FormsService;
  requireStaff: StaffGuard;
}> = async (app, { cuforms, forms, requireStaff }) => {
  app.get(
    '/cu-form/cuform_type/list',
    {
      schema: {
        tags,
        summary: 'The custom form types with their schema',
        response: { 200: envelopeSchema(z.object({ cuFormTypes: z.array(cuFormTypeSchema) })) },
      },
    },
    async () => envelope({ cuFormTypes: await cuforms.types() }),
  );
  app.get(
    '/cu-form/cuform_type/view',
    {
      schema: {
        tags,
        summary: 'One custom form type (cuform_type_id); error.cuform.type when unknown',
        querystring: cuFormTypeIdQuerySchema,
        response: { 200: envelopeSchema(cuFormTypeSchema) },
      },
    },
    async (request) => envelope(await cuforms.type(request.query.cuform_type_id)),
  );
  app.get(
    '/cu-form/list',
    {
      schema: {
        tags,
        summary: "The logged customer's custom forms, newest first",
        response: { 200: envelopeSchema(z.object({ cuForms: z.array(cuFormSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope({ cuForms: await cuforms.list(userId) });
    },
  );
  app.get(
    '/cu-form/view',
    {
      schema: {
        tags,
        summary: "One of the logged customer's custom forms (cuform_id); another customer's is unknown",
        querystring: cuFormIdQuerySchema,
        response: { 200: envelopeSchema(cuFormSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await cuforms.view(userId, request.query.cuform_id));
    },
  );
  app.post(
    '/cu-form/insert',
    {
      bodyLimit: CUFORM_BODY_LIMIT,
      schema: {
        tags,
        summary: 'A new custom form of a type (cuform_type_id in the query); the body is the content',
        description:
          'Body: { "<field key>": value, … }; a file field takes [{ name, type, data (base64) }]. Checked with the type\'s schema: status 1 with «La form non è stata compilata correttamente» and one error per field, nothing stored.',
        querystring: cuFormTypeIdQuerySchema,
        body: anyBody,
        response: { 200: envelopeSchema(cuFormSchema.nullable()) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cuform_type_id } = request.query;
      return outcome(await cuforms.insert(userId, cuform_type_id, body(request)));
    },
  );
  app.put(
    '/cu-form/update',
    {
      bodyLimit: CUFORM_BODY_LIMIT,
      schema: {
        tags,
        summary: "Replaces the content of one of the customer's custom forms (cuform_id in the query)",
        description: 'As insert; a file field keeps a stored file named { fileId }, the others are dropped.',
        querystring: cuFormIdQuerySchema,
        body: anyBody,
        response: { 200: envelopeSchema(cuFormSchema.nullable()) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cuform_id } = request.query;
      return outcome(await cuforms.update(userId, cuform_id, body(request)));
    },
  );

  // Staff: the dynamic forms' submissions (operators and content editors; administrators).
  app.get(
    '/form-submission/list',
    {
      schema: {
        tags,
        summary: 'Staff: submissions of the dynamic forms, newest first (form_id, page, page_size)',
        querystring: formSubmissionListQuerySchema,
        response: { 200: envelopeSchema(formSubmissionListSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, 'operator', 'content_editor');
      const q = request.query;
      return envelope(
        await forms.submissions({ formId: q.form_id, page: q.page ?? 1, pageSize: q.page_size ?? 20 }),
      );
    },
  );
  app.get(
    '/form-submission/view',
    {
      schema: {
        tags,
        summary: 'Staff: one submission with its values and files',
        querystring: formSubmissionViewQuerySchema,
        response: { 200: envelopeSchema(formSubmissionSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, 'operator', 'content_editor');
      return envelope(await forms.submission(request.query.form_submission_id));
    },
  );
  app.get(
    '/form-submission/file',
    {
      schema: {
        tags,
        summary: "Staff: one of a submission's files (index from 0), as a download",
        description:
          'Il file allegato a una richiesta, da scaricare (mai mostrato nel browser): solo per operatori e redattori dei contenuti.',
        querystring: formSubmissionFileQuerySchema,
      },
    },
    async (request, reply) => {
      await requireStaff(request, 'operator', 'content_editor');
      const file = await forms.submissionFile(request.query.form_submission_id, request.query.index);
      // A sender's file is never rendered by the browser on the shop's origin: always a download.
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
