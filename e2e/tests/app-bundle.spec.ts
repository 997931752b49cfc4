// The mobile app's bundle (issue 3: `npm run build:app`, the same route modules as a single-page
// app for Capacitor): no server rendering, every page's data from its client loader.
import { HomePage } from '../pages/home.page';
import { LoginPage } from '../pages/login.page';
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
