// Leaflets (issue 24, ADR 0051): the current volantini and member catalogues of a store and
// service, one leaflet with its pages and hotspots, its products priced by the catalogue, and the
// page images and PDF rendered on first request and kept on disk.
import fs from 'node:fs';
import path from 'node:path';
import {
  LEAFLET_COVER_FORMAT,
  LEAFLET_TYPE_VOLANTINO,
  type Leaflet,
  type ProductList,
  type ProductListQuery,
} from '@sporta/contracts';
import { leafletPath, romeDate } from '@sporta/domain';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db';
import type { CatalogService, PricingContext } from '../catalog';
import { imageSources, parseVariantName, VARIANT_TYPE, writeVariants } from './leaflet-images';
import { PAGE_HEIGHT, PAGE_WIDTH, PAGE_WIDTHS } from './leaflet-layout';
import { renderPage, type PageProduct } from './leaflet-render';
import { LeafletRepository, type LeafletRow, type LeafletWrite } from './leaflets.repository';

export const leafletMessages = {
  notFound: 'Volantino non trovato: potrebbe essere scaduto o non ancora disponibile.',
  fileNotFound: 'Pagina del volantino non trovata.',
};

/** The colours of the pages: a volantino in the shop's red, a member catalogue in its blue. */
const COLORS = { volantino: '#c62828', soci: '#1565c0' };

