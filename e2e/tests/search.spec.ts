// Search (issue 4): the header's search-as-you-type dropdown forgives typos, the results page
// has facets, and the fast search gives one group per word of a comma-separated list.
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';

test.describe('search', () => {
  // The anonymous cart call of the cart issue answers 401 until a session exists.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('a typo in the header search finds Parmigiano through the dropdown', async ({ page, header }) => {
    await page.goto('/');
    await waitForHydration(page);
    await header.search.fill('parmiggiano');
    const list = page.getByRole('listbox', { name: 'Suggerimenti di ricerca' }).filter({ visible: true });
    const option = list.getByRole('option', { name: /Parmigiano Reggiano/ }).first();
    await expect(option).toBeVisible();
    await expect(header.search).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: the arrows move through the options, Enter opens the highlighted one.
    const count = await list.getByRole('option').count();
    const names = await list.getByRole('option').allInnerTexts();
    const target = names.findIndex((n) => /Parmigiano Reggiano/.test(n));
    for (let i = 0; i <= target; i++) await header.search.press('ArrowDown');
    expect(count).toBeGreaterThan(target);
    await expect(header.search).toHaveAttribute('aria-activedescendant', /.+/);
    await header.search.press('Enter');
    await expect(page).toHaveURL(/\/product\/parmigiano-reggiano/);
    await expect(page.getByRole('heading', { level: 1, name: /Parmigiano Reggiano/ })).toBeVisible();

    // Enter without a highlighted option searches the text.
    await header.searchFor('parmiggiano');
    await expect(page).toHaveURL(/\/search\?q=parmiggiano$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Risultati per “parmiggiano”' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(/Parmigian/);
    await expect(
      page.getByRole('complementary', { name: 'Filtra i prodotti' }).getByRole('group', { name: 'Marca' }),
    ).toBeVisible();
  });

  test('fast search with three words gives one result group per word', async ({ page }) => {
    await page.goto('/fast-search');
    await waitForHydration(page);
    await page.getByLabel('Prodotti da cercare, separati da virgole').fill('latte, pane, mele');
    await page.getByTestId('fast-search-page').getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/fast-search\?q=latte%2Cpane%2Cmele$/);
    const groups = page.getByTestId('fast-search-group');
    await expect(groups).toHaveCount(3);
    for (const [i, word] of ['latte', 'pane', 'mele'].entries()) {
      await expect(groups.nth(i).getByRole('heading', { level: 2 })).toHaveText(word);
      await expect(groups.nth(i).getByTestId('product-card').first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Togli “pane”' }).click();
    await expect(page).toHaveURL(/q=latte%2Cmele$/);
    await expect(groups).toHaveCount(2);
  });

  test('search and fast-search pages have no axe violations', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of [
      '/search?q=latte&promo=true',
      '/fast-search?q=latte,pane,mele',
      '/cm-search?q=mozz',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
  });
});
