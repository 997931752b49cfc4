// HTTP tests of invite a friend and the message archive (issue 25, ADR 0060) on a fresh seeded
// database: the personal code and link, a friend who registers with it (a wrong code reported and
// not blocking), the friend's first delivered order earning the inviter one 10 % voucher through
// the periodic job (rerun: nothing more; at most 10; concurrent runs on PostgreSQL: each once), the
// voucher's mail in the message archive and its push on the inviter's device (real Web Push to a
// local push endpoint, RFC 8291), read and unread count, and every bad input refused in Italian
// with nothing written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices, type Services } from '../../composition';
import {
  call,
  login as freshCustomer,
  loginAs,
  plainProducts,
  setupCart,
  type Json,
} from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { decryptWebPush, newSubscriptionKeys, startPushEndpoint } from '../../../test/push-kit';
import { customer, readMails, register } from '../account/account.test-helpers';
import { fulfilmentKey } from '../orders';

let t: TestContext;
let products: number[];
let jobServices: Services;
let pushEndpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  t = await startTestApp({ products: 120, config: { PUSH_ALLOW_HTTP: true } });
  pushEndpoint = await startPushEndpoint();
  products = await plainProducts(t, 4, [1]);
  // The job exactly as the composition root registers it, on the same database.
  jobServices = composeServices(t.app.config, t.database.db, t.app.log);
}, 120_000);

afterAll(async () => {
  await jobServices?.close();
  await t?.close();
  await pushEndpoint?.close();
});

const runJob = () => jobServices.jobs.find((j) => j.name === 'invite-vouchers')!.run() as Promise<number>;

async function count(table: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    t.database.db,
  );
  return r.rows[0]!.n;
}

async function userIdOf(email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('app_user')
    .select('user_id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.user_id);
}

/** The friend buys and the order is delivered with the fulfilment tool. */
async function buyAndDeliver(token: string): Promise<number> {
  await setupCart(t, token);
  for (const productId of products.slice(0, 2))
    expect((await call(t, token, 'POST', 'cart/add', { items: [{ productId, quantity: 2 }] })).status).toBe(
      0,
    );
  const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
  expect(buy.status, buy.message).toBe(0);
  const orderId = buy.data.order.orderId as number;
  let step: Json;
  do
    step = (
      await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/fulfilment/advance',
        headers: { 'x-fulfilment-key': fulfilmentKey(t.app.config.PAYMENT_HMAC_KEY) },
        payload: { order_id: orderId },
      })
    ).json().data;
  while (step.to !== 8);
  return orderId;
}