export interface LeafletFile {
  file: string;
  contentType: string;
  downloadName?: string;
  /** The file never changes under its name (a page's WebP variant): cached for a year. */
  immutable?: boolean;
}

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export class LeafletService {
  readonly repo: LeafletRepository;
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    db: Database,
    private readonly catalog: CatalogService,
    private readonly options: { filesDir: string; today?: () => Date },
  ) {
    this.repo = new LeafletRepository(db);
  }

  private today(): string {
    return romeDate(this.options.today?.() ?? new Date());
  }

  /** The leaflets valid today for the store's warehouse and delivery service (seed 002 §7). */
  async search(filter: { leafletTypeId?: number; warehouseId?: number; deliveryServiceId?: number }) {
    const rows = await this.repo.search({ day: this.today(), ...filter });
    return rows.map((r) => this.toDto(r));
  }

  /** A current leaflet by id or slug, with its pages and the products of each page. */
  async view(key: string): Promise<Leaflet> {
    return this.withPages(await this.current(key));
  }

  /** A leaflet (any status or validity) with its pages and hotspots. */
  async withPages(row: LeafletRow): Promise<Leaflet> {
    const pages = await this.repo.pages(row.leafletId);
    const ids = [...new Set(pages.flatMap((p) => p.products.map((x) => x.productId)))];
    const products = new Map(
      (await this.catalog.productsByIds(ids, await this.pricingOf(row))).map((p) => [p.productId, p]),
    );
    return {
      ...this.toDto(row),
      leafletPage: pages.map((p) => ({
        leafletPageId: p.leafletPageId,
        pageNumber: p.pageNumber,
        imageLocation: `${p.pageNumber}.png`,
        imageLocationSmall: `${p.pageNumber}-600.png`,
        imageSources: imageSources(p.pageNumber),
        products: p.products
          .filter((x) => products.has(x.productId))
          .map((x) => ({
            productId: x.productId,
            name: products.get(x.productId)!.name,
            slug: products.get(x.productId)!.slug,
            area: x.area,
          })),
      })),
    };
  }

  /**
   * The products of a current leaflet (or of one of its pages), listed, filtered and paged as
   * `products` lists them, with the prices of the pricing context (the customer's store).
   */
  async productSearch(
    key: string,
    query: ProductListQuery & { leaflet_page_number?: number },
    hash: string | string[] | undefined,
  ): Promise<ProductList> {
    const row = await this.current(key);
    const pages = await this.repo.pages(row.leafletId);
    const ids = [
      ...new Set(
        pages
          .filter(
            (p) => query.leaflet_page_number === undefined || p.pageNumber === query.leaflet_page_number,
          )
          .flatMap((p) => p.products.map((x) => x.productId)),
      ),
    ];
    const fallback = await this.pricingOf(row);
    const pricing = await this.catalog.pricingContext(hash, { warehouseId: fallback.warehouseId });
    const { leaflet_page_number: _page, ...rest } = query;
    return this.catalog.listProducts(rest, pricing, ids);
  }

  /** Writes a leaflet with its pages (the seed; later the staff upload). */
  async create(leaflet: LeafletWrite): Promise<number> {
    return this.repo.create(leaflet);
  }

  // ---- files: page images and the PDF, rendered once and kept under filesDir/leaflets/<id>/ ----

  /**
   * A file of a leaflet's folder: `<n>.png` (1200 px), `<n>-600.png`, `0.png` / `0-600.png` (the
   * first page, as clients fetch it), `<n>-<width>.webp` (ADR 0070) or `leaflet.pdf`. Undefined
   * when there is no such file.
   */
  async file(leafletId: number, name: string): Promise<LeafletFile | undefined> {
    const variant = parseVariantName(name);
    if (variant) return this.variant(leafletId, variant.pageNumber, name);
    const row = await this.repo.byKey({ leafletId });
    if (!row) return undefined;
    const dir = this.dirOf(leafletId);
    if (row.source === 'uploaded') {
      // An uploaded leaflet's files were written at upload (its PDF is the one uploaded).
      const m = /^(?:\d{1,3}(?:-600)?\.png|leaflet\.pdf)$/.exec(name);
      const file = path.join(dir, name);
      if (!m || !fs.existsSync(file)) return undefined;
      return name === 'leaflet.pdf'
        ? { file, contentType: 'application/pdf', downloadName: `${row.slug}.pdf` }
        : { file, contentType: 'image/png' };
    }
    if (name === 'leaflet.pdf') {
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) await this.once(`${leafletId}:pdf`, () => this.writePdf(row, file));
      return { file, contentType: 'application/pdf', downloadName: `${row.slug}.pdf` };
    }
    const m = /^(\d{1,3})(-600)?\.png$/.exec(name);
    if (!m) return undefined;
    const pageNumber = Math.max(1, Number(m[1]));
    if (pageNumber > row.pageCount) return undefined;
    const file = path.join(dir, name);
    if (!fs.existsSync(file))
      await this.once(`${leafletId}:${pageNumber}`, () => this.writePage(row, pageNumber));
    return { file, contentType: 'image/png' };
  }

  /**
   * A page's WebP variant: written with the page; a folder rasterised before the variants existed
   * gets them from the page's PNG on first request.
   */
  private async variant(
    leafletId: number,
    pageNumber: number,
    name: string,
  ): Promise<LeafletFile | undefined> {
    const file = path.join(this.dirOf(leafletId), name);
    if (!fs.existsSync(file)) {
      const png = await this.file(leafletId, `${pageNumber}.png`);
      if (!png) return undefined;
      if (!fs.existsSync(file))
        await this.once(`${leafletId}:${pageNumber}:webp`, () =>
          writeVariants(this.dirOf(leafletId), Math.max(1, pageNumber), fs.readFileSync(png.file)),
        );
      if (!fs.existsSync(file)) return undefined;
    }
    return { file, contentType: VARIANT_TYPE, immutable: true };
  }

  dirOf(leafletId: number): string {
    return path.join(this.options.filesDir, 'leaflets', String(leafletId));
  }

  /** One render at a time per key: concurrent requests for the same page wait for the same work. */
  private async once(key: string, work: () => Promise<void>): Promise<void> {
    let running = this.rendering.get(key);
    if (!running) {
      running = work().finally(() => this.rendering.delete(key));
      this.rendering.set(key, running);
    }
    await running;
  }

  private async writePage(row: LeafletRow, pageNumber: number): Promise<void> {
    const pages = await this.repo.pages(row.leafletId);
    const page = pages.find((p) => p.pageNumber === pageNumber);
    if (!page) throw AppError.notFound(leafletMessages.fileNotFound, 'error.leaflet.page_not_found');
    const pricing = await this.pricingOf(row);
    const products = await this.catalog.productsByIds(
      page.products.map((p) => p.productId),
      pricing,
    );
    const dir = this.dirOf(row.leafletId);
    fs.mkdirSync(dir, { recursive: true });
    const storeName = await this.storeName(row);
    const buffers = await renderPage(
      {
        title: row.title,
        storeName,
        color: row.leafletTypeId === LEAFLET_TYPE_VOLANTINO ? COLORS.volantino : COLORS.soci,
        validity: this.validityText(row),
        pageNumber,
        pageCount: row.pageCount,
        products: products.map((p): PageProduct => ({
          name: p.name,
          brand: p.shortDescr,
          format: p.description,
          priceCents: Math.round(p.priceDisplay * 100),
          standardCents:
            p.priceStandardDisplay !== undefined ? Math.round(p.priceStandardDisplay * 100) : null,
          bubble: p.warehousePromo?.view.bubble ?? '',
          perUnit:
            p.priceUmDisplay !== null && p.weightUnitDisplay
              ? `${new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(p.priceUmDisplay)}/${p.weightUnitDisplay}`
              : '',
          image: p.mediaURL.startsWith('/img/') ? p.mediaURL.slice('/img/'.length) : null,
        })),
      },
      {
        filesDir: this.options.filesDir,
        cacheDir: path.join(this.options.filesDir, 'leaflets'),
        widths: PAGE_WIDTHS,
      },
    );
    // Written under a temporary name and renamed: a reader never sees half a file.
    const names = PAGE_WIDTHS.map((w) => (w === 1200 ? `${pageNumber}.png` : `${pageNumber}-${w}.png`));
    const write = (name: string, data: Buffer) => {
      const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
      fs.writeFileSync(tmp, data);
      fs.renameSync(tmp, path.join(dir, name));
    };
    buffers.forEach((b, i) => {
      write(names[i]!, b);
      if (pageNumber === 1) write(names[i]!.replace(/^1/, '0'), b);
    });
    await writeVariants(dir, pageNumber, buffers[PAGE_WIDTHS.indexOf(1200)]!);
  }

  private async writePdf(row: LeafletRow, file: string): Promise<void> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(row.title);
    pdf.setCreator('Sporta');
    // A4 in points, the page images at their full width.
    const width = 595.28;
    const height = (width * PAGE_HEIGHT) / PAGE_WIDTH;
    for (let n = 1; n <= row.pageCount; n++) {
      const image = await this.file(row.leafletId, `${n}.png`);
      if (!image) continue;
      const png = await pdf.embedPng(fs.readFileSync(image.file));
      pdf.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
    }
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, await pdf.save());
    fs.renameSync(tmp, file);
  }

  // ---- helpers ----

  /** A leaflet valid today, by id or slug; a past, future or unknown one is not found. */
  private async current(key: string): Promise<LeafletRow> {
    const row = await this.repo.byKey(
      /^\d{1,9}$/.test(key) ? { leafletId: Number(key) } : { slug: key.toLowerCase() },
    );
    const today = this.today();
    if (!row || row.status !== 'published' || row.validFrom > today || row.validTo < today)
      throw AppError.notFound(leafletMessages.notFound, 'error.leaflet.not_found');
    return row;
  }

  /** The prices a leaflet's pages show: its store's first shop, on today's date inside the window. */
  private async pricingOf(row: LeafletRow): Promise<PricingContext> {
    const today = this.today();
    const date = today < row.validFrom ? row.validFrom : today > row.validTo ? row.validTo : today;
    const warehouses = await this.catalog.warehouses({ storeId: row.storeId });
    const shop = warehouses.find((w) => w.kind === 'store') ?? warehouses[0];
    return this.catalog.pricingContext(undefined, { warehouseId: shop?.warehouseId, date });
  }

  private async storeName(row: LeafletRow): Promise<string> {
    const warehouses = await this.catalog.warehouses({ storeId: row.storeId });
    const w = warehouses[0]
      ? await this.catalog.warehouse({ warehouseId: warehouses[0].warehouseId })
      : undefined;
    return w?.storeName ?? '';
  }

  private validityText(row: LeafletRow): string {
    return `Offerte valide dal ${dmy(row.validFrom)} al ${dmy(row.validTo)}`;
  }

  /** The leaflet as the API shows it, without its pages. */
  toDto(row: LeafletRow): Omit<Leaflet, 'leafletPage'> {
    const base = `/img/leaflets/${row.leafletId}/`;
    return {
      leafletId: row.leafletId,
      slug: row.slug,
      title: row.title,
      descr: row.description,
      description: row.description,
      leafletTypeId: row.leafletTypeId,
      storeId: row.storeId,
      media: [
        { formatTypeId: LEAFLET_COVER_FORMAT, mediaURL: `${base}0-600.png`, width: 600 },
        { formatTypeId: LEAFLET_COVER_FORMAT, mediaURL: `${base}0.png`, width: 1200 },
      ],
      baseLocation: base,
      location: leafletPath(row.leafletTypeId, row.slug),
      firstPagePreview: `${base}0-600.png`,
      fromDate: row.validFrom,
      toDate: row.validTo,
      validityText: this.validityText(row),
      pageCount: row.pageCount,
      warehouseIds: row.warehouseIds,
      deliveryServiceIds: row.deliveryServiceIds,
    };
  }
}
