// Rasterising an uploaded leaflet PDF (issue 24, ADR 0054) with MuPDF compiled to WebAssembly (the
// `mupdf` npm package: no native build, nothing fetched). Each page is fitted, centred, on a white
// page of the leaflet's own proportions (PAGE_WIDTH × PAGE_HEIGHT, A4), so the hotspot fractions
// mean the same on an uploaded page as on a rendered one and the viewer needs no other size.
import type * as MuPdf from 'mupdf';
import { PAGE_HEIGHT, PAGE_WIDTH, PAGE_WIDTHS } from './leaflet-layout';

/** The largest PDF accepted, in bytes, and the most pages. */
export const LEAFLET_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const LEAFLET_PDF_MAX_PAGES = 48;

export const leafletPdfMessages = {
  notPdf: 'Il file non è un PDF: carica il volantino in formato PDF.',
  tooBig: `Il PDF è troppo grande: il limite è ${LEAFLET_PDF_MAX_BYTES / 1024 / 1024} MB.`,
  encrypted: 'Il PDF è protetto da password: carica una copia senza protezione.',
  malformed: 'Il PDF è danneggiato o illeggibile: esportalo di nuovo e riprova.',
  noPages:
    'Il PDF non contiene pagine leggibili (potrebbe essere danneggiato): esportalo di nuovo e riprova.',
  tooManyPages: `Il PDF ha troppe pagine: al massimo ${LEAFLET_PDF_MAX_PAGES}.`,
};

export type PdfProblem = keyof typeof leafletPdfMessages;

export class LeafletPdfError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(leafletPdfMessages[problem]);
  }
}

/** A PDF starts with `%PDF-` (within its first KB, as readers allow). */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** The PNGs of every page, one per width of PAGE_WIDTHS ([600 px, 1200 px] for page 1, 2, …). */
export async function rasterisePdf(data: Uint8Array): Promise<Buffer[][]> {
  if (data.length > LEAFLET_PDF_MAX_BYTES) throw new LeafletPdfError('tooBig');
  if (!looksLikePdf(data)) throw new LeafletPdfError('notPdf');
  const mupdf = await import('mupdf');
  let doc: MuPdf.Document;
  try {
    doc = mupdf.Document.openDocument(data, 'application/pdf');
  } catch {
    throw new LeafletPdfError('malformed');
  }
  try {
    if (doc.needsPassword()) throw new LeafletPdfError('encrypted');
    let count: number;
    try {
      count = doc.countPages();
    } catch {
      throw new LeafletPdfError('malformed');
    }
    if (count < 1) throw new LeafletPdfError('noPages');
    if (count > LEAFLET_PDF_MAX_PAGES) throw new LeafletPdfError('tooManyPages');
    const pages: Buffer[][] = [];
    for (let i = 0; i < count; i++) {
      try {
        pages.push(renderPage(mupdf, doc, i));
      } catch {
        throw new LeafletPdfError('malformed');
      }
    }
    return pages;
  } finally {
    doc.destroy();
  }
}

function renderPage(mupdf: typeof MuPdf, doc: MuPdf.Document, index: number): Buffer[] {
  const page = doc.loadPage(index);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const w = x1 - x0;
    const h = y1 - y0;
    if (!(w > 0 && h > 0)) throw new Error('empty page');
    return PAGE_WIDTHS.map((width) => {
      const height = Math.round((width * PAGE_HEIGHT) / PAGE_WIDTH);
      const scale = Math.min(width / w, height / h);
      const dx = (width - w * scale) / 2 - x0 * scale;
      const dy = (height - h * scale) / 2 - y0 * scale;
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
      try {
        pixmap.clear(255);
        const device = new mupdf.DrawDevice(
          mupdf.Matrix.concat(mupdf.Matrix.scale(scale, scale), mupdf.Matrix.translate(dx, dy)),
          pixmap,
        );
        try {
          page.run(device, mupdf.Matrix.identity);
          device.close();
        } finally {
          device.destroy();
        }
        return Buffer.from(pixmap.asPNG());
      } finally {
        pixmap.destroy();
      }
    });
  } finally {
    page.destroy();
  }
}
