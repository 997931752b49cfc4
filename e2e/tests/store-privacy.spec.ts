// Switching cooperative goes through its privacy step (issue 19.3; spec 001 §2 "Store selector"):
// another store goes on only when its disclaimer is accepted, otherwise its privacy options are
// shown, with the marketing-refusal warning and confirm popup. The demo customer has accepted
// the required consents of their own cooperative, so picking it goes straight on.
import type { APIRequestContext } from '@playwright/test';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

const OTHER = 'Cooperativa Consumatori Bergamo e Brescia';

async function accepted(request: APIRequestContext, storeId: number): Promise<boolean> {
  const res = await request.get(
    `/ebsn/api/user-registration-disclaimer/check-disclaimer?store_id=${storeId}`,
  );
  return ((await res.json()) as { data: { accepted: boolean } }).data.accepted;
}

test('the demo customer has accepted the required consents of their own cooperative', async ({ page }) => {
  await loginThroughApi(page.request);
  expect(await accepted(page.request, 1)).toBe(true);
});

test('another cooperative asks for its privacy consents first; the marketing refusal is confirmed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  // The other cooperative's required consents not given (as for a customer registered with the first).
  await page.request.post('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
    data: {
      store_id: 2,
      disclaimers: [
        { registrationDisclaimerId: 21, value: 0 },
        { registrationDisclaimerId: 22, value: 0 },
      ],
    },
  });
  expect(await accepted(page.request, 2)).toBe(false);

  await page.goto('/');
  await waitForHydration(page);
  const dialogs = new SetupDialogsPage(page);
  await page
    .getByTestId('cart-info-card')
    .getByRole('button', { name: /^Cambia servizio: / })
    .click();
  await expect(dialogs.address).toBeVisible();
  await dialogs.address.getByRole('button', { name: 'Cambia cooperativa' }).click();
  await expect(dialogs.store).toBeVisible();
  await dialogs.chooseStore(OTHER);

  const privacy = page.getByRole('dialog', { name: `Privacy di ${OTHER}` });
  await expect(privacy).toBeVisible();
  await expect(dialogs.address).toBeHidden();
  await expect(privacy.getByText(`Per fare la spesa con ${OTHER}`)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The required boxes must be ticked.
  await privacy.getByRole('button', { name: 'Accetta e continua' }).click();
  await expect(privacy.getByText('Campo obbligatorio').first()).toBeVisible();
  await expect(dialogs.address).toBeHidden();
  for (const box of await privacy.getByRole('checkbox').all()) await box.check();

  // Refusing marketing: a warning and a confirm popup; declining there puts the consent back.
  const marketing = privacy.getByTestId('disclaimer-24');
  await marketing.getByRole('radio', { name: 'Nego il consenso' }).check();
  const confirm = page.getByRole('dialog', { name: 'Negare il consenso al marketing?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No, do il consenso' }).click();
  await expect(confirm).toBeHidden();
  await expect(marketing.getByRole('radio', { name: 'Do il consenso' })).toBeChecked();
  await marketing.getByRole('radio', { name: 'Nego il consenso' }).check();
  await confirm.getByRole('button', { name: 'Sì, nego il consenso' }).click();
  await expect(confirm).toBeHidden();
  await expect(marketing.getByRole('radio', { name: 'Nego il consenso' })).toBeChecked();
  await expect(marketing.getByText('Negando il consenso al marketing non riceverai')).toBeVisible();
  await privacy.getByTestId('disclaimer-23').getByRole('radio', { name: 'Nego il consenso' }).check();

  await privacy.getByRole('button', { name: 'Accetta e continua' }).click();
  await expect(dialogs.address).toBeVisible();
  expect(await accepted(page.request, 2)).toBe(true);
  const answers = (await (
    await page.request.get('/ebsn/api/user-registration-disclaimer/list-by-type?store_id=2')
  ).json()) as { data: { registrationDisclaimers: { registrationDisclaimerId: number; value: number }[] } };
  expect(answers.data.registrationDisclaimers.map((d) => [d.registrationDisclaimerId, d.value])).toEqual([
    [21, 1],
    [22, 1],
    [23, 0],
    [24, 0],
  ]);
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { store: { storeId: number } };
  };
  expect(cart.data.store.storeId).toBe(2);

  // Back to the customer's own cooperative: accepted, so straight to the address step.
  await dialogs.address.getByRole('button', { name: 'Cambia cooperativa' }).click();
  await dialogs.chooseStore('Coop Lombardia Nord');
  await expect(dialogs.address).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Privacy di / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await freshDriveCart(page.request);
});
