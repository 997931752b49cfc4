// HTTP tests of push (issue 27): device registration and removal (externalregistration/*), the
// marketing cloud's calls, and real encrypted Web Push messages (RFC 8291, aes128gcm, VAPID)
// sent to a push endpoint started by the test when the fulfilment tool advances an order: the
// endpoint decrypts them with the subscription's keys. The app's tokens go to the local outbox.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { orderProducts, readyCart } from '../../../test/order-kit';
import {
  decryptWebPush,
  newSubscriptionKeys,
  startPushEndpoint,
  verifyVapid,
  type SubscriptionKeys,
} from '../../../test/push-kit';
import { staffToken } from '../../../test/staff-kit';
import { withMarketingConsent } from '../account';
import { LocalMarketingCloud, PushRepository, PushService, WebPushSender } from '.';

let t: TestContext;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let picker: string;
let pieces: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 300, config: { PUSH_ALLOW_HTTP: true } });
  endpoint = await startPushEndpoint();
  pieces = (await orderProducts(t, 2)).pieces;
  picker = await staffToken(t, 'preparatore');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function webDevice(uuid: string, keys: SubscriptionKeys, path = `/push/${uuid}`) {
  return {
    platform: 'web',
    uuid,
    external_id: `${endpoint.url}${path}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
    model: 'Chromium',
    platform_version: '140',
    manufacturer: 'Google',
  };
}

const register = (token: string | null, params: Record<string, string>) =>
  call(t, token, 'GET', `externalregistration/register?${query(params)}`);

async function devicesOf(userId: number) {
  return t.database.db
    .selectFrom('push_device')
    .select(['device_id', 'platform', 'uuid', 'external_id'])
    .where('user_id', '=', userId)
    .execute();
}

async function placeOrder(token: string): Promise<number> {
  await readyCart(t, token, [{ productId: pieces[0]!, quantity: 1 }]);
  const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
  if (buy.status !== 0) throw new Error(buy.message);
  return buy.data.order.orderId as number;
}

describe('externalregistration', () => {
  it('registering the same device twice keeps one device; unregister removes it', async () => {
    const { userId, token } = await login(t);
    const first = await register(token, {
      platform: 'android',
      uuid: 'dev-1',
      external_id: 'fcm-token-a',
      model: 'Pixel 8',
      platform_version: '15',
      manufacturer: 'Google',
    });
    expect(first.status, first.message).toBe(0);
    expect(first.data).toMatchObject({
      platform: 'android',
      uuid: 'dev-1',
      model: 'Pixel 8',
      manufacturer: 'Google',
    });
    const again = await register(token, { platform: 'android', uuid: 'dev-1', external_id: 'fcm-token-b' });
    expect(again.data.deviceId).toBe(first.data.deviceId);
    const rows = await devicesOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.external_id).toBe('fcm-token-b');

    const gone = await call(
      t,
      token,
      'GET',
      `externalregistration/unregister?${query({ platform: 'android', uuid: 'dev-1' })}`,
    );
    expect(gone.status).toBe(0);
    expect(gone.data).toEqual({ removed: 1 });
    expect(await devicesOf(userId)).toHaveLength(0);
    const twice = await call(
      t,
      token,
      'GET',
      `externalregistration/unregister?${query({ platform: 'android', uuid: 'dev-1' })}`,
    );
    expect(twice.data).toEqual({ removed: 0 });
  });

  it('a device registered by another customer moves to the one who registers it now; removal is per owner', async () => {
    const a = await login(t);
    const b = await login(t);
    await register(a.token, { platform: 'ios', uuid: 'shared-phone', external_id: 'apns-1' });
    await register(b.token, { platform: 'ios', uuid: 'shared-phone', external_id: 'apns-2' });
    expect(await devicesOf(a.userId)).toHaveLength(0);
    expect(await devicesOf(b.userId)).toHaveLength(1);
    const notMine = await call(
      t,
      a.token,
      'GET',
      `externalregistration/unregister?platform=ios&uuid=shared-phone`,
    );
    expect(notMine.data).toEqual({ removed: 0 });
    expect(await devicesOf(b.userId)).toHaveLength(1);
  });

  it('refuses bad input with an Italian message and writes nothing; needs a login', async () => {
    const { userId, token } = await login(t);
    const keys = newSubscriptionKeys();
    const cases: [Record<string, string>, string][] = [
      [{ uuid: 'x', external_id: 'y' }, 'platform'],
      [{ platform: 'windows', uuid: 'x', external_id: 'y' }, 'la piattaforma deve essere web, android o ios'],
      [{ platform: 'android', external_id: 'y' }, 'uuid'],
      [{ platform: 'android', uuid: 'x' }, 'external_id'],
      [{ platform: 'web', uuid: 'x', external_id: `${endpoint.url}/p` }, 'p256dh'],
      [{ ...webDevice('x', keys), p256dh: 'abc' }, 'la chiave p256dh deve essere di 65 byte'],
      [{ ...webDevice('x', keys), external_id: 'ftp://example.com/x' }, 'sottoscrizione Web Push'],
      [{ platform: 'android', uuid: 'x', external_id: 'y'.repeat(2001) }, 'al massimo 2000 caratteri'],
    ];
    for (const [params, text] of cases) {
      const a = await register(token, params);
      expect(a.http, JSON.stringify(params)).toBe(400);
      expect(a.message).toContain(text);
      expect(a.message).toMatch(/^Il campo «/);
    }
    const bad = await call(t, token, 'GET', 'externalregistration/unregister?platform=web');
    expect(bad.http).toBe(400);
    expect(bad.message).toContain('uuid');
    expect(await devicesOf(userId)).toHaveLength(0);
    const anonymous = await register(null, { platform: 'android', uuid: 'x', external_id: 'y' });
    expect(anonymous.http).toBe(401);
  });
});

describe('Web Push of an order status change', () => {
  it('the fulfilment tool advances the order: the subscribed browser gets an encrypted message that opens the order', async () => {
    const customer = await login(t);
    const keys = newSubscriptionKeys();
    const reg = await register(customer.token, webDevice(`browser-${customer.userId}`, keys));
    expect(reg.status, reg.message).toBe(0);
    const vapid = await call(t, null, 'GET', 'externalregistration/vapid-key');
    const orderId = await placeOrder(customer.token);
    const mine = () => endpoint.received.filter((r) => r.path === `/push/browser-${customer.userId}`);
    // placing it (confirmed) already pushed once, as it mailed once
    expect(mine()).toHaveLength(1);

    const advance = await call(t, picker, 'POST', 'store-ops/order-advance', { order_id: orderId });
    expect(advance.status, advance.message).toBe(0);
    expect(mine()).toHaveLength(2);
    const request = mine()[1]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const signer = verifyVapid(request.headers.authorization, endpoint.url);
    expect(signer.publicKey).toBe(vapid.data.publicKey);
    expect(signer.sub).toMatch(/^mailto:|^https:/);
    const payload = JSON.parse(decryptWebPush(request.body, keys)) as Json;
    expect(payload).toEqual({
      kind: 'order',
      title: `Ordine n. ${orderId}: In preparazione`,
      body: 'Il tuo ordine è arrivato al punto vendita ed è in preparazione.',
      nav_to: `/profile/orders/${orderId}`,
    });
    // and a key other than the subscription's cannot read it
    expect(() => decryptWebPush(request.body, newSubscriptionKeys())).toThrow();
    const log = await t.database.db
      .selectFrom('push_message')
      .select(['outcome', 'kind', 'nav_to'])
      .where('user_id', '=', customer.userId)
      .execute();
    expect(log).toEqual([
      { outcome: 'sent', kind: 'order', nav_to: `/profile/orders/${orderId}` },
      { outcome: 'sent', kind: 'order', nav_to: `/profile/orders/${orderId}` },
    ]);
  });

  it('a subscription the push service calls gone (410) is forgotten; the app’s token waits in the outbox', async () => {
    const customer = await login(t);
    await register(customer.token, webDevice(`gone-${customer.userId}`, newSubscriptionKeys()));
    await register(customer.token, {
      platform: 'android',
      uuid: `phone-${customer.userId}`,
      external_id: 'fcm-x',
    });
    endpoint.status.code = 410;
    try {
      await placeOrder(customer.token);
    } finally {
      endpoint.status.code = 201;
    }
    expect((await devicesOf(customer.userId)).map((d) => d.platform)).toEqual(['android']);
    const log = await t.database.db
      .selectFrom('push_message')
      .select(['platform', 'outcome'])
      .where('user_id', '=', customer.userId)
      .orderBy('platform')
      .execute();
    expect(log).toEqual([
      { platform: 'android', outcome: 'queued' },
      { platform: 'web', outcome: 'gone' },
    ]);
  });
});

describe('marketing', () => {
  async function consent(userId: number, value: '1' | '0') {
    const type = await t.database.db
      .selectFrom('registration_disclaimer')
      .select('person_info_type_id')
      .where('marketing', '=', true)
      .executeTakeFirstOrThrow();
    await sql`insert into user_person_info (user_id, person_info_type_id, value)
      values (${userId}, ${type.person_info_type_id}, ${value})`.execute(t.database.db);
  }

  it('reaches only the customers who gave the marketing consent', async () => {
    const yes = await login(t);
    const no = await login(t);
    const silent = await login(t);
    await consent(yes.userId, '1');
    await consent(no.userId, '0');
    const keys = new Map<number, SubscriptionKeys>();
    for (const c of [yes, no, silent]) {
      keys.set(c.userId, newSubscriptionKeys());
      await register(c.token, webDevice(`mkt-${c.userId}`, keys.get(c.userId)!));
    }
    const before = endpoint.received.length;
    // The marketing sender as the composition root builds it, on the app's database.
    const repo = new PushRepository(t.database.db);
    const service = new PushService(
      repo,
      [
        new WebPushSender({
          privateKey: t.app.config.VAPID_PRIVATE_KEY,
          subject: 'mailto:test@example.com',
          allowHttp: true,
          timeoutMs: 5000,
        }),
      ],
      new LocalMarketingCloud(repo),
      {
        vapidPublicKey: '',
        allowHttp: true,
        companyId: 32,
        marketingConsent: (ids) => withMarketingConsent(t.database.db, ids),
      },
    );
    const reach = await service.sendMarketing([yes.userId, no.userId, silent.userId], {
      title: 'Offerte della settimana',
      body: 'Sconti sulla frutta',
      navTo: '/search?filter=promo',
    });
    expect(reach).toMatchObject({ customers: 1, devices: 1, sent: 1 });
    const got = endpoint.received.slice(before);
    expect(got.map((r) => r.path)).toEqual([`/push/mkt-${yes.userId}`]);
    expect(JSON.parse(decryptWebPush(got[0]!.body, keys.get(yes.userId)!))).toMatchObject({
      kind: 'marketing',
      nav_to: '/search?filter=promo',
    });
  });

  it('marketingcloud/contact-key gives one key a customer; remove takes only one’s own', async () => {
    const c = await login(t);
    const k1 = await call(t, c.token, 'POST', 'marketingcloud/contact-key', {
      ChannelAddressList: ['fcm-1', 'fcm-2'],
      MaximumCount: 1,
    });
    expect(k1.status, k1.message).toBe(0);
    expect(k1.data).toMatchObject({ companyId: 32, channelAddresses: ['fcm-1'] });
    const k2 = await call(t, c.token, 'POST', 'marketingcloud/contact-key', { ChannelAddressList: 'fcm-3' });
    expect(k2.data.contactKey).toBe(k1.data.contactKey);
    const bad = await call(t, c.token, 'POST', 'marketingcloud/contact-key', { MaximumCount: 'tanti' });
    expect(bad.http).toBe(400);
    expect(bad.message).toContain('MaximumCount');

    const other = await login(t);
    const refused = await call(t, c.token, 'POST', 'marketingcloud/remove', {
      contactKey: k1.data.contactKey,
      userId: other.userId,
    });
    expect(refused.status).toBe(1);
    expect(refused.message).toBe('Puoi rimuovere solo il tuo contatto di marketing.');
    const removed = await call(t, c.token, 'POST', 'marketingcloud/remove', {
      contactKey: k1.data.contactKey,
      userId: c.userId,
    });
    expect(removed.data).toEqual({ removed: true });
    const again = await call(t, c.token, 'POST', 'marketingcloud/remove', {
      contactKey: k1.data.contactKey,
      userId: c.userId,
    });
    expect(again.data).toEqual({ removed: false });
    const missing = await call(t, c.token, 'POST', 'marketingcloud/remove', { userId: c.userId });
    expect(missing.http).toBe(400);
    expect(missing.message).toContain('contactKey');
    expect((await call(t, null, 'POST', 'marketingcloud/contact-key', {})).http).toBe(401);
  });
});

describe('an anonymised account', () => {
  it('loses its devices and its marketing contact', async () => {
    const c = await login(t);
    await register(c.token, { platform: 'android', uuid: `anon-${c.userId}`, external_id: 'fcm-anon' });
    const key = await call(t, c.token, 'POST', 'marketingcloud/contact-key', {
      ChannelAddressList: 'fcm-anon',
    });
    const repo = new PushRepository(t.database.db);
    await repo.forgetCustomer(c.userId);
    expect(await devicesOf(c.userId)).toHaveLength(0);
    expect(await repo.contactOf(c.userId)).toEqual({ contactKey: key.data.contactKey, removed: true });
  });
});
