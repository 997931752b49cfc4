// Catalogue SQL, the product detail and reference reads: classes of products, the 30-day
// lowest prices, promotions, alternatives, price history, categories and warehouses.
// CatalogRepository (catalog.repository.ts, listing and search) extends this class: together
// they are the only readers of the catalogue tables.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db';
import type { PricingContext } from './catalog.repository';

export interface PromotionRow {
  promotion_id: number;
  product_id: number | null;
  promo_type_id: number;
  promo_type: string;
  price_cents: number | null;
  discount_pct: number;
  buy_qty: number | null;
  pay_qty: number | null;
  nth: number | null;
  min_qty: number | null;
  set_size: number | null;
  set_price_cents: number | null;
  min_spend_cents: number | null;
  discount_cents: number | null;
  member_only: boolean;
  selectable: boolean;
  body: string;
  products: { productId: number; quantity: number }[];
}

export interface ClassRow {
  product_id: number;
  product_class_id: number;
  product_class_group_id: number;
  name: string;
  icon_source: string | null;
  rule_max: number | null;
  rule_unit: string | null;
}

export interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  position: number;
  depth: number;
  description: string;
  image: string | null;
  meta: Record<string, unknown>;
  product_count: number;
}

export class CatalogDetailRepository {
  constructor(protected readonly db: Database) {}

