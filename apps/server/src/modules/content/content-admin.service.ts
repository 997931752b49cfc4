// Staff edit the content (issue 23, ADR 0074): list with drafts, view, create, update, preview,
// revisions and restore. Every write goes through ContentService.save (sanitising, checks) and
// writes a revision (who, when, the entry before and after) in the same transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { AppError } from '../../platform/errors';
import type { ContentType, EntryRowOf, MenuItemRow } from './content.repository';
import type { ContentService } from './content.service';
import { type ContentEntry, type ContentInput } from './content.service';
import { revisionRows, revisionState, type RevisionRow } from './content-revisions';
import { RecipeRepository, type RecipeFacts } from './recipe.repository';

/** An entry as staff see and write it (a revision's before/after has this shape). */
export interface StaffEntry {
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
  publishedFrom: string;
  publishedTo: string | null;
  modifiedAt: string;
  articleClass: string | null;
  recipe: RecipeFacts | null;
}

export interface Revision extends Omit<RevisionRow, 'before' | 'after'> {
  before: StaffEntry | null;
  after: StaffEntry | null;
}

const notFound = () => AppError.notFound('Il contenuto non esiste.', 'error.content.not_found');

export interface MenuRevision {
  revisionId: number;
  location: string;
  staffUserId: number;
  staffName: string;
  action: 'update' | 'restore';
  createdAt: string;
  before: MenuItemRow[];
  after: MenuItemRow[];
}

