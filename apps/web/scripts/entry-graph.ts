// The entry pages' module graph: the modules the browser evaluates for the shell, home, a
// category and a product page. Two users, one walk:
// - `app/entry-pages.test.ts` (ADR 0015) fails when an entry page reaches MUI or emotion through
//   static imports (`dynamic: 'none'`): what loads before the page is interactive;
// - the catalogue split (`vite-i18n-split.ts`, ADR 0016) keeps with the entry the messages every
//   such module can show without a user action opening MUI's scope (`dynamic: 'unscoped'`: also the
//   modules loaded by a plain `import()`, such as the cookie consent banner). Modules loaded inside
//   `scoped(() => import(...))` or `lazyDialog(() => import(...))` are not followed: they come
//   with MUI's scope, which brings the rest of the catalogue; neither is a module that imports
//   `i18n/rest-messages` itself, nor one (other than an entry page's route) that adds a page's
//   own messages (`virtual:sporta/messages-page/…`).
// `import type` is never followed: it loads nothing.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The modules every page loads: the browser's entry, the root and the shop's layout. */
export const shellModules = ['entry.client.tsx', 'root.tsx', 'routes/shop-layout.tsx'];
/** The entry pages by the route module that makes each. */
export const entryPages = {
  home: 'routes/home.tsx',
  category: 'routes/category.tsx',
  product: 'routes/product.tsx',
};
/**
 * Entry pages of their own (ADR 0068): like the entry pages, no MUI before they are interactive;
 * what only they load is in a chunk named after them (`entry-leaflet`), what they share with the
 * entry pages stays in those pages' chunks, and the messages only they show come with their own
 * route module (`virtual:sporta/messages-page/<page>`), so that the entry pages carry none of it.
 */
export const ownEntryPages = {
  // the leaflet viewer: its first page server-rendered, flipping loaded on use
  leaflet: 'routes/leaflet.tsx',
};
/** The modules whose messages travel with the entry every page loads. */
export const sharedMessageModules = [...shellModules, ...Object.values(entryPages)];
export const entryModules = [...sharedMessageModules, ...Object.values(ownEntryPages)];

export interface EntryGraph {
  /** Every module of ours in the graph (absolute path) with the import chain that reached it. */
  modules: Map<string, string[]>;
  /** Every package import (bare specifier) with the chain of the module importing it. */
  packages: { specifier: string; chain: string[] }[];
}

const staticPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const dynamicPattern = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const scopedPattern = /\b(?:scoped|lazyDialog)\s*(?:<[^()]*>)?\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
}

function importsOf(source: string, dynamic: 'none' | 'unscoped'): string[] {
  const out = [...source.matchAll(staticPattern)].map((m) => m[1]!);
  if (dynamic === 'unscoped') {
    const scoped = new Set([...source.matchAll(scopedPattern)].map((m) => m[1]!));
    for (const m of source.matchAll(dynamicPattern)) if (!scoped.has(m[1]!)) out.push(m[1]!);
  }
  return out;
}

export function entryGraph(
  appDir: string,
  dynamic: 'none' | 'unscoped',
  entries: string[] = entryModules,
): EntryGraph {
  const modules = new Map<string, string[]>();
  const packages: EntryGraph['packages'] = [];
  const walk = (file: string, chain: string[]) => {
    if (modules.has(file)) return;
    const source = readFileSync(file, 'utf8');
    // A module that completes the catalogue itself (MUI's scope), or adds an entry page's own
    // messages (`virtual:sporta/messages-page/…`, ADR 0070: the home's leaflet viewer block), is
    // not the entry's.
    if (
      dynamic === 'unscoped' &&
      chain.length &&
      (/import\s+['"][^'"]*i18n\/rest-messages['"]/.test(source) ||
        /from\s+['"]virtual:sporta\/messages-page\//.test(source))
    )
      return;
    const here = [...chain, path.relative(appDir, file)];
    modules.set(file, here);
    for (const specifier of importsOf(source, dynamic)) {
      if (!specifier.startsWith('.')) {
        packages.push({ specifier, chain: here });
        continue;
      }
      if (/\.(css|json)$/.test(specifier)) continue;
      const next = resolveLocal(file, specifier);
      if (next) walk(next, here);
    }
  };
  for (const entry of entries) walk(path.join(appDir, entry), []);
  return { modules, packages };
}
