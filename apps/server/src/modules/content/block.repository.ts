// Content blocks (migration 0024, ADR 0053): the only SQL on content_block, plus the reads that
// turn a recipe slider's and an article list's settings into items. Storefront reads see only
// published blocks inside their window that target the shopper.
import { HOME_BLOCK_LOCATION, type BlockAdminTargets } from '@sporta/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { revisionRows, revisionState, type RevisionRow } from './content-revisions';

/** Who is looking: the cart's cooperative, warehouse and delivery service (null when unset). */
export interface Shopper {
  storeId: number | null;
  warehouseId: number | null;
  deliveryServiceId: number | null;
}

export interface BlockRow {
  id: number;
  location: string;
  position: number;
  kind: string;
  title: string;
  settings: unknown;
}

export interface BlockWrite {
  location: string;
  position: number;
  kind: string;
  title: string;
  settings: unknown;
  status: 'draft' | 'publish';
  publishedFrom: Date;
  publishedTo: Date | null;
  storeIds: number[];
  warehouseIds: number[];
  deliveryServiceIds: number[];
}

/** A recipe or a post as a block item. */
export interface EntryCard {
  id: number;
  slug: string;
  title: string;
  excerptHtml: string;
  publishedFrom: Date;
  /** The image of the recipe, else of its first ingredient; '' for a post. */
  image: string;
}

/** A block as staff see it: any status, window and targets. */
export interface StaffBlockRow extends BlockRow {
  status: 'draft' | 'publish';
  publishedFrom: string;
  publishedTo: string | null;
  storeIds: number[];
  warehouseIds: number[];
  deliveryServiceIds: number[];
}

/** A content_block row as the blocks read it (settings parsed when the driver gives text). */
function toBlockRow(r: {
  block_id: number | string;
  location: string;
  position: number;
  kind: string;
  title: string;
  settings: unknown;
}): BlockRow {
  return {
    id: Number(r.block_id),
    location: r.location,
    position: r.position,
    kind: r.kind,
    title: r.title,
    settings: typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings,
  };
}

function columns(block: BlockWrite) {
  return {
    location: block.location,
    position: block.position,
    kind: block.kind,
    title: block.title,
    settings: JSON.stringify(block.settings),
    status: block.status,
    published_from: block.publishedFrom,
    published_to: block.publishedTo,
    store_ids: block.storeIds,
    warehouse_ids: block.warehouseIds,
    delivery_service_ids: block.deliveryServiceIds,
  };
}

/** A change to a block (or to its location's order), ADR 0074. */
/** A block's revision (ADR 0074): a content revision without a content. */
export type BlockRevision = Omit<RevisionRow, 'contentId'>;

