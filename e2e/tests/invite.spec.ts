// Invite a friend and the message archive (issue 25; seed 002 §2 /profile/invite and
// /profile/news-list, §7 "Invite a friend", §9): a new customer shares their link from a phone,
// a friend registers with it and buys, the order is delivered with the fulfilment tool, the
// vouchers job (every 5 s in the e2e server) gives the inviter a 10 % voucher, which is in
// /profile/gifts and in the message archive, read when opened, the «Messaggi» badge following.
import type { Page } from '@playwright/test';
import { linkIn, newestMailTo } from '../support/mail';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { LoginPage } from '../pages/login.page';
import { RegistrationPage } from '../pages/registration.page';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';
import { fiscalCodeFor, freshCustomer } from './customers';
import { advance } from './fulfilment-support';

test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  allowConsoleErrors: [/Failed to fetch manifest patches/],
});

/** The phone's share sheet: the system's, outside the page; it records what it was given. */
async function shareSheet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        w.__shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

test('invite a friend who registers with the link and buys: the voucher arrives, in the gifts and the messages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const inviter = await freshCustomer();
  expect(inviter.login, 'registering a fresh customer failed').not.toBe('mario.rossi@example.com');
  await loginThroughApi(page.request, inviter);
  await shareSheet(page);

  // The inviter's page: code, link, the phone's share sheet with its feedback.
  await page.goto('/profile/invite');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Invita un amico' })).toBeVisible();
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(new RegExp(`/registration-user\\?invite=${code}$`));
  await expect(page.getByTestId('invite-vouchers')).toHaveText('Buoni ottenuti: 0 di 10');
  await expect(page.getByText('Nessun amico si è ancora registrato con il tuo codice.')).toBeVisible();
  await page.getByRole('button', { name: 'Condividi il link' }).click();
  await expect(page.getByRole('status').getByText('Link condiviso.')).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([expect.objectContaining({ url: link })]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('invita-390.png'), fullPage: true });

  // The friend opens the link on their phone and registers: the code travels with the form.
  const friendContext = await browser.newContext({
    baseURL: process.env.BASE_URL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const friend = await friendContext.newPage();
  const email = `lucia.amica.${Date.now()}@example.com`;
  const password = 'Amica#Sporta26';
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(friend);
  await expect(friend.getByTestId('invite-registration')).toContainText(code);
  await expect(friend.getByRole('textbox', { name: 'Codice invito (facoltativo)' })).toHaveValue(code);
  const registration = new RegistrationPage(friend);
  await registration.fill({
    firstName: 'Lucia',
    lastName: 'Amica',
    fiscalCode: fiscalCodeFor(Math.floor(Date.now() / 1000) + 7),
    phone: '3331234567',
    email,
    password,
  });
  await friend.getByRole('radio').first().check();
  for (const box of await friend.getByRole('checkbox', { name: /^Ho letto\*/ }).all()) await box.check();
  for (const group of await friend.getByRole('radiogroup', { name: /consenso/i }).all())
    await group.getByRole('radio', { name: 'Do il consenso' }).check();
  await new LoginPage(friend).waitForBotCheck();
  const since = Date.now();
  await registration.submit.click();
  await expect(friend.getByRole('heading', { name: 'Controlla la tua e-mail' }))
    .toBeVisible()
    .catch(async (error: unknown) => {
      await friend.screenshot({ path: test.info().outputPath('amica-registrazione.png'), fullPage: true });
      throw error;
    });
  await expect(friend.getByTestId('registration-warning')).toHaveCount(0);
  await friend.request.get(
    linkIn(await newestMailTo(email, since, { contains: /registration_confirm/ }), 'registration_confirm'),
  );

  // The inviter sees the friend (first name only), waiting for the first delivered order.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('invite-friend')).toHaveCount(1);
  await expect(page.getByTestId('invite-friend')).toContainText('Lucia');
  await expect(page.getByTestId('invite-friend')).toContainText('In attesa della prima spesa consegnata');

  // The friend buys; the store delivers the order (3 → 4 → 5 → 6 → 8).
  await loginThroughApi(friend.request, { login: email, password });
  await freshDriveCart(friend.request);
  const product = await findProduct(
    friend.request,
    (p) =>
      ['Pezzo', 'Confezione'].includes(p.productInfos.TIPOLOGIA ?? '') &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  const add = await friend.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 3 }] },
  });
  expect(((await add.json()) as { response: { status: number } }).response.status).toBe(0);
  const buy = await friend.request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } });
  const order = ((await buy.json()) as { data: { order: { orderId: number } } }).data.order;
  for (let i = 0; i < 4; i++) await advance(friend.request, order.orderId);
  await friendContext.close();

  // The job (every 5 s here) issues the voucher.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/ebsn/api/invite/view')).json()) as {
            data: { vouchersEarned: number };
          }
        ).data.vouchersEarned,
      { timeout: 45_000, intervals: [1000] },
    )
    .toBe(1);
  const mail = await newestMailTo(inviter.login, since, { contains: /invitato Lucia/ });
  expect(mail).toMatch(/buono sconto del 10%/);

  await page.goto('/profile/gifts');
  await waitForHydration(page);
  const voucher = page.getByTestId('gift-card').filter({ hasText: 'Buono invita un amico 10%' });
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toContainText('Lucia ha ricevuto la sua prima spesa');

  // The «Messaggi» tab says how many are unread, in its accessible name.
  const messagesTab = page.getByRole('tab', { name: 'Messaggi 1 da leggere' });
  await expect(messagesTab).toBeVisible();
  await messagesTab.click();
  await expect(page).toHaveURL(/\/profile\/news-list$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'I miei messaggi' })).toBeVisible();
  const message = page.getByTestId('message').first();
  await expect(message).toContainText('il tuo buono sconto del 10% per aver invitato Lucia');
  await expect(message.getByTestId('message-unread')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await message.getByRole('button').click();
  await expect(message.getByTestId('message-text')).toContainText('INVITO-');
  await expect(message.getByTestId('message-unread')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Messaggi', exact: true })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('messaggi-390.png'), fullPage: true });
  const after = (await (await page.request.get('/ebsn/api/message/unread-count')).json()) as {
    data: { unread: number };
  };
  expect(after.data.unread).toBe(0);

  await page.goto('/profile/invite');
  await waitForHydration(page);
  await expect(page.getByTestId('invite-vouchers')).toHaveText('Buoni ottenuti: 1 di 10');
  await expect(page.getByTestId('invite-friend')).toContainText('Buono ottenuto');
});

