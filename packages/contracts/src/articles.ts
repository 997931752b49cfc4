// Articles (seed 002 §4 "Article", §7 "Articles"; issue 23, ADR 0064): the shop's recipes and blog
// posts as the spec's client reads them through article/search and article/view.
import { z } from 'zod';
import { pageSchema } from './catalog';
import { anyParam, intParam, textParam } from './query';

/** article type ids: 1 post (a blog article), 2 recipe. */
export const ARTICLE_TYPES = { post: 1, recipe: 2 } as const;

export const articleSchema = z.object({
  articleId: z.number(),
  slug: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML; empty in article/search (see contentAbstract)'),
  contentAbstract: z.string().describe('sanitised HTML excerpt'),
  pubDate: z.string().describe('ISO instant of publication'),
  url: z.string().describe('the storefront page: /ricette/{slug} or /blog/{slug}'),
  image: z.string().nullable().describe('a recipe’s photo; null when the article has none'),
  articleType: z.object({ articleTypeId: z.number(), name: z.enum(['post', 'recipe']) }),
  articleClass: z
    .object({
      articleClassId: z.number(),
      name: z.string(),
      slug: z.string(),
      group: z.enum(['course', 'category']),
    })
    .nullable(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleSearchQuerySchema = z.looseObject({
  parent_article_type_id: intParam(1, 2).optional(),
  parent_article_class_id: intParam(1, 2_000_000_000).optional(),
  q: textParam(200).optional(),
  page: intParam(1, 100_000).optional(),
  page_size: intParam(1, 48).optional(),
  sort: z
    .enum(['pub_date_desc', 'pub_date_asc', 'title_asc'], {
      message: 'deve essere pub_date_desc, pub_date_asc o title_asc',
    })
    .optional(),
  hash: anyParam,
});
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;

export const articleSearchResultSchema = z.object({
  articles: z.array(articleSchema),
  page: pageSchema,
  classes: z
    .array(z.object({ articleClassId: z.number(), name: z.string(), slug: z.string(), count: z.number() }))
    .describe('the classes of the chosen type with how many published articles each has'),
});
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

export const articleViewQuerySchema = z.looseObject({
  article_id: intParam(1, 2_000_000_000).optional(),
  slug: textParam(200).optional(),
  hash: anyParam,
});
