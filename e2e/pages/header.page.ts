import type { Locator, Page } from '@playwright/test';

/** The shop header: logo, search, login and cart entry points. */
export class HeaderPage {
  readonly root: Locator;
  readonly logo: Locator;
  readonly search: Locator;
  readonly login: Locator;
  readonly cart: Locator;
  readonly openMenuButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('header');
    this.logo = this.root.getByRole('link', { name: 'Sporta, torna alla home' });
    this.search = this.root.getByRole('combobox', { name: 'Cerca prodotti' }).filter({ visible: true });
    this.login = this.root.getByRole('link', { name: 'Accedi' }).filter({ visible: true });
    this.cart = this.root.getByRole('link', { name: 'Carrello' }).filter({ visible: true });
    this.openMenuButton = this.root.getByRole('button', { name: 'Apri il menu delle categorie' });
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await this.search.press('Enter');
  }
}
