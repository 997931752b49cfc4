import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { categoryTree } from '../support/catalog';

test.describe('mobile 390×844', () => {
  test('the menu drawer leads to a subcategory', async ({ page, header, menu, request }) => {
    const tree = await categoryTree(request);
    const department = tree.find((d) => (d.categories ?? []).length > 0)!;
    const child = department.categories![0]!;

    await page.goto('/');
    await waitForHydration(page);
    await expect(menu.desktopNav).toBeHidden();
    await header.openMenuButton.click();
    await expect(menu.drawer).toBeVisible();
    await menu.drawerDepartment(department.name).click();
    await menu.drawer.getByRole('link', { name: child.name, exact: true }).click();
    await expect(menu.drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${child.slug}$`));
  });

  test('back closes the open drawer and stays on the page', async ({ page, header, menu, request }) => {
    const tree = await categoryTree(request);
    await page.goto('/');
    await waitForHydration(page);
    // A client-side navigation, so that back stays inside the app.
    await page.getByTestId('department-tiles').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${tree[0]!.slug}$`));
    await header.openMenuButton.click();
    await expect(menu.drawer).toBeVisible();
    await page.goBack();
    await expect(menu.drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${tree[0]!.slug}$`));
  });

  test('the open drawer has no axe violations', async ({ page, header, menu }) => {
    await page.goto('/');
    await waitForHydration(page);
    await header.openMenuButton.click();
    await expect(menu.drawer).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
