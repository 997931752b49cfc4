// The mobile app's bundle (issue 3: `npm run build:app`, the same route modules as a single-page
// app for Capacitor): no server rendering, every page's data from its client loader.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_URL_SCHEME } from '@sporta/domain/deep-links';
import { DEEP_LINK_EXAMPLES } from '@sporta/domain/deep-links.examples';
import { HomePage } from '../pages/home.page';
import { repoRoot } from '../support/app-server';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { LoginPage } from '../pages/login.page';
import { accessibilityViolations } from '../support/fixtures';
import { expect, test } from '../support/app-bundle';

test('the app bundle browses home → department → product and keeps the session on the device', async ({
  page,
  header,
}) => {
  await page.goto('/');
  await expect(header.logo).toBeVisible();
  await new HomePage(page).openFirstDepartment();
  const card = page.getByTestId('product-card').first();
  const productName = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByTestId('price-block').first()).toContainText('€');

  // A web view has no cookies across origins: the app keeps the session token in localStorage.
  await page.goto('/login');
  await new LoginPage(page).login('mario.rossi@example.com', 'Sporta2026!');
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('X-Ebsn-Session'))).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ciao Mario, il mio account' })).toBeVisible();
});

// Example ids and slugs of the table need not exist: their pages answer «not found» (a 404 the
// browser logs), what matters is where the link took the app.
test.describe('deep links', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('deep links (seed 000 §2): the App plugin’s appUrlOpen takes the app to every mapped page', async ({
    page,
  }) => {
    await page.goto('/login');
    await new LoginPage(page).login('mario.rossi@example.com', 'Sporta2026!');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Ciao Mario, il mio account' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    for (const scheme of ['https://www.sporta.it', `${APP_URL_SCHEME}:/`]) {
      for (const [link, expected] of DEEP_LINK_EXAMPLES) {
        // What the phone does: the App plugin notifies its appUrlOpen listeners with the link.
        await page.evaluate(async (url) => {
          const cap = (
            window as unknown as { Capacitor: { Plugins: Record<string, Record<string, unknown>> } }
          ).Capacitor;
          const app = cap.Plugins.App as { notifyListeners(event: string, data: unknown): Promise<void> };
          await app.notifyListeners('appUrlOpen', { url });
        }, `${scheme}${link}`);
        await expect
          .poll(
            () => {
              const u = new URL(page.url());
              return `${u.pathname}${u.search}`;
            },
            { message: `${scheme}${link}` },
          )
          // An empty cart's checkout sends the customer to the cart (the checkout's own rule).
          .toMatch(expected === '/checkout' ? /^\/(checkout|cart)$/ : new RegExp(`^${escape(expected)}$`));
      }
    }
    // A link outside the list leaves the app where it is.
    await page.evaluate(() => history.pushState(null, '', '/page/faq'));
    await page.evaluate(async () => {
      const cap = (window as unknown as { Capacitor: { Plugins: Record<string, Record<string, unknown>> } })
        .Capacitor;
      const app = cap.Plugins.App as { notifyListeners(event: string, data: unknown): Promise<void> };
      await app.notifyListeners('appUrlOpen', { url: 'https://www.sporta.it/unknown-page' });
    });
    expect(new URL(page.url()).origin).toBe(origin);
  });
});

test('npx cap sync copies the app bundle and the plugins into the Android and iOS projects', async () => {
  // The bundle was built by the fixture (npm run build:app); the native builds need SDKs this
  // machine lacks (apps/web/README.md), everything before them runs here, in CI.
  const web = path.join(repoRoot, 'apps', 'web');
  const sync = spawnSync('npx', ['cap', 'sync'], { cwd: web, encoding: 'utf8' });
  expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);
  const bundleIndex = readFileSync(path.join(web, 'build-app', 'client', 'index.html'), 'utf8');
  for (const copy of ['android/app/src/main/assets/public/index.html', 'ios/App/App/public/index.html'])
    expect(readFileSync(path.join(web, copy), 'utf8'), copy).toBe(bundleIndex);
  const plugins = JSON.parse(
    readFileSync(path.join(web, 'android/app/src/main/assets/capacitor.plugins.json'), 'utf8'),
  ) as { pkg: string }[];
  expect(plugins.map((p) => p.pkg).sort()).toEqual([
    '@capacitor/app',
    '@capacitor/browser',
    '@capacitor/push-notifications',
  ]);
  const config = JSON.parse(readFileSync(path.join(web, 'ios/App/App/capacitor.config.json'), 'utf8')) as {
    appId: string;
    webDir: string;
  };
  expect(config).toMatchObject({ appId: 'it.sporta.app', webDir: 'build-app/client' });
});

// The first-launch tutorial (seed 002 §1, app only): the content backend's slides, 'Salta' and
// the slide's own button ('Scopri' unless named); shown once, again only for a new first slide.
test.describe('tutorial', () => {
  test.use({ tutorialSeen: false });

  test('the tutorial shows the slides once; a new first slide shows it again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Benvenuto in Sporta' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 di 3');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('tutorial-390.png') });
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    const second = page.getByRole('dialog', { name: 'Ritiro, casa o locker' });
    await expect(second.getByRole('button', { name: 'Scopri i servizi' })).toBeVisible();
    await second.getByRole('button', { name: 'Avanti' }).click();
    // The last slide links a page without naming its button: 'Scopri'.
    const third = page.getByRole('dialog', { name: 'Offerte e notifiche' });
    await expect(third).toContainText('3 di 3');
    await third.getByRole('button', { name: 'Salta' }).click();
    await expect(third).toBeHidden();
    const seen = await page.evaluate(() => localStorage.getItem('sporta-tutorial-seen'));
    expect(seen).toMatch(/^\d+$/);

    // Seen: the next start has no tutorial.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sporta, torna alla home' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A tutorial whose first slide differs from the one seen shows again; its 'Scopri' opens the page.
    await page.evaluate((id) => localStorage.setItem('sporta-tutorial-seen', String(Number(id) - 1)), seen);
    await page.reload();
    await page
      .getByRole('dialog', { name: 'Benvenuto in Sporta' })
      .getByRole('button', { name: 'Avanti' })
      .click();
    await page
      .getByRole('dialog', { name: 'Ritiro, casa o locker' })
      .getByRole('button', { name: 'Avanti' })
      .click();
    await page
      .getByRole('dialog', { name: 'Offerte e notifiche' })
      .getByRole('button', { name: 'Scopri' })
      .click();
    await expect(page).toHaveURL(/\/search\?filter=promo$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sporta-tutorial-seen'))).toBe(seen);
  });
});
