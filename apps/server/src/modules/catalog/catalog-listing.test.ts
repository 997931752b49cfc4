// The listing read path (issue 21, ADR 0078): totals and facets kept per filter and catalogue
// version, the page from the ordered page query, products by id from the catalogue cache, and a
// visitor's whole answer kept as bytes per version. Each answer must equal what the straight
// queries (the repository's listProducts, countProducts, vendorFacet and classFacets, the listing
// as it was before) give on the same data, and must change on the very next call after a
// product moves category, a price, an availability or a product's classes change.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setAvailable, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { CatalogRepository, type ProductFilter, type ProductSort } from './catalog.repository';
import { CatalogService } from './catalog.service';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ products: 400 });
  token = (await login(t)).token;
});
afterAll(async () => t?.close());

async function get(url: string, as: 'visitor' | 'customer'): Promise<Json> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ebsn/api/${url}`,
    headers: as === 'customer' ? { 'x-ebsn-account': token } : {},
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data;
}

async function descendants(categoryId: number): Promise<number[]> {
  const rows = await sql<{ category_id: number }>`with recursive d as (
      select category_id from category where category_id = ${categoryId}
      union all select c.category_id from category c join d on c.parent_id = d.category_id)
    select category_id from d`.execute(t.database.db);
  return rows.rows.map((r) => r.category_id);
}

/** The listing as the straight queries give it (the path before ADR 0078). */
async function reference(filter: ProductFilter, sort: ProductSort, page: number, size = 24) {
  const repo = new CatalogRepository(t.database.db);
  const pricing = await new CatalogService(t.database.db).pricingContext(undefined);
  const [rows, total, vendors, classes] = await Promise.all([
    repo.listProducts(filter, pricing, sort, size, (page - 1) * size),
    repo.countProducts(filter, pricing),
    repo.vendorFacet(filter, pricing),
    repo.classFacets(filter, pricing),
  ]);
  return {
    ids: rows.map((r) => r.product_id),
    prices: rows.map((r) => r.list_cents),
    total,
    vendors: vendors.map((v) => ({
      id: v.id,
      name: v.name,
      count: v.count,
      filteredCount: v.filtered_count,
    })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      count: c.count,
      filteredCount: c.filtered_count,
    })),
  };
}

function answerOf(data: Json) {
  const vendor = data.facets.find((f: Json) => f.parameterName === 'vendor_id');
  return {
    ids: data.products.map((p: Json) => p.productId),
    total: data.page.totItems,
    vendors: vendor?.values ?? [],
    classes: data.facets.filter((f: Json) => f.parameterName !== 'vendor_id').flatMap((f: Json) => f.values),
  };
}

async function expectSame(url: string, filter: ProductFilter, sort: ProductSort, page = 1, size = 24) {
  const want = await reference(filter, sort, page, size);
  for (const as of ['visitor', 'customer', 'visitor'] as const) {
    const got = answerOf(await get(url, as));
    expect(got, `${url} (${as})`).toEqual({
      ids: want.ids,
      total: want.total,
      vendors: want.vendors,
      classes: want.classes,
    });
  }
  return want;
}

async function departments(): Promise<{ id: number; leaves: number[] }[]> {
  const rows = await sql<{ category_id: number }>`select category_id from category
    where parent_id is null order by position, category_id`.execute(t.database.db);
  const out = [];
  for (const r of rows.rows) {
    const leaves = await sql<{ category_id: number; n: number }>`select c.category_id, count(p.*)::int as n
        from category c join product p on p.category_id = c.category_id
       where c.category_id = any(${await descendants(r.category_id)}::int[])
       group by c.category_id order by n desc, c.category_id`.execute(t.database.db);
    out.push({ id: r.category_id, leaves: leaves.rows.map((l) => l.category_id) });
  }
  return out.filter((d) => d.leaves.length > 1);
}

describe('listing read path', () => {
  it('answers the same ids, order, totals and facets as the straight queries', async () => {
    const [dept, other] = await departments();
    const all = await descendants(dept!.id);
    const leaf = dept!.leaves[0]!;
    // ties in popularity across categories and within one: the order falls back on the id
    await sql`update product set popularity = 50 where category_id = any(${all}::int[])
      and product_id % 3 = 0`.execute(t.database.db);
    await expectSame(`products?parent_category_id=${dept!.id}`, { categoryIds: all }, 'rel');
    await expectSame(`products?parent_category_id=${dept!.id}&page=3`, { categoryIds: all }, 'rel', 3);
    await expectSame(
      `products?parent_category_id=${other!.id}&page_size=7&page=2`,
      {
        categoryIds: await descendants(other!.id),
      },
      'rel',
      2,
      7,
    );
    await expectSame(`products?category_id=${leaf}`, { exactCategoryId: leaf }, 'rel');
    await expectSame(
      `products?category_id=${leaf}&page=2&page_size=5`,
      { exactCategoryId: leaf },
      'rel',
      2,
      5,
    );
    for (const sort of ['price_asc', 'price_um_desc', 'name_asc', 'new'] as const)
      await expectSame(
        `products?parent_category_id=${dept!.id}&sort=${sort}&page=2`,
        { categoryIds: all },
        sort,
        2,
      );
    // a leaf of another department under a department: nothing
    await expectSame(
      `products?parent_category_id=${dept!.id}&category_id=${other!.leaves[0]}`,
      { categoryIds: all, exactCategoryId: other!.leaves[0] },
      'rel',
    );
    // facet filters, promotions, new products
    const facets = answerOf(await get(`products?parent_category_id=${dept!.id}`, 'visitor'));
    const vendorIds = facets.vendors.slice(0, 2).map((v: Json) => v.id);
    await expectSame(
      `products?parent_category_id=${dept!.id}&vendor_id=${vendorIds.join(',')}`,
      { categoryIds: all, vendorIds },
      'rel',
    );
    const group = (await get(`products?parent_category_id=${dept!.id}`, 'visitor')).facets.find((f: Json) =>
      f.parameterName.startsWith('product_class_'),
    );
    if (group) {
      const classId = group.values[0].id;
      const groupId = Number(group.parameterName.slice('product_class_'.length));
      await expectSame(
        `products?parent_category_id=${dept!.id}&${group.parameterName}=${classId}`,
        { categoryIds: all, classFilters: new Map([[groupId, [classId]]]) },
        'rel',
      );
    }
    await expectSame(`products?promo=true&page_size=50`, { promo: true }, 'rel', 1, 50);
    await expectSame(
      `products?new_product=true&parent_category_id=${dept!.id}`,
      { categoryIds: all, newOnly: true },
      'rel',
    );
  });

  it('a moved product, a price, an availability or a class change shows in the very next listing', async () => {
    const [dept, other] = await departments();
    const all = await descendants(dept!.id);
    const url = `products?parent_category_id=${dept!.id}`;
    const before = await expectSame(url, { categoryIds: all }, 'rel'); // kept now, for visitors too
    const [top, second] = before.ids as [number, number];

    // the top product leaves the department: total, page and brand counts change
    await sql`update product set category_id = ${other!.leaves[0]!} where product_id = ${top}`.execute(
      t.database.db,
    );
    const moved = await expectSame(url, { categoryIds: all }, 'rel');
    expect(moved.total).toBe(before.total - 1);
    expect(moved.ids).not.toContain(top);

    // a price: the product's own, with no store price and no promotion over it
    await sql`delete from promotion_product where product_id = ${second}`.execute(t.database.db);
    await sql`delete from promotion where product_id = ${second}`.execute(t.database.db);
    await sql`delete from warehouse_product where product_id = ${second}`.execute(t.database.db);
    await get(url, 'visitor'); // kept at this version
    await sql`update product set price_cents = 12345 where product_id = ${second}`.execute(t.database.db);
    for (const as of ['visitor', 'customer'] as const) {
      const p = (await get(url, as)).products.find((x: Json) => x.productId === second);
      expect(p.price, as).toBe(123.45);
    }
    const byPrice = await expectSame(`${url}&sort=price_desc`, { categoryIds: all }, 'price_desc');
    expect(byPrice.ids[0]).toBe(second);

    // availability at the shop's own warehouse
    const pricing = await new CatalogService(t.database.db).pricingContext(undefined);
    await setAvailable(t, pricing.warehouseId, second, 7);
    await get(url, 'visitor');
    await setAvailable(t, pricing.warehouseId, second, 0);
    for (const as of ['visitor', 'customer'] as const) {
      const p = (await get(url, as)).products.find((x: Json) => x.productId === second);
      expect(p.available, as).toBe(0);
    }

    // a class given to a product: the class facet counts it at once
    const cls = await sql<{ product_class_id: number }>`select pc.product_class_id from product_class pc
      where not exists (select 1 from product_product_class x where x.product_id = ${second}
                          and x.product_class_id = pc.product_class_id)
      order by pc.product_class_id limit 1`.execute(t.database.db);
    const classId = cls.rows[0]!.product_class_id;
    const countOf = (a: { classes: { id: number; count: number }[] }) =>
      a.classes.find((c) => c.id === classId)?.count ?? 0;
    const was = countOf(answerOf(await get(url, 'visitor')));
    await sql`insert into product_product_class (product_id, product_class_id) values (${second}, ${classId})`.execute(
      t.database.db,
    );
    const now = await expectSame(url, { categoryIds: all }, 'rel');
    expect(countOf(now)).toBe(was + 1);
    const links = await sql<{ n: number }>`select count(*)::int as n from product_product_class l
      join product p using (product_id) where l.product_class_id = ${classId}
        and p.category_id = any(${all}::int[])`.execute(t.database.db);
    expect(countOf(now)).toBe(links.rows[0]!.n);
  });

  it('product.class_ids follows product_product_class through insert, update and delete', async () => {
    const db = t.database.db;
    const drift = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from product p
          where p.class_ids <> coalesce((select array_agg(l.product_class_id order by l.product_class_id)
                                           from product_product_class l where l.product_id = p.product_id), '{}')`.execute(
          db,
        )
      ).rows[0]!.n;
    expect(await drift()).toBe(0);
    const ids = (
      await sql<{ product_id: number }>`select product_id from product order by product_id limit 3`.execute(
        db,
      )
    ).rows.map((r) => r.product_id);
    const classes = (
      await sql<{
        product_class_id: number;
      }>`select product_class_id from product_class order by 1 limit 3`.execute(db)
    ).rows.map((r) => r.product_class_id);
    await sql`delete from product_product_class where product_id = any(${ids}::int[])`.execute(db);
    expect(await drift()).toBe(0);
    const none = await sql<{
      class_ids: number[];
    }>`select class_ids from product where product_id = ${ids[0]!}`.execute(db);
    expect(none.rows[0]!.class_ids).toEqual([]);
    await sql`insert into product_product_class (product_id, product_class_id)
      select i, c from unnest(${ids}::int[]) i, unnest(${classes}::int[]) c`.execute(db);
    expect(await drift()).toBe(0);
    await sql`update product_product_class set product_id = ${ids[2]!}
      where product_id = ${ids[1]!} and product_class_id = ${classes[0]!}
        and not exists (select 1 from product_product_class x where x.product_id = ${ids[2]!} and x.product_class_id = ${classes[0]!})`.execute(
      db,
    );
    await sql`update product_product_class set product_class_id = ${classes[2]!}
      where product_id = ${ids[1]!} and product_class_id = ${classes[1]!}
        and not exists (select 1 from product_product_class x where x.product_id = ${ids[1]!} and x.product_class_id = ${classes[2]!})`.execute(
      db,
    );
    await sql`delete from product_product_class where product_id = ${ids[0]!} and product_class_id = ${classes[1]!}`.execute(
      db,
    );
    expect(await drift()).toBe(0);
    const one = await sql<{
      class_ids: number[];
    }>`select class_ids from product where product_id = ${ids[0]!}`.execute(db);
    expect(one.rows[0]!.class_ids).toEqual([classes[0], classes[2]]);
  });
});
