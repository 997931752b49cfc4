// HTML of pages and posts is sanitised on the way in (issue 23): whatever an editor, an import or
// a seed file sends, what is stored — and so what the storefront renders — holds no script, no
// event handler, no javascript: URL, no style or frame. sanitize-html (a kept library) does it with
// an allow-list; links that open a new window get rel="noopener noreferrer".
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'details',
    'summary',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'title'],
    h2: ['id'],
    h3: ['id'],
    details: ['class', 'open'],
    section: ['class'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === '_blank')
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      const { target: _target, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/** The stored form of an HTML body or excerpt. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Plain text (titles, SEO fields, validity text): no markup at all, stored unescaped. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text escaped for an HTML context (WordPress's `*.rendered` fields are HTML). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`,
  );
}
