// The module files of each route of the web app before it is interactive, from the React Router
// build manifest (build/client/assets/manifest-*.js): the entry module, the root, and every
// route module of the match with their static imports. Lazy chunks (dialogs, drawer, toasts)
// load later and are not among them. bench:web checks them against the served page (page-js.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the web app first`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as Manifest;
}

/** Route ids from the root to `routeId`. */
function chain(manifest: Manifest, routeId: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  let current: ManifestRoute | undefined = manifest.routes[routeId];
  while (current) {
    out.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return out;
}

/** The entry, the root and the matched route modules with their static imports. */
export function routeFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain(manifest, routeId)) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  return [...files];
}
