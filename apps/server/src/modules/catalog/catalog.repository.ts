// Catalogue SQL, the product listing and search; the detail and reference reads are in
// catalog-detail.repository.ts (its base class). Only these two files read the catalogue tables.
import { sql, type RawBuilder } from 'kysely';
import type { ProductSortName, SelectOption } from '@sporta/domain';
import { CatalogDetailRepository } from './catalog-detail.repository';

export type { CategoryRow, ClassRow, PromotionRow } from './catalog-detail.repository';

export interface PricingContext {
  /** The warehouse whose prices and stock apply. */
  warehouseId: number;
  /** Delivery date (YYYY-MM-DD) at which promotions are evaluated. */
  date: string;
}

export interface ProductFilter {
  categoryIds?: number[];
  exactCategoryId?: number;
  productIds?: number[];
  slug?: string;
  /** a search prepared by `prepareSearch` */
  search?: PreparedSearch;
  excludeIds?: number[];
  /** only products that can be bought in the pricing warehouse */
  availableOnly?: boolean;
  promo?: boolean;
  newOnly?: boolean;
  vendorIds?: number[];
  /** product class group id → class ids (any of) */
  classFilters?: Map<number, number[]>;
}

/**
 * A search query ready for SQL. Words are unaccented, lower-case `[a-z0-9]+`, so the
 * tsquery texts below are safe to hand to `to_tsquery`.
 */
export interface PreparedSearch {
  /** The query as typed, trimmed: compared exactly with barcode and internal code. */
  text: string;
  /** The words as typed (prefix when not a whole word): ranks exact matches first. '' = none. */
  exact: string;
  /** `exact` plus typo corrections from the lexicon: selects the matching set. '' = none. */
  match: string;
  /** The first word, unaccented: a name starting with it ranks a little higher. */
  first: string;
  /** Each query word with its corrections, unaccented (category suggestions match on them). */
  words: string[][];
  /** What the query means in the category tree (set by the catalogue service). */
  intent?: SearchIntent;
}

/**
 * The query's main sense (issue 19 §8): categories the query names ("latte" → the category
 * Latte) and their departments. The department that wins is the named one, else the one
 * selling most among the matches; see `intentBoost`.
 */
export interface SearchIntent {
  /** Root category slugs (`latte-uova-e-formaggi`) of the categories the query names. */
  departments: string[];
  /** The categories the query names and all their descendants. */
  categoryIds: number[];
}

/** Added to the text rank of a match in the query's main department (a name match is ≈ 1.9). */
export const DEPARTMENT_BOOST = 1;
/** Added to the text rank of a match inside a category the query names. */
export const NAMED_CATEGORY_BOOST = 0.5;

const MAX_SEARCH_WORDS = 8;
/** Trigram similarity from which a lexicon word corrects an unknown query word. */
const TYPO_SIMILARITY = 0.45;

export type ProductSort = ProductSortName;

export interface ProductRow {
  product_id: number;
  cod_int: string;
  cod_var: string;
  barcode: string;
  name: string;
  short_descr: string;
  description: string;
  slug: string;
  vendor_id: number;
  vendor_name: string;
  category_id: number;
  vat_pct: number;
  list_cents: number;
  available: number;
  tipologia: string;
  infos: Record<string, string>;
  min_acq: number;
  max_acq: number | null;
  day_lock: string | null;
  select_options: SelectOption[];
  is_new: boolean;
  highlight: boolean;
  image: string;
  promo_id: number | null;
  /** 1 percent off, 2 price cut (the price shown); 3–7 quantity and group kinds (badge only) */
  promo_type_id: number | null;
  promo_type: string | null;
  promo_cents: number | null;
  promo_discount_pct: number | null;
  promo_member_only: boolean | null;
  promo_from: string | null;
  promo_to: string | null;
  promo_selectable: boolean | null;
  promo_css: string | null;
  promo_header: string | null;
  promo_body: string | null;
  promo_footer: string | null;
  promo_bubble: string | null;
  detail?: Record<string, unknown>;
  media?: unknown[];
}

