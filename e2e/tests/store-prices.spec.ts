// Issue 19 §12: the page shows the prices of the customer's warehouse. The web sends the
// cache-burst hash w<warehouseId>d<date|0>t<slotId> (spec 000 §4, 001 §7) on every catalogue
// call; the demo's shops price every 25th product differently, so the price on the page tells
// which warehouse it came from, and the cart charges the same.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

interface ApiProduct {
  productId: number;
  name: string;
  slug: string;
  available: number;
  priceDisplay: number;
  warehousePromo?: unknown;
  selectOptions?: unknown[];
  productInfos: Record<string, string>;
}

const euro = (value: number) => `${value.toFixed(2).replace('.', ',')}\u00a0€`;
/** The price block's text: a hidden "Prezzo" label, then the price. */
const shows = (value: number) => new RegExp(`(^|\\s)${euro(value)}$`);

async function productAt(request: APIRequestContext, productId: number, warehouseId?: number) {
  const hash = warehouseId ? `?hash=w${warehouseId}d0t0` : '';
  return (
    (await (await request.get(`/ebsn/api/products/${productId}${hash}`)).json()) as { data: ApiProduct }
  ).data;
}

/** Two drive shops of cooperative 1 and a per-store product they price differently (no promotion). */
async function pricedDifferently(request: APIRequestContext) {
  const shops = (
    (await (
      await request.get('/ebsn/api/warehouse-locator/search?store_id=1&delivery_service_id=1')
    ).json()) as {
      data: { warehouses: { warehouseId: number; name: string }[] };
    }
  ).data.warehouses;
  for (let id = 25; id <= 3000; id += 25) {
    const plain = await productAt(request, id);
    if (
      plain.available <= 0 ||
      plain.warehousePromo ||
      plain.selectOptions?.length ||
      !['Pezzo', 'Confezione'].includes(plain.productInfos.TIPOLOGIA ?? '') ||
      (plain.productInfos.QTY_MULT ?? '1') !== '1'
    )
      continue;
    const prices = await Promise.all(
      shops.map(async (s) => ({ shop: s, p: await productAt(request, id, s.warehouseId) })),
    );
    const here = prices.find(
      (x) => x.p.priceDisplay !== plain.priceDisplay && !x.p.warehousePromo && x.p.available > 0,
    );
    const there = prices.find(
      (x) =>
        x !== here &&
        here &&
        x.p.priceDisplay !== here.p.priceDisplay &&
        !x.p.warehousePromo &&
        x.p.available > 0,
    );
    if (here && there) return { product: plain, here, there, defaultPrice: plain.priceDisplay };
  }
  throw new Error('no per-store product found');
}

async function driveAt(request: APIRequestContext, warehouseId: number) {
  await request.post('/ebsn/api/store/select', { form: { store_id: '1' } });
  const sel = (await (
    await request.post('/ebsn/api/user-address/select', {
      form: { address_type: 'drive', address_id: String(warehouseId), delivery_service_id: '1' },
    })
  ).json()) as { response: { status: number } };
  expect(sel.response.status).toBe(0);
  const days = (await (await request.get('/ebsn/api/timeslot/list')).json()) as {
    data: { timeslots: { timeslotId: number; active: number }[] }[];
  };
  const slot = days.data.flatMap((d) => d.timeslots).find((s) => s.active === 1)!;
  await request.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`);
  await request.post('/ebsn/api/checkout/unlock');
  await request.post('/ebsn/api/cart/empty');
}

/** The catalogue calls the page makes, with the hash each carried. */
function catalogueCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/ebsn\/api\/(products|adv|product-price)/.test(url.pathname))
      seen.push(url.searchParams.get('hash') ?? '');
  });
  return seen;
}

test('a product shows the price of the customer’s shop, on the page and in the cart, and follows a change of shop', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginThroughApi(page.request);
  const { product, here, there, defaultPrice } = await pricedDifferently(page.request);
  await driveAt(page.request, here.shop.warehouseId);
  const calls = catalogueCalls(page);

  // First visit of this browser: the page is rendered for the default warehouse, then the cart
  // arrives and the page's catalogue data is loaded again with the cart's hash.
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  const price = page.getByTestId('product-page').getByTestId('price').first();
  await expect(price).toHaveText(shows(here.p.priceDisplay));
  expect(here.p.priceDisplay).not.toBe(defaultPrice);
  expect(calls.some((h) => h.startsWith(`w${here.shop.warehouseId}d`))).toBe(true);

  // The next page is rendered by the server with the shop's prices already (the hash cookie).
  const html = await (await page.request.get(`/product/${product.slug}`)).text();
  expect(html).toContain(euro(here.p.priceDisplay));
  await page.reload();
  await expect(price).toHaveText(shows(here.p.priceDisplay));

  // What the page shows is what the cart charges.
  // the product's own button: the sliders below may hold products of the same name
  await page
    .getByRole('button', { name: `Aggiungi ${product.name} al carrello` })
    .first()
    .click();
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { cartItems: { product: { productId: number; priceDisplay: number } }[] };
      };
      return cart.data.cartItems.find((i) => i.product.productId === product.productId)?.product.priceDisplay;
    })
    .toBe(here.p.priceDisplay);

  // Another shop: its price, on a category page too.
  await driveAt(page.request, there.shop.warehouseId);
  await page.goto('/');
  await waitForHydration(page);
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  await expect(price).toHaveText(shows(there.p.priceDisplay));
  expect(calls.some((h) => h.startsWith(`w${there.shop.warehouseId}d`))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('store-price-desktop.png') });
});
