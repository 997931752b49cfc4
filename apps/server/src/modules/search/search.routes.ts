// Search suggestions and search history. History needs no login: it belongs to the
// account when logged in, else to the anonymous session (created on the first add).
import {
  envelopeSchema,
  searchHistoryListQuerySchema,
  searchHistoryResultSchema,
  searchHistoryWordBodySchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { ensureSession } from '../../platform/session';
import type { CatalogService } from '../catalog';
import { historyOwner, type SearchService } from './search.service';

const HISTORY_NOTE = [
  'A search is saved only by POST search-history/add (the client calls it when the shopper submits a',
  'search or adds a fast-search word): GET products stays read-only and cacheable (spec 001 §7 caches it',
  'for 15 minutes, so a save there would miss repeated searches). The history belongs to the account when',
  'logged in, else to the session (X-Ebsn-Session, created by the first add).',
].join(' ');

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; catalog: CatalogService }> = async (
  app,
  { search, catalog },
) => {
  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search-as-you-type: past words, categories, top 5 products',
        description:
          '`data.items`: the session\'s past search words starting with q (type "word", at most 5), categories whose name matches every word (type "category", at most 5), the first 5 products of the search (type "product"). An empty q, or a failure, gives `items: []`.',
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(suggestResultSchema) },
      },
    },
    async (request) => {
      const q = request.query.q ?? '';
      try {
        const pricing = await catalog.pricingContext(request.query.hash);
        return envelope({ items: await search.suggest(historyOwner(await request.context()), q, pricing) });
      } catch (err) {
        request.log.warn({ err }, 'suggest failed');
        return envelope({ items: [] });
      }
    },
  );

  app.get(
    '/search-history/list',
    {
      schema: {
        tags: ['search'],
        summary: 'The search history: at most 5 words, most searched first (all=true: every word of 30 days)',
        description: `${HISTORY_NOTE} q keeps the words starting with it. Without a session: no words.`,
        querystring: searchHistoryListQuerySchema,
        response: { 200: envelopeSchema(searchHistoryResultSchema) },
      },
    },
    async (request) => {
      const owner = historyOwner(await request.context());
      return envelope({
        words: await search.words(owner, { query: request.query.q, all: request.query.all }),
      });
    },
  );

  app.post(
    '/search-history/add',
    {
      schema: {
        tags: ['search'],
        summary:
          'Save a searched word: counter + 1 (case-insensitive), fresh timestamp; answers the suggested words',
        description: `${HISTORY_NOTE} Body (JSON or form): word. Words unused for 30 days are dropped.`,
        body: searchHistoryWordBodySchema,
        response: { 200: envelopeSchema(searchHistoryResultSchema) },
      },
    },
    async (request) => {
      const owner = historyOwner(await ensureSession(request))!;
      return envelope({ words: await search.addWord(owner, request.body.word) });
    },
  );

  app.post(
    '/search-history/remove',
    {
      schema: {
        tags: ['search'],
        summary: 'Remove a word (case-insensitive) from the history; answers the suggested words',
        body: searchHistoryWordBodySchema,
        response: { 200: envelopeSchema(searchHistoryResultSchema) },
      },
    },
    async (request) => {
      const owner = historyOwner(await request.context());
      return envelope({ words: owner ? await search.removeWord(owner, request.body.word) : [] });
    },
  );

  app.post(
    '/search-history/clear',
    {
      schema: {
        tags: ['search'],
        summary: 'Clear the whole search history',
        response: { 200: envelopeSchema(searchHistoryResultSchema) },
      },
    },
    async (request) => {
      const owner = historyOwner(await request.context());
      if (owner) await search.clear(owner);
      return envelope({ words: [] });
    },
  );
};
