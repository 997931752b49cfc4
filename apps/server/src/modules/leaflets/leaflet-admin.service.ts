// The leaflet editor's side (issue 24, ADR 0054): upload a leaflet as a PDF (rasterised here, kept
// as a draft), place the products on each page (hotspots), set validity, stores and services,
// publish or withdraw. One flow per change; a refused input changes nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  leafletSettingsFieldsSchema,
  type leafletHotspotsBodySchema,
  type Leaflet,
  type LeafletAdmin,
  type LeafletTargets,
} from '@sporta/contracts';
import { romeDate } from '@sporta/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { fieldMessage, issueMessage } from '../../platform/http';
import type { CatalogService } from '../catalog';
import { PAGE_WIDTHS } from './leaflet-layout';
import { writeVariants } from './leaflet-images';
import { LeafletPdfError, rasterisePdf } from './leaflet-pdf';
import type { LeafletRow, LeafletSettings } from './leaflets.repository';
import type { LeafletService } from './leaflets.service';

export const leafletAdminMessages = {
  notFound: 'Volantino non trovato.',
  noFile: 'Scegli il file PDF del volantino.',
  oneFile: 'Carica un solo file PDF per volta.',
  uploaded: (pages: number) =>
    `Volantino caricato: ${pages} ${pages === 1 ? 'pagina' : 'pagine'}. È una bozza: posiziona i prodotti e pubblicalo.`,
  saved: 'Dati del volantino salvati.',
  hotspotsSaved: (page: number, n: number) =>
    `Pagina ${page}: ${n} ${n === 1 ? 'prodotto collegato' : 'prodotti collegati'}.`,
  published: 'Volantino pubblicato: i clienti dei punti vendita scelti lo vedono nei giorni di validità.',
  unpublished: 'Volantino ritirato: torna bozza e i clienti non lo vedono più.',
  renderedPages:
    'Le pagine di questo volantino sono disegnate dal catalogo: i prodotti si cambiano dalle promozioni, non qui.',
  pageNotFound: (n: number, count: number) =>
    `La pagina ${n} non esiste: il volantino ha ${count} ${count === 1 ? 'pagina' : 'pagine'}.`,
  expired: 'La validità del volantino è già terminata: cambia le date prima di pubblicarlo.',
  productNotFound: (id: number) => `il prodotto ${id} non esiste o non è in vendita`,
  warehouseNotFound: (id: number) => `il punto vendita ${id} non esiste`,
  serviceNotFound: (id: number) => `il servizio ${id} non esiste`,
  mixedStores: 'i punti vendita scelti sono di cooperative diverse: un volantino vale per una sola',
  serviceOfOtherStore: (name: string) => `il servizio «${name}» è di un'altra cooperativa`,
};

/** A slug from a title: lowercase ASCII words joined by dashes. */
export function slugOf(title: string): string {
  const s = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return s || 'volantino';
}

const invalid = (message: string) => AppError.validation('error.validation', message);

export class LeafletAdminService {
  constructor(
    private readonly leaflets: LeafletService,
    private readonly catalog: CatalogService,
    /** The cooperatives with their delivery services (the delivery module's). */
    private readonly stores: () => Promise<
      { storeId: number; name: string; deliveryServices: { deliveryServiceId: number; name: string }[] }[]
    >,
    private readonly options: { filesDir: string; today?: () => Date },
  ) {}

  private get repo() {
    return this.leaflets.repo;
  }

  /** Every leaflet with its status, newest first. */
  async list(): Promise<LeafletAdmin[]> {
    return (await this.repo.all()).map((r) => ({
      ...this.leaflets.toDto(r),
      status: r.status,
      source: r.source,
    }));
  }

  /** One leaflet with its pages and hotspots, whatever its status or validity. */
  async view(leafletId: number): Promise<LeafletAdmin> {
    const row = await this.row(leafletId);
    const full: Leaflet = await this.leaflets.withPages(row);
    return { ...full, status: row.status, source: row.source };
  }

