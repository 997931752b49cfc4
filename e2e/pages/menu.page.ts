import type { Locator, Page } from '@playwright/test';

/** The category menus: the desktop mega-menu and the mobile drawer. */
export class MenuPage {
  readonly desktopNav: Locator;
  readonly allCategoriesButton: Locator;
  readonly megaMenu: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.desktopNav = page
      .getByRole('navigation', { name: 'Reparti' })
      .filter({ has: page.getByRole('button', { name: 'Tutte le categorie' }) });
    this.allCategoriesButton = page.getByRole('button', { name: 'Tutte le categorie' });
    this.megaMenu = page.getByTestId('mega-menu');
    this.drawer = page.getByTestId('mobile-menu');
  }

  async openMegaMenu() {
    await this.allCategoriesButton.click();
    await this.megaMenu.waitFor();
  }

  /** Department links in the open mega-menu, in menu order. */
  megaMenuDepartments(): Locator {
    return this.megaMenu.locator('ul').first().getByRole('link');
  }

  drawerDepartment(name: string): Locator {
    return this.drawer.getByRole('button', { name });
  }
}
