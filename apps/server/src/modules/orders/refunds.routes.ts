// Refund requests (spec 001 §3 Refund, §4 refund statuses 1/3/10, methods 6/7).
// The spec does not show the paths: ours are order-refund/request (multipart
// or JSON), order-refund/list, order-refund/view; documented in OpenAPI.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  envelopeSchema,
  refundIdSchema,
  refundListSchema,
  refundRequestFieldsSchema,
  refundSchema,
} from '@sporta/contracts';
import {
  centsToEuro,
  ORDER_STATUS,
  REFUND_MESSAGES,
  REFUND_METHOD_LABELS,
  REFUND_PHOTO_MAX_BYTES,
  REFUND_STATUS_LABELS,
  refundPhotoError,
  type RefundMethodId,
  type RefundStatusId,
} from '@sporta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { customer } from './checkout.routes';
import type { OrdersService } from './orders.service';

const tags = ['refunds'];
const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

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

/** `privateDir`: a folder no static route serves (the photos go out only through order-refund/image). */
export function refundRoutesOf(orders: OrdersService, privateDir: string): FastifyPluginAsyncZod {
  const repo = orders.repo;
  const dir = path.join(privateDir, 'refunds');

  async function dto(refundId: number, userId: number) {
    const r = await repo.db
      .selectFrom('order_refund')
      .select([
        'refund_id',
        'order_id',
        'refund_status_id',
        'method_id',
        'reason',
        'image_path',
        'amount_cents',
        'created_at',
      ])
      .where('refund_id', '=', refundId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!r)
      throw AppError.business(
        'error.refund.not_found',
        'La richiesta di rimborso non esiste o non appartiene al tuo account.',
      );
    const items = await repo.db
      .selectFrom('order_refund_item as ri')
      .innerJoin('order_item as oi', 'oi.order_item_id', 'ri.order_item_id')
      .select(['ri.order_item_id', 'oi.product_id', 'oi.name', 'ri.quantity', 'ri.amount_cents'])
      .where('ri.refund_id', '=', refundId)
      .orderBy('ri.order_item_id')
      .execute();
    return {
      refundId: r.refund_id,
      orderId: r.order_id,
      refundStatusId: r.refund_status_id,
      refundStatusDescr: REFUND_STATUS_LABELS[r.refund_status_id as RefundStatusId] ?? '',
      methodId: r.method_id,
      methodDescr: REFUND_METHOD_LABELS[r.method_id as RefundMethodId] ?? '',
      reason: r.reason,
      imageUrl: r.image_path ? `/ebsn/api/order-refund/image?refund_id=${r.refund_id}` : null,
      amount: centsToEuro(r.amount_cents),
      createdAt: r.created_at.toISOString(),
      items: items.map((i) => ({
        orderItemId: i.order_item_id,
        productId: i.product_id,
        name: i.name,
        quantity: Number(i.quantity),
        amount: centsToEuro(i.amount_cents),
      })),
    };
  }

  return async (app) => {
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
                  throw validation(`Il campo «photo» non è valido: ${REFUND_MESSAGES.photoSize}.`);
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
            throw validation('Il campo «items» non è valido: deve essere un elenco JSON di righe.');
          }
        }
        const parsed = refundRequestFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw validation(
            `Il campo «${issue?.path.join('.') ?? ''}» non è valido: ${issue?.message ?? 'valore non valido'}.`,
          );
        }
        const input = parsed.data;
        if (photo) {
          const real = sniff(photo.buffer);
          const err =
            refundPhotoError(real ?? photo.mimetype, photo.buffer.length) ??
            (real ? null : REFUND_MESSAGES.photoType);
          if (err) throw validation(`Il campo «photo» non è valido: ${err}.`);
          photo.mimetype = real!;
        }
        const order = await orders.requireOrder(c.userId, input.order_id);
        const delivered = [
          ORDER_STATUS.DELIVERED,
          ORDER_STATUS.PARTIALLY_DELIVERED,
          ORDER_STATUS.RECEIPTED,
        ] as number[];
        if (!delivered.includes(order.orderStatusId))
          throw AppError.business('error.refund.not_delivered', REFUND_MESSAGES.notDelivered);
        const items = await repo.items(order.orderId);
        const lines = input.items.map((l) => {
          const item = items.find((i) => i.orderItemId === l.orderItemId);
          if (!item)
            throw AppError.business(
              'error.refund.line',
              'Il prodotto indicato non fa parte di questo ordine.',
            );
          const deliveredQty = item.loose
            ? (item.deliveredWeightGrams ?? item.weightGrams ?? 0) / 1000
            : (item.deliveredQuantity ?? item.quantity);
          if (l.quantity > deliveredQty + 1e-9 || (!item.loose && !Number.isInteger(l.quantity)))
            throw AppError.business('error.refund.quantity', `${REFUND_MESSAGES.quantity}: ${item.name}.`);
          const lineCents = item.finalGrossCents ?? item.grossCents;
          const amount = deliveredQty > 0 ? Math.round((lineCents * l.quantity) / deliveredQty) : 0;
          return { item, quantity: l.quantity, amount };
        });
        let imagePath: string | null = null;
        if (photo) {
          fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
          imagePath = `${order.orderId}-${randomBytes(8).toString('hex')}.${EXT[photo.mimetype]}`;
          await fs.promises.writeFile(path.join(dir, imagePath), photo.buffer);
        }
        const refundId = await repo.transaction(async (trx) => {
          const row = await trx
            .insertInto('order_refund')
            .values({
              order_id: order.orderId,
              user_id: c.userId,
              method_id: input.method_id,
              reason: input.reason,
              image_path: imagePath,
              image_type: photo?.mimetype ?? null,
              amount_cents: input.method_id === 6 ? lines.reduce((s, l) => s + l.amount, 0) : 0,
            })
            .returning('refund_id')
            .executeTakeFirstOrThrow();
          for (const l of lines)
            await trx
              .insertInto('order_refund_item')
              .values({
                refund_id: row.refund_id,
                order_item_id: l.item.orderItemId,
                quantity: l.quantity,
                amount_cents: l.amount,
              })
              .execute();
          return row.refund_id;
        });
        return envelope(await dto(refundId, c.userId), {
          infos: [
            {
              code: 'info.refund.requested',
              message: `Richiesta n. ${refundId} inviata: la valuteremo al più presto.`,
            },
          ],
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
        let q = repo.db.selectFrom('order_refund').select('refund_id').where('user_id', '=', c.userId);
        if (request.query.order_id !== undefined) q = q.where('order_id', '=', request.query.order_id);
        const ids = await q.orderBy('refund_id', 'desc').execute();
        return envelope({ refunds: await Promise.all(ids.map((r) => dto(r.refund_id, c.userId))) });
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
        return envelope(await dto(request.query.refund_id, c.userId));
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
        const r = await repo.db
          .selectFrom('order_refund')
          .select(['image_path', 'image_type'])
          .where('refund_id', '=', request.query.refund_id)
          .where('user_id', '=', c.userId)
          .executeTakeFirst();
        if (!r?.image_path)
          throw AppError.business('error.refund.not_found', 'La foto richiesta non esiste.');
        const data = await fs.promises.readFile(path.join(dir, path.basename(r.image_path)));
        return (
          reply
            .header('content-type', r.image_type ?? 'application/octet-stream')
            // The customer's own photo: never kept by a shared cache, nor by the browser's.
            .header('cache-control', 'private, no-store')
            .send(data)
        );
      },
    );
  };
}