  /** The catalogue's version (0019_catalog_version.sql): raised by every change to what products show. */
  async catalogVersion(): Promise<number> {
    const row = await this.db.selectFrom('catalog_version').select('version').executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  async classesOf(productIds: number[]): Promise<ClassRow[]> {
    if (!productIds.length) return [];
    const result =
      await sql<ClassRow>`select ppc.product_id, pc.product_class_id, pc.product_class_group_id, pc.name,
        pc.icon_source, pc.rule_max, pc.rule_unit
        from product_product_class ppc join product_class pc on pc.product_class_id = ppc.product_class_id
       where ppc.product_id = any(${productIds}::int[])
       order by pc.product_class_group_id, pc.product_class_id`.execute(this.db);
    return result.rows;
  }

  /**
   * Lowest price applied in the 30 days before each promotion started
   * (Codice del Consumo art. 17-bis), for the given products.
   */
  async lowestPrices30Days(
    items: { productId: number; promoFrom: string }[],
    ctx: PricingContext,
  ): Promise<Map<number, number>> {
    if (!items.length) return new Map();
    const ids = items.map((i) => i.productId);
    const starts = items.map((i) => i.promoFrom.split('/').reverse().join('-'));
    const result = await sql<{ product_id: number; lowest: number }>`
      select x.product_id, min(h.price_cents)::int as lowest
        from unnest(${ids}::int[], ${starts}::date[]) as x(product_id, start_date)
        join price_history h on h.product_id = x.product_id
         and (h.warehouse_id is null or h.warehouse_id = ${ctx.warehouseId})
         and h.valid_from < x.start_date
         and coalesce(h.valid_to, x.start_date) >= x.start_date - 30
       group by x.product_id`.execute(this.db);
    return new Map(result.rows.map((r) => [r.product_id, r.lowest]));
  }

  /**
   * Every promotion running at the warehouse and date (single-product kinds, mix-and-matches and
   * bundles with all their products, cart thresholds): the pricing engine's promotions, which the
   * catalogue keeps per price list and date while the catalogue's version holds (ADR 0046).
   */
  async activePromotions(ctx: PricingContext): Promise<PromotionRow[]> {
    const result = await sql<PromotionRow>`
      select r.promotion_id, r.product_id, r.promo_type_id, r.promo_type, r.price_cents, r.discount_pct,
             r.buy_qty, r.pay_qty, r.nth, r.min_qty, r.set_size, r.set_price_cents, r.min_spend_cents,
             r.discount_cents, r.member_only, r.selectable, r.body,
             case when r.product_id is null then
               coalesce((select json_agg(json_build_object('productId', pp.product_id, 'quantity', pp.quantity)
                                  order by pp.product_id)
                           from promotion_product pp where pp.promotion_id = r.promotion_id), '[]'::json)
             else '[]'::json end as products
        from promotion r
       where (r.warehouse_id is null or r.warehouse_id = ${ctx.warehouseId})
         and ${ctx.date}::date between r.valid_from and r.valid_to
       order by r.promotion_id`.execute(this.db);
    return result.rows;
  }

  /**
   * Alternatives to a product: the same leaf category, closest in price and format
   * (|Δprice|/price + |ln(weight ratio)|, same selling type first).
   */
  async alternativeIds(
    productId: number,
    ctx: PricingContext,
    options: { availableOnly: boolean; limit: number },
  ): Promise<number[]> {
    const weight = (alias: string) =>
      sql.raw(`(case when ${alias}.infos->>'WEIGHT_SELLING' ~ '^[0-9]+([.][0-9]+)?$'
      and (${alias}.infos->>'WEIGHT_SELLING')::numeric > 0 then (${alias}.infos->>'WEIGHT_SELLING')::numeric end)`);
    const price = (alias: string) =>
      sql.raw(`coalesce((select w.price_cents from warehouse_product w where w.product_id = ${alias}.product_id
        and w.warehouse_id = ${Number(ctx.warehouseId)} and w.price_cents is not null), ${alias}.price_cents)`);
    const result = await sql<{ product_id: number }>`
      select p.product_id
        from product o join product p on p.category_id = o.category_id and p.product_id <> o.product_id
       where o.product_id = ${productId}
         ${options.availableOnly ? sql`and not exists (select 1 from warehouse_product wa where wa.product_id = p.product_id and wa.warehouse_id = ${ctx.warehouseId} and wa.available <= 0)` : sql``}
       order by (p.tipologia <> o.tipologia),
                abs(${price('p')} - ${price('o')})::numeric / greatest(${price('o')}, 1)
                + coalesce(abs(ln(${weight('p')} / ${weight('o')})), 1),
                p.popularity desc, p.product_id
       limit ${options.limit}`.execute(this.db);
    return result.rows.map((r) => r.product_id);
  }

  /** Prices applied to a product in a warehouse since `since` (list changes and promotions). */
  async priceHistory(productId: number, ctx: PricingContext, since: string) {
    const result = await sql<{
      kind: 'list' | 'promo';
      price_cents: number;
      valid_from: string;
      valid_to: string | null;
    }>`
      select kind, price_cents, to_char(valid_from, 'DD/MM/YYYY') as valid_from,
             to_char(valid_to, 'DD/MM/YYYY') as valid_to
        from (select 'list' as kind, h.price_cents, h.valid_from, h.valid_to from price_history h
               where h.product_id = ${productId} and (h.warehouse_id is null or h.warehouse_id = ${ctx.warehouseId})
                 and coalesce(h.valid_to, ${ctx.date}::date) >= ${since}::date
              union all
              select 'promo', pr.price_cents, pr.valid_from, pr.valid_to from promotion pr
               where pr.product_id = ${productId} and (pr.warehouse_id is null or pr.warehouse_id = ${ctx.warehouseId})
                 and pr.valid_to >= ${since}::date and pr.valid_from <= ${ctx.date}::date) x
       order by x.valid_from desc, kind`.execute(this.db);
    return result.rows;
  }

  async categories(): Promise<CategoryRow[]> {
    const result =
      await sql<CategoryRow>`select c.category_id, c.parent_id, c.name, c.slug, c.position, c.depth,
        c.description, c.image, c.meta,
        (select count(*) from product p where p.category_id = c.category_id)::int as product_count
        from category c order by c.depth, c.position, c.category_id`.execute(this.db);
    return result.rows;
  }

  /** Product slugs in id order, a slice at a time (the sitemap), and how many there are. */
  async productSlugs(offset: number, limit: number): Promise<string[]> {
    const result = await sql<{ slug: string }>`select slug from product order by product_id
      offset ${offset} limit ${limit}`.execute(this.db);
    return result.rows.map((r) => r.slug);
  }

  async productCount(): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from product`.execute(this.db);
    return result.rows[0]?.n ?? 0;
  }

  async defaultWarehouseId(): Promise<number | null> {
    const result = await sql<{ warehouse_id: number }>`select warehouse_id from warehouse
      where kind = 'store' order by store_id, warehouse_id limit 1`.execute(this.db);
    return result.rows[0]?.warehouse_id ?? null;
  }

  async priceWarehouseOf(warehouseId: number): Promise<number | null> {
    const result = await sql<{ id: number }>`select coalesce(price_warehouse_id, warehouse_id) as id
      from warehouse where warehouse_id = ${warehouseId}`.execute(this.db);
    return result.rows[0]?.id ?? null;
  }

  async warehouses(filter: {
    storeId?: number;
    deliveryServiceId?: number;
    q?: string;
    warehouseId?: number;
    slug?: string;
  }) {
    const parts: RawBuilder<unknown>[] = [sql`true`];
    if (filter.warehouseId) parts.push(sql`w.warehouse_id = ${filter.warehouseId}`);
    if (filter.slug) parts.push(sql`w.slug = ${filter.slug}`);
    if (filter.storeId) parts.push(sql`w.store_id = ${filter.storeId}`);
    if (filter.deliveryServiceId)
      parts.push(sql`exists (select 1 from warehouse_service s where s.warehouse_id = w.warehouse_id
        and s.delivery_service_id = ${filter.deliveryServiceId})`);
    if (filter.q)
      parts.push(sql`(f_unaccent(lower(w.name || ' ' || w.city || ' ' || w.address1 || ' ' || w.postalcode))
        like '%' || f_unaccent(lower(${filter.q})) || '%')`);
    const result = await sql<{
      warehouse_id: number;
      store_id: number;
      kind: string;
      name: string;
      slug: string;
      address1: string;
      address_number: string;
      city: string;
      province: string;
      postalcode: string;
      latitude: number;
      longitude: number;
      phone: string;
      opening_hours: { day: string; open: string; close: string }[];
      locker_max_level: number | null;
      store_name: string;
      services: { deliveryServiceId: number; name: string }[] | null;
    }>`select w.warehouse_id, w.store_id, w.kind, w.name, w.slug, w.address1, w.address_number, w.city, w.province,
        w.postalcode, w.latitude, w.longitude, w.phone, w.opening_hours, w.locker_max_level,
        (select st.name from store st where st.store_id = w.store_id) as store_name,
        (select json_agg(json_build_object('deliveryServiceId', d.delivery_service_id, 'name', d.name) order by d.delivery_service_id)
           from warehouse_service s join delivery_service d on d.delivery_service_id = s.delivery_service_id
          where s.warehouse_id = w.warehouse_id) as services
        from warehouse w where ${sql.join(parts, sql` and `)}
        order by w.store_id, w.warehouse_id`.execute(this.db);
    return result.rows;
  }
}
