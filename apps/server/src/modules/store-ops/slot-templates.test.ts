// HTTP tests of the weekly slot templates (issue 26, ADR 0061): the store manager's templates start
// as the code calendar; a change applies at once to the slots of the coming days and never drops a
// booking (a slot holding more than the new capacity keeps its bookings, full; a window removed stays
// for the orders it holds); an added window is offered to customers at once; bad input is refused in
// Italian. On PostgreSQL: a template change racing 20 bookings never overbooks.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { staffToken } from '../../../test/staff-kit';

let t: TestContext;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ products: 100 });
  manager = await staffToken(t, 'responsabile');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const templates = async (query = 'warehouse_id=1&delivery_service_id=1') => {
  const r = await call(t, manager, 'GET', `store-ops/slot-templates?${query}`);
  expect(r.status, r.message).toBe(0);
  return r.data.templates as Json[];
};

/** A customer with the drive service at warehouse 1 chosen (no slot yet). */
async function driveCustomer() {
  const c = await login(t);
  const sel = await call(t, c.token, 'POST', 'user-address/select', {
    address_type: 'drive',
    address_id: 1,
    delivery_service_id: 1,
  });
  expect(sel.status, sel.message).toBe(0);
  return c.token;
}

const offered = async (token: string) => {
  const list = await call(t, token, 'GET', 'timeslot/list');
  return (list.data as Json[]).flatMap((d) =>
    (d.timeslots as Json[]).map((s) => ({ ...s, date: d.dateIso as string })),
  );
};

interface SlotRow {
  timeslot_id: number;
  date: string;
  begin: string;
  end: string;
  capacity: number;
  booked: number;
  closed: boolean;
  cutoff_min: number;
}

/** The drive slots of warehouse 1 from today on that a template (weekday, start) generated. */
async function slotsOf(weekday: number, begin: string): Promise<SlotRow[]> {
  const r = await sql<SlotRow>`select timeslot_id, to_char(slot_date, 'YYYY-MM-DD') as date,
      to_char(begin_time, 'HH24:MI') as begin, to_char(end_time, 'HH24:MI') as end, capacity, booked,
      closed_at is not null as closed,
      (extract(epoch from ((slot_date + begin_time) at time zone 'Europe/Rome') - cutoff_at) / 60)::int as cutoff_min
    from timeslot where warehouse_id = 1 and delivery_service_id = 1
      and slot_date >= (now() at time zone 'Europe/Rome')::date
      and extract(isodow from slot_date) = ${weekday} and begin_time = ${begin}::time
    order by slot_date`.execute(t.database.db);
  return r.rows;
}

const isoWeekday = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

