// Store pages (issue 6 §5; spec 001 §2): loaded before entering, server-rendered, with hours,
// services and the map, which says so when its tiles cannot load.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Tiles of the local MAP_TILE_URL do not exist: the browser logs their 404s.
// One pattern: Playwright reads a second array element as fixture options.
test.use({ allowConsoleErrors: [/Failed to load resource|Failed to fetch manifest patches/] });

interface WarehouseJson {
  warehouseId: number;
  slug: string;
  name: string;
  kind: string;
}

async function firstShop(request: APIRequestContext): Promise<WarehouseJson> {
  const body = (await (await request.get('/ebsn/api/warehouse-locator/search?store_id=1')).json()) as {
    data: { warehouses: WarehouseJson[] };
  };
  return body.data.warehouses.find((w) => w.kind === 'store')!;
}

test('a shop page by slug: server-rendered details, hours, services and the map fallback', async ({
  page,
}) => {
  const shop = await firstShop(page.request);
  const html = await (await page.request.get(`/punti-vendita/${shop.slug}`)).text();
  expect(html).toContain(shop.name);
  expect(html).toContain('Orari di apertura');

  await page.goto(`/punti-vendita/${shop.slug}`);
  await expect(page).toHaveTitle(new RegExp(shop.name));
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByTestId('store-address')).toContainText(/\d{5}/);
  await expect(page.getByTestId('store-hours').getByRole('row')).toHaveCount(7);
  await expect(
    page.getByRole('region', { name: 'Servizi disponibili' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Indicazioni stradali' })).toHaveAttribute(
    'href',
    /openstreetmap/,
  );
  await expect(page.getByRole('region', { name: `Mappa con la posizione di ${shop.name}` })).toBeVisible();
  await expect(page.getByTestId('map-unavailable')).toBeVisible();
});

test('the same store by id, a locker with its compartments, and an unknown store is a 404', async ({
  page,
}) => {
  const shop = await firstShop(page.request);
  await page.goto(`/negozi-e-volantini/negozi/${shop.warehouseId}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/punti-vendita/${shop.slug}$`));

  await page.goto('/negozi-e-volantini/negozi/10');
  await expect(page.getByText('Scomparti a temperatura ambiente e refrigerati.')).toBeVisible();
  await expect(page.getByText('Aperto tutti i giorni, 24 ore su 24.')).toBeVisible();

  const missing = await page.goto('/punti-vendita/negozio-che-non-esiste');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});
