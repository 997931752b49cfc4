// Payment due dates (issue 25; seed 002 §2 /profile/paymentduedate, §3 "Payment due document", §4
// states): the demo member sees what he owes his cooperative, overdue first, pays an overdue
// document with the test card on the gateway's page, comes back to the page with the document
// settled and the payment completed; a declined card leaves the document to pay. On a phone.
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { loginThroughApi } from './cart-support';
import { payOnGateway, TEST_CARDS } from './gateway-support';

test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 390, height: 844 },
  allowConsoleErrors: [/Failed to fetch manifest patches/],
});

test('pay an overdue document with the test card and see it settled', async ({ page }) => {
  test.setTimeout(90_000);
  await loginThroughApi(page.request);
  await page.goto('/profile/paymentduedate');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Le mie scadenze' })).toBeVisible();
  await expect(page.getByTestId('due-summary')).toContainText(/Da pagare: [\d.,]+\s€/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('scadenze-390.png'), fullPage: true });

  const open = page.getByRole('list', { name: 'Da pagare' });
  const overdue = open
    .getByTestId('due-document')
    .filter({ has: page.getByText('Scaduto', { exact: true }) });
  const doc = overdue.first();
  const title = (await doc.getByRole('heading').innerText()).trim();
  const number = /Documento n\. (\S+)/.exec(await doc.innerText())![1]!;
  const pay = doc.getByRole('button', { name: /^Paga \d/ });
  const amount = (await pay.innerText()).replace(/^Paga /, '').trim();
  await pay.click();

  // The gateway's page says what is being paid.
  await page.waitForURL(/\/test-gateway\/pay\//);
  await expect(page.getByText(number)).toBeVisible();
  await payOnGateway(page, TEST_CARDS.approved);
  await page.waitForURL(/\/profile\/paymentduedate\?esito=ok&documento=\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Pagamento completato' })).toBeVisible();
  const settled = page
    .getByRole('list', { name: 'Saldate' })
    .getByTestId('due-document')
    .filter({ hasText: number });
  await expect(settled.getByTestId('due-status')).toHaveText('Saldato');
  await expect(settled.getByRole('heading')).toHaveText(title);
  await expect(page.getByRole('list', { name: 'Da pagare' }).getByText(number)).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'Pagamenti delle scadenze' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(row.first()).toContainText(amount);
  await expect(row.first()).toContainText('Completato');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a declined card leaves the document to pay', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughApi(page.request);
  await page.goto('/profile/paymentduedate');
  await waitForHydration(page);
  const doc = page
    .getByRole('list', { name: 'Da pagare' })
    .getByTestId('due-document')
    .filter({
      has: page.getByRole('button', { name: /^Paga \d/ }),
    })
    .last();
  const number = /Documento n\. (\S+)/.exec(await doc.innerText())![1]!;
  const status = await doc.getByTestId('due-status').innerText();
  await doc.getByRole('button', { name: /^Paga \d/ }).click();
  await payOnGateway(page, TEST_CARDS.declined);
  await page.waitForURL(/\/profile\/paymentduedate\?esito=ko&documento=\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Il pagamento non è riuscito' })).toBeVisible();
  const again = page
    .getByRole('list', { name: 'Da pagare' })
    .getByTestId('due-document')
    .filter({ hasText: number });
  await expect(again.getByTestId('due-status')).toHaveText(status);
  await expect(again.getByRole('button', { name: /^Paga \d/ })).toBeEnabled();
  const row = page
    .getByRole('table', { name: 'Pagamenti delle scadenze' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(row.first()).toContainText('Non riuscito');
  await page.screenshot({ path: test.info().outputPath('scadenze-1280.png'), fullPage: true });
});
