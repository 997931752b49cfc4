// Rewards and donations of points (issue 25, ADR 0059) on a phone (390×844): a member fills the
// rewards cart from the catalogue (/profile/create-offer), changes a quantity, requests it — the
// points leave the balance — and follows the request in /profile/requested-rewards while a store
// manager marks it ready and then collected at /userboard/premi; another member donates points
// to a charity project and sees the receipt and the new balance. axe clean on every page.
import type { Page } from '@playwright/test';
import { demoCardNumber } from '../../apps/server/db/seed/loyalty';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { ADMIN, staffSignIn } from '../support/staff';
import { loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, allowConsoleErrors: [/Failed to fetch manifest patches/] });

const FRANCESCA = [demoCardNumber(3_000_001, '0460'), '05/09/1982'] as const; // cooperative 3, 312 till points
const ANNA = [demoCardNumber(1_000_001), '15/04/1987'] as const; // cooperative 1, 178 till points

// A card belongs to one account: a journey that failed gives it back, so that a retry can add it.
let heldCard: string | null = null;
test.afterEach(async ({ page }) => {
  if (heldCard === null) return;
  await page.request.post('/ebsn/api/registration-card/remove-card', { params: { fidelity_card: heldCard } });
  heldCard = null;
});

async function memberWithCard(page: Page, [card, birth]: readonly [string, string]) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'sporta-cookie-preferences',
      JSON.stringify({
        technical: true,
        analytics: false,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'e2e',
      }),
    );
  });
  const who = await freshCustomer();
  expect(who.login).not.toBe('mario.rossi@example.com');
  await loginThroughApi(page.request, who);
  const add = await page.request.post('/ebsn/api/registration-card/add-card', {
    params: { fidelity_card: card, birth_date: birth },
  });
  expect(((await add.json()) as { response: { status: number } }).response.status).toBe(0);
  heldCard = card;
}

