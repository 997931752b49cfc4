// The anonymous cart and cart updating off (issue 6; spec 000 §6, 001 §4), on a second server
// started with ANONYMOUS_CART=true and UPDATE_CART=false (support/anonymous-cart-app.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/anonymous-cart-app';
import { accessibilityViolations, waitForHydration } from '../support/fixtures';
import { newestMailTo, PIN_MAIL, pinIn } from '../support/mail';
import { LoginPage } from '../pages/login.page';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { altchaToken, findProduct, freshDriveCart, type FoundProduct } from './cart-support';

const GIULIA = { login: 'giulia.bianchi@example.com', password: 'Sporta2026!' };
const MARIO = { login: 'mario.rossi@example.com', password: 'Sporta2026!' };

// React Router's route discovery logs this when page.goto aborts its /__manifest prefetch.
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

/** Giulia has the second factor on: the PIN comes from the second server's mail outbox. */
async function loginWithPin(request: APIRequestContext, dataDir: string): Promise<void> {
  const since = Date.now();
  const first = await request.post('/ebsn/api/auth/login', {
    form: { ...GIULIA, token_recaptcha: await altchaToken(request) },
  });
  let body = (await first.json()) as { response: { status: number; errorsMessage: string[] } };
  if (body.response.status === 4) {
    const pin = pinIn(await newestMailTo(GIULIA.login, since, { contains: PIN_MAIL, dataDir }));
    body = await (await request.post('/ebsn/api/auth/login', { form: { ...GIULIA, mfa_pin: pin } })).json();
  }
  if (body.response.status !== 0) throw new Error(`login: ${body.response.errorsMessage.join(' ')}`);
}

const plain = (p: FoundProduct) =>
  ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
  (p.productInfos.QTY_MULT ?? '1') === '1' &&
  (p.productInfos.MINACQ ?? '1') === '1' &&
  !p.productInfos.MAXACQ;

async function cartQuantities(request: APIRequestContext): Promise<Record<number, number>> {
  const view = (await (await request.get('/ebsn/api/cart/view')).json()) as {
    data: { cartItems: { productId: number; quantity: number }[] };
  };
  return Object.fromEntries(view.data.cartItems.map((l) => [l.productId, l.quantity]));
}

function watchCartCalls(page: Page): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/ebsn\/api\/cart\//.test(r.url()))
      calls.push({ url: r.url(), body: r.postDataJSON() as unknown });
  });
  return calls;
}

