import type { Locator, Page } from '@playwright/test';

/** The registration page (/registration-user). */
export class RegistrationPage {
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Registrati', exact: true });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async fill(data: {
    firstName: string;
    lastName: string;
    fiscalCode: string;
    phone: string;
    email: string;
    password: string;
  }) {
    await this.field('Nome').fill(data.firstName);
    await this.field('Cognome').fill(data.lastName);
    await this.field('Codice fiscale').fill(data.fiscalCode);
    await this.field('Telefono').fill(data.phone);
    await this.field('E-mail').fill(data.email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(data.password);
    await this.page.getByRole('textbox', { name: 'Conferma la password', exact: true }).fill(data.password);
  }
}