  /** The shops and services a leaflet can apply to, by cooperative. */
  async targets(): Promise<LeafletTargets> {
    const warehouses = await this.catalog.warehouses({});
    const stores = await this.stores();
    return {
      stores: stores.map((s) => ({ storeId: s.storeId, name: s.name })),
      warehouses: warehouses.map((w) => ({ warehouseId: w.warehouseId, storeId: w.storeId, name: w.name })),
      deliveryServices: stores.flatMap((st) =>
        st.deliveryServices.map((s) => ({
          deliveryServiceId: s.deliveryServiceId,
          storeId: st.storeId,
          name: s.name,
        })),
      ),
    };
  }

  /**
   * Uploads a leaflet: checks the fields and the targets, rasterises every page of the PDF, writes
   * the files under a temporary folder and the rows in one transaction, moving the folder into
   * place before the commit. A refused file or field leaves no row and no file.
   */
  async upload(
    fields: Record<string, unknown>,
    pdf: Buffer | null,
  ): Promise<{ leaflet: LeafletAdmin; message: string }> {
    const settings = await this.settings(fields);
    if (!pdf || pdf.length === 0) throw invalid(leafletAdminMessages.noFile);
    let pages: Buffer[][];
    try {
      pages = await rasterisePdf(pdf);
    } catch (e) {
      if (e instanceof LeafletPdfError)
        throw AppError.validation(`error.leaflet.pdf_${e.problem}`, e.message);
      throw e;
    }
    const root = path.join(this.options.filesDir, 'leaflets');
    const tmp = path.join(root, `.upload-${randomUUID()}`);
    let placed: string | null = null;
    try {
      fs.mkdirSync(tmp, { recursive: true });
      for (const [i, widths] of pages.entries()) {
        widths.forEach((png, k) => {
          const suffix = PAGE_WIDTHS[k] === 1200 ? '' : `-${PAGE_WIDTHS[k]}`;
          fs.writeFileSync(path.join(tmp, `${i + 1}${suffix}.png`), png);
          if (i === 0) fs.writeFileSync(path.join(tmp, `0${suffix}.png`), png);
        });
        // the WebP variants the viewer's srcset offers (ADR 0070)
        await writeVariants(tmp, i + 1, widths[PAGE_WIDTHS.indexOf(1200)]!);
      }
      fs.writeFileSync(path.join(tmp, 'leaflet.pdf'), pdf);
      const id = await this.repo.create(
        {
          ...settings,
          slug: await this.freeSlug(settings.title),
          description: '',
          pages: pages.map(() => ({ products: [] })),
          status: 'draft',
          source: 'uploaded',
        },
        async (leafletId) => {
          const dir = this.leaflets.dirOf(leafletId);
          // a folder left by an earlier database with the same id is not this leaflet's
          fs.rmSync(dir, { recursive: true, force: true });
          fs.renameSync(tmp, dir);
          placed = dir;
        },
      );
      return { leaflet: await this.view(id), message: leafletAdminMessages.uploaded(pages.length) };
    } catch (e) {
      fs.rmSync(tmp, { recursive: true, force: true });
      if (placed) fs.rmSync(placed, { recursive: true, force: true });
      throw e;
    }
  }

  /** Changes title, type, validity, shops and services. */
  async update(
    leafletId: number,
    fields: Record<string, unknown>,
  ): Promise<{ leaflet: LeafletAdmin; message: string }> {
    await this.row(leafletId);
    const settings = await this.settings(fields);
    await this.repo.updateSettings(leafletId, settings);
    return { leaflet: await this.view(leafletId), message: leafletAdminMessages.saved };
  }