test('a visitor fills a cart without logging in (quantity kept on the card until Aggiungi), then logs in: the lines join her cart', async ({
  page,
  playwright,
  baseURL,
  anonymousCartApp,
}) => {
  test.setTimeout(90_000);
  const picked: FoundProduct[] = [];
  for (let i = 0; i < 3; i += 1)
    picked.push(
      await findProduct(page.request, (p) => plain(p) && !picked.some((q) => q.productId === p.productId)),
    );
  const [both, onlyVisitor, onlyHers] = picked as [FoundProduct, FoundProduct, FoundProduct];

  // What Giulia already had in her cart (another device): one of the product the visitor adds too.
  const giulia = await playwright.request.newContext({ baseURL });
  await loginWithPin(giulia, anonymousCartApp.dataDir);
  await freshDriveCart(giulia);
  const had = await giulia.post('/ebsn/api/cart/add', {
    data: {
      items: [
        { productId: both.productId, quantity: 1 },
        { productId: onlyHers.productId, quantity: 2 },
      ],
    },
  });
  expect(((await had.json()) as { response: { status: number } }).response.status).toBe(0);
  await giulia.dispose();

  // Anonymous: plus twice changes only the card; Aggiungi sends the 3 in one call.
  const calls = watchCartCalls(page);
  await page.goto(`/product/${both.slug}`);
  await waitForHydration(page);
  const quantity = page.getByLabel(`Quantità di ${both.name}`, { exact: true }).first();
  const plus = page.getByRole('button', { name: `Aumenta la quantità di ${both.name}` }).first();
  await expect(quantity).toHaveText('1 pz');
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveText('3 pz');
  expect(calls).toEqual([]);
  const added = page.waitForResponse((r) => r.url().includes('/ebsn/api/cart/add'));
  await page
    .getByRole('button', { name: `Aggiungi ${both.name} al carrello` })
    .first()
    .click();
  expect((await added).status()).toBe(200);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toMatchObject({ items: [{ productId: both.productId, quantity: 3 }] });
  // no address or slot was asked; the card starts again and tells what is in the cart
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('in-cart').first()).toHaveText('Nel carrello: 3 pz');
  await expect(quantity).toHaveText('1 pz');
  // cart updating off: plus on a product already in the cart sends nothing either
  await plus.click();
  await expect(quantity).toHaveText('2 pz');
  expect(calls).toHaveLength(1);

  await page.goto(`/product/${onlyVisitor.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: `Aggiungi ${onlyVisitor.name} al carrello` })
    .first()
    .click();
  await expect(page.getByTestId('in-cart').first()).toHaveText('Nel carrello: 1 pz');
  expect(await cartQuantities(page.request)).toEqual({ [both.productId]: 3, [onlyVisitor.productId]: 1 });

  // The cart page works for the visitor; the checkout asks to log in.
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel(`Quantità di ${both.name}`, { exact: true })).toHaveText('3 pz');
  await expect(page.getByLabel(`Quantità di ${onlyVisitor.name}`, { exact: true })).toHaveText('1 pz');
  await expect(page.getByTestId('anonymous-checkout')).toContainText('Accedi o registrati');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('anonymous-cart-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('anonymous-cart-mobile.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('link', { name: "Procedi all'acquisto" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await waitForHydration(page);
  const login = new LoginPage(page);
  const since = Date.now();
  await login.login(GIULIA.login, GIULIA.password);
  await expect(page.getByText('Ti abbiamo inviato un codice di verifica via e-mail')).toBeVisible();
  await login.pin.fill(
    pinIn(await newestMailTo(GIULIA.login, since, { contains: PIN_MAIL, dataDir: anonymousCartApp.dataDir })),
  );
  await login.submit.click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Her cart now holds the visitor's lines too: the shared product's quantities added up.
  expect(await cartQuantities(page.request)).toEqual({
    [both.productId]: 4,
    [onlyVisitor.productId]: 1,
    [onlyHers.productId]: 2,
  });
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByLabel(`Quantità di ${both.name}`, { exact: true })).toHaveText('4 pz');
  await expect(page.getByLabel(`Quantità di ${onlyVisitor.name}`, { exact: true })).toHaveText('1 pz');
  await expect(page.getByLabel(`Quantità di ${onlyHers.name}`, { exact: true })).toHaveText('2 pz');
  await expect(page.getByTestId('anonymous-checkout')).toHaveCount(0);
  // on the cart page the lines change at once, whatever the configuration
  const cartPlus = page.waitForResponse((r) => r.url().includes('/ebsn/api/cart/update'));
  await page.getByRole('button', { name: `Aumenta la quantità di ${onlyVisitor.name}` }).click();
  expect((await cartPlus).status()).toBe(200);
  await expect(page.getByLabel(`Quantità di ${onlyVisitor.name}`, { exact: true })).toHaveText('2 pz');
});

test('a customer without a delivery setup logs in at the checkout and chooses address and slot from there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Mario has no cart on this server yet: after the merge his cart has the line but no setup.
  const product = await findProduct(page.request, plain);
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: `Aggiungi ${product.name} al carrello` })
    .first()
    .click();
  await expect(page.getByTestId('in-cart').first()).toHaveText('Nel carrello: 1 pz');

  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('link', { name: "Procedi all'acquisto" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await waitForHydration(page);
  await new LoginPage(page).login(MARIO.login, MARIO.password);
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);

  await expect(page.getByTestId('checkout-slot')).toHaveText('Nessuna fascia oraria scelta');
  await page.getByRole('button', { name: 'Scegli indirizzo e fascia oraria' }).click();
  const dialogs = new SetupDialogsPage(page);
  await expect(dialogs.address.or(dialogs.store)).toBeVisible();
  if (await dialogs.store.isVisible()) await dialogs.chooseStore('Coop Lombardia Nord');
  await expect(dialogs.address).toBeVisible();
  await dialogs.chooseService('Ritiro in negozio');
  await dialogs.chooseAddress('Milano');
  const removal = page.getByRole('dialog', { name: 'Alcuni prodotti verranno tolti' });
  await expect(dialogs.timeslot.or(removal)).toBeVisible();
  if (await removal.isVisible()) await removal.getByRole('button', { name: 'Continua' }).click();
  await dialogs.chooseFirstSlot();
  await expect(dialogs.timeslot).toBeHidden();
  // The checkout now shows the chosen slot, and the button is gone.
  await expect(page.getByTestId('checkout-slot')).not.toHaveText('Nessuna fascia oraria scelta');
  await expect(page.getByRole('button', { name: 'Scegli indirizzo e fascia oraria' })).toHaveCount(0);
});
