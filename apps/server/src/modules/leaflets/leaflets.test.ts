// Leaflets over HTTP (issue 24): leaflet/search lists only leaflets valid today for the store and
// service asked, leaflet/view gives pages and hotspots, every page image answers as a real PNG at
// baseLocation + imageLocation (and 0.png), the PDF holds every page, leaflet/product-search
// prices the leaflet's products as the catalogue does; bad input answers 4xx in Italian.
import fs from 'node:fs';
import path from 'node:path';
import { romeDate } from '@sporta/domain';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { LeafletRepository, pageBoxes, toArea } from '.';

let t: TestContext;
let volantini: Json[];
let byStore: Map<number, Json>;
const day = (offset: number) => {
  const d = new Date(`${romeDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function warehouseOf(storeId: number): Promise<number> {
  const w = await t.database.db
    .selectFrom('warehouse')
    .select('warehouse_id')
    .where('store_id', '=', storeId)
    .orderBy('warehouse_id')
    .executeTakeFirstOrThrow();
  return w.warehouse_id;
}

beforeAll(async () => {
  t = await startTestApp({ products: 700 });
  const all = await call(t, null, 'GET', 'leaflet/search?leaflet_type_id=2');
  volantini = all.data.leaflets;
  byStore = new Map(volantini.map((l: Json) => [l.storeId, l]));
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const pngWidth = (body: Buffer) => body.readUInt32BE(16);

describe('leaflet/search', () => {
  it('lists a current volantino per cooperative, with cover, base location and validity', async () => {
    expect([...byStore.keys()].sort()).toEqual([1, 2, 3]);
    for (const l of volantini) {
      expect(l.leafletTypeId).toBe(2);
      expect(l.location).toBe(`/volantini/${l.slug}`);
      expect(l.baseLocation).toBe(`/img/leaflets/${l.leafletId}/`);
      expect(l.media.filter((m: Json) => m.formatTypeId === 12).length).toBeGreaterThan(0);
      expect(l.fromDate <= day(0) && l.toDate >= day(0)).toBe(true);
      expect(l.pageCount).toBeGreaterThan(0);
    }
  });

  it('keeps the leaflets of the warehouse and the delivery service asked, never another store’s', async () => {
    const w2 = await warehouseOf(2);
    const r = await call(
      t,
      null,
      'GET',
      `leaflet/search?parent_warehouse_id=${w2}&parent_delivery_service_id=6`,
    );
    expect(r.status).toBe(0);
    expect(r.data.leaflets.length).toBeGreaterThan(0);
    expect(r.data.leaflets.every((l: Json) => l.storeId === 2)).toBe(true);
    // store 1's service with store 2's warehouse: nothing applies to both
    const none = await call(
      t,
      null,
      'GET',
      `leaflet/search?parent_warehouse_id=${w2}&parent_delivery_service_id=2`,
    );
    expect(none.data.leaflets).toEqual([]);
  });

  it('lists the catalogo soci with its own type and path', async () => {
    const r = await call(t, null, 'GET', 'leaflet/search?leaflet_type_id=1');
    expect(r.data.leaflets.length).toBe(1);
    expect(r.data.leaflets[0].location).toMatch(/^\/catalogo-soci\//);
  });

  it('never lists a leaflet past or before its validity, and does not open it', async () => {
    const repo = new LeafletRepository(t.database.db);
    const w1 = await warehouseOf(1);
    const product = (await t.database.db.selectFrom('product').select('product_id').executeTakeFirstOrThrow())
      .product_id;
    const base = {
      description: '',
      leafletTypeId: 2,
      storeId: 1,
      warehouseIds: [w1],
      deliveryServiceIds: [1, 2],
      pages: [{ products: [{ productId: product, area: toArea(pageBoxes(1, 1)[0]!) }] }],
    };
    const past = await repo.create({
      ...base,
      slug: 'volantino-scaduto',
      title: 'Scaduto',
      validFrom: day(-14),
      validTo: day(-1),
    });
    const future = await repo.create({
      ...base,
      slug: 'volantino-futuro',
      title: 'Futuro',
      validFrom: day(1),
      validTo: day(8),
    });
    const r = await call(
      t,
      null,
      'GET',
      `leaflet/search?parent_warehouse_id=${w1}&parent_delivery_service_id=2`,
    );
    const ids = r.data.leaflets.map((l: Json) => l.leafletId);
    expect(ids).not.toContain(past);
    expect(ids).not.toContain(future);
    expect(ids.length).toBeGreaterThan(0);
    for (const key of [past, 'volantino-futuro']) {
      const v = await call(t, null, 'GET', `leaflet/view?leaflet_id=${key}`);
      expect(v.http).toBe(404);
      expect(v.message).toMatch(/Volantino non trovato/);
    }
  });
});

describe('leaflet/view and the page images', () => {
  it('answers the leaflet by id and by slug with pages and hotspots inside the page', async () => {
    const l = byStore.get(1)!;
    const byId = await call(t, null, 'GET', `leaflet/view?leaflet_id=${l.leafletId}`);
    const bySlug = await call(t, null, 'GET', `leaflet/view?leaflet_id=${l.slug}`);
    expect(byId.status).toBe(0);
    expect(bySlug.data).toEqual(byId.data);
    const pages = byId.data.leafletPage;
    expect(pages.map((p: Json) => p.pageNumber)).toEqual(pages.map((_: Json, i: number) => i + 1));
    expect(pages[0].products.length).toBeGreaterThan(0);
    for (const p of pages) {
      expect(p.imageLocation).toBe(`${p.pageNumber}.png`);
      for (const x of p.products) {
        expect(x.area.x).toBeGreaterThanOrEqual(0);
        expect(x.area.x + x.area.w).toBeLessThanOrEqual(1.0001);
        expect(x.area.y + x.area.h).toBeLessThanOrEqual(1.0001);
        expect(x.name.length).toBeGreaterThan(0);
      }
    }
  });

  it('serves each page as a PNG at baseLocation + imageLocation, 0.png as the first page, two widths', async () => {
    const l = (await call(t, null, 'GET', `leaflet/view?leaflet_id=${byStore.get(2)!.leafletId}`)).data;
    for (const p of l.leafletPage.slice(0, 2)) {
      const big = await get(l.baseLocation + p.imageLocation);
      expect(big.statusCode).toBe(200);
      expect(big.headers['content-type']).toBe('image/png');
      expect(big.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(pngWidth(big.rawPayload)).toBe(1200);
      const small = await get(l.baseLocation + p.imageLocationSmall);
      expect(pngWidth(small.rawPayload)).toBe(600);
    }
    const first = await get(`${l.baseLocation}1.png`);
    const zero = await get(`${l.baseLocation}0.png`);
    expect(zero.statusCode).toBe(200);
    expect(zero.rawPayload.equals(first.rawPayload)).toBe(true);
  }, 60_000);

  it('serves each page as WebP at the widths of imageSources, cached as immutable, 0 as the first page', async () => {
    const l = (await call(t, null, 'GET', `leaflet/view?leaflet_id=${byStore.get(2)!.leafletId}`)).data;
    const [first, second] = l.leafletPage;
    expect(first.imageSources).toEqual(
      [480, 720, 960, 1200].map((width) => ({
        imageLocation: `1-${width}.webp`,
        width,
        type: 'image/webp',
      })),
    );
    for (const p of [first, second]) {
      let last = 0;
      for (const source of p.imageSources) {
        const res = await get(l.baseLocation + source.imageLocation);
        expect(res.statusCode, source.imageLocation).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(source.width);
        expect(meta.height).toBe(Math.round((source.width * 1132) / 800));
        expect(res.rawPayload.length).toBeGreaterThan(last);
        last = res.rawPayload.length;
      }
    }
    // what a phone fetches is a fraction of the PNG it fetched before
    const png = await get(`${l.baseLocation}1.png`);
    const phone = await get(`${l.baseLocation}1-720.webp`);
    expect(phone.rawPayload.length).toBeLessThan(png.rawPayload.length / 3);
    const zero = await get(`${l.baseLocation}0-480.webp`);
    expect(zero.statusCode).toBe(200);
    expect(zero.rawPayload.equals((await get(`${l.baseLocation}1-480.webp`)).rawPayload)).toBe(true);
  }, 60_000);

  it('writes the variants of a page rendered before they existed from its PNG, on first request', async () => {
    const l = byStore.get(1)!;
    const dir = path.join(t.dataDir, 'files', 'leaflets', String(l.leafletId));
    expect((await get(`${l.baseLocation}2.png`)).statusCode).toBe(200);
    for (const w of [480, 720, 960, 1200]) fs.rmSync(path.join(dir, `2-${w}.webp`));
    const res = await get(`${l.baseLocation}2-960.webp`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(960);
    expect(fs.existsSync(path.join(dir, '2-480.webp'))).toBe(true);
  }, 60_000);

  it('assembles the PDF from the pages', async () => {
    const l = byStore.get(3)!;
    const res = await get(`${l.baseLocation}leaflet.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${l.slug}.pdf`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(l.pageCount);
  }, 120_000);
});

describe('leaflet/product-search', () => {
  it("lists the leaflet's products priced as the catalogue prices them, paged", async () => {
    const l = (await call(t, null, 'GET', `leaflet/view?leaflet_id=${byStore.get(1)!.leafletId}`)).data;
    const ids = new Set<number>(l.leafletPage.flatMap((p: Json) => p.products.map((x: Json) => x.productId)));
    const w1 = await warehouseOf(1);
    const hash = `w${w1}d0t0`;
    const r = await call(
      t,
      null,
      'GET',
      `leaflet/product-search?leaflet_id=${l.slug}&page_size=500&hash=${hash}`,
    );
    expect(r.status).toBe(0);
    expect(new Set(r.data.products.map((p: Json) => p.productId))).toEqual(ids);
    const catalogue = await call(
      t,
      null,
      'GET',
      `products?product_id=${[...ids].join(',')}&page_size=500&hash=${hash}`,
    );
    const price = new Map(catalogue.data.products.map((p: Json) => [p.productId, p.priceDisplay]));
    for (const p of r.data.products) expect(p.priceDisplay).toBe(price.get(p.productId));
    const paged = await call(
      t,
      null,
      'GET',
      `leaflet/product-search?leaflet_id=${l.leafletId}&page_size=2&page=2`,
    );
    expect(paged.data.products.length).toBeLessThanOrEqual(2);
    expect(paged.data.page).toMatchObject({ selPage: 2, itemsPerPage: 2, totItems: ids.size });
    const one = await call(
      t,
      null,
      'GET',
      `leaflet/product-search?leaflet_id=${l.leafletId}&leaflet_page_number=1`,
    );
    expect(one.data.products.map((p: Json) => p.productId).sort()).toEqual(
      l.leafletPage[0].products.map((x: Json) => x.productId).sort(),
    );
  });
});

describe('bad input', () => {
  it('answers 400 with an Italian message naming the field', async () => {
    for (const url of [
      'leaflet/search?leaflet_type_id=abc',
      'leaflet/search?parent_warehouse_id=-1',
      'leaflet/view',
      'leaflet/view?leaflet_id=',
      'leaflet/view?leaflet_id=..%2Fetc',
      'leaflet/product-search',
      'leaflet/product-search?leaflet_id=1&page_size=0',
    ]) {
      const r = await call(t, null, 'GET', url);
      expect(r.http, url).toBe(400);
      expect(r.status, url).not.toBe(0);
      expect(r.message, url).toMatch(/leaflet_id|leaflet_type_id|parent_warehouse_id|page_size/);
    }
  });

  it('answers 404 for an unknown leaflet, page or file, never a 500', async () => {
    expect((await call(t, null, 'GET', 'leaflet/view?leaflet_id=999999')).http).toBe(404);
    expect((await call(t, null, 'GET', 'leaflet/view?leaflet_id=nessuno')).http).toBe(404);
    expect((await call(t, null, 'GET', 'leaflet/product-search?leaflet_id=99999999999')).http).toBe(404);
    const l = byStore.get(1)!;
    for (const url of [
      `${l.baseLocation}${l.pageCount + 1}.png`,
      `${l.baseLocation}${l.pageCount + 1}-480.webp`,
      `${l.baseLocation}1.jpg`,
      `${l.baseLocation}1-500.webp`,
      `${l.baseLocation}1-480.avif`,
      `${l.baseLocation}1-480.webp.tmp`,
      `${l.baseLocation}.1-480.webp.1.tmp`,
      '/img/leaflets/999999/1-480.webp',
      `${l.baseLocation}..%2F..%2Fsecrets.json`,
      '/img/leaflets/999999/1.png',
      '/img/leaflets/abc/1.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().response.errors[0].error).toMatch(/Pagina del volantino non trovata/);
    }
  });
});
