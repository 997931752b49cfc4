// The content editor's calls on blocks (issue 23, ADR 0074) under /ebsn/api/block-admin/: list a
// location's blocks, create, update, reorder, delete, and upload a banner image (multipart).
// Only staff with the content_editor role (administrators hold every role). Thin.
import multipart from '@fastify/multipart';
import {
  blockAdminCreateSchema,
  blockAdminIdBodySchema,
  blockAdminListSchema,
  blockAdminPreviewBodySchema,
  blockAdminPreviewSchema,
  blockAdminReorderSchema,
  blockAdminRestoreSchema,
  blockAdminRevisionsSchema,
  blockAdminTargetsSchema,
  blockAdminSchema,
  blockAdminUpdateSchema,
  contentImageSchema,
  envelopeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http';
import type { StaffGuard } from '../backoffice';
import type { BlockAdminService } from './block-admin.service';
import type { StaffBlockRow } from './block.repository';
import { CONTENT_IMAGE_MAX_BYTES, contentImageMessages, storeContentImage } from './content-image';

const tags = ['block-admin'];
const ROLE = 'content_editor';

const saved = (block: StaffBlockRow, message: string) =>
  envelope(block, { infos: [{ code: 'info.block.saved', message }] });

const dates = (b: { publishedFrom?: string; publishedTo?: string | null }) => ({
  publishedFrom: b.publishedFrom ? new Date(b.publishedFrom) : undefined,
  publishedTo: b.publishedTo ? new Date(b.publishedTo) : null,
});

export const blockAdminRoutes: FastifyPluginAsyncZod<{
  admin: BlockAdminService;
  filesDir: () => string;
  requireStaff: StaffGuard;
}> = async (app, { admin, filesDir, requireStaff }) => {
  // One image; a larger file is cut and refused below.
  await app.register(multipart, { limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/block-admin/list',
    {
      schema: {
        tags,
        summary: "A location's blocks for staff: every status, window and target, in order",
        description:
          'Tutti i blocchi di una posizione (homepage-2023 o lo slug di una categoria), bozze e programmati compresi, in ordine.',
        querystring: z.looseObject({
          location: z.string().max(200, { message: 'al massimo 200 caratteri' }),
        }),
        response: { 200: envelopeSchema(blockAdminListSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope({ blocks: await admin.list(request.query.location) });
    },
  );

  app.get(
    '/block-admin/targets',
    {
      schema: {
        tags,
        summary:
          'Where blocks go (home, categories) and the cooperatives, shops and services they can target',
        description:
          'Le posizioni (homepage-2023 e le categorie, in ordine di menu) e i destinatari possibili: cooperative, punti vendita, servizi di consegna.',
        response: { 200: envelopeSchema(blockAdminTargetsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(await admin.targets());
    },
  );

  app.post(
    '/block-admin/create',
    {
      schema: {
        tags,
        summary:
          'Adds a block to a location (last unless position is given); a draft unless status is publish',
        description:
          'Aggiunge un blocco: le impostazioni sono controllate dallo schema del suo tipo; destinatari (cooperative, punti vendita, servizi di consegna) e finestra di pubblicazione facoltativi. Scrive una revisione.',
        body: blockAdminCreateSchema,
        response: { 200: envelopeSchema(blockAdminSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const b = request.body;
      return saved(await admin.create(staff.staffUserId, { ...b, ...dates(b) }), 'Blocco aggiunto.');
    },
  );

  app.post(
    '/block-admin/preview',
    {
      schema: {
        tags,
        summary:
          'A block not yet saved, as the storefront would render it (null when it has nothing to show)',
        description:
          'Anteprima: il blocco com’è nel modulo, controllato come al salvataggio e presentato come lo vedrebbe un visitatore, senza salvarlo; null se non avrebbe nulla da mostrare.',
        body: blockAdminPreviewBodySchema,
        response: { 200: envelopeSchema(blockAdminPreviewSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope({ block: await admin.preview(request.body) });
    },
  );

  app.post(
    '/block-admin/update',
    {
      schema: {
        tags,
        summary: "Replaces a block's title, settings, targets, window and status (a new revision)",
        description:
          'Modifica un blocco (titolo, impostazioni, destinatari, finestra, stato); posizione e tipo restano. Scrive una revisione.',
        body: blockAdminUpdateSchema,
        response: { 200: envelopeSchema(blockAdminSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const { blockId, ...b } = request.body;
      return saved(await admin.update(staff.staffUserId, blockId, { ...b, ...dates(b) }), 'Blocco salvato.');
    },
  );

  app.post(
    '/block-admin/reorder',
    {
      schema: {
        tags,
        summary: "Puts a location's blocks in the order given (every block once), in one transaction",
        description:
          'Riordina i blocchi di una posizione: blockIds li elenca tutti, una volta ciascuno, nel nuovo ordine.',
        body: blockAdminReorderSchema,
        response: { 200: envelopeSchema(blockAdminListSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const blocks = await admin.reorder(staff.staffUserId, request.body.location, request.body.blockIds);
      return envelope({ blocks }, { infos: [{ code: 'info.block.saved', message: 'Ordine salvato.' }] });
    },
  );

  app.get(
    '/block-admin/revisions',
    {
      schema: {
        tags,
        summary: "A block's revisions and its location's reorders, newest first: who, when, before and after",
        description:
          'Le revisioni di un blocco (e i riordini della sua posizione), dalla più recente: chi, quando, prima e dopo.',
        querystring: z.looseObject({
          block_id: z
            .string()
            .trim()
            .regex(/^\d{1,9}$/, { message: 'deve essere un numero' })
            .transform(Number),
        }),
        response: { 200: envelopeSchema(blockAdminRevisionsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      const revisions = await admin.revisions(request.query.block_id);
      return envelope({ revisions } as z.infer<typeof blockAdminRevisionsSchema>);
    },
  );

  app.post(
    '/block-admin/restore',
    {
      schema: {
        tags,
        summary: 'Puts a block back as a revision left it (its place stays); itself a new revision',
        description:
          'Ripristina un blocco com’era dopo la revisione indicata (titolo, impostazioni, destinatari, finestra, stato); la posizione resta. Il ripristino è una nuova revisione.',
        body: blockAdminRestoreSchema,
        response: { 200: envelopeSchema(blockAdminSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const { revisionId, version } = request.body;
      return saved(await admin.restore(staff.staffUserId, revisionId, version), 'Revisione ripristinata.');
    },
  );

  app.post(
    '/block-admin/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a block; its revisions stay',
        description: 'Elimina un blocco; le sue revisioni restano.',
        body: blockAdminIdBodySchema,
        response: { 200: envelopeSchema(z.object({ blockId: z.number() })) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      await admin.remove(staff.staffUserId, request.body.blockId);
      return envelope(
        { blockId: request.body.blockId },
        { infos: [{ code: 'info.block.deleted', message: 'Blocco eliminato.' }] },
      );
    },
  );

  app.post(
    '/block-admin/image',
    {
      schema: {
        tags,
        summary: 'Uploads a banner image (multipart field file): PNG, JPEG or WebP, at most 2 MB',
        description:
          'Carica un’immagine per i banner (campo file): PNG, JPEG o WebP riconosciuti dai primi byte, al massimo 2 MB e 4000 pixel per lato; salvata come WebP in /img/uploads/. Altrimenti 400/413 e nulla è salvato.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(contentImageSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      if (!request.isMultipart())
        throw AppError.validation(
          'error.validation',
          fieldMessage('', 'invia l’immagine come multipart/form-data'),
        );
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const buffer = await part.toBuffer();
            if (part.fieldname === 'file') data = buffer;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payloadTooLarge', 'error.content.image_tooBig', contentImageMessages.tooBig);
        if (code === 'FST_FILES_LIMIT')
          throw AppError.validation('error.content.image_one', 'Carica una sola immagine alla volta.');
        throw err;
      }
      return envelope(await storeContentImage(filesDir(), data), {
        infos: [{ code: 'info.content.image', message: 'Immagine caricata.' }],
      });
    },
  );
};
