// SQL of slot planning (issue 26): the week grid of a warehouse and service, capacity changes,
// closed days and extra slots. Owner of slot_exception; timeslot rows are the delivery module's
// table, changed here only in the ways its own repository documents (capacity, closed_at), under
// the same rule: `booked` is never changed here and never goes above capacity. Owner of the
// per-zone capacities (timeslot_zone_capacity, ADR 0069), changed under the slot's row lock: a
// zone's bookings are counted from its cart holds and orders, as the delivery module's take does.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { Executor } from '../delivery';

export interface PlannerSlotRow {
  timeslotId: number;
  date: string;
  beginTime: string;
  endTime: string;
  cutoffAt: Date;
  capacity: number;
  booked: number;
  held: number;
  closed: boolean;
  extra: boolean;
}

export interface ZoneRow {
  zoneId: number;
  name: string;
}

/** Places of slot `t` the zone `z` takes: its cart holds (expired ones are given back first) and orders. */
const zoneBookedOf = sql`((select count(*) from timeslot_hold h
      where h.timeslot_id = t.timeslot_id and h.zone_id = z.zone_id)
    + (select count(*) from customer_order o
      where o.timeslot_id = t.timeslot_id and o.slot_place_held and o.zone_id = z.zone_id))::int`;

export interface ClosedDayRow {
  date: string;
  deliveryServiceId: number | null;
  note: string;
}

export interface PlannerWarehouse {
  warehouseId: number;
  name: string;
  services: { deliveryServiceId: number; name: string }[];
}

export class SlotPlanningRepository {
  constructor(private readonly db: Database) {}

  /** The warehouses (all, or those listed) that offer slots, with their services (as DeliverySlots.ensureAllSlots). */
  async warehouses(only: number[] | null): Promise<PlannerWarehouse[]> {
    const rows = await sql<{
      warehouse_id: number;
      wname: string;
      delivery_service_id: number;
      sname: string;
    }>`
      select w.warehouse_id, w.name as wname, ds.delivery_service_id, ds.name as sname
        from (select warehouse_id, delivery_service_id from warehouse_service
              union
              select z.warehouse_id, ds.delivery_service_id from delivery_zone z
                join delivery_service ds on ds.store_id = z.store_id and ds.kind = 'home') p
        join warehouse w on w.warehouse_id = p.warehouse_id
        join delivery_service ds on ds.delivery_service_id = p.delivery_service_id
       where ${only === null ? sql`true` : sql`w.warehouse_id = any(${only}::int[])`}
       order by w.warehouse_id, ds.delivery_service_id`.execute(this.db);
    const out = new Map<number, PlannerWarehouse>();
    for (const r of rows.rows) {
      const w = out.get(r.warehouse_id) ?? { warehouseId: r.warehouse_id, name: r.wname, services: [] };
      w.services.push({ deliveryServiceId: r.delivery_service_id, name: r.sname });
      out.set(r.warehouse_id, w);
    }
    return [...out.values()];
  }

  async slots(
    warehouseId: number,
    deliveryServiceId: number,
    from: string,
    to: string,
  ): Promise<PlannerSlotRow[]> {
    const rows = await sql<{
      timeslot_id: number;
      slot_date: string;
      begin_time: string;
      end_time: string;
      cutoff_at: Date;
      capacity: number;
      booked: number;
      held: number;
      closed: boolean;
      extra: boolean;
    }>`select t.timeslot_id, to_char(t.slot_date, 'YYYY-MM-DD') as slot_date,
              to_char(t.begin_time, 'HH24:MI') as begin_time, to_char(t.end_time, 'HH24:MI') as end_time,
              t.cutoff_at, t.capacity, t.booked, t.closed_at is not null as closed,
              (select count(*)::int from timeslot_hold h
                where h.timeslot_id = t.timeslot_id and h.expires_at > now()) as held,
              exists (select 1 from slot_exception e where e.kind = 'extra' and e.warehouse_id = t.warehouse_id
                 and e.delivery_service_id = t.delivery_service_id and e.slot_date = t.slot_date
                 and e.begin_time = t.begin_time) as extra
         from timeslot t
        where t.warehouse_id = ${warehouseId} and t.delivery_service_id = ${deliveryServiceId}
          and t.slot_date between ${from}::date and ${to}::date
        order by t.slot_date, t.begin_time`.execute(this.db);
    return rows.rows.map((r) => ({
      timeslotId: r.timeslot_id,
      date: r.slot_date,
      beginTime: r.begin_time,
      endTime: r.end_time,
      cutoffAt: new Date(r.cutoff_at),
      capacity: r.capacity,
      booked: r.booked,
      held: Number(r.held),
      closed: r.closed,
      extra: r.extra,
    }));
  }

