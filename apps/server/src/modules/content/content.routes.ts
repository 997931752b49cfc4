// The content API under /p/wp-json/ (spec 000 §7 "content backend", issue 23), in WordPress's REST
// shapes: pages by slug, custom posts a page at a time (totals in X-WP-Total / X-WP-TotalPages),
// one entry by id, wp/v2/search, menu locations. Errors keep WordPress's shape
// ({ code, message, data: { status } }) with Italian messages; bad input is a 400, never a 500.
import {
  contentSlideSchema,
  HOME_BLOCK_LOCATION,
  intParam,
  siteSearchResultSchema,
  type SiteSearchResult,
  wpEntrySchema,
  wpErrorSchema,
  wpMenuItemSchema,
  wpSearchResultSchema,
} from '@sporta/contracts';
import { romeDate } from '@sporta/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessage } from '../../platform/error-handler';
import { AppError, GENERIC_FAILURE } from '../../platform/errors';
import type { BlockService, Shopper } from './block.service';
import { CONTENT_TYPES, type ContentService, type ContentType, type Paged } from './content.service';
import { toWpEntry, toWpMenuItem, toWpSearchResult } from './content.wp';

export const WP_PREFIX = '/p/wp-json';

export interface ContentRoutesOptions {
  content: ContentService;
  /** The shop's public origin (links of the entries). */
  publicUrl: () => string;
  blocks: BlockService;
  /** The shopper's cooperative, warehouse and delivery service (their cart's), for targeting. */
  shopper: (request: FastifyRequest) => Promise<Shopper>;
  /** custom/ali/search: the catalogue's and the content's matches (a flow: two modules). */
  siteSearch: (q: string) => Promise<SiteSearchResult[]>;
}

/** A delivery service id of a query (deliveryServiceId): overrides the cart's for targeting. */
const serviceParam = intParam(1, 2_147_483_647).optional();

const newSlidesParams = z.object({
  id: intParam(1, 2_147_483_647),
  /** Noon of the day asked for, in Unix seconds: the banners in their window then (today only). */
  time: intParam(0, 99_999_999_999),
  /** The spec's third segment: a cache key for the client, with no meaning here (like `hash`). */
  x: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, { message: 'lettere, cifre, . _ -, al massimo 40' }),
});

export const contentMessages = {
  notToday:
    'Il giorno richiesto non è oggi: gli slider mostrano solo i banner del giorno (mezzogiorno di oggi in secondi Unix).',
};

const slugList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()))
  .refine((list) => list.length <= 100 && list.every((s) => s.length <= 200), {
    message: 'al massimo 100 slug di 200 caratteri',
  })
  .transform((list) => list.filter(Boolean));

const pagingQuery = {
  page: intParam(1, 100_000).optional(),
  per_page: intParam(1, 100).optional(),
};

const listQuery = z.object({
  ...pagingQuery,
  slug: slugList.optional(),
  /** The spec's cache-burst parameter: accepted, no meaning here. */
  hash: z.unknown().optional(),
});

const idParams = z.object({ id: intParam(1, 2_147_483_647) });

const searchQuery = z.object({
  ...pagingQuery,
  search: z.string().max(200, { message: 'al massimo 200 caratteri' }).optional(),
  type: z.enum(['post'], { message: 'deve essere post' }).optional(),
  subtype: slugList.optional(),
});

const errors = { 400: wpErrorSchema, 404: wpErrorSchema };

/** WordPress's routes of each kind of content: wp/v2/pages, wp/v2/posts, wp/v2/faq, wp/v2/recipe. */
const COLLECTIONS: { path: string; type: ContentType; summary: string }[] = [
  { path: 'pages', type: 'page', summary: 'Pagine statiche' },
  { path: 'posts', type: 'post', summary: 'Articoli del blog' },
  { path: 'faq', type: 'faq', summary: 'Pagine di domande frequenti' },
  { path: 'recipe', type: 'recipe', summary: 'Ricette' },
];

function withTotals<T>(reply: FastifyReply, paged: Paged<T>): void {
  reply.header('X-WP-Total', String(paged.total));
  reply.header('X-WP-TotalPages', String(paged.totalPages));
}

function wpError(code: string, message: string, status: number) {
  return { code, message, data: { status } };
}

