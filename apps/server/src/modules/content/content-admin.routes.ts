// The content editor's calls (issue 23, ADR 0074) under /ebsn/api/content-admin/: list, view,
// create, update, delete, preview, revisions, restore, menu. Only staff with the content_editor
// role (administrators hold every role). Thin: the guard, the input, the service.
import {
  contentAdminEntrySchema,
  contentAdminIdBodySchema,
  contentAdminListSchema,
  contentAdminPreviewSchema,
  contentAdminRestoreSchema,
  contentAdminRevisionsSchema,
  contentAdminUpdateSchema,
  contentAdminWriteSchema,
  contentMenuItemsSchema,
  contentMenuRestoreSchema,
  contentMenuRevisionsQuerySchema,
  contentMenuRevisionsSchema,
  contentMenuWriteSchema,
  CONTENT_ADMIN_TYPES,
  envelopeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import type { StaffGuard } from '../backoffice';
import type { ContentAdminService, StaffEntry } from './content-admin.service';
import type { ContentInput } from './content.service';
import { toWpEntry } from './content.wp';

const tags = ['content-admin'];
const ROLE = 'content_editor';

const number = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { message: 'deve essere un numero' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { message: `deve essere tra 1 e ${max}` });

const idQuerySchema = z.looseObject({ content_id: number(2_147_483_647) });

const saved = (entry: StaffEntry, message: string) =>
  envelope(entry as z.infer<typeof contentAdminEntrySchema>, {
    infos: [{ code: 'info.content.saved', message }],
  });

/** The body as the service's input: dates as Dates; an absent field stays absent (update keeps it). */
function toInput(body: z.infer<typeof contentAdminWriteSchema>): ContentInput {
  const { publishedFrom, publishedTo, ...rest } = body;
  return {
    ...rest,
    ...(publishedFrom !== undefined ? { publishedFrom: new Date(publishedFrom) } : {}),
    ...(publishedTo !== undefined
      ? { publishedTo: publishedTo === null ? null : new Date(publishedTo) }
      : {}),
  } as ContentInput;
}

export const contentAdminRoutes: FastifyPluginAsyncZod<{
  admin: ContentAdminService;
  publicUrl: () => string;
  requireStaff: StaffGuard;
}> = async (app, { admin, publicUrl, requireStaff }) => {
  app.get(
    '/content-admin/list',
    {
      schema: {
        tags,
        summary: 'Every page, FAQ page, post and recipe (drafts too), latest change first',
        description:
          'Tutti i contenuti, bozze comprese. Query: type (page, faq, post, recipe), q (parole nel titolo o nello slug), page, per_page (≤ 100).',
        querystring: z.looseObject({
          type: z.enum(CONTENT_ADMIN_TYPES, { message: 'è page, faq, post o recipe' }).optional(),
          q: z.string().max(200, { message: 'al massimo 200 caratteri' }).optional(),
          page: number(100_000).optional(),
          per_page: number(100).optional(),
        }),
        response: { 200: envelopeSchema(contentAdminListSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      const { type, q, page = 1, per_page: perPage = 20 } = request.query;
      const { items, total } = await admin.list({ type, search: q, page, perPage });
      return envelope({
        entries: items,
        page: { selPage: page, itemsPerPage: perPage, totItems: total, totPages: Math.ceil(total / perPage) },
      });
    },
  );

  app.get(
    '/content-admin/view',
    {
      schema: {
        tags,
        summary: 'One entry in any status, with its recipe facts and article class',
        description: 'Un contenuto in qualunque stato (bozza o pubblicato); 404 se non esiste.',
        querystring: idQuerySchema,
        response: { 200: envelopeSchema(contentAdminEntrySchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(
        (await admin.view(request.query.content_id)) as z.infer<typeof contentAdminEntrySchema>,
      );
    },
  );

  app.get(
    '/content-admin/preview',
    {
      schema: {
        tags,
        summary: "An entry as the storefront's WordPress route would answer it, drafts included (staff only)",
        description:
          "L'anteprima: il contenuto nella forma di /p/wp-json/wp/v2/<tipo>, anche in bozza o fuori finestra. Solo per lo staff.",
        querystring: idQuerySchema,
        response: { 200: envelopeSchema(contentAdminPreviewSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      const entry = await admin.preview(request.query.content_id);
      return envelope({ entry: toWpEntry(entry, publicUrl()), status: entry.status });
    },
  );

  app.post(
    '/content-admin/create',
    {
      schema: {
        tags,
        summary: 'Creates a page, FAQ page, post or recipe (a draft unless status is publish)',
        description:
          'Crea un contenuto: il testo HTML è ripulito (niente script), lo slug è unico per tipo, le ricette nominano prodotti del catalogo. Scrive una revisione.',
        body: contentAdminWriteSchema,
        response: { 200: envelopeSchema(contentAdminEntrySchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      return saved(await admin.create(staff.staffUserId, toInput(request.body)), 'Contenuto creato.');
    },
  );

  app.post(
    '/content-admin/update',
    {
      schema: {
        tags,
        summary: 'Changes an entry (also publishes or unpublishes it with status); a new revision',
        description:
          'Modifica un contenuto (status publish lo pubblica subito, draft lo ritira). Scrive una revisione con il testo precedente.',
        body: contentAdminUpdateSchema,
        response: { 200: envelopeSchema(contentAdminEntrySchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const { contentId, ...body } = request.body;
      return saved(await admin.update(staff.staffUserId, contentId, toInput(body)), 'Contenuto salvato.');
    },
  );

  app.post(
    '/content-admin/delete',
    {
      schema: {
        tags,
        summary: 'Deletes an entry; its revisions stay',
        description: 'Elimina un contenuto; le sue revisioni restano (chi lo ha eliminato e com’era).',
        body: contentAdminIdBodySchema,
        response: { 200: envelopeSchema(z.object({ contentId: z.number() })) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      await admin.remove(staff.staffUserId, request.body.contentId);
      return envelope(
        { contentId: request.body.contentId },
        { infos: [{ code: 'info.content.deleted', message: 'Contenuto eliminato.' }] },
      );
    },
  );

  app.get(
    '/content-admin/revisions',
    {
      schema: {
        tags,
        summary: "An entry's revisions, newest first: who, when, the entry before and after",
        description: 'Le revisioni di un contenuto, dalla più recente: chi, quando, il testo prima e dopo.',
        querystring: idQuerySchema,
        response: { 200: envelopeSchema(contentAdminRevisionsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      const revisions = await admin.revisions(request.query.content_id);
      return envelope({ revisions } as z.infer<typeof contentAdminRevisionsSchema>);
    },
  );

  app.post(
    '/content-admin/restore',
    {
      schema: {
        tags,
        summary: 'Puts an entry back as a revision left it (itself a new revision)',
        description:
          'Ripristina il contenuto com’era dopo la revisione indicata; il ripristino è una nuova revisione.',
        body: contentAdminRestoreSchema,
        response: { 200: envelopeSchema(contentAdminEntrySchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      return saved(
        await admin.restore(staff.staffUserId, request.body.revisionId),
        'Revisione ripristinata.',
      );
    },
  );

  app.post(
    '/content-admin/menu',
    {
      schema: {
        tags,
        summary: "Replaces a menu location's items (titles as plain text; site paths or http(s) addresses)",
        description:
          'Sostituisce le voci di un menu (footer-aiuto, footer-legale, blog…) in una sola transazione; la modifica è una revisione del menu.',
        body: contentMenuWriteSchema,
        response: { 200: envelopeSchema(contentMenuItemsSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const items = await admin.saveMenu(staff.staffUserId, request.body.location, request.body.items);
      return envelope({ items }, { infos: [{ code: 'info.content.saved', message: 'Menu salvato.' }] });
    },
  );

  app.get(
    '/content-admin/menu-revisions',
    {
      schema: {
        tags,
        summary: "A menu location's revisions, newest first: who, when, the items before and after",
        description: 'Le revisioni di un menu, dalla più recente: chi, quando, le voci prima e dopo.',
        querystring: contentMenuRevisionsQuerySchema,
        response: { 200: envelopeSchema(contentMenuRevisionsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope({ revisions: await admin.menuRevisions(request.query.location) });
    },
  );

  app.post(
    '/content-admin/menu-restore',
    {
      schema: {
        tags,
        summary: 'Puts a menu back as a revision left it (itself a new revision)',
        description:
          'Ripristina le voci di un menu com’erano dopo la revisione indicata; il ripristino è una nuova revisione.',
        body: contentMenuRestoreSchema,
        response: { 200: envelopeSchema(contentMenuItemsSchema.extend({ location: z.string() })) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      return envelope(await admin.restoreMenu(staff.staffUserId, request.body.revisionId), {
        infos: [{ code: 'info.content.saved', message: 'Revisione ripristinata.' }],
      });
    },
  );
};
