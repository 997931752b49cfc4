// HTTP tests of loyalty cards and points (registration-card/*) on a fresh seeded database: the
// member register of db/seed/loyalty.ts, every bad input refused with an Italian message and
// nothing written, points from the till and from a delivered order, pulverisation into a
// voucher that /profile/gifts lists and the cart takes.
import { collectionPeriodEnd, pointsForOrder, romeDate } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber, DEMO_MEMBERS } from '../../../db/seed/loyalty';
import {
  call,
  login,
  plainProducts,
  setupCart,
  type Json,
  loginAs as loginAsCustomer,
} from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { fulfilmentKey } from '../orders';

let t: TestContext;
let products: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  products = await plainProducts(t, 8, [1]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ANNA = demoCardNumber(1_000_001); // cooperative 1, born 15/04/1987, not held online
const PAOLO = demoCardNumber(1_000_002); // cooperative 1, born 08/07/1960
const MARCO = demoCardNumber(2_000_001); // cooperative 2, born 30/11/1988
const FRANCESCA = demoCardNumber(3_000_001, '0460'); // cooperative 3, born 05/09/1982
const MARIO = demoCardNumber(1001);

/** The card with its last digit changed: a wrong GS1 check digit. */
function wrongCheck(card: string): string {
  return `${card.slice(0, -1)}${(Number(card.slice(-1)) + 1) % 10}`;
}

/** The open-period points of a demo member's till movements, as the register seeds them. */
function seededBalance(card: string): number {
  const m = DEMO_MEMBERS.find((x) => x.card === card)!;
  const today = romeDate(new Date());
  return m.till
    .filter(([ago]) => {
      const at = new Date(`${today}T18:30:00+01:00`);
      at.setUTCDate(at.getUTCDate() - ago);
      return collectionPeriodEnd(m.storeId, romeDate(at)) >= today;
    })
    .reduce((s, [, points]) => s + points, 0);
}

async function counts() {
  const r = await sql<{ cards: number; movements: number; gifts: number }>`select
      (select count(*)::int from loyalty_card) as cards,
      (select count(*)::int from loyalty_movement) as movements,
      (select count(*)::int from user_gift_certificate) as gifts`.execute(t.database.db);
  return r.rows[0]!;
}

const loginAs = (email: string) => loginAsCustomer(t, email);

describe('registration-card calls need a customer', () => {
  it('answer 401 without login', async () => {
    for (const [method, url] of [
      ['GET', 'registration-card/view-cards'],
      ['GET', `registration-card/check-card?fidelity_card=${ANNA}&birth_date=15/04/1987`],
      ['POST', `registration-card/add-card?fidelity_card=${ANNA}&birth_date=15/04/1987`],
      ['POST', `registration-card/remove-card?fidelity_card=${ANNA}`],
      ['POST', 'registration-card/convert_points_polv?points=250'],
    ] as const) {
      const a = await call(t, null, method, url);
      expect(a.http, url).toBe(401);
    }
  });
});

describe('checking and adding a card', () => {
  it('refuses malformed input with 400 and an Italian message naming the field, writing nothing', async () => {
    const { token } = await login(t);
    const before = await counts();
    for (const [method, url, body, field] of [
      ['GET', 'registration-card/check-card?birth_date=15/04/1987', undefined, /fidelity_card/],
      ['GET', `registration-card/check-card?fidelity_card=${ANNA}`, undefined, /birth_date/],
      ['POST', 'registration-card/add-card', { fidelity_card: ANNA }, /birth_date/],
      [
        'POST',
        'registration-card/add-card',
        { fidelity_card: '', birth_date: '15/04/1987' },
        /fidelity_card/,
      ],
      ['POST', 'registration-card/remove-card', {}, /fidelity_card/],
      ['POST', 'registration-card/convert_points_polv', {}, /points/],
      ['POST', 'registration-card/convert_points_polv', { points: 'tanti' }, /punti/],
      ['POST', 'registration-card/convert_points_polv', { points: -250 }, /punti/],
      ['POST', 'registration-card/convert_points_polv', { points: 12.5 }, /punti/],
      ['POST', 'registration-card/convert_points_polv', { points: 1e12 }, /punti/],
    ] as const) {
      const a = await call(t, token, method, url, body as Record<string, unknown> | undefined);
      expect(a.http, url).toBe(400);
      expect(a.status, url).not.toBe(0);
      expect(a.message, url).toMatch(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a wrong check digit, a prefix we do not issue, an unknown card, a wrong or impossible birth date', async () => {
    const { token } = await login(t);
    const before = await counts();
    const unknown = demoCardNumber(7_777_777);
    for (const [card, birth, code, message] of [
      [wrongCheck(ANNA), '15/04/1987', 'error.loyalty.card_invalid', 'Numero di carta fedeltà non valido'],
      ['1234567890128', '15/04/1987', 'error.loyalty.card_invalid', 'Numero di carta fedeltà non valido'],
      ['24600', '15/04/1987', 'error.loyalty.card_invalid', 'Numero di carta fedeltà non valido'],
      [unknown, '15/04/1987', 'error.loyalty.card_unknown', /non risulta tra quelle dei soci/],
      [ANNA, '16/04/1987', 'error.loyalty.birth_date_mismatch', /data di nascita non corrisponde/],
      [ANNA, '31/02/1987', 'error.loyalty.birth_date_invalid', /Data di nascita non valida/],
      [ANNA, '15/04/2099', 'error.loyalty.birth_date_invalid', /Data di nascita non valida/],
    ] as const) {
      for (const [method, path] of [
        ['GET', 'registration-card/check-card'],
        ['POST', 'registration-card/add-card'],
      ] as const) {
        const a = await call(
          t,
          token,
          method,
          `${path}?fidelity_card=${card}&birth_date=${encodeURIComponent(birth)}`,
        );
        expect(a.http, `${path} ${card} ${birth}`).toBe(200);
        expect(a.status).toBe(1);
        expect(a.errors[0]!.code).toBe(code);
        expect(a.message).toMatch(message);
      }
    }
    expect(await counts()).toEqual(before);
    expect((await call(t, token, 'GET', 'registration-card/view-cards')).data.cards).toEqual([]);
  });

  it('stops guessing birth dates after 10 failed checks', async () => {
    const { token } = await login(t);
    for (let day = 1; day <= 10; day++) {
      const a = await call(
        t,
        token,
        'GET',
        `registration-card/check-card?fidelity_card=${PAOLO}&birth_date=${day}/01/1961`,
      );
      expect(a.errors[0]!.code).toBe('error.loyalty.birth_date_mismatch');
    }
    const right = await call(
      t,
      token,
      'GET',
      `registration-card/check-card?fidelity_card=${PAOLO}&birth_date=08/07/1960`,
    );
    expect(right.status).toBe(1);
    expect(right.errors[0]!.code).toBe('error.loyalty.too_many_checks');
    expect(right.message).toMatch(/Troppi tentativi/);
  });

  it('checks, adds (query, form or JSON), lists with points and movements; one holder per card; several cards each', async () => {
    const { token } = await login(t);
    const check = await call(
      t,
      token,
      'GET',
      `registration-card/check-card?fidelity_card=${ANNA}&birth_date=15/04/1987`,
    );
    expect(check.status).toBe(0);
    expect(check.data).toEqual({
      fidelityCard: ANNA,
      valid: true,
      storeId: 1,
      storeName: 'Coop Lombardia Nord',
      firstName: 'Anna',
    });
    expect(await counts()).toMatchObject({ cards: 3 }); // a check adds nothing (3 demo holders)

    const add = await call(
      t,
      token,
      'POST',
      `registration-card/add-card?fidelity_card=${ANNA}&birth_date=1987-04-15`,
    );
    expect(add.status).toBe(0);
    expect(add.infos[0]!.info).toBe('Carta fedeltà aggiunta.');
    const [card] = add.data.cards;
    expect(card).toMatchObject({
      fidelityCard: ANNA,
      storeId: 1,
      firstName: 'Anna',
      lastName: 'Rossi',
      memberSince: '2015-09-12',
      barcodeType: 'ean13',
      points: seededBalance(ANNA),
      expiryDate: collectionPeriodEnd(1, romeDate(new Date())),
    });
    expect(card.movements.map((m: Json) => m.reason)).toEqual([
      'Spesa in negozio, Monza centro',
      'Spesa in negozio, Monza centro',
    ]);
    expect(card.conversions[0]).toEqual({
      points: 250,
      amount: 2.5,
      minSpend: 25,
      available: card.points >= 250,
    });

    const again = await call(
      t,
      token,
      'POST',
      'registration-card/add-card',
      `fidelity_card=${ANNA}&birth_date=15%2F04%2F1987`,
    );
    expect(again.errors[0]!.code).toBe('error.loyalty.card_yours');
    const other = await login(t);
    const taken = await call(t, other.token, 'POST', 'registration-card/add-card', {
      fidelity_card: ANNA,
      birth_date: '15/04/1987',
    });
    expect(taken.errors[0]!.code).toBe('error.loyalty.card_taken');
    expect(taken.message).toBe('Questa carta fedeltà è già associata a un altro profilo.');

    const second = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: MARCO.replace(/(\d{4})/g, '$1 ').trim(), // typed with spaces
      birth_date: '30/11/1988',
    });
    expect(second.status).toBe(0);
    expect(second.data.cards.map((c: Json) => c.fidelityCard)).toEqual([ANNA, MARCO]);
    expect(second.data.totalPoints).toBe(seededBalance(ANNA) + seededBalance(MARCO));
  });

  it('removes only a card of the customer; its points stay with the card', async () => {
    const { token } = await login(t);
    const mario = await loginAs('mario.rossi@example.com');
    const notYours = await call(t, token, 'POST', 'registration-card/remove-card', { fidelity_card: MARIO });
    expect(notYours.errors[0]!.code).toBe('error.loyalty.card_not_yours');
    expect((await call(t, mario.token, 'GET', 'registration-card/view-cards')).data.cards).toHaveLength(1);

    const add = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: PAOLO,
      birth_date: '08/07/1960',
    });
    expect(add.status).toBe(0);
    const removed = await call(t, token, 'POST', 'registration-card/remove-card', { fidelity_card: PAOLO });
    expect(removed.status).toBe(0);
    expect(removed.data.cards).toEqual([]);
    const back = await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: PAOLO,
      birth_date: '08/07/1960',
    });
    expect(back.data.cards[0].points).toBe(seededBalance(PAOLO));
  });
});

