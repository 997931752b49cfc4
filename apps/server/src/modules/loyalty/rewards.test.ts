// HTTP tests of rewards and donations (loyalty-rewards/*, ADR 0059) on a fresh seeded database:
// the catalogues of db/seed/rewards.ts, the rewards cart, requests debited as ledger movements,
// the request statuses moved by the member and a store manager, donations with their receipt;
// every bad input refused with an Italian message and nothing written.
import { collectionPeriodEnd, romeDate } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber } from '../../../db/seed/loyalty';
import { call, login, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { staffToken } from '../../../test/staff-kit';
import { readMails } from '../account/account.test-helpers';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ products: 100 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const MEMBERS = {
  anna: [demoCardNumber(1_000_001), '15/04/1987', 1],
  paolo: [demoCardNumber(1_000_002), '08/07/1960', 1],
  marco: [demoCardNumber(2_000_001), '30/11/1988', 2],
  francesca: [demoCardNumber(3_000_001, '0460'), '05/09/1982', 3],
} as const;

/** A new customer holding a demo member's card, with `extra` till points on top of the seeded ones. */
async function member(name: keyof typeof MEMBERS, extra = 0) {
  const [card, birth, storeId] = MEMBERS[name];
  const { token, userId } = await login(t);
  // each test's customer takes the card over (a card is held by one account at a time)
  await t.database.db.deleteFrom('loyalty_card').where('card_number', '=', card).execute();
  const add = await call(t, token, 'POST', 'registration-card/add-card', {
    fidelity_card: card,
    birth_date: birth,
  });
  expect(add.status, add.message).toBe(0);
  if (extra)
    await t.database.db
      .insertInto('loyalty_movement')
      .values({
        card_number: card,
        user_id: null,
        kind: 'till',
        points: extra,
        reason: 'Spesa in negozio',
        period_end: collectionPeriodEnd(storeId, romeDate(new Date())),
      })
      .execute();
  const balance = (await call(t, token, 'GET', 'registration-card/view-cards')).data.cards[0]
    .points as number;
  return { token, userId, card, storeId, balance };
}

/** The mails sent to a customer about their reward requests, and their message archive. */
async function noticesOf(userId: number, token: string) {
  const { email } = await t.database.db
    .selectFrom('app_user')
    .select('email')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const mails = readMails(t.dataDir).filter((x) => x.to.includes(email) && /premi/.test(x.subject));
  const archive = (await call(t, token, 'GET', 'message/list')).data.messages.filter(
    (x: Json) => x.kind === 'loyalty',
  );
  return { mails, archive: [...archive].reverse() };
}

async function counts() {
  const r = await sql<{ items: number; requests: number; movements: number; donations: number }>`select
      (select count(*)::int from loyalty_reward_cart_item) as items,
      (select count(*)::int from loyalty_reward_request) as requests,
      (select count(*)::int from loyalty_movement) as movements,
      (select count(*)::int from loyalty_donation) as donations`.execute(t.database.db);
  return r.rows[0]!;
}

const rewardByCode = (catalogue: Json, code: string) =>
  (catalogue.data.rewards as { code: string; rewardId: number; points: number; euro: number }[]).find(
    (r) => r.code === code,
  )!;

describe('who may call', () => {
  it('answers 401 without login and 403 to a customer on the staff calls', async () => {
    for (const [method, url] of [
      ['GET', 'loyalty-rewards/catalogue'],
      ['GET', 'loyalty-rewards/cart'],
      ['POST', 'loyalty-rewards/cart/add?reward_id=1'],
      ['POST', 'loyalty-rewards/cart/request'],
      ['GET', 'loyalty-rewards/requests'],
      ['POST', 'loyalty-rewards/requests/cancel?request_id=1'],
      ['GET', 'loyalty-rewards/charity-projects'],
      ['POST', 'loyalty-rewards/donate?project_id=1&points=100'],
    ] as const)
      expect((await call(t, null, method, url)).http, url).toBe(401);
    const { token } = await login(t);
    expect((await call(t, token, 'GET', 'loyalty-rewards/staff/requests')).http).toBe(403);
    const picker = await staffToken(t, 'preparatore');
    expect((await call(t, picker, 'GET', 'loyalty-rewards/staff/requests')).http).toBe(403);
  });

  it('a customer without a card sees no catalogue and cannot fill a cart', async () => {
    const { token } = await login(t);
    const cat = await call(t, token, 'GET', 'loyalty-rewards/catalogue');
    expect(cat.data).toEqual({ card: null, rewards: [] });
    const add = await call(t, token, 'POST', 'loyalty-rewards/cart/add', { reward_id: 1 });
    expect(add.errors[0]!.code).toBe('error.rewards.no_card');
    expect(add.message).toMatch(/Aggiungi prima una carta fedeltà/);
  });
});

describe('catalogue and rewards cart', () => {
  it("shows the card's cooperative's eight rewards, points only and points + euro", async () => {
    const anna = await member('anna');
    const cat = await call(t, anna.token, 'GET', 'loyalty-rewards/catalogue');
    expect(cat.data.card).toMatchObject({ fidelityCard: anna.card, storeId: 1, points: anna.balance });
    expect(cat.data.rewards).toHaveLength(8);
    expect(rewardByCode(cat, 'buono-spesa-10')).toMatchObject({ points: 1000, euro: 0 });
    expect(rewardByCode(cat, 'set-coltelli')).toMatchObject({ points: 700, euro: 9.9 });
    expect(cat.data.rewards[0].imageUrl).toMatch(/^\/img\/rewards\/.+\.svg$/);
    const marco = await member('marco');
    const cat2 = await call(t, marco.token, 'GET', 'loyalty-rewards/catalogue');
    expect(rewardByCode(cat2, 'buono-spesa-10').points).toBe(2000);
  });

  it('refuses malformed input with 400 naming the field, and bad quantities, writing nothing', async () => {
    const paolo = await member('paolo');
    const cat = await call(t, paolo.token, 'GET', 'loyalty-rewards/catalogue');
    const id = rewardByCode(cat, 'padella-28').rewardId;
    const before = await counts();
    for (const [url, body, message] of [
      ['loyalty-rewards/cart/add', {}, /reward_id/],
      ['loyalty-rewards/cart/add', { reward_id: 'padella' }, /reward_id/],
      ['loyalty-rewards/cart/add', { reward_id: id, quantity: 'due' }, /quantità/],
      ['loyalty-rewards/cart/update', { reward_id: id }, /quantità/],
      ['loyalty-rewards/requests/cancel', {}, /request_id/],
      ['loyalty-rewards/donate', { project_id: 1 }, /points/],
      ['loyalty-rewards/donate', { points: 100 }, /project_id/],
    ] as const) {
      const a = await call(t, paolo.token, 'POST', url, body);
      expect(a.http, url).toBe(400);
      expect(a.message, url).toMatch(message);
    }
    for (const [url, body, code] of [
      ['loyalty-rewards/cart/add', { reward_id: id, quantity: 0 }, 'error.rewards.quantity'],
      ['loyalty-rewards/cart/add', { reward_id: id, quantity: 11 }, 'error.rewards.quantity'],
      ['loyalty-rewards/cart/add', { reward_id: 999_999 }, 'error.rewards.unknown'],
      ['loyalty-rewards/cart/update', { reward_id: id, quantity: 2 }, 'error.rewards.not_in_cart'],
      ['loyalty-rewards/cart/remove', { reward_id: id }, 'error.rewards.not_in_cart'],
      ['loyalty-rewards/cart/request', {}, 'error.rewards.cart_empty'],
      ['loyalty-rewards/requests/cancel', { request_id: 999_999 }, 'error.rewards.request_unknown'],
      [
        'loyalty-rewards/cart/add',
        { reward_id: id, fidelity_card: demoCardNumber(1001) },
        'error.loyalty.card_not_yours',
      ],
    ] as const) {
      const a = await call(t, paolo.token, 'POST', url, body);
      expect(a.http, `${url} ${JSON.stringify(body)}`).toBe(200);
      expect(a.errors[0]!.code, `${url} ${JSON.stringify(body)}`).toBe(code);
      expect(a.message).toMatch(/[a-zà-ù]/);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a reward of another cooperative's catalogue", async () => {
    const marco = await member('marco');
    const anna = await member('anna');
    const other = rewardByCode(await call(t, marco.token, 'GET', 'loyalty-rewards/catalogue'), 'padella-28');
    const a = await call(t, anna.token, 'POST', 'loyalty-rewards/cart/add', { reward_id: other.rewardId });
    expect(a.errors[0]!.code).toBe('error.rewards.unknown');
  });

  it('adds, changes, removes; a request over the balance is refused with the balance; a request debits the ledger', async () => {
    const m = await member('francesca', 2000);
    const cat = await call(t, m.token, 'GET', 'loyalty-rewards/catalogue');
    const cups = rewardByCode(cat, 'tazze-colazione'); // 350
    const knives = rewardByCode(cat, 'set-coltelli'); // 700 + 9,90 €
    const bag = rewardByCode(cat, 'borsa-spesa'); // 250
    let cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', { reward_id: cups.rewardId });
    expect(cart.infos[0]!.info).toMatch(/aggiunto/);
    cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', {
      reward_id: cups.rewardId,
      quantity: 2,
    });
    expect(cart.data.items[0]).toMatchObject({ rewardId: cups.rewardId, quantity: 3, totalPoints: 1050 });
    const over = await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', {
      reward_id: cups.rewardId,
      quantity: 8,
    });
    expect(over.errors[0]!.code).toBe('error.rewards.quantity');
    cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', { reward_id: knives.rewardId });
    cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', { reward_id: bag.rewardId });
    cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/remove', { reward_id: bag.rewardId });
    expect(cart.data.items.map((i: Json) => i.rewardId)).toEqual([cups.rewardId, knives.rewardId]);
    cart = await call(t, m.token, 'POST', 'loyalty-rewards/cart/update', {
      reward_id: cups.rewardId,
      quantity: 5,
    });
    expect(cart.data).toMatchObject({ totalPoints: 5 * 350 + 700, totalEuro: 9.9 });
    expect(cart.data.pointsAfter).toBe(m.balance - 2450);

    // over the balance: refused with the balance in the message, nothing written
    await call(t, m.token, 'POST', 'loyalty-rewards/cart/update', { reward_id: cups.rewardId, quantity: 10 });
    const before = await counts();
    const short = await call(t, m.token, 'POST', 'loyalty-rewards/cart/request');
    expect(short.errors[0]!.code).toBe('error.rewards.points_short');
    expect(short.message).toBe(
      `Saldo punti insufficiente: hai ${m.balance} punti, ne servono ${3500 + 700}.`,
    );
    expect(await counts()).toEqual(before);

    await call(t, m.token, 'POST', 'loyalty-rewards/cart/update', { reward_id: cups.rewardId, quantity: 2 });
    const done = await call(t, m.token, 'POST', 'loyalty-rewards/cart/request');
    expect(done.status, done.message).toBe(0);
    expect(done.data.request).toMatchObject({
      status: 'requested',
      statusLabel: 'Richiesto',
      points: 1400,
      euro: 9.9,
      canCancel: true,
    });
    expect(done.data.request.lines).toHaveLength(2);
    expect(done.data.cart).toMatchObject({ items: [], totalPoints: 0 });
    expect(done.data.cart.card.points).toBe(m.balance - 1400);
    const view = await call(t, m.token, 'GET', 'registration-card/view-cards');
    expect(view.data.cards[0].points).toBe(m.balance - 1400);
    expect(view.data.cards[0].movements[0]).toMatchObject({ kind: 'reward', points: -1400 });
  });
});

