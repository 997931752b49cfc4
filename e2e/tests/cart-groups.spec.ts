// The cart page keeps its department groups whatever call brought the cart (issue 19.6): a
// discount code applied on the page, a quantity changed, an order reopened with "Modifica".
import type { APIRequestContext, Page } from '@playwright/test';
import { freshCustomer } from './customers';
import { expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

interface Candidate {
  productId: number;
  name: string;
  priceDisplay: number;
  available?: number;
  productInfos: Record<string, string>;
  selectOptions?: unknown[];
  warehousePromo?: unknown;
}

interface Department {
  categoryId: number;
  name: string;
}

/** Plain pieces (one at a time, no options, no promotion) of a department. */
async function piecesOf(request: APIRequestContext, dept: Department): Promise<Candidate[]> {
  const res = await request.get(`/ebsn/api/products?parent_category_id=${dept.categoryId}&page_size=48`);
  const body = (await res.json()) as { data: { products: Candidate[] } };
  return body.data.products.filter(
    (p) =>
      (p.available ?? 1) > 0 &&
      !p.selectOptions?.length &&
      !p.warehousePromo &&
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ &&
      p.productInfos.LOCKER_LEVEL !== '3',
  );
}

/** Two products of one department and one of another: added A1, B1, A2 they interleave. */
async function interleaved(request: APIRequestContext) {
  const tree = (await (await request.get('/ebsn/api/category')).json()) as {
    data: { categories: Department[] };
  };
  const [deptA, deptB] = tree.data.categories.slice(2, 4) as [Department, Department];
  const a = await piecesOf(request, deptA);
  const b = await piecesOf(request, deptB);
  // Three names that tell the lines apart (two brands may sell a product of the same name).
  const a1 = a[0];
  const a2 = a.find((p) => p.name !== a1?.name);
  const b1 = b.find((p) => p.name !== a1?.name && p.name !== a2?.name);
  if (!a1 || !a2 || !b1) throw new Error('not enough plain products');
  return { deptA, deptB, a1, a2, b1 };
}

async function addOneByOne(request: APIRequestContext, lines: { productId: number; quantity: number }[]) {
  for (const line of lines) {
    const res = await request.post('/ebsn/api/cart/add', { data: { items: [line] } });
    expect(((await res.json()) as { response: { status: number } }).response.status).toBe(0);
  }
}

/** The department headings of the cart page and the product names of its lines, in order. */
async function expectGrouped(page: Page, headings: string[], names: string[]) {
  const list = page.getByTestId('cart-sectors');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(headings);
  await expect(list.getByTestId('cart-line').getByRole('link')).toHaveText(names);
}

test('applying a discount code and changing a quantity keep the department headings and the line order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  await page.request.post('/ebsn/api/cart-giftcertificate/remove_code', { data: { code: 'BENVENUTO10' } });
  const { deptA, deptB, a1, a2, b1 } = await interleaved(page.request);
  // Enough of A1 for BENVENUTO10's minimum spend of 30 €.
  const quantity = Math.ceil(31 / a1.priceDisplay);
  await addOneByOne(page.request, [
    { productId: a1.productId, quantity },
    { productId: b1.productId, quantity: 1 },
    { productId: a2.productId, quantity: 1 },
  ]);

  await page.goto('/cart');
  await waitForHydration(page);
  const headings = [deptA.name, deptB.name];
  const names = [a1.name, a2.name, b1.name];
  await expectGrouped(page, headings, names);

  const summary = page.getByRole('complementary', { name: 'Riepilogo' });
  await summary.getByLabel('Codice sconto').fill('BENVENUTO10');
  await summary.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByTestId('gift-adjustments').getByText('BENVENUTO10')).toBeVisible();
  await expectGrouped(page, headings, names);

  await page.getByRole('button', { name: `Aumenta la quantità di ${a2.name}` }).click();
  await expect(page.getByLabel(`Quantità di ${a2.name}`, { exact: true })).toHaveText('2 pz');
  await expectGrouped(page, headings, names);

  await page.request.post('/ebsn/api/cart-giftcertificate/remove_code', { data: { code: 'BENVENUTO10' } });
  await page.request.post('/ebsn/api/cart/empty');
});

test('an order reopened with "Modifica" shows its lines grouped by department', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await freshCustomer();
  await loginThroughApi(page.request, customer);
  await freshDriveCart(page.request);
  const { deptA, deptB, a1, a2, b1 } = await interleaved(page.request);
  await addOneByOne(page.request, [
    { productId: a1.productId, quantity: 1 },
    { productId: b1.productId, quantity: 1 },
    { productId: a2.productId, quantity: 1 },
  ]);
  const res = await page.request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } });
  const body = (await res.json()) as { response: { status: number }; data: { order: { orderId: number } } };
  expect(body.response.status).toBe(0);
  const orderId = body.data.order.orderId;

  await page.goto(`/profile/orders/${orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const popup = page.getByRole('dialog').filter({ hasText: `Stai modificando l'ordine n. ${orderId}` });
  await expect(popup).toBeVisible();
  // The popup says what it is about (issue 19.9: it was titled "Fatto").
  await expect(popup.getByRole('heading')).toHaveText('Modifica dell’ordine');
  await popup.getByRole('button', { name: 'Chiudi' }).click();
  await expectGrouped(page, [deptA.name, deptB.name], [a1.name, a2.name, b1.name]);
});
