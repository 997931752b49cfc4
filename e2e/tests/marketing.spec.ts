// Marketing messages from the back-office (issue 27 "Staff (marketing role) can send a message to
// a segment … and see how many devices it reached", ADR 0062). A customer of cooperative 1 with
// the marketing consent has registered this browser-like device for push (a subscription whose
// endpoint is a push service started by the test). The marketing staff member signs in, sends to
// cooperative 1 and reads how many customers and devices it reached; the push service got the
// message, encrypted for that subscription (RFC 8291), and the customer finds the mail among
// their messages. The form refuses a missing title in Italian. Axe clean at 1280 and 390 px.
import { request as playwrightRequest } from '@playwright/test';
import { decryptWebPush, newSubscriptionKeys, startPushEndpoint } from '../../apps/server/test/push-kit';
import { accessibilityViolations, expect, test } from '../support/fixtures';
import { MARKETING, staffSignIn } from '../support/staff';
import { loginThroughApi } from './cart-support';
import { freshCustomer } from './customers';

let relay: Awaited<ReturnType<typeof startPushEndpoint>>;
test.beforeAll(async () => {
  relay = await startPushEndpoint();
});
test.afterAll(async () => {
  await relay?.close();
});

test('marketing sends a message to a cooperative and sees how many customers and devices it reached', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The customer (cooperative 1, every consent given at registration) and their device.
  const customer = await freshCustomer();
  const shopper = await playwrightRequest.newContext({ baseURL });
  await loginThroughApi(shopper, customer);
  const keys = newSubscriptionKeys();
  const uuid = `e2e-marketing-${Date.now()}`;
  const registered = await shopper.get('/ebsn/api/externalregistration/register', {
    params: {
      platform: 'web',
      uuid,
      external_id: `${relay.url}/push/${uuid}`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    },
  });
  expect(((await registered.json()) as { response: { status: number } }).response.status).toBe(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await staffSignIn(page, MARKETING);
  await page.getByRole('link', { name: 'Messaggi ai clienti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messaggi ai clienti' })).toBeVisible();
  const targets = (
    (await (await page.request.get('/ebsn/api/marketing-campaign/targets')).json()) as {
      data: { cooperatives: { id: number; name: string }[] };
    }
  ).data;
  const cooperative = targets.cooperatives.find((c) => c.id === 1)!;

  // A missing title is refused before anything is sent.
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(page.getByText('Non valido: scrivi il titolo.')).toBeVisible();

  const title = `Fragole in offerta ${Date.now() % 100_000}`;
  await page.getByLabel(/^Titolo/).fill(title);
  await page.getByLabel(/^Testo/).fill('Solo questa settimana, fragole italiane a metà prezzo.');
  await page.getByLabel(/^Pagina da aprire/).fill('/search?filter=promo');
  await page.getByRole('combobox', { name: 'Destinatari' }).click();
  await page.getByRole('option', { name: 'I clienti di una cooperativa' }).click();
  await page.getByRole('combobox', { name: /^Cooperativa/ }).click();
  await page.getByRole('option', { name: cooperative.name }).click();
  const before = relay.received.length;
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();

  const outcome = page.getByTestId('campaign-outcome');
  await expect(outcome).toHaveText(/^Inviato a \d+ clienti, \d+ dispositivi raggiunti\.$/, {
    timeout: 30_000,
  });
  const [, customers, devices] = /Inviato a (\d+) clienti, (\d+) dispositivi/.exec(
    (await outcome.textContent())!,
  )!;
  expect(Number(customers)).toBeGreaterThanOrEqual(1);
  expect(Number(devices)).toBeGreaterThanOrEqual(1);
  // The history lists it first, with the same counts.
  const firstRow = page.getByRole('region', { name: 'Messaggi inviati' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText(`Cooperativa ${cooperative.name}`);
  await expect(firstRow).toContainText('Sara Conti');

  // The push service got the message for the customer's subscription, encrypted for it.
  await expect
    .poll(() => relay.received.slice(before).filter((r) => r.path === `/push/${uuid}`).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const pushed = relay.received.slice(before).find((r) => r.path === `/push/${uuid}`)!;
  expect(JSON.parse(decryptWebPush(pushed.body, keys))).toEqual({
    kind: 'marketing',
    title,
    body: 'Solo questa settimana, fragole italiane a metà prezzo.',
    nav_to: '/search?filter=promo',
  });
  // …and the mail is among their messages.
  const news = (await (await shopper.get('/ebsn/api/message/list')).json()) as {
    data?: { messages: { subject: string; kind: string }[] };
  };
  expect(news.data?.messages.some((m) => m.kind === 'marketing' && m.subject === `Sporta: ${title}`)).toBe(
    true,
  );

  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('marketing-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(outcome).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('marketing-390.png'), fullPage: true });
  await shopper.dispose();
});
