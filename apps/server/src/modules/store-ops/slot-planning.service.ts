// Slot planning (issue 26): the store manager sees a week of a warehouse's slots for a service
// (orders, live cart holds, free places), changes a slot's capacity, closes a day (a holiday) and
// adds an extra slot. A change never drops a booking: a capacity below the slot's bookings, or
// closing a day that has bookings, is refused with their number. A home-delivery slot may also
// limit each zone's orders (ADR 0069): the same rule holds for a zone's capacity.
import type { SlotPlan } from '@sporta/contracts';
import {
  checkCapacity,
  checkClosing,
  checkZoneCapacity,
  checkWindow,
  mondayOf,
  slotLoad,
  weekDates,
} from '@sporta/domain/slot-planning';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { romeDate } from '@sporta/domain';
import type { StaffRecord } from '../backoffice';
import type { SlotPlanningRepository } from './slot-planning.repository';

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n} ${one}` : `${n} ${many}`);

export const planningMessages = {
  notYours: 'Questo punto vendita non è tra quelli che gestisci.',
  noSlots: 'Questo servizio non ha fasce orarie in questo punto vendita.',
  slotUnknown: 'La fascia oraria indicata non esiste.',
  capacityBelowBookings: (booked: number) =>
    `La fascia ha già ${plural(booked, 'prenotazione', 'prenotazioni')}: la capacità non può scendere sotto ${booked}.`,
  dayHasBookings: (booked: number, date: string) =>
    `Il ${italianDate(date)} ha già ${plural(booked, 'prenotazione', 'prenotazioni')}: sposta prima quegli ordini, poi chiudi il giorno.`,
  pastDay: 'Non si può cambiare un giorno già passato.',
  windowInvalid: 'Gli orari devono essere nel formato HH:MM.',
  windowOrder: "L'orario di fine deve essere dopo quello di inizio.",
  windowShort: 'Una fascia dura almeno 30 minuti.',
  extraExists: (begin: string) => `Esiste già una fascia che inizia alle ${begin} in quel giorno.`,
  extraOnClosedDay: (date: string) => `Il ${italianDate(date)} è chiuso: riaprilo prima di aggiungere fasce.`,
  closed: (date: string) => `Giorno ${italianDate(date)} chiuso: i clienti non lo vedono più.`,
  reopened: (date: string) => `Giorno ${italianDate(date)} riaperto.`,
  notClosed: (date: string) => `Il ${italianDate(date)} non era chiuso.`,
  capacitySet: (capacity: number) => `Capacità aggiornata a ${plural(capacity, 'ordine', 'ordini')}.`,
  extraAdded: 'Fascia aggiunta: i clienti la vedono da subito.',
  zoneUnknown: 'Questa zona non è servita da questa fascia.',
  zoneBelowBookings: (booked: number, zone: string) =>
    `La fascia ha già ${plural(booked, 'prenotazione', 'prenotazioni')} per la zona ${zone}: la capacità della zona non può scendere sotto ${booked}.`,
  zoneCapacitySet: (zone: string, capacity: number) =>
    `Zona ${zone}: al massimo ${plural(capacity, 'ordine', 'ordini')} in questa fascia.`,
  zoneCapacityCleared: (zone: string) =>
    `Zona ${zone}: nessun limite proprio, vale la capacità della fascia.`,
};

function italianDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export class SlotPlanningService {
  constructor(
    private readonly db: Database,
    private readonly repo: SlotPlanningRepository,
    private readonly slots: { ensureSlots(warehouseId: number, deliveryServiceId: number): Promise<void> },
  ) {}

  private mayPlan(staff: StaffRecord, warehouseId: number): void {
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(warehouseId))
      throw AppError.forbidden(planningMessages.notYours, 'error.store_ops.not_your_warehouse');
  }

  private notPast(date: string): void {
    if (date < romeDate(new Date()))
      throw AppError.business('error.store_ops.past_day', planningMessages.pastDay);
  }

  async plan(
    staff: StaffRecord,
    input: { warehouseId: number; deliveryServiceId: number; week?: string },
  ): Promise<SlotPlan> {
    this.mayPlan(staff, input.warehouseId);
    const warehouses = await this.repo.warehouses(staff.warehouseIds);
    const services = warehouses.find((w) => w.warehouseId === input.warehouseId)?.services ?? [];
    if (!services.some((s) => s.deliveryServiceId === input.deliveryServiceId))
      throw AppError.business('error.store_ops.no_slots', planningMessages.noSlots);
    await this.slots.ensureSlots(input.warehouseId, input.deliveryServiceId);
    const monday = mondayOf(input.week ?? romeDate(new Date()));
    const week = weekDates(monday);
    const from = week[0] as string;
    const to = week[6] as string;
    const rows = await this.repo.slots(input.warehouseId, input.deliveryServiceId, from, to);
    const zones = await this.repo.zones(input.warehouseId, input.deliveryServiceId);
    const slotZones = await this.repo.slotZones(
      rows.map((r) => r.timeslotId),
      zones.map((z) => z.zoneId),
    );
    const closedDays = (await this.repo.closedDays(input.warehouseId, from, to)).filter(
      (d) => d.deliveryServiceId === null || d.deliveryServiceId === input.deliveryServiceId,
    );
    const shift = (days: number) => {
      const d = new Date(`${monday}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    return {
      warehouses,
      warehouseId: input.warehouseId,
      deliveryServiceId: input.deliveryServiceId,
      week,
      previousWeek: shift(-7),
      nextWeek: shift(7),
      slots: rows.map((r) => ({
        timeslotId: r.timeslotId,
        date: r.date,
        beginTime: r.beginTime,
        endTime: r.endTime,
        cutoffAt: r.cutoffAt.toISOString(),
        capacity: r.capacity,
        ...slotLoad(r),
        closed: r.closed,
        extra: r.extra,
        zones: slotZones.get(r.timeslotId) ?? [],
      })),
      zones,
      closedDays,
    };
  }

  /** The first warehouse and service the staff member may plan (the planner's default). */
  async firstChoice(staff: StaffRecord): Promise<{ warehouseId: number; deliveryServiceId: number } | null> {
    const first = (await this.repo.warehouses(staff.warehouseIds))[0];
    const service = first?.services[0];
    return first && service
      ? { warehouseId: first.warehouseId, deliveryServiceId: service.deliveryServiceId }
      : null;
  }

  async setCapacity(staff: StaffRecord, timeslotId: number, capacity: number): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const slot = await this.repo.lockSlot(trx, timeslotId);
      if (!slot) throw AppError.notFound(planningMessages.slotUnknown, 'error.store_ops.slot_unknown');
      this.mayPlan(staff, slot.warehouse_id);
      const check = checkCapacity(slot.booked, capacity);
      if (!check.ok)
        throw AppError.business(
          'error.store_ops.below_bookings',
          planningMessages.capacityBelowBookings(check.booked),
          {
            data: { booked: check.booked },
          },
        );
      await this.repo.setCapacity(trx, timeslotId, capacity);
      return planningMessages.capacitySet(capacity);
    });
  }

  /**
   * A zone's capacity in one slot (null: no limit of its own). Under the slot's row lock, after
   * its expired holds are given back: refused below the zone's bookings there, with the count.
   */
  async setZoneCapacity(
    staff: StaffRecord,
    input: { timeslotId: number; zoneId: number; capacity: number | null },
  ): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const slot = await this.repo.lockSlot(trx, input.timeslotId);
      if (!slot) throw AppError.notFound(planningMessages.slotUnknown, 'error.store_ops.slot_unknown');
      this.mayPlan(staff, slot.warehouse_id);
      const zone = (await this.repo.zones(slot.warehouse_id, slot.delivery_service_id, trx)).find(
        (z) => z.zoneId === input.zoneId,
      );
      if (!zone) throw AppError.business('error.store_ops.zone_unknown', planningMessages.zoneUnknown);
      if (input.capacity !== null) {
        const booked =
          (await this.repo.slotZones([input.timeslotId], [input.zoneId], trx)).get(input.timeslotId)?.[0]
            ?.booked ?? 0;
        const check = checkZoneCapacity(booked, input.capacity);
        if (!check.ok)
          throw AppError.business(
            'error.store_ops.zone_below_bookings',
            planningMessages.zoneBelowBookings(check.booked, zone.name),
            { data: { booked: check.booked } },
          );
      }
      await this.repo.setZoneCapacity(trx, input.timeslotId, input.zoneId, input.capacity);
      return input.capacity === null
        ? planningMessages.zoneCapacityCleared(zone.name)
        : planningMessages.zoneCapacitySet(zone.name, input.capacity);
    });
  }

  async closeDay(
    staff: StaffRecord,
    input: { warehouseId: number; deliveryServiceId: number | null; date: string; note: string },
  ): Promise<string> {
    this.mayPlan(staff, input.warehouseId);
    this.notPast(input.date);
    return this.db.transaction().execute(async (trx) => {
      const day = await this.repo.lockDay(trx, input.warehouseId, input.deliveryServiceId, input.date);
      const check = checkClosing(day.map((s) => s.booked));
      if (!check.ok)
        throw AppError.business(
          'error.store_ops.day_has_bookings',
          planningMessages.dayHasBookings(check.booked, input.date),
          {
            data: { booked: check.booked },
          },
        );
      await this.repo.closeDay(
        trx,
        { ...input, staffUserId: staff.staffUserId },
        day.map((s) => s.timeslotId),
      );
      return planningMessages.closed(input.date);
    });
  }

  async reopenDay(
    staff: StaffRecord,
    input: { warehouseId: number; deliveryServiceId: number | null; date: string },
  ): Promise<string> {
    this.mayPlan(staff, input.warehouseId);
    this.notPast(input.date);
    return this.db.transaction().execute(async (trx) => {
      const removed = await this.repo.reopenDay(trx, input.warehouseId, input.deliveryServiceId, input.date);
      if (removed === 0)
        throw AppError.business('error.store_ops.not_closed', planningMessages.notClosed(input.date));
      return planningMessages.reopened(input.date);
    });
  }

  async addExtraSlot(
    staff: StaffRecord,
    input: {
      warehouseId: number;
      deliveryServiceId: number;
      date: string;
      beginTime: string;
      endTime: string;
      capacity: number;
      cutoffMinutes: number;
    },
  ): Promise<string> {
    this.mayPlan(staff, input.warehouseId);
    this.notPast(input.date);
    const window = checkWindow(input.beginTime, input.endTime);
    if (window !== 'ok') {
      const text = {
        invalid: planningMessages.windowInvalid,
        order: planningMessages.windowOrder,
        short: planningMessages.windowShort,
      }[window];
      throw AppError.validation('error.validation', text);
    }
    const services = (await this.repo.warehouses(staff.warehouseIds)).find(
      (w) => w.warehouseId === input.warehouseId,
    )?.services;
    if (!services?.some((s) => s.deliveryServiceId === input.deliveryServiceId))
      throw AppError.business('error.store_ops.no_slots', planningMessages.noSlots);
    return this.db.transaction().execute(async (trx) => {
      if (await this.repo.isDayClosed(trx, input.warehouseId, input.deliveryServiceId, input.date))
        throw AppError.business('error.store_ops.day_closed', planningMessages.extraOnClosedDay(input.date));
      const id = await this.repo.addExtra(trx, { ...input, staffUserId: staff.staffUserId });
      if (id === undefined)
        throw AppError.business('error.store_ops.slot_exists', planningMessages.extraExists(input.beginTime));
      return planningMessages.extraAdded;
    });
  }
}