describe('weekly slot templates', () => {
  it('start as the code calendar: five drive windows on weekdays, mornings on Sunday', async () => {
    const all = await templates();
    const monday = all.filter((x) => x.weekday === 1);
    expect(monday.map((x) => `${x.beginTime}-${x.endTime}`)).toEqual([
      '09:00-11:00',
      '11:00-13:00',
      '15:00-17:00',
      '17:00-19:00',
      '19:00-21:00',
    ]);
    expect(monday[0]).toMatchObject({ cutoffMinutes: 360, capacity: 12 });
    expect(all.filter((x) => x.weekday === 7).map((x) => x.beginTime)).toEqual(['09:00', '11:00']);
    // the manager's default choice is the first warehouse and service
    const first = await call(t, manager, 'GET', 'store-ops/slot-templates');
    expect(first.data).toMatchObject({ warehouseId: 1, deliveryServiceId: 1, horizonDays: 14 });
  });

  it('a capacity change reaches the coming days at once; a slot with more bookings keeps them, full', async () => {
    // two customers book the same slot of tomorrow's (or a later day's) first window
    const a = await driveCustomer();
    const slot = (await offered(a)).find((s) => s.active === 1 && s.beginTime === '17:00')!;
    const weekday = isoWeekday(slot.date);
    for (const token of [a, await driveCustomer()]) {
      const chosen = await call(t, token, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`);
      expect(chosen.status, chosen.message).toBe(0);
    }
    const template = (await templates()).find((x) => x.weekday === weekday && x.beginTime === '17:00')!;
    const changed = await call(t, manager, 'POST', 'store-ops/slot-template-update', {
      template_id: template.templateId,
      begin_time: '17:00',
      end_time: '19:00',
      cutoff_minutes: 120,
      capacity: 1,
    });
    expect(changed.status, changed.message).toBe(0);
    const [y, m, d] = (slot.date as string).split('-');
    expect(changed.data.message).toContain(`Una fascia già prenotata resta`);
    expect(changed.data.message).toContain(`${d}/${m}/${y} 17:00 (2 prenotazioni)`);
    expect(changed.data.keptSlots).toEqual([{ date: slot.date, beginTime: '17:00', booked: 2 }]);
    const rows = await slotsOf(weekday, '17:00');
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows)
      expect(r, r.date).toMatchObject(
        r.timeslot_id === slot.timeslotId
          ? { capacity: 2, booked: 2, cutoff_min: 120 }
          : { capacity: 1, booked: 0, cutoff_min: 120 },
      );
    expect((await templates()).find((x) => x.templateId === template.templateId)).toMatchObject({
      capacity: 1,
      cutoffMinutes: 120,
    });
    // and back up: every slot takes it
    await call(t, manager, 'POST', 'store-ops/slot-template-update', {
      template_id: template.templateId,
      begin_time: '17:00',
      end_time: '19:00',
      cutoff_minutes: 120,
      capacity: 20,
    });
    expect((await slotsOf(weekday, '17:00')).every((r) => r.capacity === 20)).toBe(true);
  });

  it('an added window is offered at once; a window moved or removed keeps the slots that have bookings', async () => {
    const customer = await driveCustomer();
    const day = (await offered(customer)).at(-1)!.date as string;
    const weekday = isoWeekday(day);
    const body = { warehouse_id: 1, delivery_service_id: 1, weekday, cutoff_minutes: 60, capacity: 3 };
    const added = await call(t, manager, 'POST', 'store-ops/slot-template', {
      ...body,
      begin_time: '07:00',
      end_time: '08:00',
    });
    expect(added.status, added.message).toBe(0);
    expect(added.data.message).toContain('aggiunta');
    const early = (await offered(customer)).filter((s) => s.beginTime === '07:00');
    expect(early.map((s) => s.date)).toContain(day);
    expect(
      early.every((s) => isoWeekday(s.date) === weekday && s.capacity === 3 && s.endTime === '08:00'),
    ).toBe(true);
    const twice = await call(t, manager, 'POST', 'store-ops/slot-template', {
      ...body,
      begin_time: '07:00',
      end_time: '08:30',
    });
    expect(twice.status).toBe(1);
    expect(twice.message).toMatch(/^Il \S+ ha già una fascia che inizia alle 07:00\.$/);

    // a customer books the last day's 07:00; the window then ends at 08:30: the others follow
    const booked = early.find((s) => s.date === day)!;
    expect((await call(t, customer, 'GET', `timeslot/select?timeslot_id=${booked.timeslotId}`)).status).toBe(
      0,
    );
    const id = (await templates()).find((x) => x.weekday === weekday && x.beginTime === '07:00')!.templateId;
    const moved = await call(t, manager, 'POST', 'store-ops/slot-template-update', {
      template_id: id,
      begin_time: '07:00',
      end_time: '08:30',
      cutoff_minutes: 60,
      capacity: 3,
    });
    expect(moved.status, moved.message).toBe(0);
    expect(moved.data.keptSlots).toEqual([{ date: day, beginTime: '07:00', booked: 1 }]);
    for (const r of await slotsOf(weekday, '07:00'))
      expect(r, r.date).toMatchObject(
        r.date === day
          ? { end: '08:00', capacity: 1, booked: 1, closed: false }
          : { end: '08:30', capacity: 3, closed: false },
      );

    // removed: the days without bookings no longer offer it; the booked one stays for its customer
    const removed = await call(t, manager, 'POST', 'store-ops/slot-template-delete', { template_id: id });
    expect(removed.status, removed.message).toBe(0);
    expect(removed.data.message).toContain('tolta dal modello');
    expect(removed.data.keptSlots).toEqual([{ date: day, beginTime: '07:00', booked: 1 }]);
    const other = await driveCustomer();
    const still = (await offered(other)).filter((s) => s.beginTime === '07:00');
    expect(still.map((s) => s.date)).toEqual([day]);
    expect(still[0]).toMatchObject({ available: 0 });
    expect((await templates()).some((x) => x.templateId === id)).toBe(false);
  });

  it('refuses bad input in Italian, other stores and other roles, changing nothing', async () => {
    const [first] = await templates();
    const base = {
      template_id: first!.templateId,
      begin_time: '09:00',
      end_time: '11:00',
      cutoff_minutes: 60,
    };
    const bad: [string, Record<string, unknown>, number, string][] = [
      ['slot-template-update', { ...base, capacity: 0 }, 400, 'la capacità minima è 1 ordine'],
      ['slot-template-update', { ...base, capacity: 501 }, 400, 'la capacità massima è 500 ordini'],
      [
        'slot-template-update',
        { ...base, capacity: 5, end_time: '08:00' },
        400,
        "L'orario di fine deve essere dopo quello di inizio.",
      ],
      ['slot-template-update', { ...base, capacity: 5, begin_time: '9' }, 400, 'HH:MM'],
      ['slot-template-update', { ...base, capacity: 5, cutoff_minutes: -1 }, 400, 'non può essere negativa'],
      [
        'slot-template-update',
        { ...base, template_id: 99999999, capacity: 5 },
        404,
        'La fascia del modello indicata non esiste.',
      ],
      ['slot-template-delete', { template_id: 'x' }, 400, 'la fascia del modello'],
      [
        'slot-template',
        {
          warehouse_id: 1,
          delivery_service_id: 1,
          weekday: 8,
          begin_time: '07:00',
          end_time: '08:00',
          cutoff_minutes: 0,
          capacity: 2,
        },
        400,
        'giorno della settimana non valido',
      ],
      [
        'slot-template',
        {
          warehouse_id: 2,
          delivery_service_id: 1,
          weekday: 1,
          begin_time: '07:00',
          end_time: '08:00',
          cutoff_minutes: 0,
          capacity: 2,
        },
        403,
        'Questo punto vendita non è tra quelli che gestisci.',
      ],
    ];
    const before = await templates();
    for (const [path, body, http, message] of bad) {
      const r = await call(t, manager, 'POST', `store-ops/${path}`, body);
      expect(r.http, `${path} ${JSON.stringify(body)}`).toBe(http);
      expect(r.message, path).toContain(message);
    }
    expect(await templates()).toEqual(before);
    const customer = await login(t);
    expect((await call(t, customer.token, 'GET', 'store-ops/slot-templates')).http).toBe(403);
    const picker = await staffToken(t, 'preparatore');
    expect((await call(t, picker, 'GET', 'store-ops/slot-templates')).http).toBe(403);
    const other = await call(
      t,
      manager,
      'GET',
      'store-ops/slot-templates?warehouse_id=2&delivery_service_id=1',
    );
    expect(other.http).toBe(403);
  });
});

// PGlite has one connection: simultaneous calls would only queue. On PostgreSQL they race.
describe.skipIf(!onPostgres)('a template change racing bookings (PostgreSQL)', () => {
  it('never overbooks: 20 customers book one slot while its template capacity drops', async () => {
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await driveCustomer());
    const slot = (await offered(customers[0]!)).find((s) => s.active === 1 && s.beginTime === '15:00')!;
    const weekday = isoWeekday(slot.date);
    const template = (await templates()).find((x) => x.weekday === weekday && x.beginTime === '15:00')!;
    const answers = await Promise.all([
      ...customers
        .slice(0, 10)
        .map((c) => call(t, c, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`)),
      call(t, manager, 'POST', 'store-ops/slot-template-update', {
        template_id: template.templateId,
        begin_time: '15:00',
        end_time: '17:00',
        cutoff_minutes: 360,
        capacity: 5,
      }),
      ...customers.slice(10).map((c) => call(t, c, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`)),
    ]);
    for (const a of answers) expect(a.http, a.message).toBeLessThan(500);
    const change = answers[10]!;
    expect(change.status, change.message).toBe(0);
    const took = answers.filter((a, i) => i !== 10 && a.status === 0).length;
    const row = (await slotsOf(weekday, '15:00')).find((r) => r.timeslot_id === slot.timeslotId)!;
    const holds = await sql<{ n: number }>`select count(*)::int as n from timeslot_hold
      where timeslot_id = ${slot.timeslotId}`.execute(t.database.db);
    expect(row.booked).toBe(took);
    expect(holds.rows[0]!.n).toBe(took);
    expect(row.booked).toBeLessThanOrEqual(row.capacity);
    // the change found k bookings: the slot keeps max(5, k); no booking landed beyond it
    expect(row.capacity).toBe(Math.max(5, change.data.keptSlots[0]?.booked ?? 0));
    expect(took).toBeLessThanOrEqual(Math.max(5, change.data.keptSlots[0]?.booked ?? 0));
    expect(took).toBeGreaterThanOrEqual(5);
  });
});
