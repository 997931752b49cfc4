// The leaflet editor over HTTP (issue 24, ADR 0054): a PDF made here with pdf-lib is uploaded as
// a draft (its pages rasterised to real PNGs, not listed to shoppers), hotspots are placed on a
// page with products of the catalogue, settings are changed, the leaflet is published and
// shoppers see it; a PNG renamed .pdf, a truncated PDF, an encrypted-looking or oversized file,
// bad fields and bad hotspots are refused in Italian with no row and no file left behind; only
// leaflet editors (and administrators) may call.
import fs from 'node:fs';
import path from 'node:path';
import { romeDate } from '@sporta/domain';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/cart-kit';
import { staffToken } from '../../../test/staff-kit';
import { startTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let editor: string;
let operator: string;
let filesDir: string;
let warehouseId: number;
let serviceId: number;
let otherStoreWarehouse: number;
let productIds: number[];

const day = (offset: number) => {
  const d = new Date(`${romeDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function makePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 420, width: 250, height: 250, color: rgb(0.8, 0.1, 0.1) });
    page.drawText(`Offerte pagina ${i}`, { x: 40, y: 760, size: 36, font });
  }
  return Buffer.from(await pdf.save());
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----sporta' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  token: string | null,
  fields: Record<string, string>,
  file?: Buffer,
  name = 'volantino.pdf',
) {
  const body = multipart(fields, file ? { name, type: 'application/pdf', data: file } : undefined);
  const res = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/leaflet-admin/upload',
    headers: { ...body.headers, ...(token ? { 'x-ebsn-account': token } : {}) },
    payload: body.payload,
  });
  const json = res.json();
  return {
    http: res.statusCode,
    data: json.data,
    message: json.response?.errors?.[0]?.error ?? '',
    infos: json.response?.infos ?? [],
  };
}

const fields = () => ({
  title: 'Volantino di prova caricato',
  leaflet_type_id: '2',
  valid_from: day(-1),
  valid_to: day(6),
  warehouse_ids: String(warehouseId),
  delivery_service_ids: String(serviceId),
});

async function counts() {
  const n = async (table: 'leaflet' | 'leaflet_page' | 'leaflet_warehouse') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const dir = path.join(filesDir, 'leaflets');
  return {
    leaflets: await n('leaflet'),
    pages: await n('leaflet_page'),
    warehouses: await n('leaflet_warehouse'),
    dirs: fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => !f.endsWith('.ttf'))
          .sort()
      : [],
  };
}

beforeAll(async () => {
  t = await startTestApp({ products: 200 });
  filesDir = (t.app as unknown as { config: { filesDir: string } }).config.filesDir;
  editor = await staffToken(t, 'amministratore');
  operator = await staffToken(t, 'operatore');
  const targets = await call(t, editor, 'GET', 'leaflet-admin/targets');
  const w = targets.data.warehouses.find((x: Json) => x.storeId === 1);
  warehouseId = w.warehouseId;
  serviceId = targets.data.deliveryServices.find((x: Json) => x.storeId === 1).deliveryServiceId;
  otherStoreWarehouse = targets.data.warehouses.find((x: Json) => x.storeId === 2).warehouseId;
  const products = await call(t, null, 'GET', 'products?page_size=4');
  productIds = products.data.products.map((p: Json) => p.productId);
}, 180_000);
afterAll(async () => t?.close());

describe('leaflet-admin upload', () => {
  let leafletId: number;

  it('uploads a 4-page PDF as a draft with real page images, not shown to shoppers', async () => {
    const before = await counts();
    const r = await upload(editor, fields(), await makePdf(4));
    expect(r.http).toBe(200);
    expect(r.infos[0]?.info).toMatch(/Volantino caricato: 4 pagine/);
    leafletId = r.data.leafletId;
    expect(r.data.status).toBe('draft');
    expect(r.data.source).toBe('uploaded');
    expect(r.data.slug).toBe('volantino-di-prova-caricato');
    expect(r.data.leafletPage).toHaveLength(4);
    expect(r.data.warehouseIds).toEqual([warehouseId]);
    for (const name of ['0.png', '1.png', '4.png', '4-600.png']) {
      const img = await t.app.inject({ method: 'GET', url: `${r.data.baseLocation}${name}` });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(img.rawPayload.readUInt32BE(16)).toBe(name.includes('600') ? 600 : 1200);
    }
    expect((await t.app.inject({ method: 'GET', url: `${r.data.baseLocation}5.png` })).statusCode).toBe(404);
    // the WebP variants were written with the pages (ADR 0070), not on first request
    const dir = path.join(filesDir, 'leaflets', String(leafletId));
    for (const name of ['0-480.webp', '1-480.webp', '4-720.webp', '4-1200.webp'])
      expect(fs.existsSync(path.join(dir, name)), name).toBe(true);
    const webp = await t.app.inject({ method: 'GET', url: `${r.data.baseLocation}4-480.webp` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const original = await t.app.inject({ method: 'GET', url: `${r.data.baseLocation}leaflet.pdf` });
    expect(original.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const after = await counts();
    expect(after.leaflets).toBe(before.leaflets + 1);
    expect(after.dirs.filter((d) => d.startsWith('.upload-'))).toEqual([]);
    // a draft: never listed, never viewable by shoppers
    const listed = await call(t, null, 'GET', `leaflet/search?parent_warehouse_id=${warehouseId}`);
    expect(listed.data.leaflets.map((l: Json) => l.leafletId)).not.toContain(leafletId);
    expect((await call(t, null, 'GET', `leaflet/view?leaflet_id=${leafletId}`)).http).toBe(404);
    // the editor's list shows it first, as a draft
    const mine = await call(t, editor, 'GET', 'leaflet-admin/list');
    expect(mine.data.leaflets[0]).toMatchObject({ leafletId, status: 'draft' });
  });

  it('places hotspots on a page, refuses bad areas and unknown products, then publishes', async () => {
    const hot = await call(t, editor, 'POST', 'leaflet-admin/hotspots', {
      leaflet_id: leafletId,
      page_number: 2,
      hotspots: [
        { product_id: productIds[0], area: { x: 0.05, y: 0.1, w: 0.4, h: 0.3 } },
        { product_id: productIds[1], area: { x: 0.5, y: 0.5, w: 0.45, h: 0.3 } },
      ],
    });
    expect(hot.http).toBe(200);
    expect(hot.infos[0]?.info).toBe('Pagina 2: 2 prodotti collegati.');
    expect(hot.data.leafletPage[1].products.map((p: Json) => p.productId)).toEqual(productIds.slice(0, 2));
    expect(hot.data.leafletPage[1].products[0].area).toEqual({ x: 0.05, y: 0.1, w: 0.4, h: 0.3 });

    const bad = [
      [{ page_number: 9, hotspots: [] }, /La pagina 9 non esiste: il volantino ha 4 pagine/],
      [
        {
          page_number: 1,
          hotspots: [{ product_id: productIds[0], area: { x: 0.8, y: 0.1, w: 0.4, h: 0.3 } }],
        },
        /esce dalla pagina/,
      ],
      [
        {
          page_number: 1,
          hotspots: [{ product_id: productIds[0], area: { x: 0.1, y: 0.1, w: 0.001, h: 0.3 } }],
        },
        /troppo piccola/,
      ],
      [
        { page_number: 1, hotspots: [{ product_id: 999999, area: { x: 0.1, y: 0.1, w: 0.3, h: 0.3 } }] },
        /il prodotto 999999 non esiste/,
      ],
      [{ page_number: 1, hotspots: [{ product_id: 'x', area: {} }] }, /non è valido/],
      [{ page_number: 'uno', hotspots: 'no' }, /non è valido/],
    ] as const;
    for (const [body, message] of bad) {
      const r = await call(t, editor, 'POST', 'leaflet-admin/hotspots', { leaflet_id: leafletId, ...body });
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.message).toMatch(message);
    }
    // nothing changed by the refused calls
    const view = await call(t, editor, 'GET', `leaflet-admin/view?leaflet_id=${leafletId}`);
    expect(view.data.leafletPage[0].products).toEqual([]);
    expect(view.data.leafletPage[1].products).toHaveLength(2);

    const pub = await call(t, editor, 'POST', 'leaflet-admin/publish', {
      leaflet_id: leafletId,
      published: true,
    });
    expect(pub.http).toBe(200);
    expect(pub.data.status).toBe('published');
    const listed = await call(
      t,
      null,
      'GET',
      `leaflet/search?parent_warehouse_id=${warehouseId}&parent_delivery_service_id=${serviceId}`,
    );
    expect(listed.data.leaflets.map((l: Json) => l.leafletId)).toContain(leafletId);
    const shown = await call(t, null, 'GET', `leaflet/view?leaflet_id=volantino-di-prova-caricato`);
    expect(shown.data.leafletPage[1].products.map((p: Json) => p.productId)).toEqual(productIds.slice(0, 2));
    const products = await call(t, null, 'GET', `leaflet/product-search?leaflet_id=${leafletId}`);
    expect(products.data.products.map((p: Json) => p.productId).sort()).toEqual(
      productIds.slice(0, 2).sort(),
    );
    // another cooperative's shop does not see it
    const other = await call(t, null, 'GET', `leaflet/search?parent_warehouse_id=${otherStoreWarehouse}`);
    expect(other.data.leaflets.map((l: Json) => l.leafletId)).not.toContain(leafletId);
  });

  it('changes the settings; refuses bad dates, mixed cooperatives and publishing an expired leaflet', async () => {
    const bad = [
      [{ valid_to: day(-5) }, /valid_to.*successiva/],
      [{ valid_from: '2026-02-30' }, /valid_from.*non è una data valida/],
      [{ warehouse_ids: `${warehouseId},${otherStoreWarehouse}` }, /cooperative diverse/],
      [{ warehouse_ids: '' }, /scegli almeno un punto vendita/],
      [{ delivery_service_ids: '999' }, /il servizio 999 non esiste/],
      [{ title: 'x' }, /title.*almeno 3/],
      [{ leaflet_type_id: '7' }, /volantino o catalogo soci/],
    ] as const;
    for (const [change, message] of bad) {
      const r = await call(t, editor, 'POST', 'leaflet-admin/update', {
        leaflet_id: leafletId,
        ...fields(),
        ...change,
      });
      expect(r.http, JSON.stringify(change)).toBe(400);
      expect(r.message).toMatch(message);
    }
    const past = await call(t, editor, 'POST', 'leaflet-admin/update', {
      leaflet_id: leafletId,
      ...fields(),
      valid_from: day(-10),
      valid_to: day(-3),
    });
    expect(past.http).toBe(200);
    expect(past.data.toDate).toBe(day(-3));
    await call(t, editor, 'POST', 'leaflet-admin/publish', { leaflet_id: leafletId, published: false });
    const expired = await call(t, editor, 'POST', 'leaflet-admin/publish', {
      leaflet_id: leafletId,
      published: true,
    });
    // a business refusal: HTTP 200 with status ≠ 0 (API contract)
    expect(expired.http).toBe(200);
    expect(expired.status).not.toBe(0);
    expect(expired.message).toMatch(/validità del volantino è già terminata/);
    const unknown = await call(t, editor, 'POST', 'leaflet-admin/publish', {
      leaflet_id: 987654,
      published: true,
    });
    expect(unknown.http).toBe(404);
  });

  it('refuses a PNG renamed .pdf, a truncated PDF, a damaged one, a too big file and bad fields — nothing created', async () => {
    const before = await counts();
    const png = fs.readFileSync(path.join(filesDir, 'leaflets', String(leafletId), '1-600.png'));
    const good = await makePdf(2);
    // a password-protected copy, written by MuPDF itself (pdf-lib cannot encrypt)
    const mupdf = await import('mupdf');
    const doc = mupdf.Document.openDocument(good, 'application/pdf') as InstanceType<
      typeof mupdf.PDFDocument
    >;
    const locked = Buffer.from(
      doc.saveToBuffer('encrypt=aes-256,user-password=segreta,owner-password=segreta').asUint8Array(),
    );
    doc.destroy();
    const cases: [Record<string, string>, Buffer | undefined, RegExp][] = [
      [fields(), png, /Il file non è un PDF/],
      [
        fields(),
        good.subarray(0, Math.floor(good.length / 3)),
        /Il PDF (non contiene pagine leggibili|è danneggiato)/,
      ],
      [
        fields(),
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41)]),
        /Il PDF (non contiene pagine leggibili|è danneggiato)/,
      ],
      [
        fields(),
        Buffer.concat([good, Buffer.alloc(21 * 1024 * 1024, 0x20)]),
        /Il PDF è troppo grande: il limite è 20 MB/,
      ],
      [fields(), undefined, /Scegli il file PDF/],
      [fields(), locked, /Il PDF è protetto da password/],
      [{ ...fields(), valid_to: 'domani' }, good, /valid_to.*data/],
      [{ ...fields(), warehouse_ids: '99999' }, good, /il punto vendita 99999 non esiste/],
    ];
    for (const [f, file, message] of cases) {
      const r = await upload(editor, f, file);
      expect(r.http, String(message)).toBe(/troppo grande/.test(String(message)) ? 413 : 400);
      expect(r.message).toMatch(message);
    }
    // not multipart, two files: refused, never a 500
    const json = await call(t, editor, 'POST', 'leaflet-admin/upload', fields());
    expect(json.http).toBe(400);
    expect(json.message).toMatch(/multipart/);
    const one = multipart(fields(), { name: 'a.pdf', type: 'application/pdf', data: good });
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const extra = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n`,
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/leaflet-admin/upload',
      headers: { ...one.headers, 'x-ebsn-account': editor },
      payload: Buffer.concat([extra, one.payload]),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().response.errors[0].error).toBe('Carica un solo file PDF per volta.');
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('refuses customers, visitors and staff without the leaflet role', async () => {
    expect((await upload(null, fields(), await makePdf(1))).http).toBe(403);
    expect((await upload(operator, fields(), await makePdf(1))).http).toBe(403);
    const list = await call(t, operator, 'GET', 'leaflet-admin/list');
    expect(list.http).toBe(403);
    const hot = await call(t, null, 'POST', 'leaflet-admin/publish', { leaflet_id: 1, published: false });
    expect(hot.http).toBe(403);
  });

  it('refuses hotspots on the rendered demo leaflets (their pictures come from the catalogue)', async () => {
    const list = await call(t, editor, 'GET', 'leaflet-admin/list');
    const demo = list.data.leaflets.find((l: Json) => l.source === 'rendered');
    const r = await call(t, editor, 'POST', 'leaflet-admin/hotspots', {
      leaflet_id: demo.leafletId,
      page_number: 1,
      hotspots: [],
    });
    expect(r.http).toBe(200);
    expect(r.status).not.toBe(0);
    expect(r.message).toMatch(/disegnate dal catalogo/);
  });
});