  async closedDays(warehouseId: number, from: string, to: string): Promise<ClosedDayRow[]> {
    const rows = await sql<{ slot_date: string; delivery_service_id: number | null; note: string }>`
      select to_char(slot_date, 'YYYY-MM-DD') as slot_date, delivery_service_id, note from slot_exception
       where kind = 'closed' and warehouse_id = ${warehouseId} and slot_date between ${from}::date and ${to}::date
       order by slot_date`.execute(this.db);
    return rows.rows.map((r) => ({
      date: r.slot_date,
      deliveryServiceId: r.delivery_service_id,
      note: r.note,
    }));
  }

  /** The home-delivery zones a warehouse's slots of a service serve (none for other services). */
  async zones(
    warehouseId: number,
    deliveryServiceId: number,
    executor: Executor = this.db,
  ): Promise<ZoneRow[]> {
    const rows = await sql<{ zone_id: number; name: string }>`select z.zone_id, z.name from delivery_zone z
        join delivery_service ds on ds.store_id = z.store_id and ds.kind = 'home'
       where z.warehouse_id = ${warehouseId} and ds.delivery_service_id = ${deliveryServiceId}
       order by z.zone_id`.execute(executor);
    return rows.rows.map((r) => ({ zoneId: r.zone_id, name: r.name }));
  }

  /** Per slot and zone: the zone's capacity there (null: none of its own) and its bookings. */
  async slotZones(
    timeslotIds: number[],
    zoneIds: number[],
    executor: Executor = this.db,
  ): Promise<Map<number, { zoneId: number; capacity: number | null; booked: number }[]>> {
    const out = new Map<number, { zoneId: number; capacity: number | null; booked: number }[]>();
    if (!timeslotIds.length || !zoneIds.length) return out;
    const rows = await sql<{ timeslot_id: number; zone_id: number; capacity: number | null; booked: number }>`
      select t.timeslot_id, z.zone_id, c.capacity, ${zoneBookedOf} as booked
        from timeslot t cross join unnest(${zoneIds}::int[]) as z(zone_id)
        left join timeslot_zone_capacity c on c.timeslot_id = t.timeslot_id and c.zone_id = z.zone_id
       where t.timeslot_id = any(${timeslotIds}::int[])
       order by t.timeslot_id, z.zone_id`.execute(executor);
    for (const r of rows.rows) {
      const list = out.get(r.timeslot_id) ?? [];
      list.push({ zoneId: r.zone_id, capacity: r.capacity, booked: Number(r.booked) });
      out.set(r.timeslot_id, list);
    }
    return out;
  }

  /** A zone's capacity in a slot; null removes the zone's own limit. Run under lockSlot. */
  async setZoneCapacity(
    trx: Executor,
    timeslotId: number,
    zoneId: number,
    capacity: number | null,
  ): Promise<void> {
    if (capacity === null)
      await sql`delete from timeslot_zone_capacity where timeslot_id = ${timeslotId} and zone_id = ${zoneId}`.execute(
        trx,
      );
    else
      await sql`insert into timeslot_zone_capacity (timeslot_id, zone_id, capacity)
        values (${timeslotId}, ${zoneId}, ${capacity})
        on conflict (timeslot_id, zone_id) do update set capacity = excluded.capacity`.execute(trx);
  }

  /** The slot, locked, after giving back the places of its expired holds. */
  async lockSlot(trx: Executor, timeslotId: number) {
    await sql`with gone as (delete from timeslot_hold where timeslot_id = ${timeslotId} and expires_at <= now()
        returning timeslot_id),
      n as (select count(*)::int as n from gone)
      update timeslot set booked = booked - n.n from n where timeslot_id = ${timeslotId} and n.n > 0`.execute(
      trx,
    );
    const row = await sql<{
      warehouse_id: number;
      delivery_service_id: number;
      booked: number;
      capacity: number;
      closed: boolean;
    }>`
      select warehouse_id, delivery_service_id, booked, capacity, closed_at is not null as closed from timeslot
       where timeslot_id = ${timeslotId} for update`.execute(trx);
    return row.rows[0];
  }

  async setCapacity(trx: Executor, timeslotId: number, capacity: number): Promise<void> {
    await sql`update timeslot set capacity = ${capacity} where timeslot_id = ${timeslotId}`.execute(trx);
  }

  /**
   * Locks the day's slots (of one service or all of the warehouse's), in id order, after giving
   * back their expired holds; returns what each still holds.
   */
  async lockDay(
    trx: Executor,
    warehouseId: number,
    deliveryServiceId: number | null,
    date: string,
  ): Promise<{ timeslotId: number; booked: number }[]> {
    const scope = sql`t.warehouse_id = ${warehouseId} and t.slot_date = ${date}::date
      and ${deliveryServiceId === null ? sql`true` : sql`t.delivery_service_id = ${deliveryServiceId}`}`;
    const locked = await sql<{ timeslot_id: number }>`select t.timeslot_id from timeslot t where ${scope}
      order by t.timeslot_id for update`.execute(trx);
    const ids = locked.rows.map((r) => r.timeslot_id);
    if (ids.length)
      await sql`with gone as (delete from timeslot_hold h where h.timeslot_id = any(${ids}::int[])
          and h.expires_at <= now() returning h.timeslot_id),
        counts as (select timeslot_id, count(*)::int as n from gone group by timeslot_id)
        update timeslot t set booked = t.booked - c.n from counts c where t.timeslot_id = c.timeslot_id`.execute(
        trx,
      );
    const rows = await sql<{
      timeslot_id: number;
      booked: number;
    }>`select t.timeslot_id, t.booked from timeslot t
      where ${scope} order by t.timeslot_id`.execute(trx);
    return rows.rows.map((r) => ({ timeslotId: r.timeslot_id, booked: r.booked }));
  }

