// The content editor in the back-office (issue 23, ADR 0074, 0076): the administrator creates a
// page with the TipTap toolbar (a heading, a bold word, a `<script>` typed as text), saves a draft
// (the storefront does not show it), previews it, publishes it (a new visitor sees it at once),
// changes the title and restores the earlier revision (the storefront shows the old title again).
// A slug already taken is refused with the Italian message and the form keeps what was typed.
// Axe clean on the list and the editor; screenshots at 390 and 1280.
import type { Browser, Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { ADMIN, staffSignIn } from '../support/staff';

// The refused slug answers 400: the browser logs the failed resource.
test.use({ allowConsoleErrors: [/status of 400/] });

/** What a new visitor (no cookies, no cache) sees at a storefront address. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, locale: 'it-IT' });
  const visitor = await context.newPage();
  const response = await visitor.goto(path);
  return { context, visitor, status: response?.status() };
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the administrator writes, previews, publishes and restores a page; a taken slug is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const n = Date.now() % 1_000_000;
  const slug = `orari-estate-${n}`;
  const title = `Orari d'estate ${n}`;
  const newTitle = `Orari d'autunno ${n}`;

  await staffSignIn(page, ADMIN);
  await page.getByRole('link', { name: 'Contenuti', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contenuti' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId('content-admin-row').first()).toBeVisible();
  // the type filter
  await page.getByRole('link', { name: 'Ricette' }).click();
  await expect(page.getByRole('link', { name: 'Ricette' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('content-admin-row').first()).toContainText('Ricetta');
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'content-list');

  // a new page through the toolbar
  await page.getByRole('link', { name: 'Pagine' }).click();
  await expect(page.getByRole('link', { name: 'Pagine' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Nuovo contenuto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo contenuto' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(title);
  await expect(page.getByLabel('Slug (indirizzo)')).toHaveValue(`orari-d-estate-${n}`);
  await page.getByLabel('Slug (indirizzo)').fill(slug);
  const text = page.getByRole('textbox', { name: 'Testo', exact: true });
  await text.click();
  const h2 = page.getByRole('button', { name: 'Titolo di sezione H2' });
  await expect(h2).toHaveAttribute('aria-pressed', 'false');
  await h2.click();
  await expect(h2).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Aperti tutta la settimana');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Il negozio è aperto ');
  const bold = page.getByRole('button', { name: 'Grassetto' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('sempre');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' <script>window.__pwned = 1</script>');
  await expect(text.locator('h2')).toHaveText('Aperti tutta la settimana');
  await expect(text.locator('strong')).toHaveText('sempre');
  await page.getByRole('button', { name: 'Salva bozza' }).click();

  await expect(page.getByText('Contenuto creato.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Modifica ${title}` })).toBeVisible();
  await expect(page.getByTestId('content-status')).toHaveText('Stato: Bozza');
  await expect(page.getByRole('link', { name: 'Vedi nel sito' })).toHaveCount(0);
  await waitForHydration(page);

  // a draft is not on the storefront
  {
    const { context, status } = await visit(browser, `/page/${slug}`);
    expect(status).toBe(404);
    await context.close();
  }

  // the preview renders it as the storefront would, the script as text
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('dialog', { name: 'Anteprima: come la vede il sito' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Aperti tutta la settimana' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('sempre');
  await expect(preview).toContainText('<script>window.__pwned = 1</script>');
  await expect(preview).toContainText('Bozza: il sito non la mostra');
  await preview.getByRole('button', { name: 'Chiudi' }).click();
  await expect(preview).toBeHidden();

  // published: a new visitor sees it at once
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Contenuto salvato.')).toBeVisible();
  await expect(page.getByTestId('content-status')).toHaveText('Stato: Pubblicato');
  await expect(page.getByRole('link', { name: 'Vedi nel sito' })).toHaveAttribute('href', `/page/${slug}`);
  {
    const { context, visitor, status } = await visit(browser, `/page/${slug}`);
    expect(status).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Aperti tutta la settimana' })).toBeVisible();
    await expect(visitor.getByTestId('content-body').locator('strong')).toHaveText('sempre');
    await expect(visitor.getByTestId('content-body')).toContainText('<script>window.__pwned = 1</script>');
    expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  }

  // a new title, published; then the revision before it restored
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(newTitle);
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Modifica ${newTitle}` })).toBeVisible();
  {
    const { context, visitor } = await visit(browser, `/page/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await context.close();
  }
  const revisions = page.getByTestId('content-revision');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText('Modifica di');
  await expect(revisions.nth(2)).toContainText('Creazione di');
  // the previous text of the title change
  await revisions.nth(0).getByText('Vedi il testo').click();
  await expect(revisions.nth(0).getByText(title, { exact: true })).toBeVisible();
  await expect(revisions.nth(0).getByText(newTitle, { exact: true })).toBeVisible();
  // the publish (second newest) left the old title, published
  await revisions
    .nth(1)
    .getByRole('button', { name: /^Ripristina la revisione del/ })
    .click();
  await expect(page.getByText('Revisione ripristinata.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Modifica ${title}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(title);
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText('Ripristino di');
  {
    const { context, visitor } = await visit(browser, `/page/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await context.close();
  }
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'content-editor');

  // a refusal: the same slug again keeps the form as typed
  await page.goto('/userboard/contenuti/nuovo');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Un doppione');
  await page.getByLabel('Slug (indirizzo)').fill(slug);
  await page.getByRole('textbox', { name: 'Testo', exact: true }).click();
  await page.keyboard.type('Testo da non perdere');
  await page.getByLabel('Titolo SEO').fill('Titolo per i motori');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByTestId('content-form-error')).toHaveText(
    `Lo slug «${slug}» è già usato da un altro contenuto dello stesso tipo.`,
  );
  await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue('Un doppione');
  await expect(page.getByLabel('Slug (indirizzo)')).toHaveValue(slug);
  await expect(page.getByLabel('Titolo SEO')).toHaveValue('Titolo per i motori');
  await expect(page.getByRole('textbox', { name: 'Testo', exact: true })).toHaveText('Testo da non perdere');
  await expect(page).toHaveURL(/\/userboard\/contenuti\/nuovo$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'content-editor-refused');
});

test("the administrator adds, moves and removes a menu's items; a javascript: address is refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const menu = async () =>
    (
      (await (await page.request.get('/p/wp-json/wp-api-menus/v2/menu-locations/blog')).json()) as {
        title: string;
        url: string;
      }[]
    ).map((i) => i.title);
  const before = await menu();
  expect(before.length).toBeGreaterThan(0);

  await staffSignIn(page, ADMIN);
  await page.goto('/userboard/contenuti/menu?location=blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu del sito' })).toBeVisible();
  await waitForHydration(page);
  const rows = page.getByTestId('menu-item-row');
  await expect(rows).toHaveCount(before.length);
  const n = before.length + 1;
  await page.getByRole('button', { name: 'Aggiungi una voce' }).click();
  await page.getByLabel(`Titolo della voce ${n}`).fill('Ricette di stagione');
  await page.getByLabel(`Indirizzo della voce ${n}`).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Salva il menu' }).click();
  await expect(page.getByText('L’indirizzo «javascript:alert(1)» del menu non è valido.')).toBeVisible();
  expect(await menu()).toEqual(before);
  // the form kept the item; a site path, moved to the top
  await page.getByLabel(`Indirizzo della voce ${n}`).fill('/ricette');
  for (let i = n; i > 1; i--) await page.getByRole('button', { name: `Sposta su la voce ${i}` }).click();
  await expect(page.getByLabel('Titolo della voce 1')).toHaveValue('Ricette di stagione');
  await page.getByRole('button', { name: 'Salva il menu' }).click();
  await expect(page.getByText('Menu salvato.')).toBeVisible();
  expect(await menu()).toEqual(['Ricette di stagione', ...before]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'content-menu');
  // removed again: the menu is as it was
  await page.getByRole('button', { name: 'Togli la voce 1' }).click();
  await page.getByRole('button', { name: 'Salva il menu' }).click();
  await expect(page.getByText('Menu salvato.')).toBeVisible();
  expect(await menu()).toEqual(before);
  // Versioned: both changes are in the history; restoring the first brings the item back, then
  // restoring the second takes it away again (each restore a revision of its own).
  const history = page.getByTestId('menu-revision');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Modificato da Anna Neri');
  await history
    .nth(1)
    .getByRole('button', { name: /^Ripristina/ })
    .click();
  await expect(page.getByText('Revisione ripristinata.')).toBeVisible();
  await expect(page.getByLabel('Titolo della voce 1')).toHaveValue('Ricette di stagione');
  expect(await menu()).toEqual(['Ricette di stagione', ...before]);
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Ripristinato da Anna Neri');
  await history
    .nth(1)
    .getByRole('button', { name: /^Ripristina/ })
    .click();
  await expect(history).toHaveCount(4);
  expect(await menu()).toEqual(before);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a recipe with a product found by name: refused without ingredients, saved, previewed, deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const n = Date.now() % 1_000_000;
  const title = `Frittata veloce ${n}`;
  await staffSignIn(page, ADMIN);
  await page.goto('/userboard/contenuti/nuovo?type=recipe');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Testo', exact: true }).click();
  await page.keyboard.type('Sbattere le uova e cuocere.');
  await page.getByLabel('Porzioni').fill('2');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByTestId('content-form-error')).toContainText('serve almeno un ingrediente');
  await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(title);

  await page.getByLabel('Cerca un prodotto per nome').fill('latte');
  await page.getByRole('button', { name: 'Cerca prodotti' }).click();
  const add = page.getByRole('button', { name: /^Aggiungi / }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Aggiungi /, '');
  await add.click();
  await expect(page.getByTestId('ingredient-row')).toHaveCount(1);
  await page.getByLabel(`Dose di ${name} (es. 200 g)`).fill('100 ml');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Contenuto creato.')).toBeVisible();
  await waitForHydration(page);
  // opened again: the ingredient by its product's name
  await expect(page.getByTestId('ingredient-row')).toContainText(name);
  await expect(page.getByLabel(`Dose di ${name} (es. 200 g)`)).toHaveValue('100 ml');
  await expect(page.getByLabel('Porzioni')).toHaveValue('2');

  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('dialog', { name: 'Anteprima: come la vede il sito' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview).toContainText('Sbattere le uova e cuocere.');
  await preview.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('dialog', { name: `Eliminare «${title}»?` });
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/\/userboard\/contenuti$/);
  await expect(page.getByText('Contenuto eliminato.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Modifica ${title}` })).toHaveCount(0);
});
