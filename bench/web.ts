// Page performance of the storefront: Lighthouse (mobile profile, simulated throttling) on the
// home, a category and a product page of the production build, started as the README starts
// it, plus the gzipped JavaScript each page makes the browser evaluate before it is interactive
// (lib/page-js.ts: the module files the served page preloads and its inline code; the inline
// loader data is printed apart).
// Each page is measured RUNS times (3 unless set) and the median printed, as Lighthouse advises
// for its run-to-run variance; the machine's benchmark index is printed with them.
// Figures only: this never fails on a slow machine. BASE_URL uses an app already running;
// BASELINE_URL (with BASELINE_CLIENT_DIR) measures another build beside it, runs interleaved.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, repoRoot, startApp, type RunningApp } from '../e2e/support/app-server';
import { pageJs } from './lib/page-js';
import { readManifest, routeFiles } from './lib/route-js';

const JS_BUDGET_KB = 150;

interface Run {
  /** Lighthouse's error when the run measured nothing (its score is then 0): left out of the medians. */
  error?: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

interface Row {
  site: string;
  page: string;
  url: string;
  runs: Run[];
  jsKb: number;
  inlineKb: number;
  dataKb: number;
  files: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function pickUrls(baseURL: string) {
  const tree = (await (await fetch(`${baseURL}/ebsn/api/category`)).json()) as {
    data: { categories: { categoryId: number; slug: string }[] };
  };
  const department = tree.data.categories[0]!;
  const list = (await (
    await fetch(`${baseURL}/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=1`)
  ).json()) as { data: { products: { slug: string }[] } };
  const leaflets = (await (await fetch(`${baseURL}/ebsn/api/leaflet/search?leaflet_type_id=2`)).json()) as {
    data?: { leaflets?: { location: string }[] };
  };
  const leaflet = leaflets.data?.leaflets?.[0];
  return [
    { page: 'home', routeId: 'home', url: '/' },
    { page: 'category', routeId: 'category', url: `/${department.slug}` },
    { page: 'product', routeId: 'product', url: `/product/${list.data.products[0]!.slug}` },
    // the leaflet viewer (issue 24): its first page image is the LCP
    ...(leaflet ? [{ page: 'leaflet', routeId: 'leaflet-volantino', url: leaflet.location }] : []),
  ];
}

async function lighthouseRun(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  return {
    error: lhr.runtimeError?.code,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function main() {
  let app: RunningApp | undefined;
  const baseURL = process.env.BASE_URL ?? (app = await startApp()).baseURL;
  // Another build of the shop already running (an older commit, say), measured in the same
  // minutes, page by page and run by run interleaved with this one, so that both meet the same
  // machine load. Its JavaScript is read from its own served pages and BASELINE_CLIENT_DIR.
  const baselineURL = process.env.BASELINE_URL;
  const baselineClientDir = process.env.BASELINE_CLIENT_DIR;
  if (baselineURL && !baselineClientDir)
    throw new Error('BASELINE_URL needs BASELINE_CLIENT_DIR (its build/client)');
  // Lighthouse's own advice for its variance: several runs, the median.
  const runs = Math.max(1, Number(process.env.RUNS ?? 3));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const sites = [
    { site: 'this build', baseURL, clientDir: path.join(repoRoot, 'apps', 'web', 'build', 'client') },
    ...(baselineURL ? [{ site: 'baseline', baseURL: baselineURL, clientDir: baselineClientDir! }] : []),
  ];
  const rows: Row[] = [];
  const manifest = readManifest(sites[0]!.clientDir);
  try {
    for (const target of await pickUrls(baseURL)) {
      const pageRows: Row[] = [];
      for (const site of sites) {
        // One warm-up load so the server's first-request costs do not count; its HTML is what
        // the JavaScript figure is read from.
        const html = await (await fetch(`${site.baseURL}${target.url}`)).text();
        const js = pageJs(html, site.clientDir);
        if (site.site === 'this build') {
          // The page's module files are the route's in the build manifest (what web-breakdown.ts reads).
          const expected = routeFiles(manifest, target.routeId).sort();
          if (JSON.stringify(expected) !== JSON.stringify(js.files))
            console.warn(
              `${target.page}: the page loads ${js.files.join(', ')}; the manifest names ${expected.join(', ')}`,
            );
        }
        pageRows.push({
          site: site.site,
          page: target.page,
          url: target.url,
          runs: [],
          jsKb: Number((js.gzipBytes / 1024).toFixed(1)),
          inlineKb: Number((js.inlineGzipBytes / 1024).toFixed(1)),
          dataKb: Number((js.dataGzipBytes / 1024).toFixed(1)),
          files: js.files.length,
        });
      }
      for (let i = 0; i < runs; i++)
        for (const [index, site] of sites.entries())
          pageRows[index]!.runs.push(await lighthouseRun(chrome.port, `${site.baseURL}${target.url}`));
      rows.push(...pageRows);
    }
  } finally {
    await chrome.kill();
    await app?.stop();
  }

  const all = rows.flatMap((r) => r.runs);
  // The medians are over the runs that measured the page; a failed run is shown as its error.
  const ok = (r: Row) => r.runs.filter((x) => !x.error);
  const failed = all.filter((r) => r.error);
  if (failed.length)
    console.warn(`${failed.length} Lighthouse run(s) failed: ${failed.map((r) => r.error).join(', ')}`);
  console.log(
    `\nLighthouse mobile (simulated throttling), production build; median of ${runs} run(s) per page` +
      ` (Lighthouse benchmark index of this machine: ${Math.min(...all.map((r) => r.benchmarkIndex))}` +
      `–${Math.max(...all.map((r) => r.benchmarkIndex))})\n`,
  );
  console.table(
    rows.map((r) => ({
      ...(baselineURL ? { build: r.site } : {}),
      page: r.page,
      url: r.url,
      performance: median(ok(r).map((x) => x.score)),
      ...(runs > 1 ? { 'all runs': r.runs.map((x) => x.error ?? x.score).join(' ') } : {}),
      'LCP ms': median(ok(r).map((x) => x.lcpMs)),
      'TBT ms': median(ok(r).map((x) => x.tbtMs)),
      CLS: median(ok(r).map((x) => x.cls)),
      'JS before interactive (KB gz)': r.jsKb,
      'of which inline (KB gz)': r.inlineKb,
      'JS files': r.files,
      'inline loader data (KB gz)': r.dataKb,
    })),
  );
  const own = rows.filter((r) => r.site === 'this build');
  const over = own.filter((r) => r.jsKb > JS_BUDGET_KB);
  if (over.length)
    console.log(`JS budget ${JS_BUDGET_KB} KB gz exceeded by: ${over.map((r) => r.page).join(', ')}`);
  const slow = own.filter((r) => median(ok(r).map((x) => x.score)) < 90);
  if (slow.length) console.log(`Performance below 90 on: ${slow.map((r) => r.page).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
