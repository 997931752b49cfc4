// Delivery setup and cart journeys (issue 6; spec 001 §2–§5). One shopper, run in order.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { findProduct, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
// React Router's route discovery logs this when page.goto aborts its /__manifest prefetch.
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

/** The cookie banner answered (analytics allowed: cart events reach the data layer). */
async function answerCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'sporta-cookie-preferences',
      JSON.stringify({
        technical: true,
        analytics: true,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'e2e',
      }),
    );
  });
}

async function prepare(page: Page) {
  await answerCookieBanner(page);
  await loginThroughApi(page.request);
}

test('home delivery: address, slot, packaged and loose products, quantities, cart totals', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await prepare(page);
  await page.request.post('/ebsn/api/cart/empty');
  // Another cooperative clears service, address and slot: the setup starts over.
  await page.request.post('/ebsn/api/store/select', { form: { store_id: '2' } });
  const packaged = await findProduct(
    page.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ &&
      p.productInfos.LOCKER_LEVEL !== '3',
  );
  const loose = await findProduct(page.request, (p) => p.productInfos.TIPOLOGIA === 'Sfuso');

  // A served home address, added with the address form (validation first).
  await page.goto('/profile/addresses/manage');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il CAP deve essere di 4 o 5 cifre')).toBeVisible();
  await page.getByLabel('Nome dell’indirizzo').fill('Casa');
  await page.getByLabel('Via').fill('Via Andrea Solari');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByLabel('CAP').fill('20144');
  await page.getByLabel('Comune').fill('Milano');
  await page.getByLabel('Provincia').fill('MI');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);

  // Adding without a setup opens the dialogs in the spec's order.
  await page.goto(`/product/${packaged.slug}`);
  await waitForHydration(page);
  const dialogs = new SetupDialogsPage(page);
  await page
    .getByRole('button', { name: `Aggiungi ${packaged.name} al carrello` })
    .first()
    .click();
  await expect(dialogs.address).toBeVisible();
  await dialogs.address.getByRole('button', { name: 'Cambia cooperativa' }).click();
  await expect(dialogs.store).toBeVisible();
  await dialogs.chooseStore('Coop Lombardia Nord');
  await expect(dialogs.address).toBeVisible();
  await expect(dialogs.address.getByText('Ti serve subito?')).toBeVisible();
  await dialogs.chooseService('Consegna a domicilio');
  await dialogs.chooseAddress('casa');
  await expect(dialogs.timeslot).toBeVisible();
  await expect(dialogs.timeslot.getByText('Libera')).toBeVisible();
  await dialogs.chooseFirstSlot();
  await expect(dialogs.timeslot).toBeHidden();

  const control = page.getByTestId('quantity-control').first();
  // Tapped at once: the click waits for the control to come back with the cart line.
  await control.getByRole('button', { name: `Aumenta la quantità di ${packaged.name}` }).click();
  await expect(control.getByRole('status')).toHaveText('2 pz');
  await expect(control.getByRole('button', { name: `Aggiungi ${packaged.name} al carrello` })).toBeHidden();
  // The event is pushed once the server answered, which may be just after the status shows it.
  await expect
    .poll(async () => {
      const events = await page.evaluate(
        () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
      );
      return events.filter((e) => e.event === 'add_to_cart').length;
    })
    .toBeGreaterThanOrEqual(2);
  // …and the server holds what the shopper sees.
  const saved = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number; quantity: number }[] };
  };
  expect(saved.data.cartItems.find((l) => l.productId === packaged.productId)?.quantity).toBe(2);

  await page.goto(`/product/${loose.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: `Aggiungi ${loose.name} al carrello` })
    .first()
    .click();
  const looseControl = page.getByTestId('quantity-control').first();
  await expect(looseControl.getByRole('status')).toHaveText(/kg$/);
  // The confirmation toast (no server message came back) stays on screen while the shopper goes on.
  const toast = page.getByText('Prodotto aggiunto al carrello');
  await expect(toast.first()).toBeVisible();
  const before = await looseControl.getByRole('status').textContent();
  await looseControl.getByRole('button', { name: `Aumenta la quantità di ${loose.name}` }).click();
  await expect(looseControl.getByRole('status')).not.toHaveText(before ?? '');
  await expect(toast.first()).toBeVisible();

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const totals = page.getByTestId('cart-totals');
  await expect(totals.getByText('Spese di consegna')).toBeVisible();
  await expect(totals.getByText(/IVA \d+% su/).first()).toBeVisible();
  await expect(page.getByTestId('cart-gross-total')).toHaveText(/€/);
  await expect(page.getByRole('link', { name: "Procedi all'acquisto" })).toHaveAttribute('href', '/checkout');
  // Minus to 0 asks first.
  const line = page.getByTestId('cart-line').filter({ hasText: packaged.name });
  await line.getByRole('button', { name: `Diminuisci la quantità di ${packaged.name}` }).click();
  await expect(line.getByRole('status')).toHaveText('1 pz');
  await line.getByRole('button', { name: `Diminuisci la quantità di ${packaged.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Togliere il prodotto?' })
    .getByRole('button', { name: 'Togli' })
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a FAST pick-up shows the countdown on the cart info card', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByTestId('cart-info-card');
    await card.getByRole('button', { name: /Cambia indirizzo/ }).click();
    const dialogs = new SetupDialogsPage(page);
    await expect(dialogs.address).toBeVisible();
    await dialogs.chooseService('Ritiro FAST', true);
    await dialogs.chooseAddress('Solari');
    const removal = page.getByRole('dialog', { name: 'Alcuni prodotti verranno tolti' });
    await expect(dialogs.timeslot.or(removal)).toBeVisible();
    if (await removal.isVisible()) await removal.getByRole('button', { name: 'Continua' }).click();
    await expect(dialogs.timeslot.getByText('Ritiro FAST presso Sporta Milano Solari')).toBeVisible();
    await expect(dialogs.timeslot.getByText(/supplemento di 3,00/)).toBeVisible();
    await dialogs.timeslot.getByRole('button', { name: 'Conferma' }).click();
    await expect(card.getByRole('timer')).toHaveText(/^(Scade tra \d+ min|SCADUTA)$/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test('a locker refuses a frozen product with the Italian message', async ({ page }) => {
  await prepare(page);
  const frozen = await findProduct(page.request, (p) => p.productInfos.LOCKER_LEVEL === '3');
  const select = await page.request.post('/ebsn/api/user-address/select', {
    // Locker Milano Porta Genova: compartments up to level 2 (seed network-data).
    data: { address_type: 'locker', address_id: 10, delivery_service_id: 3 },
  });
  expect(((await select.json()) as { response: { status: number } }).response.status).toBe(0);

  // The cart's locker cannot take a level-3 (frozen) product: the page says so, no control.
  await page.goto(`/product/${frozen.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('unavailable').first()).toHaveText(
    'Prodotto non disponibile per il ritiro nel locker',
  );
  await expect(page.getByRole('button', { name: `Aggiungi ${frozen.name} al carrello` })).toHaveCount(0);

  // A client that adds anyway is refused by the server with the same words.
  const days = (await (await page.request.get('/ebsn/api/timeslot/list')).json()) as {
    data: { timeslots: { timeslotId: number; active: number }[] }[];
  };
  const slot = days.data.flatMap((d) => d.timeslots).find((s) => s.active === 1)!;
  await page.request.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`);
  const add = await page.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: frozen.productId, quantity: 1 }] },
  });
  const body = (await add.json()) as { response: { status: number; errorsMessage: string[] } };
  expect(body.response.status).not.toBe(0);
  expect(body.response.errorsMessage).toEqual(['Prodotto non disponibile per il ritiro nel locker']);
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number }[] };
  };
  expect(cart.data.cartItems.map((l) => l.productId)).not.toContain(frozen.productId);
});

