// SQL of the weekly slot templates (ADR 0061). Owner of slot_template (the delivery module reads
// it to generate slots, and fills a pair's defaults once). Changes timeslot rows of the coming
// days only as slot planning does (capacity, closed_at, and the cutoff of a template's slots),
// never `booked`, and never below it: the slots are locked first, so a booking racing the
// change waits and then sees the new capacity.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { Executor } from '../delivery';

export interface TemplateRow {
  templateId: number;
  warehouseId: number;
  deliveryServiceId: number;
  weekday: number;
  beginTime: string;
  endTime: string;
  cutoffMinutes: number;
  capacity: number;
}

export interface TemplateWindow {
  beginTime: string;
  endTime: string;
  cutoffMinutes: number;
  capacity: number;
}

export interface FutureSlot {
  timeslotId: number;
  date: string;
  beginTime: string;
  booked: number;
}

const columns = sql`template_id, warehouse_id, delivery_service_id, weekday,
  to_char(begin_time, 'HH24:MI') as begin_time, to_char(end_time, 'HH24:MI') as end_time, cutoff_minutes, capacity`;

type Row = {
  template_id: number;
  warehouse_id: number;
  delivery_service_id: number;
  weekday: number;
  begin_time: string;
  end_time: string;
  cutoff_minutes: number;
  capacity: number;
};

const toTemplate = (r: Row): TemplateRow => ({
  templateId: r.template_id,
  warehouseId: r.warehouse_id,
  deliveryServiceId: r.delivery_service_id,
  weekday: r.weekday,
  beginTime: r.begin_time,
  endTime: r.end_time,
  cutoffMinutes: r.cutoff_minutes,
  capacity: r.capacity,
});

export class SlotTemplateRepository {
  constructor(private readonly db: Database) {}

  async list(warehouseId: number, deliveryServiceId: number): Promise<TemplateRow[]> {
    const r = await sql<Row>`select ${columns} from slot_template
      where warehouse_id = ${warehouseId} and delivery_service_id = ${deliveryServiceId}
      order by weekday, begin_time`.execute(this.db);
    return r.rows.map(toTemplate);
  }

  async lock(trx: Executor, templateId: number): Promise<TemplateRow | undefined> {
    const r = await sql<Row>`select ${columns} from slot_template where template_id = ${templateId}
      for update`.execute(trx);
    return r.rows[0] ? toTemplate(r.rows[0]) : undefined;
  }

  /** Whether another template of the weekday starts then. */
  async startTaken(
    trx: Executor,
    key: { warehouseId: number; deliveryServiceId: number; weekday: number; beginTime: string },
    exceptId: number | null,
  ): Promise<boolean> {
    const r = await sql<{ n: number }>`select count(*)::int as n from slot_template
      where warehouse_id = ${key.warehouseId} and delivery_service_id = ${key.deliveryServiceId}
        and weekday = ${key.weekday} and begin_time = ${key.beginTime}::time
        and template_id <> ${exceptId ?? 0}`.execute(trx);
    return Number(r.rows[0]?.n ?? 0) > 0;
  }

  async insert(
    trx: Executor,
    key: { warehouseId: number; deliveryServiceId: number; weekday: number },
    w: TemplateWindow,
    staffUserId: number,
  ): Promise<number> {
    await sql`insert into slot_template_set (warehouse_id, delivery_service_id)
      values (${key.warehouseId}, ${key.deliveryServiceId}) on conflict do nothing`.execute(trx);
    const r = await sql<{ template_id: number }>`insert into slot_template
        (warehouse_id, delivery_service_id, weekday, begin_time, end_time, cutoff_minutes, capacity, staff_user_id)
      values (${key.warehouseId}, ${key.deliveryServiceId}, ${key.weekday}, ${w.beginTime}::time, ${w.endTime}::time,
              ${w.cutoffMinutes}, ${w.capacity}, ${staffUserId})
      returning template_id`.execute(trx);
    return r.rows[0]!.template_id;
  }

  async update(trx: Executor, templateId: number, w: TemplateWindow, staffUserId: number): Promise<void> {
    await sql`update slot_template set begin_time = ${w.beginTime}::time, end_time = ${w.endTime}::time,
        cutoff_minutes = ${w.cutoffMinutes}, capacity = ${w.capacity}, staff_user_id = ${staffUserId},
        updated_at = now()
      where template_id = ${templateId}`.execute(trx);
  }

