// Regenerates docs/screenshots/{home,category,product}-{390x844,1440x900}.png.
// Starts the app as the README does (or uses BASE_URL when set), then drives Chromium.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, repoRoot, startApp, type RunningApp } from './support/app-server';

const viewports = [
  { width: 390, height: 844, mobile: true },
  { width: 1440, height: 900, mobile: false },
];

async function main() {
  let app: RunningApp | undefined;
  const baseURL = process.env.BASE_URL ?? (app = await startApp()).baseURL;
  const outDir = path.join(repoRoot, 'docs', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const tree = (await (await fetch(`${baseURL}/ebsn/api/category`)).json()) as {
      data: { categories: { categoryId: number; slug: string }[] };
    };
    const department = tree.data.categories[0]!;
    const list = (await (
      await fetch(`${baseURL}/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=24`)
    ).json()) as {
      data: { products: { slug: string; priceStandardDisplay?: number }[] };
    };
    // Prefer a product on promotion: it shows the whole price block.
    const product = list.data.products.find((p) => p.priceStandardDisplay) ?? list.data.products[0]!;
    const pages = { home: '/', category: `/${department.slug}`, product: `/product/${product.slug}` };

    for (const vp of viewports) {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        deviceScaleFactor: 1,
        isMobile: vp.mobile,
        hasTouch: vp.mobile,
        locale: 'it-IT',
      });
      // A returning visitor: the cookie choice is made, so the banner does not cover the page.
      await context.addInitScript(() => {
        localStorage.setItem(
          'sporta-cookie-preferences',
          JSON.stringify({
            technical: true,
            analytics: false,
            profilation: false,
            saveDate: new Date().toISOString(),
            uuid: 'screenshots',
          }),
        );
      });
      const page = await context.newPage();
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' });
        await page.waitForFunction('document.fonts.status === "loaded"');
        const file = path.join(outDir, `${name}-${vp.width}x${vp.height}.png`);
        const fullPage = process.env.FULL_PAGE === '1';
        // Cards out of view are rendered only near the viewport (content-visibility, ADR 0018);
        // a full-page capture shows them as a visitor scrolling the page sees them.
        if (fullPage) await page.addStyleTag({ content: 'li { content-visibility: visible !important; }' });
        await page.screenshot({ path: file, fullPage });
        console.log(`wrote ${path.relative(repoRoot, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