/** More friends of `inviterId` with a delivered order each (a copy of `orderId`), straight in SQL. */
async function deliveredFriends(inviterId: number, orderId: number, n: number): Promise<number[]> {
  const code = (await call(t, (await tokenOf(inviterId)).token, 'GET', 'invite/view')).data.code;
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const email = `amico.${i}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const friend = await t.database.db
      .insertInto('app_user')
      .values({ email, email_lower: email, first_name: `Amico${i}`, last_name: 'Prova' } as never)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const friendId = Number(friend.user_id);
    await t.database.db
      .insertInto('invite_link')
      .values({ friend_user_id: friendId, inviter_user_id: inviterId, code })
      .execute();
    await sql`create temp table order_copy as select * from customer_order where order_id = ${orderId}`.execute(
      t.database.db,
    );
    const copy = await sql<{ order_id: number }>`
      update order_copy set order_id = nextval(pg_get_serial_sequence('customer_order', 'order_id')),
        user_id = ${friendId}, replaced_by_order_id = null, replaces_order_id = null
      returning order_id`.execute(t.database.db);
    await sql`insert into customer_order select * from order_copy`.execute(t.database.db);
    await sql`drop table order_copy`.execute(t.database.db);
    await sql`insert into order_status_history (order_id, from_status_id, to_status_id) values (${copy.rows[0]!.order_id}, 7, 8)`.execute(
      t.database.db,
    );
    ids.push(friendId);
  }
  return ids;
}

async function tokenOf(userId: number) {
  const { accountToken } = await t.app.sessions.startUser(null, userId, { rememberMe: true });
  return { userId, token: accountToken };
}

describe('invite a friend', () => {
  it('answers 401 without login', async () => {
    for (const [method, url] of [
      ['GET', 'invite/view'],
      ['GET', 'message/list'],
      ['POST', 'message/read?message_id=1'],
      ['GET', 'message/unread-count'],
    ] as const) {
      const r = await call(t, null, method, url);
      expect(r.http, url).toBe(401);
    }
  });

  it('gives each customer a stable personal code and its share link', async () => {
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    const first = await call(t, token, 'GET', 'invite/view');
    expect(first.status).toBe(0);
    expect(first.data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.data.link).toBe(`${t.app.config.PUBLIC_URL}/registration-user?invite=${first.data.code}`);
    expect(first.data).toMatchObject({
      percent: 10,
      maxVouchers: 10,
      vouchersEarned: 0,
      friends: [],
      promoActive: true,
    });
    // the promotion's end comes from the configuration: by default a year from today, never 2022
    expect(first.data.promoEnd > new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await call(t, token, 'GET', 'invite/view')).data.code).toBe(first.data.code);
    const other = await loginAs(t, 'giulia.bianchi@example.com');
    expect((await call(t, other.token, 'GET', 'invite/view')).data.code).not.toBe(first.data.code);
  });

  it('a wrong code never blocks the registration: it is reported in a warning; a long one is refused', async () => {
    const links = await count('invite_link');
    for (const code of ['ZZZZZZZZ', 'nope', '']) {
      const c = customer({ firstName: 'Bruno' });
      const r = (await register(t.app, c, { inviteCode: code })).json();
      expect(r.response.status, code).toBe(0);
      if (code)
        expect(r.response.warnings[0]).toEqual({
          code: 'warning.invite.unknown',
          warning:
            'Il codice invito non è valido o non esiste più: la registrazione è andata a buon fine, ma senza invito.',
        });
      else expect(r.response.warnings).toEqual([]);
      await userIdOf(c.email);
    }
    const users = await count('app_user');
    const long = customer();
    const r = (await register(t.app, long, { inviteCode: 'X'.repeat(101) })).json();
    expect(r.response.status).not.toBe(0);
    expect(r.response.errors[0].error).toContain('il codice invito (inviteCode) è troppo lungo');
    expect(await count('app_user')).toBe(users);
    expect(await count('invite_link')).toBe(links);
  });

  it('links the friend who registers with the code; their first delivered order earns one 10 % voucher, mailed and archived', async () => {
    const inviter = await loginAs(t, 'mario.rossi@example.com');
    const code = (await call(t, inviter.token, 'GET', 'invite/view')).data.code as string;
    const friend = customer({ firstName: 'Lucia Maria' });
    // as the form sends it (invite_code), in lower case with a dash
    const r = (
      await register(t.app, friend, { invite_code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` })
    ).json();
    expect(r.response.status).toBe(0);
    expect(r.response.warnings).toEqual([]);
    const friendId = await userIdOf(friend.email);
    const view = await call(t, inviter.token, 'GET', 'invite/view');
    expect(view.data.friends).toEqual([expect.objectContaining({ firstName: 'Lucia', rewarded: false })]);

    // the inviter's browser is subscribed to push
    const keys = newSubscriptionKeys();
    const device = await call(
      t,
      inviter.token,
      'GET',
      `externalregistration/register?${new URLSearchParams({
        platform: 'web',
        uuid: 'inviter-browser',
        external_id: `${pushEndpoint.url}/push/inviter`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      })}`,
    );
    expect(device.status, device.message).toBe(0);

    // no delivered order yet: nothing
    expect(await runJob()).toBe(0);
    const friendSession = await tokenOf(friendId);
    const orderId = await buyAndDeliver(friendSession.token);
    const before = (await call(t, inviter.token, 'GET', 'giftcertificate/list')).data;
    expect(await runJob()).toBe(1);
    expect(await runJob()).toBe(0);
    const rewards = await t.database.db.selectFrom('invite_reward').selectAll().execute();
    expect(rewards).toHaveLength(1);
    expect(Number(rewards[0]!.order_id)).toBe(orderId);

    const after = (await call(t, inviter.token, 'GET', 'giftcertificate/list')).data;
    const gifts = (x: Json) => (Array.isArray(x) ? x : (x.giftCertificates ?? x.list ?? x));
    const voucher = gifts(after).find((g: Json) => /invita un amico/i.test(g.name));
    expect(voucher, JSON.stringify(after).slice(0, 400)).toBeDefined();
    expect(gifts(after).length).toBe(gifts(before).length + 1);

    // the voucher reached the inviter's device too: the notification opens their vouchers
    const pushed = pushEndpoint.received.filter((r) => r.path === '/push/inviter');
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(decryptWebPush(pushed[0]!.body, keys))).toEqual({
      kind: 'invite',
      title: 'Un buono sconto del 10% per te',
      body: `Lucia ha ricevuto la sua prima spesa con il tuo invito: il buono ${voucher.giftCode ?? voucher.code} è tra i tuoi buoni sconto.`,
      nav_to: '/profile/gifts',
    });

    const mail = readMails(t.dataDir).find(
      (m) => m.to === 'mario.rossi@example.com' && /invitato Lucia/.test(m.subject),
    );
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('buono sconto del 10%');

    const seen = await call(t, inviter.token, 'GET', 'invite/view');
    expect(seen.data).toMatchObject({
      vouchersEarned: 1,
      friends: [expect.objectContaining({ rewarded: true })],
    });

    // the friend's order mails are in the friend's archive, the voucher's in the inviter's
    const friendList = await call(t, friendSession.token, 'GET', 'message/list');
    expect(friendList.data.messages.length).toBeGreaterThanOrEqual(2);
    expect(friendList.data.messages.every((m: Json) => m.kind === 'order')).toBe(true);
    const list = await call(t, inviter.token, 'GET', 'message/list');
    expect(list.status).toBe(0);
    const archived = list.data.messages[0];
    expect(archived).toMatchObject({ kind: 'invite', read: false });
    expect(archived.subject).toBe(mail!.subject);
    const unread = (await call(t, inviter.token, 'GET', 'message/unread-count')).data.unread;
    expect(unread).toBe(list.data.unread);
    expect(unread).toBeGreaterThanOrEqual(1);

    const opened = await call(t, inviter.token, 'POST', 'message/read', { message_id: archived.messageId });
    expect(opened.status).toBe(0);
    expect(opened.data.message).toMatchObject({ read: true, kind: 'invite' });
    expect(opened.data.message.text).toContain(voucher.giftCode ?? 'INVITO-');
    expect(opened.data.unread).toBe(unread - 1);
    // opening it again keeps the first read time
    const again = await call(t, inviter.token, 'POST', 'message/read', { message_id: archived.messageId });
    expect(again.data.message.readAt).toBe(opened.data.message.readAt);

    // another customer cannot open it
    const other = await loginAs(t, 'giulia.bianchi@example.com');
    const theirs = await call(t, other.token, 'POST', `message/read?message_id=${archived.messageId}`);
    expect(theirs.status).toBe(1);
    expect(theirs.message).toBe('Messaggio non trovato: forse è stato rimosso.');
  });

  it('refuses bad message inputs in Italian, writing nothing', async () => {
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    const readBefore = await sql<{
      n: number;
    }>`select count(*)::int as n from customer_message where read_at is not null`.execute(t.database.db);
    for (const [method, url, body, message] of [
      ['POST', 'message/read', undefined, 'indica il messaggio (message_id)'],
      ['POST', 'message/read?message_id=abc', undefined, 'indica il messaggio (message_id)'],
      ['POST', 'message/read', { message_id: -1 }, 'il messaggio (message_id) è un numero positivo'],
      ['POST', 'message/read', { message_id: 1.5 }, 'il messaggio (message_id) è un numero intero'],
      ['POST', 'message/read', { message_id: '99999999999999999999' }, 'il messaggio (message_id)'],
      [
        'POST',
        'message/read',
        { message_id: 2_000_000_000 },
        'Messaggio non trovato: forse è stato rimosso.',
      ],
      ['GET', 'message/list?page=0', undefined, 'la pagina (page) parte da 1'],
      ['GET', 'message/list?page=x', undefined, 'la pagina (page) è un numero'],
      [
        'GET',
        'message/list?page_size=1000',
        undefined,
        'la dimensione della pagina (page_size) va da 1 a 100',
      ],
    ] as const) {
      const r = await call(t, token, method, url, body as Record<string, unknown> | undefined);
      expect(r.http, url).toBeLessThan(500);
      expect(r.status, url).not.toBe(0);
      expect(r.message, `${url} ${JSON.stringify(body)}`).toContain(message);
    }
    const readAfter = await sql<{
      n: number;
    }>`select count(*)::int as n from customer_message where read_at is not null`.execute(t.database.db);
    expect(readAfter.rows[0]!.n).toBe(readBefore.rows[0]!.n);
  });

  it('lists newest first, paged', async () => {
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    const all = (await call(t, token, 'GET', 'message/list?page_size=100')).data;
    const dates = all.messages.map((m: Json) => m.sentAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = (await call(t, token, 'GET', 'message/list?page=1&page_size=1')).data;
    expect(page.messages).toHaveLength(1);
    expect(page.page).toMatchObject({ selPage: 1, itemsPerPage: 1, totItems: all.page.totItems });
  });

  it('issues at most 10 vouchers per inviter, one per friend', async () => {
    const inviter = await loginAs(t, 'giulia.bianchi@example.com');
    const order = await t.database.db
      .selectFrom('invite_reward')
      .select('order_id')
      .executeTakeFirstOrThrow();
    await deliveredFriends(inviter.userId, Number(order.order_id), 12);
    expect(await runJob()).toBe(10);
    expect(await runJob()).toBe(0);
    const view = (await call(t, inviter.token, 'GET', 'invite/view')).data;
    expect(view.vouchersEarned).toBe(10);
    expect(view.friends.filter((f: Json) => f.rewarded)).toHaveLength(10);
    const messages = (await call(t, inviter.token, 'GET', 'message/list?page_size=100')).data.messages;
    expect(messages.filter((m: Json) => m.kind === 'invite')).toHaveLength(10);
  });
});