  /** The zones with a capacity of their own, per template (ADR 0069). */
  async zoneCapacities(templateIds: number[]): Promise<Map<number, { zoneId: number; capacity: number }[]>> {
    const out = new Map<number, { zoneId: number; capacity: number }[]>();
    if (!templateIds.length) return out;
    const r = await sql<{ template_id: number; zone_id: number; capacity: number }>`
      select template_id, zone_id, capacity from slot_template_zone_capacity
       where template_id = any(${templateIds}::int[]) order by template_id, zone_id`.execute(this.db);
    for (const row of r.rows) {
      const list = out.get(row.template_id) ?? [];
      list.push({ zoneId: row.zone_id, capacity: row.capacity });
      out.set(row.template_id, list);
    }
    return out;
  }

  /** A zone's capacity in a template window; null removes the zone's own limit. */
  async setZoneCapacity(
    trx: Executor,
    templateId: number,
    zoneId: number,
    capacity: number | null,
  ): Promise<void> {
    if (capacity === null)
      await sql`delete from slot_template_zone_capacity where template_id = ${templateId} and zone_id = ${zoneId}`.execute(
        trx,
      );
    else
      await sql`insert into slot_template_zone_capacity (template_id, zone_id, capacity)
        values (${templateId}, ${zoneId}, ${capacity})
        on conflict (template_id, zone_id) do update set capacity = excluded.capacity`.execute(trx);
  }

  async remove(trx: Executor, templateId: number): Promise<void> {
    await sql`delete from slot_template where template_id = ${templateId}`.execute(trx);
  }

  /**
   * The open slots of the coming days (today on, Europe/Rome) that a template generated: its
   * weekday and start, not an extra slot. Locked in id order, after giving back the places of
   * their expired cart holds; with what each holds.
   */
  async lockFutureSlots(trx: Executor, t: TemplateRow): Promise<FutureSlot[]> {
    const of = sql`t.warehouse_id = ${t.warehouseId} and t.delivery_service_id = ${t.deliveryServiceId}
      and t.slot_date >= (now() at time zone 'Europe/Rome')::date
      and extract(isodow from t.slot_date) = ${t.weekday} and t.begin_time = ${t.beginTime}::time
      and t.closed_at is null
      and not exists (select 1 from slot_exception e where e.kind = 'extra' and e.warehouse_id = t.warehouse_id
        and e.delivery_service_id = t.delivery_service_id and e.slot_date = t.slot_date
        and e.begin_time = t.begin_time)`;
    const rows = await sql<{ timeslot_id: number; slot_date: string; begin_time: string; booked: number }>`
      select t.timeslot_id, to_char(t.slot_date, 'YYYY-MM-DD') as slot_date,
             to_char(t.begin_time, 'HH24:MI') as begin_time, t.booked
        from timeslot t where ${of} order by t.timeslot_id for update`.execute(trx);
    const ids = rows.rows.map((r) => r.timeslot_id);
    if (!ids.length) return [];
    const freed = await sql<{ timeslot_id: number; n: number }>`with gone as (
        delete from timeslot_hold where timeslot_id = any(${ids}::int[]) and expires_at <= now()
        returning timeslot_id),
      n as (select timeslot_id, count(*)::int as n from gone group by timeslot_id)
      update timeslot t set booked = t.booked - n.n from n where t.timeslot_id = n.timeslot_id
      returning t.timeslot_id, n.n`.execute(trx);
    const back = new Map(freed.rows.map((r) => [r.timeslot_id, Number(r.n)]));
    return rows.rows.map((r) => ({
      timeslotId: r.timeslot_id,
      date: r.slot_date,
      beginTime: r.begin_time,
      booked: r.booked - (back.get(r.timeslot_id) ?? 0),
    }));
  }

  /** A generated slot follows its template's capacity and cutoff (the window is unchanged). */
  async applyToSlot(
    trx: Executor,
    timeslotId: number,
    capacity: number,
    cutoffMinutes: number,
  ): Promise<void> {
    await sql`update timeslot set capacity = ${capacity},
        cutoff_at = ((slot_date + begin_time) at time zone 'Europe/Rome') - make_interval(mins => ${cutoffMinutes})
      where timeslot_id = ${timeslotId}`.execute(trx);
  }

  /** A slot whose window left the template: closed when nothing is booked, else full at its bookings. */
  async retireSlot(trx: Executor, slot: FutureSlot): Promise<void> {
    if (slot.booked === 0)
      await sql`update timeslot set closed_at = now() where timeslot_id = ${slot.timeslotId}`.execute(trx);
    else
      await sql`update timeslot set capacity = ${slot.booked} where timeslot_id = ${slot.timeslotId}`.execute(
        trx,
      );
  }
}
