// Issue 19 §5, §13, §14: routes of the spec that answered 404, the pages that use the calls
// that answered 404, and the smaller rules (service discovery's parameters, the address verify
// link, Home after an address change, category SEO texts, gift offers on cards, read-only
// shared lists).
import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { SetupDialogsPage } from '../pages/setup-dialogs.page';
import { freshDriveCart, loginThroughApi } from './cart-support';

test.describe.configure({ mode: 'serial' });
test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });

async function firstProduct(request: APIRequestContext) {
  const body = (await (await request.get('/ebsn/api/products?page_size=1')).json()) as {
    data: { products: { slug: string; name: string }[] };
  };
  return body.data.products[0]!;
}

test.describe('routes of the spec (issue 19 §5)', () => {
  test('/shop/product/<slug> and /recover-password-confirm redirect to the app’s pages', async ({ page }) => {
    const product = await firstProduct(page.request);
    const shop = await page.request.get(`/shop/product/${product.slug}`, { maxRedirects: 0 });
    expect(shop.status()).toBe(301);
    expect(shop.headers().location).toBe(`/product/${product.slug}`);
    await page.goto(`/shop/product/${product.slug}`);
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const recover = await page.request.get(
      '/recover-password-confirm?token=abc123&login=mario.rossi%40example.com',
      {
        maxRedirects: 0,
      },
    );
    expect(recover.status()).toBe(301);
    expect(recover.headers().location).toBe(
      '/reset-password-confirm?token=abc123&login=mario.rossi%40example.com',
    );
  });

  test('/registration/confirm/<anything> is the error outcome page', async ({ page }) => {
    const res = await page.goto('/registration/confirm/link-scaduto');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Conferma non riuscita' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi' }).last()).toBeVisible();
  });

  test('the profile reads the emailchanged flag; a failed e-mail link ends on profile-update-error', async ({
    page,
  }) => {
    await loginThroughApi(page.request);
    await page.goto('/profile/profile-update?emailchanged=true');
    await waitForHydration(page);
    await expect(page.getByTestId('email-changed')).toHaveText(
      'Il tuo indirizzo e-mail è stato aggiornato: da ora accedi con mario.rossi@example.com.',
    );
    await page.goto('/profile/profile-update');
    await waitForHydration(page);
    await expect(page.getByTestId('email-changed')).toHaveCount(0);

    await page.goto('/profile/email-updated?token=non-valido');
    await expect(page).toHaveURL(/\/profile\/profile-update-error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aggiornamento non riuscito' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna ai dati personali' }).click();
    await expect(page).toHaveURL(/\/profile\/profile-update$/);
  });
});

test.describe('pages of the calls that answered 404 (issue 19 §13)', () => {
  test('the dashboard sums up the customer’s history; the orders page lists through the shipping-address call', async ({
    page,
  }) => {
    await loginThroughApi(page.request);
    const lifetime = page.waitForResponse((r) => r.url().includes('/ebsn/api/customer-lifetime/user_info'));
    await page.goto('/profile/dashboard');
    expect((await lifetime).status()).toBe(200);
    const summary = page.getByTestId('customer-summary');
    await expect(summary.getByRole('heading', { name: 'La tua spesa con noi' })).toBeVisible();
    await expect(summary).toContainText(/Cliente dal \d{2}\/\d{2}\/\d{4} · \d+ ordin[ei]/);

    const list = page.waitForResponse((r) =>
      r.url().includes('/ebsn/api/order/list-for-all-user-shipping-addresses'),
    );
    await page.goto('/profile/orders');
    expect((await list).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'I miei ordini', level: 2 })).toBeVisible();
  });
});

