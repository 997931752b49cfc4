import { expect, type Locator, type Page } from '@playwright/test';

/** The home page's department tiles. */
export class HomePage {
  readonly departmentTiles: Locator;

  constructor(readonly page: Page) {
    this.departmentTiles = page.getByTestId('department-tiles').getByRole('link');
  }

  /** Opens the first department from its tile and waits for its heading; returns its name. */
  async openFirstDepartment(): Promise<string> {
    const tile = this.departmentTiles.first();
    await expect(tile).toBeVisible();
    const name = (await tile.innerText()).trim();
    await tile.click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return name;
  }
}