test('an address outside the zones gets the notify-me form', async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto('/service-discovery');
  await waitForHydration(page);
  await page.getByLabel('Via').fill('Via dei Fori Imperiali');
  await page.getByLabel('Numero civico').fill('1');
  await page.getByLabel('CAP').fill('00184');
  await page.getByLabel('Comune').fill('Roma');
  await page.getByLabel('Provincia').fill('RM');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText('Il tuo indirizzo non è ancora servito.')).toBeVisible();
  await page.getByRole('button', { name: 'Avvisami' }).click();
  await expect(page.getByText('Indica un indirizzo e-mail valido')).toBeVisible();
  await page.getByLabel('E-mail').fill('nuovo.cliente@example.com');
  await page.getByRole('button', { name: 'Avvisami' }).click();
  await expect(
    page.getByText('Grazie! Ti avviseremo appena consegneremo al tuo indirizzo.').first(),
  ).toBeVisible();
});

test('the municipality autocomplete fills province and CAP; the verify button says who delivers there', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.goto('/service-discovery');
  await waitForHydration(page);
  await page.getByLabel('Via').fill('Via Italia');
  await page.getByLabel('Numero civico').fill('10');
  await page.getByLabel('Comune').pressSequentially('monz');
  await page.getByRole('option', { name: /Monza \(MB\)/ }).click();
  await expect(page.getByLabel('Comune')).toHaveValue('Monza');
  await expect(page.getByLabel('Provincia')).toHaveValue('MB');
  await expect(page.getByLabel('CAP')).toHaveValue('20900');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText('Consegna a domicilio').first()).toBeVisible();
});

test('a frozen product added before the setup, then a locker chosen in the dialogs: the toast says why, nothing is added', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await prepare(page);
  await page.request.post('/ebsn/api/cart/empty');
  // Another cooperative and back: service, address and slot start over.
  await page.request.post('/ebsn/api/store/select', { form: { store_id: '2' } });
  await page.request.post('/ebsn/api/store/select', { form: { store_id: '1' } });
  const frozen = await findProduct(page.request, (p) => p.productInfos.LOCKER_LEVEL === '3');
  await page.goto(`/product/${frozen.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: `Aggiungi ${frozen.name} al carrello` })
    .first()
    .click();
  const dialogs = new SetupDialogsPage(page);
  await expect(dialogs.address).toBeVisible();
  await dialogs.chooseService('Ritiro al locker');
  // Locker Milano Porta Genova: compartments up to level 2 (seed network-data).
  await dialogs.chooseAddress('Porta Genova');
  await expect(dialogs.timeslot).toBeVisible();
  await dialogs.chooseFirstSlot();
  await expect(dialogs.timeslot).toBeHidden();
  await expect(
    page
      .locator('.notistack-SnackbarContainer')
      .getByText('Prodotto non disponibile per il ritiro nel locker'),
  ).toBeVisible();
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: unknown[] };
  };
  expect(cart.data.cartItems).toEqual([]);
});