test.describe('smaller rules (issue 19 §14)', () => {
  test('/service-discovery checks the address it is handed: addressString, addressData, placeResult', async ({
    page,
  }) => {
    const served = 'Buone notizie! Il tuo indirizzo è servito da:';
    await page.goto(
      `/service-discovery?addressString=${encodeURIComponent('Via Andrea Solari 12, 20144 Milano MI')}`,
    );
    await waitForHydration(page);
    await expect(page.getByLabel('Via')).toHaveValue('Via Andrea Solari');
    await expect(page.getByLabel('Numero civico')).toHaveValue('12');
    await expect(page.getByLabel('CAP')).toHaveValue('20144');
    await expect(page.getByRole('alert').filter({ hasText: served })).toBeVisible();

    const data = {
      address1: 'Via Roma',
      addressNumber: '3',
      postalcode: '24121',
      city: 'Bergamo',
      province: 'BG',
    };
    await page.goto(`/service-discovery?addressData=${encodeURIComponent(JSON.stringify(data))}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Comune')).toHaveValue('Bergamo');
    await expect(page.getByRole('alert').filter({ hasText: served })).toBeVisible();

    const place = {
      address_components: [
        { long_name: '1', short_name: '1', types: ['street_number'] },
        { long_name: 'Via del Mare', short_name: 'Via del Mare', types: ['route'] },
        { long_name: 'Olbia', short_name: 'Olbia', types: ['locality'] },
        { long_name: 'Sassari', short_name: 'SS', types: ['administrative_area_level_2'] },
        { long_name: '07026', short_name: '07026', types: ['postal_code'] },
      ],
    };
    await page.goto(`/service-discovery?placeResult=${encodeURIComponent(JSON.stringify(place))}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Provincia')).toHaveValue('SS');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Il tuo indirizzo non è ancora servito.' }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the verify link of an address keeps the address', async ({ page }) => {
    await loginThroughApi(page.request);
    const saved = (await (
      await page.request.post('/ebsn/api/user-address/update', {
        data: {
          addressName: 'Ufficio',
          address1: 'Via Andrea Solari',
          addressNumber: '40',
          postalcode: '20144',
          city: 'Milano',
          province: 'MI',
        },
      })
    ).json()) as { data: { addressId: number } };
    await page.goto('/profile/addresses');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Verifica se consegniamo a Ufficio' }).click();
    await expect(page).toHaveURL(/\/service-discovery\?addressData=/);
    await expect(page.getByLabel('Numero civico')).toHaveValue('40');
    await expect(page.getByRole('alert').filter({ hasText: 'Il tuo indirizzo è servito da' })).toBeVisible();
    await page.request.get(`/ebsn/api/user-address/delete?address_id=${saved.data.addressId}`);
  });

  test('a category page takes its title and description from category_seo', async ({ page }) => {
    const dept = (
      (await (await page.request.get('/ebsn/api/category?slug=frutta-e-verdura')).json()) as {
        data: { category: { metaData: { category_seo: { SEO_TITLE: string; SEO_DESCRIPTION: string } } } };
      }
    ).data.category.metaData.category_seo;
    await page.goto('/frutta-e-verdura');
    await expect(page).toHaveTitle(dept.SEO_TITLE);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', dept.SEO_DESCRIPTION);
  });

  test('product cards show the customer’s gift-certificate offers', async ({ page }) => {
    await loginThroughApi(page.request);
    await page.goto('/frutta-e-verdura');
    await waitForHydration(page);
    const offer = page.getByTestId('product-card').first().getByTestId('gift-offer');
    await expect(offer).toContainText('Buono sconto 10 €');
    await expect(offer).toContainText('codice BUONO10-MR');
    await page.screenshot({ path: test.info().outputPath('gift-offer-desktop.png') });
    // not on another department
    await page.goto('/bevande-e-vini');
    await waitForHydration(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('gift-offer')).toHaveCount(0);
  });

  test('a list shared read-only can be seen and bought from, not changed', async ({ page }) => {
    await loginThroughApi(page.request);
    await freshDriveCart(page.request);
    await page.goto('/profile/lists');
    await waitForHydration(page);
    const row = page.getByRole('listitem').filter({ hasText: 'La spesa di Giulia' });
    await expect(row).toContainText('Condivisa da Giulia B. (sola lettura)');
    await expect(row.getByRole('button', { name: 'Rinomina' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Rendi predefinita' })).toHaveCount(0);
    await row.getByRole('link', { name: 'La spesa di Giulia' }).click();
    await expect(page.getByTestId('list-read-only')).toContainText('in sola lettura');
    await expect(page.getByTestId('list-item').first()).toBeVisible();
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Togli .* dalla lista$/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('read-only-list-desktop.png') });
    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    await expect(page.getByText('Prodotti della lista aggiunti al carrello.').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('choosing an address closes the dialog and goes Home after 200 ms when the slot stays', async ({
      page,
    }) => {
      await loginThroughApi(page.request);
      await freshDriveCart(page.request);
      const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()) as {
        data: { shippingAddress: { addressName: string; address1: string } };
      };
      await page.goto('/cart');
      await waitForHydration(page);
      const card = page.getByTestId('cart-info-card');
      await card.getByRole('button', { name: /Cambia indirizzo/ }).click();
      const dialogs = new SetupDialogsPage(page);
      await expect(dialogs.address).toBeVisible();
      await dialogs.chooseAddress(cart.data.shippingAddress.address1);
      await expect(dialogs.address).toBeHidden();
      await expect(dialogs.timeslot).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await page.screenshot({ path: test.info().outputPath('after-address-phone.png') });
    });
  });
});
