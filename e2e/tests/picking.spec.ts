// The picker's screen (issue 26), on a phone: the picker opens an order from the board, starts its
// preparation, scans the packaged product once per piece (a wrong code is refused in writing), takes
// the loose product's weight from the store scale's label and closes the picking; the final amount
// and the captured one (never above the pre-authorised) are shown and match the shopper's order.
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { scaleLabel, SCAN_MESSAGES } from '@sporta/domain/picking';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { newestMailTo } from '../support/mail';
import { pdfHasText } from '../support/pdf';
import { PICKER, staffSignIn } from '../support/staff';
import { findProduct, freshDriveCart, loginThroughApi } from './cart-support';

test.use({ viewport: { width: 390, height: 844 } });

let shopper: APIRequestContext;

test.beforeAll(async () => {
  shopper = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(shopper);
});

test.afterAll(async () => {
  await shopper.dispose();
});

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('a picker scans an order, weighs its loose line from the scale label and closes the picking', async ({
  page,
}) => {
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
  const loose = await findProduct(shopper, (p) => p.productInfos.TIPOLOGIA === 'Sfuso' && !p.dayLock);
  await freshDriveCart(shopper);
  const added = await shopper.post('/ebsn/api/cart/add', {
    data: {
      items: [
        { productId: piece.productId, quantity: 2 },
        { productId: loose.productId, quantity: 0.5 },
      ],
    },
  });
  expect((await added.json()).response.status).toBe(0);
  const bought = (await (
    await shopper.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as {
    data: { order: { orderId: number; timeslot: { date: string } } };
  };
  const orderId = bought.data.order.orderId;

  await staffSignIn(page, PICKER);
  await page.goto(`/userboard/ordini?date=${bought.data.order.timeslot.date}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: new RegExp(`^Prepara Ordine n\\. ${orderId} `) }).click();
  await expect(page.getByRole('heading', { name: `Preparazione ordine n. ${orderId}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');

  // the codes the lines are checked against, as the pick list gives them
  const list = (await (
    await page.request.get(`/ebsn/api/store-ops/pick-list?order_id=${orderId}`)
  ).json()) as {
    data: {
      stops: {
        lines: { productId: number; barcode: string; itemCode: string; orderedGrams: number | null }[];
      }[];
    };
  };
  const lines = list.data.stops.flatMap((s) => s.lines);
  const packaged = lines.find((l) => l.productId === piece.productId)!;
  const weighed = lines.find((l) => l.productId === loose.productId)!;

  const code = page.getByLabel('Codice a barre');
  const scan = async (value: string) => {
    await code.fill(value);
    await page.getByRole('button', { name: 'Verifica' }).click();
  };
  const outcome = page.getByTestId('plan-outcome');
  // a wrong product, and the loose product's own barcode instead of the scale label
  await scan(scaleLabel(packaged.itemCode, 500));
  await expect(outcome).toHaveText(SCAN_MESSAGES.wrong_product);
  await scan('12ab');
  await expect(outcome).toHaveText(SCAN_MESSAGES.unreadable);
  await expect(page.getByRole('button', { name: 'Chiudi la preparazione' })).toBeDisabled();

  await scan(packaged.barcode);
  await scan(packaged.barcode);
  const packagedRow = page.getByTestId('pick-line').filter({ hasText: piece.name });
  await expect(packagedRow).toContainText('2 di 2 pz');
  await expect(packagedRow).toHaveAttribute('data-done', 'true');
  // a third piece is more than the line asks
  await scan(packaged.barcode);
  await expect(outcome).toHaveText(SCAN_MESSAGES.wrong_product);

  const grams = (weighed.orderedGrams ?? 500) + 37;
  await scan(scaleLabel(weighed.itemCode, grams));
  await expect(page.getByTestId('pick-line').filter({ hasText: loose.name })).toContainText(
    `Pesati ${grams} g`,
  );
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picking-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Chiudi la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione (non più modificabile)');
  const view = (await (await shopper.get(`/ebsn/api/order/view?order_id=${orderId}`)).json()) as {
    data: {
      finalGrossTotal: number;
      orderItems: { productId: number; deliveredWeightGrams: number | null }[];
    };
  };
  expect(view.data.orderItems.find((i) => i.productId === loose.productId)?.deliveredWeightGrams).toBe(grams);
  await expect(outcome).toContainText(`totale finale ${euro(Math.round(view.data.finalGrossTotal * 100))}`);
  const text = (await outcome.textContent()) ?? '';
  const amount = (label: string) => {
    const m = new RegExp(`${label} ([\\d.]+,\\d{2})`).exec(text);
    return Math.round(Number((m?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.')) * 100);
  };
  const [pre, captured] = [amount('pre-autorizzati'), amount('addebitati')];
  expect(Number.isFinite(pre) && Number.isFinite(captured)).toBe(true);
  expect(captured).toBeLessThanOrEqual(pre);
  expect(captured).toBe(Math.min(pre, Math.round(view.data.finalGrossTotal * 100)));
});

/** Buys the lines for a customer (drive, first free slot, paid on delivery); the order's id and date. */
async function buy(
  who: APIRequestContext,
  items: { productId: number; quantity: number; infos?: Record<string, string> }[],
) {
  await freshDriveCart(who);
  const added = await who.post('/ebsn/api/cart/add', { data: { items } });
  expect((await added.json()).response.status).toBe(0);
  const bought = (await (
    await who.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as {
    data: { order: { orderId: number; timeslot: { date: string } } };
  };
  return { orderId: bought.data.order.orderId, date: bought.data.order.timeslot.date };
}

test('line by line: a substitute for a customer who accepted alternatives, a missing line for one who did not, the labels PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const plain = (p: {
    productInfos: Record<string, string | undefined>;
    dayLock?: unknown;
    selectOptions?: unknown[];
  }) =>
    p.productInfos.TIPOLOGIA === 'Pezzo' &&
    (p.productInfos.MINACQ ?? '1') === '1' &&
    (p.productInfos.QTY_MULT ?? '1') === '1' &&
    !p.dayLock &&
    !p.selectOptions?.length;
  const swapped = await findProduct(shopper, plain);
  const packed = await findProduct(shopper, (p) => plain(p) && p.productId !== swapped.productId);
  const loose = await findProduct(shopper, (p) => p.productInfos.TIPOLOGIA === 'Sfuso' && !p.dayLock);
  // Mario accepts alternatives on the first line; the operator's customer account accepts none
  const a = await buy(shopper, [
    { productId: swapped.productId, quantity: 1, infos: { accept_alternatives: 'true' } },
    { productId: packed.productId, quantity: 1 },
    { productId: loose.productId, quantity: 0.5 },
  ]);
  const other = await playwrightRequest.newContext({ baseURL: process.env.BASE_URL });
  await loginThroughApi(other, { login: 'operatore@example.com', password: 'Backoffice2026!' });
  const gone = await findProduct(
    other,
    (p) => plain(p) && ![swapped.productId, packed.productId].includes(p.productId),
  );
  const b = await buy(other, [
    { productId: gone.productId, quantity: 1 },
    { productId: packed.productId, quantity: 1 },
  ]);
  const since = Date.now();

  await staffSignIn(page, PICKER);
  await page.goto(`/userboard/ordini?date=${a.date}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: new RegExp(`^Prepara Ordine n\\. ${a.orderId} `) }).click();
  await expect(page.getByRole('heading', { name: `Preparazione ordine n. ${a.orderId}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');

  const codes = async (orderId: number) => {
    const list = (await (
      await page.request.get(`/ebsn/api/store-ops/pick-list?order_id=${orderId}`)
    ).json()) as {
      data: {
        stops: {
          lines: { productId: number; barcode: string; itemCode: string; orderedGrams: number | null }[];
        }[];
      };
    };
    return list.data.stops.flatMap((s) => s.lines);
  };
  const linesA = await codes(a.orderId);
  const scan = async (value: string) => {
    await page.getByLabel('Codice a barre').fill(value);
    await page.getByRole('button', { name: 'Verifica' }).click();
  };
  const row = (name: string) => page.getByTestId('pick-line').filter({ hasText: name });
  await scan(linesA.find((l) => l.productId === packed.productId)!.barcode);
  await expect(row(packed.name)).toHaveAttribute('data-done', 'true');
  const weighed = linesA.find((l) => l.productId === loose.productId)!;
  const grams = (weighed.orderedGrams ?? 500) - 23;
  await scan(scaleLabel(weighed.itemCode, grams));
  await expect(row(loose.name)).toContainText(`Pesati ${grams} g`);

  // the substitute: a product of the same category, chosen from the list with its price
  await row(swapped.name)
    .getByRole('button', { name: `Sostituisci ${swapped.name}` })
    .click();
  const choice = page.getByLabel('Prodotto alternativo', { exact: true });
  await expect(choice).toBeVisible();
  await expect(await accessibilityViolations(page)).toEqual([]);
  const chosen = ((await choice.locator('option').first().textContent()) ?? '').split(' – ')[0]!;
  await page.getByLabel('Pezzi del prodotto alternativo').fill('1');
  await page.getByRole('button', { name: 'Conferma la sostituzione' }).click();
  await expect(row(swapped.name)).toContainText(`Sostituito con ${chosen} (1 pz)`);
  // saved on the server: a reload shows every line as taken, by the picker
  await page.reload();
  await waitForHydration(page);
  await expect(row(swapped.name)).toContainText('da Giorgio Russo');
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picking-substitute-phone.png'), fullPage: true });

  const closeAndCheck = async (orderId: number, email: string, says: RegExp[]) => {
    await page.getByRole('button', { name: 'Chiudi la preparazione' }).click();
    await expect(page.getByTestId('pick-status')).toHaveText('In preparazione (non più modificabile)');
    const outcome = page.getByTestId('plan-outcome');
    await expect(outcome).toContainText('Preparazione chiusa');
    const text = (await outcome.textContent()) ?? '';
    const amount = (label: string) => {
      const m = new RegExp(`${label} ([\\d.]+,\\d{2})`).exec(text);
      return Math.round(Number((m?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.')) * 100);
    };
    const [final, pre, captured] = [amount('totale finale'), amount('pre-autorizzati'), amount('addebitati')];
    expect(captured).toBe(Math.min(final, pre));
    expect(captured).toBeLessThanOrEqual(pre);
    const mail = await newestMailTo(email, since, {
      contains: new RegExp(`ordine n\\. ${orderId}[\\s\\S]*non più modificabile`),
    });
    expect(mail).toContain(`Totale: ${euro(final)} (addebitati ${euro(captured)})`);
    for (const s of says) expect(mail).toMatch(s);
    return { final, captured };
  };
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const paidA = await closeAndCheck(a.orderId, 'mario.rossi@example.com', [
    new RegExp(`Sostituito: ${esc(swapped.name)} con ${esc(chosen)}`),
  ]);
  const viewA = (await (await shopper.get(`/ebsn/api/order/view?order_id=${a.orderId}`)).json()) as {
    data: { finalGrossTotal: number };
  };
  expect(Math.round(viewA.data.finalGrossTotal * 100)).toBe(paidA.final);

  // the bag labels: two bags, a PDF of two pages
  await page.getByLabel('Numero di sacchetti').fill('2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica le etichette (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`etichette-ordine-${a.orderId}.pdf`);
  const pdf = await PDFDocument.load(readFileSync((await download.path())!));
  expect(pdf.getPageCount()).toBe(2);
  await page.screenshot({ path: test.info().outputPath('picking-closed-phone.png'), fullPage: true });
  await expect(await accessibilityViolations(page)).toEqual([]);

  // the other customer accepted no alternatives: the line can only be missing
  await page.goto(`/userboard/prepara/${b.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');
  await expect(row(gone.name)).toContainText('non accetta prodotti alternativi');
  await expect(row(gone.name).getByRole('button', { name: /^Sostituisci/ })).toHaveCount(0);
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picking-open-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('picking-open-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await row(gone.name)
    .getByRole('button', { name: `Segna mancante ${gone.name}` })
    .click();
  await expect(row(gone.name)).toContainText('Mancante');
  const linesB = await codes(b.orderId);
  await scan(linesB.find((l) => l.productId === packed.productId)!.barcode);
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
  await expect(await accessibilityViolations(page)).toEqual([]);
  const paidB = await closeAndCheck(b.orderId, 'operatore@example.com', [
    new RegExp(`Mancante: ${esc(gone.name)}`),
  ]);
  const viewB = (await (await other.get(`/ebsn/api/order/view?order_id=${b.orderId}`)).json()) as {
    data: { finalGrossTotal: number; orderItems: { productId: number; finalGross?: number }[] };
  };
  expect(Math.round(viewB.data.finalGrossTotal * 100)).toBe(paidB.final);
  await other.dispose();

  // What each customer reads on the order page (ADR 0061): Mario the substitute delivered, with
  // its quantity and amount, under «Sostituito: ordered → substitute»; the PDF says the same.
  await apiLogin(page.request);
  await page.goto(`/profile/orders/${a.orderId}`);
  await waitForHydration(page);
  const swappedRow = page.getByTestId('order-line').filter({ hasText: `Sostituito: ${swapped.name}` });
  await expect(swappedRow.getByRole('rowheader')).toContainText(chosen);
  await expect(swappedRow.getByTestId('line-pick-note')).toHaveText(
    `Sostituito: ${swapped.name} → ${chosen}`,
  );
  await expect(swappedRow.getByTestId('line-delivered')).toHaveText('1 pz');
  const lineA = (await (await shopper.get(`/ebsn/api/order/view?order_id=${a.orderId}`)).json()) as {
    data: {
      orderItems: { productId: number; finalGrossTotal: number; substitute: { unitPrice: number } | null }[];
    };
  };
  const swappedLine = lineA.data.orderItems.find((i) => i.productId === swapped.productId)!;
  expect(swappedLine.substitute?.unitPrice).toBe(swappedLine.finalGrossTotal);
  await expect(swappedRow.getByTestId('line-amount')).toHaveText(
    euro(Math.round(swappedLine.finalGrossTotal * 100)),
  );
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('order-substituted-phone.png'), fullPage: true });
  const summary = await page.request.get(`/ebsn/api/order/invoice?order_id=${a.orderId}`);
  expect(summary.ok()).toBe(true);
  expect(pdfHasText(await summary.body(), `Sostituito: ${swapped.name} -> ${chosen}`)).toBe(true);

  // the operator's customer account: the missing line says «Mancante», at 0 €
  await apiLogin(page.request, { email: 'operatore@example.com', password: 'Backoffice2026!' });
  await page.goto(`/profile/orders/${b.orderId}`);
  await waitForHydration(page);
  const goneRow = page.getByTestId('order-line').filter({ hasText: gone.name });
  await expect(goneRow.getByTestId('line-delivered')).toHaveText('Mancante');
  await expect(goneRow.getByTestId('line-amount')).toHaveText(euro(0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('order-missing-desktop.png'), fullPage: true });
});

test('a line another picker takes shows up on the page without reloading it', async ({ page }) => {
  test.setTimeout(90_000);
  const piece = await findProduct(
    shopper,
    (p) =>
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.MINACQ ?? '1') === '1' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      !p.dayLock &&
      !p.selectOptions?.length,
  );
  const order = await buy(shopper, [{ productId: piece.productId, quantity: 1 }]);
  await staffSignIn(page, PICKER);
  await page.goto(`/userboard/prepara/${order.orderId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click();
  await expect(page.getByTestId('pick-status')).toHaveText('In preparazione');
  const row = page.getByTestId('pick-line').filter({ hasText: piece.name });
  await expect(row).toHaveAttribute('data-done', 'false');

  // Another picker's device records the line (the same call the page makes).
  const list = (await (
    await page.request.get(`/ebsn/api/store-ops/pick-list?order_id=${order.orderId}`)
  ).json()) as { data: { stops: { lines: { orderItemId: number; productId: number }[] }[] } };
  const line = list.data.stops.flatMap((s) => s.lines).find((l) => l.productId === piece.productId)!;
  const taken = await page.request.post('/ebsn/api/store-ops/pick-line', {
    data: { order_id: order.orderId, order_item_id: line.orderItemId, outcome: 'picked', quantity: 1 },
  });
  expect(((await taken.json()) as { response: { status: number } }).response.status).toBe(0);

  // No click, no reload: the page reads the list again by itself.
  await expect(row).toHaveAttribute('data-done', 'true', { timeout: 25_000 });
  await expect(page.getByTestId('pick-left')).toHaveText(
    'Hai preso tutti i prodotti: chiudi la preparazione.',
  );
});