describe('requested rewards', () => {
  async function requested(name: keyof typeof MEMBERS, code = 'borsa-spesa') {
    const m = await member(name, 1000);
    const r = rewardByCode(await call(t, m.token, 'GET', 'loyalty-rewards/catalogue'), code);
    await call(t, m.token, 'POST', 'loyalty-rewards/cart/add', { reward_id: r.rewardId });
    const done = await call(t, m.token, 'POST', 'loyalty-rewards/cart/request');
    expect(done.status, done.message).toBe(0);
    return { ...m, requestId: done.data.request.requestId as number, points: r.points };
  }
  const pointsOf = async (token: string) =>
    (await call(t, token, 'GET', 'registration-card/view-cards')).data.cards[0].points as number;

  it('the member cancels while requested and gets the points back, once', async () => {
    const m = await requested('anna');
    expect(await pointsOf(m.token)).toBe(m.balance - m.points);
    const list = await call(t, m.token, 'GET', 'loyalty-rewards/requests');
    expect(list.data.requests[0]).toMatchObject({ requestId: m.requestId, status: 'requested' });
    const other = await login(t);
    const foreign = await call(t, other.token, 'POST', 'loyalty-rewards/requests/cancel', {
      request_id: m.requestId,
    });
    expect(foreign.errors[0]!.code).toBe('error.rewards.request_unknown');
    const cancel = await call(t, m.token, 'POST', 'loyalty-rewards/requests/cancel', {
      request_id: m.requestId,
    });
    expect(cancel.status, cancel.message).toBe(0);
    expect(cancel.data.request).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await pointsOf(m.token)).toBe(m.balance);
    const again = await call(t, m.token, 'POST', 'loyalty-rewards/requests/cancel', {
      request_id: m.requestId,
    });
    expect(again.errors[0]!.code).toBe('error.rewards.status');
    expect(again.message).toMatch(/non si può più annullare/);
    expect(await pointsOf(m.token)).toBe(m.balance);
  });

  it('a store manager marks ready then collected; the member can no longer cancel', async () => {
    const m = await requested('paolo');
    const boss = await staffToken(t, 'responsabile');
    const list = await call(t, boss, 'GET', 'loyalty-rewards/staff/requests?status=requested');
    expect(list.data.requests.map((r: Json) => r.requestId)).toContain(m.requestId);
    expect(list.data.requests.find((r: Json) => r.requestId === m.requestId).customer).toMatch(
      /Test Cliente/,
    );
    const skip = await call(t, boss, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'collected',
    });
    expect(skip.errors[0]!.code).toBe('error.rewards.status');
    const ready = await call(t, boss, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'ready',
    });
    expect(ready.data.request).toMatchObject({ status: 'ready', statusLabel: 'Pronto in negozio' });
    // the member is told: a mail, kept in the message archive
    const told = await noticesOf(m.userId, m.token);
    expect(told.mails).toHaveLength(1);
    expect(told.mails[0]!.subject).toBe(`Sporta: i tuoi premi sono pronti (richiesta n. ${m.requestId})`);
    expect(told.mails[0]!.text).toContain(
      `è pronta: puoi ritirarla al punto vendita ${ready.data.request.storeName}`,
    );
    expect(told.archive).toEqual([
      expect.objectContaining({ kind: 'loyalty', subject: told.mails[0]!.subject, read: false }),
    ]);
    const cancel = await call(t, m.token, 'POST', 'loyalty-rewards/requests/cancel', {
      request_id: m.requestId,
    });
    expect(cancel.errors[0]!.code).toBe('error.rewards.status');
    const collected = await call(t, boss, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'collected',
    });
    expect(collected.data.request.status).toBe('collected');
    // collecting it is no news to the member: nothing more is sent
    expect((await noticesOf(m.userId, m.token)).mails).toHaveLength(1);
    const mine = await call(t, m.token, 'GET', 'loyalty-rewards/requests');
    expect(mine.data.requests[0]).toMatchObject({ status: 'collected', statusLabel: 'Ritirato' });
    expect(await pointsOf(m.token)).toBe(m.balance - m.points);
    const bad = await call(t, boss, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'perso',
    });
    expect(bad.http).toBe(400);
  });

  it("a store manager neither sees nor moves another cooperative's requests; the store may cancel a ready one", async () => {
    const m = await requested('francesca');
    const boss = await staffToken(t, 'responsabile'); // warehouses of cooperative 1
    const list = await call(t, boss, 'GET', 'loyalty-rewards/staff/requests');
    expect(list.data.requests.map((r: Json) => r.requestId)).not.toContain(m.requestId);
    const move = await call(t, boss, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'ready',
    });
    expect(move.errors[0]!.code).toBe('error.rewards.request_unknown');
    const admin = await staffToken(t, 'amministratore');
    await call(t, admin, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'ready',
    });
    const cancel = await call(t, admin, 'POST', 'loyalty-rewards/staff/advance', {
      request_id: m.requestId,
      status: 'cancelled',
    });
    expect(cancel.data.request.status).toBe('cancelled');
    expect(await pointsOf(m.token)).toBe(m.balance);
    const told = await noticesOf(m.userId, m.token);
    expect(told.mails.map((x) => x.subject)).toEqual([
      `Sporta: i tuoi premi sono pronti (richiesta n. ${m.requestId})`,
      `Sporta: la tua richiesta premi è stata annullata (richiesta n. ${m.requestId})`,
    ]);
    expect(told.mails[1]!.text).toContain(`Ti abbiamo restituito ${m.points.toLocaleString('it-IT')} punti`);
    expect(told.archive.map((x: Json) => x.kind)).toEqual(['loyalty', 'loyalty']);
  });
});

