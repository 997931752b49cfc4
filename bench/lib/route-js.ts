// JavaScript shipped to each route of the web app before it is interactive: the entry module,
// the root, and every route module of the match with their static imports, gzipped, from the
// React Router build manifest (build/client/assets/manifest-*.js). Lazy chunks (dialogs,
// drawer, toasts) load later and are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

export interface RouteJs {
  routeId: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export function routeJs(clientDir: string, routeId: string, manifest = readManifest(clientDir)): RouteJs {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain(manifest, routeId)) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const content = readFileSync(path.join(clientDir, f));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  // The manifest itself is a script too.
  const assets = path.join(clientDir, 'assets');
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))!;
  const m = readFileSync(path.join(assets, manifestFile));
  rawBytes += m.length;
  gzipBytes += gzipSync(m, { level: 9 }).length;
  return { routeId, files: files.size + 1, rawBytes, gzipBytes };
}
