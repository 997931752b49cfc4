import type { Locator, Page } from '@playwright/test';

/** The cart's setup dialogs: cooperative, service/address, time slot (spec 001 §2). */
export class SetupDialogsPage {
  readonly store: Locator;
  readonly address: Locator;
  readonly timeslot: Locator;

  constructor(readonly page: Page) {
    this.store = page.getByRole('dialog', { name: 'Scegli la tua cooperativa' });
    this.address = page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
    this.timeslot = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  }

  async chooseStore(name: string) {
    await this.store.getByRole('button', { name }).click();
  }

  async chooseService(name: string, fast = false) {
    if (fast) await this.address.getByRole('button', { name }).click();
    else await this.address.getByRole('tab', { name }).click();
  }

  async chooseAddress(text: string) {
    await this.address.getByLabel('Cerca per nome, via o città').fill(text);
    await this.address.getByRole('radio').first().click();
  }

  /** The first selectable slot of the first day with one. */
  async chooseFirstSlot() {
    const slot = this.timeslot.locator('li button:not([disabled])').first();
    await slot.click();
  }
}