describe('points', () => {
  it("Mario's balance is the sum of the open period; last year's till points show as expired", async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const view = await call(t, token, 'GET', 'registration-card/view-cards');
    const [card] = view.data.cards;
    expect(card.fidelityCard).toBe(MARIO);
    expect(card.points).toBe(seededBalance(MARIO));
    const expired = card.movements.filter((m: Json) => m.expired);
    expect(expired.map((m: Json) => m.points)).toContain(310);
    const open = card.movements
      .filter((m: Json) => !m.expired)
      .reduce((s: number, m: Json) => s + m.points, 0);
    expect(open).toBe(card.points);
  });

  it('the ledger refuses to be changed or deleted', async () => {
    await expect(sql`update loyalty_movement set points = 99999`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from loyalty_movement`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });

  it('a delivered order earns its points once, on the card of its cooperative, with extra points on promoted products', async () => {
    const { token } = await login(t);
    await call(t, token, 'POST', 'registration-card/add-card', {
      fidelity_card: FRANCESCA,
      birth_date: '05/09/1982',
    });
    await setupCart(t, token);
    for (const productId of products.slice(0, 4))
      expect((await call(t, token, 'POST', 'cart/add', { items: [{ productId, quantity: 3 }] })).status).toBe(
        0,
      );
    // A product on promotion at the cart's shop: its euros earn the cooperative's extra points.
    const promo = (await call(t, token, 'GET', 'products?promo=true&page_size=100')).data.products.find(
      (p: Json) => p.available > 0 && p.productInfos.TIPOLOGIA !== 'Sfuso' && p.priceStandardDisplay,
    );
    expect(promo).toBeDefined();
    const addPromo = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: promo.productId, quantity: Number(promo.productInfos.QTY_MULT ?? 1) * 2 }],
    });
    expect(addPromo.status).toBe(0);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    const orderId = buy.data.order.orderId as number;
    const advance = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/ebsn/api/fulfilment/advance',
          headers: { 'x-fulfilment-key': fulfilmentKey(t.app.config.PAYMENT_HMAC_KEY) },
          payload: { order_id: orderId },
        })
      ).json().data;
    let step: Json;
    do step = await advance();
    while (step.to !== 8);
    const order = (await call(t, token, 'GET', `order/view?order_id=${orderId}`)).data;
    const spend = Math.round(
      ((order.finalGrossTotal ?? order.grossTotal) - order.deliveryFee - (order.packagingCost ?? 0)) * 100,
    );
    const promoted = await sql<{
      cents: number;
    }>`select coalesce(sum(coalesce(final_pay_cents, pay_cents)), 0)::int
        as cents from order_item where order_id = ${orderId} and promotion is not null`.execute(
      t.database.db,
    );
    const promotedCents = promoted.rows[0]!.cents;
    expect(promotedCents).toBeGreaterThanOrEqual(100);
    const expected = pointsForOrder(3, { spendCents: spend, promotedCents });
    expect(expected.bonus).toBe(Math.floor(promotedCents / 100) * 2); // cooperative 3: 2 extra per euro
    const view = (await call(t, token, 'GET', 'registration-card/view-cards')).data;
    const earned = view.cards[0].movements.find((m: Json) => m.kind === 'order');
    expect(earned).toMatchObject({
      orderId,
      reason: `Spesa online, ordine n. ${orderId} (${expected.bonus} punti extra sui prodotti in promozione)`,
      points: expected.total,
    });
    expect(expected.base).toBe(Math.floor(spend / 100)); // cooperative 3: 1 point per euro
    expect(view.cards[0].points).toBe(seededBalance(FRANCESCA) + earned.points);
    await advance(); // → receipted: no second earning
    const after = (await call(t, token, 'GET', 'registration-card/view-cards')).data;
    expect(after.cards[0].movements.filter((m: Json) => m.kind === 'order')).toHaveLength(1);

    // Refunds: a rejected one changes nothing; approved ones take back the points of what they
    // refunded, and all of them together never more than the order earned.
    const lines = order.orderItems as Json[];
    const refund = async (orderItemId: number, quantity: number) => {
      const asked = await call(t, token, 'POST', 'order-refund/request', {
        order_id: orderId,
        method_id: 6,
        reason: 'Prodotto danneggiato',
        items: [{ orderItemId, quantity }],
      });
      expect(asked.status).toBe(0);
      return asked.data as Json;
    };
    const points = async () =>
      (await call(t, token, 'GET', 'registration-card/view-cards')).data.cards[0].points as number;
    const decide = async (refundId: number, approve: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/fulfilment/refund',
        headers: { 'x-fulfilment-key': fulfilmentKey(t.app.config.PAYMENT_HMAC_KEY) },
        payload: { refund_id: refundId, approve },
      });
      expect(res.json().response.status).toBe(0);
    };
    const balance = await points();
    const rejected = await refund(lines[0].orderItemId, 1);
    await decide(rejected.refundId, false);
    expect(await points()).toBe(balance);

    const first = await refund(lines[0].orderItemId, 1);
    await decide(first.refundId, true);
    const firstCents = Math.round(first.amount * 100);
    const promotedLine = (l: Json) => lines.find((x) => x.orderItemId === l.orderItemId).promotion != null;
    const keptAfterFirst = pointsForOrder(3, {
      spendCents: spend - firstCents,
      promotedCents: promotedCents - (promotedLine(lines[0]) ? firstCents : 0),
    }).total;
    expect(await points()).toBe(balance - (expected.total - keptAfterFirst));
    const back = (await call(t, token, 'GET', 'registration-card/view-cards')).data.cards[0].movements.find(
      (m: Json) => m.kind === 'adjustment' && m.orderId === orderId,
    );
    expect(back).toMatchObject({
      points: -(expected.total - keptAfterFirst),
      reason: `Reso approvato sull'ordine n. ${orderId}: punti dei prodotti rimborsati`,
    });

    // every other line refunded: the order keeps the points of the one piece not refunded at most
    for (const l of lines) {
      const left = l.quantity - (l.orderItemId === lines[0].orderItemId ? 1 : 0);
      if (left <= 0 || l.weightGrams) continue;
      const r = await refund(l.orderItemId, left);
      await decide(r.refundId, true);
    }
    const takenBack = -(
      await sql<{ n: number }>`select coalesce(sum(points), 0)::int as n from loyalty_movement
        where order_id = ${orderId} and kind = 'adjustment'`.execute(t.database.db)
    ).rows[0]!.n;
    const refunded = (
      await sql<{
        n: number;
      }>`select refunded_cents::int as n from customer_order where order_id = ${orderId}`.execute(
        t.database.db,
      )
    ).rows[0]!.n;
    expect(takenBack).toBeLessThanOrEqual(expected.total);
    expect(takenBack).toBe(
      expected.total - pointsForOrder(3, { spendCents: spend - refunded, promotedCents: 0 }).total,
    );
    expect(await points()).toBe(balance - takenBack);
  });
});

