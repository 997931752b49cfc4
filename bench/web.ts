// Page performance of the storefront: Lighthouse (mobile profile, simulated throttling) on the
// home, a category and a product page of the production build, started as the README starts
// it, plus the gzipped JavaScript each page makes the browser evaluate before it is interactive
// (lib/page-js.ts: the module files the served page preloads and its inline code; the inline
// loader data is printed apart).
// Figures only: this never fails on a slow machine. BASE_URL uses an app already running.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, repoRoot, startApp, type RunningApp } from '../e2e/support/app-server';
import { pageJs } from './lib/page-js';
import { readManifest, routeFiles } from './lib/route-js';

const JS_BUDGET_KB = 150;

interface Row {
  page: string;
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  inlineKb: number;
  dataKb: number;
  files: number;
}

async function pickUrls(baseURL: string) {
  const tree = (await (await fetch(`${baseURL}/ebsn/api/category`)).json()) as {
    data: { categories: { categoryId: number; slug: string }[] };
  };
  const department = tree.data.categories[0]!;
  const list = (await (
    await fetch(`${baseURL}/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=1`)
  ).json()) as { data: { products: { slug: string }[] } };
  return [
    { page: 'home', routeId: 'home', url: '/' },
    { page: 'category', routeId: 'category', url: `/${department.slug}` },
    { page: 'product', routeId: 'product', url: `/product/${list.data.products[0]!.slug}` },
  ];
}

async function main() {
  let app: RunningApp | undefined;
  const baseURL = process.env.BASE_URL ?? (app = await startApp()).baseURL;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const clientDir = path.join(repoRoot, 'apps', 'web', 'build', 'client');
  const rows: Row[] = [];
  const manifest = readManifest(clientDir);
  try {
    for (const target of await pickUrls(baseURL)) {
      // One warm-up load so the server's first-request costs do not count; its HTML is what the
      // JavaScript figure is read from.
      const html = await (await fetch(`${baseURL}${target.url}`)).text();
      const js = pageJs(html, clientDir);
      // The page's module files are the route's in the build manifest (what web-breakdown.ts reads).
      const expected = routeFiles(manifest, target.routeId).sort();
      if (JSON.stringify(expected) !== JSON.stringify(js.files))
        console.warn(
          `${target.page}: the page loads ${js.files.join(', ')}; the manifest names ${expected.join(', ')}`,
        );
      const result = await lighthouse(`${baseURL}${target.url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const { lhr } = result;
      rows.push({
        page: target.page,
        url: target.url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        jsKb: Number((js.gzipBytes / 1024).toFixed(1)),
        inlineKb: Number((js.inlineGzipBytes / 1024).toFixed(1)),
        dataKb: Number((js.dataGzipBytes / 1024).toFixed(1)),
        files: js.files.length,
      });
    }
  } finally {
    await chrome.kill();
    await app?.stop();
  }

  console.log('\nLighthouse mobile (simulated throttling), production build\n');
  console.table(
    rows.map((r) => ({
      page: r.page,
      url: r.url,
      performance: r.score,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'JS before interactive (KB gz)': r.jsKb,
      'of which inline (KB gz)': r.inlineKb,
      'JS files': r.files,
      'inline loader data (KB gz)': r.dataKb,
    })),
  );
  const over = rows.filter((r) => r.jsKb > JS_BUDGET_KB);
  if (over.length)
    console.log(`JS budget ${JS_BUDGET_KB} KB gz exceeded by: ${over.map((r) => r.page).join(', ')}`);
  const slow = rows.filter((r) => r.score < 90);
  if (slow.length) console.log(`Performance below 90 on: ${slow.map((r) => r.page).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
