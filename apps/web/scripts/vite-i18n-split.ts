// The Italian catalogue in two parts (ADR 0016): the messages the entry pages can show before a
// user opens anything (`virtual:sporta/messages-entry`, loaded with the entry) and the rest
// (`virtual:sporta/messages-rest`, loaded with MUI's scope and after hydration). `app/i18n/it.json`
// stays the one catalogue; the split is computed at build time from the entry graph
// (`entry-graph.ts`): every string literal of an entry module that names a message keeps it with
// the entry, a literal ending in '.' that starts message keys (`t(\`product.${reason}\`)`) keeps
// all of them; the API codes (`codes`) always go with the entry, since the request layer
// translates whatever code an answer carries. The server and the dev server get the whole
// catalogue as the entry part.
// An entry page of its own (`ownEntryPages`: the leaflet viewer, ADR 0068) gets the messages it names
// beyond the entry's in a part of its own, `virtual:sporta/messages-page/<page>`, which its route
// module adds: the other pages do not carry them. They stay in the rest too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { entryGraph, ownEntryPages, sharedMessageModules } from './entry-graph';

export type Catalogue = { [key: string]: string | Catalogue };

/** Prefixes kept with the entry whatever the sources say. */
const alwaysWithEntry = ['codes.'];

const ENTRY_ID = 'virtual:sporta/messages-entry';
const REST_ID = 'virtual:sporta/messages-rest';
const PAGE_PREFIX = 'virtual:sporta/messages-page/';

/** Every message of the catalogue by its dotted path (plural forms keep their suffix). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The string literals of a source file (template literals up to their first `${`). */
export function stringLiterals(source: string, fileName = 'module.tsx'): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return out;
}

/** The message paths that the literals name: keys, plural bases, prefixes ending in '.'. */
export function keysNamedBy(literals: Iterable<string>, paths: Iterable<string>): Set<string> {
  const all = [...paths];
  const known = new Set(all);
  const keep = new Set<string>();
  for (const literal of literals) {
    if (!literal.includes('.')) continue;
    if (known.has(literal)) keep.add(literal);
    for (const form of ['_one', '_other']) if (known.has(`${literal}${form}`)) keep.add(`${literal}${form}`);
    if (literal.endsWith('.')) for (const p of all) if (p.startsWith(literal)) keep.add(p);
  }
  return keep;
}

/** The catalogue cut in two by message path: `entry` holds `keep`, `rest` everything else. */
export function split(catalogue: Catalogue, keep: Set<string>): { entry: Catalogue; rest: Catalogue } {
  const cut = (node: Catalogue, prefix: string, inEntry: boolean): Catalogue => {
    const out: Catalogue = {};
    for (const [key, value] of Object.entries(node)) {
      const p = `${prefix}${key}`;
      if (typeof value === 'string') {
        if (keep.has(p) === inEntry) out[key] = value;
      } else {
        const sub = cut(value, `${p}.`, inEntry);
        if (Object.keys(sub).length) out[key] = sub;
      }
    }
    return out;
  };
  return { entry: cut(catalogue, '', true), rest: cut(catalogue, '', false) };
}

/** The message paths the string literals of `modules`' graph name. */
function keysOfGraph(appDir: string, modules: string[], paths: Iterable<string>): Set<string> {
  const literals: string[] = [];
  for (const file of entryGraph(appDir, 'unscoped', modules).modules.keys())
    literals.push(...stringLiterals(readFileSync(file, 'utf8'), file));
  return keysNamedBy([...literals, ...alwaysWithEntry], paths);
}

/** The split of the app's catalogue for its entry graph, with the own parts of some pages. */
export function splitCatalogue(appDir: string): {
  entry: Catalogue;
  rest: Catalogue;
  keys: Set<string>;
  pages: Record<string, Catalogue>;
} {
  const catalogue = JSON.parse(readFileSync(path.join(appDir, 'i18n', 'it.json'), 'utf8')) as Catalogue;
  const paths = [...flatten(catalogue).keys()];
  const keys = keysOfGraph(appDir, sharedMessageModules, paths);
  const pages: Record<string, Catalogue> = {};
  for (const [page, module] of Object.entries(ownEntryPages)) {
    const own = new Set([...keysOfGraph(appDir, [module], paths)].filter((k) => !keys.has(k)));
    pages[page] = split(catalogue, own).entry;
  }
  return { ...split(catalogue, keys), keys, pages };
}

export function i18nSplit(appDir: string): Plugin {
  let whole = false;
  // Both parts come from one split, computed once per build.
  let parts: ReturnType<typeof splitCatalogue> | undefined;
  return {
    name: 'sporta:i18n-split',
    configResolved(config) {
      // The dev server keeps everything with the entry: no stale split while files change.
      whole = config.command === 'serve';
    },
    buildStart() {
      parts = undefined;
    },
    resolveId(id) {
      return id === ENTRY_ID || id === REST_ID || id.startsWith(PAGE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id, options) {
      if (id.startsWith(`\0${PAGE_PREFIX}`)) {
        const page = id.slice(PAGE_PREFIX.length + 1);
        // The server and the dev server hold the whole catalogue in the entry part.
        if (whole || options?.ssr) return 'export default {};\n';
        parts ??= splitCatalogue(appDir);
        const own = parts.pages[page];
        if (!own)
          this.error(`no messages of their own for the page '${page}' (entry-graph.ts ownEntryPages)`);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(own))});\n`;
      }
      if (id !== `\0${ENTRY_ID}` && id !== `\0${REST_ID}`) return undefined;
      const file = path.join(appDir, 'i18n', 'it.json');
      this.addWatchFile(file);
      const isEntry = id === `\0${ENTRY_ID}`;
      const module = (json: string, complete?: boolean) =>
        `${complete === undefined ? '' : `export const complete = ${complete};\n`}export default JSON.parse(${JSON.stringify(json)});\n`;
      if (whole || options?.ssr) return isEntry ? module(readFileSync(file, 'utf8'), true) : module('{}');
      parts ??= splitCatalogue(appDir);
      const { entry, rest } = parts;
      return isEntry ? module(JSON.stringify(entry), false) : module(JSON.stringify(rest));
    },
  };
}
