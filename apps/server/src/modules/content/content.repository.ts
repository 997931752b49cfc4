// Pages, FAQ pages, posts (and later recipes) and menus: the owner of content_entry and
// content_menu_item. Reads for the storefront see only published rows inside their window.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { AppError } from '../../platform/errors';

export type ContentType = 'page' | 'faq' | 'recipe' | 'post';

export interface ContentRow {
  id: number;
  type: ContentType;
  slug: string;
  title: string;
  bodyHtml: string;
  excerptHtml: string;
  seoTitle: string;
  seoDescription: string;
  validityText: string;
  status: 'draft' | 'publish';
  publishedFrom: Date;
  publishedTo: Date | null;
  modifiedAt: Date;
}

/** What a page, post or recipe is written with (its id and modification time are the database's). */
export type ContentWrite = Omit<ContentRow, 'id' | 'modifiedAt'> & { articleClassId?: number | null };

export interface MenuItemRow {
  position: number;
  title: string;
  url: string;
}

const COLUMNS = [
  'content_id',
  'type',
  'slug',
  'title',
  'body_html',
  'excerpt_html',
  'seo_title',
  'seo_description',
  'validity_text',
  'status',
  'published_from',
  'published_to',
  'modified_at',
] as const;

/** A content_entry row as selected (ENTRY_COLUMNS). */
export type EntryRowOf = {
  content_id: number | string;
  type: string;
  slug: string;
  title: string;
  body_html: string;
  excerpt_html: string;
  seo_title: string;
  seo_description: string;
  validity_text: string;
  status: string;
  published_from: Date;
  published_to: Date | null;
  modified_at: Date;
};

function toRow(r: EntryRowOf): ContentRow {
  return {
    id: Number(r.content_id),
    type: r.type as ContentType,
    slug: r.slug,
    title: r.title,
    bodyHtml: r.body_html,
    excerptHtml: r.excerpt_html,
    seoTitle: r.seo_title,
    seoDescription: r.seo_description,
    validityText: r.validity_text,
    status: r.status as 'draft' | 'publish',
    publishedFrom: new Date(r.published_from),
    publishedTo: r.published_to ? new Date(r.published_to) : null,
    modifiedAt: new Date(r.modified_at),
  };
}

export interface ListQuery {
  types: readonly ContentType[];
  slugs?: readonly string[];
  id?: number;
  offset: number;
  limit: number;
  now: Date;
}