export class BlockRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(
    block: BlockWrite,
    alongside?: (trx: Transaction<DB>, blockId: number) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('content_block')
        .values(columns(block))
        .returning('block_id')
        .executeTakeFirstOrThrow();
      const id = Number(row.block_id);
      if (alongside) await alongside(trx, id);
      return id;
    });
  }

  /** Replaces a block's every field (staff edits, ADR 0074); false when there is no such block. */
  async update(
    blockId: number,
    block: BlockWrite,
    alongside?: (trx: Transaction<DB>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('content_block')
        .set({ ...columns(block), modified_at: new Date() })
        .where('block_id', '=', blockId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      if (alongside) await alongside(trx);
      return true;
    });
  }

  /** Every block of a location (any status or window), in order, for staff. */
  async all(db: Kysely<DB>, where: { location?: string; blockId?: number }): Promise<StaffBlockRow[]> {
    let q = db.selectFrom('content_block').selectAll();
    if (where.location !== undefined) q = q.where('location', '=', where.location);
    if (where.blockId !== undefined) q = q.where('block_id', '=', where.blockId);
    const rows = await q.orderBy('position').orderBy('block_id').execute();
    return rows.map((r) => ({
      ...toBlockRow(r),
      status: r.status as 'draft' | 'publish',
      publishedFrom: new Date(r.published_from).toISOString(),
      publishedTo: r.published_to ? new Date(r.published_to).toISOString() : null,
      storeIds: (r.store_ids ?? []).map(Number),
      warehouseIds: (r.warehouse_ids ?? []).map(Number),
      deliveryServiceIds: (r.delivery_service_ids ?? []).map(Number),
    }));
  }

  /** Puts a location's blocks in the order of `ids` (all of them, once each), in one transaction. */
  async reorder(
    location: string,
    ids: readonly number[],
    alongside: (trx: Transaction<DB>, before: StaffBlockRow[]) => Promise<void>,
  ): Promise<'ok' | 'mismatch'> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.all(trx, { location });
      const have = before.map((b) => b.id).sort((a, b) => a - b);
      const want = [...ids].sort((a, b) => a - b);
      if (have.length !== want.length || have.some((id, i) => id !== want[i])) return 'mismatch';
      for (const [i, id] of ids.entries())
        await trx
          .updateTable('content_block')
          .set({ position: i + 1, modified_at: new Date() })
          .where('block_id', '=', id)
          .execute();
      await alongside(trx, before);
      return 'ok';
    });
  }

  /** A block's revisions and the reorders of its location, newest first (ADR 0074). */
  async revisions(blockId: number, location: string): Promise<BlockRevision[]> {
    const rows = await revisionRows(this.db, (q) =>
      q.where((eb) =>
        eb.or([
          eb('r.block_id', '=', blockId),
          eb.and([eb('r.action', '=', 'reorder'), eb(sql`r.after->>'location'`, '=', location)]),
        ]),
      ),
    );
    return rows.map(({ contentId: _content, ...r }) => r);
  }

  /** One revision of a block (null when there is none; blockId null once the block is deleted). */
  async revision(
    revisionId: number,
  ): Promise<{ blockId: number | null; before: unknown; after: unknown } | null> {
    const row = await this.db
      .selectFrom('content_revision')
      .select(['block_id', 'before', 'after'])
      .where('revision_id', '=', revisionId)
      .where('content_id', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    return {
      blockId: row.block_id === null ? null : Number(row.block_id),
      before: revisionState(row.before),
      after: revisionState(row.after),
    };
  }

  /** Deletes a block; `alongside` writes its last revision first. */
  async delete(blockId: number, alongside: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await alongside(trx);
      await trx.deleteFrom('content_block').where('block_id', '=', blockId).execute();
    });
  }

  /** Visible blocks of a location (or the one block `blockId`), in order. */
  async visible(
    where: { location?: string; blockId?: number },
    shopper: Shopper,
    now: Date,
  ): Promise<BlockRow[]> {
    let q = this.db
      .selectFrom('content_block')
      .select(['block_id', 'location', 'position', 'kind', 'title', 'settings'])
      .where('status', '=', 'publish')
      .where('published_from', '<=', now)
      .where((eb) => eb.or([eb('published_to', 'is', null), eb('published_to', '>', now)]))
      .where(targets('store_ids', shopper.storeId))
      .where(targets('warehouse_ids', shopper.warehouseId))
      .where(targets('delivery_service_ids', shopper.deliveryServiceId));
    if (where.location !== undefined) q = q.where('location', '=', where.location);
    if (where.blockId !== undefined) q = q.where('block_id', '=', where.blockId);
    const rows = await q.orderBy('position').orderBy('block_id').execute();
    return rows.map(toBlockRow);
  }

  async categoryExists(slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('category')
      .select('category_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Which of `ids` are missing from the table of their kind. */
  async missingIds(kind: 'store' | 'warehouse' | 'delivery_service', ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const column = `${kind}_id` as const;
    const rows = await this.db
      .selectFrom(kind)
      .select(sql<number>`${sql.ref(column)}`.as('id'))
      .where(sql.ref(column), 'in', ids)
      .execute();
    const found = new Set(rows.map((r) => Number(r.id)));
    return ids.filter((id) => !found.has(id));
  }

  /** The home page and the categories (in tree order), the cooperatives, shops and services. */
  async targets(): Promise<BlockAdminTargets> {
    const [categories, stores, warehouses, services] = await Promise.all([
      this.db
        .selectFrom('category')
        .select(['category_id', 'parent_id', 'name', 'slug', 'depth', 'position'])
        .execute(),
      this.db.selectFrom('store').select(['store_id', 'name']).orderBy('store_id').execute(),
      this.db
        .selectFrom('warehouse')
        .select(['warehouse_id', 'store_id', 'name'])
        .orderBy('store_id')
        .orderBy('name')
        .execute(),
      this.db
        .selectFrom('delivery_service')
        .select(['delivery_service_id', 'store_id', 'name'])
        .orderBy('store_id')
        .orderBy('delivery_service_id')
        .execute(),
    ]);
    // Depth-first, each level by position then name, as the shop's menu shows them.
    const children = new Map<number | null, typeof categories>();
    for (const c of categories) {
      const key = c.parent_id === null ? null : Number(c.parent_id);
      children.set(key, [...(children.get(key) ?? []), c]);
    }
    const locations: BlockAdminTargets['locations'] = [
      { location: HOME_BLOCK_LOCATION, name: 'Home page', depth: 0 },
    ];
    const walk = (parent: number | null) => {
      const level = (children.get(parent) ?? []).sort(
        (a, b) => Number(a.position) - Number(b.position) || a.name.localeCompare(b.name, 'it'),
      );
      for (const c of level) {
        locations.push({ location: c.slug, name: c.name, depth: Number(c.depth) });
        walk(Number(c.category_id));
      }
    };
    walk(null);
    return {
      locations,
      stores: stores.map((s) => ({ storeId: Number(s.store_id), name: s.name })),
      warehouses: warehouses.map((w) => ({
        warehouseId: Number(w.warehouse_id),
        storeId: Number(w.store_id),
        name: w.name,
      })),
      deliveryServices: services.map((d) => ({
        deliveryServiceId: Number(d.delivery_service_id),
        storeId: Number(d.store_id),
        name: d.name,
      })),
    };
  }

  async isEmpty(): Promise<boolean> {
    const row = await this.db.selectFrom('content_block').select('block_id').limit(1).executeTakeFirst();
    return row === undefined;
  }

  /** Published recipes (by slug, in the given order; or the newest), with an image. */
  async recipeCards(slugs: string[], limit: number, now: Date): Promise<EntryCard[]> {
    let q = this.published('recipe', now)
      .leftJoin('content_recipe as r', 'r.content_id', 'e.content_id')
      .select((eb) => [
        'r.image',
        eb
          .selectFrom('content_recipe_ingredient as i')
          .innerJoin('product as p', 'p.product_id', 'i.product_id')
          .select('p.image')
          .whereRef('i.content_id', '=', 'e.content_id')
          .orderBy('i.position')
          .limit(1)
          .as('ingredient_image'),
      ]);
    if (slugs.length > 0) q = q.where('e.slug', 'in', slugs);
    const rows = await q
      .orderBy('e.published_from', 'desc')
      .limit(slugs.length > 0 ? slugs.length : limit)
      .execute();
    const cards = rows.map((r) => ({ ...card(r), image: r.image || r.ingredient_image || '' }));
    if (slugs.length > 0) cards.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
    return cards.slice(0, limit);
  }

  /** The newest published posts. */
  async postCards(limit: number, now: Date): Promise<EntryCard[]> {
    const rows = await this.published('post', now).orderBy('e.published_from', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...card(r), image: '' }));
  }

  private published(type: string, now: Date) {
    return this.db
      .selectFrom('content_entry as e')
      .select(['e.content_id', 'e.slug', 'e.title', 'e.excerpt_html', 'e.published_from'])
      .where('e.type', '=', type)
      .where('e.status', '=', 'publish')
      .where('e.published_from', '<=', now)
      .where((eb) => eb.or([eb('e.published_to', 'is', null), eb('e.published_to', '>', now)]));
  }
}

function card(r: {
  content_id: number;
  slug: string;
  title: string;
  excerpt_html: string;
  published_from: Date;
}) {
  return {
    id: Number(r.content_id),
    slug: r.slug,
    title: r.title,
    excerptHtml: r.excerpt_html,
    publishedFrom: new Date(r.published_from),
  };
}

/** An empty target list means everyone; otherwise the shopper's id must be in it. */
function targets(column: 'store_ids' | 'warehouse_ids' | 'delivery_service_ids', id: number | null) {
  return id === null
    ? sql<boolean>`cardinality(${sql.ref(column)}) = 0`
    : sql<boolean>`(cardinality(${sql.ref(column)}) = 0 or ${id}::integer = any(${sql.ref(column)}))`;
}
