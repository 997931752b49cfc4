// Wishlists (seed 002 §2 /profile/lists, /profile/lists/{listId}; §7 "Wishlists").
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

test('create a list, fill it, change a quantity, put it all in the cart, delete it', async ({ page }) => {
  test.setTimeout(60_000);
  await loginThroughApi(page.request);
  await freshDriveCart(page.request);
  const name = `Spesa ${Date.now() % 100000}`;
  await page.goto('/profile/lists');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
  await page.getByRole('button', { name: 'CREA' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();

  const lists = (await (await page.request.get('/ebsn/api/wishlist/list')).json()) as {
    data: { wishlists: { listId: number; name: string }[] };
  };
  const listId = lists.data.wishlists.find((l) => l.name === name)!.listId;
  const product = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  await page.request.post('/ebsn/api/wishlist/add_prod', {
    data: { wishlistId: listId, items: [{ productId: product.productId, quantity: 2 }] },
  });

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: `Quantità di ${product.name}` });
  await expect(quantity).toHaveValue('2');
  await quantity.fill('3');
  await quantity.blur();
  await expect
    .poll(async () => {
      const v = (await (await page.request.get(`/ebsn/api/wishlist/view?list_id=${listId}`)).json()) as {
        data: { wishlistItems: { quantity: number }[] };
      };
      return v.data.wishlistItems[0]?.quantity;
    })
    .toBe(3);
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  await expect(page.getByText('Prodotti della lista aggiunti al carrello.').first()).toBeVisible();
  // the success toast on screen keeps the page accessible (its colours meet 4.5:1)
  expect(await accessibilityViolations(page)).toEqual([]);
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number; quantity: number }[] };
  };
  expect(cart.data.cartItems).toContainEqual(
    expect.objectContaining({ productId: product.productId, quantity: 3 }),
  );

  // Products in a list are the customer's favourites.
  await page.goto('/profile/preferred');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'I tuoi preferiti' })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible();

  await page.goto(`/profile/lists/${listId}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Torna alle liste' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText(`Vuoi eliminare la lista «${name}»?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.request.post('/ebsn/api/cart/empty');
});

test('the heart on a product card adds the product to a new list created in the dialog', async ({ page }) => {
  await loginThroughApi(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.MINACQ ?? '1') === '1',
  );
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await waitForHydration(page);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${product.productId}"]`).first();
  await card.getByRole('button', { name: `Aggiungi ${product.name} a una lista` }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
  await expect(dialog).toBeVisible();
  const name = `Cuore ${Date.now() % 100000}`;
  await dialog.getByLabel('Crea una nuova lista').fill(name);
  await dialog.getByRole('button', { name: 'CREA' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${product.name} aggiunto alla lista.`).first()).toBeVisible();
  const lists = (await (await page.request.get('/ebsn/api/wishlist/list')).json()) as {
    data: { wishlists: { listId: number; name: string; size: number }[] };
  };
  const created = lists.data.wishlists.find((l) => l.name === name)!;
  expect(created.size).toBe(1);
  // 'Solo i miei preferiti' keeps only the products of the customer's lists.
  await page.reload();
  await waitForHydration(page);
  await page.getByLabel('Solo i miei preferiti').first().click();
  await expect(page.getByLabel('Solo i miei preferiti').first()).toBeChecked();
  await expect(page).toHaveURL(/preferred=1/);
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  const ids = await page
    .locator('[data-testid="product-card"]')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-product-id'))));
  expect(ids).toContain(product.productId);
  const favourites = (await (
    await page.request.get('/ebsn/api/products?preferred=1&page_size=500')
  ).json()) as { data: { products: { productId: number }[] } };
  const favouriteIds = favourites.data.products.map((p) => p.productId);
  expect(ids.every((id) => favouriteIds.includes(id))).toBe(true);
  await page.request.post('/ebsn/api/wishlist/delete', { data: { list_id: created.listId } });
});

test('a visitor pressing the heart is asked to log in', async ({ page }) => {
  await page.goto('/search?q=latte');
  await waitForHydration(page);
  await page.getByTestId('wishlist-button').first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
