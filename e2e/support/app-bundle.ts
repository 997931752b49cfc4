// The mobile app's single-page bundle (`npm run build:app`, the output Capacitor wraps), built
// once per worker and served from a local static server the way the app's web view loads it:
// every unknown path answers index.html, and the API paths are passed to the running Sporta
// (BASE_URL), as the device would call the shop's API. Only when a spec that uses it runs.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './app-server';
import { TUTORIAL_SEEN_KEY } from '@sporta/domain/tutorial';
import { test as base } from './fixtures';

const bundleDir = path.join(repoRoot, 'apps', 'web', 'build-app', 'client');
const apiPaths = /^\/(ebsn\/api|img|p\/wp-json)\//;
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function buildBundle(): void {
  const result = spawnSync('npm', ['run', 'build:app'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build:app failed:\n${result.stdout}\n${result.stderr}`);
}

function serveBundle(apiOrigin: string): Promise<http.Server> {
  const api = new URL(apiOrigin);
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (apiPaths.test(url)) {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = path.join(bundleDir, path.normalize(decodeURIComponent(url.split('?')[0]!)));
    try {
      if (!file.startsWith(bundleDir) || file === bundleDir || file.endsWith('/'))
        throw new Error('not a file');
      const body = await readFile(file);
      res
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res
        .writeHead(200, { 'content-type': types['.html']! })
        .end(await readFile(path.join(bundleDir, 'index.html')));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const test = base.extend<{ tutorialSeen: boolean; tutorialChoice: void }, { appBundleURL: string }>({
  // The first-launch tutorial (a modal) is marked as seen, unless a test wants to see it.
  tutorialSeen: [true, { option: true }],
  tutorialChoice: [
    async ({ page, tutorialSeen }, use) => {
      if (tutorialSeen) {
        const res = await fetch(`${process.env.BASE_URL}/p/wp-json/custom/v1/slides_by_id/1`);
        const slides = (await res.json()) as { id: number }[];
        const first = String(slides[0]?.id ?? '');
        await page.addInitScript(
          ([key, id]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, id);
          },
          [TUTORIAL_SEEN_KEY, first] as const,
        );
      }
      await use();
    },
    { auto: true },
  ],
  appBundleURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const apiOrigin = process.env.BASE_URL;
      if (!apiOrigin) throw new Error('BASE_URL is not set: the global setup did not start the app');
      buildBundle();
      const server = await serveBundle(apiOrigin);
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appBundleURL }, use) => use(appBundleURL),
});

export { expect } from './fixtures';
