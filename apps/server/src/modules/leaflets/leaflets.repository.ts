// The owner of the leaflet tables (migration 0022): leaflets, the warehouses and delivery services
// they apply to, their pages and the products drawn on each page with its hotspot.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { LeafletStatus } from '@sporta/contracts';
import type { Area } from './leaflet-layout';

export interface LeafletRow {
  leafletId: number;
  slug: string;
  title: string;
  description: string;
  leafletTypeId: number;
  storeId: number;
  /** YYYY-MM-DD */
  validFrom: string;
  validTo: string;
  pageCount: number;
  warehouseIds: number[];
  deliveryServiceIds: number[];
  status: LeafletStatus;
  source: 'rendered' | 'uploaded';
}

export interface LeafletPageRow {
  leafletPageId: number;
  pageNumber: number;
  products: { productId: number; position: number; area: Area }[];
}

export interface LeafletWrite {
  slug: string;
  title: string;
  description: string;
  leafletTypeId: number;
  storeId: number;
  validFrom: string;
  validTo: string;
  warehouseIds: number[];
  deliveryServiceIds: number[];
  pages: { products: { productId: number; area: Area }[] }[];
  /** default 'published' (the seed); the staff upload writes drafts */
  status?: LeafletStatus;
  /** default 'rendered' (the seed); the staff upload's pages are 'uploaded' */
  source?: 'rendered' | 'uploaded';
}

export type LeafletSettings = Pick<
  LeafletWrite,
  'title' | 'leafletTypeId' | 'storeId' | 'validFrom' | 'validTo' | 'warehouseIds' | 'deliveryServiceIds'
>;

export interface LeafletFilter {
  /** only leaflets valid on this day (YYYY-MM-DD) */
  day: string;
  leafletTypeId?: number;
  warehouseId?: number;
  deliveryServiceId?: number;
}

export class LeafletRepository {
  constructor(private readonly db: Database) {}