  /** Replaces the products of one page of an uploaded leaflet. */
  async setHotspots(
    body: z.output<typeof leafletHotspotsBodySchema>,
  ): Promise<{ leaflet: LeafletAdmin; message: string }> {
    const row = await this.row(body.leaflet_id);
    if (row.source !== 'uploaded')
      throw AppError.business('error.leaflet.rendered', leafletAdminMessages.renderedPages);
    const pages = await this.repo.pages(row.leafletId);
    const page = pages.find((p) => p.pageNumber === body.page_number);
    if (!page)
      throw invalid(
        fieldMessage('page_number', leafletAdminMessages.pageNotFound(body.page_number, pages.length)),
      );
    const ids = [...new Set(body.hotspots.map((h) => h.product_id))];
    const pricing = await this.catalog.pricingContext(undefined, {});
    const found = new Set((await this.catalog.productsByIds(ids, pricing)).map((p) => p.productId));
    const missing = body.hotspots.findIndex((h) => !found.has(h.product_id));
    if (missing >= 0)
      throw invalid(
        fieldMessage(
          `hotspots.${missing}.product_id`,
          leafletAdminMessages.productNotFound(body.hotspots[missing]!.product_id),
        ),
      );
    await this.repo.setHotspots(
      page.leafletPageId,
      body.hotspots.map((h) => ({ productId: h.product_id, area: h.area })),
    );
    return {
      leaflet: await this.view(row.leafletId),
      message: leafletAdminMessages.hotspotsSaved(body.page_number, body.hotspots.length),
    };
  }

  /** Publishes (shoppers see it inside its validity) or withdraws (back to draft). */
  async publish(leafletId: number, published: boolean): Promise<{ leaflet: LeafletAdmin; message: string }> {
    const row = await this.row(leafletId);
    const today = romeDate(this.options.today?.() ?? new Date());
    if (published && row.validTo < today)
      throw AppError.business('error.leaflet.expired', leafletAdminMessages.expired);
    await this.repo.setStatus(leafletId, published ? 'published' : 'draft');
    return {
      leaflet: await this.view(leafletId),
      message: published ? leafletAdminMessages.published : leafletAdminMessages.unpublished,
    };
  }

  // ---- helpers ----

  private async row(leafletId: number): Promise<LeafletRow> {
    const row = await this.repo.byKey({ leafletId });
    if (!row) throw AppError.notFound(leafletAdminMessages.notFound, 'error.leaflet.not_found');
    return row;
  }

  /** The fields checked, and the shops and services checked against the catalogue. */
  private async settings(fields: Record<string, unknown>): Promise<LeafletSettings> {
    const parsed = leafletSettingsFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalid(issueMessage(parsed.error.issues[0]));
    const f = parsed.data;
    const targets = await this.targets();
    const stores = new Set<number>();
    for (const id of f.warehouse_ids) {
      const w = targets.warehouses.find((x) => x.warehouseId === id);
      if (!w) throw invalid(fieldMessage('warehouse_ids', leafletAdminMessages.warehouseNotFound(id)));
      stores.add(w.storeId);
    }
    if (stores.size > 1) throw invalid(fieldMessage('warehouse_ids', leafletAdminMessages.mixedStores));
    const storeId = [...stores][0]!;
    for (const id of f.delivery_service_ids) {
      const s = targets.deliveryServices.find((x) => x.deliveryServiceId === id);
      if (!s) throw invalid(fieldMessage('delivery_service_ids', leafletAdminMessages.serviceNotFound(id)));
      if (s.storeId !== storeId)
        throw invalid(fieldMessage('delivery_service_ids', leafletAdminMessages.serviceOfOtherStore(s.name)));
    }
    return {
      title: f.title,
      leafletTypeId: f.leaflet_type_id,
      storeId,
      validFrom: f.valid_from,
      validTo: f.valid_to,
      warehouseIds: f.warehouse_ids,
      deliveryServiceIds: f.delivery_service_ids,
    };
  }

  private async freeSlug(title: string): Promise<string> {
    const base = slugOf(title);
    for (let n = 1; n < 1000; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.repo.byKey({ slug }))) return slug;
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }
}