export class ContentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Inserts or replaces the entry of (type, slug); returns its id. `alongside` writes what goes
   * with the entry (a recipe's facts) in the same transaction.
   */
  async upsert(
    entry: ContentWrite,
    alongside?: (trx: Transaction<DB>, contentId: number) => Promise<void>,
    target: 'upsert' | 'new' | { id: number } = 'upsert',
  ): Promise<number> {
    const values = {
      type: entry.type,
      slug: entry.slug,
      title: entry.title,
      body_html: entry.bodyHtml,
      excerpt_html: entry.excerptHtml,
      seo_title: entry.seoTitle,
      seo_description: entry.seoDescription,
      validity_text: entry.validityText,
      status: entry.status,
      published_from: entry.publishedFrom,
      published_to: entry.publishedTo,
      article_class_id: entry.articleClassId ?? null,
      modified_at: new Date(),
    };
    const { type: _t, slug: _s, ...update } = values;
    const slugTaken = () =>
      AppError.validation(
        'error.content.slug_taken',
        `Lo slug «${entry.slug}» è già usato da un altro contenuto dello stesso tipo.`,
      );
    // Two staff writes of one slug at once: the second meets the unique index, refused alike.
    const onClash = (err: unknown): never => {
      if (target !== 'upsert' && (err as { code?: unknown } | null)?.code === '23505') throw slugTaken();
      throw err;
    };
    return this.db
      .transaction()
      .execute(async (trx) => {
        if (target !== 'upsert') {
          // Staff writes (ADR 0074): a new entry never replaces another; an update keeps its id.
          const clash = await trx
            .selectFrom('content_entry')
            .select('content_id')
            .where('type', '=', entry.type)
            .where('slug', '=', entry.slug)
            .executeTakeFirst();
          if (clash && (target === 'new' || Number(clash.content_id) !== target.id)) throw slugTaken();
        }
        if (typeof target === 'object') {
          const updated = await trx
            .updateTable('content_entry')
            .set({ ...update, slug: entry.slug })
            .where('content_id', '=', target.id)
            .where('type', '=', entry.type)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0)
            throw AppError.notFound('Il contenuto non esiste.', 'error.content.not_found');
          if (alongside) await alongside(trx, target.id);
          return target.id;
        }
        // A new entry of staff never replaces another (the unique index refuses it); the seed upserts.
        const insert = trx.insertInto('content_entry').values(values);
        const row = await (
          target === 'new'
            ? insert
            : insert.onConflict((oc) => oc.columns(['type', 'slug']).doUpdateSet(update))
        )
          .returning('content_id')
          .executeTakeFirstOrThrow();
        const id = Number(row.content_id);
        if (alongside) await alongside(trx, id);
        return id;
      })
      .catch(onClash);
  }

  /** The id of an article class by its content type and name. */
  async articleClassId(type: ContentType, name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('article_class')
      .select('article_class_id')
      .where('content_type', '=', type)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    return row?.article_class_id;
  }

  /** Published entries of the types inside their window, newest first, with the total count. */
  async listPublished(q: ListQuery): Promise<{ rows: ContentRow[]; total: number }> {
    let base = this.db
      .selectFrom('content_entry')
      .where('type', 'in', [...q.types])
      .where('status', '=', 'publish')
      .where('published_from', '<=', q.now)
      .where((eb) => eb.or([eb('published_to', 'is', null), eb('published_to', '>', q.now)]));
    if (q.slugs?.length) base = base.where('slug', 'in', [...q.slugs]);
    if (q.id !== undefined) base = base.where('content_id', '=', q.id);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('published_from', 'desc')
        .orderBy('content_id', 'desc')
        .offset(q.offset)
        .limit(q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
  }

  /** Full-text search (Italian, unaccented) over published entries, best match first. */
  async search(
    text: string,
    q: Omit<ListQuery, 'slugs' | 'id'>,
  ): Promise<{ rows: Pick<ContentRow, 'id' | 'type' | 'slug' | 'title'>[]; total: number }> {
    const query = sql<string>`websearch_to_tsquery('italian', f_unaccent(${text}))`;
    const base = this.db
      .selectFrom('content_entry')
      .where('type', 'in', [...q.types])
      .where('status', '=', 'publish')
      .where('published_from', '<=', q.now)
      .where((eb) => eb.or([eb('published_to', 'is', null), eb('published_to', '>', q.now)]))
      .where(sql<boolean>`search_text @@ ${query}`);
    const [rows, count] = await Promise.all([
      base
        .select(['content_id', 'type', 'slug', 'title'])
        .orderBy(sql`ts_rank(search_text, ${query})`, 'desc')
        .orderBy('content_id')
        .offset(q.offset)
        .limit(q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.content_id),
        type: r.type as ContentType,
        slug: r.slug,
        title: r.title,
      })),
      total: Number(count?.n ?? 0),
    };
  }

  /** Every published entry's address and last change (the sitemap). */
  async published(now: Date): Promise<{ type: ContentType; slug: string; modifiedAt: Date }[]> {
    const rows = await this.db
      .selectFrom('content_entry')
      .select(['type', 'slug', 'modified_at'])
      .where('status', '=', 'publish')
      .where('published_from', '<=', now)
      .where((eb) => eb.or([eb('published_to', 'is', null), eb('published_to', '>', now)]))
      .orderBy('type')
      .orderBy('slug')
      .execute();
    return rows.map((r) => ({
      type: r.type as ContentType,
      slug: r.slug,
      modifiedAt: new Date(r.modified_at),
    }));
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('content_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async menu(location: string): Promise<MenuItemRow[]> {
    return this.db
      .selectFrom('content_menu_item')
      .select(['position', 'title', 'url'])
      .where('location', '=', location)
      .orderBy('position')
      .execute();
  }

  /** Replaces a menu's items (one transaction); `alongside` writes in it, given the items before. */
  async replaceMenu(
    location: string,
    items: readonly { title: string; url: string }[],
    alongside?: (trx: Transaction<DB>, before: MenuItemRow[]) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('content_menu_item')
        .select(['position', 'title', 'url'])
        .where('location', '=', location)
        .orderBy('position')
        .forUpdate()
        .execute();
      await trx.deleteFrom('content_menu_item').where('location', '=', location).execute();
      if (items.length)
        await trx
          .insertInto('content_menu_item')
          .values(items.map((it, i) => ({ location, position: i + 1, title: it.title, url: it.url })))
          .execute();
      if (alongside) await alongside(trx, before);
    });
  }

  /** The published slides of a slider, in order. */
  async slides(sliderId: number): Promise<SlideRow[]> {
    const rows = await this.db
      .selectFrom('content_slide')
      .select(['slide_id', 'title', 'text', 'image', 'image_alt', 'button_text', 'button_href'])
      .where('slider_id', '=', sliderId)
      .where('status', '=', 'publish')
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      slideId: Number(r.slide_id),
      title: r.title,
      text: r.text,
      image: r.image,
      imageAlt: r.image_alt,
      buttonText: r.button_text,
      buttonHref: r.button_href,
    }));
  }

  /** Replaces a slider's slides (one transaction): new slides, new ids. */
  async replaceSlides(sliderId: number, slides: readonly Omit<SlideRow, 'slideId'>[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('content_slide').where('slider_id', '=', sliderId).execute();
      if (slides.length)
        await trx
          .insertInto('content_slide')
          .values(
            slides.map((sl, i) => ({
              slider_id: sliderId,
              position: i + 1,
              title: sl.title,
              text: sl.text,
              image: sl.image,
              image_alt: sl.imageAlt,
              button_text: sl.buttonText,
              button_href: sl.buttonHref,
            })),
          )
          .execute();
    });
  }
}

export interface SlideRow {
  slideId: number;
  title: string;
  text: string;
  image: string | null;
  imageAlt: string;
  buttonText: string | null;
  buttonHref: string | null;
}
