// Issue 23's staff journey on the home page: a content editor adds a banner with an uploaded
// image for one delivery service only, reorders two blocks, schedules one for tomorrow and
// publishes; a shopper with that service and a visitor without it each see the right home page.
// A revision restore brings the scheduled block back. The page is axe clean; a file that is not
// an image is refused in Italian. The test puts the demo home back as it found it.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { repoRoot } from '../support/app-server';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { ADMIN, staffSignIn } from '../support/staff';
import { freshDriveCart, loginThroughApi } from './cart-support';

const BANNER = 'Ritiro in negozio: la spesa pronta in 2 ore';
const FIRST = 'In primo piano';
const SECOND = 'Ritiro al locker';
const SCHEDULED = 'Dal nostro blog';

async function bannerPng(): Promise<Buffer> {
  const req = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  const sharp = req('sharp') as (options: {
    create: { width: number; height: number; channels: 3; background: string };
  }) => { png: () => { toBuffer: () => Promise<Buffer> } };
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1b5e20' } })
    .png()
    .toBuffer();
}

/** The home page's block headings, in order, as a context's shopper sees it. */
async function homeAs(browser: Browser, setUp?: (request: APIRequestContext) => Promise<void>) {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
  if (setUp) await setUp(context.request);
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  const html = await page.content();
  const has = (text: string) => html.includes(text);
  const at = (text: string) => html.indexOf(text);
  return { context, page, has, at };
}

async function rowNames(page: Page): Promise<string[]> {
  return page.getByTestId('block-admin-name').allTextContents();
}

// The refused upload's 400 is logged by the browser.
test.use({ allowConsoleErrors: [/status of 400/] });

