import { expect, type Locator, type Page } from '@playwright/test';

/** The login page (/login): e-mail, password, remember-me, PIN of the second factor, bot check. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly pin: Locator;
  readonly submit: Locator;
  readonly messages: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mail' });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.rememberMe = page.getByRole('checkbox', { name: 'Ricordami su questo dispositivo' });
    this.pin = page.getByRole('textbox', { name: 'Codice di verifica' });
    this.submit = page.getByRole('button', { name: 'Accedi', exact: true });
    this.messages = page.getByRole('region', { name: "Messaggi dell'accesso" });
  }

  /** Waits until the ALTCHA widget has solved its proof-of-work challenge. */
  async waitForBotCheck() {
    await expect(this.page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({
      timeout: 30_000,
    });
  }

  async login(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.waitForBotCheck();
    await this.submit.click();
  }
}
