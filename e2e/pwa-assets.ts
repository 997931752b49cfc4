// Regenerates the installable app's images (ADR 0049), committed under apps/web/public/icons:
// - the PNG icons (192, 512, maskable 512, Apple touch 180), drawn by Chromium from the brand's
//   SVG (apps/web/public/favicon.svg) so that they match it;
// - the manifest's screenshots (narrow 390x844 and wide 1280x800) of the running shop's home.
// Usage: npx tsx e2e/pwa-assets.ts [icons|screenshots] (both by default). Uses BASE_URL when set,
// otherwise starts the app as the README does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath, repoRoot, startApp, type RunningApp } from './support/app-server';

const publicDir = path.join(repoRoot, 'apps', 'web', 'public');
const outDir = path.join(publicDir, 'icons');
const RED = '#d2151e';

/** The SVG's basket (its paths without the red disc), for the full-bleed variants. */
function basket(svg: string): string {
  return svg.replace(/<circle[^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '');
}

async function renderIcons(browser: Browser) {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const icons = [
    // "any": the round logo on transparency.
    { file: 'icon-192.png', size: 192, body: svg.replace('<svg ', '<svg width="100%" height="100%" ') },
    { file: 'icon-512.png', size: 512, body: svg.replace('<svg ', '<svg width="100%" height="100%" ') },
    // "maskable": red to the edges, the basket inside the safe zone (the middle 80 %).
    {
      file: 'maskable-512.png',
      size: 512,
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 56 56" width="100%" height="100%"><rect x="-8" y="-8" width="56" height="56" fill="${RED}"/>${basket(svg)}</svg>`,
    },
    // iOS puts its own mask on an opaque square.
    {
      file: 'apple-touch-icon-180.png',
      size: 180,
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 48 48" width="100%" height="100%"><rect x="-4" y="-4" width="48" height="48" fill="${RED}"/>${basket(svg)}</svg>`,
    },
  ];
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><div style="width:${icon.size}px;height:${icon.size}px">${icon.body}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    console.log(`icons/${icon.file}`);
  }
  await page.close();
}

async function renderScreenshots(browser: Browser) {
  let app: RunningApp | undefined;
  const baseURL = process.env.BASE_URL ?? (app = await startApp()).baseURL;
  try {
    for (const shot of [
      { file: 'screenshot-narrow.png', width: 390, height: 844, mobile: true },
      { file: 'screenshot-wide.png', width: 1280, height: 800, mobile: false },
    ]) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        isMobile: shot.mobile,
        hasTouch: shot.mobile,
        locale: 'it-IT',
        serviceWorkers: 'block',
      });
      // The cookie banner answered, as the e2e fixtures do: it would cover the shop.
      await context.addInitScript(() =>
        localStorage.setItem(
          'sporta-cookie-preferences',
          JSON.stringify({
            technical: true,
            analytics: false,
            profilation: false,
            saveDate: new Date().toISOString(),
            uuid: 'pwa',
          }),
        ),
      );
      const page = await context.newPage();
      await page.goto(baseURL + '/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      await page.screenshot({ path: path.join(outDir, shot.file) });
      console.log(`icons/${shot.file}`);
      await context.close();
    }
  } finally {
    await app?.stop();
  }
}

async function main() {
  const what = process.argv[2];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    if (what !== 'screenshots') await renderIcons(browser);
    if (what !== 'icons') await renderScreenshots(browser);
  } finally {
    await browser.close();
  }
}

await main();
