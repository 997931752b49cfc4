// Product options (spec 001 §2 "Other dialogs": option selector; §3 Product.selectOptions; §4
// adding to the cart; §5 every option must have a selection): a counter product asks how to
// prepare it after the cart setup, before adding; cancelling adds nothing; the cart line shows
// the choice, and the same product with another choice is a second line; the order bought
// keeps each line's choice.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });

interface LineJson {
  itemId: number;
  productId: number;
  quantity: number;
  selectedOptions: { name: string; key: string; value: string }[];
}

async function linesOf(page: Page, productId: number): Promise<LineJson[]> {
  const body = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: LineJson[] };
  };
  return body.data.cartItems.filter((l) => l.productId === productId);
}

const shots = process.env.SHOTS_DIR;

test('a product with options: the dialog asks, cancel adds nothing, another choice is another line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      Boolean(p.selectOptions?.some((o) => o.parameterName === 'taglio')) &&
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !(p as { warehousePromo?: { selectable?: boolean } }).warehousePromo?.selectable,
    { withOptions: true },
  );
  const detail = (await (await page.request.get(`/ebsn/api/products/${product.productId}`)).json()) as {
    data: { breadCrumbs: { slug: string }[] };
  };

  // The product page: Add → the options dialog, after the setup checks (the cart is ready).
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  const addButton = page.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).first();
  const dialog = page.getByRole('dialog', { name: 'Scegli le opzioni' });
  await addButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Taglio' })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Aggiungi al carrello' });
  await expect(confirm).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/options-dialog-${page.viewportSize()?.width}.png` });

  // Cancel: nothing is added.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  expect(await linesOf(page, product.productId)).toEqual([]);

  // Choose 'A fette' and confirm: one line with that option.
  await addButton.click();
  await dialog.getByRole('radio', { name: 'A fette' }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await linesOf(page, product.productId)).map((l) => l.selectedOptions[0]?.value))
    .toEqual(['A fette']);
  // The card keeps adding (one line per choice): the Add button stays.
  await expect(addButton).toBeVisible();

  // The card in the category page: the same product 'A cubetti' is a second line.
  await page.goto(`/${detail.data.breadCrumbs.at(-1)!.slug}`);
  await waitForHydration(page);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${product.productId}"]`).first();
  await card.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'A cubetti' }).check();
  await confirm.click();
  await expect
    .poll(async () => (await linesOf(page, product.productId)).map((l) => l.selectedOptions[0]?.value).sort())
    .toEqual(['A cubetti', 'A fette']);

  // The cart page shows each line with its option.
  await page.goto('/cart');
  await waitForHydration(page);
  const lines = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Taglio: A fette' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Taglio: A cubetti' })).toHaveCount(1);
  // Plus on the 'A cubetti' line changes that line only.
  await lines
    .filter({ hasText: 'Taglio: A cubetti' })
    .getByRole('button', { name: `Aumenta la quantità di ${product.name}` })
    .click();
  await expect
    .poll(async () =>
      (await linesOf(page, product.productId))
        .map((l) => `${l.selectedOptions[0]?.value} ${l.quantity}`)
        .sort(),
    )
    .toEqual(['A cubetti 2', 'A fette 1']);
  if (shots) await page.screenshot({ path: `${shots}/options-cart-${page.viewportSize()?.width}.png` });

  // Bought paying on delivery: the checkout summary, then the order's page show each line's option.
  await page.getByRole('link', { name: "Procedi all'acquisto" }).click();
  await page.waitForURL(/\/checkout$/);
  await waitForHydration(page);
  const summary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" });
  await expect(summary.getByTestId('checkout-lines')).toContainText('Taglio: A cubetti');
  await page.getByRole('radio', { name: 'Pagamento alla consegna' }).check();
  await summary.getByRole('button', { name: 'Conferma e paga' }).click();
  await page.waitForURL(/\/cart\/payment-completed\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto(`/profile/orders/${orderId}`);
  await waitForHydration(page);
  const bought = page.getByTestId('order-line').filter({ hasText: product.name });
  await expect(bought).toHaveCount(2);
  await expect(bought.filter({ hasText: 'Taglio: A fette' })).toHaveCount(1);
  await expect(bought.filter({ hasText: 'Taglio: A cubetti' })).toHaveCount(1);
  if (shots) await page.screenshot({ path: `${shots}/options-order-${page.viewportSize()?.width}.png` });
  // Mario's cart as the other journeys expect it: drive, a slot, empty.
  await freshDriveCart(page.request);
});