test('a content editor edits the home page; shoppers with and without the service see the right one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await staffSignIn(page, ADMIN);
  await page.getByRole('link', { name: 'Blocchi della home e delle categorie' }).click();
  await expect(page.getByRole('heading', { name: 'Blocchi delle pagine', level: 1 })).toBeVisible();
  await waitForHydration(page);
  const names = await rowNames(page);
  expect(names[0]).toBe(`1. ${FIRST}`);
  expect(names[1]).toBe(`2. ${SECOND}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('blocks-list.png'), fullPage: true });

  let newBlockId: string | null = null;
  try {
    // 1. A banner with an uploaded image, for the drive service of the first cooperative only.
    await page.getByRole('button', { name: 'Aggiungi un blocco' }).click();
    const form = page.getByRole('dialog', { name: 'Nuovo blocco' });
    await expect(form).toBeVisible();
    await form.getByLabel('Titolo', { exact: true }).fill('Ritiro in negozio');
    const banner = form.getByRole('group', { name: 'Banner 1' });
    // A file that claims to be a PNG but is not: the server reads its bytes and refuses it.
    await banner.locator('input[type=file]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await expect(banner.getByTestId('image-error')).toHaveText('Il file non è un’immagine PNG, JPEG o WebP.');
    await banner.locator('input[type=file]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await bannerPng(),
    });
    await expect(banner.getByRole('img', { name: /./ }).or(banner.locator('img'))).toHaveAttribute(
      'src',
      /^\/img\/uploads\/[0-9a-f]+\.webp$/,
    );
    await banner.getByLabel("Testo alternativo dell'immagine").fill('Sacchetti della spesa pronti al ritiro');
    await banner.getByLabel('Titolo del banner').fill(BANNER);
    await banner.getByLabel('Testo', { exact: true }).fill('Ordina entro le 12, ritira dalle 14.');
    await banner.getByLabel('Collegamento (/… o https://…)').fill('/volantini');
    await banner.getByLabel('Testo del pulsante').fill('Scopri');
    await form
      .getByRole('group', { name: 'Coop Lombardia Nord' })
      .getByRole('checkbox', { name: 'Ritiro in negozio' })
      .check();
    // The preview draws the banner as the storefront will, before anything is saved.
    await form.getByRole('button', { name: 'Anteprima' }).click();
    const preview = form.getByTestId('block-preview');
    await expect(preview.getByRole('heading', { name: BANNER })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Sacchetti della spesa pronti al ritiro' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await preview.screenshot({ path: test.info().outputPath('block-preview.png') });
    await page.screenshot({ path: test.info().outputPath('block-form.png') });
    await form.getByRole('button', { name: 'Pubblica' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('block-outcome')).toHaveText('Blocco aggiunto.');
    const added = page.getByTestId('block-admin-row').last();
    newBlockId = await added.getAttribute('data-block-id');
    await expect(added).toContainText('Ritiro in negozio');
    await expect(added).toContainText('Solo per: Ritiro in negozio (Coop Lombardia Nord)');
    await expect(added.getByTestId('block-admin-status')).toHaveText('Pubblicato');

    // 2. The first two blocks change places.
    await page.getByRole('button', { name: `Sposta su «${SECOND}»` }).click();
    await expect(page.getByTestId('block-outcome')).toHaveText('Ordine salvato.');
    expect((await rowNames(page)).slice(0, 2)).toEqual([`1. ${SECOND}`, `2. ${FIRST}`]);

    // 3. The blog block from tomorrow at 08:00.
    await page.getByRole('button', { name: `Modifica «${SCHEDULED}»` }).click();
    const edit = page.getByRole('dialog', { name: `Modifica «${SCHEDULED}»` });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await edit.getByLabel('Visibile dal').fill(`${day}T08:00`);
    await edit.getByRole('button', { name: 'Pubblica' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('block-outcome')).toHaveText('Blocco salvato.');
    const scheduledRow = page.getByTestId('block-admin-row').filter({ hasText: SCHEDULED });
    await expect(scheduledRow.getByTestId('block-admin-status')).toHaveText(
      `Programmato dal ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} 08:00`,
    );
    await page.screenshot({ path: test.info().outputPath('blocks-edited.png'), fullPage: true });

    // The shopper with the drive service: the banner with its picture, the new order, no blog.
    const drive = await homeAs(browser, async (request) => {
      await loginThroughApi(request);
      await freshDriveCart(request);
    });
    expect(drive.has(BANNER)).toBe(true);
    // Its uploaded picture is shown (lazy below the fold: scrolled to, then decoded).
    const picture = drive.page.getByRole('img', { name: 'Sacchetti della spesa pronti al ritiro' });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    await expect(picture).toHaveAttribute('src', /^\/img\/uploads\/[0-9a-f]+\.webp$/);
    expect(drive.at(SECOND)).toBeLessThan(drive.at(FIRST));
    expect(drive.has(SCHEDULED)).toBe(false);
    await drive.page.screenshot({ path: test.info().outputPath('home-drive.png') });
    await drive.context.close();

    // A visitor without that service: no banner; the same order; no blog.
    const visitor = await homeAs(browser);
    expect(visitor.has(BANNER)).toBe(false);
    expect(visitor.at(SECOND)).toBeLessThan(visitor.at(FIRST));
    expect(visitor.has(SCHEDULED)).toBe(false);
    await visitor.context.close();

    // 4. The history of the blog block: its previous version restored, it shows again at once.
    await page.getByRole('button', { name: `Revisioni di «${SCHEDULED}»` }).click();
    const history = page.getByRole('dialog', { name: `Revisioni di «${SCHEDULED}»` });
    await expect(history.getByTestId('block-revision').first()).toContainText('Modificato da Anna Neri');
    expect(await accessibilityViolations(page)).toEqual([]);
    // A block of the demo layout: its version before the first change is offered as the initial one.
    await history.getByRole('button', { name: 'Ripristina la versione iniziale' }).click();
    await expect(history).toBeHidden();
    await expect(page.getByTestId('block-outcome')).toHaveText('Revisione ripristinata.');
    await expect(scheduledRow.getByTestId('block-admin-status')).toHaveText('Pubblicato');
    const again = await homeAs(browser);
    expect(again.has(SCHEDULED)).toBe(true);
    await again.context.close();
  } finally {
    // The demo home as it was: the new banner deleted (through the page), the order put back.
    if (newBlockId) {
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: 'Elimina «Ritiro in negozio»' }).click();
      await expect(page.getByTestId('block-outcome')).toHaveText('Blocco eliminato.');
    }
    if ((await rowNames(page))[0] === `1. ${SECOND}`) {
      await page.getByRole('button', { name: `Sposta su «${FIRST}»` }).click();
      await expect(page.getByTestId('block-outcome')).toHaveText('Ordine salvato.');
    }
  }
  expect((await rowNames(page)).slice(0, 2)).toEqual([`1. ${FIRST}`, `2. ${SECOND}`]);

  // On a phone: the same page, usable and accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `Sposta giù «${FIRST}»` })).toBeInViewport();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('blocks-phone.png') });
  await page.getByRole('button', { name: `Modifica «${FIRST}»` }).click();
  await expect(page.getByRole('dialog', { name: `Modifica «${FIRST}»` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('block-form-phone.png') });
});