export interface VendorFacetRow {
  id: number;
  name: string;
  count: number;
  filtered_count: number;
}

export interface ClassFacetRow {
  group_id: number;
  id: number;
  name: string;
  count: number;
  filtered_count: number;
}

const unitDivisor = sql`(case lower(coalesce(p.infos->>'WEIGHT_UNIT_SELLING', 'kg'))
  when 'g' then 1000 when 'gr' then 1000 when 'hg' then 10 when 'dag' then 100
  when 'ml' then 1000 when 'cl' then 100 else 1 end)`;

export class CatalogRepository extends CatalogDetailRepository {
  /**
   * The promotion a product card shows: a price cut open to everyone first (it is the price
   * shown), then the other kinds (multi-buy, Nth piece, threshold, mix-and-match, bundle,
   * member prices) as a badge. The cart prices every running promotion (pricing engine).
   */
  private promoJoin(ctx: PricingContext): RawBuilder<unknown> {
    return sql`left join lateral (
        select x.* from (
          select pr.promotion_id, pr.promo_type_id, pr.promo_type, pr.price_cents, pr.discount_pct, pr.member_only,
                 to_char(pr.valid_from, 'DD/MM/YYYY') as valid_from, to_char(pr.valid_to, 'DD/MM/YYYY') as valid_to,
                 pr.selectable, pr.css_class, pr.header, pr.body, pr.footer, pr.bubble
            from promotion pr
           where pr.product_id = p.product_id
             and (pr.warehouse_id is null or pr.warehouse_id = ${ctx.warehouseId})
             and ${ctx.date}::date between pr.valid_from and pr.valid_to
          union all
          select pr.promotion_id, pr.promo_type_id, pr.promo_type, pr.price_cents, pr.discount_pct, pr.member_only,
                 to_char(pr.valid_from, 'DD/MM/YYYY'), to_char(pr.valid_to, 'DD/MM/YYYY'),
                 pr.selectable, pr.css_class, pr.header, pr.body, pr.footer, pr.bubble
            from promotion_product pp
            join promotion pr on pr.promotion_id = pp.promotion_id
           where pp.product_id = p.product_id
             and (pr.warehouse_id is null or pr.warehouse_id = ${ctx.warehouseId})
             and ${ctx.date}::date between pr.valid_from and pr.valid_to) x
         order by (x.promo_type_id in (1, 2) and not x.member_only) desc, x.price_cents asc nulls last,
                  x.promotion_id asc
         limit 1) promo on true
      left join warehouse_product wp on wp.product_id = p.product_id and wp.warehouse_id = ${ctx.warehouseId}`;
  }

  private effectivePrice(): RawBuilder<unknown> {
    // as toProduct: a price cut open to everyone below the list price; the other kinds keep the unit price
    return sql`(case when promo.promo_type_id in (1, 2) and not promo.member_only
        and promo.price_cents < coalesce(wp.price_cents, p.price_cents)
      then promo.price_cents else coalesce(wp.price_cents, p.price_cents) end)`;
  }

