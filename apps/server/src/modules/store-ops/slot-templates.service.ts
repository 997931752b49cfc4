// Weekly slot templates (issue 26, ADR 0061): the store manager lists, edits, adds and removes the
// windows each weekday offers (times, cutoff, capacity) for a warehouse and service. A change
// applies at once to the slots already generated for the coming days, and to those generated
// later. It never drops a booking: a slot holding more than the new capacity keeps exactly its
// bookings (full), and a slot whose window leaves the template stays for the orders it holds
// (closed to new ones); the answer names those slots with their count. A window of a home-delivery
// service may limit each zone's orders (ADR 0069), under the same rule.
import type { SlotTemplates } from '@sporta/contracts';
import { checkWindow, templateCapacityFor, WEEKDAY_NAMES_IT } from '@sporta/domain/slot-planning';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { StaffRecord } from '../backoffice';
import type { SlotPlanningRepository } from './slot-planning.repository';
import { planningMessages } from './slot-planning.service';
import type {
  FutureSlot,
  SlotTemplateRepository,
  TemplateRow,
  TemplateWindow,
} from './slot-templates.repository';

const italianDate = (iso: string) => iso.split('-').reverse().join('/');
const dayName = (weekday: number) => WEEKDAY_NAMES_IT[weekday - 1] ?? '';

export const templateMessages = {
  unknown: 'La fascia del modello indicata non esiste.',
  startTaken: (weekday: number, begin: string) =>
    `Il ${dayName(weekday)} ha già una fascia che inizia alle ${begin}.`,
  saved: (weekday: number, begin: string) =>
    `Fascia del ${dayName(weekday)} delle ${begin} salvata: vale da subito per i prossimi giorni.`,
  added: (weekday: number, begin: string) =>
    `Fascia del ${dayName(weekday)} delle ${begin} aggiunta: i clienti la vedono da subito.`,
  removed: (weekday: number, begin: string) =>
    `Fascia del ${dayName(weekday)} delle ${begin} tolta dal modello.`,
  zoneSet: (weekday: number, begin: string, zone: string, capacity: number) =>
    `Fascia del ${dayName(weekday)} delle ${begin}: la zona ${zone} prende al massimo ${capacity === 1 ? '1 ordine' : `${capacity} ordini`}, da subito per i prossimi giorni.`,
  zoneCleared: (weekday: number, begin: string, zone: string) =>
    `Fascia del ${dayName(weekday)} delle ${begin}: la zona ${zone} non ha più un limite proprio.`,
  keptZone: (slots: { date: string; beginTime: string; booked: number }[]) =>
    ` ${slots.length === 1 ? 'In una fascia la zona ha' : `In ${slots.length} fasce la zona ha`} già più prenotazioni: ${slots.length === 1 ? 'resta' : 'restano'} al loro numero, senza posti nuovi per la zona: ${slots
      .map(
        (s) =>
          `${italianDate(s.date)} ${s.beginTime} (${s.booked === 1 ? '1 prenotazione' : `${s.booked} prenotazioni`})`,
      )
      .join(', ')}.`,
  kept: (slots: { date: string; beginTime: string; booked: number }[]) =>
    ` ${slots.length === 1 ? 'Una fascia già prenotata resta' : `${slots.length} fasce già prenotate restano`} com'era per le sue prenotazioni, senza posti nuovi: ${slots
      .map(
        (s) =>
          `${italianDate(s.date)} ${s.beginTime} (${s.booked === 1 ? '1 prenotazione' : `${s.booked} prenotazioni`})`,
      )
      .join(', ')}.`,
};

type Kept = { date: string; beginTime: string; booked: number };

export interface TemplateOutcome {
  message: string;
  keptSlots: Kept[];
}

export class SlotTemplateService {
  constructor(
    private readonly db: Database,
    private readonly repo: SlotTemplateRepository,
    private readonly planning: SlotPlanningRepository,
    private readonly delivery: {
      ensureSlots(warehouseId: number, deliveryServiceId: number): Promise<void>;
      regenerateSlots(warehouseId: number, deliveryServiceId: number): Promise<void>;
    },
    private readonly options: { slotDays: number },
  ) {}

