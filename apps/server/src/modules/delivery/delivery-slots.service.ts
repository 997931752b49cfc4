// Time slots of the delivery module: the slot calendars, the legend's days and the
// slot holds taken for a cart (run inside the caller's transaction). Reached through
// DeliveryService, which delegates here.
import type { TimeslotDay } from '@sporta/contracts';
import { isoWeekdayOf, SHOP_AT_WORK_MESSAGES, slotLegendStatus } from '@sporta/domain';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ServiceRecord, ZoneRecord } from './delivery.repository';
import { messages, type SlotView } from './delivery.messages';
import { refusalOf, templateCalendar, zoneView } from '@sporta/domain/slot-planning';
import { dayAfter } from '@sporta/domain';
import { defaultWeekTemplates, slotHorizon, todayInRome } from './timeslot-templates';
import type { Executor, TimeslotRecord, TimeslotRepository } from './timeslot.repository';

export class DeliverySlots {
  private readonly generated = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly slots: TimeslotRepository,
    private readonly options: { holdMinutes: number; slotDays: number },
    private readonly deps: {
      service: (deliveryServiceId: number) => Promise<ServiceRecord | undefined>;
      network: () => Promise<{ services: ServiceRecord[]; zones: ZoneRecord[] }>;
    },
  ) {}

  // ---- time slots ----

  /**
   * Generates the slots of a warehouse and service up to SLOT_DAYS ahead from its weekly templates
   * (idempotent; ADR 0061). Once a day per node, unless `force` (a template was just changed).
   */
  async ensureSlots(warehouseId: number, deliveryServiceId: number, force = false): Promise<void> {
    const today = todayInRome();
    const key = `${warehouseId}:${deliveryServiceId}`;
    if (!force && this.generated.get(key) === today) return;
    const service = await this.deps.service(deliveryServiceId);
    if (!service) return;
    const templates = await this.slots.weekTemplates(
      warehouseId,
      deliveryServiceId,
      defaultWeekTemplates(service),
    );
    await this.slots.generate(
      warehouseId,
      deliveryServiceId,
      templateCalendar(templates, today, slotHorizon(service, this.options.slotDays)),
      service.feePromoText,
    );
    this.generated.set(key, today);
  }

  /** Generates the calendars of every warehouse and service (start-up and sweeper). */
  async ensureAllSlots(): Promise<void> {
    const { zones, services } = await this.deps.network();
    const owners = await this.slots.slotOwners();
    for (const z of zones)
      for (const s of services.filter((x) => x.storeId === z.storeId && x.kind === 'home'))
        owners.push({ warehouseId: z.warehouseId, deliveryServiceId: s.deliveryServiceId });
    for (const o of owners) await this.ensureSlots(o.warehouseId, o.deliveryServiceId);
  }

  /** Days of slots for the legend (spec 001 §2 time-slot selector). */
  async timeslotDays(
    warehouseId: number,
    deliveryServiceId: number,
    selectedTimeslotId: number | null,
    options: { showClosed?: boolean; weekdays?: readonly number[] | null; zoneId?: number | null } = {},
  ): Promise<TimeslotDay[]> {
    await this.ensureSlots(warehouseId, deliveryServiceId);
    await this.slots.releaseExpired(this.db, { warehouseId, deliveryServiceId });
    const today = todayInRome();
    const rows = await this.slots.list(
      warehouseId,
      deliveryServiceId,
      today,
      dayAfter(today, this.options.slotDays - 1),
      options.zoneId ?? null,
    );
    const now = new Date();
    const days = new Map<string, TimeslotDay>();
    for (const r of rows) {
      // A day the store closed is not shown at all (slot planning, issue 26).
      if (r.closed && r.timeslotId !== selectedTimeslotId) continue;
      // A shop-at-work address is delivered on the company's agreed weekdays only.
      if (options.weekdays && !options.weekdays.includes(isoWeekdayOf(r.date))) continue;
      const open = r.cutoffAt.getTime() > now.getTime();
      if (!open && !options.showClosed && r.timeslotId !== selectedTimeslotId) continue;
      const selected = r.timeslotId === selectedTimeslotId;
      // A customer of a zone sees the slot through the tighter of its limits (ADR 0069).
      const seen = zoneView(r);
      const active = open && !r.closed && r.active >= 1 && (seen.available > 0 || selected) ? 1 : 0;
      const day = days.get(r.date) ?? { dateIso: r.date, selected: false, timeslots: [] };
      day.timeslots.push({
        timeslotId: r.timeslotId,
        date: r.date,
        beginTime: r.beginTime,
        endTime: r.endTime,
        name: `${r.beginTime} - ${r.endTime}`,
        cutoffDate: r.cutoffDate,
        cutoffTime: r.cutoffTime,
        cutoffAt: r.cutoffAt.toISOString(),
        active,
        status: slotLegendStatus({ capacity: seen.capacity, booked: seen.booked, selected, active }),
        selected,
        capacity: seen.capacity,
        available: seen.available,
        deliveryFee: { promoShortDescr: r.feePromoText },
      });
      if (selected) day.selected = true;
      days.set(r.date, day);
    }
    return [...days.values()];
  }

  slotView(r: TimeslotRecord): SlotView {
    return {
      timeslotId: r.timeslotId,
      date: r.date,
      beginTime: r.beginTime,
      endTime: r.endTime,
      name: `${r.beginTime} - ${r.endTime}`,
      cutoffDate: r.cutoffDate,
      cutoffTime: r.cutoffTime,
      cutoffAt: r.cutoffAt,
    };
  }

  async slot(timeslotId: number, executor?: Executor): Promise<TimeslotRecord | undefined> {
    return this.slots.byId(timeslotId, executor);
  }

  // ---- holds (run inside the caller's transaction) ----

  /**
   * Holds one place of `timeslotId` for the cart, releasing the cart's previous
   * hold. Must run inside the transaction that locked the cart row. Refuses with
   * the Italian 'slot full' or 'no longer bookable' message.
   */
  async holdSlot(
    trx: Executor,
    cartId: number,
    timeslotId: number,
    owner: {
      warehouseId: number;
      deliveryServiceId: number;
      weekdays?: readonly number[] | null;
      /** The cart's home-delivery zone: its share of the slot is limited too (ADR 0069). */
      zoneId?: number | null;
    },
  ): Promise<{ slot: TimeslotRecord; expiresAt: Date }> {
    const zoneId = owner.zoneId ?? null;
    const slot = await this.slots.byId(timeslotId, trx);
    if (!slot || slot.warehouseId !== owner.warehouseId || slot.deliveryServiceId !== owner.deliveryServiceId)
      throw AppError.business('error.timeslot.not_found', messages.slotUnknown);
    if (owner.weekdays && !owner.weekdays.includes(isoWeekdayOf(slot.date)))
      throw AppError.business(
        'error.timeslot.not_agreed_day',
        SHOP_AT_WORK_MESSAGES.dayNotAgreed(owner.weekdays),
      );
    if (slot.closed || slot.cutoffAt.getTime() <= Date.now())
      throw AppError.business('error.timeslot.closed', messages.slotClosed(slot));
    const expiresAt = new Date(Date.now() + this.options.holdMinutes * 60_000);
    const current = await this.slots.holdOf(trx, cartId);
    if (current && current.timeslotId === timeslotId && current.zoneId === zoneId) {
      await this.slots.extendHold(trx, cartId, expiresAt);
      return { slot, expiresAt };
    }
    // Touch slot rows in id order so two carts swapping slots cannot deadlock. The same slot
    // for another zone (the cart's address moved to another zone of the hub) is taken again.
    const releaseFirst = current !== undefined && current.timeslotId <= timeslotId;
    if (releaseFirst) await this.slots.releaseHold(trx, cartId);
    await this.slots.releaseExpired(trx, { timeslotIds: [timeslotId] });
    const taken = await this.slots.take(trx, timeslotId, zoneId);
    if (!taken) await this.refuse(trx, slot, zoneId);
    if (current && !releaseFirst) await this.slots.releaseHold(trx, cartId);
    await this.slots.insertHold(trx, cartId, timeslotId, expiresAt, zoneId);
    return { slot: taken!, expiresAt };
  }

  /** Why a place was not taken, as the Italian refusal: past its cutoff, full, or full for the zone. */
  private async refuse(trx: Executor, slot: TimeslotRecord, zoneId: number | null): Promise<never> {
    const now = await this.slots.byId(slot.timeslotId, trx, zoneId);
    if (now && (now.closed || now.cutoffAt.getTime() <= Date.now()))
      throw AppError.business('error.timeslot.closed', messages.slotClosed(slot));
    if (now && refusalOf(now) === 'zone_full')
      throw AppError.business('error.cart.slot_zone_full', messages.slotZoneFull(slot));
    throw AppError.business('error.cart.slot_full', messages.slotFull(slot));
  }

  async holdOf(executor: Executor, cartId: number) {
    return this.slots.holdOf(executor, cartId);
  }

  async releaseHold(executor: Executor, cartId: number): Promise<void> {
    await this.slots.releaseHold(executor, cartId);
  }

  /**
   * The order was bought: the place stays booked, the hold row goes. Returns the
   * slot id of the hold consumed, or undefined when there was none (expired and
   * swept meanwhile): the order must then not be placed.
   */
  async consumeHold(executor: Executor, cartId: number): Promise<number | undefined> {
    return this.slots.consumeHold(executor, cartId);
  }

  /** A placed order is cancelled (or moved): gives its consumed place back, once. */
  async releaseOrderPlace(executor: Executor, timeslotId: number): Promise<void> {
    await this.slots.releasePlace(executor, timeslotId);
  }

  /**
   * A placed order moves to another slot: takes one place of `timeslotId` (refused
   * with the slot-full or closed message), without any cart hold.
   */
  async takeOrderPlace(
    executor: Executor,
    timeslotId: number,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord> {
    const slot = await this.slots.byId(timeslotId, executor);
    if (!slot) throw AppError.business('error.timeslot.not_found', messages.slotUnknown);
    if (slot.closed || slot.cutoffAt.getTime() <= Date.now())
      throw AppError.business('error.timeslot.closed', messages.slotClosed(slot));
    await this.slots.releaseExpired(executor, { timeslotIds: [timeslotId] });
    const taken = await this.slots.take(executor, timeslotId, zoneId);
    return taken ?? this.refuse(executor, slot, zoneId);
  }

  /** Slots of a warehouse and service on one day (order date changes). */
  async slotsOn(
    warehouseId: number,
    deliveryServiceId: number,
    date: string,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord[]> {
    await this.ensureSlots(warehouseId, deliveryServiceId);
    return this.slots.list(warehouseId, deliveryServiceId, date, date, zoneId);
  }

  /** Sweeper: gives back the places of expired holds and tops the calendars up. */
  async sweep(): Promise<number> {
    const released = await this.slots.releaseExpired(this.db);
    await this.ensureAllSlots();
    return released;
  }
}