  async closeDay(
    trx: Executor,
    input: {
      warehouseId: number;
      deliveryServiceId: number | null;
      date: string;
      note: string;
      staffUserId: number;
    },
    slotIds: number[],
  ): Promise<void> {
    await sql`insert into slot_exception (warehouse_id, delivery_service_id, slot_date, kind, note, staff_user_id)
      values (${input.warehouseId}, ${input.deliveryServiceId}, ${input.date}::date, 'closed', ${input.note},
              ${input.staffUserId})
      on conflict (warehouse_id, coalesce(delivery_service_id, 0), slot_date) where kind = 'closed'
      do update set note = excluded.note`.execute(trx);
    if (slotIds.length)
      await sql`update timeslot set closed_at = coalesce(closed_at, now())
        where timeslot_id = any(${slotIds}::int[])`.execute(trx);
  }

  /** Opens the day again: its closing exception(s) go and its slots take bookings again. */
  async reopenDay(
    trx: Executor,
    warehouseId: number,
    deliveryServiceId: number | null,
    date: string,
  ): Promise<number> {
    const gone = await sql`delete from slot_exception where kind = 'closed' and warehouse_id = ${warehouseId}
        and slot_date = ${date}::date
        and ${deliveryServiceId === null ? sql`true` : sql`(delivery_service_id is null or delivery_service_id = ${deliveryServiceId})`}`.execute(
      trx,
    );
    // Slots still covered by another closing (the whole warehouse, or their own service) stay closed.
    await sql`update timeslot t set closed_at = null
       where t.warehouse_id = ${warehouseId} and t.slot_date = ${date}::date and t.closed_at is not null
         and ${deliveryServiceId === null ? sql`true` : sql`t.delivery_service_id = ${deliveryServiceId}`}
         and not exists (select 1 from slot_exception e where e.kind = 'closed' and e.warehouse_id = t.warehouse_id
           and e.slot_date = t.slot_date
           and (e.delivery_service_id is null or e.delivery_service_id = t.delivery_service_id))`.execute(
      trx,
    );
    return Number(gone.numAffectedRows ?? 0);
  }

  /** Adds an extra slot; false when the service already has a slot starting then. */
  async addExtra(
    trx: Executor,
    input: {
      warehouseId: number;
      deliveryServiceId: number;
      date: string;
      beginTime: string;
      endTime: string;
      capacity: number;
      cutoffMinutes: number;
      staffUserId: number;
    },
  ): Promise<number | undefined> {
    const fee = await sql<{ fee_promo_text: string }>`select fee_promo_text from delivery_service
      where delivery_service_id = ${input.deliveryServiceId}`.execute(trx);
    const inserted = await sql<{ timeslot_id: number }>`insert into timeslot
        (warehouse_id, delivery_service_id, slot_date, begin_time, end_time, cutoff_at, capacity, fee_promo_text)
      values (${input.warehouseId}, ${input.deliveryServiceId}, ${input.date}::date, ${input.beginTime}::time,
              ${input.endTime}::time,
              ((${input.date}::date + ${input.beginTime}::time) at time zone 'Europe/Rome')
                - make_interval(mins => ${input.cutoffMinutes}),
              ${input.capacity}, ${fee.rows[0]?.fee_promo_text ?? ''})
      on conflict (warehouse_id, delivery_service_id, slot_date, begin_time) do nothing
      returning timeslot_id`.execute(trx);
    const id = inserted.rows[0]?.timeslot_id;
    if (id === undefined) return undefined;
    await sql`insert into slot_exception (warehouse_id, delivery_service_id, slot_date, kind, begin_time, end_time,
        capacity, cutoff_minutes, staff_user_id)
      values (${input.warehouseId}, ${input.deliveryServiceId}, ${input.date}::date, 'extra', ${input.beginTime}::time,
              ${input.endTime}::time, ${input.capacity}, ${input.cutoffMinutes}, ${input.staffUserId})
      on conflict do nothing`.execute(trx);
    return id;
  }

  async isDayClosed(
    trx: Executor,
    warehouseId: number,
    deliveryServiceId: number,
    date: string,
  ): Promise<boolean> {
    const r = await sql<{ n: number }>`select count(*)::int as n from slot_exception where kind = 'closed'
      and warehouse_id = ${warehouseId} and slot_date = ${date}::date
      and (delivery_service_id is null or delivery_service_id = ${deliveryServiceId})`.execute(trx);
    return Number(r.rows[0]?.n ?? 0) > 0;
  }
}