  /** The pair must be one the staff member plans and a service with slots at the warehouse. */
  private async mayPlan(staff: StaffRecord, warehouseId: number, deliveryServiceId: number) {
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(warehouseId))
      throw AppError.forbidden(planningMessages.notYours, 'error.store_ops.not_your_warehouse');
    const warehouses = await this.planning.warehouses(staff.warehouseIds);
    const services = warehouses.find((w) => w.warehouseId === warehouseId)?.services ?? [];
    if (!services.some((s) => s.deliveryServiceId === deliveryServiceId))
      throw AppError.business('error.store_ops.no_slots', planningMessages.noSlots);
    return warehouses;
  }

  private static checkWindow(w: TemplateWindow): void {
    const window = checkWindow(w.beginTime, w.endTime);
    if (window !== 'ok')
      throw AppError.validation(
        'error.validation',
        {
          invalid: planningMessages.windowInvalid,
          order: planningMessages.windowOrder,
          short: planningMessages.windowShort,
        }[window],
      );
  }

  async list(
    staff: StaffRecord,
    choice: { warehouseId: number; deliveryServiceId: number } | null,
  ): Promise<SlotTemplates> {
    const first = (await this.planning.warehouses(staff.warehouseIds))[0];
    const pick = choice ?? {
      warehouseId: first?.warehouseId ?? 0,
      deliveryServiceId: first?.services[0]?.deliveryServiceId ?? 0,
    };
    const warehouses = await this.mayPlan(staff, pick.warehouseId, pick.deliveryServiceId);
    // the first time, the pair's templates are the code calendar's (copied in by the generation)
    await this.delivery.ensureSlots(pick.warehouseId, pick.deliveryServiceId);
    const rows = await this.repo.list(pick.warehouseId, pick.deliveryServiceId);
    const zones = await this.planning.zones(pick.warehouseId, pick.deliveryServiceId);
    const zoneCapacities = await this.repo.zoneCapacities(rows.map((r) => r.templateId));
    return {
      warehouses,
      warehouseId: pick.warehouseId,
      deliveryServiceId: pick.deliveryServiceId,
      horizonDays: this.options.slotDays,
      templates: rows.map((r) => ({
        templateId: r.templateId,
        weekday: r.weekday,
        beginTime: r.beginTime,
        endTime: r.endTime,
        cutoffMinutes: r.cutoffMinutes,
        capacity: r.capacity,
        zones: zoneCapacities.get(r.templateId) ?? [],
      })),
      zones,
    };
  }

  async add(
    staff: StaffRecord,
    input: { warehouseId: number; deliveryServiceId: number; weekday: number } & TemplateWindow,
  ): Promise<TemplateOutcome> {
    await this.mayPlan(staff, input.warehouseId, input.deliveryServiceId);
    SlotTemplateService.checkWindow(input);
    await this.delivery.ensureSlots(input.warehouseId, input.deliveryServiceId);
    await this.db.transaction().execute(async (trx) => {
      if (await this.repo.startTaken(trx, input, null))
        throw AppError.business(
          'error.store_ops.template_exists',
          templateMessages.startTaken(input.weekday, input.beginTime),
        );
      await this.repo.insert(trx, input, input, staff.staffUserId);
    });
    await this.delivery.regenerateSlots(input.warehouseId, input.deliveryServiceId);
    return { message: templateMessages.added(input.weekday, input.beginTime), keptSlots: [] };
  }

  async update(staff: StaffRecord, templateId: number, w: TemplateWindow): Promise<TemplateOutcome> {
    SlotTemplateService.checkWindow(w);
    const { template, kept } = await this.db.transaction().execute(async (trx) => {
      const template = await this.locked(trx, staff, templateId);
      const slots = await this.repo.lockFutureSlots(trx, template);
      const kept: Kept[] = [];
      if (template.beginTime === w.beginTime && template.endTime === w.endTime) {
        // the same window: its slots of the coming days take the new capacity and cutoff
        for (const s of slots) {
          const next = templateCapacityFor(s.booked, w.capacity);
          if (next.kept) kept.push({ date: s.date, beginTime: s.beginTime, booked: s.booked });
          await this.repo.applyToSlot(trx, s.timeslotId, next.capacity, w.cutoffMinutes);
        }
      } else {
        if (
          w.beginTime !== template.beginTime &&
          (await this.repo.startTaken(trx, { ...template, beginTime: w.beginTime }, templateId))
        )
          throw AppError.business(
            'error.store_ops.template_exists',
            templateMessages.startTaken(template.weekday, w.beginTime),
          );
        // another window: the old one's slots retire (those with bookings stay for them)
        kept.push(...(await this.retire(trx, slots)));
      }
      await this.repo.update(trx, templateId, w, staff.staffUserId);
      return { template, kept };
    });
    await this.delivery.regenerateSlots(template.warehouseId, template.deliveryServiceId);
    return {
      message:
        templateMessages.saved(template.weekday, w.beginTime) +
        (kept.length ? templateMessages.kept(kept) : ''),
      keptSlots: kept,
    };
  }

  /**
   * A zone's capacity in a template window (null: no limit of its own). The window's slots of the
   * coming days follow at once, as for the window's capacity: a slot where the zone already holds
   * more keeps exactly its zone's bookings (and is named in the answer); later slots are generated
   * with it.
   */
  async setZoneCapacity(
    staff: StaffRecord,
    input: { templateId: number; zoneId: number; capacity: number | null },
  ): Promise<TemplateOutcome> {
    const { template, zone, kept } = await this.db.transaction().execute(async (trx) => {
      const template = await this.locked(trx, staff, input.templateId);
      const zone = (await this.planning.zones(template.warehouseId, template.deliveryServiceId, trx)).find(
        (z) => z.zoneId === input.zoneId,
      );
      if (!zone) throw AppError.business('error.store_ops.zone_unknown', planningMessages.zoneUnknown);
      const slots = await this.repo.lockFutureSlots(trx, template);
      const loads = await this.planning.slotZones(
        slots.map((s) => s.timeslotId),
        [input.zoneId],
        trx,
      );
      const kept: Kept[] = [];
      for (const s of slots) {
        let capacity = input.capacity;
        if (capacity !== null) {
          const booked = loads.get(s.timeslotId)?.[0]?.booked ?? 0;
          const next = templateCapacityFor(booked, capacity);
          if (next.kept) kept.push({ date: s.date, beginTime: s.beginTime, booked });
          capacity = next.capacity;
        }
        await this.planning.setZoneCapacity(trx, s.timeslotId, input.zoneId, capacity);
      }
      await this.repo.setZoneCapacity(trx, input.templateId, input.zoneId, input.capacity);
      return { template, zone, kept };
    });
    const head =
      input.capacity === null
        ? templateMessages.zoneCleared(template.weekday, template.beginTime, zone.name)
        : templateMessages.zoneSet(template.weekday, template.beginTime, zone.name, input.capacity);
    return { message: head + (kept.length ? templateMessages.keptZone(kept) : ''), keptSlots: kept };
  }

  async remove(staff: StaffRecord, templateId: number): Promise<TemplateOutcome> {
    const { template, kept } = await this.db.transaction().execute(async (trx) => {
      const template = await this.locked(trx, staff, templateId);
      const kept = await this.retire(trx, await this.repo.lockFutureSlots(trx, template));
      await this.repo.remove(trx, templateId);
      return { template, kept };
    });
    return {
      message:
        templateMessages.removed(template.weekday, template.beginTime) +
        (kept.length ? templateMessages.kept(kept) : ''),
      keptSlots: kept,
    };
  }

  private async locked(
    trx: Parameters<SlotTemplateRepository['lock']>[0],
    staff: StaffRecord,
    templateId: number,
  ) {
    const template: TemplateRow | undefined = await this.repo.lock(trx, templateId);
    if (!template) throw AppError.notFound(templateMessages.unknown, 'error.store_ops.template_unknown');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(template.warehouseId))
      throw AppError.forbidden(planningMessages.notYours, 'error.store_ops.not_your_warehouse');
    return template;
  }

  private async retire(
    trx: Parameters<SlotTemplateRepository['lock']>[0],
    slots: FutureSlot[],
  ): Promise<Kept[]> {
    const kept: Kept[] = [];
    for (const s of slots) {
      await this.repo.retireSlot(trx, s);
      if (s.booked > 0) kept.push({ date: s.date, beginTime: s.beginTime, booked: s.booked });
    }
    return kept;
  }
}
