// Store operations calls (issue 26): the store manager's slot planning. Staff only.
import { z } from 'zod';

const id = (what: string) =>
  z.coerce
    .number({ message: `indica ${what}` })
    .int({ message: `${what}: numero non valido` })
    .positive({ message: `indica ${what}` })
    .max(2_147_483_647, { message: `${what}: numero non valido` });

const isoDate = z
  .string({ message: 'indica la data' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'la data deve essere nel formato AAAA-MM-GG' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v),
    {
      message: 'la data non esiste',
    },
  );

const time = z
  .string({ message: "indica l'orario" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "l'orario deve essere nel formato HH:MM" });

export const slotPlanQuerySchema = z.object({
  /** Without them: the first warehouse and service the staff member plans. */
  warehouse_id: id('il punto vendita').optional(),
  delivery_service_id: id('il servizio').optional(),
  /** Any day of the week to show (Monday to Sunday); today's week without it. */
  week: isoDate.optional(),
});

export const slotCapacityBodySchema = z.object({
  timeslot_id: id('la fascia'),
  capacity: z.coerce
    .number({ message: 'indica la capacità' })
    .int({ message: 'la capacità deve essere un numero intero' })
    .min(0, { message: 'la capacità non può essere negativa' })
    .max(500, { message: 'la capacità massima è 500 ordini' }),
});

/** A zone's capacity in a slot or template window: a number of orders, or empty for no zone limit. */
const zoneCapacity = z.union([
  z.literal('').transform(() => null),
  z.null(),
  z.coerce
    .number({ message: 'indica la capacità della zona' })
    .int({ message: 'la capacità della zona deve essere un numero intero' })
    .min(0, { message: 'la capacità della zona non può essere negativa' })
    .max(500, { message: 'la capacità massima di una zona è 500 ordini' }),
]);

/** Per-zone capacity of one slot (ADR 0069); empty capacity removes the zone's limit. */
export const slotZoneCapacityBodySchema = z.object({
  timeslot_id: id('la fascia'),
  zone_id: id('la zona'),
  capacity: zoneCapacity,
});

export const closeDayBodySchema = z.object({
  warehouse_id: id('il punto vendita'),
  /** Empty: every service of the warehouse. */
  delivery_service_id: z.union([id('il servizio'), z.literal('').transform(() => undefined)]).optional(),
  date: isoDate,
  note: z.string().trim().max(200, { message: 'nota: massimo 200 caratteri' }).optional(),
});

const slotCapacity = z.coerce
  .number({ message: 'indica la capacità' })
  .int({ message: 'la capacità deve essere un numero intero' })
  .min(1, { message: 'la capacità minima è 1 ordine' })
  .max(500, { message: 'la capacità massima è 500 ordini' });

const cutoffMinutes = z.coerce
  .number({ message: 'indica la chiusura degli ordini' })
  .int({ message: 'la chiusura degli ordini è in minuti interi' })
  .min(0, { message: 'la chiusura degli ordini non può essere negativa' })
  .max(10_080, { message: 'la chiusura degli ordini è al massimo 7 giorni prima' });

export const extraSlotBodySchema = z.object({
  warehouse_id: id('il punto vendita'),
  delivery_service_id: id('il servizio'),
  date: isoDate,
  begin_time: time,
  end_time: time,
  capacity: slotCapacity,
  cutoff_minutes: cutoffMinutes.default(240),
});

export const plannedSlotSchema = z.object({
  timeslotId: z.number(),
  date: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  cutoffAt: z.string(),
  capacity: z.number(),
  orders: z.number(),
  held: z.number(),
  free: z.number(),
  closed: z.boolean(),
  extra: z.boolean(),
  /** Per zone of a home-delivery slot: its capacity (null: only the slot's) and its bookings. */
  zones: z.array(z.object({ zoneId: z.number(), capacity: z.number().nullable(), booked: z.number() })),
});
export type PlannedSlot = z.infer<typeof plannedSlotSchema>;

export const slotPlanSchema = z.object({
  warehouses: z.array(
    z.object({
      warehouseId: z.number(),
      name: z.string(),
      services: z.array(z.object({ deliveryServiceId: z.number(), name: z.string() })),
    }),
  ),
  warehouseId: z.number(),
  deliveryServiceId: z.number(),
  week: z.array(z.string()),
  previousWeek: z.string(),
  nextWeek: z.string(),
  slots: z.array(plannedSlotSchema),
  /** The delivery zones the slots serve (home delivery only; empty otherwise). */
  zones: z.array(z.object({ zoneId: z.number(), name: z.string() })),
  closedDays: z.array(
    z.object({ date: z.string(), deliveryServiceId: z.number().nullable(), note: z.string() }),
  ),
});
export type SlotPlan = z.infer<typeof slotPlanSchema>;

