// SQL of time slots and slot holds. Every hold change runs on the executor it is
// given, so the caller (the cart) does it inside the transaction that changes the
// cart: capacity is enforced by a conditional UPDATE (booked < capacity), and
// booked is decremented exactly once per hold row deleted. A zone's share of a slot (per-zone
// capacity, ADR 0069) is counted from its rows (the zone's cart holds and the orders of the zone
// holding a place) while the slot row is locked: every taker locks it first, so the count it reads
// includes every earlier taker's place.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';
import type { WeekTemplate } from '@sporta/domain/slot-planning';
import type { GeneratedSlot } from './timeslot-templates';

export type Executor = Kysely<DB>;

export interface TimeslotRecord {
  timeslotId: number;
  warehouseId: number;
  deliveryServiceId: number;
  date: string;
  beginTime: string; // HH:MM
  endTime: string;
  cutoffAt: Date;
  cutoffDate: string; // Europe/Rome
  cutoffTime: string;
  capacity: number;
  booked: number;
  active: number;
  feePromoText: string;
  /** Closed by the store manager: never offered nor booked. */
  closed: boolean;
  /** The zone's capacity in this slot, when read for a zone that has one (else null). */
  zoneCapacity: number | null;
  /** Places of the slot the zone takes (read for a zone; else 0). */
  zoneBooked: number;
}

export interface HoldRecord {
  cartId: number;
  timeslotId: number;
  expiresAt: Date;
  zoneId: number | null;
}

const slotColumns = sql`t.timeslot_id, t.warehouse_id, t.delivery_service_id,
  to_char(t.slot_date, 'YYYY-MM-DD') as slot_date,
  to_char(t.begin_time, 'HH24:MI') as begin_time, to_char(t.end_time, 'HH24:MI') as end_time,
  t.cutoff_at,
  to_char(t.cutoff_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as cutoff_date,
  to_char(t.cutoff_at at time zone 'Europe/Rome', 'HH24:MI') as cutoff_time,
  t.capacity, t.booked, t.active, t.fee_promo_text, t.closed_at is not null as closed`;

/** Places of slot `t` taken by the zone: its live or not yet swept cart holds and its orders. */
const zoneBooked = (zoneId: number) => sql`((select count(*) from timeslot_hold h
      where h.timeslot_id = t.timeslot_id and h.zone_id = ${zoneId})
    + (select count(*) from customer_order o
      where o.timeslot_id = t.timeslot_id and o.slot_place_held and o.zone_id = ${zoneId}))::int`;

const zoneCapacity = (zoneId: number) => sql`(select c.capacity from timeslot_zone_capacity c
    where c.timeslot_id = t.timeslot_id and c.zone_id = ${zoneId})`;

/** The slot's columns, with the zone's capacity and bookings when read for a zone. */
const columnsFor = (zoneId: number | null) =>
  zoneId === null
    ? sql`${slotColumns}, null::int as zone_capacity, 0 as zone_booked`
    : sql`${slotColumns}, ${zoneCapacity(zoneId)} as zone_capacity, ${zoneBooked(zoneId)} as zone_booked`;

interface SlotRow {
  timeslot_id: number;
  warehouse_id: number;
  delivery_service_id: number;
  slot_date: string;
  begin_time: string;
  end_time: string;
  cutoff_at: Date;
  cutoff_date: string;
  cutoff_time: string;
  capacity: number;
  booked: number;
  active: number;
  fee_promo_text: string;
  closed: boolean;
  zone_capacity: number | null;
  zone_booked: number;
}

function toSlot(r: SlotRow): TimeslotRecord {
  return {
    timeslotId: r.timeslot_id,
    warehouseId: r.warehouse_id,
    deliveryServiceId: r.delivery_service_id,
    date: r.slot_date,
    beginTime: r.begin_time,
    endTime: r.end_time,
    cutoffAt: new Date(r.cutoff_at),
    cutoffDate: r.cutoff_date,
    cutoffTime: r.cutoff_time,
    capacity: r.capacity,
    booked: r.booked,
    active: r.active,
    feePromoText: r.fee_promo_text,
    closed: r.closed,
    zoneCapacity: r.zone_capacity ?? null,
    zoneBooked: Number(r.zone_booked ?? 0),
  };
}

