// The order's document as a PDF (pdf-lib, standard Helvetica: no font files, no
// network): an invoice when the customer asked for one, otherwise the order
// summary. Lines with ordered and delivered quantities (and the options chosen for
// them), VAT split, totals.
import type { Order } from '@sporta/contracts';
import { selectedOptionsText } from '@sporta/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const fmt = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n);
const qty = (n: number, loose: boolean) =>
  loose ? `${n.toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg` : `${n} pz`;

/** Helvetica (WinAnsi) cannot draw every character: keep the Latin ones, replace the rest. */
function safe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?');
}

/**
 * `issued`: the invoice number, once the invoice is issued (the order delivered). An order that
 * asked for an invoice but is not delivered yet gets its summary, saying the invoice follows.
 */
export async function orderPdf(
  order: Order,
  customer: { name: string; email: string },
  issued?: { label: string; issuedAt: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const invoice = order.needInvoice && issued !== undefined;
  doc.setTitle(invoice ? `Fattura n. ${issued.label}` : `Riepilogo ordine n. ${order.orderId}`);
  doc.setAuthor('Sporta');
  doc.setLanguage('it-IT');
  doc.setCreationDate(new Date(order.createdAt));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([595.28, 841.89]);
  let y = 800;
  const left = 50;
  const write = (text: string, x: number, size = 10, f: PDFFont = font) => {
    page.drawText(safe(text), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  };
  const newLine = (step = 14) => {
    y -= step;
    if (y < 60) {
      page = doc.addPage([595.28, 841.89]);
      y = 800;
    }
  };

  write('Sporta - la spesa online', left, 16, bold);
  newLine(22);
  write(
    invoice
      ? `Fattura n. ${issued.label} del ${issued.issuedAt.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' })}`
      : `Riepilogo dell'ordine n. ${order.orderId}`,
    left,
    13,
    bold,
  );
  newLine(18);
  if (invoice) {
    write(`Relativa all'ordine n. ${order.orderId}`, left);
    newLine();
  } else if (order.needInvoice) {
    write('La fattura sarà emessa alla consegna, con il suo numero progressivo.', left);
    newLine();
  }
  write(
    `Data dell'ordine: ${new Date(order.createdAt).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' })}`,
    left,
  );
  newLine();
  write(
    `Consegna o ritiro: ${order.timeslot.date.split('-').reverse().join('/')} ${order.timeslot.beginTime}-${order.timeslot.endTime}`,
    left,
  );
  newLine();
  write(`Stato: ${order.orderStatusDescr} - Pagamento: ${order.paymentTypeDescr}`, left);
  newLine();
  write(`Cliente: ${customer.name} (${customer.email})`, left);
  newLine();
  if (invoice && order.billingData) {
    const b = order.billingData as Record<string, string>;
    const holder = b.companyName || `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim();
    write(`Intestatario: ${holder}`, left);
    newLine();
    if (b.vatNumber) {
      write(`Partita IVA: ${b.vatNumber}`, left);
      newLine();
    }
    if (b.fiscalCode) {
      write(`Codice fiscale: ${b.fiscalCode}`, left);
      newLine();
    }
    if (b.sdiCode || b.pec) {
      write(`Codice destinatario: ${b.sdiCode || '-'}   PEC: ${b.pec || '-'}`, left);
      newLine();
    }
    write(
      `Indirizzo: ${b.address1 ?? ''} ${b.addressNumber ?? ''}, ${b.postalcode ?? ''} ${b.city ?? ''} ${b.province ?? ''}`,
      left,
    );
    newLine();
  }
  newLine(10);
  write('Prodotto', left, 10, bold);
  write('Ordinato', 300, 10, bold);
  write('Consegnato', 370, 10, bold);
  write('IVA', 450, 10, bold);
  write('Importo', 490, 10, bold);
  newLine();
  for (const i of order.orderItems) {
    // a substituted line is the product delivered; a missing one says so, at 0 € (ADR 0061)
    const shown = i.substitute?.name ?? i.name;
    write(shown.length > 48 ? `${shown.slice(0, 47)}...` : shown, left);
    write(qty(i.quantity, i.loose), 300);
    write(
      i.pickOutcome === 'missing'
        ? 'Mancante'
        : i.deliveredQuantity === null
          ? '-'
          : qty(i.deliveredQuantity, i.loose),
      370,
    );
    write(`${i.vatPct}%`, 450);
    write(fmt(i.finalGrossTotal ?? i.grossTotal), 490);
    newLine();
    if (i.substitute && i.pickNote) {
      const price = `${fmt(i.substitute.unitPrice)}${i.loose ? '/kg' : ''}`;
      const note = `${i.pickNote} (${price})`;
      write(note.length > 100 ? `${note.slice(0, 99)}...` : note, left + 8, 8);
      newLine(12);
    }
    // the product promotion that priced the line ('3x2: -3,39 €'), under its name
    if (i.promotion) {
      write(
        `${i.promotion.label}: -${fmt(i.promotion.amount)} (prezzo pieno ${fmt(i.listTotal)})`,
        left + 8,
        8,
      );
      newLine(12);
    }
    // the options chosen for the line ('Taglio: A fette'), under its name
    const options = selectedOptionsText(i.selectedOptions);
    if (options) {
      write(options.length > 60 ? `${options.slice(0, 59)}...` : options, left + 8, 8);
      newLine(12);
    }
  }
  newLine(8);
  const row = (label: string, value: number, f: PDFFont = font) => {
    write(label, 300, 10, f);
    write(fmt(value), 490, 10, f);
    newLine();
  };
  // Every figure below comes from the order's priced document (after picking when picked):
  // the rows add up to the total (ADR 0021).
  const pricing = order.finalPricing ?? order.pricing;
  row('Prodotti', pricing.itemsTotal);
  for (const a of pricing.adjustments.filter(
    (x) => x.applied && x.kind !== 'delivery_promotion' && x.amount > 0,
  ))
    row(`Sconto ${a.code ? `${a.code} - ` : ''}${a.label}`.slice(0, 40), -a.amount);
  if (pricing.deliveryFeeStandard || pricing.deliveryFee)
    row(
      pricing.deliveryFee < pricing.deliveryFeeStandard ? 'Consegna (promozione)' : 'Consegna',
      pricing.deliveryFee,
    );
  if (pricing.fastSurcharge) row('Supplemento FAST', pricing.fastSurcharge);
  if (pricing.packagingCost) row(`Buste (${pricing.bagCount})`, pricing.packagingCost);
  for (const v of pricing.vatTaxables) {
    write(`Imponibile IVA ${v.vatPct}%: ${fmt(v.netTotal)} - imposta ${fmt(v.vatTotal)}`, left);
    newLine();
  }
  if (order.finalPricing) {
    row('Totale ordinato', order.pricing.total);
    row('Totale finale (pesi reali)', order.finalPricing.total, bold);
  } else row('Totale', order.pricing.total, bold);
  if (pricing.savings > 0) row('Hai risparmiato', pricing.savings);
  row('Importo pre-autorizzato', order.preAuthorisedAmount);
  row('Importo addebitato', order.capturedAmount, bold);
  newLine(10);
  write('Documento generato da Sporta. Prezzi IVA inclusa.', left, 8);
  return doc.save();
}
