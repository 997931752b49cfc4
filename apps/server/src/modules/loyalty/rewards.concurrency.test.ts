// Concurrency on a PostgreSQL server (TEST_DB=postgres): 50 simultaneous reward requests and
// donations on one balance never take it below zero and never lose a movement; the ledger sums
// to the balance (the per-customer loyalty_account lock, ADR 0050 and 0059).
import { collectionPeriodEnd, romeDate } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber } from '../../../db/seed/loyalty';
import { call, login, type Answer } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';

const CLIENTS = 50;

describe.skipIf(!onPostgres)('reward requests and donations under concurrency on PostgreSQL', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestApp({ products: 100 });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  async function ledger(card: string) {
    const r = await sql<{ sum: number; rewards: number; donations: number; returns: number }>`select
        coalesce(sum(points), 0)::int as sum,
        (count(*) filter (where kind = 'reward'))::int as rewards,
        (count(*) filter (where kind = 'donation'))::int as donations,
        (count(*) filter (where kind = 'reward_return'))::int as returns
      from loyalty_movement where card_number = ${card} and period_end >= ${romeDate(new Date())}::date`.execute(
      t.database.db,
    );
    return r.rows[0]!;
  }

  it(`${CLIENTS} simultaneous requests (250) and donations (200) on 45 + 2000 points: never below zero, every debit kept`, async () => {
    const { userId, token } = await login(t);
    const card = demoCardNumber(3_000_003, '0460'); // Sara Marino, cooperative 3: 45 till points
    const add = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: card,
      birth_date: '12/06/1995',
    });
    expect(add.status).toBe(0);
    await t.database.db
      .insertInto('loyalty_movement')
      .values({
        card_number: card,
        user_id: null,
        kind: 'till',
        points: 2000,
        reason: 'Spesa in negozio, Milano Navigli',
        period_end: collectionPeriodEnd(3, romeDate(new Date())),
      })
      .execute();
    const balance = (await ledger(card)).sum;

    // a cart of one reward of 250 points (the bag); each request clears it, so the 25 request
    // clients each fill their own cart first: the cart is per card, so they share it — the lock
    // makes one request take it all and the others find it empty or short.
    const catalogue = await call(t, token, 'GET', 'loyalty-rewards/catalogue');
    const bag = catalogue.data.rewards.find((r: { code: string }) => r.code === 'borsa-spesa');
    expect(bag.points).toBe(250);
    const projects = await call(t, token, 'GET', 'loyalty-rewards/charity-projects');
    const projectId = projects.data.projects[0].projectId as number;

    const answers: Answer[] = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        if (i % 2 === 0)
          return call(t, token, 'POST', 'loyalty-rewards/donate', { project_id: projectId, points: 200 });
        await call(t, token, 'POST', 'loyalty-rewards/cart/update', {
          reward_id: bag.rewardId,
          quantity: 1,
        }).then(async (a) =>
          a.status === 0
            ? a
            : call(t, token, 'POST', 'loyalty-rewards/cart/add', { reward_id: bag.rewardId }),
        );
        return call(t, token, 'POST', 'loyalty-rewards/cart/request');
      }),
    );
    const ok = answers.filter((a) => a.status === 0);
    for (const a of answers.filter((x) => x.status !== 0)) {
      expect(a.http).toBe(200);
      expect(['error.rewards.points_short', 'error.rewards.cart_empty', 'error.rewards.quantity']).toContain(
        a.errors[0]!.code,
      );
    }
    const after = await ledger(card);
    expect(after.sum).toBeGreaterThanOrEqual(0);
    const requests = await sql<{ n: number; points: number }>`select count(*)::int as n,
        coalesce(sum(points), 0)::int as points from loyalty_reward_request where user_id = ${userId}`.execute(
      t.database.db,
    );
    const donations = await sql<{ n: number; points: number }>`select count(*)::int as n,
        coalesce(sum(points), 0)::int as points from loyalty_donation where user_id = ${userId}`.execute(
      t.database.db,
    );
    // every request and donation has exactly its debit; nothing lost, nothing twice
    expect(after.rewards).toBe(requests.rows[0]!.n);
    expect(after.donations).toBe(donations.rows[0]!.n);
    expect(ok).toHaveLength(requests.rows[0]!.n + donations.rows[0]!.n);
    expect(after.sum).toBe(balance - requests.rows[0]!.points - donations.rows[0]!.points);
    // the balance was used up (less than one bag is left); how many calls that took depends on
    // how many bags each request found in the shared cart, so it is not counted here
    expect(after.sum).toBeLessThan(250);
    expect(ok.length).toBeGreaterThan(0);
    const view = await call(t, token, 'GET', 'registration-card/view-cards');
    expect(view.data.cards[0].points).toBe(after.sum);
  });

  it(`${CLIENTS} simultaneous donations of the whole balance: exactly one passes`, async () => {
    const { token } = await login(t);
    const card = demoCardNumber(3_000_002, '0460'); // Giorgio Ricci, cooperative 3
    const add = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: card,
      birth_date: '20/01/1955',
    });
    expect(add.status, add.message).toBe(0);
    await t.database.db
      .insertInto('loyalty_movement')
      .values({
        card_number: card,
        user_id: null,
        kind: 'till',
        points: 1000,
        reason: 'Spesa in negozio',
        period_end: collectionPeriodEnd(3, romeDate(new Date())),
      })
      .execute();
    const balance = (await ledger(card)).sum;
    const gift = balance - (balance % 100);
    const projectId = (await call(t, token, 'GET', 'loyalty-rewards/charity-projects')).data.projects[2]
      .projectId;
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        call(t, token, 'POST', 'loyalty-rewards/donate', { project_id: projectId, points: gift }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errors[0]?.code === 'error.rewards.points_short')).toHaveLength(
      CLIENTS - 1,
    );
    const after = await ledger(card);
    expect(after).toMatchObject({ sum: balance - gift, donations: 1 });
    const receipts = new Set(answers.filter((a) => a.status === 0).map((a) => a.data.receipt.receiptNumber));
    expect(receipts.size).toBe(1);
  });

  it(`${CLIENTS} simultaneous cancellations of one request give the points back once`, async () => {
    const { token } = await login(t);
    const card = demoCardNumber(3_000_001, '0460'); // Francesca Ferrari
    await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: card,
      birth_date: '05/09/1982',
    });
    await t.database.db
      .insertInto('loyalty_movement')
      .values({
        card_number: card,
        user_id: null,
        kind: 'till',
        points: 500,
        reason: 'Spesa in negozio',
        period_end: collectionPeriodEnd(3, romeDate(new Date())),
      })
      .execute();
    const before = (await ledger(card)).sum;
    const catalogue = await call(t, token, 'GET', 'loyalty-rewards/catalogue');
    const bag = catalogue.data.rewards.find((r: { code: string }) => r.code === 'borsa-spesa');
    await call(t, token, 'POST', 'loyalty-rewards/cart/add', { reward_id: bag.rewardId });
    const req = await call(t, token, 'POST', 'loyalty-rewards/cart/request');
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        call(t, token, 'POST', 'loyalty-rewards/requests/cancel', { request_id: req.data.request.requestId }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(await ledger(card)).toMatchObject({ sum: before, rewards: 1, returns: 1 });
  });
});