  private where(
    filter: ProductFilter,
    ctx: PricingContext,
    options: { facets: boolean },
  ): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`true`];
    if (filter.categoryIds) parts.push(sql`p.category_id = any(${filter.categoryIds}::int[])`);
    if (filter.exactCategoryId !== undefined) parts.push(sql`p.category_id = ${filter.exactCategoryId}`);
    if (filter.productIds) parts.push(sql`p.product_id = any(${filter.productIds}::int[])`);
    if (filter.slug !== undefined) parts.push(sql`p.slug = ${filter.slug}`);
    if (filter.search) parts.push(this.searchMatch(filter.search));
    if (filter.excludeIds?.length) parts.push(sql`p.product_id <> all(${filter.excludeIds}::int[])`);
    if (filter.availableOnly)
      parts.push(sql`not exists (select 1 from warehouse_product wa where wa.product_id = p.product_id
        and wa.warehouse_id = ${ctx.warehouseId} and wa.available <= 0)`);
    if (filter.promo)
      parts.push(sql`(exists (select 1 from promotion pr where pr.product_id = p.product_id
        and (pr.warehouse_id is null or pr.warehouse_id = ${ctx.warehouseId})
        and ${ctx.date}::date between pr.valid_from and pr.valid_to)
        or exists (select 1 from promotion_product pp join promotion pr on pr.promotion_id = pp.promotion_id
        where pp.product_id = p.product_id
        and (pr.warehouse_id is null or pr.warehouse_id = ${ctx.warehouseId})
        and ${ctx.date}::date between pr.valid_from and pr.valid_to))`);
    if (filter.newOnly) parts.push(sql`p.is_new`);
    if (options.facets) {
      if (filter.vendorIds?.length) parts.push(sql`p.vendor_id = any(${filter.vendorIds}::int[])`);
      for (const [, ids] of filter.classFilters ?? []) {
        if (ids.length)
          parts.push(sql`exists (select 1 from product_product_class f where f.product_id = p.product_id
            and f.product_class_id = any(${ids}::int[]))`);
      }
    }
    return sql.join(parts, sql` and `);
  }

  /**
   * Italian full text (stemming, unaccented) through the GIN index on `search_vector`,
   * with the typo corrections already folded into `match`; barcode and internal code exactly.
   */
  private searchMatch(search: PreparedSearch): RawBuilder<unknown> {
    const codes = sql`p.barcode = ${search.text} or p.cod_int = ${search.text}`;
    if (!search.match) return sql`(${codes})`;
    return sql`(p.search_vector @@ to_tsquery('italian', ${search.match}) or ${codes})`;
  }

  /**
   * Exact codes first; then words as typed (weight A: name and brand) over corrected words;
   * a name starting with the first word a little higher (`name_key`: the stored unaccented
   * lower-case name, migration 0008). No correction: one ts_rank × 3, the same as 2 × + 1 ×.
   */
  private searchRank(search: PreparedSearch): RawBuilder<unknown> {
    const codes = sql`case when p.barcode = ${search.text} or p.cod_int = ${search.text} then 100 else 0 end`;
    if (!search.match) return codes;
    // no correction (exact = match): one ts_rank × 3, the same double as 2 × rank + rank
    const words =
      search.exact === search.match
        ? sql`ts_rank(p.search_vector, to_tsquery('italian', ${search.match})) * 3`
        : sql`ts_rank(p.search_vector, to_tsquery('italian', ${search.exact})) * 2
      + ts_rank(p.search_vector, to_tsquery('italian', ${search.match}))`;
    return sql`(${codes}
      + ${words}
      + case when p.name_key like ${search.first} || '%' then 0.1 else 0 end)`;
  }

  /**
   * The matches of a search with their text rank (`rank`), category and sales figure, and
   * whether the name starts with the query's first word (`head`), for the CTEs below (`m`,
   * then `mainDepartment` and `intentBoost`).
   */
  private rankedMatches(
    filter: ProductFilter,
    ctx: PricingContext,
    rank: RawBuilder<unknown>,
    facets: boolean,
  ): RawBuilder<unknown> {
    const head = filter.search?.first ? sql`p.name_key like ${filter.search.first} || '%'` : sql`false`;
    return sql`select p.product_id, p.vendor_id, p.popularity, p.category_id, p.class_ids, ${head} as head,
             ${rank} as rank,
             (${this.facetWhere(filter)}) as filtered
        from product p
       where ${this.where(filter, ctx, { facets })}`;
  }

  /**
   * The main sense of a search over its matches `m` (issue 19 §8): the department holding a
   * category the query names, else — or among several named ones — the department whose
   * matching products sell most (`popularity`, the catalogue's sales figure), counting first
   * the products whose name starts with the query's first word: what the product *is* (an
   * Italian name leads with its noun: "Arance tarocco" are oranges, "Spremuta di arance" is
   * juice). A CTE `main` with `ids`, the categories of that department (null when nothing
   * matched). The matches are grouped by category first, so the department (a root slug) is
   * worked out for a few hundred categories, not for every match.
   */
  private mainDepartment(search: PreparedSearch): RawBuilder<unknown> {
    const named = search.intent?.departments ?? [];
    return sql`main as (
        select array_agg(c.category_id) as ids from category c
         where split_part(c.slug, '/', 1) = (
           select split_part(gc.slug, '/', 1) as dept
             from (select m.category_id, sum(case when m.head then m.popularity + 1 else 0 end) as head_sales,
                          sum(m.popularity + 1) as sales
                     from m group by m.category_id) g
             join category gc on gc.category_id = g.category_id
            group by 1
            order by (split_part(gc.slug, '/', 1) = any(${named}::text[])) desc, sum(g.head_sales) desc,
                     sum(g.sales) desc, 1
            limit 1))`;
  }

  /**
   * The rank of a match in `m` with the intent of the query added (needs the `main` CTE):
   * DEPARTMENT_BOOST in the main department, NAMED_CATEGORY_BOOST more inside a category the
   * query names — "latte" lists fresh and long-life milk before infant formula and "Latte
   * detergente".
   */
  private intentBoost(search: PreparedSearch): RawBuilder<unknown> {
    const ids = search.intent?.categoryIds ?? [];
    return sql`(m.rank
      + case when m.category_id = any(coalesce((select main.ids from main), '{}')) then ${DEPARTMENT_BOOST}::float8 else 0 end
      + case when m.category_id = any(${ids}::int[]) then ${NAMED_CATEGORY_BOOST}::float8 else 0 end)`;
  }

  /**
   * Splits the query into unaccented words and looks each one up in the lexicon
   * (`search_word`): a whole word is searched as such (stemmed), a prefix of a word as
   * a prefix (`mozz:*`), anything else also as its nearest words by trigram similarity
   * (`parmiggiano` → `parmigiano`). The last of several words is also a prefix (`olio extra`).
   * `allCorrections: false` (a listing, which reads only `match`): words that are whole or a
   * prefix skip the similarity look-up, which scans the lexicon; `words` then lacks their
   * corrections. Suggestions (category names) need them all: the default.
   */
  async prepareSearch(q: string, options: { allCorrections?: boolean } = {}): Promise<PreparedSearch> {
    const all = options.allCorrections ?? true;
    const text = q.trim();
    const result = await sql<{ word: string; whole: boolean; prefix: boolean; similar: string[] }>`
      with tok as (
        select t, ord from regexp_split_to_table(f_unaccent(lower(${text})), '[^a-z0-9]+') with ordinality as x(t, ord)
         where t <> '' order by ord limit ${MAX_SEARCH_WORDS})
      select w.word, w.whole, w.prefix,
             array(select s.word from search_word s
                    where length(w.word) >= 4 and (${all}::boolean or not (w.whole or w.prefix))
                      and s.word % w.word and similarity(s.word, w.word) >= ${TYPO_SIMILARITY}
                    order by similarity(s.word, w.word) desc, s.word limit 4) as similar
        from (select tok.t as word, tok.ord,
                     exists (select 1 from search_word s where s.word = tok.t) as whole,
                     exists (select 1 from search_word s where s.word like tok.t || '%') as prefix
                from tok offset 0) w
       order by w.ord`.execute(this.db);
    const exact: string[] = [];
    const match: string[] = [];
    const last = result.rows.length - 1;
    result.rows.forEach((w, i) => {
      if (w.whole) {
        exact.push(w.word);
        // "olio extra": the last of several words may still be being typed
        match.push(i === last && i > 0 && w.prefix ? `(${w.word} | ${w.word}:*)` : w.word);
      } else if (w.prefix) {
        exact.push(`${w.word}:*`);
        match.push(`${w.word}:*`);
      } else {
        exact.push(w.word);
        match.push(w.similar.length ? `(${[w.word, ...w.similar].join(' | ')})` : w.word);
      }
    });
    return {
      text,
      exact: exact.join(' & '),
      match: match.join(' & '),
      first: result.rows[0]?.word ?? '',
      words: result.rows.map((w) => [w.word, ...w.similar]),
    };
  }

  private orderBy(sort: ProductSort, search: PreparedSearch | undefined): RawBuilder<unknown> {
    const price = this.effectivePrice();
    const perUnit = sql`(case when p.tipologia = 'Sfuso' then ${price}::numeric
      when p.infos->>'WEIGHT_SELLING' ~ '^[0-9]+([.][0-9]+)?$' and (p.infos->>'WEIGHT_SELLING')::numeric > 0
        then ${price}::numeric / ((p.infos->>'WEIGHT_SELLING')::numeric / ${unitDivisor})
      else ${price}::numeric end)`;
    switch (sort) {
      case 'price_asc':
        return sql`${price} asc, p.product_id asc`;
      case 'price_desc':
        return sql`${price} desc, p.product_id asc`;
      case 'price_um_asc':
        return sql`${perUnit} asc, p.product_id asc`;
      case 'price_um_desc':
        return sql`${perUnit} desc, p.product_id asc`;
      case 'name_asc':
        return sql`p.name asc, p.product_id asc`;
      case 'name_desc':
        return sql`p.name desc, p.product_id asc`;
      case 'new':
        return sql`p.is_new desc, p.created_at desc, p.product_id asc`;
      case 'rel':
      default:
        return search
          ? sql`${this.searchRank(search)} desc, p.popularity desc, p.product_id asc`
          : sql`p.popularity desc, p.product_id asc`;
    }
  }

  private selectColumns(detail: boolean): RawBuilder<unknown> {
    return sql`p.product_id, p.cod_int, p.cod_var, p.barcode, p.name, p.short_descr, p.description, p.slug,
      p.vendor_id, v.name as vendor_name, p.category_id, p.vat_pct,
      coalesce(wp.price_cents, p.price_cents) as list_cents, coalesce(wp.available, 1000) as available,
      p.tipologia, p.infos, p.min_acq, p.max_acq, p.day_lock, p.select_options, p.is_new, p.highlight, p.image,
      promo.promotion_id as promo_id, promo.promo_type_id, promo.promo_type, promo.price_cents as promo_cents,
      promo.discount_pct as promo_discount_pct, promo.member_only as promo_member_only,
      promo.valid_from as promo_from, promo.valid_to as promo_to,
      promo.selectable as promo_selectable, promo.css_class as promo_css, promo.header as promo_header,
      promo.body as promo_body, promo.footer as promo_footer, promo.bubble as promo_bubble
      ${detail ? sql`, p.detail, p.media` : sql``}`;
  }

  async countProducts(filter: ProductFilter, ctx: PricingContext): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from product p
      where ${this.where(filter, ctx, { facets: true })}`.execute(this.db);
    return result.rows[0]?.n ?? 0;
  }

  async listProducts(
    filter: ProductFilter,
    ctx: PricingContext,
    sort: ProductSort,
    limit: number,
    offset: number,
    detail = false,
  ): Promise<ProductRow[]> {
    if (filter.search?.match && sort === 'rel') return this.searchPage(filter, ctx, limit, offset, detail);
    const result = await sql<ProductRow>`select ${this.selectColumns(detail)}
      from product p
      join vendor v on v.vendor_id = p.vendor_id
      ${this.promoJoin(ctx)}
      where ${this.where(filter, ctx, { facets: true })}
      order by ${this.orderBy(sort, filter.search)}
      limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows;
  }

  /** A page of a search by relevance: the match ranked once, with the query's intent (issue 19 §8). */
  private async searchPage(
    filter: ProductFilter,
    ctx: PricingContext,
    limit: number,
    offset: number,
    detail: boolean,
  ): Promise<ProductRow[]> {
    const search = filter.search!;
    const result = await sql<ProductRow & { page_ord: number }>`
      with m as materialized (${this.rankedMatches(filter, ctx, this.searchRank(search), true)}),
      ${this.mainDepartment(search)},
      pg as (
        select m.product_id, row_number() over (
                 order by ${this.intentBoost(search)} desc, m.popularity desc, m.product_id asc) as ord
          from m order by ord limit ${limit} offset ${offset})
      select ${this.selectColumns(detail)}, pg.ord::int as page_ord
        from pg
        join product p on p.product_id = pg.product_id
        join vendor v on v.vendor_id = p.vendor_id
        ${this.promoJoin(ctx)}
       order by pg.ord`.execute(this.db);
    return result.rows.map(({ page_ord: _o, ...row }) => row as ProductRow);
  }

  /** The vendor and class facet filters only (the rest of `where` already selected the rows). */
  private facetWhere(filter: ProductFilter): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`true`];
    if (filter.vendorIds?.length) parts.push(sql`p.vendor_id = any(${filter.vendorIds}::int[])`);
    for (const [, ids] of filter.classFilters ?? []) {
      if (ids.length)
        parts.push(sql`exists (select 1 from product_product_class f where f.product_id = p.product_id
          and f.product_class_id = any(${ids}::int[]))`);
    }
    return sql.join(parts, sql` and `);
  }

  /**
   * A search listing in one statement: the full-text match (and its rank) is evaluated
   * once into `m`, then the total, the page's product ids (in order) and both facets
   * are computed over it. Same results as countProducts + listProducts + vendorFacet +
   * classFacets, which each evaluated the match again. The page's products are read by id
   * (from the catalogue cache) by the caller.
   */
  async searchListing(
    filter: ProductFilter,
    ctx: PricingContext,
    sort: ProductSort,
    limit: number,
    offset: number,
  ): Promise<{
    total: number;
    ids: number[];
    vendors: VendorFacetRow[];
    classes: ClassFacetRow[];
  }> {
    const priced = sort.startsWith('price_');
    const rel = !priced && !['name_asc', 'name_desc', 'new'].includes(sort);
    const rank = rel && filter.search ? this.searchRank(filter.search) : sql`0`;
    const page = rel
      ? sql`select m.product_id from m where m.filtered
          order by ${filter.search ? this.intentBoost(filter.search) : sql`m.rank`} desc, m.popularity desc,
                   m.product_id asc limit ${limit} offset ${offset}`
      : sql`select p.product_id from m join product p on p.product_id = m.product_id
          ${priced ? this.promoJoin(ctx) : sql``}
          where m.filtered order by ${this.orderBy(sort, undefined)} limit ${limit} offset ${offset}`;
    const result = await sql<{
      total: number;
      ids: number[];
      vendors: VendorFacetRow[];
      classes: ClassFacetRow[];
    }>`
      with m as materialized (${this.rankedMatches(filter, ctx, rank, false)}),
      ${filter.search ? this.mainDepartment(filter.search) : sql`main as (select null::int[] as ids)`}
      select (select count(*)::int from m where m.filtered) as total,
             array(${page}) as ids,
             (select coalesce(json_agg(json_build_object('id', x.vendor_id, 'name', x.name, 'count', x.count,
                       'filtered_count', x.filtered_count) order by x.name), '[]'::json)
                from (select v.vendor_id, v.name, count(*)::int as count,
                             (count(*) filter (where m.filtered))::int as filtered_count
                        from m join vendor v on v.vendor_id = m.vendor_id
                       group by v.vendor_id, v.name) x) as vendors,
             (select coalesce(json_agg(json_build_object('group_id', x.group_id, 'id', x.id, 'name', x.name,
                       'count', x.count, 'filtered_count', x.filtered_count) order by x.group_id, x.name), '[]'::json)
                from (select pc.product_class_group_id as group_id, pc.product_class_id as id, pc.name,
                             count(*)::int as count, (count(*) filter (where m.filtered))::int as filtered_count
                        -- the classes on the rows already read (product.class_ids, migration 0042)
                        from m cross join unnest(m.class_ids) as c(product_class_id)
                        join product_class pc on pc.product_class_id = c.product_class_id
                       group by pc.product_class_group_id, pc.product_class_id, pc.name) x) as classes
      `.execute(this.db);
    const row = result.rows[0]!;
    return { total: row.total, ids: row.ids, vendors: row.vendors, classes: row.classes };
  }

  /**
   * The ids of a page of a listing without search, in order (issue 21, ADR 0078). In the default
   * order (popularity, then id) within categories, each category's first `offset + limit`
   * products come straight from the index (category_id, popularity desc, product_id) and are
   * merged: the same page as `listProducts`, without reading and sorting every product of a
   * department. Any other listing runs `listProducts`' own query for the ids only.
   */
  async pageIds(
    filter: ProductFilter,
    ctx: PricingContext,
    sort: ProductSort,
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const where = this.where(filter, ctx, { facets: true });
    const categories =
      filter.exactCategoryId !== undefined
        ? filter.categoryIds && !filter.categoryIds.includes(filter.exactCategoryId)
          ? []
          : [filter.exactCategoryId]
        : filter.categoryIds;
    if (sort === 'rel' && !filter.search && categories) {
      const result = await sql<{ product_id: number }>`select t.product_id
          from unnest(${categories}::int[]) as c(id)
          cross join lateral (select p.product_id, p.popularity from product p
                               where p.category_id = c.id and ${where}
                               order by p.popularity desc, p.product_id asc
                               limit ${offset + limit}) t
         order by t.popularity desc, t.product_id asc
         limit ${limit} offset ${offset}`.execute(this.db);
      return result.rows.map((r) => r.product_id);
    }
    const priced = sort.startsWith('price_');
    const result = await sql<{ product_id: number }>`select p.product_id
      from product p
      ${priced ? this.promoJoin(ctx) : sql``}
      where ${where}
      order by ${this.orderBy(sort, filter.search)}
      limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows.map((r) => r.product_id);
  }

  async vendorFacet(filter: ProductFilter, ctx: PricingContext) {
    const all = this.where(filter, ctx, { facets: true });
    const result = await sql<{ id: number; name: string; count: number; filtered_count: number }>`
      select v.vendor_id as id, v.name, count(*)::int as count,
             (count(*) filter (where ${all}))::int as filtered_count
        from product p join vendor v on v.vendor_id = p.vendor_id
       where ${this.where(filter, ctx, { facets: false })}
       group by v.vendor_id, v.name
       order by v.name`.execute(this.db);
    return result.rows;
  }

  async classFacets(filter: ProductFilter, ctx: PricingContext) {
    const all = this.where(filter, ctx, { facets: true });
    const result = await sql<{
      group_id: number;
      id: number;
      name: string;
      count: number;
      filtered_count: number;
    }>`
      select pc.product_class_group_id as group_id, pc.product_class_id as id, pc.name, count(*)::int as count,
             (count(*) filter (where m.filtered))::int as filtered_count
        from (select p.class_ids, (${all}) as filtered from product p
               where ${this.where(filter, ctx, { facets: false })}) m
        -- the classes on the rows already read (product.class_ids, migration 0042), not one
        -- look-up in the link table per product
        cross join unnest(m.class_ids) as c(product_class_id)
        join product_class pc on pc.product_class_id = c.product_class_id
       group by pc.product_class_group_id, pc.product_class_id, pc.name
       order by pc.product_class_group_id, pc.name`.execute(this.db);
    return result.rows;
  }
}
