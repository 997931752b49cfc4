// Articles (seed 002 §4, §7; issue 23, ADR 0064): recipes and blog posts as the spec's client
// lists them (article/search: by type, class and words, a page at a time, sorted) and opens them
// (article/view by id or slug). Only published entries inside their window are articles.
import {
  ARTICLE_TYPES,
  type Article,
  type ArticleSearchQuery,
  type ArticleSearchResult,
} from '@sporta/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { AppError } from '../../platform/errors';
import { ArticleRepository, type ArticleRow } from './article.repository';
import { ROUTE_OF_TYPE } from './content.service';

/** The spec's default page sizes: 4 in an article list, 8 in a slider; 8 when not given. */
const DEFAULT_PAGE_SIZE = 8;

const TYPE_OF_ID: Record<number, 'post' | 'recipe'> = { 1: 'post', 2: 'recipe' };

export const ARTICLE_MESSAGES = {
  unknown: 'Articolo non trovato: forse non è più pubblicato.',
  which: 'Indica l’articolo da aprire (article_id o slug).',
  pastLast: (pages: number) => `La pagina richiesta non esiste: gli articoli occupano ${pages} pagine.`,
} as const;

export class ArticleService {
  private readonly repo: ArticleRepository;

  constructor(
    db: Kysely<DB>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new ArticleRepository(db);
  }

  private present(r: ArticleRow, withContent: boolean): Article {
    return {
      articleId: r.id,
      slug: r.slug,
      title: r.title,
      content: withContent ? r.bodyHtml : '',
      contentAbstract: r.excerptHtml,
      pubDate: r.publishedFrom.toISOString(),
      url: `${ROUTE_OF_TYPE[r.type]}${r.slug}`,
      image: r.image,
      articleType: { articleTypeId: ARTICLE_TYPES[r.type], name: r.type },
      articleClass:
        r.classId === null
          ? null
          : { articleClassId: r.classId, name: r.className!, slug: r.classSlug!, group: r.classGroup! },
    };
  }

  async search(q: ArticleSearchQuery): Promise<ArticleSearchResult> {
    const types = q.parent_article_type_id
      ? [TYPE_OF_ID[q.parent_article_type_id]!]
      : (['recipe', 'post'] as const);
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? DEFAULT_PAGE_SIZE;
    const now = this.now();
    const [{ rows, total }, classes] = await Promise.all([
      this.repo.find({
        types,
        classId: q.parent_article_class_id,
        words: q.q?.trim() || undefined,
        sort: q.sort ?? 'pub_date_desc',
        offset: (page - 1) * pageSize,
        limit: pageSize,
        now,
      }),
      this.repo.classes({ types, now }),
    ]);
    const totPages = Math.ceil(total / pageSize);
    if (page > 1 && page > totPages)
      throw AppError.validation('error.article.page', ARTICLE_MESSAGES.pastLast(totPages));
    return {
      articles: rows.map((r) => this.present(r, false)),
      page: { selPage: page, totPages, totItems: total, itemsPerPage: pageSize },
      classes,
    };
  }

  async view(q: { article_id?: number; slug?: string }): Promise<Article> {
    if (q.article_id === undefined && !q.slug?.trim())
      throw AppError.validation('error.article.which', ARTICLE_MESSAGES.which);
    const { rows } = await this.repo.find({
      types: ['recipe', 'post'],
      id: q.article_id,
      slug: q.slug?.trim() || undefined,
      sort: 'pub_date_desc',
      offset: 0,
      limit: 1,
      now: this.now(),
    });
    const row = rows[0];
    if (!row) throw AppError.business('error.article.unknown', ARTICLE_MESSAGES.unknown);
    return this.present(row, true);
  }
}