export class ContentAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly content: ContentService,
  ) {}

  /** Every entry (drafts too), newest change first; filter by type and words in title or slug. */
  async list(q: { type?: ContentType; search?: string; page: number; perPage: number }): Promise<{
    items: Omit<StaffEntry, 'bodyHtml' | 'excerptHtml' | 'recipe'>[];
    total: number;
  }> {
    let base = this.db.selectFrom('content_entry as e');
    if (q.type) base = base.where('e.type', '=', q.type);
    const words = q.search?.trim();
    if (words) {
      const like = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([eb(sql`lower(e.title)`, 'like', like), eb(sql`lower(e.slug)`, 'like', like)]),
      );
    }
    const [rows, count] = await Promise.all([
      base
        .leftJoin('article_class as c', 'c.article_class_id', 'e.article_class_id')
        .selectAll('e')
        .select('c.name as class_name')
        .orderBy('e.modified_at', 'desc')
        .orderBy('e.content_id', 'desc')
        .offset((q.page - 1) * q.perPage)
        .limit(q.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return {
      items: rows.map((r) => {
        const { bodyHtml: _b, excerptHtml: _e, recipe: _r, ...rest } = toStaffEntry(r, null);
        return rest;
      }),
      total: Number(count?.n ?? 0),
    };
  }

  /** One entry in any status, or a 404. */
  view(id: number): Promise<StaffEntry> {
    return readEntry(this.db, id).then((e) => e ?? Promise.reject(notFound()));
  }

  /** The storefront's data for an entry in any status (staff only; shoppers never see drafts). */
  async preview(id: number): Promise<ContentEntry> {
    const e = await this.view(id);
    return {
      id: e.id,
      type: e.type,
      slug: e.slug,
      title: e.title,
      bodyHtml: e.bodyHtml,
      excerptHtml: e.excerptHtml,
      seoTitle: e.seoTitle,
      seoDescription: e.seoDescription,
      validityText: e.validityText,
      status: e.status,
      publishedFrom: new Date(e.publishedFrom),
      publishedTo: e.publishedTo ? new Date(e.publishedTo) : null,
      modifiedAt: new Date(e.modifiedAt),
      ...(e.recipe ? { recipe: e.recipe } : {}),
    };
  }

  async create(staffId: number, input: ContentInput): Promise<StaffEntry> {
    await this.checkProducts(input);
    const id = await this.content.save(
      { ...input, status: input.status ?? 'draft' },
      { target: 'new', alongside: (trx, id) => this.revise(trx, staffId, id, 'create', null) },
    );
    return this.view(id);
  }

  async update(staffId: number, id: number, input: ContentInput): Promise<StaffEntry> {
    const before = await this.view(id);
    if (before.type !== input.type)
      throw AppError.validation('error.content.type', 'Il tipo di un contenuto non si può cambiare.');
    await this.checkProducts(input);
    // What the call leaves out stays as it was: status, window.
    const kept: ContentInput = {
      ...input,
      status: input.status ?? before.status,
      publishedFrom: input.publishedFrom ?? new Date(before.publishedFrom),
      publishedTo:
        input.publishedTo !== undefined
          ? input.publishedTo
          : before.publishedTo
            ? new Date(before.publishedTo)
            : null,
    };
    await this.content.save(kept, {
      target: { id },
      alongside: (trx) => this.revise(trx, staffId, id, 'update', before),
    });
    return this.view(id);
  }

  /** Puts back the entry as a revision left it; itself a new revision. */
  async restore(staffId: number, revisionId: number): Promise<StaffEntry> {
    const rev = await this.db
      .selectFrom('content_revision')
      .select(['content_id', 'after', 'before'])
      .where('revision_id', '=', revisionId)
      .executeTakeFirst();
    const state = (rev?.after ?? rev?.before ?? null) as StaffEntry | null;
    if (!rev || rev.content_id === null || !state)
      throw AppError.notFound('La revisione non esiste.', 'error.content.revision_not_found');
    const id = Number(rev.content_id);
    const before = await this.view(id);
    await this.checkProducts({ recipe: state.recipe ?? undefined });
    await this.content.save(
      {
        type: state.type,
        slug: state.slug,
        title: state.title,
        bodyHtml: state.bodyHtml,
        excerptHtml: state.excerptHtml,
        seoTitle: state.seoTitle,
        seoDescription: state.seoDescription,
        validityText: state.validityText,
        status: state.status,
        publishedFrom: new Date(state.publishedFrom),
        publishedTo: state.publishedTo ? new Date(state.publishedTo) : null,
        ...(state.articleClass ? { articleClass: state.articleClass } : {}),
        ...(state.recipe ? { recipe: state.recipe } : {}),
      },
      { target: { id }, alongside: (trx) => this.revise(trx, staffId, id, 'restore', before) },
    );
    return this.view(id);
  }

  /** Deletes an entry; its history stays (the revision says who deleted it and what it was). */
  async remove(staffId: number, id: number): Promise<void> {
    const before = await this.view(id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('content_revision')
        .values({
          content_id: id,
          staff_user_id: staffId,
          action: 'delete',
          before: JSON.stringify(before),
          after: null,
        })
        .execute();
      await trx.deleteFrom('content_entry').where('content_id', '=', id).execute();
    });
  }

  /** Replaces a menu location's items; the items before and after are a revision of the menu. */
  async saveMenu(
    staffId: number,
    location: string,
    items: readonly { title: string; url: string }[],
  ): Promise<MenuItemRow[]> {
    await this.content.replaceMenu(location, items, (trx, before) =>
      this.reviseMenu(trx, staffId, location, 'update', before),
    );
    return this.content.menu(location);
  }

  /** A menu location's revisions, newest first: who, when, the items before and after. */
  async menuRevisions(location: string): Promise<MenuRevision[]> {
    const rows = await revisionRows(this.db, (q) => q.where('r.menu_location', '=', location));
    return rows.map(({ contentId: _content, ...r }) => ({
      ...r,
      location,
      action: r.action as MenuRevision['action'],
      before: (r.before as MenuItemRow[] | null) ?? [],
      after: (r.after as MenuItemRow[] | null) ?? [],
    }));
  }

  /** Puts a menu back as a revision left it; itself a revision. */
  async restoreMenu(
    staffId: number,
    revisionId: number,
  ): Promise<{ location: string; items: MenuItemRow[] }> {
    const rev = await this.db
      .selectFrom('content_revision')
      .select(['menu_location', 'after'])
      .where('revision_id', '=', revisionId)
      .executeTakeFirst();
    if (!rev || rev.menu_location === null)
      throw AppError.notFound(
        'La revisione non esiste o non riguarda un menu.',
        'error.content.revision_not_found',
      );
    const location = rev.menu_location;
    const items = ((revisionState(rev.after) as MenuItemRow[] | null) ?? []).map((i) => ({
      title: i.title,
      url: i.url,
    }));
    await this.content.replaceMenu(location, items, (trx, before) =>
      this.reviseMenu(trx, staffId, location, 'restore', before),
    );
    return { location, items: await this.content.menu(location) };
  }

  private async reviseMenu(
    trx: Transaction<DB>,
    staffId: number,
    location: string,
    action: 'update' | 'restore',
    before: MenuItemRow[],
  ): Promise<void> {
    const after = await trx
      .selectFrom('content_menu_item')
      .select(['position', 'title', 'url'])
      .where('location', '=', location)
      .orderBy('position')
      .execute();
    await trx
      .insertInto('content_revision')
      .values({
        menu_location: location,
        staff_user_id: staffId,
        action,
        before: JSON.stringify(before),
        after: JSON.stringify(after),
      })
      .execute();
  }

  /** An entry's revisions, newest first, with the staff member's name. */
  async revisions(id: number): Promise<Revision[]> {
    await this.view(id);
    const rows = await revisionRows(this.db, (q) => q.where('r.content_id', '=', id));
    return rows.map((r) => ({
      ...r,
      before: r.before as StaffEntry | null,
      after: r.after as StaffEntry | null,
    }));
  }

  private async revise(
    trx: Transaction<DB>,
    staffId: number,
    id: number,
    action: 'create' | 'update' | 'restore',
    before: StaffEntry | null,
  ): Promise<void> {
    const after = await readEntry(trx, id);
    await trx
      .insertInto('content_revision')
      .values({
        content_id: id,
        staff_user_id: staffId,
        action,
        before: before && JSON.stringify(before),
        after: after && JSON.stringify(after),
      })
      .execute();
  }

  /** A recipe's ingredients must be catalogue products. */
  private async checkProducts(input: Pick<ContentInput, 'recipe'>): Promise<void> {
    const ids = [...new Set(input.recipe?.ingredients.map((i) => i.productId) ?? [])].filter(
      (n) => Number.isInteger(n) && n > 0 && n < 2_147_483_647,
    );
    if (ids.length === 0) return;
    const found = await this.db
      .selectFrom('product')
      .select('product_id')
      .where('product_id', 'in', ids)
      .execute();
    const known = new Set(found.map((r) => Number(r.product_id)));
    const missing = ids.filter((n) => !known.has(n));
    if (missing.length)
      throw AppError.validation(
        'error.content.product',
        `Gli ingredienti nominano prodotti che non esistono: ${missing.join(', ')}.`,
      );
  }
}

async function readEntry(db: Kysely<DB>, id: number): Promise<StaffEntry | undefined> {
  const row = await db
    .selectFrom('content_entry as e')
    .leftJoin('article_class as c', 'c.article_class_id', 'e.article_class_id')
    .selectAll('e')
    .select('c.name as class_name')
    .where('e.content_id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const facts = row.type === 'recipe' ? await new RecipeRepository(db).factsOf([id]) : undefined;
  return toStaffEntry(row, facts?.get(id) ?? null);
}

type EntryRow = EntryRowOf & { class_name: string | null };

function toStaffEntry(r: EntryRow, recipe: RecipeFacts | null): StaffEntry {
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
    publishedFrom: new Date(r.published_from).toISOString(),
    publishedTo: r.published_to ? new Date(r.published_to).toISOString() : null,
    modifiedAt: new Date(r.modified_at).toISOString(),
    articleClass: r.class_name,
    recipe,
  };
}
