// The product card's quantity control everywhere (issue 19.1; seed 001 §2 "Product card": the
// control shows whenever `available` > 0, on every card, wherever it is).
import { expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

const LIST_PAGES = [
  '/search?q=mozzarella',
  '/search?promo=true',
  '/cm-search?q=mozzarella',
  '/fast-search?q=mozzarella,pane',
];

/** Counts in a server-rendered page: cards, quantity controls, "not available" notes. */
function countsOf(html: string) {
  const count = (re: RegExp) => (html.match(re) ?? []).length;
  return {
    cards: count(/data-testid="product-card"/g),
    controls: count(/data-testid="quantity-control"/g),
    unavailable: count(/data-testid="unavailable"/g),
  };
}

test('search, offers, cm-search and fast search render a quantity control on every available card', async ({
  request,
}) => {
  for (const path of LIST_PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const { cards, controls, unavailable } = countsOf(await res.text());
    expect(cards, `${path}: cards`).toBeGreaterThan(0);
    expect(controls, `${path}: controls`).toBeGreaterThan(0);
    // Each card has either its control or the reason why it cannot be bought.
    expect(controls + unavailable, `${path}: every card`).toBe(cards);
  }
});

test('a search result goes into the cart from its card', async ({ page }) => {
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  await page.goto('/search?q=mozzarella');
  await waitForHydration(page);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: /^Aggiungi .* al carrello$/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Aggiungi ${name} al carrello` }).click();
  await expect(page.getByText('Prodotto aggiunto al carrello').first()).toBeVisible();
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { product: { name: string } }[] };
  };
  expect(cart.data.cartItems.map((i) => i.product.name)).toContain(name);
  await page.request.post('/ebsn/api/cart/empty');
});

test('a multipack card says what one pack buys and costs before it is added, and adds exactly that', async ({
  page,
}) => {
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const pack = await findProduct(
    page.request,
    (p) =>
      p.productInfos.TIPOLOGIA === 'Confezione' &&
      Number(p.productInfos.MULTI_PACK) > 1 &&
      p.productInfos.QTY_MULT === p.productInfos.MULTI_PACK &&
      !p.productInfos.MAXACQ &&
      !(p as { dayLock?: string | null }).dayLock &&
      p.productInfos.LOCKER_LEVEL !== '3',
  );
  const pieces = Number(pack.productInfos.MULTI_PACK);
  const unit = (await (await page.request.get(`/ebsn/api/products?product_id=${pack.productId}`)).json()) as {
    data: { products: { priceDisplay: number; minAcq: number | null }[] };
  };
  const price = unit.data.products[0]!.priceDisplay;
  const packPrice = euro(Math.round(price * 100 * pieces) / 100);

  await page.goto(`/search?q=${encodeURIComponent(pack.name)}`);
  await waitForHydration(page);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${pack.productId}"]`);
  await expect(card.getByTestId('purchase-step')).toHaveText(`Confezione da ${pieces} pz: ${packPrice}`);
  await expect(card.getByTestId('price')).toContainText(`${euro(price)}/pz`);
  await expect(card.getByLabel(`Quantità di ${pack.name}`, { exact: true })).toHaveText(`${pieces} pz`);

  // The product page says the same.
  await page.goto(`/product/${pack.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('purchase-step').first()).toHaveText(
    `Confezione da ${pieces} pz: ${packPrice}`,
  );

  await page
    .getByRole('button', { name: `Aggiungi ${pack.name} al carrello` })
    .first()
    .click();
  await expect(page.getByText('Prodotto aggiunto al carrello').first()).toBeVisible();
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { quantity: number; grossTotal: number; product: { productId: number } }[] };
  };
  const line = cart.data.cartItems.find((i) => i.product.productId === pack.productId);
  expect(line?.quantity).toBe(pieces);
  expect(euro(line!.grossTotal)).toBe(packPrice);
  await page.request.post('/ebsn/api/cart/empty');
});

function euro(value: number): string {
  return `${value.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}
