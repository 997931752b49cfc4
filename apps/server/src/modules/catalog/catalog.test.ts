// API-CONTRACT.md "Catalogue reads", point by point, over the seeded demo catalogue.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { CatalogService } from './catalog.service';
import { PER_STORE_PRICE_EVERY, perStorePriceCents } from '../../../db/seed/generate';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ products: 400 });
});
afterAll(async () => t?.close());

async function get(url: string): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method: 'GET', url: `/ebsn/api/${url}` });
  return { status: res.statusCode, body: res.json() as Json };
}

async function tree(): Promise<Json[]> {
  return (await get('category')).body.data.categories;
}

function walk(nodes: Json[], depth = 1, out: { node: Json; depth: number }[] = []) {
  for (const n of nodes) {
    out.push({ node: n, depth });
    if (n.categories) walk(n.categories, depth + 1, out);
  }
  return out;
}

describe('GET category', () => {
  // Issue 19 §14: the page reads category_seo.SEO_TITLE / SEO_DESCRIPTION; the API sent title, description.
  it('sends a department’s SEO texts with the contract’s keys, SEO_TITLE and SEO_DESCRIPTION', async () => {
    const root = (await tree())[0]!;
    const seo = (await get(`category?slug=${root.slug}`)).body.data.category.metaData.category_seo;
    expect(seo).toEqual({
      SEO_TITLE: `${root.name} | Spesa online Sporta`,
      SEO_DESCRIPTION: expect.stringContaining('Ordina online'),
    });
  });

  it('sends the category popup (seed 002 §3): the demo one, sanitised HTML, dropped when off', async () => {
    const meat = (await tree())[1]!;
    const popup = (await get(`category?slug=${meat.slug}`)).body.data.category.metaData.category_popup;
    expect(popup).toEqual({
      ACTIVE: 'true',
      TITLE: 'Il banco di carne e pesce',
      CONTENT: expect.stringContaining('<a href="/blog/come-leggere-etichetta">'),
      OPENING_DELAY: '2',
      REOPENING_DAYS_DELAY: '7',
    });
    const other = (await tree())[2]!;
    const withPopup = async (category_popup: Record<string, unknown>) => {
      await t.database.db
        .updateTable('category')
        .set({ meta: JSON.stringify({ category_popup }) })
        .where('category_id', '=', other.categoryId)
        .execute();
      return (await new CatalogService(t.database.db).category({ categoryId: other.categoryId })).metaData;
    };
    const hostile = await withPopup({
      ACTIVE: '1',
      TITLE: 'Avviso',
      CONTENT: '<p onclick="steal()">Ciao<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      OPENING_DELAY: 'subito',
    });
    expect(hostile.category_popup).toEqual({
      ACTIVE: 'true',
      TITLE: 'Avviso',
      CONTENT: '<p>Ciao<a>x</a></p>',
      OPENING_DELAY: '0',
    });
    expect(await withPopup({ ACTIVE: 'false', TITLE: 'Spento' })).toEqual({});
  });

  it('reads SEO texts written with lower-case keys as the contract’s', async () => {
    const root = (await tree())[1]!;
    await t.database.db
      .updateTable('category')
      .set({
        meta: JSON.stringify({ category_seo: { title: 'Titolo', description: 'Descrizione' }, color: 'x' }),
      })
      .where('category_id', '=', root.categoryId)
      .execute();
    const fresh = new CatalogService(t.database.db);
    const category = await fresh.category({ categoryId: root.categoryId });
    expect(category.metaData).toEqual({
      category_seo: { SEO_TITLE: 'Titolo', SEO_DESCRIPTION: 'Descrizione' },
      color: 'x',
    });
  });

  it('returns the tree: roots always with categories, leaves without, child slugs as full paths', async () => {
    const roots = await tree();
    expect(roots.length).toBeGreaterThanOrEqual(12);
    for (const root of roots) {
      expect(root).not.toHaveProperty('parentId');
      expect(Array.isArray(root.categories)).toBe(true);
    }
    const all = walk(roots);
    expect(all.filter((n) => n.depth === 2).length).toBeGreaterThanOrEqual(60);
    expect(all.filter((n) => n.depth === 3).length).toBeGreaterThanOrEqual(150);
    for (const { node, depth } of all) {
      expect(node.itemUrl).toBe(`/${node.slug}`);
      if (depth === 3) expect(node).not.toHaveProperty('categories');
      for (const child of node.categories ?? []) {
        expect(child.parentId).toBe(node.categoryId);
        expect(child.slug.startsWith(`${node.slug}/`)).toBe(true);
      }
    }
  });

  it('drops empty categories with filtered=true', async () => {
    const root = (await tree())[0]!;
    await t.database.db
      .insertInto('category')
      .values({
        category_id: 999_001,
        parent_id: root.categoryId,
        name: 'Vuota',
        slug: `${root.slug}/vuota`,
        depth: 2,
        position: 99,
      })
      .execute();
    // the tree is cached for a minute: read it through a fresh service instance
    const { CatalogService } = await import('./catalog.service');
    const fresh = new CatalogService(t.database.db);
    const unfiltered = walk(await fresh.categoryTree({}));
    const filtered = walk(await fresh.categoryTree({ filtered: true }));
    expect(unfiltered.some((n) => n.node.categoryId === 999_001)).toBe(true);
    expect(filtered.some((n) => n.node.categoryId === 999_001)).toBe(false);
  });

  it('returns one category by slug or categoryId with its direct children', async () => {
    const root = (await tree())[0]!;
    const bySlug = await get(`category?slug=${encodeURIComponent(root.slug)}`);
    expect(bySlug.status).toBe(200);
    const category = bySlug.body.data.category;
    expect(category.categoryId).toBe(root.categoryId);
    expect(category.children.map((c: Json) => c.categoryId)).toEqual(
      root.categories.map((c: Json) => c.categoryId),
    );
    for (const c of category.children) expect(Object.keys(c).sort()).toEqual(['categoryId', 'name', 'slug']);
    const child = root.categories[0];
    const byId = await get(`category?categoryId=${child.categoryId}`);
    expect(byId.body.data.category.slug).toBe(child.slug);
    expect(byId.body.data.category.breadCrumbs.map((b: Json) => b.categoryId)).toEqual([
      root.categoryId,
      child.categoryId,
    ]);
  });

  it('answers an unknown slug with 404 in the envelope', async () => {
    const res = await get('category?slug=non-esiste/davvero');
    expect(res.status).toBe(404);
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errorsMessage[0]).toBe('Categoria non trovata.');
  });
});

