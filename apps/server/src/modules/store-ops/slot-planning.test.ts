// HTTP tests of slot planning (issue 26): the store manager's week grid, capacity changes that
// never drop a booking, closed days customers no longer see, extra slots, and who may do it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupCart, type Json } from '../../../test/cart-kit';
import { staffToken } from '../../../test/staff-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { romeDate } from '@sporta/domain';

let t: TestContext;
let manager: string;
let operator: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ products: 200 });
  manager = await staffToken(t, 'responsabile');
  operator = await staffToken(t, 'operatore');
  admin = await staffToken(t, 'amministratore');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const plan = (token: string, query = 'warehouse_id=1&delivery_service_id=1') =>
  call(t, token, 'GET', `store-ops/slot-plan?${query}`);

/** The dates a customer is offered for drive pick-up at warehouse 1. */
async function customerDates(token: string): Promise<string[]> {
  const list = await call(t, token, 'GET', 'timeslot/list');
  return list.data.map((d: Json) => d.dateIso);
}

describe('who may plan', () => {
  it('refuses customers, staff without the role and other stores', async () => {
    const customer = await login(t);
    expect((await plan(customer.token)).http).toBe(403);
    const op = await plan(operator);
    expect(op.http).toBe(403);
    expect(op.errors[0]?.code).toBe('error.backoffice.role');
    const other = await plan(manager, 'warehouse_id=2&delivery_service_id=1');
    expect(other.http).toBe(403);
    expect(other.message).toBe('Questo punto vendita non è tra quelli che gestisci.');
    // an administrator plans every warehouse
    expect((await plan(admin, 'warehouse_id=1&delivery_service_id=1')).status).toBe(0);
  });

  it('shows the week grid of the manager’s store, the first one by default', async () => {
    const first = await plan(manager, '');
    expect(first.status).toBe(0);
    expect(first.data.warehouses.map((w: Json) => w.warehouseId).sort()).toEqual([1, 8]);
    const r = await plan(manager);
    expect(r.data.week).toHaveLength(7);
    expect(r.data.week).toContain(romeDate(new Date()));
    const slot = r.data.slots.find((s: Json) => s.capacity > 0);
    expect(slot).toMatchObject({ orders: 0, held: 0, closed: false });
    expect(slot.free).toBe(slot.capacity);
    const next = await plan(manager, `warehouse_id=1&delivery_service_id=1&week=${r.data.nextWeek}`);
    expect(next.data.week[0]).toBe(r.data.nextWeek);
  });

  it('answers bad input with Italian messages', async () => {
    const bad = await plan(manager, 'warehouse_id=abc&delivery_service_id=1');
    expect(bad.http).toBe(400);
    const noDate = await call(t, manager, 'POST', 'store-ops/close-day', {
      warehouse_id: 1,
      date: '2026-02-30',
    });
    expect(noDate.http).toBe(400);
    expect(noDate.message).toContain('la data non esiste');
    const past = await call(t, manager, 'POST', 'store-ops/close-day', {
      warehouse_id: 1,
      date: '2020-01-07',
    });
    expect(past.message).toBe('Non si può cambiare un giorno già passato.');
    const negative = await call(t, manager, 'POST', 'store-ops/slot-capacity', {
      timeslot_id: 1,
      capacity: -1,
    });
    expect(negative.http).toBe(400);
    expect(negative.message).toContain('la capacità non può essere negativa');
    const unknown = await call(t, manager, 'POST', 'store-ops/slot-capacity', {
      timeslot_id: 99999999,
      capacity: 3,
    });
    expect(unknown.http).toBe(404);
    expect(unknown.message).toBe('La fascia oraria indicata non esiste.');
  });
});

describe('capacity', () => {
  it('never goes below the slot’s bookings; the refusal says how many', async () => {
    const customer = await login(t);
    const { timeslotId } = await setupCart(t, customer.token);
    const refused = await call(t, manager, 'POST', 'store-ops/slot-capacity', {
      timeslot_id: timeslotId,
      capacity: 0,
    });
    expect(refused.status).toBe(1);
    expect(refused.message).toBe('La fascia ha già 1 prenotazione: la capacità non può scendere sotto 1.');
    const before = await sql<{ capacity: number; booked: number }>`select capacity, booked from timeslot
      where timeslot_id = ${timeslotId}`.execute(t.database.db);
    expect(before.rows[0]).toMatchObject({ booked: 1 });
    expect(before.rows[0]!.capacity).toBeGreaterThan(1);

    const halved = Math.max(1, Math.floor(before.rows[0]!.capacity / 2));
    const ok = await call(t, manager, 'POST', 'store-ops/slot-capacity', {
      timeslot_id: timeslotId,
      capacity: halved,
    });
    expect(ok.status).toBe(0);
    expect(ok.infos[0]?.info).toContain(`Capacità aggiornata a ${halved}`);
    const grid = await plan(
      manager,
      `warehouse_id=1&delivery_service_id=1&week=${await slotDate(timeslotId)}`,
    );
    const row = grid.data.slots.find((s: Json) => s.timeslotId === timeslotId);
    expect(row).toMatchObject({ capacity: halved, held: 1, orders: 0, free: halved - 1 });
  });
});

