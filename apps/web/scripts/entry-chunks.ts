// The browser build's chunks for the entry pages (ADR 0016). Rollup's own chunking makes one
// chunk per set of importers — every lazy dialog and every other route counts as an importer —
// which splits the entry pages' code into about forty files, and its small-chunk merging
// (`experimentalMinChunkSize`) joins them again by loading other pages' code on the entry pages.
// Here each module the entry pages load is named by the entry pages that load it: `entry` for
// what all three load (the framework, the shell), `entry-home`, `entry-category-product`… for the
// rest. So an entry page loads a handful of files holding its own code and nothing else.
// Everything else (dialogs, other routes) is left to Rollup. Only static imports count: dynamic
// `import()` loads later.
import path from 'node:path';
import type { Rollup } from 'vite';
import { entryPages as pages, ownEntryPages, shellModules as shell } from './entry-graph';

type GetModuleInfo = Rollup.GetModuleInfo;

function reach(roots: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The chunk of each module the entry pages load, by the pages that load it. */
export function chunkNames(appDir: string, getModuleInfo: GetModuleInfo): Map<string, string> {
  // React Router loads route modules as `<file>?__react-router-build-client-route`.
  const abs = (file: string) => {
    const plain = path.join(appDir, file);
    const route = `${plain}?__react-router-build-client-route`;
    return getModuleInfo(route) ? route : plain;
  };
  const common = reach(shell.map(abs), getModuleInfo);
  const byPage = Object.entries(pages).map(([page, route]) => ({
    page,
    loads: reach([abs(route)], getModuleInfo),
  }));
  const names = new Map<string, string>();
  for (const { loads } of byPage)
    for (const id of loads) {
      if (names.has(id)) continue;
      const loaders = common.has(id) ? [] : byPage.filter((p) => p.loads.has(id)).map((p) => p.page);
      names.set(
        id,
        loaders.length === 0 || loaders.length === byPage.length ? 'entry' : `entry-${loaders.join('-')}`,
      );
    }
  for (const id of common) names.set(id, 'entry');
  // An entry page of its own (ADR 0068) adds a chunk of what only it loads; what it shares with
  // the entry pages stays where they have it, so that they load nothing more for it.
  for (const [page, route] of Object.entries(ownEntryPages))
    for (const id of reach([abs(route)], getModuleInfo)) if (!names.has(id)) names.set(id, `entry-${page}`);
  // The entry and route modules stay chunks of their own: React Router loads each by its file.
  for (const file of [...shell, ...Object.values(pages), ...Object.values(ownEntryPages)])
    names.delete(abs(file));
  return names;
}

/** The chunks `entryChunks` names: what the entry pages load before they are interactive. */
export function isEntryPageChunk(name: string): boolean {
  return name === 'entry' || name.startsWith('entry-');
}

export function entryChunks(
  appDir: string,
): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let names: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    names ??= chunkNames(appDir, getModuleInfo);
    return names.get(id);
  };
}
