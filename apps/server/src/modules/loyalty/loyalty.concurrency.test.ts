// Concurrency on a PostgreSQL server (TEST_DB=postgres): 50 simultaneous conversions of one
// customer's points never take the balance below zero, never lose a movement, and every voucher
// issued has its debit in the ledger (the per-customer row lock of LoyaltyRepository.lockAccount).
import { collectionPeriodEnd, romeDate } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber } from '../../../db/seed/loyalty';
import { call, login } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';

const CLIENTS = 50;

describe.skipIf(!onPostgres)('pulverisation concurrency on PostgreSQL', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestApp({ products: 100 });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it(`${CLIENTS} simultaneous conversions of 200 points from 1045: exactly 5 pass, the balance ends at 45`, async () => {
    const { userId, token } = await login(t);
    const card = demoCardNumber(3_000_003, '0460'); // Sara Marino, cooperative 3: 45 till points
    const add = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: card,
      birth_date: '12/06/1995',
    });
    expect(add.status).toBe(0);
    const start = add.data.cards[0].points as number;
    await t.database.db
      .insertInto('loyalty_movement')
      .values({
        card_number: card,
        user_id: null,
        kind: 'till',
        points: 1000,
        reason: 'Spesa in negozio, Milano Navigli',
        period_end: collectionPeriodEnd(3, romeDate(new Date())),
      })
      .execute();
    const balance = start + 1000;
    const expectedOk = Math.floor(balance / 200);

    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        call(t, token, 'POST', 'registration-card/convert_points_polv', { points: 200 }),
      ),
    );
    const ok = answers.filter((a) => a.status === 0);
    const refused = answers.filter((a) => a.status !== 0);
    expect(ok).toHaveLength(expectedOk);
    for (const a of refused) {
      expect(a.http).toBe(200);
      expect(a.errors[0]!.code).toBe('error.loyalty.points_short');
    }
    const codes = new Set(ok.map((a) => a.data.giftCertificate.giftCode));
    expect(codes.size).toBe(expectedOk);

    const ledger = await sql<{ sum: number; debits: number }>`select
        coalesce(sum(points), 0)::int as sum,
        (count(*) filter (where kind = 'conversion'))::int as debits
      from loyalty_movement where card_number = ${card} and period_end >= ${romeDate(new Date())}::date`.execute(
      t.database.db,
    );
    expect(ledger.rows[0]).toEqual({ sum: balance - expectedOk * 200, debits: expectedOk });
    expect(ledger.rows[0]!.sum).toBeGreaterThanOrEqual(0);
    const vouchers = await sql<{ n: number }>`select count(*)::int as n from user_gift_certificate
      where user_id = ${userId}`.execute(t.database.db);
    expect(vouchers.rows[0]!.n).toBe(expectedOk);
    const view = await call(t, token, 'GET', 'registration-card/view-cards');
    expect(view.data.cards[0].points).toBe(ledger.rows[0]!.sum);
  });

  it('40 simultaneous birth-date guesses on a card: exactly 10 are tried, the rest refused', async () => {
    const { token } = await login(t);
    const card = demoCardNumber(2_000_002); // Elena Colombo, born 14/02/1975
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          t,
          token,
          'GET',
          `registration-card/check-card?fidelity_card=${card}&birth_date=${(i % 28) + 1}/03/1975`,
        ),
      ),
    );
    const codes = answers.map((a) => a.errors[0]?.code);
    expect(codes.filter((c) => c === 'error.loyalty.birth_date_mismatch')).toHaveLength(10);
    expect(codes.filter((c) => c === 'error.loyalty.too_many_checks')).toHaveLength(30);
  });
});
