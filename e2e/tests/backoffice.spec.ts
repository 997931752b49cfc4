// Back-office journeys (issue 22 "Must show"): an operator signs in with password and TOTP, finds
// Mario by his loyalty card, acts as him, changes his cart and an order's delivery slot, ends the
// session; the administrator's audit log shows both changes with before and after; Mario's
// profile shows that an operator acted. Customers cannot reach the userboard, and what stays the
// customer's own (password) is refused while acting.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { ADMIN, OPERATOR, staffSignIn } from '../support/staff';
import { SHOPPER, findProduct, freshDriveCart, loginThroughApi, type FoundProduct } from './cart-support';

test.describe.configure({ mode: 'serial' });
// The refused calls of the journeys (a customer's back-office call, an operator's password change)
// answer 403, which the browser logs.
test.use({ allowConsoleErrors: [/responded with a status of 403/] });

interface OrderJson {
  orderId: number;
  timeslot: { date: string };
}

let mario: APIRequestContext;
let card: string;
let order: OrderJson;
let product: FoundProduct;

test.beforeAll(async () => {
  mario = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL! });
  await loginThroughApi(mario, SHOPPER);
  const detail = (await (await mario.get('/ebsn/api/registration/user_detail')).json()) as {
    data: { fidelityCard: string };
  };
  card = detail.data.fidelityCard;
  // Not the first plain product (the cart journeys take that one for Mario): a journey leaves no
  // trace in another's products.
  const first = await findProduct(mario, (p) => (p.available ?? 0) > 5);
  product = await findProduct(
    mario,
    (p) =>
      p.productId !== first.productId &&
      (p.available ?? 0) > 20 &&
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ &&
      p.productInfos.LOCKER_LEVEL !== '3',
  );
  // Mario's order to collect, paid on delivery, and a cart with one piece of the product.
  await freshDriveCart(mario);
  await mario.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 1 }] },
  });
  const buy = (await (
    await mario.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as {
    response: { status: number; errorsMessage: string[] };
    data: { order: OrderJson };
  };
  expect(buy.response.errorsMessage).toEqual([]);
  order = buy.data.order;
  await freshDriveCart(mario);
  await mario.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 1 }] },
  });
});

test.afterAll(async () => {
  // Mario as the other journeys expect him: no open order of this journey, an empty cart.
  if (order) await mario?.post('/ebsn/api/order/delete', { data: { order_id: order.orderId } });
  await mario?.post('/ebsn/api/cart/empty');
  await mario?.dispose();
});

test('a customer cannot reach the userboard nor the audit log', async ({ page }) => {
  await loginThroughApi(page.request, SHOPPER);
  await page.goto('/userboard');
  // the page offers only the staff sign-in
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await expect(page.getByLabel("Nome, e-mail, codice fiscale, carta fedeltà o numero d'ordine")).toHaveCount(
    0,
  );
  // the admin-only page sends whoever is not staff to the userboard
  await page.goto('/userboard/registro');
  await expect(page).toHaveURL(/\/userboard$/);
  const calls = [
    'user-search/list_user?q=rossi',
    'user-search/select_user?user_id=1',
    'backoffice-access/userboard',
    'backoffice-access/audit',
  ];
  for (const call of calls) {
    const res = await page.request.get(`/ebsn/api/${call}`);
    expect(res.status(), call).toBe(403);
  }
});