  private base() {
    return this.db.selectFrom('leaflet as l').select((eb) => [
      'l.leaflet_id',
      'l.slug',
      'l.title',
      'l.description',
      'l.leaflet_type_id',
      'l.store_id',
      'l.status',
      'l.source',
      sql<string>`to_char(l.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(l.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      eb
        .selectFrom('leaflet_page as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.leaflet_id', '=', 'l.leaflet_id')
        .as('page_count'),
      sql<
        number[]
      >`array(select w.warehouse_id from leaflet_warehouse w where w.leaflet_id = l.leaflet_id order by 1)`.as(
        'warehouse_ids',
      ),
      sql<
        number[]
      >`array(select s.delivery_service_id from leaflet_delivery_service s where s.leaflet_id = l.leaflet_id order by 1)`.as(
        'service_ids',
      ),
    ]);
  }

  private static map(r: {
    leaflet_id: number;
    slug: string;
    title: string;
    description: string;
    leaflet_type_id: number;
    store_id: number;
    status: string;
    source: string;
    valid_from: string;
    valid_to: string;
    page_count: number | null;
    warehouse_ids: number[];
    service_ids: number[];
  }): LeafletRow {
    return {
      leafletId: r.leaflet_id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      leafletTypeId: r.leaflet_type_id,
      storeId: r.store_id,
      validFrom: r.valid_from,
      validTo: r.valid_to,
      pageCount: Number(r.page_count ?? 0),
      warehouseIds: r.warehouse_ids.map(Number),
      deliveryServiceIds: r.service_ids.map(Number),
      status: r.status === 'draft' ? 'draft' : 'published',
      source: r.source === 'uploaded' ? 'uploaded' : 'rendered',
    };
  }

  /** Leaflets valid on the day, of the type, for the warehouse and delivery service asked. */
  async search(filter: LeafletFilter): Promise<LeafletRow[]> {
    let q = this.base()
      .where(sql<boolean>`${filter.day}::date between l.valid_from and l.valid_to`)
      .where('l.status', '=', 'published')
      // the volantini first, then the member catalogues
      .orderBy(sql`l.leaflet_type_id = 2`, 'desc')
      .orderBy('l.leaflet_type_id', 'asc')
      .orderBy('l.valid_from', 'desc')
      .orderBy('l.leaflet_id', 'asc');
    if (filter.leafletTypeId !== undefined) q = q.where('l.leaflet_type_id', '=', filter.leafletTypeId);
    if (filter.warehouseId !== undefined) {
      const id = filter.warehouseId;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('leaflet_warehouse as w')
            .select('w.warehouse_id')
            .whereRef('w.leaflet_id', '=', 'l.leaflet_id')
            .where('w.warehouse_id', '=', id),
        ),
      );
    }
    if (filter.deliveryServiceId !== undefined) {
      const id = filter.deliveryServiceId;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('leaflet_delivery_service as s')
            .select('s.delivery_service_id')
            .whereRef('s.leaflet_id', '=', 'l.leaflet_id')
            .where('s.delivery_service_id', '=', id),
        ),
      );
    }
    return (await q.execute()).map(LeafletRepository.map);
  }

  /** One leaflet by id or slug, whatever its validity. */
  async byKey(key: { leafletId?: number; slug?: string }): Promise<LeafletRow | undefined> {
    if (key.leafletId === undefined && key.slug === undefined) return undefined;
    let q = this.base();
    q =
      key.leafletId !== undefined
        ? q.where('l.leaflet_id', '=', key.leafletId)
        : q.where('l.slug', '=', key.slug!);
    const row = await q.executeTakeFirst();
    return row ? LeafletRepository.map(row) : undefined;
  }

  /** The pages of a leaflet in order, each with its products in reading order. */
  async pages(leafletId: number): Promise<LeafletPageRow[]> {
    const rows = await this.db
      .selectFrom('leaflet_page as p')
      .leftJoin('leaflet_page_product as pp', 'pp.leaflet_page_id', 'p.leaflet_page_id')
      .select([
        'p.leaflet_page_id',
        'p.page_number',
        'pp.position',
        'pp.product_id',
        'pp.area_x',
        'pp.area_y',
        'pp.area_w',
        'pp.area_h',
      ])
      .where('p.leaflet_id', '=', leafletId)
      .orderBy('p.page_number')
      .orderBy('pp.position')
      .execute();
    const pages: LeafletPageRow[] = [];
    for (const r of rows) {
      let page = pages.at(-1);
      if (!page || page.leafletPageId !== r.leaflet_page_id) {
        page = { leafletPageId: r.leaflet_page_id, pageNumber: r.page_number, products: [] };
        pages.push(page);
      }
      if (r.product_id !== null && r.position !== null)
        page.products.push({
          productId: r.product_id,
          position: r.position,
          area: {
            x: round4(Number(r.area_x)),
            y: round4(Number(r.area_y)),
            w: round4(Number(r.area_w)),
            h: round4(Number(r.area_h)),
          },
        });
    }
    return pages;
  }

  /**
   * Writes a leaflet with its pages and hotspots in one transaction; answers its id. `beforeCommit`
   * runs inside the transaction once the id is known (the upload moves its files there): when it
   * throws, nothing is written.
   */
  async create(leaflet: LeafletWrite, beforeCommit?: (leafletId: number) => Promise<void>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { leaflet_id: id } = await trx
        .insertInto('leaflet')
        .values({
          slug: leaflet.slug,
          title: leaflet.title,
          description: leaflet.description,
          leaflet_type_id: leaflet.leafletTypeId,
          store_id: leaflet.storeId,
          valid_from: leaflet.validFrom,
          valid_to: leaflet.validTo,
          status: leaflet.status ?? 'published',
          source: leaflet.source ?? 'rendered',
        })
        .returning('leaflet_id')
        .executeTakeFirstOrThrow();
      if (leaflet.warehouseIds.length)
        await trx
          .insertInto('leaflet_warehouse')
          .values(leaflet.warehouseIds.map((w) => ({ leaflet_id: id, warehouse_id: w })))
          .execute();
      if (leaflet.deliveryServiceIds.length)
        await trx
          .insertInto('leaflet_delivery_service')
          .values(leaflet.deliveryServiceIds.map((s) => ({ leaflet_id: id, delivery_service_id: s })))
          .execute();
      for (const [i, page] of leaflet.pages.entries()) {
        const { leaflet_page_id: pageId } = await trx
          .insertInto('leaflet_page')
          .values({ leaflet_id: id, page_number: i + 1 })
          .returning('leaflet_page_id')
          .executeTakeFirstOrThrow();
        if (page.products.length)
          await trx
            .insertInto('leaflet_page_product')
            .values(
              page.products.map((p, k) => ({
                leaflet_page_id: pageId,
                position: k + 1,
                product_id: p.productId,
                area_x: p.area.x,
                area_y: p.area.y,
                area_w: p.area.w,
                area_h: p.area.h,
              })),
            )
            .execute();
      }
      if (beforeCommit) await beforeCommit(id);
      return id;
    });
  }

  /** Every leaflet, newest first (the staff list), whatever its status and validity. */
  async all(limit = 200): Promise<LeafletRow[]> {
    const rows = await this.base().orderBy('l.leaflet_id', 'desc').limit(limit).execute();
    return rows.map(LeafletRepository.map);
  }

  /** Replaces a leaflet's title, type, validity, store, warehouses and services in one transaction. */
  async updateSettings(leafletId: number, s: LeafletSettings): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('leaflet')
        .set({
          title: s.title,
          leaflet_type_id: s.leafletTypeId,
          store_id: s.storeId,
          valid_from: s.validFrom,
          valid_to: s.validTo,
          updated_at: sql`now()`,
        })
        .where('leaflet_id', '=', leafletId)
        .execute();
      await trx.deleteFrom('leaflet_warehouse').where('leaflet_id', '=', leafletId).execute();
      await trx.deleteFrom('leaflet_delivery_service').where('leaflet_id', '=', leafletId).execute();
      await trx
        .insertInto('leaflet_warehouse')
        .values(s.warehouseIds.map((w) => ({ leaflet_id: leafletId, warehouse_id: w })))
        .execute();
      await trx
        .insertInto('leaflet_delivery_service')
        .values(s.deliveryServiceIds.map((d) => ({ leaflet_id: leafletId, delivery_service_id: d })))
        .execute();
    });
  }

  async setStatus(leafletId: number, status: LeafletStatus): Promise<void> {
    await this.db
      .updateTable('leaflet')
      .set({ status, updated_at: sql`now()` })
      .where('leaflet_id', '=', leafletId)
      .execute();
  }

  /** Replaces the products (hotspots) of one page, in the order given, in one transaction. */
  async setHotspots(leafletPageId: number, hotspots: { productId: number; area: Area }[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('leaflet_page_product').where('leaflet_page_id', '=', leafletPageId).execute();
      if (hotspots.length)
        await trx
          .insertInto('leaflet_page_product')
          .values(
            hotspots.map((p, k) => ({
              leaflet_page_id: leafletPageId,
              position: k + 1,
              product_id: p.productId,
              area_x: p.area.x,
              area_y: p.area.y,
              area_w: p.area.w,
              area_h: p.area.h,
            })),
          )
          .execute();
    });
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('leaflet')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}

function round4(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}
