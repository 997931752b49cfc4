// Catalogue browsing (issue 4): the category page's filters, sort and pages live in the URL and
// survive opening a product and coming back; the product card and page show the spec's blocks.
import type { Page } from '@playwright/test';
import { categoryTree } from '../support/catalog';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';

interface Facets {
  data: {
    page: { totItems: number };
    facets: { parameterName: string; values: { id: number; name: string; filteredCount: number }[] }[];
  };
}

function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function cardPrices(page: Page): Promise<number[]> {
  // Text content, not innerText: cards far from the viewport are not rendered yet (ADR 0018),
  // and innerText reads rendered text.
  const texts = await page.getByTestId('product-card').getByTestId('price').allTextContents();
  return texts.map(euros);
}

test.describe('category page', () => {
  // The anonymous cart call of the cart issue answers 401 until a session exists.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('filter by brand and promo, sort by price, page 2, open a product and come back', async ({
    page,
    request,
  }) => {
    const department = (await categoryTree(request))[0]!;
    const api = (await (
      await request.get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=1`)
    ).json()) as Facets;
    const brands = api.data.facets.find((f) => f.parameterName === 'vendor_id')!.values;
    // The panel shows the first 8 values of a facet; pick the biggest of them.
    const brand = brands.slice(0, 8).reduce((a, b) => (b.filteredCount > a.filteredCount ? b : a));
    expect(brand.filteredCount, 'a brand with more than one page').toBeGreaterThan(24);

    await page.goto(`/${department.slug}`);
    await waitForHydration(page);
    const filters = page.getByRole('complementary', { name: 'Filtra i prodotti' });

    const brandBox = filters
      .getByRole('group', { name: 'Marca' })
      .getByRole('checkbox', { name: `${brand.name} (${brand.filteredCount})` });
    await brandBox.click();
    await expect(page).toHaveURL(new RegExp(`vendor_id=${brand.id}`));
    await expect(page.getByTestId('list-toolbar').getByRole('status')).toContainText(
      `${brand.filteredCount} prodotti`,
    );

    const promoBox = filters.getByRole('checkbox', { name: 'Solo prodotti in promozione' });
    await promoBox.click();
    await expect(page).toHaveURL(/promo=true/);
    const promo = (await (
      await request.get(
        `/ebsn/api/products?parent_category_id=${department.categoryId}&vendor_id=${brand.id}&promo=true&page_size=1`,
      )
    ).json()) as Facets;
    await expect(page.getByTestId('product-card')).toHaveCount(promo.data.page.totItems);
    await promoBox.click();
    await expect(page).not.toHaveURL(/promo=/);
    await expect(page.getByTestId('list-toolbar').getByRole('status')).toContainText(
      `${brand.filteredCount} prodotti`,
    );

    await page.getByLabel('Ordina per').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
      })
      .toBe(true);
    const first = await cardPrices(page);

    await page
      .getByRole('navigation', { name: 'Paginazione dei prodotti' })
      .getByRole('link', { name: 'Vai alla pagina 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Pagina 2 di/)).toBeVisible();
    const second = await cardPrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    const listUrl = page.url();

    const card = page.getByTestId('product-card').nth(Math.min(8, second.length - 1));
    await card.scrollIntoViewIfNeeded();
    const y = await page.evaluate<number>('window.scrollY');
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(
      filters.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { checked: true }),
    ).toHaveAccessibleName(new RegExp(`^${brand.name} \\(`));
    await expect(page.getByLabel('Ordina per')).toHaveValue('price_asc');
    await expect(page.getByText(/Pagina 2 di/)).toBeVisible();
    await expect
      .poll(() => page.evaluate<number>('window.scrollY'), { timeout: 3000 })
      .toBeGreaterThan(y - 60);
  });

  test('a filter change goes back to page 1 and another category starts without filters', async ({
    page,
    request,
  }) => {
    const department = (await categoryTree(request))[0]!;
    await page.goto(`/${department.slug}?sort=name_asc&page=2`);
    await waitForHydration(page);
    await page
      .getByRole('complementary', { name: 'Filtra i prodotti' })
      .getByRole('checkbox', { name: 'Solo novità' })
      .click();
    await expect(page).toHaveURL(/new_product=true/);
    await expect(page).not.toHaveURL(/page=/);
    await page.getByTestId('subcategories').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\?/);
    await expect(
      page.getByRole('complementary', { name: 'Filtra i prodotti' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(0);
  });

  test('product card and page show the price cut, lowest price of 30 days and the detail tabs', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/ebsn/api/products?promo=true&page_size=200')).json()) as {
      data: {
        products: { slug: string; name: string; lowestPrice30Days?: number; priceStandardDisplay?: number }[];
      };
    };
    const product = list.data.products.find((p) => p.lowestPrice30Days && p.priceStandardDisplay)!;
    await page.goto(`/product/${product.slug}`);
    await waitForHydration(page);
    await expect(page.getByTestId('old-price')).toBeVisible();
    await expect(page.getByTestId('lowest-price')).toHaveText(
      /^Prezzo più basso degli ultimi 30 giorni: \d+,\d{2}\s€$/,
    );
    await expect(page.getByTestId('price-no-vat')).toContainText('Prezzo IVA esclusa');
    const tabs = page.getByRole('tablist', { name: 'Informazioni sul prodotto' });
    await tabs.getByRole('tab', { name: 'Ingredienti' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Ingredienti' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Allergeni' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Allergeni' })).toBeVisible();
    await page.getByTestId('related-slider').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('related-slider').getByTestId('product-card').first()).toBeVisible();
  });

  test('a filtered category page has no axe violations', async ({ page, request }) => {
    const department = (await categoryTree(request))[0]!;
    await page.goto(`/${department.slug}?promo=true&sort=price_asc`);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
