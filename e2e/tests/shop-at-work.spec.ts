// Shop at work (issue 25; seed 000 §2 /shop-at-work?code=, seed 001 shopatwork/subscribe): a new
// customer, on a phone, opens the link the company sent with an expired code and is told so,
// subscribes with the right code, chooses the workplace address in the setup dialogs and is offered
// the agreed weekdays only.
import { isoWeekdayOf } from '@sporta/domain/shop-at-work';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';

test.use({
  viewport: { width: 390, height: 844 },
  allowConsoleErrors: [/Failed to fetch manifest patches/],
});

test('subscribe to shop at work and choose the workplace address', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await freshCustomer();
  expect(who.login, 'registering a fresh customer failed').not.toBe('mario.rossi@example.com');
  await loginThroughApi(page.request, who);
  await freshDriveCart(page.request);

  await page.goto('/shop-at-work?code=TESSITURA24');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesa al lavoro' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Spesa al lavoro' });
  const code = form.getByRole('textbox', { name: 'Codice azienda' });
  await expect(code).toHaveValue('TESSITURA24');
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(
    form.getByText(/La convenzione di Tessitura Brianza è scaduta il \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await code.fill('sporta-uffici');
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(
    form.getByText('Iscrizione fatta: Sporta Uffici Milano riceve la tua spesa il martedì e il giovedì.'),
  ).toBeVisible();
  const company = page.getByTestId('workplace');
  await expect(company.getByRole('heading', { name: 'Sporta Uffici Milano' })).toBeVisible();
  await expect(company.getByText('Consegna il martedì e il giovedì')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('shop-at-work-390.png'), fullPage: true });

  // The setup dialogs: the workplace address is among the home-delivery addresses.
  await company.getByRole('button', { name: 'Scegli la consegna al lavoro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: /domicilio/i }).click();
  await dialog.getByRole('radio', { name: /Sporta Uffici Milano \(spesa al lavoro\)/ }).click();
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { shippingAddress?: { addressName?: string } | null };
      };
      return cart.data.shippingAddress?.addressName ?? null;
    })
    .toBe('Sporta Uffici Milano (spesa al lavoro)');

  // Only the agreed weekdays are offered.
  const days = (
    (await (await page.request.get('/ebsn/api/timeslot/list')).json()) as { data: { dateIso: string }[] }
  ).data;
  expect(days.length).toBeGreaterThan(0);
  for (const d of days) expect([2, 4]).toContain(isoWeekdayOf(d.dateIso));
});