test('an operator acts as Mario: cart and delivery date changed, logged with before and after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await staffSignIn(page, OPERATOR);
  await expect(page.getByText('Luca Verdi · Operatore servizio clienti')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('userboard.png'), fullPage: true });

  // finds Mario by his card number and acts as him
  await page.getByLabel("Nome, e-mail, codice fiscale, carta fedeltà o numero d'ordine").fill(card);
  await page.getByRole('search', { name: 'Cerca un cliente' }).getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText('1 cliente trovato')).toBeVisible();
  await expect(page.getByTestId('customer-row')).toContainText(card);
  await page.getByTestId('customer-row').getByRole('button', { name: 'Opera come Mario Rossi' }).click();

  // the storefront runs as Mario, with the bar on every page
  await page.waitForURL((url) => url.pathname === '/');
  const bar = page.getByTestId('acting-bar');
  await expect(bar).toContainText('Stai operando come Mario Rossi');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(bar).toContainText('Stai operando come Mario Rossi');
  await page
    .getByRole('button', { name: `Aumenta la quantità di ${product.name}` })
    .first()
    .click();
  // the change is Mario's: his own session sees it
  await expect
    .poll(async () => {
      const cart = (await (await mario.get('/ebsn/api/cart/view')).json()) as {
        data: { cartItems: { product: { productId: number }; quantity: number }[] };
      };
      return cart.data.cartItems.find((i) => i.product.productId === product.productId)?.quantity;
    })
    .toBe(2);

  // moves Mario's order to the next day
  const next = new Date(`${order.timeslot.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextIso = next.toISOString().slice(0, 10);
  await page.goto(`/profile/orders/${order.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cambia data' }).click();
  const dateDialog = page.getByRole('dialog', {
    name: `Sposta l'ordine n. ${order.orderId} a un altro giorno`,
  });
  await dateDialog.getByLabel('Nuovo giorno').fill(nextIso);
  await dateDialog.getByRole('button', { name: "Sposta l'ordine" }).click();
  await expect(page.getByText(/^Data di consegna aggiornata: /)).toBeVisible();

  // the password stays Mario's own
  await page.goto('/profile/changepassword');
  await waitForHydration(page);
  await page.getByLabel('Password attuale').fill(SHOPPER.password);
  await page.getByLabel('Nuova password').fill('Nuova#Sporta27');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/può farla solo il cliente/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('acting-refused.png'), fullPage: false });

  // ends acting: back to the userboard, the storefront is nobody's
  await bar.getByRole('button', { name: 'Termina' }).click();
  await page.waitForURL(/\/userboard$/);
  await expect(page.getByText('Le tue ultime operazioni')).toBeVisible();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Cambia la fascia di consegna di un ordine' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
});

test('the administrator reads both changes in the audit log; Mario sees that an operator acted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await staffSignIn(page, ADMIN);
  await page.getByRole('link', { name: 'Registro delle operazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Registro delle operazioni' })).toBeVisible();
  const cartEntry = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'Cambia la quantità nel carrello' })
    .first();
  await expect(cartEntry).toContainText('Luca Verdi · Mario Rossi');
  await expect(cartEntry.getByRole('definition').first()).toContainText(`${product.name} × 1`);
  await expect(cartEntry.getByRole('definition').nth(1)).toContainText(`${product.name} × 2`);
  const next = new Date(`${order.timeslot.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const dateEntry = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'Cambia la fascia di consegna di un ordine' })
    .first();
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  await expect(dateEntry.getByRole('definition').first()).toContainText(day(order.timeslot.date));
  await expect(dateEntry.getByRole('definition').nth(1)).toContainText(day(next.toISOString().slice(0, 10)));
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Rifiutata: Cambia la password' }).first(),
  ).toContainText('rifiutata');
  const csv = await page.request.get('/ebsn/api/backoffice-access/audit?format=csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('Cambia la fascia di consegna di un ordine');
  await page.screenshot({ path: test.info().outputPath('audit.png'), fullPage: true });

  // Mario, in his own session, sees what the operator did
  const own = await page.context().browser()!.newContext({ baseURL: process.env.BASE_URL! });
  const marioPage = await own.newPage();
  await loginThroughApi(marioPage.request, SHOPPER);
  await marioPage.goto('/profile/dashboard');
  const activity = marioPage.getByTestId('operator-activity');
  await expect(activity).toContainText('Interventi del servizio clienti');
  await expect(activity).toContainText(
    'Luca V. (servizio clienti): Cambia la fascia di consegna di un ordine',
  );
  await expect(marioPage.getByTestId('acting-bar')).toHaveCount(0);
  await own.close();
});
