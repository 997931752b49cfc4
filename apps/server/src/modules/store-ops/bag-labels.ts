// Bag labels of a picked order (issue 26, ADR 0055): one A6 page per bag with the order number,
// the customer, the slot, the service, "Sacchetto k di n" and a Code 128 barcode of the order
// number (drawn by bwip-js as a PNG, laid out with pdf-lib's standard Helvetica: no font files).
import { toBuffer } from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface BagLabelOrder {
  orderId: number;
  customer: string;
  /** YYYY-MM-DD */
  date: string;
  beginTime: string;
  endTime: string;
  serviceName: string;
}

/** Helvetica (WinAnsi) cannot draw every character: keep the Latin ones, replace the rest. */
function safe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?');
}

/** The text lines of bag `k` of `n` (also what a test reads back). */
export function bagLabelLines(order: BagLabelOrder, k: number, n: number): string[] {
  const [y, m, d] = order.date.split('-');
  return [
    `Ordine n. ${order.orderId}`,
    order.customer,
    `${d}/${m}/${y} ${order.beginTime}-${order.endTime}`,
    order.serviceName,
    `Sacchetto ${k} di ${n}`,
  ];
}

export async function bagLabelsPdf(order: BagLabelOrder, bags: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Etichette ordine n. ${order.orderId}`);
  doc.setAuthor('Sporta');
  doc.setLanguage('it-IT');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const png = await toBuffer({
    bcid: 'code128',
    text: String(order.orderId),
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
    // the quiet zone a scanner needs on both sides, white
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
  const barcode = await doc.embedPng(png);
  const [w, h] = [297.64, 419.53]; // A6
  for (let k = 1; k <= bags; k++) {
    const page = doc.addPage([w, h]);
    let y = h - 48;
    bagLabelLines(order, k, bags).forEach((line, i) => {
      const size = i === 0 || i === 4 ? 20 : 13;
      page.drawText(safe(line), {
        x: 24,
        y,
        size,
        font: i === 0 || i === 4 ? bold : font,
        color: rgb(0, 0, 0),
        maxWidth: w - 48,
      });
      y -= size + 14;
    });
    const width = w - 48;
    const height = (barcode.height / barcode.width) * width;
    page.drawImage(barcode, { x: 24, y: 32, width, height: Math.min(height, y - 48) });
  }
  return doc.save();
}