/** Screenshots of the page on the phone and on a laptop (looked at while writing the pages). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('request a reward from the rewards cart and follow it: ready at the store, then collected', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await memberWithCard(page, FRANCESCA);

  // The fidelity page links to the rewards pages; the catalogue keeps the cards tab selected.
  await page.goto('/profile/fidelity');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Premi e donazioni' })
    .getByRole('link', { name: 'Catalogo premi' })
    .click();
  await expect(page).toHaveURL(/\/profile\/create-offer$/);
  await expect(page.getByRole('heading', { name: 'Catalogo premi', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Carte fedeltà' })).toHaveAttribute('aria-selected', 'true');
  const balance = page.getByTestId('rewards-balance');
  const before = Number(/: (\d+) punti/.exec((await balance.textContent())!)![1]);
  expect(before).toBeGreaterThanOrEqual(250);
  await expect(page.getByTestId('reward')).toHaveCount(8);
  await expect(page.getByTestId('reward').filter({ hasText: 'Set 3 coltelli da cucina' })).toContainText(
    'ritiro e pagamento in negozio',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, 'create-offer');

  await page.getByRole('button', { name: 'Aggiungi al carrello premi: Borsa spesa termica' }).click();
  await expect(page.getByText('Borsa spesa termica aggiunto al carrello premi.')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi al carrello premi: 2 tazze da colazione' }).click();
  await page.getByRole('link', { name: 'Vai al carrello premi' }).click();

  // The cart: too many points refused with the balance; a line removed; the request debits.
  await expect(page).toHaveURL(/\/profile\/rewards-cart$/);
  await expect(page.getByTestId('reward-cart-item')).toHaveCount(2);
  await expect(page.getByTestId('reward-cart-total')).toHaveText('Punti necessari: 600');
  await page.getByRole('button', { name: 'Aumenta Borsa spesa termica' }).click();
  await expect(page.getByTestId('reward-cart-total')).toHaveText('Punti necessari: 850');
  await expect(page.getByText(`Ti mancano ${850 - before} punti per richiedere questi premi.`)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, 'rewards-cart');
  await page.getByRole('button', { name: 'Richiedi i premi' }).click();
  await expect(
    page.getByText(`Saldo punti insufficiente: hai ${before} punti, ne servono 850.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi 2 tazze da colazione' }).click();
  await page.getByRole('button', { name: 'Diminuisci Borsa spesa termica' }).click();
  await expect(page.getByTestId('reward-cart-total')).toHaveText('Punti necessari: 250');
  await page.getByRole('button', { name: 'Richiedi i premi' }).click();
  const done = page.getByRole('alert').filter({ hasText: /Richiesta n\. \d+ inviata/ });
  await expect(done).toBeVisible();
  const requestId = /Richiesta n\. (\d+)/.exec((await done.textContent())!)![1];
  await expect(balance).toContainText(`${before - 250} punti`);
  await expect(page.getByText('Il carrello premi è vuoto.')).toBeVisible();

  await done.getByRole('link', { name: 'Vedi i premi richiesti' }).click();
  await expect(page).toHaveURL(/\/profile\/requested-rewards$/);
  const request = page.getByTestId('reward-request').filter({ hasText: `Richiesta n. ${requestId} ` });
  await expect(request.getByTestId('reward-request-status')).toHaveText('Stato: Richiesto');
  await expect(request.getByRole('button', { name: `Annulla la richiesta n. ${requestId}` })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, 'requested-rewards');

  // A store manager marks it ready, then collected.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
  const staff = await staffContext.newPage();
  try {
    await staffSignIn(staff, ADMIN);
    await staff.getByRole('link', { name: 'Richieste di premi' }).click();
    await expect(staff.getByRole('heading', { name: 'Richieste di premi', level: 1 })).toBeVisible();
    const row = staff.getByTestId('reward-request').filter({ hasText: `Richiesta n. ${requestId} ` });
    await expect(row).toContainText('Borsa spesa termica');
    expect(await accessibilityViolations(staff)).toEqual([]);
    await staff.screenshot({ path: test.info().outputPath('userboard-premi-390.png'), fullPage: true });
    await row.getByRole('button', { name: 'Segna pronto in negozio' }).click();
    await expect(staff.getByText(`Richiesta n. ${requestId}: pronto in negozio.`)).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(request.getByTestId('reward-request-status')).toHaveText('Stato: Pronto in negozio');
    await expect(request.getByRole('button', { name: /Annulla la richiesta/ })).toHaveCount(0);

    await row.getByRole('button', { name: 'Segna ritirato' }).click();
    await expect(staff.getByText(`Richiesta n. ${requestId}: ritirato.`)).toBeVisible();
  } finally {
    await staffContext.close();
  }
  await page.reload();
  await waitForHydration(page);
  await expect(request.getByTestId('reward-request-status')).toHaveText('Stato: Ritirato');
  const cards = (await (await page.request.get('/ebsn/api/registration-card/view-cards')).json()) as {
    data: { cards: { points: number }[] };
  };
  expect(cards.data.cards[0]!.points).toBe(before - 250);
});

test('donate points to a charity project: the receipt and the new balance', async ({ page }) => {
  test.setTimeout(90_000);
  await memberWithCard(page, ANNA);
  await page.goto('/profile/donate');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Dona i tuoi punti', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Carte fedeltà' })).toHaveAttribute('aria-selected', 'true');
  const balance = page.getByTestId('rewards-balance');
  const before = Number(/: (\d+) punti/.exec((await balance.textContent())!)![1]);
  expect(before).toBeGreaterThanOrEqual(150);
  const projects = page.getByRole('radiogroup', { name: 'Progetti benefici' });
  await expect(projects.getByRole('radio')).toHaveCount(3);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, 'donate');

  await projects.getByRole('radio', { name: /Orti nelle scuole/ }).check();
  await page.getByRole('combobox', { name: 'Punti da donare' }).click();
  await page.getByRole('option', { name: '150', exact: true }).click();
  await page.getByRole('button', { name: 'Dona i punti' }).click();
  const receipt = page.getByRole('alert').getByTestId('donation-receipt');
  await expect(receipt).toBeVisible();
  await expect(
    receipt.getByRole('heading', { name: /^Ricevuta di donazione n\. DON-1-\d{4}-\d{6}$/ }),
  ).toBeVisible();
  await expect(receipt).toContainText(
    '150 punti al progetto «Orti nelle scuole» (Associazione Orti Scolastici)',
  );
  await expect(balance).toContainText(`${before - 150} punti`);
  await expect(
    page.getByRole('region', { name: 'Le tue donazioni' }).getByTestId('donation-receipt'),
  ).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, 'donate-done');

  const pdfUrl = await receipt.getByRole('link', { name: /Scarica la ricevuta in PDF/ }).getAttribute('href');
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
