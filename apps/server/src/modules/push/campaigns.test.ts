// HTTP tests of the back-office's marketing messages (issue 27, ADR 0062): only staff with the
// marketing role send; a segment (a cooperative, a delivery service's customers, all) reaches only
// its confirmed customers with the marketing consent, by mail kept in their message archive and
// by real encrypted Web Push (RFC 8291) to a push endpoint started by the test; the campaign keeps
// the counts. Bad input is refused with an Italian message and sends nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { orderProducts, readyCart } from '../../../test/order-kit';
import {
  decryptWebPush,
  newSubscriptionKeys,
  startPushEndpoint,
  type SubscriptionKeys,
} from '../../../test/push-kit';
import { staffToken } from '../../../test/staff-kit';

let t: TestContext;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let marketing: string;
let pieces: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 300, config: { PUSH_ALLOW_HTTP: true } });
  endpoint = await startPushEndpoint();
  pieces = (await orderProducts(t, 2)).pieces;
  marketing = await staffToken(t, 'marketing');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

interface Customer {
  userId: number;
  token: string;
  keys: SubscriptionKeys;
}

/** A customer of a cooperative, confirmed, with or without the marketing consent, with a web device. */
async function customer(storeId: number, consent: '1' | '0' | null, android = false): Promise<Customer> {
  const c = await login(t);
  await sql`update app_user set store_id = ${storeId}, confirmed_at = now() where user_id = ${c.userId}`.execute(
    t.database.db,
  );
  if (consent) {
    const type = await t.database.db
      .selectFrom('registration_disclaimer')
      .select('person_info_type_id')
      .where('marketing', '=', true)
      .executeTakeFirstOrThrow();
    await sql`insert into user_person_info (user_id, person_info_type_id, value)
      values (${c.userId}, ${type.person_info_type_id}, ${consent})`.execute(t.database.db);
  }
  const keys = newSubscriptionKeys();
  const device = {
    platform: 'web',
    uuid: `web-${c.userId}`,
    external_id: `${endpoint.url}/push/u${c.userId}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
  };
  expect(
    (await call(t, c.token, 'GET', `externalregistration/register?${new URLSearchParams(device)}`)).status,
  ).toBe(0);
  if (android)
    await call(
      t,
      c.token,
      'GET',
      `externalregistration/register?${new URLSearchParams({ platform: 'android', uuid: `phone-${c.userId}`, external_id: 'fcm-token' })}`,
    );
  return { ...c, keys };
}

const send = (token: string | null, body: Record<string, unknown>) =>
  call(t, token, 'POST', 'marketing-campaign/send', body);

const message = { title: 'Settimana della frutta', body: 'Fragole a metà prezzo fino a domenica.' };

/** The users whose web device received a message since `before`, and the payload of each. */
function pushedSince(before: number, keys: Map<number, SubscriptionKeys>) {
  const out = new Map<number, Json>();
  for (const r of endpoint.received.slice(before)) {
    const userId = Number(/\/push\/u(\d+)$/.exec(r.path)?.[1]);
    const k = keys.get(userId);
    if (k) out.set(userId, JSON.parse(decryptWebPush(r.body, k)) as Json);
  }
  return out;
}

async function archived(userId: number) {
  return t.database.db
    .selectFrom('customer_message')
    .select(['kind', 'subject'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'marketing')
    .execute();
}

const campaignCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('marketing_campaign')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('marketing-campaign/send', () => {
  it('reaches the consenting customers of a cooperative: mail in the archive and push on every device', async () => {
    // The segment's other customers (the demo data) are counted once before ours exist.
    const baseline = await send(marketing, { ...message, segment: 'cooperative', segment_id: 2 });
    expect(baseline.status, baseline.message).toBe(0);

    const yes = await customer(2, '1');
    const yesWithPhone = await customer(2, '1', true);
    const no = await customer(2, '0');
    const silent = await customer(2, null);
    const otherCoop = await customer(3, '1');
    const keys = new Map([yes, yesWithPhone, no, silent, otherCoop].map((c) => [c.userId, c.keys]));
    const before = endpoint.received.length;

    const sent = await send(marketing, {
      ...message,
      nav_to: '/search?filter=promo',
      segment: 'cooperative',
      segment_id: '2',
    });
    expect(sent.status, sent.message).toBe(0);
    const c = sent.data;
    expect(c.customers - baseline.data.customers).toBe(2);
    expect(c.mailed - baseline.data.mailed).toBe(2);
    // two web subscriptions (sent) and one phone (the app's outbox)
    expect(c.devices - baseline.data.devices).toBe(3);
    expect(c.reached - baseline.data.reached).toBe(3);
    expect(c).toMatchObject({ failed: 0, segment: 'cooperative', segmentId: 2, staffName: 'Sara Conti' });
    expect(c.segmentLabel).toMatch(/^Cooperativa /);
    expect(sent.infos[0]?.info).toBe(`Inviato a ${c.customers} clienti, ${c.reached} dispositivi raggiunti.`);

    const pushed = pushedSince(before, keys);
    expect([...pushed.keys()].sort()).toEqual([yes.userId, yesWithPhone.userId].sort());
    expect(pushed.get(yes.userId)).toEqual({
      kind: 'marketing',
      title: message.title,
      body: message.body,
      nav_to: '/search?filter=promo',
    });
    expect(await archived(yes.userId)).toEqual([{ kind: 'marketing', subject: `Sporta: ${message.title}` }]);
    expect(await archived(yesWithPhone.userId)).toHaveLength(1);
    for (const other of [no, silent, otherCoop]) expect(await archived(other.userId)).toEqual([]);

    // All customers: the other cooperative's consenting customer too.
    const all = await send(marketing, { ...message, segment: 'all' });
    expect(all.status, all.message).toBe(0);
    expect(all.data.segmentLabel).toBe('Tutti i clienti');
    expect(all.data.customers).toBeGreaterThanOrEqual(c.customers + 1);
    expect(await archived(otherCoop.userId)).toHaveLength(1);
    expect(await archived(no.userId)).toEqual([]);
  });

  it("a delivery service's segment: the consenting customers who ordered with it", async () => {
    const buyer = await customer(1, '1');
    const notBuyer = await customer(1, '1');
    await readyCart(t, buyer.token, [{ productId: pieces[0]!, quantity: 1 }]);
    const buy = await call(t, buyer.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status, buy.message).toBe(0);
    const { delivery_service_id: serviceId } = await t.database.db
      .selectFrom('customer_order')
      .select('delivery_service_id')
      .where('order_id', '=', buy.data.order.orderId as number)
      .executeTakeFirstOrThrow();
    const before = endpoint.received.length;
    const sent = await send(marketing, { ...message, segment: 'service', segment_id: serviceId });
    expect(sent.status, sent.message).toBe(0);
    expect(sent.data.segmentLabel).toContain(' · ');
    const pushed = pushedSince(
      before,
      new Map([
        [buyer.userId, buyer.keys],
        [notBuyer.userId, notBuyer.keys],
      ]),
    );
    expect([...pushed.keys()]).toEqual([buyer.userId]);
    expect(await archived(notBuyer.userId)).toEqual([]);
  });

  it('marketing-campaign/list: the campaigns, newest first', async () => {
    const list = await call(t, marketing, 'GET', 'marketing-campaign/list');
    expect(list.status).toBe(0);
    const campaigns = list.data.campaigns as Json[];
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    expect(campaigns[0]).toMatchObject({ segment: 'service', staffName: 'Sara Conti', title: message.title });
    const targets = await call(t, marketing, 'GET', 'marketing-campaign/targets');
    expect(targets.data.cooperatives).toHaveLength(3);
    expect(targets.data.services.length).toBeGreaterThan(3);
  });

  it('is refused to other staff and to customers (403), and a bad field sends nothing (400)', async () => {
    const count = await campaignCount();
    const before = endpoint.received.length;
    const operator = await staffToken(t, 'operatore');
    const refused = await send(operator, { ...message, segment: 'all' });
    expect(refused.http).toBe(403);
    expect(refused.message).toBe('Il tuo profilo non consente questa operazione.');
    expect((await call(t, operator, 'GET', 'marketing-campaign/list')).http).toBe(403);
    const shopper = await login(t);
    const notStaff = await send(shopper.token, { ...message, segment: 'all' });
    expect(notStaff.http).toBe(403);
    expect(notStaff.message).toBe(
      'Questa funzione è riservata al personale: accedi dalla pagina del back-office.',
    );
    expect((await send(null, { ...message, segment: 'all' })).http).toBe(403);

    const bad: [Record<string, unknown>, string][] = [
      [{ body: message.body, segment: 'all' }, 'Il campo «title» non è valido: scrivi il titolo'],
      [
        { ...message, title: 'x'.repeat(81), segment: 'all' },
        'Il campo «title» non è valido: al massimo 80 caratteri',
      ],
      [{ ...message, segment: 'tutti' }, 'Il campo «segment» non è valido: scegli a chi inviare'],
      [{ ...message, segment: 'cooperative' }, 'Il campo «segment_id» non è valido: scegli la cooperativa'],
      [
        { ...message, segment: 'service', segment_id: 'abc' },
        'Il campo «segment_id» non è valido: deve essere un numero',
      ],
      [
        { ...message, segment: 'cooperative', segment_id: 99 },
        'Il campo «segment_id» non è valido: la cooperativa scelta non esiste',
      ],
      [
        { ...message, segment: 'service', segment_id: 999 },
        'Il campo «segment_id» non è valido: il servizio di consegna scelto non esiste',
      ],
      [
        { ...message, segment: 'all', nav_to: '//evil.example' },
        'Il campo «nav_to» non è valido: indica una pagina del negozio',
      ],
    ];
    for (const [body, text] of bad) {
      const r = await send(marketing, body);
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.message).toContain(text);
    }
    // a form-encoded body is read like JSON
    const form = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/marketing-campaign/send',
      headers: { 'x-ebsn-account': marketing, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=&body=x&segment=all',
    });
    expect(form.statusCode).toBe(400);
    expect(await campaignCount()).toBe(count);
    expect(endpoint.received.length).toBe(before);
  });
});
