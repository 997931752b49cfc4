// The category popup (seed 001 §2, seed 002 §2 "Popup card"; ADR 0072): the meat and fish
// department's popup opens 2 s after the page, 700 px wide at most, with its title, its HTML and
// «Chiudi»; it does not open again within its 7 re-open days, and opens again after them.
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';

test.use({ categoryPopups: true });

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`the popup opens after its delay, once within its re-open days (${size.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.goto('/carne-e-pesce');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Il banco di carne e pesce' });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText('I prodotti a peso variabile si pesano al momento della preparazione');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(700);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`category-popup-${size.width}.png`) });
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();

    // Within the re-open days: not again.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(3_500);
    await expect(dialog).toBeHidden();

    // Eight days later: again.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sporta.categoryPopup.'))!;
      localStorage.setItem(key, new Date(Date.now() - 8 * 86_400_000).toISOString());
    });
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // Its link goes inside the shop.
    await dialog.getByRole('link', { name: 'Come leggere l’etichetta' }).click();
    await expect(page).toHaveURL(/\/blog\/come-leggere-etichetta$/);
  });
