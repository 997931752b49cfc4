// The delivery setup in view on every width (issue 19.2; spec 001 §2 "Cart info card"): the
// header and the cart show the chosen service, address and slot with the hold's expiry, and each
// opens its selector.
import type { Page } from '@playwright/test';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

const SERVICE = 'Ritiro in negozio';

async function setUp(page: Page) {
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { shippingAddress: { addressName: string }; timeslot: { beginTime: string; endTime: string } };
  };
  return { address: cart.data.shippingAddress.addressName, slot: cart.data.timeslot };
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the header shows service, address, slot and hold expiry, each opening its selector', async ({
      page,
    }) => {
      const { address, slot } = await setUp(page);
      await page.goto('/');
      await waitForHydration(page);
      const bar = page.getByTestId('cart-info-card');
      await expect(bar).toBeVisible();
      await expect(bar.getByTestId('summary-service')).toBeVisible();
      // the button reads "Cambia servizio: Ritiro in negozio"; the service is what shows
      await expect(bar.getByTestId('summary-service')).toContainText(SERVICE);
      await expect(bar.getByTestId('summary-service').getByText(SERVICE, { exact: true })).toBeVisible();
      await expect(bar.getByTestId('summary-address')).toBeVisible();
      await expect(bar.getByTestId('summary-address')).toContainText(address);
      await expect(bar.getByTestId('summary-slot')).toContainText(`${slot.beginTime} - ${slot.endTime}`);
      await expect(bar.getByTestId('hold-expiry')).toHaveText(/^scade tra \d+ (minuti|minuto|ora|ore)$/);
      expect(await accessibilityViolations(page)).toEqual([]);

      const dialogs = new SetupDialogsPage(page);
      await bar.getByRole('button', { name: /^Cambia fascia oraria: / }).click();
      await expect(dialogs.timeslot).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialogs.timeslot).toBeHidden();
      await bar.getByRole('button', { name: `Cambia servizio: ${SERVICE}` }).click();
      await expect(dialogs.address).toBeVisible();
      await expect(dialogs.address.getByRole('tab', { name: SERVICE })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: /^Cambia indirizzo: / }).click();
      await expect(dialogs.address).toBeVisible();
      await page.keyboard.press('Escape');
    });

    test('the cart shows the same, with a "Cambia" button per part; a new slot shows at once', async ({
      page,
    }) => {
      const { address, slot } = await setUp(page);
      await page.goto('/cart');
      await waitForHydration(page);
      const panel = page.getByRole('region', { name: 'La tua consegna' });
      await expect(panel.getByTestId('cart-delivery-service')).toContainText(SERVICE);
      await expect(panel.getByTestId('cart-delivery-address')).toContainText(address);
      await expect(panel.getByTestId('cart-delivery-slot')).toContainText(
        `${slot.beginTime} - ${slot.endTime}`,
      );
      await expect(panel.getByTestId('hold-expiry')).toHaveText(/^Fascia prenotata: scade tra \d+ \w+$/);
      expect(await accessibilityViolations(page)).toEqual([]);

      const dialogs = new SetupDialogsPage(page);
      await panel.getByRole('button', { name: 'Cambia servizio' }).click();
      await expect(dialogs.address).toBeVisible();
      await page.keyboard.press('Escape');
      await panel.getByRole('button', { name: 'Cambia indirizzo' }).click();
      await expect(dialogs.address).toBeVisible();
      await page.keyboard.press('Escape');

      // Another slot: the panel and the header follow.
      await panel.getByRole('button', { name: 'Cambia fascia oraria' }).click();
      await expect(dialogs.timeslot).toBeVisible();
      // Another free slot of the day shown, or of the next day when it has none left (late in the
      // day the chosen slot can be the day's last one).
      await expect(dialogs.timeslot.locator('li button').first()).toBeVisible();
      const free = () => dialogs.timeslot.locator('li button:not([disabled])[aria-pressed="false"]');
      if ((await free().count()) === 0) {
        const days = dialogs.timeslot.getByRole('tab');
        const shown = await days.evaluateAll((tabs) =>
          tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
        );
        await days.nth(shown + 1).click();
      }
      const other = free().first();
      const text = (await other.innerText()).match(/\d\d:\d\d - \d\d:\d\d/)?.[0];
      expect(text).toBeTruthy();
      await other.click();
      await expect(dialogs.timeslot).toBeHidden();
      await expect(panel.getByTestId('cart-delivery-slot')).toContainText(text!);
      await expect(page.getByTestId('cart-info-card').getByTestId('summary-slot')).toContainText(text!);
    });
  });
}
