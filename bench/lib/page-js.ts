// The JavaScript a server-rendered page makes the browser evaluate before it is interactive, read
// off the page itself: the module files it preloads or imports (gzipped one by one from the
// build, as they are served) and its inline scripts. Inline scripts that only carry the loaders'
// data (React Router's `streamController.enqueue(...)`) and JSON-LD are counted apart, as data.
// With lazy route discovery the page holds the routes it matched inline and the browser never
// fetches the whole route manifest file, so that file is not counted; when a page imports it,
// it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageJs {
  /** Module files, as paths under the client build (`/assets/…`). */
  files: string[];
  fileGzipBytes: number;
  inlineGzipBytes: number;
  /** Inline loader data and JSON-LD, not code. */
  dataGzipBytes: number;
  /** Module files plus inline code: the figure held against the budget. */
  gzipBytes: number;
}

const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

export function pageJs(html: string, clientDir: string): PageJs {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = m[0].match(/\bhref="([^"]+)"/)?.[1];
    if (href) files.add(href);
  }
  let inlineGzipBytes = 0;
  let dataGzipBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = m;
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) {
      files.add(src);
      continue;
    }
    if (!body.trim()) continue;
    if (
      /application\/ld\+json/.test(attributes) ||
      /^\s*window\.__reactRouterContext\.streamController\.(enqueue|close)\(/.test(body)
    ) {
      dataGzipBytes += gz(body);
      continue;
    }
    inlineGzipBytes += gz(body);
    for (const i of body.matchAll(/\bimport\s*(?:[^'"]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) files.add(i[1]!);
  }
  let fileGzipBytes = 0;
  for (const f of files) fileGzipBytes += gz(readFileSync(path.join(clientDir, f.replace(/^\//, ''))));
  return {
    files: [...files].sort(),
    fileGzipBytes,
    inlineGzipBytes,
    dataGzipBytes,
    gzipBytes: fileGzipBytes + inlineGzipBytes,
  };
}