describe('donations', () => {
  it('lists three projects and the table; donates with a numbered receipt and a PDF', async () => {
    const m = await member('marco', 1000);
    const view = await call(t, m.token, 'GET', 'loyalty-rewards/charity-projects');
    expect(view.data.projects).toHaveLength(3);
    expect(view.data.table).toEqual({ min: 200, step: 100, max: 10000 });
    expect(view.data.choices[0]).toBe(200);
    const project = view.data.projects[1];
    const before = await counts();
    for (const [points, message] of [
      [150, 'Puoi donare almeno 200 punti.'],
      [250, 'I punti da donare vanno scelti a multipli di 100.'],
      [20_000, 'Puoi donare al massimo 10000 punti alla volta.'],
      [
        m.balance + 100 - (m.balance % 100),
        `Saldo punti insufficiente: hai ${m.balance} punti, ne servono ${m.balance + 100 - (m.balance % 100)}.`,
      ],
    ] as const) {
      const a = await call(t, m.token, 'POST', 'loyalty-rewards/donate', {
        project_id: project.projectId,
        points,
      });
      expect(a.status, String(points)).toBe(1);
      expect(a.message).toBe(message);
    }
    const anna = await member('anna');
    const foreign = (await call(t, anna.token, 'GET', 'loyalty-rewards/charity-projects')).data.projects[0]
      .projectId;
    const wrong = await call(t, m.token, 'POST', 'loyalty-rewards/donate', {
      project_id: foreign,
      points: 200,
    });
    expect(wrong.errors[0]!.code).toBe('error.rewards.project_unknown');
    expect(await counts()).toEqual(before);

    const done = await call(t, m.token, 'POST', 'loyalty-rewards/donate', {
      project_id: project.projectId,
      points: 300,
    });
    expect(done.status, done.message).toBe(0);
    expect(done.data.receipt).toMatchObject({ projectName: project.name, points: 300, fidelityCard: m.card });
    expect(done.data.receipt.receiptNumber).toMatch(/^DON-2-\d{4}-\d{6}$/);
    expect(done.data.card.points).toBe(m.balance - 300);
    expect(done.data.projects[1].donatedPoints).toBe(project.donatedPoints + 300);
    expect(done.data.donations[0].receiptNumber).toBe(done.data.receipt.receiptNumber);
    const cards = await call(t, m.token, 'GET', 'registration-card/view-cards');
    expect(cards.data.cards[0].movements[0]).toMatchObject({ kind: 'donation', points: -300 });

    const pdf = await t.app.inject({
      method: 'GET',
      url: done.data.receipt.pdfUrl,
      headers: { 'x-ebsn-account': m.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the receipt reads as it should (text extracted by MuPDF)
    const mupdf = await import('mupdf');
    const receipt = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
    expect(receipt.countPages()).toBe(1);
    const text = receipt.loadPage(0).toStructuredText('').asText();
    for (const expected of [
      `Ricevuta di donazione n. ${done.data.receipt.receiptNumber}`,
      `Progetto: ${project.name}`,
      `Beneficiario: ${done.data.receipt.beneficiary}`,
      `Carta fedeltà: ${m.card}`,
      'Punti donati: 300',
    ])
      expect(text).toContain(expected);
    const stolen = await t.app.inject({
      method: 'GET',
      url: done.data.receipt.pdfUrl,
      headers: { 'x-ebsn-account': anna.token },
    });
    expect(JSON.parse(stolen.body).response.errors[0].code).toBe('error.rewards.receipt_unknown');
  });
});