describe('pulverisation (convert_points_polv)', () => {
  it('refuses without a card, a step not in the table, more points than the balance', async () => {
    const { token } = await login(t);
    const none = await call(t, token, 'POST', 'registration-card/convert_points_polv', { points: 250 });
    expect(none.errors[0]!.code).toBe('error.loyalty.no_card');
    const mario = await loginAs('mario.rossi@example.com');
    const before = await counts();
    const step = await call(t, mario.token, 'POST', 'registration-card/convert_points_polv', { points: 300 });
    expect(step.http).toBe(200);
    expect(step.errors[0]!.code).toBe('error.loyalty.points_step');
    expect(step.message).toBe('Puoi convertire solo 250, 500 o 1000 punti.');
    const short = await call(t, mario.token, 'POST', 'registration-card/convert_points_polv', {
      points: 1000,
    });
    expect(short.errors[0]!.code).toBe('error.loyalty.points_short');
    expect(short.message).toBe(
      `Saldo punti insufficiente: hai ${seededBalance(MARIO)} punti, ne servono 1000.`,
    );
    const foreign = await call(t, mario.token, 'POST', 'registration-card/convert_points_polv', {
      points: 250,
      fidelity_card: ANNA,
    });
    expect(foreign.errors[0]!.code).toBe('error.loyalty.card_not_yours');
    expect(await counts()).toEqual(before);
  });

  it('turns points into a voucher listed at once in the gifts and taken by the cart', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const balance = seededBalance(MARIO);
    const conv = await call(t, token, 'POST', 'registration-card/convert_points_polv', 'points=250');
    expect(conv.status).toBe(0);
    expect(conv.data.pointsConverted).toBe(250);
    expect(conv.data.cards[0].points).toBe(balance - 250);
    expect(conv.data.cards[0].movements[0]).toMatchObject({
      kind: 'conversion',
      points: -250,
      reason: 'Conversione in buono sconto da 2,50 €',
    });
    const voucher = conv.data.giftCertificate;
    expect(voucher).toMatchObject({ kind: 'voucher', discountLabel: '2,50 €', minSpend: 25 });
    expect(voucher.giftCode).toMatch(/^PUNTI-[A-Z2-9]{8}$/);
    expect(conv.infos[0]!.info).toContain(voucher.giftCode);

    const gifts = (await call(t, token, 'GET', 'giftcertificate/list')).data.giftCertificates;
    expect(gifts.map((g: Json) => g.giftCode)).toContain(voucher.giftCode);

    await setupCart(t, token);
    let cart = (await call(t, token, 'GET', 'cart/view')).data;
    for (let i = 0; cart.totalPrice < 30; i++)
      cart = (
        await call(t, token, 'POST', 'cart/add', { items: [{ productId: products[i % 8], quantity: 1 }] })
      ).data;
    const applied = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: voucher.giftCode });
    expect(applied.status).toBe(0);
    expect(applied.data.giftTotal).toBe(2.5);
  });
});
