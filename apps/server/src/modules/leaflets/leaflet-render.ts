// Leaflet page images, rendered on the server: satori lays the page out as SVG (the product
// packshots of the catalogue, names, prices, promotion badges, the validity dates) and resvg
// rasterises it to PNG at each width of PAGE_WIDTHS. The product boxes come from pageBoxes, the
// same function whose boxes are the page's hotspots. Nothing is fetched: the font is the Roboto of
// @fontsource/roboto in node_modules, the packshots are the catalogue's own files.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  COVER_HEADER,
  FOOTER,
  INNER_HEADER,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  pageBoxes,
  type Area,
} from './leaflet-layout';

/** What a page shows of a product (from the catalogue, priced for the leaflet's store). */
export interface PageProduct {
  name: string;
  brand: string;
  format: string;
  priceCents: number;
  standardCents: number | null;
  bubble: string;
  perUnit: string;
  /** The packshot's path under the files folder (products/<code>.svg), or null. */
  image: string | null;
}

export interface PageToRender {
  title: string;
  storeName: string;
  color: string;
  validity: string;
  pageNumber: number;
  pageCount: number;
  products: PageProduct[];
}

type Node = { type: string; props: Record<string, unknown> };
function h(type: string, style: Record<string, unknown>, ...children: (Node | string | null)[]): Node {
  const kids = children.filter((c) => c !== null);
  return { type, props: { style, children: kids.length === 1 ? kids[0] : kids } };
}

const require = createRequire(import.meta.url);
let fonts: {
  satori: { name: string; data: Buffer; weight: 400 | 700 | 900; style: 'normal' }[];
  ttf: string;
} | null = null;