/** Errors of the content backend in WordPress's shape (every /p/wp-json plugin uses it). */
export function wpErrorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const status = error.httpStatus >= 400 ? error.httpStatus : 400;
    if (status >= 500) request.log.error({ err: error }, 'content error');
    return reply
      .status(status)
      .send(wpError(error.code, status >= 500 ? GENERIC_FAILURE : error.message, status));
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation)
    return reply.status(400).send(wpError('rest_invalid_param', validationMessage(error), 400));
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return reply
      .status(status)
      .send(wpError('rest_invalid_request', 'Richiesta non valida: controlla i dati inviati.', status));
  request.log.error({ err: error }, 'unhandled content error');
  return reply.status(500).send(wpError('rest_error', GENERIC_FAILURE, 500));
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, opts) => {
  const { content, publicUrl, blocks, shopper, siteSearch } = opts;

  /** The cart's targeting, with the delivery service the client names (deliveryServiceId). */
  const targetOf = async (request: FastifyRequest, deliveryServiceId: number | undefined) => {
    const who = await shopper(request);
    return deliveryServiceId === undefined ? who : { ...who, deliveryServiceId };
  };

  app.setErrorHandler(wpErrorHandler);

  for (const c of COLLECTIONS) {
    app.get(
      `/wp/v2/${c.path}`,
      {
        schema: {
          tags: ['content'],
          summary: `${c.summary}, pubblicate e nella loro finestra di pubblicazione (più recenti prima)`,
          description:
            'WordPress REST: `slug` (uno o più, separati da virgola) filtra; `page` (da 1) e `per_page` (1–100, default 10) ' +
            'paginano; i totali sono nelle intestazioni X-WP-Total e X-WP-TotalPages. Una pagina oltre l’ultima è un 400 ' +
            '(rest_post_invalid_page_number), uno slug sconosciuto un elenco vuoto.',
          querystring: listQuery,
          response: { 200: z.array(wpEntrySchema), ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const paged = await content.list([c.type], {
          page: q.page ?? 1,
          perPage: q.per_page ?? 10,
          slugs: q.slug,
        });
        withTotals(reply, paged);
        return paged.items.map((row) => toWpEntry(row, publicUrl()));
      },
    );
    app.get(
      `/wp/v2/${c.path}/:id`,
      {
        schema: {
          tags: ['content'],
          summary: `${c.summary}: una per id`,
          params: idParams,
          response: { 200: wpEntrySchema, ...errors },
        },
      },
      async (request) => toWpEntry(await content.byId([c.type], request.params.id), publicUrl()),
    );
  }

  app.get(
    '/wp/v2/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Ricerca nei contenuti pubblicati (pagine, FAQ, articoli, ricette)',
        description:
          'WordPress REST: `search` (testo, ricerca italiana senza accenti), `subtype` (page, faq, post, recipe), ' +
          '`page`/`per_page` come negli elenchi; totali nelle intestazioni X-WP-Total e X-WP-TotalPages.',
        querystring: searchQuery,
        response: { 200: z.array(wpSearchResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const wanted = q.subtype?.length ? q.subtype : CONTENT_TYPES;
      const unknown = wanted.find((s) => !(CONTENT_TYPES as readonly string[]).includes(s));
      if (unknown)
        throw AppError.validation(
          'rest_invalid_param',
          `Il parametro «subtype» non è valido: «${unknown.slice(0, 40)}» non è un tipo di contenuto (page, faq, post, recipe).`,
        );
      const paged = await content.search(q.search ?? '', wanted as ContentType[], {
        page: q.page ?? 1,
        perPage: q.per_page ?? 10,
      });
      withTotals(reply, paged);
      return paged.items.map((row) => toWpSearchResult(row, publicUrl()));
    },
  );

  app.get(
    '/wp-api-menus/v2/menu-locations/:location',
    {
      schema: {
        tags: ['content'],
        summary: 'Le voci del menu di una posizione (footer-aiuto, footer-legale, …)',
        description:
          'Forma del plugin WP API Menus (v2). Una posizione senza menu risponde con un elenco vuoto.',
        params: z.object({
          location: z
            .string()
            .regex(/^[a-z0-9_-]{1,64}$/, { message: 'lettere minuscole, cifre, - e _, al massimo 64' }),
        }),
        response: { 200: z.array(wpMenuItemSchema), ...errors },
      },
    },
    async (request) => (await content.menu(request.params.location)).map(toWpMenuItem),
  );

  app.get(
    '/custom/v1/slides_by_id/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Le slide di uno slider, in ordine (lo slider 1 è il tutorial della app)',
        description:
          'Seed 002 §7 slides_by_id/{id}. buttonHref null: la slide non ha pulsante; buttonText null: «Scopri». 404 per uno slider senza slide.',
        params: idParams,
        response: { 200: z.array(contentSlideSchema), ...errors },
      },
    },
    async (request) => content.slides(request.params.id),
  );

  app.get(
    '/custom/v1/new_slides/:id/:time/:x',
    {
      schema: {
        tags: ['content'],
        summary: 'I banner di uno slider (o griglia) di banner come slide, visti dal cliente oggi',
        description:
          'Spec 000/002 §7 new_slides/{id}/{unixTimeAtNoon}/{x} con deliveryServiceId. `id`: il blocco banner-slider ' +
          'o banner-grid (category-block/info); `time`: mezzogiorno del giorno in secondi Unix, solo oggi (Europe/Rome), ' +
          'altrimenti 400; `x`: chiave di cache del client, senza significato. Il blocco deve essere pubblicato, nella sua ' +
          'finestra in quell’istante e rivolto alla cooperativa e al punto vendita del carrello e al servizio ' +
          '`deliveryServiceId` (o a quello del carrello); altrimenti 404. Stessa forma di slides_by_id.',
        params: newSlidesParams,
        querystring: z.object({ deliveryServiceId: serviceParam }),
        response: { 200: z.array(contentSlideSchema), ...errors },
      },
    },
    async (request) => {
      const at = new Date(request.params.time * 1000);
      if (romeDate(at) !== romeDate(new Date()))
        throw AppError.validation('rest_invalid_param', contentMessages.notToday);
      return blocks.slides(request.params.id, await targetOf(request, request.query.deliveryServiceId), at);
    },
  );

  app.get(
    '/custom/v1/ux-blocks',
    {
      schema: {
        tags: ['content'],
        summary: 'I blocchi di una pagina (home o categoria) come li vede il cliente ora',
        description:
          'Spec 000 §7 ux-blocks. `location`: homepage-2023 (default) o lo slug di una categoria; `deliveryServiceId` ' +
          'sostituisce il servizio del carrello. Stessa forma dei categoryBlocks di category e di category-block/info; ' +
          'i blocchi senza contenuto non ci sono. Una posizione sconosciuta è un 404.',
        querystring: z.object({
          location: z.string().max(300, { message: 'al massimo 300 caratteri' }).optional(),
          deliveryServiceId: serviceParam,
        }),
        response: { 200: z.array(z.looseObject({ categoryBlockId: z.number() })), ...errors },
      },
    },
    async (request) =>
      blocks.forLocation(
        request.query.location?.trim() || HOME_BLOCK_LOCATION,
        await targetOf(request, request.query.deliveryServiceId),
      ),
  );

  app.get(
    '/custom/ali/search',
    {
      schema: {
        tags: ['content'],
        summary:
          'Ricerca in tutto il sito: categorie e prodotti del catalogo, pagine, FAQ, articoli e ricette',
        description:
          'Spec 000 §7 custom/ali/search {q}. Al massimo 5 categorie, 5 prodotti (la ricerca italiana del catalogo, ' +
          'con correzione dei refusi) e 5 contenuti pubblicati; `url` è l’indirizzo del negozio. q vuoto: elenco vuoto.',
        querystring: z.object({
          q: z.string().max(200, { message: 'al massimo 200 caratteri' }).optional(),
        }),
        response: { 200: z.array(siteSearchResultSchema), ...errors },
      },
    },
    async (request) => siteSearch(request.query.q ?? ''),
  );

  // Any other path under /p/wp-json: WordPress's "no route" answer.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(404)
      .send(
        wpError(
          'rest_no_route',
          'Nessun percorso corrisponde all’indirizzo e al metodo della richiesta.',
          404,
        ),
      ),
  );
};
