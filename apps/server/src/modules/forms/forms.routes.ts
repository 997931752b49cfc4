// The dynamic form's calls on the content backend (seed 002 §7 "Forms"; ADR 0065), in the shapes
// of WordPress and Ninja Forms, not the envelope:
// - GET /p/wp-json/custom/v1/get_mail_pars?form_id=  the form's definition and its nonce;
// - POST /p/wp-admin/admin-ajax.php  action=nf_ajax_submit (security, formData JSON) or
//   action=nf_fu_upload (form_id, field_id, nonce, files), multipart, form-encoded or JSON.
import multipart from '@fastify/multipart';
import {
  getMailParsQuerySchema,
  nfFormDataSchema,
  nfSubmitAnswerSchema,
  nfUploadAnswerSchema,
  wpErrorSchema,
  wpFormSchema,
} from '@sporta/contracts';
import { FORM_UPLOAD_MAX_BYTES, FORM_UPLOAD_MAX_FILES } from '@sporta/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, GENERIC_FAILURE } from '../../platform/errors';
import { issueMessage } from '../../platform/http';
import { wpErrorHandler } from '../content';
import type { FormsService, UploadedFile } from './forms.service';

const tags = ['forms'];

export const wpFormRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  app.setErrorHandler(wpErrorHandler);
  app.get(
    '/custom/v1/get_mail_pars',
    {
      schema: {
        tags,
        summary: 'A dynamic form (ninja-style): settings, fields, success message and the nonce to send back',
        description:
          'The recipient e-mail stays on the server. 404 rest_form_invalid (error.form.unknown) for an unknown or draft form.',
        querystring: getMailParsQuerySchema,
        response: { 200: wpFormSchema, 400: wpErrorSchema, 404: wpErrorSchema },
      },
    },
    async (request) => forms.definition(request.query.form_id),
  );
};

interface AjaxInput {
  fields: Record<string, string>;
  files: UploadedFile[];
  tooLarge: boolean;
}

const actionSchema = z.object({
  action: z.enum(['nf_ajax_submit', 'nf_fu_upload'], { message: 'azione sconosciuta' }),
});
const uploadSchema = z.object({
  form_id: z.coerce.number().int().positive(),
  field_id: z.coerce.number().int().positive(),
  nonce: z.string().max(64).optional(),
});

function refusal(code: string, message: string) {
  return { data: null, errors: { form: { [code]: message } } };
}

async function readAjax(request: FastifyRequest): Promise<AjaxInput> {
  const input: AjaxInput = { fields: {}, files: [], tooLarge: false };
  if (!request.isMultipart()) {
    for (const [k, v] of Object.entries((request.body as Record<string, unknown>) ?? {}))
      input.fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return input;
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.filename) input.files.push({ name: part.filename, buffer });
      } else input.fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    // A file over the limit: the fields before it (form_id, field_id, nonce) are enough to answer.
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    input.tooLarge = true;
  }
  return input;
}

export const ajaxRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  await app.register(multipart, {
    limits: {
      fileSize: FORM_UPLOAD_MAX_BYTES,
      files: FORM_UPLOAD_MAX_FILES,
      fields: 20,
      fieldSize: 512 * 1024,
    },
  });
  // Ninja Forms' shape for every failure: { data: null, errors: { form: { code: message } } }.
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError && error.httpStatus < 500)
      return reply
        .status(error.httpStatus >= 400 ? error.httpStatus : 400)
        .send(refusal(error.code, error.message));
    const status =
      typeof (error as FastifyError).statusCode === 'number' ? (error as FastifyError).statusCode! : 500;
    if (status >= 400 && status < 500)
      return reply
        .status(status)
        .send(refusal('invalid_request', 'Richiesta non valida: controlla i dati inviati.'));
    request.log.error({ err: error }, 'form error');
    return reply.status(500).send(refusal('error', GENERIC_FAILURE));
  });

  app.post(
    '/admin-ajax.php',
    {
      schema: {
        tags,
        summary:
          'Ninja Forms: nf_ajax_submit (a form submission) and nf_fu_upload (files of an upload field)',
        description: [
          'action=nf_ajax_submit: security (the nonce of get_mail_pars), formData (JSON: id, fields as { "<id>": { id, value } }',
          "or [{ id, value }], extra, settings). A file field's value is the list of tmp_name tokens of its uploads. Answers",
          '{ data: { form_id, submission_id, actions: { success_message } }, errors: [] }, or errors.fields (per field id)',
          "and errors.form with the spec's message: nothing is stored. action=nf_fu_upload: multipart form_id, field_id, nonce,",
          `files (at most ${FORM_UPLOAD_MAX_FILES}, each of the field's upload_types and at most its size, 5 MB): answers`,
          'data.files [{ name, tmp_name, size, type }]. Files are kept privately; nothing serves them publicly.',
        ].join(' '),
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: z.union([nfSubmitAnswerSchema, nfUploadAnswerSchema]) },
      },
    },
    async (request) => {
      const input = await readAjax(request);
      const action = actionSchema.safeParse(input.fields);
      if (!action.success)
        throw AppError.validation('error.form.action', issueMessage(action.error.issues[0]));
      const ctx = await request.context();
      const who = { userId: ctx.userId };
      if (action.data.action === 'nf_fu_upload') {
        const q = uploadSchema.safeParse(input.fields);
        if (!q.success) throw AppError.validation('error.validation', issueMessage(q.error.issues[0]));
        return forms.upload(who, {
          formId: q.data.form_id,
          fieldId: q.data.field_id,
          nonce: q.data.nonce,
          files: input.files,
          tooLarge: input.tooLarge,
        });
      }
      let formData: unknown;
      try {
        formData = JSON.parse(input.fields.formData ?? '');
      } catch {
        throw AppError.validation(
          'error.validation',
          'Il campo «formData» non è valido: deve essere un testo JSON.',
        );
      }
      const parsed = nfFormDataSchema.safeParse(formData);
      if (!parsed.success)
        throw AppError.validation('error.validation', issueMessage(parsed.error.issues[0], 'formData.'));
      return forms.submit(who, {
        security: input.fields.security,
        formId: parsed.data.id,
        fields: parsed.data.fields,
      });
    },
  );
};