export const planningOutcomeSchema = z.object({ message: z.string() });

// ---- weekly slot templates (ADR 0061) ----

export const slotTemplatesQuerySchema = z.object({
  /** Without them: the first warehouse and service the staff member plans. */
  warehouse_id: id('il punto vendita').optional(),
  delivery_service_id: id('il servizio').optional(),
});

const templateWindow = {
  begin_time: time,
  end_time: time,
  cutoff_minutes: cutoffMinutes,
  capacity: slotCapacity,
};

export const slotTemplateAddBodySchema = z.object({
  warehouse_id: id('il punto vendita'),
  delivery_service_id: id('il servizio'),
  weekday: z.coerce
    .number({ message: 'indica il giorno della settimana' })
    .int({ message: 'giorno della settimana non valido' })
    .min(1, { message: 'giorno della settimana non valido' })
    .max(7, { message: 'giorno della settimana non valido' }),
  ...templateWindow,
});

export const slotTemplateUpdateBodySchema = z.object({
  template_id: id('la fascia del modello'),
  ...templateWindow,
});

export const slotTemplateDeleteBodySchema = z.object({ template_id: id('la fascia del modello') });

/** Per-zone capacity of a template window (ADR 0069); empty capacity removes the zone's limit. */
export const slotTemplateZoneCapacityBodySchema = z.object({
  template_id: id('la fascia del modello'),
  zone_id: id('la zona'),
  capacity: zoneCapacity,
});

export const slotTemplateSchema = z.object({
  templateId: z.number(),
  weekday: z.number().describe('ISO weekday: 1 Monday … 7 Sunday'),
  beginTime: z.string(),
  endTime: z.string(),
  cutoffMinutes: z.number(),
  capacity: z.number(),
  /** The zones with a limit of their own in this window. */
  zones: z.array(z.object({ zoneId: z.number(), capacity: z.number() })),
});
export type SlotTemplate = z.infer<typeof slotTemplateSchema>;

export const slotTemplatesSchema = z.object({
  warehouses: slotPlanSchema.shape.warehouses,
  warehouseId: z.number(),
  deliveryServiceId: z.number(),
  /** How many days ahead the slots are generated from the templates. */
  horizonDays: z.number(),
  templates: z.array(slotTemplateSchema),
  /** The delivery zones the windows serve (home delivery only; empty otherwise). */
  zones: slotPlanSchema.shape.zones,
});
export type SlotTemplates = z.infer<typeof slotTemplatesSchema>;

export const templateOutcomeSchema = z.object({
  message: z.string(),
  /** Slots of the coming days kept at their bookings (more than the new capacity, or a window removed). */
  keptSlots: z.array(z.object({ date: z.string(), beginTime: z.string(), booked: z.number() })),
});

// ---- the order board ----

export const orderBoardQuerySchema = z.object({
  date: isoDate.optional(),
  warehouse_id: id('il punto vendita').optional(),
});

export const orderAdvanceBodySchema = z.object({
  order_id: id("l'ordine"),
  /** Picked grams of the loose lines, by order item id (at picking). */
  weights: z
    .record(
      z.string().regex(/^\d+$/, { message: 'riga non valida' }),
      z.coerce
        .number({ message: 'peso non valido' })
        .int({ message: 'il peso è in grammi interi' })
        .min(1, { message: 'il peso deve essere almeno 1 g' })
        .max(100_000, { message: 'il peso massimo è 100 kg' }),
    )
    .optional(),
});

