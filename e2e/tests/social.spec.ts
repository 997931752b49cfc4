// «Accedi con Google» in the browser (issue 22 "Must show"), against the local OpenID provider the
// global setup starts in Google's place: Mario links Google with his password once, then logs in
// with Google alone; a new customer is taken to the registration with Google's name and e-mail.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { SHOPPER } from './cart-support';

// Each journey opens its own browser contexts: the stand-in provider's pages ask for web fonts,
// which fail offline and are not the shop's errors.

test.describe.configure({ mode: 'serial' });

/** The provider's own pages (development login and consent). */
async function signInAtGoogle(page: Page, account: string, issuer = process.env.GOOGLE_ISSUER) {
  await page.waitForURL((url) => issuer !== undefined && url.href.startsWith(issuer));
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('qualsiasi');
  await page.locator('button[type="submit"]').click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click();
}

test('Mario links Google with his password once, then logs in with Google alone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await signInAtGoogle(page, 'g-mario');
  await page.waitForURL(/\/login\?social_login=google/);
  await expect(page.getByTestId('social-link')).toContainText('accedi una volta con la tua password');
  await waitForHydration(page);
  await page.getByLabel(/^E-mail/).fill(SHOPPER.login);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await first.close();

  const second = await browser.newContext({ baseURL });
  const again = await second.newPage();
  await again.goto('/login?redirect=%2Fprofile%2Fdashboard');
  await waitForHydration(again);
  await again.getByRole('link', { name: 'Accedi con Google' }).click();
  await signInAtGoogle(again, 'g-mario');
  await again.waitForURL(/\/profile\/dashboard$/);
  await expect(again.getByRole('heading', { name: /Ciao Mario/ })).toBeVisible();
  await second.close();
});

test('a new customer comes back from Google to a registration that starts from his details', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await signInAtGoogle(page, 'g-nuova');
  await page.waitForURL(/\/registration-user\?social_login=google/);
  await expect(page.getByTestId('social-registration')).toBeVisible();
  await expect(page.getByLabel(/^Nome/).first()).toHaveValue('Chiara');
  await expect(page.getByLabel(/^E-mail/).first()).toHaveValue('chiara.galli.e2e@example.com');
  await context.close();
});

test('a new customer comes back from «Accedi con Facebook» to a registration with her details', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Accedi con Facebook' }).click();
  await signInAtGoogle(page, 'fb-nuova', process.env.FACEBOOK_ISSUER);
  await page.waitForURL(/\/registration-user\?social_login=facebook/);
  await expect(page.getByTestId('social-registration')).toContainText('Facebook');
  await expect(page.getByLabel(/^E-mail/).first()).toHaveValue('sara.longo.e2e@example.com');
  if (process.env.SCREENSHOTS) await page.screenshot({ path: process.env.SCREENSHOTS, fullPage: true });
  await context.close();
});
