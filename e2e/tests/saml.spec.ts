// Staff sign-in through SAML 2.0 in the browser (issue 22 "Must show"), against the local samlify
// identity provider the global setup starts in the cooperative's place: the staff sign-in page
// sends the browser there, the provider's page posts the signed response back, Luca lands on the
// userboard; leaving ends the staff session.
import { expect, test, waitForHydration } from '../support/fixtures';

test('Luca signs in with the cooperative’s SAML account and lands on the userboard', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/userboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await page.getByRole('link', { name: "Entra con l'account della cooperativa" }).click();
  await page.waitForURL((url) => url.pathname === '/userboard');
  await expect(page.getByRole('heading', { name: 'Userboard' })).toBeVisible();
  await expect(page.getByText('Luca Verdi').first()).toBeVisible();
  if (process.env.SCREENSHOTS) await page.screenshot({ path: process.env.SCREENSHOTS, fullPage: true });
  await context.close();
});
