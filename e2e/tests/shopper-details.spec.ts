// The smaller things a new shopper trips over (issue 19.9), each as the shopper meets it.
import type { Locator } from '@playwright/test';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { freshCustomer } from './customers';
import { expect, test, waitForHydration } from '../support/fixtures';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

/** The browser's own colours of an unstyled link (unvisited and visited). */
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

async function colourOf(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).color);
}

async function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
}

test('registration: consent labels say "Ho letto*" once, and "Campo obbligatorio" leaves the cooperative once chosen', async ({
  page,
}) => {
  await page.goto('/registration-user');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Registrati' }).last().click();
  const stores = page.getByRole('radiogroup', { name: 'Scegli la cooperativa' });
  const group = page.locator('.MuiFormControl-root').filter({ has: stores });
  await expect(group.getByText('Campo obbligatorio')).toBeVisible();
  await stores.getByRole('radio').first().check();
  await expect(group.getByText('Campo obbligatorio')).toHaveCount(0);

  const privacy = page.getByRole('checkbox', { name: /informativa sulla privacy/ });
  await expect(privacy).toBeVisible();
  const label = (await page.locator('label').filter({ has: privacy }).innerText()).trim();
  expect(label).toBe("Ho letto* l'informativa sulla privacy");
});

test('an address with a 3-digit CAP is refused with the spec’s message; 4 digits pass the check', async ({
  page,
}) => {
  await loginThroughApi(page.request);
  await page.goto('/profile/addresses/manage');
  await waitForHydration(page);
  await page.getByLabel('CAP').fill('123');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il CAP deve essere di 4 o 5 cifre')).toBeVisible();
  await page.getByLabel('CAP').fill('6900');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il CAP deve essere di 4 o 5 cifre')).toHaveCount(0);
});

test('a voucher held twice says "2 da usare" once, not "Da usare" twice', async ({ page }) => {
  await loginThroughApi(page.request);
  const gifts = (await (await page.request.get('/ebsn/api/giftcertificate/list')).json()) as {
    data: {
      giftCertificates: {
        name: string;
        userGiftCertificates: { usedAt: string | null; cartId: number | null }[];
      }[];
    };
  };
  const twice = gifts.data.giftCertificates.find(
    (g) => g.userGiftCertificates.filter((u) => !u.usedAt && !u.cartId).length === 2,
  );
  expect(twice, 'a voucher of the demo customer with two unused copies').toBeTruthy();
  await page.goto('/profile/gifts');
  await waitForHydration(page);
  const card = page
    .getByTestId('gift-card')
    .filter({ has: page.getByRole('heading', { name: twice!.name }) });
  // No card repeats a line ("Da usare / Da usare"); the two copies are counted.
  for (const each of await page.getByTestId('gift-card').all()) {
    const items = await each.getByRole('listitem').allInnerTexts();
    expect(new Set(items).size, items.join(' / ')).toBe(items.length);
  }
  await expect(card).toContainText('2 da usare');
});

test('the links of the addresses and orders pages are styled as the shop’s', async ({ page }) => {
  await loginThroughApi(page.request);
  await page.goto('/profile/addresses');
  await waitForHydration(page);
  const verify = page.getByRole('link', { name: 'Verifica se un indirizzo è servito' });
  await expect(verify).toBeVisible();
  expect(BROWSER_LINK_COLOURS).not.toContain(await colourOf(verify));
  await page.goto('/profile/orders');
  await waitForHydration(page);
  const last = page.getByRole('link', { name: 'Il tuo ultimo acquisto' });
  await expect(last).toBeVisible();
  expect(BROWSER_LINK_COLOURS).not.toContain(await colourOf(last));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header shows the customer’s name whole, and every service tab its whole name', async ({
    page,
  }) => {
    await loginThroughApi(page.request);
    await freshDriveCart(page.request);
    await page.goto('/');
    await waitForHydration(page);
    const account = page.getByRole('banner').getByRole('button', { name: /Mario/ });
    await expect(account).toContainText('Mario');
    expect(await isCut(account.locator('span').first())).toBe(false);

    await page
      .getByTestId('cart-info-card')
      .getByRole('button', { name: /^Cambia servizio: / })
      .click();
    const dialogs = new SetupDialogsPage(page);
    await expect(dialogs.address).toBeVisible();
    const tabs = dialogs.address.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(2);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      expect(await isCut(tab), await tab.innerText()).toBe(false);
    }
  });

  test('another category’s chip row starts at its first chip', async ({ page }) => {
    await page.goto('/frutta-e-verdura');
    await waitForHydration(page);
    const row = page.getByTestId('subcategories').getByRole('list');
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // To another department by a link of the page (a client navigation: the row is kept).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Carne e pesce' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carne e pesce' })).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByTestId('subcategories')
          .getByRole('list')
          .evaluate((el) => el.scrollLeft),
      )
      .toBe(0);
  });
});

test('a loose product’s price without VAT is per kilogram', async ({ page }) => {
  const loose = await findProduct(page.request, (p) => p.productInfos.TIPOLOGIA === 'Sfuso');
  await page.goto(`/product/${loose.slug}`);
  await expect(page.getByTestId('price-no-vat')).toHaveText(/^Prezzo IVA esclusa: \d+,\d\d\s€\/kg$/);
});

test('the order-completed page says where the order goes', async ({ page }) => {
  test.setTimeout(60_000);
  await loginThroughApi(page.request, await freshCustomer());
  await freshDriveCart(page.request);
  const product = await findProduct(
    page.request,
    (p) =>
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      !p.productInfos.MAXACQ,
  );
  await page.request.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: product.productId, quantity: 1 }] },
  });
  const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
    data: { shippingAddress: { addressName: string } };
  };
  const res = await page.request.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } });
  const order = ((await res.json()) as { data: { order: { orderId: number } } }).data.order;
  await page.goto(`/cart/payment-completed/${order.orderId}`);
  await waitForHydration(page);
  const facts = page.getByTestId('order-facts');
  await expect(facts.getByText('Punto di ritiro')).toBeVisible();
  await expect(facts).toContainText(cart.data.shippingAddress.addressName);
});

test('a visitor pressing "Aggiungi" is told on the login page why they are there', async ({ page }) => {
  await page.goto('/frutta-e-verdura');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /^Aggiungi .* al carrello$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?reason=cart&redirect=%2Ffrutta-e-verdura/);
  await expect(page.getByTestId('login-reason')).toHaveText(
    "Per aggiungere prodotti al carrello accedi al tuo account: dopo l'accesso torni dove eri.",
  );
});