describe.skipIf(!onPostgres)('invite vouchers under concurrent job runs (PostgreSQL)', () => {
  it('issue each voucher once and never more than 10 per inviter', async () => {
    // a new customer of their own: the 10 vouchers of the test above belong to another inviter
    const inviter = await freshCustomer(t);
    const order = await t.database.db
      .selectFrom('invite_reward')
      .select('order_id')
      .executeTakeFirstOrThrow();
    const friends = await deliveredFriends(inviter.userId, Number(order.order_id), 14);
    const runs = await Promise.all(Array.from({ length: 8 }, () => runJob()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(10);
    const rewards = await t.database.db
      .selectFrom('invite_reward')
      .select(['friend_user_id', 'user_gift_certificate_id'])
      .where('inviter_user_id', '=', inviter.userId)
      .execute();
    expect(rewards).toHaveLength(10);
    expect(new Set(rewards.map((r) => Number(r.friend_user_id))).size).toBe(10);
    expect(rewards.every((r) => friends.includes(Number(r.friend_user_id)))).toBe(true);
    const copies = await t.database.db
      .selectFrom('user_gift_certificate')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', inviter.userId)
      .where(
        'user_gift_certificate_id',
        'in',
        rewards.map((r) => Number(r.user_gift_certificate_id)),
      )
      .executeTakeFirstOrThrow();
    expect(copies.n).toBe(10);
  });
});
