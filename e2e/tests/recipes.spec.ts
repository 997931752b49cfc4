// Shoppable recipes (issue 23): /ricette pages through the recipes; a recipe page shows its
// facts, its ingredients as product cards with the store's prices and the Recipe JSON-LD; a
// logged-in shopper with a delivery setup taps «Aggiungi tutti gli ingredienti al carrello» and
// the cart holds every ingredient (one cart/add call); a visitor gets the login step first;
// /news/<recipe> is the same recipe; unknown recipes are the 404 page; axe finds nothing.
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { freshDriveCart, loginThroughApi } from './cart-support';

const RECIPE = '/ricette/spaghetti-alla-carbonara';

interface Recipe {
  slug: string;
  acf: { ingredients: { product_id: number; quantity: number }[] };
}

test('the recipes page through their list; a recipe shows facts, ingredients and structured data', async ({
  page,
}) => {
  const res = await page.goto('/ricette');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Ricette' })).toBeVisible();
  await expect(page.getByTestId('recipe-list').getByRole('article')).toHaveCount(12);
  await page.getByRole('link', { name: 'Pagina successiva ›' }).click();
  await expect(page).toHaveURL(/\/ricette\?page=2$/);
  await expect(page.getByTestId('recipe-list').getByRole('article')).toHaveCount(12);

  await page.goto(RECIPE);
  await expect(page.getByRole('heading', { level: 1, name: 'Spaghetti alla carbonara' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText('Ricette');
  await expect(page.getByTestId('recipe-facts')).toContainText('Porzioni');
  await expect(page.getByTestId('recipe-ingredients').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('recipe-shop').getByTestId('product-card')).toHaveCount(5);
  await expect(page.getByTestId('recipe-shop')).toContainText('€');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/ricette\/spaghetti-alla-carbonara$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const recipe = jsonLd
    .map((s) => JSON.parse(s) as Record<string, unknown>)
    .find((j) => j['@type'] === 'Recipe');
  expect(recipe).toMatchObject({
    name: 'Spaghetti alla carbonara',
    recipeYield: '4 porzioni',
    totalTime: 'PT22M',
    recipeIngredient: expect.arrayContaining(['4 uova']),
  });

  // /news/<slug> names the recipe too (and still a post)
  await page.goto('/news/spaghetti-alla-carbonara');
  await expect(page.getByTestId('recipe-page')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/ricette\/spaghetti-alla-carbonara$/,
  );
});

test.describe('unknown recipes', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
  test('an unknown recipe, news slug or page of the list is the 404 page', async ({ page }) => {
    for (const path of [
      '/ricette/ricetta-che-non-esiste',
      '/news/ricetta-che-non-esiste',
      '/ricette?page=99',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
    }
  });
});

test('a shopper with a delivery setup puts every ingredient in the cart with one tap', async ({ page }) => {
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const [recipe] = (await (
    await page.request.get('/p/wp-json/wp/v2/recipe?slug=spaghetti-alla-carbonara')
  ).json()) as Recipe[];
  const wanted = recipe!.acf.ingredients;

  await page.goto(RECIPE);
  await waitForHydration(page);
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ebsn/api/cart/add')) adds.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Aggiungi tutti gli ingredienti al carrello' }).click();
  await expect(page.getByText('Ingredienti della ricetta aggiunti al carrello.')).toBeVisible();
  expect(adds).toHaveLength(1);
  expect((JSON.parse(adds[0]!) as { items: unknown[] }).items).toHaveLength(wanted.length);

  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number; quantity: number }[] };
  };
  for (const i of wanted) {
    const line = cart.data.cartItems.find((l) => l.productId === i.product_id);
    expect(line, `product ${i.product_id}`).toBeDefined();
    expect(line!.quantity).toBe(i.quantity);
  }
  await page.request.post('/ebsn/api/cart/empty');
});

test('an ingredient the store cannot sell is shown as such and skipped with a message', async ({ page }) => {
  // Drive pick-up at Sporta Legnano (warehouse 32, cooperative 3), whose passata is out of stock.
  await loginThroughApi(page.request);
  await page.request.post('/ebsn/api/cart/empty');
  await page.request.post('/ebsn/api/store/select', { form: { store_id: '3' } });
  const sel = await page.request.post('/ebsn/api/user-address/select', {
    form: { address_type: 'drive', address_id: '32', delivery_service_id: '9' },
  });
  const selected = (await sel.json()) as { response: { status: number; errorsMessage: string[] } };
  expect(selected.response.errorsMessage).toEqual([]);
  const days = (await (await page.request.get('/ebsn/api/timeslot/list')).json()) as {
    data: { timeslots: { timeslotId: number; active: number }[] }[];
  };
  const slot = days.data.flatMap((d) => d.timeslots).find((s) => s.active === 1)!;
  await page.request.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`);

  await page.goto('/ricette/spaghetti-al-pomodoro-e-basilico');
  await waitForHydration(page);
  const shop = page.getByTestId('recipe-shop');
  const passata = shop.getByTestId('product-card').filter({ hasText: 'Passata di pomodoro' });
  await expect(passata.getByTestId('unavailable')).toBeVisible();
  await expect(shop.getByText('Alcuni ingredienti non sono disponibili')).toBeVisible();
  await shop.getByRole('button', { name: 'Aggiungi tutti gli ingredienti al carrello' }).click();
  await expect(page.getByText('Non disponibili e quindi non aggiunti: Passata di pomodoro.')).toBeVisible();
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number; quantity: number }[] };
  };
  expect(cart.data.cartItems.map((l) => l.productId).sort((a, b) => a - b)).toEqual([12, 35, 64, 81]);
  // «Spaghetti n.5» is a pack of 3: one pack is 3 pieces in the cart
  expect(cart.data.cartItems.find((l) => l.productId === 64)?.quantity).toBe(3);
  await page.request.post('/ebsn/api/cart/empty');
  await freshDriveCart(page.request);
});

test('a visitor without an account is sent to the login first', async ({ page }) => {
  await page.goto(RECIPE);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Aggiungi tutti gli ingredienti al carrello' }).click();
  await expect(page).toHaveURL(/\/login\?reason=cart&redirect=%2Fricette%2Fspaghetti-alla-carbonara/);
});

test('axe finds nothing on the recipes and on a recipe', async ({ page }) => {
  for (const path of ['/ricette', RECIPE]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await accessibilityViolations(page, { scrollThrough: true }), path).toEqual([]);
  }
});
