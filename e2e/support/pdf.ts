// Reading what a PDF made by pdf-lib says: its Helvetica text is written as hex strings
// inside (deflated) content streams.
import zlib from 'node:zlib';

/** Whether `text` (Latin characters) is drawn on one of the PDF's pages. */
export function pdfHasText(pdf: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return pdf
    .toString('latin1')
    .split('stream')
    .slice(1)
    .some((chunk) => {
      const body = Buffer.from(chunk.replace(/^\r?\n/, '').split('endstream')[0]!, 'latin1');
      let plain: string;
      try {
        plain = zlib.inflateSync(body).toString('latin1');
      } catch {
        plain = body.toString('latin1');
      }
      return plain.toUpperCase().includes(hex);
    });
}
