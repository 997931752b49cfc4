// HTTP tests of shop at work (shopatwork/subscribe of seed 001, issue 25): a wrong, unknown or
// expired code refused in Italian with nothing written; the company's address joins the address
// book once; its slots are those of the agreed weekdays, and a slot of another day is refused; the
// address cannot be edited into another one.
import { isoWeekdayOf } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ products: 40 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function written(userId: number) {
  const r = await sql<{ subs: number; addresses: number }>`select
      (select count(*)::int from workplace_subscription where user_id = ${userId}) as subs,
      (select count(*)::int from user_address where user_id = ${userId} and deleted_at is null) as addresses`.execute(
    t.database.db,
  );
  return r.rows[0]!;
}

describe('shop at work', () => {
  it('needs a customer', async () => {
    const r = await call(t, null, 'GET', 'shopatwork/subscribe?subscriptionCode=SPORTA-UFFICI');
    expect(r.http).toBe(401);
  });

  it('refuses a missing, malformed, unknown or expired code, writing nothing', async () => {
    const { userId, token } = await login(t);
    for (const [query, message] of [
      ['', 'indica il codice azienda (subscriptionCode)'],
      ['subscriptionCode=ab', 'Il codice azienda ha da 4 a 40 lettere, cifre o trattini'],
      ['subscriptionCode=%3Cscript%3E', 'Il codice azienda ha da 4 a 40 lettere, cifre o trattini'],
      [
        'subscriptionCode=NESSUNA-AZIENDA',
        'Il codice «NESSUNA-AZIENDA» non corrisponde a nessuna azienda convenzionata',
      ],
      ['subscriptionCode=tessitura24', 'La convenzione di Tessitura Brianza è scaduta il'],
    ] as const) {
      const r = await call(t, token, 'GET', `shopatwork/subscribe${query ? `?${query}` : ''}`);
      expect(r.http, query).toBeLessThan(500);
      expect(r.status, query).toBe(1);
      expect(r.message, query).toContain(message);
    }
    expect(await written(userId)).toEqual({ subs: 0, addresses: 0 });
  });

  it("subscribes once; the company's address is delivered on the agreed weekdays only", async () => {
    const { userId, token } = await login(t);
    const sub = await call(t, token, 'GET', 'shopatwork/subscribe?subscriptionCode=%20sporta-uffici%20');
    expect(sub.status).toBe(0);
    expect(sub.data.company).toMatchObject({
      name: 'Sporta Uffici Milano',
      deliveryWeekdays: [2, 4],
      deliveryDays: 'il martedì e il giovedì',
    });
    expect(sub.data.address).toMatchObject({
      addressName: 'Sporta Uffici Milano (spesa al lavoro)',
      address1: 'Via Tortona',
      postalcode: '20144',
      active: 1,
    });
    const again = await call(t, token, 'GET', 'shopatwork/subscribe?subscriptionCode=SPORTA-UFFICI');
    expect(again.data.address.addressId).toBe(sub.data.address.addressId);
    expect(await written(userId)).toEqual({ subs: 1, addresses: 1 });
    const list = await call(t, token, 'GET', 'user-address/list?address_type=home');
    expect(list.data.addresses.map((a: Json) => a.addressName)).toEqual([
      'Sporta Uffici Milano (spesa al lavoro)',
    ]);
    const subs = await call(t, token, 'GET', 'shopatwork/subscriptions');
    expect(subs.data.subscriptions).toHaveLength(1);

    // The workplace address in the cart: only Tuesdays and Thursdays.
    const address = sub.data.address;
    const sel = await call(t, token, 'POST', 'user-address/select', {
      address_type: 'home',
      address_id: address.addressId,
      delivery_service_id: address.deliveryServiceId,
    });
    expect(sel.status).toBe(0);
    const days = (await call(t, token, 'GET', 'timeslot/list')).data as Json[];
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect([2, 4], d.dateIso).toContain(isoWeekdayOf(d.dateIso));
    const cart = await t.database.db
      .selectFrom('cart')
      .select('warehouse_id as warehouseId')
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const other = await sql<{ timeslot_id: number; slot_date: string }>`select timeslot_id,
        to_char(slot_date, 'YYYY-MM-DD') as slot_date from timeslot
      where warehouse_id = ${cart.warehouseId} and delivery_service_id = ${address.deliveryServiceId}
        and extract(isodow from slot_date) not in (2, 4) and cutoff_at > now()
      order by slot_date limit 1`.execute(t.database.db);
    const wrongDay = await call(t, token, 'GET', `timeslot/select?timeslot_id=${other.rows[0]!.timeslot_id}`);
    expect(wrongDay.status).toBe(1);
    expect(wrongDay.message).toContain('La spesa al lavoro si consegna solo il martedì e il giovedì');
    const agreed = days.flatMap((d) => d.timeslots).find((s: Json) => s.active === 1);
    const ok = await call(t, token, 'GET', `timeslot/select?timeslot_id=${agreed.timeslotId}`);
    expect(ok.status).toBe(0);
  });

  it('keeps the workplace address as the company has it', async () => {
    const { token } = await login(t);
    const sub = await call(t, token, 'GET', 'shopatwork/subscribe?subscriptionCode=SPORTA-UFFICI');
    const a = sub.data.address;
    const edit = await call(t, token, 'POST', 'user-address/update', {
      addressId: a.addressId,
      address1: 'Via Altrove',
      addressNumber: '1',
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
    });
    expect(edit.status).toBe(1);
    expect(edit.message).toContain("L'indirizzo della spesa al lavoro è quello dell'azienda");
    const view = await call(t, token, 'GET', `user-address/view?address_id=${a.addressId}`);
    expect(view.data.address1 ?? view.data.address?.address1).toBe('Via Tortona');
  });
});
