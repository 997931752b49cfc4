// Gift codes and personal coupons on the cart page, and the vouchers page (issue 7 §1;
// spec 001 §2 "Other dialogs", §4, §5 "Gift coupons"; seed 002 §7).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'sporta-cookie-preferences',
      JSON.stringify({
        technical: true,
        analytics: false,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'e2e',
      }),
    );
  });
}

interface CartJson {
  totalPrice: number;
  cartItems: { itemId: number; product: { name: string } }[];
}

async function add(request: APIRequestContext, productId: number, quantity: number): Promise<CartJson> {
  const res = await request.post('/ebsn/api/cart/add', { data: { items: [{ productId, quantity }] } });
  const body = (await res.json()) as { response: { status: number }; data: CartJson };
  expect(body.response.status).toBe(0);
  return body.data;
}

test('a discount code below and above its minimum spend, then a personal coupon on a chosen product', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await returningVisitor(page);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  await add(page.request, product.productId, 1);

  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByRole('complementary', { name: 'Riepilogo' });
  await summary.getByLabel('Codice sconto').fill('benvenuto10');
  await summary.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByTestId('gift-error')).toHaveText(
    'Per usare questo codice la spesa minima è di 30,00 €.',
  );
  await expect(summary.getByTestId('price-discount')).toHaveCount(0);

  // Above 30 €: the code applies and the total drops by the discount.
  let cart: CartJson = { totalPrice: 0, cartItems: [] };
  let quantity = 1;
  while (cart.totalPrice < 31) {
    quantity += 1;
    const res = await page.request.post('/ebsn/api/cart/update', {
      data: { items: [{ itemId: (await currentLine(page.request)).itemId, quantity }] },
    });
    cart = ((await res.json()) as { data: CartJson }).data;
  }
  await page.reload();
  await waitForHydration(page);
  await summary.getByLabel('Codice sconto').fill('BENVENUTO10');
  await summary.getByRole('button', { name: 'Applica' }).click();
  const adjustments = page.getByTestId('gift-adjustments');
  await expect(adjustments.getByText('BENVENUTO10')).toBeVisible();
  // the summary has a row for the code (ADR 0021)
  await expect(summary.getByTestId('price-discount')).toContainText('Codice BENVENUTO10');
  const discount = Math.min(15, Math.round(cart.totalPrice * 10) / 100);
  await expect(adjustments).toContainText(
    `− ${discount.toLocaleString('it-IT', { minimumFractionDigits: 2 })}`,
  );

  // A personal coupon (type 1001): choose the product in the dialog and apply.
  await summary.getByRole('button', { name: 'Usa un buono personale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scegli il prodotto per il tuo buono' });
  const coupon = dialog.getByRole('region', { name: 'Sconto 20% su un prodotto' }).first();
  await coupon.getByRole('radio', { name: product.name }).check();
  await coupon.getByRole('button', { name: 'Applica Sconto 20% su un prodotto' }).click();
  await expect(dialog).toBeHidden();
  await expect(adjustments.getByText(`su ${product.name}`)).toBeVisible();

  // The vouchers page lists the coupons and vouchers; the history adds the used one.
  await page.goto('/profile/gifts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Buono sconto 10 €' })).toBeVisible();
  await expect(page.getByText('Codice: BUONO10-MR')).toBeVisible();
  await expect(page.getByText('Buono benvenuto 5 €')).toHaveCount(0);
  await page.getByLabel('Mostra anche i buoni già usati').check();
  await expect(page.getByRole('heading', { name: 'Buono benvenuto 5 €' })).toBeVisible();

  // Leave the cart as it was for the other journeys.
  await page.request.post('/ebsn/api/cart-giftcertificate/remove_code', { data: { code: 'BENVENUTO10' } });
  await page.request.post('/ebsn/api/cart/empty');
});

async function currentLine(request: APIRequestContext) {
  const body = (await (await request.get('/ebsn/api/cart/view')).json()) as { data: CartJson };
  return body.data.cartItems[0]!;
}

test('a selectable promotion asks first: No adds without it, Sì with it, closing adds nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await returningVisitor(page);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const promos = (await (await page.request.get('/ebsn/api/products?promo=true&page_size=2000')).json()) as {
    data: {
      products: {
        productId: number;
        slug: string;
        name: string;
        available: number;
        productInfos: Record<string, string>;
        warehousePromo?: { warehousePromoId: number; selectable: boolean };
      }[];
    };
  };
  const product = promos.data.products.find(
    (p) =>
      p.warehousePromo?.selectable &&
      p.available > 0 &&
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.MINACQ ?? '1') === '1',
  )!;
  expect(product).toBeTruthy();
  const lineOf = async () => {
    const body = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
      data: {
        cartItems: {
          itemId: number;
          productId: number;
          promoDisabled: boolean;
          warehousePromoId: number | null;
        }[];
      };
    };
    return body.data.cartItems.find((l) => l.productId === product.productId);
  };

  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  const addButton = page.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).first();
  const question = page.getByRole('dialog', { name: 'Vuoi applicare questa promozione?' });

  await addButton.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(await lineOf()).toBeUndefined();

  await addButton.click();
  await question.getByRole('button', { name: 'No' }).click();
  await expect.poll(async () => (await lineOf())?.promoDisabled).toBe(true);
  await page.request.post('/ebsn/api/cart/empty');

  await page.reload();
  await waitForHydration(page);
  await addButton.click();
  await question.getByRole('button', { name: 'Sì' }).click();
  await expect
    .poll(async () => (await lineOf())?.warehousePromoId)
    .toBe(product.warehousePromo!.warehousePromoId);
  await page.request.post('/ebsn/api/cart/empty');
});
