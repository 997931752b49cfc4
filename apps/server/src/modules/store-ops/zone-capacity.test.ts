// Per-zone capacity of a slot (issue 26, ADR 0069): the store manager limits a zone's orders in a
// home-delivery slot (one slot, or a weekly template window); customers of that zone are refused
// once its share is taken, others still book; timeslot/list shows the slot through the tighter
// limit; a zone's capacity never goes below its bookings. On PGlite and on PostgreSQL; the race
// runs on PostgreSQL only.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, plainProducts, setAvailable, type Json } from '../../../test/cart-kit';
import { staffToken } from '../../../test/staff-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let manager: string;

// Warehouse 8 is the hub of zones 1 (Milano città) and 2 (Milano nord e Brianza); service 2 is
// home delivery of cooperative 1.
const HUB = 8;
const HOME = 2;
const MILANO = {
  address1: 'Via Andrea Solari',
  addressNumber: '12',
  city: 'Milano',
  province: 'MI',
  postalcode: '20144',
};
const MONZA = {
  address1: 'Via Italia',
  addressNumber: '3',
  city: 'Monza',
  province: 'MB',
  postalcode: '20900',
};
const ZONE_FULL = /^La fascia .+ è al completo per la tua zona: scegline un'altra\.$/;

beforeAll(async () => {
  t = await startTestApp({ products: 200 });
  manager = await staffToken(t, 'responsabile');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** A new customer with a home address in `where`, selected on the cart (zone 1 or 2). */
async function homeCustomer(where: typeof MILANO): Promise<{ token: string; addressId: number }> {
  const { token } = await login(t);
  const created = await call(t, token, 'POST', 'user-address/update', where);
  if (created.status !== 0) throw new Error(created.message);
  const sel = await call(t, token, 'POST', 'user-address/select', {
    address_type: 'home',
    address_id: created.data.addressId,
    delivery_service_id: HOME,
  });
  if (sel.status !== 0) throw new Error(sel.message);
  return { token, addressId: created.data.addressId };
}

/** A home slot nobody has touched yet (its own capacity set to `capacity`). */
async function freshSlot(capacity = 20, notOnDateOf?: number): Promise<number> {
  const r = await sql<{ timeslot_id: number }>`select t.timeslot_id from timeslot t
    where t.warehouse_id = ${HUB} and t.delivery_service_id = ${HOME} and t.booked = 0 and t.closed_at is null
      and t.slot_date <> coalesce((select o.slot_date from timeslot o where o.timeslot_id = ${notOnDateOf ?? 0}), '1970-01-01')
      and t.cutoff_at > now() + interval '3 hours'
      and not exists (select 1 from timeslot_zone_capacity c where c.timeslot_id = t.timeslot_id)
      and not exists (select 1 from slot_exception e where e.slot_date = t.slot_date and e.warehouse_id = t.warehouse_id)
    order by t.slot_date desc, t.begin_time limit 1`.execute(t.database.db);
  const id = r.rows[0]!.timeslot_id;
  await sql`update timeslot set capacity = ${capacity} where timeslot_id = ${id}`.execute(t.database.db);
  return id;
}

const setZone = (timeslotId: number, zoneId: number, capacity: number | '') =>
  call(t, manager, 'POST', 'store-ops/slot-zone-capacity', {
    timeslot_id: timeslotId,
    zone_id: zoneId,
    capacity,
  });

const select = (token: string, timeslotId: number) =>
  call(t, token, 'GET', `timeslot/select?timeslot_id=${timeslotId}`);

async function listed(token: string, timeslotId: number): Promise<Json> {
  const list = await call(t, token, 'GET', 'timeslot/list');
  return list.data.flatMap((d: Json) => d.timeslots).find((s: Json) => s.timeslotId === timeslotId);
}

describe('the planner sets a zone capacity per slot', () => {
  it('lists the hub’s zones and each home slot’s zone load; not for drive slots', async () => {
    // make sure the hub's home slots exist (a customer read generates them)
    await homeCustomer(MILANO);
    const plan = await call(
      t,
      manager,
      'GET',
      `store-ops/slot-plan?warehouse_id=${HUB}&delivery_service_id=${HOME}`,
    );
    expect(plan.status).toBe(0);
    expect(plan.data.zones).toEqual([
      { zoneId: 1, name: 'Milano città' },
      { zoneId: 2, name: 'Milano nord e Brianza' },
    ]);
    const slot = plan.data.slots.find((s: Json) => !s.closed);
    expect(slot.zones).toEqual([
      { zoneId: 1, capacity: null, booked: 0 },
      { zoneId: 2, capacity: null, booked: 0 },
    ]);
    const drive = await call(t, manager, 'GET', 'store-ops/slot-plan?warehouse_id=1&delivery_service_id=1');
    expect(drive.data.zones).toEqual([]);
    const driveSlot = drive.data.slots[0];
    const refused = await call(t, manager, 'POST', 'store-ops/slot-zone-capacity', {
      timeslot_id: driveSlot.timeslotId,
      zone_id: 1,
      capacity: 3,
    });
    expect(refused.status).not.toBe(0);
    expect(refused.message).toBe('Questa zona non è servita da questa fascia.');
  });

  it('answers bad input in Italian and changes nothing', async () => {
    const id = await freshSlot();
    const negative = await setZone(id, 1, -1 as unknown as number);
    expect(negative.http).toBe(400);
    expect(negative.message).toContain('la capacità della zona non può essere negativa');
    const huge = await setZone(id, 1, 501);
    expect(huge.message).toContain('la capacità massima di una zona è 500 ordini');
    const zone = await call(t, manager, 'POST', 'store-ops/slot-zone-capacity', {
      timeslot_id: id,
      zone_id: 'lago',
      capacity: 2,
    });
    expect(zone.http).toBe(400);
    const other = await setZone(id, 3, 2); // Bergamo: another hub's zone
    expect(other.message).toBe('Questa zona non è servita da questa fascia.');
    const rows = await sql`select * from timeslot_zone_capacity where timeslot_id = ${id}`.execute(
      t.database.db,
    );
    expect(rows.rows).toEqual([]);
    const customer = await login(t);
    const notStaff = await call(t, customer.token, 'POST', 'store-ops/slot-zone-capacity', {
      timeslot_id: id,
      zone_id: 1,
      capacity: 2,
    });
    expect(notStaff.http).toBe(403);
  });
});

describe('customers of a zone are limited by its share of the slot', () => {
  it('refuses the zone once its capacity is taken, other zones still book, the list shows it full', async () => {
    const id = await freshSlot(20);
    const set = await setZone(id, 1, 2);
    expect(set.status).toBe(0);
    expect(set.data.message).toBe('Zona Milano città: al massimo 2 ordini in questa fascia.');
    const a = await homeCustomer(MILANO);
    const b = await homeCustomer(MILANO);
    const c = await homeCustomer(MILANO);
    const m = await homeCustomer(MONZA);
    // before: the zone's limit is the tighter one
    expect(await listed(c.token, id)).toMatchObject({
      capacity: 2,
      available: 2,
      active: 1,
      status: 'empty',
    });
    expect((await select(a.token, id)).status).toBe(0);
    expect(await listed(c.token, id)).toMatchObject({ capacity: 2, available: 1, status: 'intermediate' });
    expect((await select(b.token, id)).status).toBe(0);
    const refused = await select(c.token, id);
    expect(refused.http).toBe(200);
    expect(refused.errors[0]!.code).toBe('error.cart.slot_zone_full');
    expect(refused.message).toMatch(ZONE_FULL);
    expect(await listed(c.token, id)).toMatchObject({ available: 0, active: 0, status: 'full' });
    // another zone sees the slot's own room and books
    expect(await listed(m.token, id)).toMatchObject({ capacity: 20, available: 18, active: 1 });
    expect((await select(m.token, id)).status).toBe(0);
    const state = await sql<{
      booked: number;
    }>`select booked from timeslot where timeslot_id = ${id}`.execute(t.database.db);
    expect(state.rows[0]!.booked).toBe(3);
    // a customer holding the slot sees it selected, not full
    expect(await listed(a.token, id)).toMatchObject({ selected: true, status: 'selected' });
    // a hold given back frees the zone's place
    await call(t, a.token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    await homeCustomer(MILANO); // (another customer's reads change nothing)
    expect((await select(c.token, id)).status).toBe(0);
  });

  it('refuses shrinking a zone below its bookings with the count; empty removes the limit', async () => {
    const id = await freshSlot(20);
    const a = await homeCustomer(MILANO);
    const b = await homeCustomer(MILANO);
    expect((await select(a.token, id)).status).toBe(0);
    expect((await select(b.token, id)).status).toBe(0);
    const below = await setZone(id, 1, 1);
    expect(below.status).not.toBe(0);
    expect(below.errors[0]!.code).toBe('error.store_ops.zone_below_bookings');
    expect(below.message).toBe(
      'La fascia ha già 2 prenotazioni per la zona Milano città: la capacità della zona non può scendere sotto 2.',
    );
    expect((await setZone(id, 1, 2)).status).toBe(0);
    const plan = await call(
      t,
      manager,
      'GET',
      `store-ops/slot-plan?warehouse_id=${HUB}&delivery_service_id=${HOME}&week=${(await listed(a.token, id)).date}`,
    );
    const zones = plan.data.slots.find((s: Json) => s.timeslotId === id).zones;
    expect(zones).toEqual([
      { zoneId: 1, capacity: 2, booked: 2 },
      { zoneId: 2, capacity: null, booked: 0 },
    ]);
    // zone 2 may be shut out of the slot (0) while it has nothing booked there
    expect((await setZone(id, 2, 0)).status).toBe(0);
    const m = await homeCustomer(MONZA);
    expect((await select(m.token, id)).message).toMatch(ZONE_FULL);
    const cleared = await setZone(id, 2, '');
    expect(cleared.data.message).toBe(
      'Zona Milano nord e Brianza: nessun limite proprio, vale la capacità della fascia.',
    );
    expect((await select(m.token, id)).status).toBe(0);
  });

  it('counts the zone’s orders: a bought order keeps its place, a new address in a full zone drops the slot', async () => {
    const [product] = await plainProducts(t, 1, [HUB]);
    await setAvailable(t, HUB, product!, 1000);
    const id = await freshSlot(20);
    expect((await setZone(id, 1, 1)).status).toBe(0);
    const buyer = await homeCustomer(MILANO);
    expect((await select(buyer.token, id)).status).toBe(0);
    expect(
      (await call(t, buyer.token, 'POST', 'cart/add', { items: [{ productId: product, quantity: 1 }] }))
        .status,
    ).toBe(0);
    const buy = await call(t, buyer.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    // the hold became the order: the zone is still full
    const late = await homeCustomer(MILANO);
    expect((await select(late.token, id)).message).toMatch(ZONE_FULL);
    // a Monza customer holding the slot moves to a Milano address: the zone has no room, the slot goes
    const mover = await homeCustomer(MONZA);
    expect((await select(mover.token, id)).status).toBe(0);
    const milanoAddress = await call(t, mover.token, 'POST', 'user-address/update', MILANO);
    const moved = await call(t, mover.token, 'POST', 'user-address/select', {
      address_type: 'home',
      address_id: milanoAddress.data.addressId,
      delivery_service_id: HOME,
    });
    expect(moved.status).toBe(0);
    expect(moved.warnings.map((w: Json) => w.warning)).toEqual([expect.stringMatching(ZONE_FULL)]);
    expect(moved.data.timeslot?.timeslotId ?? null).not.toBe(id);
    const holds = await sql<{
      n: number;
    }>`select count(*)::int as n from timeslot_hold where timeslot_id = ${id}`.execute(t.database.db);
    expect(holds.rows[0]!.n).toBe(0);
    // moving the order to a slot of another day respects the zone's limit there
    const other = await freshSlot(20, id);
    expect((await setZone(other, 1, 0)).status).toBe(0);
    const otherDate = (
      await sql<{
        d: string;
      }>`select to_char(slot_date, 'YYYY-MM-DD') as d from timeslot where timeslot_id = ${other}`.execute(
        t.database.db,
      )
    ).rows[0]!.d;
    const move = () =>
      call(t, buyer.token, 'POST', 'order/change-date', {
        order_id: buy.data.order.orderId,
        new_order_date: otherDate,
        timeslot_id: other,
      });
    const refusedMove = await move();
    expect(refusedMove.errors[0]!.code).toBe('error.cart.slot_zone_full');
    expect(refusedMove.message).toMatch(ZONE_FULL);
    expect((await select(late.token, id)).message).toMatch(ZONE_FULL);
    expect((await setZone(other, 1, 1)).status).toBe(0);
    expect((await move()).status).toBe(0);
    // the order left the slot: its zone's place there comes back
    expect((await select(late.token, id)).status).toBe(0);
    // cancelling the order gives the zone's place in the new slot back
    const taker = await homeCustomer(MILANO);
    expect((await select(taker.token, other)).message).toMatch(ZONE_FULL);
    const cancel = await call(t, buyer.token, 'POST', 'order/delete', { order_id: buy.data.order.orderId });
    expect(cancel.status).toBe(0);
    expect((await select(taker.token, other)).status).toBe(0);
  });
});

describe('zone capacity on the weekly templates', () => {
  it('applies to the coming slots, keeps a slot at its zone bookings, and reaches slots generated later', async () => {
    await homeCustomer(MILANO);
    const list = await call(
      t,
      manager,
      'GET',
      `store-ops/slot-templates?warehouse_id=${HUB}&delivery_service_id=${HOME}`,
    );
    expect(list.status).toBe(0);
    expect(list.data.zones.map((z: Json) => z.zoneId)).toEqual([1, 2]);
    // a booked future slot of some template, with one zone-1 hold
    const id = await freshSlot(20);
    const slot = await sql<{ weekday: number; begin_time: string; slot_date: string }>`select
        extract(isodow from slot_date)::int as weekday, to_char(begin_time, 'HH24:MI') as begin_time,
        to_char(slot_date, 'YYYY-MM-DD') as slot_date
      from timeslot where timeslot_id = ${id}`.execute(t.database.db);
    const { weekday, begin_time: begin } = slot.rows[0]!;
    const template = list.data.templates.find((x: Json) => x.weekday === weekday && x.beginTime === begin);
    expect(template.zones).toEqual([]);
    const a = await homeCustomer(MILANO);
    expect((await select(a.token, id)).status).toBe(0);

    const set = await call(t, manager, 'POST', 'store-ops/slot-template-zone-capacity', {
      template_id: template.templateId,
      zone_id: 1,
      capacity: 0,
    });
    expect(set.status).toBe(0);
    expect(set.data.message).toContain('la zona Milano città prende al massimo 0 ordini');
    expect(set.data.message).toContain('già più prenotazioni');
    expect(set.data.keptSlots).toEqual([{ date: slot.rows[0]!.slot_date, beginTime: begin, booked: 1 }]);
    const rows = await sql<{ timeslot_id: number; capacity: number }>`select c.timeslot_id, c.capacity
      from timeslot_zone_capacity c join timeslot t using (timeslot_id)
      where c.zone_id = 1 and t.warehouse_id = ${HUB} and t.delivery_service_id = ${HOME}
        and extract(isodow from t.slot_date) = ${weekday} and t.begin_time = ${begin}::time
        and t.slot_date >= (now() at time zone 'Europe/Rome')::date and t.closed_at is null`.execute(
      t.database.db,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(r.capacity).toBe(r.timeslot_id === id ? 1 : 0);
    const b = await homeCustomer(MILANO);
    expect((await select(b.token, id)).message).toMatch(ZONE_FULL);
    const after = await call(
      t,
      manager,
      'GET',
      `store-ops/slot-templates?warehouse_id=${HUB}&delivery_service_id=${HOME}`,
    );
    expect(after.data.templates.find((x: Json) => x.templateId === template.templateId).zones).toEqual([
      { zoneId: 1, capacity: 0 },
    ]);

    // a slot generated later carries the template's zone capacity
    const spare = rows.rows.find((r) => r.timeslot_id !== id)!;
    const spareDate = await sql<{ d: string }>`select to_char(slot_date, 'YYYY-MM-DD') as d from timeslot
      where timeslot_id = ${spare.timeslot_id}`.execute(t.database.db);
    await sql`delete from timeslot where timeslot_id = ${spare.timeslot_id}`.execute(t.database.db);
    const again = await call(t, manager, 'POST', 'store-ops/slot-template-update', {
      template_id: template.templateId,
      begin_time: template.beginTime,
      end_time: template.endTime,
      cutoff_minutes: template.cutoffMinutes,
      capacity: template.capacity,
    });
    expect(again.status).toBe(0);
    const regenerated = await sql<{ capacity: number }>`select c.capacity from timeslot t
      join timeslot_zone_capacity c on c.timeslot_id = t.timeslot_id and c.zone_id = 1
      where t.timeslot_id <> ${spare.timeslot_id} and t.warehouse_id = ${HUB} and t.delivery_service_id = ${HOME}
        and t.slot_date = ${spareDate.rows[0]!.d}::date and t.begin_time = ${begin}::time`.execute(
      t.database.db,
    );
    expect(regenerated.rows).toEqual([{ capacity: 0 }]);

    // empty removes the zone's limit from the template and its coming slots
    const cleared = await call(t, manager, 'POST', 'store-ops/slot-template-zone-capacity', {
      template_id: template.templateId,
      zone_id: 1,
      capacity: '',
    });
    expect(cleared.data.message).toContain('non ha più un limite proprio');
    expect((await select(b.token, id)).status).toBe(0);
  });
});

describe.skipIf(!onPostgres)('per-zone capacity under concurrency (PostgreSQL)', () => {
  it('10 customers of a zone race for a slot whose zone capacity is 3: exactly 3 succeed; another zone still books', async () => {
    const id = await freshSlot(50);
    expect((await setZone(id, 1, 3)).status).toBe(0);
    const milano = await Promise.all(Array.from({ length: 10 }, () => homeCustomer(MILANO)));
    const monza = await Promise.all(Array.from({ length: 4 }, () => homeCustomer(MONZA)));
    const started = performance.now();
    const answers = await Promise.all([...milano, ...monza].map((c) => select(c.token, id)));
    const elapsed = performance.now() - started;
    const milanoAnswers = answers.slice(0, 10);
    const monzaAnswers = answers.slice(10);
    expect(milanoAnswers.filter((a) => a.status === 0)).toHaveLength(3);
    for (const a of milanoAnswers.filter((x) => x.status !== 0)) {
      expect(a.http).toBe(200);
      expect(a.errors[0]!.code).toBe('error.cart.slot_zone_full');
      expect(a.message).toMatch(ZONE_FULL);
    }
    expect(monzaAnswers.every((a) => a.status === 0)).toBe(true);
    const row = await sql<{ booked: number; zone1: number; zone2: number }>`select booked,
        (select count(*)::int from timeslot_hold h where h.timeslot_id = t.timeslot_id and h.zone_id = 1) as zone1,
        (select count(*)::int from timeslot_hold h where h.timeslot_id = t.timeslot_id and h.zone_id = 2) as zone2
      from timeslot t where timeslot_id = ${id}`.execute(t.database.db);
    expect(row.rows[0]).toEqual({ booked: 7, zone1: 3, zone2: 4 });
    console.info(`[figures] 14 concurrent zone-limited slot holds: ${elapsed.toFixed(0)} ms`);
  }, 120_000);

  it('the manager shrinking a zone races bookings: never below what the zone holds', async () => {
    const id = await freshSlot(50);
    expect((await setZone(id, 1, 10)).status).toBe(0);
    const milano = await Promise.all(Array.from({ length: 10 }, () => homeCustomer(MILANO)));
    const [shrink, ...answers] = await Promise.all([
      setZone(id, 1, 4),
      ...milano.map((c) => select(c.token, id)),
    ]);
    const ok = answers.filter((a) => a.status === 0).length;
    const row = await sql<{ capacity: number; held: number }>`select c.capacity,
        (select count(*)::int from timeslot_hold h where h.timeslot_id = c.timeslot_id and h.zone_id = 1) as held
      from timeslot_zone_capacity c where c.timeslot_id = ${id} and c.zone_id = 1`.execute(t.database.db);
    expect(row.rows[0]!.held).toBe(ok);
    expect(row.rows[0]!.held).toBeLessThanOrEqual(row.rows[0]!.capacity);
    if (shrink.status === 0) expect(row.rows[0]!.capacity).toBe(4);
    else expect(shrink.message).toMatch(/la capacità della zona non può scendere sotto/);
  }, 120_000);
});
