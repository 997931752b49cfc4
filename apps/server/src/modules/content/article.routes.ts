// Articles under /ebsn/api (seed 002 §7 "Articles"; ADR 0064): article/search and article/view,
// anonymous (seed 002 §9: visitors may see recipes and articles).
import {
  articleSchema,
  articleSearchQuerySchema,
  articleSearchResultSchema,
  articleViewQuerySchema,
  envelopeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import type { ArticleService } from './article.service';

const tags = ['content'];

export const articleRoutes: FastifyPluginAsyncZod<{ articles: ArticleService }> = async (
  app,
  { articles },
) => {
  app.get(
    '/article/search',
    {
      schema: {
        tags,
        summary: 'Recipes and blog posts, a page at a time',
        description: [
          'parent_article_type_id (1 post, 2 recipe; both when absent), parent_article_class_id (a course of',
          'recipes or a category of posts), q (words, Italian full text), page (from 1), page_size (8 by default,',
          'at most 48), sort (pub_date_desc by default, pub_date_asc, title_asc). The answer carries the classes',
          'of the type with their counts. A page past the last is refused (error.article.page).',
        ].join(' '),
        querystring: articleSearchQuerySchema,
        response: { 200: envelopeSchema(articleSearchResultSchema) },
      },
    },
    async (request) => envelope(await articles.search(request.query)),
  );

  app.get(
    '/article/view',
    {
      schema: {
        tags,
        summary: 'One recipe or blog post with its content, by article_id or slug',
        description:
          'Refusals (status 1): error.article.which (neither given), error.article.unknown (not published).',
        querystring: articleViewQuerySchema,
        response: { 200: envelopeSchema(articleSchema) },
      },
    },
    async (request) => envelope(await articles.view(request.query)),
  );
};
