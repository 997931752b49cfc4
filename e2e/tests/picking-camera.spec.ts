// Scanning with the camera (issue 26, ADR 0066): Chromium's fake camera plays a video of the
// product's EAN-13 (rendered with bwip-js); the picker opens the camera on the picking page and
// ZXing reads the code: the line's two pieces are taken (the same code again only after a pause),
// exactly as typed codes are. The camera closes and the page is axe clean with it open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/app-server';
import { fakeCameraArgs, writeBarcodeVideo } from '../support/fake-camera';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { PICKER, staffSignIn } from '../support/staff';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

const video = path.join(os.tmpdir(), `sporta-camera-${process.pid}.y4m`);
// Chromium opens the file when the page opens the camera; until then it holds a blank frame.
fs.writeFileSync(video, '');

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeCameraArgs(video)] },
  permissions: ['camera'],
});

let shopper: APIRequestContext;

test.beforeAll(async () => {
  shopper = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(shopper);
});

test.afterAll(async () => {
  await shopper.dispose();
  fs.rmSync(video, { force: true });
});

test('the picker scans a product with the camera: two pieces, one per look', async ({ page }) => {
  test.setTimeout(120_000);
  const piece = await findProduct(
    shopper,
    (p) =>
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      !p.dayLock &&
      !p.selectOptions?.length,
  );
  await freshDriveCart(shopper);
  const added = await shopper.post('/ebsn/api/cart/add', {
    data: { items: [{ productId: piece.productId, quantity: 2 }] },
  });
  expect((await added.json()).response.status).toBe(0);
  const bought = (await (
    await shopper.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as { data: { order: { orderId: number; timeslot: { date: string } } } };
  const orderId = bought.data.order.orderId;

  await staffSignIn(page, PICKER);
  await page.goto(`/userboard/ordini?date=${bought.data.order.timeslot.date}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: new RegExp(`^Prepara Ordine n\\. ${orderId} `) }).click();
  await expect(page.getByRole('heading', { name: `Preparazione ordine n. ${orderId}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');

  const list = (await (
    await page.request.get(`/ebsn/api/store-ops/pick-list?order_id=${orderId}`)
  ).json()) as { data: { stops: { lines: { productId: number; barcode: string }[] }[] } };
  const line = list.data.stops.flatMap((s) => s.lines).find((l) => l.productId === piece.productId)!;
  await writeBarcodeVideo(video, line.barcode);

  await page.getByRole('button', { name: 'Scansiona con la fotocamera' }).click();
  await expect(page.getByTestId('pick-camera')).toBeVisible();
  await expect(page.getByText('Inquadra il codice a barre del prodotto')).toBeVisible({ timeout: 20_000 });
  const row = page.getByTestId('pick-line').filter({ hasText: piece.name });
  await expect(row).toContainText('1 di 2 pz', { timeout: 20_000 });
  await expect(row).toContainText('2 di 2 pz', { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-done', 'true');
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picking-camera.png'), fullPage: true });

  await page.getByRole('button', { name: 'Chiudi la fotocamera' }).click();
  await expect(page.getByTestId('pick-camera')).toHaveCount(0);
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
});
