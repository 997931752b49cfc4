// /profile/invoice-data (issue 5 §7 fiscal persons): the invoice data of checkout, edited in the
// profile with the same form, listed and deleted.
import { expect, test, waitForHydration } from '../support/fixtures';
import { loginThroughApi } from './cart-support';

test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

test('invoice data: checked, saved, listed, used by checkout, deleted', async ({ page }) => {
  await loginThroughApi(page.request);
  await page.goto('/profile/invoice-data');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Dati di fatturazione', level: 2 })).toBeVisible();
  const form = page.getByTestId('billing-form');
  await form.getByRole('radio', { name: 'Azienda' }).check();
  await form.getByLabel('Ragione sociale').fill('Trattoria da Mario Srl');
  await form.getByLabel('Partita IVA').fill('123');
  await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(form.getByText('Formato della partita IVA non corretto')).toBeVisible();
  await form.getByLabel('Partita IVA').fill('12345678903');
  await form.getByLabel('Codice fiscale').fill('12345678903');
  await form.getByLabel('Codice destinatario SDI').fill('ABC1234');
  await form.getByLabel('Indirizzo').fill('Via Torino');
  await form.getByLabel('Numero civico').fill('5');
  await form.getByLabel('CAP').fill('20123');
  await form.getByLabel('Comune').fill('Milano');
  await form.getByLabel('Provincia').fill('MI');
  await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  const saved = page.getByTestId('person-fiscal').filter({ hasText: 'Trattoria da Mario Srl' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('P.IVA 12345678903');

  // checkout reads the same invoice data
  const billing = (await (await page.request.get('/ebsn/api/checkout/billing-data')).json()) as {
    data: { billingData: { companyName: string } | null };
  };
  expect(billing.data.billingData?.companyName).toBe('Trattoria da Mario Srl');

  await saved.getByRole('button', { name: /Elimina i dati di fatturazione/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByTestId('person-fiscal').filter({ hasText: 'Trattoria da Mario Srl' })).toHaveCount(
    0,
  );
});

test('username: checked, saved, and shown again after a reload', async ({ page }) => {
  await loginThroughApi(page.request);
  await page.goto('/profile/profile-update');
  await waitForHydration(page);
  const field = page.getByRole('textbox', { name: 'Nome utente' });
  await field.fill('ma');
  await page.getByRole('button', { name: 'Salva il nome utente' }).click();
  await expect(page.getByText('Lunghezza minima 3 caratteri')).toBeVisible();
  await field.fill('mario rossi');
  await page.getByRole('button', { name: 'Salva il nome utente' }).click();
  await expect(page.getByText('Sono ammessi lettere, numeri e . _ @ -')).toBeVisible();
  await field.fill('mario.rossi');
  await page.getByRole('button', { name: 'Salva il nome utente' }).click();
  await expect(page.getByText('Nome utente salvato.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Nome utente' })).toHaveValue('mario.rossi');
});