test('on a computer the link is copied, with its feedback; a wrong code does not block the registration', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL: process.env.BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await loginThroughApi(page.request);
  await page.goto('/profile/invite');
  await waitForHydration(page);
  const link = await page.getByTestId('invite-link').inputValue();
  await page.getByRole('button', { name: 'Copia il link' }).click();
  await expect(page.getByRole('status').getByText('Link copiato negli appunti.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('invita-1280.png'), fullPage: true });
  await page.goto('/profile/news-list');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'I miei messaggi' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('messaggi-1280.png'), fullPage: true });

  // A friend with a code that leads nowhere is registered all the same, and told so.
  const friend = await context.newPage();
  await friend.goto('/registration-user?invite=ZZZZZZZZ');
  await waitForHydration(friend);
  const registration = new RegistrationPage(friend);
  await registration.fill({
    firstName: 'Piero',
    lastName: 'Errato',
    fiscalCode: fiscalCodeFor(Math.floor(Date.now() / 1000) + 11),
    phone: '3331234567',
    email: `piero.errato.${Date.now()}@example.com`,
    password: 'Errato#Sporta26',
  });
  await friend.getByRole('radio').first().check();
  for (const box of await friend.getByRole('checkbox', { name: /^Ho letto\*/ }).all()) await box.check();
  for (const group of await friend.getByRole('radiogroup', { name: /consenso/i }).all())
    await group.getByRole('radio', { name: 'Do il consenso' }).check();
  await new LoginPage(friend).waitForBotCheck();
  await registration.submit.click();
  await expect(friend.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
  await expect(friend.getByTestId('registration-warning')).toHaveText(
    'Il codice invito non è valido o non esiste più: la registrazione è andata a buon fine, ma senza invito.',
  );
  await context.close();
});
