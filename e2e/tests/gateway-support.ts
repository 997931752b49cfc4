// The built-in test gateway's hosted page, as a shopper fills it (orders and payment due dates).
import { expect, type Page } from '@playwright/test';

export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** Fills the hosted payment page of the test gateway and pays. */
export async function payOnGateway(page: Page, card: string, options: { save?: boolean } = {}) {
  await page.waitForURL(/\/test-gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: /Pagamento a/ })).toBeVisible();
  await page.getByLabel('Intestatario della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill(card.replace(/ /g, ''));
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
  if (options.save) await page.getByLabel('Salva la carta per i prossimi acquisti').check();
  await page.getByRole('button', { name: /^Paga / }).click();
}