/** Roboto from @fontsource/roboto: WOFF for satori; one TTF (unpacked from WOFF) for resvg's nested packshots. */
function loadFonts(cacheDir: string) {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');
  const read = (w: number) => fs.readFileSync(path.join(dir, `roboto-latin-${w}-normal.woff`));
  const ttf = path.join(cacheDir, 'roboto-400.ttf');
  if (!fs.existsSync(ttf)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const tmp = `${ttf}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, woffToSfnt(read(400)));
    fs.renameSync(tmp, ttf);
  }
  fonts = {
    satori: ([400, 700, 900] as const).map((weight) => ({
      name: 'Roboto',
      data: read(weight),
      weight,
      style: 'normal' as const,
    })),
    ttf,
  };
  return fonts;
}

/** WOFF 1.0 → TrueType/OpenType (the tables inflated, the directory rebuilt). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : Buffer.from(raw),
    });
  }
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const RESVG_FONTS = (ttf: string) => ({
  loadSystemFonts: false,
  fontFiles: [ttf],
  defaultFontFamily: 'Roboto',
  sansSerifFamily: 'Roboto',
});

/**
 * The packshot as a PNG data URL: rasterised on its own (resvg draws the text of an SVG it is
 * given, not of an SVG nested as an image), at twice the box for the 1200 px page.
 */
function packshot(file: string, size: number, ttf: string): string | null {
  if (!fs.existsSync(file)) return null;
  const png = new Resvg(fs.readFileSync(file), {
    fitTo: { mode: 'width', value: Math.round(size * 1.5) },
    font: RESVG_FONTS(ttf),
  })
    .render()
    .asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function productBox(
  p: PageProduct,
  box: Area,
  filesDir: string,
  large: boolean,
  color: string,
  ttf: string,
): Node {
  const imageSize = Math.min(box.h - 24, box.w * (large ? 0.42 : 0.46));
  const src = p.image ? packshot(path.join(filesDir, p.image), imageSize, ttf) : null;
  const image: Node | null = src
    ? { type: 'img', props: { src, width: imageSize, height: imageSize, style: { flexShrink: 0 } } }
    : null;
  const textWidth = box.w - imageSize - 12 * 2 - 12 - 6;
  const name = p.name.length > 60 ? `${p.name.slice(0, 58)}…` : p.name;
  return h(
    'div',
    {
      position: 'absolute',
      left: box.x,
      top: box.y,
      width: box.w,
      height: box.h,
      display: 'flex',
      alignItems: 'center',
      background: '#ffffff',
      borderRadius: 14,
      border: `3px solid ${color}`,
      padding: 12,
    },
    image,
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        width: textWidth,
        marginLeft: 12,
        height: '100%',
        justifyContent: 'center',
      },
      p.bubble
        ? h(
            'div',
            {
              display: 'flex',
              alignSelf: 'flex-start',
              background: '#ffd60a',
              color: '#1b1b1b',
              fontWeight: 900,
              fontSize: large ? 30 : 20,
              padding: '4px 12px',
              borderRadius: 8,
              marginBottom: 8,
            },
            p.bubble,
          )
        : null,
      h('div', { fontSize: large ? 30 : 19, fontWeight: 700, color: '#1b1b1b', lineHeight: 1.15 }, name),
      h(
        'div',
        { fontSize: large ? 20 : 14, color: '#555555', marginTop: 4 },
        [p.brand, p.format].filter(Boolean).join(' · '),
      ),
      p.standardCents !== null
        ? h(
            'div',
            { display: 'flex', fontSize: large ? 22 : 15, color: '#555555', marginTop: 8 },
            h('span', { marginRight: 6 }, 'invece di'),
            h('span', { textDecoration: 'line-through' }, euro(p.standardCents)),
          )
        : null,
      h('div', { fontSize: large ? 64 : 40, fontWeight: 900, color, marginTop: 2 }, euro(p.priceCents)),
      p.perUnit ? h('div', { fontSize: large ? 18 : 13, color: '#555555' }, p.perUnit) : null,
    ),
  );
}

function pageTree(page: PageToRender, filesDir: string, ttf: string): Node {
  const cover = page.pageNumber === 1;
  const boxes = pageBoxes(page.pageNumber, page.products.length);
  const header = cover
    ? h(
        'div',
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width: PAGE_WIDTH,
          height: COVER_HEADER,
          background: page.color,
          color: '#ffffff',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '0 40px',
        },
        h('div', { fontSize: 26, fontWeight: 700, opacity: 0.9 }, page.storeName),
        h('div', { fontSize: 64, fontWeight: 900, lineHeight: 1.05, marginTop: 8 }, page.title),
        h(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            marginTop: 18,
            background: '#ffffff',
            color: page.color,
            fontSize: 26,
            fontWeight: 700,
            padding: '6px 16px',
            borderRadius: 10,
          },
          page.validity,
        ),
      )
    : h(
        'div',
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width: PAGE_WIDTH,
          height: INNER_HEADER,
          background: page.color,
          color: '#ffffff',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '0 28px',
        },
        h('div', { fontSize: 34, fontWeight: 900 }, page.title),
        h('div', { fontSize: 20, fontWeight: 700, marginTop: 4 }, page.validity),
      );
  const footer = h(
    'div',
    {
      position: 'absolute',
      left: 0,
      top: PAGE_HEIGHT - FOOTER,
      width: PAGE_WIDTH,
      height: FOOTER,
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      padding: '0 24px',
      fontSize: 16,
      color: '#333333',
    },
    h('div', {}, page.storeName),
    h('div', {}, `Pagina ${page.pageNumber} di ${page.pageCount}`),
  );
  return h(
    'div',
    {
      width: PAGE_WIDTH,
      height: PAGE_HEIGHT,
      display: 'flex',
      position: 'relative',
      background: '#f6f1e7',
      fontFamily: 'Roboto',
    },
    header,
    ...page.products.map((p, i) => productBox(p, boxes[i]!, filesDir, cover, page.color, ttf)),
    footer,
  );
}

/** The page as PNG, one buffer per width asked. */
export async function renderPage(
  page: PageToRender,
  options: { filesDir: string; cacheDir: string; widths: readonly number[] },
): Promise<Buffer[]> {
  const f = loadFonts(options.cacheDir);
  // satori's element type is React's; plain { type, props } objects are what JSX would build.
  const svg = await satori(
    pageTree(page, options.filesDir, f.ttf) as unknown as Parameters<typeof satori>[0],
    {
      width: PAGE_WIDTH,
      height: PAGE_HEIGHT,
      fonts: f.satori,
    },
  );
  return options.widths.map((width) =>
    new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: RESVG_FONTS(f.ttf),
    })
      .render()
      .asPng(),
  );
}