async function slotDate(timeslotId: number): Promise<string> {
  const r = await sql<{ d: string }>`select to_char(slot_date, 'YYYY-MM-DD') as d from timeslot
    where timeslot_id = ${timeslotId}`.execute(t.database.db);
  return r.rows[0]!.d;
}

describe('closed days and extra slots', () => {
  it('closes a holiday: customers no longer see it; a day with bookings is refused with the count', async () => {
    const customer = await login(t);
    const { timeslotId } = await setupCart(t, customer.token);
    const booked = await slotDate(timeslotId);
    const refused = await call(t, manager, 'POST', 'store-ops/close-day', {
      warehouse_id: 1,
      delivery_service_id: 1,
      date: booked,
    });
    expect(refused.status).toBe(1);
    expect(refused.message).toMatch(/ha già \d+ prenotazion/);
    expect(await customerDates(customer.token)).toContain(booked);

    const dates = await customerDates(customer.token);
    const holiday = dates[dates.length - 1]!;
    expect(holiday).not.toBe(booked);
    const closed = await call(t, manager, 'POST', 'store-ops/close-day', {
      warehouse_id: 1,
      delivery_service_id: '',
      date: holiday,
      note: 'Festa',
    });
    expect(closed.status, closed.message).toBe(0);
    expect(await customerDates(customer.token)).not.toContain(holiday);
    // a slot of that day cannot be chosen by its id either
    const daySlot = await sql<{ timeslot_id: number }>`select timeslot_id from timeslot
      where warehouse_id = 1 and delivery_service_id = 1 and slot_date = ${holiday}::date limit 1`.execute(
      t.database.db,
    );
    const pick = await call(
      t,
      customer.token,
      'GET',
      `timeslot/select?timeslot_id=${daySlot.rows[0]!.timeslot_id}`,
    );
    expect(pick.status).toBe(1);
    expect(pick.errors[0]?.code).toBe('error.timeslot.closed');
    const grid = await plan(manager, `warehouse_id=1&delivery_service_id=1&week=${holiday}`);
    expect(grid.data.closedDays).toEqual([{ date: holiday, deliveryServiceId: null, note: 'Festa' }]);
    expect(grid.data.slots.filter((s: Json) => s.date === holiday).every((s: Json) => s.closed)).toBe(true);

    // no extra slot on a closed day; reopening brings the day back
    const extra = await call(t, manager, 'POST', 'store-ops/extra-slot', {
      warehouse_id: 1,
      delivery_service_id: 1,
      date: holiday,
      begin_time: '07:00',
      end_time: '08:00',
      capacity: 5,
    });
    expect(extra.message).toContain('è chiuso');
    const reopened = await call(t, manager, 'POST', 'store-ops/reopen-day', {
      warehouse_id: 1,
      date: holiday,
    });
    expect(reopened.status).toBe(0);
    expect(await customerDates(customer.token)).toContain(holiday);
    const again = await call(t, manager, 'POST', 'store-ops/reopen-day', { warehouse_id: 1, date: holiday });
    expect(again.status).toBe(1);
  });

  it('adds an extra slot customers can book at once; bad windows and duplicates are refused', async () => {
    const customer = await login(t);
    await setupCart(t, customer.token);
    const dates = await customerDates(customer.token);
    const day = dates[dates.length - 2]!;
    const body = { warehouse_id: 1, delivery_service_id: 1, date: day, capacity: 6, cutoff_minutes: 120 };
    const reversed = await call(t, manager, 'POST', 'store-ops/extra-slot', {
      ...body,
      begin_time: '08:00',
      end_time: '07:00',
    });
    expect(reversed.http).toBe(400);
    expect(reversed.message).toBe("L'orario di fine deve essere dopo quello di inizio.");
    const badTime = await call(t, manager, 'POST', 'store-ops/extra-slot', {
      ...body,
      begin_time: '7',
      end_time: '08:00',
    });
    expect(badTime.http).toBe(400);
    expect(badTime.message).toContain('HH:MM');

    const added = await call(t, manager, 'POST', 'store-ops/extra-slot', {
      ...body,
      begin_time: '07:00',
      end_time: '08:30',
    });
    expect(added.status, added.message).toBe(0);
    const list = await call(t, customer.token, 'GET', 'timeslot/list');
    const offered = list.data
      .find((d: Json) => d.dateIso === day)
      .timeslots.find((s: Json) => s.beginTime === '07:00');
    expect(offered).toMatchObject({ endTime: '08:30', capacity: 6, active: 1 });
    const chosen = await call(t, customer.token, 'GET', `timeslot/select?timeslot_id=${offered.timeslotId}`);
    expect(chosen.status).toBe(0);

    const duplicate = await call(t, manager, 'POST', 'store-ops/extra-slot', {
      ...body,
      begin_time: '07:00',
      end_time: '08:00',
    });
    expect(duplicate.message).toBe('Esiste già una fascia che inizia alle 07:00 in quel giorno.');
    const grid = await plan(manager, `warehouse_id=1&delivery_service_id=1&week=${day}`);
    expect(grid.data.slots.find((s: Json) => s.timeslotId === offered.timeslotId)).toMatchObject({
      extra: true,
      held: 1,
    });
  });
});