export const boardOrderSchema = z.object({
  orderId: z.number(),
  customer: z.string(),
  orderStatusId: z.number(),
  statusDescr: z.string(),
  lines: z.number(),
  grossTotalCents: z.number(),
  finalGrossTotalCents: z.number().nullable(),
  acceptAlternatives: z.boolean(),
  next: z.object({ orderStatusId: z.number(), statusDescr: z.string() }).nullable(),
  /** The way out when it is not collected or not delivered (ready for pick-up, out for delivery). */
  notDelivered: z.object({ orderStatusId: z.number(), statusDescr: z.string() }).nullable(),
  /** At picking: the loose lines to weigh before the order can move on. */
  weighNow: z.array(z.object({ orderItemId: z.number(), name: z.string(), orderedGrams: z.number() })),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const orderBoardSchema = z.object({
  date: z.string(),
  /** Today and tomorrow (Europe/Rome). */
  days: z.array(z.string()),
  warehouses: z.array(z.object({ warehouseId: z.number(), name: z.string() })),
  warehouseId: z.number().nullable(),
  slots: z.array(
    z.object({
      beginTime: z.string(),
      endTime: z.string(),
      deliveryServiceId: z.number(),
      serviceName: z.string(),
      orders: z.array(boardOrderSchema),
    }),
  ),
});
export type OrderBoard = z.infer<typeof orderBoardSchema>;

export const orderAdvanceResultSchema = z.object({
  message: z.string(),
  orderId: z.number(),
  statusDescr: z.string(),
  finalGrossTotalCents: z.number().nullable(),
  preAuthorisedCents: z.number(),
  capturedCents: z.number(),
});

// ---- picking ----

export const pickListQuerySchema = z.object({ order_id: id("l'ordine") });

export const pickOutcomeSchema = z.object({
  outcome: z.enum(['picked', 'substituted', 'missing']),
  quantity: z.number(),
  grams: z.number().nullable(),
  substitute: z.object({ productId: z.number(), name: z.string(), unitCents: z.number() }).nullable(),
  pickedBy: z.string(),
  pickedAt: z.string(),
});
export type PickOutcome = z.infer<typeof pickOutcomeSchema>;

export const pickLineSchema = z.object({
  orderItemId: z.number(),
  productId: z.number(),
  name: z.string(),
  /** The product's photo (a path of the shop's images). */
  image: z.string(),
  loose: z.boolean(),
  /** Pieces of a packaged line (0 for a loose one). */
  quantity: z.number(),
  /** Grams ordered of a loose line (null for a packaged one). */
  orderedGrams: z.number().nullable(),
  /** How to prepare it (taglio, affettatura…), as the customer chose; empty when nothing. */
  options: z.string(),
  /** The EAN-13 a packaged product carries. */
  barcode: z.string(),
  /** The item code the store's scale prints on a loose product's label. */
  itemCode: z.string(),
  acceptAlternatives: z.boolean(),
  /** What was saved for the line (by any picker); null while it is still to take. */
  pick: pickOutcomeSchema.nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  orderId: z.number(),
  customer: z.string(),
  orderStatusId: z.number(),
  statusDescr: z.string(),
  date: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  serviceName: z.string(),
  /** The order's lines by department, in the order the picker walks the store. */
  stops: z.array(z.object({ department: z.string(), lines: z.array(pickLineSchema) })),
});
export type PickList = z.infer<typeof pickListSchema>;

// ---- picking, line by line (ADR 0055) ----

const grams = z.coerce
  .number({ message: 'peso non valido' })
  .int({ message: 'il peso è in grammi interi' })
  .min(1, { message: 'il peso deve essere almeno 1 g' })
  .max(100_000, { message: 'il peso massimo è 100 kg' });

export const pickRecordBodySchema = z.object({
  order_id: id("l'ordine"),
  order_item_id: id('la riga'),
  outcome: z.enum(['picked', 'substituted', 'missing'], {
    message: 'esito non valido: preso, sostituito o mancante',
  }),
  /** Pieces taken (packaged lines and substitutes). */
  quantity: z.coerce
    .number({ message: 'quantità non valida' })
    .int({ message: 'la quantità è un numero intero di pezzi' })
    .min(1, { message: 'la quantità deve essere almeno 1' })
    .max(1000, { message: 'la quantità massima è 1000' })
    .optional(),
  /** Grams weighed (loose lines and loose substitutes). */
  grams: grams.optional(),
  substitute_product_id: id('il prodotto alternativo').optional(),
});

export const pickLineBodySchema = z.object({
  order_id: id("l'ordine"),
  order_item_id: id('la riga'),
});

export const pickRecordResultSchema = z.object({
  message: z.string(),
  orderItemId: z.number(),
  pick: pickOutcomeSchema.nullable(),
});

export const pickCandidatesQuerySchema = pickLineBodySchema;

export const pickCandidatesSchema = z.object({
  orderItemId: z.number(),
  products: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      description: z.string(),
      image: z.string(),
      loose: z.boolean(),
      barcode: z.string(),
      itemCode: z.string(),
      /** List price in the warehouse (per piece, or per kg when loose). */
      unitCents: z.number(),
    }),
  ),
});
export type PickCandidates = z.infer<typeof pickCandidatesSchema>;

export const bagLabelsQuerySchema = z.object({
  order_id: id("l'ordine"),
  bags: z.coerce
    .number({ message: 'indica il numero di sacchetti' })
    .int({ message: 'i sacchetti sono un numero intero' })
    .min(1, { message: 'almeno 1 sacchetto' })
    .max(50, { message: 'al massimo 50 sacchetti' }),
});

export const orderNotDeliveredBodySchema = z.object({ order_id: id("l'ordine") });
