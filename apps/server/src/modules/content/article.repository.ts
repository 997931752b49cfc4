// SQL of articles (ADR 0064): published recipes and posts with their class and a recipe's photo,
// filtered by type, class and words, a page at a time; the classes with their counts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';

export interface ArticleRow {
  id: number;
  type: 'recipe' | 'post';
  slug: string;
  title: string;
  bodyHtml: string;
  excerptHtml: string;
  publishedFrom: Date;
  image: string | null;
  classId: number | null;
  className: string | null;
  classSlug: string | null;
  classGroup: 'course' | 'category' | null;
}

export interface ArticleQuery {
  types: readonly ('recipe' | 'post')[];
  classId?: number;
  words?: string;
  /** One article by id or slug. */
  id?: number;
  slug?: string;
  sort: 'pub_date_desc' | 'pub_date_asc' | 'title_asc';
  offset: number;
  limit: number;
  now: Date;
}

export class ArticleRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private published(q: Pick<ArticleQuery, 'types' | 'now'>) {
    return this.db
      .selectFrom('content_entry as e')
      .where('e.type', 'in', [...q.types])
      .where('e.status', '=', 'publish')
      .where('e.published_from', '<=', q.now)
      .where((eb) => eb.or([eb('e.published_to', 'is', null), eb('e.published_to', '>', q.now)]));
  }

  async find(q: ArticleQuery): Promise<{ rows: ArticleRow[]; total: number }> {
    let base = this.published(q);
    if (q.classId !== undefined) base = base.where('e.article_class_id', '=', q.classId);
    if (q.id !== undefined) base = base.where('e.content_id', '=', q.id);
    if (q.slug !== undefined) base = base.where('e.slug', '=', q.slug);
    if (q.words)
      base = base.where(
        sql<boolean>`e.search_text @@ websearch_to_tsquery('italian', f_unaccent(${q.words}))`,
      );
    const order =
      q.sort === 'title_asc'
        ? sql`lower(e.title) asc, e.content_id`
        : q.sort === 'pub_date_asc'
          ? sql`e.published_from asc, e.content_id`
          : sql`e.published_from desc, e.content_id desc`;
    const [rows, count] = await Promise.all([
      base
        .leftJoin('article_class as c', 'c.article_class_id', 'e.article_class_id')
        .leftJoin('content_recipe as r', 'r.content_id', 'e.content_id')
        .select([
          'e.content_id',
          'e.type',
          'e.slug',
          'e.title',
          'e.body_html',
          'e.excerpt_html',
          'e.published_from',
          'r.image',
          'c.article_class_id',
          'c.name as class_name',
          'c.slug as class_slug',
          'c.class_group',
        ])
        .orderBy(order)
        .offset(q.offset)
        .limit(q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r) => ({
        id: Number(r.content_id),
        type: r.type as ArticleRow['type'],
        slug: r.slug,
        title: r.title,
        bodyHtml: r.body_html,
        excerptHtml: r.excerpt_html,
        publishedFrom: new Date(r.published_from),
        image: r.image || null,
        classId: r.article_class_id ?? null,
        className: r.class_name ?? null,
        classSlug: r.class_slug ?? null,
        classGroup: (r.class_group as ArticleRow['classGroup']) ?? null,
      })),
    };
  }

  /** The classes of the types, in their order, with their published articles counted. */
  async classes(q: Pick<ArticleQuery, 'types' | 'now'>) {
    const counts = this.published(q)
      .select(['e.article_class_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('e.article_class_id');
    const rows = await this.db
      .selectFrom('article_class as c')
      .leftJoin(counts.as('k'), 'k.article_class_id', 'c.article_class_id')
      .select(['c.article_class_id', 'c.name', 'c.slug', sql<string>`coalesce(k.n, 0)`.as('n')])
      .where('c.content_type', 'in', [...q.types])
      .orderBy('c.content_type')
      .orderBy('c.position')
      .execute();
    return rows.map((r) => ({
      articleClassId: r.article_class_id,
      name: r.name,
      slug: r.slug,
      count: Number(r.n),
    }));
  }
}
