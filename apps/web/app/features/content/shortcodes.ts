// Forms embedded in content (seed 002 §1 "static text (which may embed forms)", ADR 0065): a page's
// or a static-text block's HTML holds WordPress's shortcode `[ninja_form id=N]`, usually alone in
// its paragraph. The HTML is cut around each shortcode, so that the route's form part renders the
// form there; the shortcode's own text never shows.

export type ContentPart = { kind: 'html'; html: string } | { kind: 'form'; formId: number };

// The shortcode (id quoted or not, other attributes ignored), with the paragraph that holds only it.
const ONE = String.raw`\[ninja_form\s+[^\]]*?\bid\s*=\s*["'“”]?(\d{1,10})["'“”]?[^\]]*\]`;
const SHORTCODE = new RegExp(String.raw`<p>\s*${ONE}\s*</p>|${ONE}`, 'gi');

/** The HTML cut into pieces of HTML and forms, in order; empty pieces of HTML are dropped. */
export function splitShortcodes(html: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  const pushHtml = (piece: string) => {
    if (piece.trim() !== '') parts.push({ kind: 'html', html: piece });
  };
  for (const m of html.matchAll(SHORTCODE)) {
    pushHtml(html.slice(last, m.index));
    const formId = Number(m[1] ?? m[2]);
    if (Number.isSafeInteger(formId) && formId > 0) parts.push({ kind: 'form', formId });
    last = m.index + m[0].length;
  }
  pushHtml(html.slice(last));
  return parts;
}
