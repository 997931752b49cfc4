// The store's order board (issue 26): on a phone, a picker finds the day's order under its slot,
// starts its preparation, weighs the loose line and closes the picking; the order moves on exactly
// as with the fulfilment tool. axe clean.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { newestMailTo } from '../support/mail';
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

interface OrderJson {
  orderId: number;
  timeslot: { date: string };
  orderItems: { orderItemId: number; name: string; loose: boolean; weightGrams: number | null }[];
}

test('a picker prepares an order from the board, weighing its loose line', async ({ page }) => {
  test.setTimeout(90_000);
  const piece = await findProduct(
    shopper,
    (p) => p.productInfos.TIPOLOGIA === 'Pezzo' && (p.productInfos.MINACQ ?? '1') === '1',
  );
  const loose = await findProduct(shopper, (p) => p.productInfos.TIPOLOGIA === 'Sfuso');
  await freshDriveCart(shopper);
  await shopper.post('/ebsn/api/cart/add', {
    data: {
      items: [
        { productId: piece.productId, quantity: 1 },
        { productId: loose.productId, quantity: 0.5 },
      ],
    },
  });
  const bought = (await (
    await shopper.post('/ebsn/api/checkout/buy', { data: { payment_type_id: 2 } })
  ).json()) as { data: { order: OrderJson } };
  const order = bought.data.order;
  const looseLine = order.orderItems.find((i) => i.loose)!;

  await staffSignIn(page, PICKER);
  await page.getByRole('link', { name: 'Ordini del giorno' }).click();
  await expect(page.getByRole('heading', { name: 'Ordini del giorno' })).toBeVisible();
  await page.goto(`/userboard/ordini?date=${order.timeslot.date}`);
  await waitForHydration(page);
  const card = page.getByTestId('board-order').filter({ hasText: `Ordine n. ${order.orderId} ` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('board-status')).toHaveText('Ordinato');

  await card.getByRole('button', { name: 'Porta a «In preparazione»' }).click();
  const outcome = page.getByTestId('plan-outcome');
  await expect(outcome).toHaveText(`Ordine n. ${order.orderId}: In preparazione.`);
  await expect(card.getByTestId('board-status')).toHaveText('In preparazione');

  const weight = card.getByLabel(`Peso di ${looseLine.name} in grammi`);
  await weight.fill(String((looseLine.weightGrams ?? 500) + 30));
  await expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('order-board-phone.png') });
  await card.getByRole('button', { name: 'Porta a «In preparazione (non più modificabile)»' }).click();
  await expect(outcome).toHaveText(`Ordine n. ${order.orderId}: In preparazione (non più modificabile).`);
  await expect(card.getByTestId('board-status')).toHaveText('In preparazione (non più modificabile)');

  // The shopper's order shows the weight the picker entered.
  const view = (await (await shopper.get(`/ebsn/api/order/view?order_id=${order.orderId}`)).json()) as {
    data: { orderItems: { orderItemId: number; deliveredWeightGrams: number | null }[] };
  };
  expect(
    view.data.orderItems.find((i) => i.orderItemId === looseLine.orderItemId)?.deliveredWeightGrams,
  ).toBe((looseLine.weightGrams ?? 500) + 30);

  // Ready for pick-up, then never collected: the board's other way out, by keyboard.
  await card.getByRole('button', { name: 'Porta a «Pronto»' }).click();
  await expect(card.getByTestId('board-status')).toHaveText('Pronto');
  const since = Date.now();
  const notCollected = card.getByRole('button', {
    name: `Porta a «Non ritirato» Ordine n. ${order.orderId}`,
    exact: false,
  });
  await expect(await accessibilityViolations(page)).toEqual([]);
  await notCollected.focus();
  await page.keyboard.press('Enter');
  await expect(outcome).toHaveText(`Ordine n. ${order.orderId}: Non ritirato.`);
  await expect(card.getByTestId('board-status')).toHaveText('Non ritirato');
  const mail = await newestMailTo('mario.rossi@example.com', since, {
    contains: new RegExp(`ordine n\\. ${order.orderId}[\\s\\S]*non è stato ritirato`),
  });
  expect(mail).toContain('Non ritirato');
});
