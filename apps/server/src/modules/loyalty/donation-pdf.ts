// A donation receipt as a PDF (pdf-lib, standard Helvetica: no font files, no network).
import type { DonationReceipt } from '@sporta/contracts';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Helvetica (WinAnsi) cannot draw every character: keep the Latin ones, replace the rest. */
function safe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?');
}

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    new Date(iso),
  );

export async function donationPdf(r: DonationReceipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Ricevuta di donazione n. ${r.receiptNumber}`);
  doc.setAuthor(safe(r.storeName));
  doc.setLanguage('it-IT');
  doc.setCreationDate(new Date(r.date));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  let y = 780;
  const line = (text: string, size = 12, f = font) => {
    page.drawText(safe(text), { x: 56, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 10;
  };
  line(r.storeName, 16, bold);
  y -= 10;
  line(`Ricevuta di donazione n. ${r.receiptNumber}`, 20, bold);
  line(`Data: ${dateText(r.date)}`);
  y -= 10;
  line(`Progetto: ${r.projectName}`);
  line(`Beneficiario: ${r.beneficiary}`);
  line(`Carta fedeltà: ${r.fidelityCard}`);
  line(`Punti donati: ${r.points}`, 14, bold);
  y -= 20;
  line('Grazie: la cooperativa versa al beneficiario il controvalore dei punti donati dai soci.', 10);
  return doc.save();
}