export class TimeslotRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The weekly templates of a warehouse and service (ADR 0061): the store manager's, or, the first
   * time, the code calendar's `defaults` copied in (once: slot_template_set marks it, and a second
   * node waits on its key until the first has copied them).
   */
  async weekTemplates(
    warehouseId: number,
    deliveryServiceId: number,
    defaults: readonly WeekTemplate[],
  ): Promise<WeekTemplate[]> {
    return this.db.transaction().execute(async (trx) => {
      const created = await sql`insert into slot_template_set (warehouse_id, delivery_service_id)
        values (${warehouseId}, ${deliveryServiceId}) on conflict do nothing
        returning warehouse_id`.execute(trx);
      if (created.rows.length && defaults.length)
        await sql`insert into slot_template
            (warehouse_id, delivery_service_id, weekday, begin_time, end_time, cutoff_minutes, capacity)
          select ${warehouseId}, ${deliveryServiceId}, x.weekday, x.begin_time, x.end_time, x.cutoff_minutes, x.capacity
            from jsonb_to_recordset(${JSON.stringify(
              defaults.map((d) => ({
                weekday: d.weekday,
                begin_time: d.begin,
                end_time: d.end,
                cutoff_minutes: d.cutoffMinutes,
                capacity: d.capacity,
              })),
            )}::jsonb) as x(weekday int, begin_time time, end_time time, cutoff_minutes int, capacity int)
          on conflict do nothing`.execute(trx);
      const rows = await sql<{
        weekday: number;
        begin_time: string;
        end_time: string;
        cutoff_minutes: number;
        capacity: number;
      }>`select weekday, to_char(begin_time, 'HH24:MI') as begin_time, to_char(end_time, 'HH24:MI') as end_time,
                cutoff_minutes, capacity
           from slot_template where warehouse_id = ${warehouseId} and delivery_service_id = ${deliveryServiceId}
          order by weekday, begin_time`.execute(trx);
      return rows.rows.map((r) => ({
        weekday: r.weekday,
        begin: r.begin_time,
        end: r.end_time,
        cutoffMinutes: r.cutoff_minutes,
        capacity: r.capacity,
      }));
    });
  }

  /**
   * Inserts the calendar's slots that do not exist yet (idempotent). A slot a template change
   * retired (closed, nothing booked, its day not closed by the manager) opens again with the
   * template's window when a template gives it back (ADR 0061); every other existing slot is
   * left as it is (a capacity the manager set on it stays).
   */
  async generate(
    warehouseId: number,
    deliveryServiceId: number,
    slots: readonly GeneratedSlot[],
    feePromoText: string,
  ): Promise<void> {
    if (slots.length) {
      const rows = JSON.stringify(
        slots.map((s) => ({
          slot_date: s.date,
          begin_time: s.begin,
          end_time: s.end,
          cutoff_min: s.cutoffMinutes,
          capacity: s.capacity,
        })),
      );
      // The slots inserted (or reopened) take their template's zone capacities (ADR 0069).
      await sql`with ins as (insert into timeslot as t
          (warehouse_id, delivery_service_id, slot_date, begin_time, end_time, cutoff_at, capacity, fee_promo_text)
        select ${warehouseId}, ${deliveryServiceId}, x.slot_date, x.begin_time, x.end_time,
               ((x.slot_date + x.begin_time) at time zone 'Europe/Rome') - make_interval(mins => x.cutoff_min),
               x.capacity, ${feePromoText}
          from jsonb_to_recordset(${rows}::jsonb)
            as x(slot_date date, begin_time time, end_time time, cutoff_min int, capacity int)
        on conflict (warehouse_id, delivery_service_id, slot_date, begin_time) do update
          set end_time = excluded.end_time, cutoff_at = excluded.cutoff_at, capacity = excluded.capacity,
              closed_at = null
          where t.closed_at is not null and t.booked = 0
            and not exists (select 1 from slot_exception e where e.kind = 'closed'
              and e.warehouse_id = t.warehouse_id and e.slot_date = t.slot_date
              and (e.delivery_service_id is null or e.delivery_service_id = t.delivery_service_id))
        returning t.timeslot_id, t.slot_date, t.begin_time)
      insert into timeslot_zone_capacity (timeslot_id, zone_id, capacity)
      select ins.timeslot_id, zc.zone_id, zc.capacity
        from ins
        join slot_template st on st.warehouse_id = ${warehouseId} and st.delivery_service_id = ${deliveryServiceId}
         and st.weekday = extract(isodow from ins.slot_date) and st.begin_time = ins.begin_time
        join slot_template_zone_capacity zc on zc.template_id = st.template_id
      on conflict (timeslot_id, zone_id) do update set capacity = excluded.capacity`.execute(this.db);
    }
    await this.applyExceptions(warehouseId, deliveryServiceId, feePromoText);
  }

  /**
   * The store manager's exceptions (slot planning): extra slots are added, and slots of a closed
   * day are closed. A day is closed only while none of its slots is booked (slot-planning checks),
   * so this never touches a booking.
   */
  async applyExceptions(warehouseId: number, deliveryServiceId: number, feePromoText: string): Promise<void> {
    await sql`insert into timeslot
        (warehouse_id, delivery_service_id, slot_date, begin_time, end_time, cutoff_at, capacity, fee_promo_text)
      select e.warehouse_id, e.delivery_service_id, e.slot_date, e.begin_time, e.end_time,
             ((e.slot_date + e.begin_time) at time zone 'Europe/Rome') - make_interval(mins => e.cutoff_minutes),
             e.capacity, ${feePromoText}
        from slot_exception e
       where e.kind = 'extra' and e.warehouse_id = ${warehouseId} and e.delivery_service_id = ${deliveryServiceId}
         and e.slot_date >= current_date
      on conflict (warehouse_id, delivery_service_id, slot_date, begin_time) do nothing`.execute(this.db);
    await sql`update timeslot t set closed_at = now()
       from slot_exception e
      where e.kind = 'closed' and t.closed_at is null and t.booked = 0
        and t.warehouse_id = ${warehouseId} and t.delivery_service_id = ${deliveryServiceId}
        and e.warehouse_id = t.warehouse_id and t.slot_date = e.slot_date
        and (e.delivery_service_id is null or e.delivery_service_id = t.delivery_service_id)`.execute(
      this.db,
    );
  }

  async list(
    warehouseId: number,
    deliveryServiceId: number,
    fromDate: string,
    toDate: string,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord[]> {
    const result = await sql<SlotRow>`select ${columnsFor(zoneId)} from timeslot t
      where t.warehouse_id = ${warehouseId} and t.delivery_service_id = ${deliveryServiceId}
        and t.slot_date between ${fromDate}::date and ${toDate}::date
      order by t.slot_date, t.begin_time`.execute(this.db);
    return result.rows.map(toSlot);
  }

  async byId(
    timeslotId: number,
    executor: Executor = this.db,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord | undefined> {
    const result = await sql<SlotRow>`select ${columnsFor(zoneId)} from timeslot t
      where t.timeslot_id = ${timeslotId}`.execute(executor);
    const row = result.rows[0];
    return row ? toSlot(row) : undefined;
  }

  // ---- holds ----

  async holdOf(executor: Executor, cartId: number): Promise<HoldRecord | undefined> {
    const row = await executor
      .selectFrom('timeslot_hold')
      .select(['cart_id', 'timeslot_id', 'expires_at', 'zone_id'])
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    return row
      ? { cartId: row.cart_id, timeslotId: row.timeslot_id, expiresAt: row.expires_at, zoneId: row.zone_id }
      : undefined;
  }

  /**
   * Takes one place: succeeds only while booked < capacity, the slot is active
   * and its cutoff is in the future, and, for a customer of a home-delivery zone, while the
   * zone's bookings in the slot are below the zone's capacity there (when the store manager set
   * one). Returns the slot, or undefined when refused.
   *
   * For a zone the slot row is locked first (`for update`, in its own statement): the update
   * then reads the zone's count in a snapshot taken after every earlier taker of this slot
   * committed or rolled back (READ COMMITTED takes one per statement), so two customers of a
   * zone can never both take its last place.
   */
  async take(
    executor: Executor,
    timeslotId: number,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord | undefined> {
    if (zoneId !== null)
      await sql`select timeslot_id from timeslot where timeslot_id = ${timeslotId} for update`.execute(
        executor,
      );
    const zoneRoom =
      zoneId === null ? sql`true` : sql`coalesce(${zoneCapacity(zoneId)} > ${zoneBooked(zoneId)}, true)`;
    const result = await sql<SlotRow>`update timeslot t set booked = t.booked + 1
      where t.timeslot_id = ${timeslotId} and t.booked < t.capacity and t.active >= 1 and t.cutoff_at > now()
        and t.closed_at is null and ${zoneRoom}
      returning ${columnsFor(null)}`.execute(executor);
    const row = result.rows[0];
    return row ? toSlot(row) : undefined;
  }

  async insertHold(
    executor: Executor,
    cartId: number,
    timeslotId: number,
    expiresAt: Date,
    zoneId: number | null = null,
  ): Promise<void> {
    await executor
      .insertInto('timeslot_hold')
      .values({ cart_id: cartId, timeslot_id: timeslotId, expires_at: expiresAt, zone_id: zoneId })
      .execute();
  }

  async extendHold(executor: Executor, cartId: number, expiresAt: Date): Promise<void> {
    await executor
      .updateTable('timeslot_hold')
      .set({ expires_at: expiresAt })
      .where('cart_id', '=', cartId)
      .execute();
  }

  /** Deletes the cart's hold and gives its place back. Returns the slot id released. */
  async releaseHold(executor: Executor, cartId: number): Promise<number | undefined> {
    const result = await sql<{ timeslot_id: number }>`with gone as (
        delete from timeslot_hold where cart_id = ${cartId} returning timeslot_id)
      update timeslot t set booked = t.booked - 1 from gone
       where t.timeslot_id = gone.timeslot_id
      returning t.timeslot_id`.execute(executor);
    return result.rows[0]?.timeslot_id;
  }

  /** Deletes the cart's hold without giving the place back (the order consumed it). */
  async consumeHold(executor: Executor, cartId: number): Promise<number | undefined> {
    const row = await executor
      .deleteFrom('timeslot_hold')
      .where('cart_id', '=', cartId)
      .returning('timeslot_id')
      .executeTakeFirst();
    return row?.timeslot_id;
  }

  /** Gives back one place consumed by an order. */
  async releasePlace(executor: Executor, timeslotId: number): Promise<void> {
    await sql`update timeslot set booked = booked - 1 where timeslot_id = ${timeslotId} and booked > 0`.execute(
      executor,
    );
  }

  /**
   * Releases expired holds (all, or of some slots), giving their places back.
   * A hold row is deleted once, so its place is returned once, whoever runs first.
   */
  async releaseExpired(
    executor: Executor,
    scope: { timeslotIds?: number[]; warehouseId?: number; deliveryServiceId?: number } = {},
  ): Promise<number> {
    const filters = [sql`h.expires_at <= now()`];
    if (scope.timeslotIds) filters.push(sql`h.timeslot_id = any(${scope.timeslotIds}::int[])`);
    if (scope.warehouseId !== undefined)
      filters.push(sql`h.timeslot_id in (select timeslot_id from timeslot
        where warehouse_id = ${scope.warehouseId} and delivery_service_id = ${scope.deliveryServiceId ?? 0})`);
    const result = await sql<{ n: number }>`with gone as (
        delete from timeslot_hold h where ${sql.join(filters, sql` and `)} returning h.timeslot_id),
      counts as (select timeslot_id, count(*)::int as n from gone group by timeslot_id),
      upd as (update timeslot t set booked = t.booked - c.n from counts c
               where t.timeslot_id = c.timeslot_id returning c.n)
      select coalesce(sum(n), 0)::int as n from upd`.execute(executor);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** (warehouse, service) pairs that offer slots. */
  async slotOwners(): Promise<{ warehouseId: number; deliveryServiceId: number }[]> {
    const rows = await this.db
      .selectFrom('warehouse_service')
      .select(['warehouse_id', 'delivery_service_id'])
      .execute();
    return rows.map((r) => ({ warehouseId: r.warehouse_id, deliveryServiceId: r.delivery_service_id }));
  }
}
