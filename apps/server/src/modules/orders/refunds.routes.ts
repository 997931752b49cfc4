// Refund requests (spec 001 §3 Refund, §4 refund statuses 1/3/10, methods 6/7).
// The spec does not show the paths: ours are order-refund/request (multipart
// or JSON), order-refund/list, order-refund/view; documented in OpenAPI.
import multipart from '@fastify/multipart';
import {
  envelopeSchema,
  refundIdSchema,
  refundListSchema,
  refundRequestFieldsSchema,
  refundSchema,
} from '@sporta/contracts';
import { REFUND_MESSAGES, REFUND_PHOTO_MAX_BYTES, refundPhotoError } from '@sporta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { customer } from './customer';
import { refundMessages, type RefundsService } from './refunds.service';
import { fieldMessage, issueMessage } from '../../platform/http';

const tags = ['refunds'];

/** Magic numbers of the accepted image types (the declared type is not trusted alone). */
function sniff(buf: Buffer): string | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

function validation(message: string): AppError {
  return AppError.validation('error.validation', message);
}

export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  await app.register(multipart, { limits: { fileSize: REFUND_PHOTO_MAX_BYTES, files: 1, fields: 50 } });

  app.post(
    '/order-refund/request',
    {
      schema: {
        tags,
        summary:
          'Requests a refund (method_id 6) or a replacement (7) for delivered lines, with an optional photo',
        description: [
          'multipart/form-data: order_id, method_id, reason, items (JSON text: [{"orderItemId":1,"quantity":1}], quantity in',
          'pieces or kg for loose lines, at most the delivered quantity), photo (JPEG, PNG or WebP, at most 5 MB).',
          'JSON bodies (without photo) are accepted too. Only delivered orders (8, 9, 18). Answers the refund in status 1.',
        ].join(' '),
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeSchema(refundSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const fields: Record<string, unknown> = {};
      let photo: { buffer: Buffer; mimetype: string } | null = null;
      if (request.isMultipart()) {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'photo') {
              await part.toBuffer();
              continue;
            }
            const buffer = await part.toBuffer().catch((err: { code?: string }) => {
              if (err.code === 'FST_REQ_FILE_TOO_LARGE')
                throw validation(fieldMessage('photo', REFUND_MESSAGES.photoSize));
              throw err;
            });
            photo = { buffer, mimetype: part.mimetype };
          } else fields[part.fieldname] = part.value;
        }
      } else Object.assign(fields, (request.body as Record<string, unknown>) ?? {});
      if (typeof fields.items === 'string') {
        try {
          fields.items = JSON.parse(fields.items);
        } catch {
          throw validation(fieldMessage('items', 'deve essere un elenco JSON di righe'));
        }
      }
      const parsed = refundRequestFieldsSchema.safeParse(fields);
      if (!parsed.success) throw validation(issueMessage(parsed.error.issues[0]));
      const input = parsed.data;
      if (photo) {
        const real = sniff(photo.buffer);
        const err =
          refundPhotoError(real ?? photo.mimetype, photo.buffer.length) ??
          (real ? null : REFUND_MESSAGES.photoType);
        if (err) throw validation(fieldMessage('photo', err));
        photo.mimetype = real!;
      }
      const refund = await refunds.request(c.userId, {
        orderId: input.order_id,
        methodId: input.method_id,
        reason: input.reason,
        items: input.items,
        photo,
      });
      return envelope(refund, {
        infos: [{ code: 'info.refund.requested', message: refundMessages.requested(refund.refundId) }],
      });
    },
  );

  app.get(
    '/order-refund/list',
    {
      schema: {
        tags,
        summary:
          'Refund requests of the logged customer, newest first (status 1 in approval, 3 approved, 10 cancelled)',
        querystring: z.looseObject({ order_id: refundIdSchema.shape.refund_id.optional() }),
        response: { 200: envelopeSchema(refundListSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope({ refunds: await refunds.list(c.userId, request.query.order_id) });
    },
  );

  app.get(
    '/order-refund/view',
    {
      schema: {
        tags,
        summary: 'One refund request (refund_id) of the logged customer',
        querystring: refundIdSchema,
        response: { 200: envelopeSchema(refundSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await refunds.view(c.userId, request.query.refund_id));
    },
  );

  app.get(
    '/order-refund/image',
    {
      schema: {
        tags,
        summary: 'The photo of a refund request (refund_id) of the logged customer',
        querystring: refundIdSchema,
      },
    },
    async (request, reply) => {
      const c = await customer(request);
      const photo = await refunds.photo(c.userId, request.query.refund_id);
      return reply
        .header('content-type', photo.type)
        .header('cache-control', 'private, no-store')
        .send(photo.data);
    },
  );
};