describe('GET products', () => {
  it('lists by parent_category_id over all descendants, 24 per page by default', async () => {
    const root = (await tree())[0]!;
    const res = await get(`products?parent_category_id=${root.categoryId}`);
    expect(res.status).toBe(200);
    const { products, page } = res.body.data;
    expect(Array.isArray(products)).toBe(true);
    expect(page.itemsPerPage).toBe(24);
    expect(page.selPage).toBe(1);
    expect(page.totItems).toBeGreaterThan(0);
    expect(page.totPages).toBe(Math.max(1, Math.ceil(page.totItems / 24)));
    const leaves = new Set(walk([root]).map((n) => n.node.categoryId));
    for (const p of products) expect(leaves.has(p.categoryId)).toBe(true);
    // the department's items are exactly the sum over its leaves
    let sum = 0;
    for (const { node } of walk([root]).filter((n) => !n.node.categories)) {
      sum += (await get(`products?category_id=${node.categoryId}&page_size=1`)).body.data.page.totItems;
    }
    expect(sum).toBe(page.totItems);
  });

  it('reads page 0 as 1, answers a page past the end with an empty array, honours page_size up to 5000', async () => {
    const zero = await get('products?page=0&page_size=5');
    expect(zero.body.data.page.selPage).toBe(1);
    expect(zero.body.data.products).toHaveLength(5);
    const past = await get('products?page=9999&page_size=24');
    expect(past.status).toBe(200);
    expect(past.body.data.products).toEqual([]);
    expect(past.body.data.page.totPages).toBeGreaterThanOrEqual(1);
    const big = await get('products?page_size=5000');
    expect(big.body.data.products.length).toBe(big.body.data.page.totItems);
    expect(big.body.data.page.totItems).toBe(400);
  });

  it('ignores unknown parameters and takes the hash in any form', async () => {
    const base = await get('products?page_size=3');
    for (const extra of [
      'foo=bar',
      'hash=abc',
      'hash=w1d0t0',
      'hash=w99999d2026-01-01t5',
      'hash=a&hash=b',
      'x[y]=1',
    ]) {
      const res = await get(`products?page_size=3&${extra}`);
      expect(res.status, extra).toBe(200);
      expect(res.body.data.page.totItems).toBe(base.body.data.page.totItems);
    }
  });

  it('returns the product object itself as data for slug and for /products/<id>', async () => {
    const list = await get('products?page_size=1');
    const first = list.body.data.products[0];
    const bySlug = await get(`products?slug=${first.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.productId).toBe(first.productId);
    expect(bySlug.body.data).not.toHaveProperty('products');
    const byId = await get(`products/${first.productId}`);
    expect(byId.body.data.slug).toBe(first.slug);
    expect(byId.body.data.metaData.product_description).toHaveProperty('ingredients');
    expect(byId.body.data.metaData.product_description).toHaveProperty('allergens');
    expect(byId.body.data.metaData.product_description).toHaveProperty('storage');
    expect(byId.body.data.metaData.product_description).toHaveProperty('nutritional_values');
    expect(Array.isArray(byId.body.data.media)).toBe(true);
    expect(Array.isArray(byId.body.data.productClasses)).toBe(true);
    const missing = await get('products/987654321');
    expect(missing.status).toBe(404);
    expect((await get('products?slug=non-esiste')).status).toBe(404);
  });

  it('carries every field of the contract, from the data', async () => {
    const { products } = (await get('products?page_size=400')).body.data;
    for (const p of products) {
      expect(p.id).toBe(p.productId);
      expect(p.code).toBe(p.codInt);
      expect(typeof p.codInt).toBe('string');
      expect(p.codeVariant).toBe(p.codVar);
      expect(p.barcode).toMatch(/^\d{13}$/);
      expect(p.name.length).toBeGreaterThan(2);
      expect(typeof p.shortDescr).toBe('string');
      expect(typeof p.description).toBe('string');
      expect(p.itemUrl).toBe(`/product/${p.slug}`);
      expect(p.vendor).toMatchObject({ vendorId: expect.any(Number), name: expect.any(String) });
      expect(p.breadCrumbs.length).toBeGreaterThanOrEqual(1);
      expect(p.breadCrumbs.at(-1).categoryId).toBe(p.categoryId);
      expect(p.mediaURL.startsWith('/')).toBe(true);
      expect(p.mediaURLMedium.startsWith('/')).toBe(true);
      expect(typeof p.available).toBe('number');
      expect(typeof p.price).toBe('number');
      expect(typeof p.priceDisplay).toBe('number');
      expect(p.priceDisplay).toBeGreaterThan(0);
      expect(['pz', 'kg']).toContain(p.priceUnitDisplay);
      for (const v of Object.values(p.productInfos)) expect(typeof v).toBe('string');
      expect(['Pezzo', 'Confezione', 'Sfuso']).toContain(p.productInfos.TIPOLOGIA);
      expect([4, 5, 10, 22].map(String)).toContain(p.ivaCategory.ivaPct);
      expect(typeof p.newProduct).toBe('boolean');
      expect(typeof p.minAcq).toBe('number');
      const priceCut =
        p.warehousePromo &&
        [1, 2].includes(p.warehousePromo.warehousePromoTypeId) &&
        !p.warehousePromo.view.cssClass.includes('member');
      if (p.warehousePromo && !priceCut) {
        // quantity, group and member promotions: a badge; the unit price stays the list price
        // (the cart's pricing engine applies them, ADR 0021)
        expect(p.priceDisplay).toBe(p.price);
        expect(p).not.toHaveProperty('priceStandardDisplay');
        expect(p.warehousePromo.view.bubble).toBeTruthy();
      } else if (p.warehousePromo) {
        expect(p.priceStandardDisplay).toBeGreaterThan(p.priceDisplay);
        expect(p.warehousePromo.validityDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(p.warehousePromo.expireDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(p.warehousePromo.view).toHaveProperty('header');
        expect(typeof p.lowestPrice30Days).toBe('number');
      } else {
        expect(p).not.toHaveProperty('priceStandardDisplay');
      }
    }
    // not constant filler
    expect(new Set(products.map((p: Json) => p.priceDisplay)).size).toBeGreaterThan(50);
    expect(new Set(products.map((p: Json) => p.vendor.vendorId)).size).toBeGreaterThan(10);
    expect(products.some((p: Json) => p.productInfos.TIPOLOGIA === 'Sfuso')).toBe(true);
    expect(products.some((p: Json) => p.productInfos.TIPOLOGIA === 'Confezione')).toBe(true);
  });

  it('filters promotions with promo=true', async () => {
    const res = await get('products?promo=true&page_size=500');
    expect(res.body.data.page.totItems).toBeGreaterThan(0);
    for (const p of res.body.data.products) expect(p.warehousePromo).toBeDefined();
  });

  it('sorts by price ascending and descending', async () => {
    const asc = (await get('products?sort=price_asc&page_size=100')).body.data.products.map(
      (p: Json) => p.priceDisplay,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get('products?sort=pri_des&page_size=100')).body.data.products.map(
      (p: Json) => p.priceDisplay,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  // Issue 19 §16: clients of the platform send its own sort names; a read never fails over them.
  it.each([
    ['sort=rank', 'rel'],
    ['order_by=search_score%20desc', 'rel'],
    ['sort=pri_asc', 'price_asc'],
    ['order_by=price%20desc', 'price_desc'],
    ['sort=alf_des', 'name_desc'],
    ['sort=-price', 'price_desc'],
  ])('accepts the platform sort %s as %s', async (param, ours) => {
    const mine = await get(`products?sort=${ours}&page_size=30`);
    const theirs = await get(`products?${param}&page_size=30`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.response.status).toBe(0);
    expect(theirs.body.response.warnings).toEqual([]);
    expect(theirs.body.data.products.map((p: Json) => p.productId)).toEqual(
      mine.body.data.products.map((p: Json) => p.productId),
    );
  });

  it('falls back to the default order with a warning for an unknown sort, never an error', async () => {
    const standard = await get('products?q=latte&page_size=10');
    for (const param of ['sort=sideways', 'order_by=colour%20desc', 'sort=x&sort=y']) {
      const res = await get(`products?q=latte&page_size=10&${param}`);
      expect(res.status, param).toBe(200);
      expect(res.body.response.status).toBe(0);
      expect(res.body.response.errors).toEqual([]);
      expect(res.body.response.warnings[0].code).toBe('warning.products.sort_unknown');
      expect(res.body.response.warningsMessage[0]).toMatch(/^Ordinamento «.+» non riconosciuto/);
      expect(res.body.data.products.map((p: Json) => p.productId)).toEqual(
        standard.body.data.products.map((p: Json) => p.productId),
      );
    }
    // sort not understood, order_by understood: order_by applies, no warning
    const both = await get('products?sort=sideways&order_by=pri_des&page_size=30');
    expect(both.body.response.warnings).toEqual([]);
    const prices = both.body.data.products.map((p: Json) => p.priceDisplay);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('computes facets and filters by vendor', async () => {
    const root = (await tree())[0]!;
    const all = (await get(`products?parent_category_id=${root.categoryId}&page_size=1`)).body.data;
    const vendorFacet = all.facets.find((f: Json) => f.parameterName === 'vendor_id');
    expect(vendorFacet.name).toBe('Marca');
    const total = vendorFacet.values.reduce((s: number, v: Json) => s + v.count, 0);
    expect(total).toBe(all.page.totItems);
    const pick = vendorFacet.values[0];
    const filtered = (
      await get(`products?parent_category_id=${root.categoryId}&vendor_id=${pick.id}&page_size=100`)
    ).body.data;
    expect(filtered.page.totItems).toBe(pick.count);
    for (const p of filtered.products) expect(p.vendor.vendorId).toBe(pick.id);
    const after = filtered.facets.find((f: Json) => f.parameterName === 'vendor_id');
    expect(after.values.find((v: Json) => v.id === pick.id).filteredCount).toBe(pick.count);
  });

  it('answers 1,000 random query strings without a 5xx, always in the envelope', async () => {
    const key = fc.constantFrom(
      'q',
      'page',
      'page_size',
      'sort',
      'order_by',
      'promo',
      'new_product',
      'vendor_id',
      'parent_category_id',
      'category_id',
      'slug',
      'hash',
      'product_class_10001',
      'product_id',
      'filtered',
      'categoryId',
      'depth',
      'x',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer({ min: -5, max: 100000 }).map(String),
      fc.constantFrom(
        'true',
        'false',
        '0',
        '',
        '%',
        '%%',
        '\u0000',
        'w1d2026-01-01t1',
        '1,2,3',
        'a'.repeat(400),
      ),
    );
    const path = fc.constantFrom(
      'products',
      'category',
      'products/1',
      'products/abc',
      'warehouse-locator/search',
      'warehouse/view',
    );
    await fc.assert(
      fc.asyncProperty(path, fc.array(fc.tuple(key, value), { maxLength: 6 }), async (p, pairs) => {
        const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const res = await t.app.inject({ method: 'GET', url: `/ebsn/api/${p}?${qs}` });
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json() as Json;
        expect(Object.keys(body).sort()).toEqual(['data', 'response']);
        expect(typeof body.response.status).toBe('number');
      }),
      { numRuns: 1000 },
    );
  });

  it('answers random form and JSON bodies to a POST without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), fc.boolean(), async (payload, asJson) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/ebsn/api/products',
          headers: { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(Object.keys(res.json() as Json).sort()).toEqual(['data', 'response']);
      }),
      { numRuns: 200 },
    );
  });
});

describe('GET warehouse-locator/search', () => {
  it('lists warehouses with their address and coordinates, by distance when asked', async () => {
    const res = await get('warehouse-locator/search');
    expect(res.status).toBe(200);
    const list = res.body.data.warehouses;
    expect(list.length).toBeGreaterThan(5);
    for (const w of list) {
      expect(w.warehouseId).toBeGreaterThan(0);
      expect(w.address).toMatchObject({
        addressName: expect.any(String),
        address1: expect.any(String),
        city: expect.any(String),
        province: expect.any(String),
        postalcode: expect.stringMatching(/^\d{5}$/),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
      expect(w.address.latitude).toBeGreaterThan(44.6);
      expect(w.address.latitude).toBeLessThan(46.7);
    }
    const near = (await get('warehouse-locator/search?latitude=45.4642&longitude=9.19&distance=20000')).body
      .data.warehouses;
    const distances = near.map((w: Json) => w.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(d).toBeLessThanOrEqual(20000);
  });
});

describe('GET warehouse/view (store pages)', () => {
  it('finds a shop by id and by slug, with opening hours, services and the map settings', async () => {
    const list = (await get('warehouse-locator/search?store_id=1')).body.data.warehouses as Json[];
    const shop = list.find((w) => w.kind === 'store')!;
    const byId = await get(`warehouse/view?warehouse_id=${shop.warehouseId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.warehouse).toMatchObject({
      warehouseId: shop.warehouseId,
      slug: shop.slug,
      storeName: expect.any(String),
      lockerMaxLevel: null,
    });
    expect(byId.body.data.warehouse.openingHours).toHaveLength(7);
    expect(byId.body.data.warehouse.openingHours[0]).toEqual({
      day: expect.any(String),
      open: expect.stringMatching(/^\d\d:\d\d$/),
      close: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(byId.body.data.warehouse.deliveryServices.length).toBeGreaterThan(0);
    expect(byId.body.data.map.tileUrl).toContain('{z}');
    const bySlug = await get(`warehouse/view?slug=${shop.slug}`);
    expect(bySlug.body.data.warehouse.warehouseId).toBe(shop.warehouseId);
  });

  it('gives a locker its compartment level', async () => {
    const locker = await get('warehouse/view?warehouse_id=10');
    expect(locker.body.data.warehouse).toMatchObject({ kind: 'locker', lockerMaxLevel: 2 });
  });

  it('answers 404 for an unknown store and 400 without a key', async () => {
    const unknown = await get('warehouse/view?slug=non-esiste');
    expect(unknown.status).toBe(404);
    expect(unknown.body.response.errors[0].error).toBe('Il punto vendita richiesto non esiste.');
    expect((await get('warehouse/view?warehouse_id=999999')).status).toBe(404);
    const none = await get('warehouse/view');
    expect(none.status).toBe(400);
    expect(none.body.response.errors[0].error).toMatch(/warehouse_id oppure slug/);
  });
});

// Issue 19 §12: the demo's stores price some products differently, and the hash chooses whose.
describe('per-store prices through the cache-burst hash', () => {
  it('prices a per-store product at the warehouse the hash names, the default one without', async () => {
    const shops: Json[] = (await get('warehouse-locator/search?store_id=1&delivery_service_id=1')).body.data
      .warehouses;
    expect(shops.length).toBeGreaterThan(2);
    const productId = PER_STORE_PRICE_EVERY * 2;
    const list = await t.database.db
      .selectFrom('product')
      .select('price_cents')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const plain = (await get(`products/${productId}`)).body.data;
    const defaultShop = await t.database.db
      .selectFrom('warehouse')
      .select('warehouse_id')
      .where('kind', '=', 'store')
      .orderBy('store_id')
      .orderBy('warehouse_id')
      .executeTakeFirstOrThrow();
    expect(plain.price).toBe(perStorePriceCents(list.price_cents, defaultShop.warehouse_id) / 100);
    const prices = new Set<number>();
    for (const shop of shops) {
      const id = shop.warehouseId as number;
      const hashed = (await get(`products/${productId}?hash=w${id}d0t0`)).body.data;
      expect(hashed.price, `warehouse ${id}`).toBe(perStorePriceCents(list.price_cents, id) / 100);
      prices.add(hashed.price);
      // lists, search and sliders follow the same hash
      const listed = (await get(`products?product_id=${productId}&hash=w${id}d0t0`)).body.data.products[0];
      expect(listed.price).toBe(hashed.price);
    }
    expect(prices.size).toBeGreaterThan(1);
  });

  it('prices a locker as the shop that fills it', async () => {
    const locker = await t.database.db
      .selectFrom('warehouse')
      .select(['warehouse_id', 'price_warehouse_id'])
      .where('kind', '=', 'locker')
      .orderBy('warehouse_id')
      .executeTakeFirstOrThrow();
    const productId = PER_STORE_PRICE_EVERY * 3;
    const atLocker = (await get(`products/${productId}?hash=w${locker.warehouse_id}d0t0`)).body.data;
    const atShop = (await get(`products/${productId}?hash=w${locker.price_warehouse_id}d0t0`)).body.data;
    expect(atLocker.price).toBe(atShop.price);
  });
});
