// Store operations calls (issue 26): the store manager's slot planning. Types from packages/contracts.
import type { OrderBoard, PickCandidates, PickList, SlotPlan, SlotTemplates } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../lib/api/client';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

export interface PlanChoice {
  warehouseId?: number;
  deliveryServiceId?: number;
  week?: string;
}

export async function slotPlan(choice: PlanChoice, via: Via = {}): Promise<SlotPlan> {
  return unwrap(
    await apiRequest<SlotPlan>('store-ops/slot-plan', {
      ...via,
      query: {
        warehouse_id: choice.warehouseId,
        delivery_service_id: choice.deliveryServiceId,
        week: choice.week,
      },
      quiet: true,
    }),
  );
}

async function post(path: string, body: Record<string, unknown>): Promise<string> {
  return unwrap(await apiRequest<{ message: string }>(path, { method: 'POST', body, quiet: true })).message;
}

/** The weekly slot templates of a warehouse and service (ADR 0061). */
export async function slotTemplates(
  choice: Pick<PlanChoice, 'warehouseId' | 'deliveryServiceId'>,
  via: Via = {},
): Promise<SlotTemplates> {
  return unwrap(
    await apiRequest<SlotTemplates>('store-ops/slot-templates', {
      ...via,
      query: { warehouse_id: choice.warehouseId, delivery_service_id: choice.deliveryServiceId },
      quiet: true,
    }),
  );
}

export interface TemplateWindow {
  beginTime: string;
  endTime: string;
  cutoffMinutes: number;
  capacity: number;
}

const windowBody = (w: TemplateWindow) => ({
  begin_time: w.beginTime,
  end_time: w.endTime,
  cutoff_minutes: w.cutoffMinutes,
  capacity: w.capacity,
});

export const addSlotTemplate = (
  key: { warehouseId: number; deliveryServiceId: number; weekday: number },
  w: TemplateWindow,
) =>
  post('store-ops/slot-template', {
    warehouse_id: key.warehouseId,
    delivery_service_id: key.deliveryServiceId,
    weekday: key.weekday,
    ...windowBody(w),
  });

export const updateSlotTemplate = (templateId: number, w: TemplateWindow) =>
  post('store-ops/slot-template-update', { template_id: templateId, ...windowBody(w) });

export const deleteSlotTemplate = (templateId: number) =>
  post('store-ops/slot-template-delete', { template_id: templateId });

export const setSlotCapacity = (timeslotId: number, capacity: number) =>
  post('store-ops/slot-capacity', { timeslot_id: timeslotId, capacity });

export const closeDay = (warehouseId: number, date: string, deliveryServiceId: number | null, note: string) =>
  post('store-ops/close-day', {
    warehouse_id: warehouseId,
    date,
    delivery_service_id: deliveryServiceId ?? '',
    note,
  });

export const reopenDay = (warehouseId: number, date: string, deliveryServiceId: number | null) =>
  post('store-ops/reopen-day', {
    warehouse_id: warehouseId,
    date,
    delivery_service_id: deliveryServiceId ?? '',
  });

export const addExtraSlot = (input: {
  warehouseId: number;
  deliveryServiceId: number;
  date: string;
  beginTime: string;
  endTime: string;
  capacity: number;
  cutoffMinutes: number;
}) =>
  post('store-ops/extra-slot', {
    warehouse_id: input.warehouseId,
    delivery_service_id: input.deliveryServiceId,
    date: input.date,
    begin_time: input.beginTime,
    end_time: input.endTime,
    capacity: input.capacity,
    cutoff_minutes: input.cutoffMinutes,
  });

export async function orderBoard(
  choice: { date?: string; warehouseId?: number },
  via: Via = {},
): Promise<OrderBoard> {
  return unwrap(
    await apiRequest<OrderBoard>('store-ops/order-board', {
      ...via,
      query: { date: choice.date, warehouse_id: choice.warehouseId },
      quiet: true,
    }),
  );
}

export async function advanceOrder(orderId: number, weights: Record<number, number>): Promise<string> {
  return (await advanceOrderResult(orderId, weights)).message;
}

/** The step taken, with the final amount and the captured one once the picking is closed. */
export interface AdvanceOutcome {
  message: string;
  statusDescr: string;
  finalGrossTotalCents: number | null;
  preAuthorisedCents: number;
  capturedCents: number;
}

export async function advanceOrderResult(
  orderId: number,
  weights: Record<number, number>,
): Promise<AdvanceOutcome> {
  return unwrap(
    await apiRequest<AdvanceOutcome>('store-ops/order-advance', {
      method: 'POST',
      body: { order_id: orderId, weights },
      quiet: true,
    }),
  );
}

export async function pickList(orderId: number, via: Via = {}): Promise<PickList> {
  return unwrap(
    await apiRequest<PickList>('store-ops/pick-list', { ...via, query: { order_id: orderId }, quiet: true }),
  );
}

/** A line's outcome at picking, saved on the server at once (ADR 0055). */
export interface PickInput {
  outcome: 'picked' | 'substituted' | 'missing';
  quantity?: number;
  grams?: number;
  substituteProductId?: number;
}

export async function recordPick(orderId: number, orderItemId: number, input: PickInput): Promise<string> {
  return unwrap(
    await apiRequest<{ message: string }>('store-ops/pick-line', {
      method: 'POST',
      body: {
        order_id: orderId,
        order_item_id: orderItemId,
        outcome: input.outcome,
        quantity: input.quantity,
        grams: input.grams,
        substitute_product_id: input.substituteProductId,
      },
      quiet: true,
    }),
  ).message;
}

export async function undoPick(orderId: number, orderItemId: number): Promise<string> {
  return unwrap(
    await apiRequest<{ message: string }>('store-ops/pick-line-undo', {
      method: 'POST',
      body: { order_id: orderId, order_item_id: orderItemId },
      quiet: true,
    }),
  ).message;
}

export async function pickSubstitutes(orderId: number, orderItemId: number): Promise<PickCandidates> {
  return unwrap(
    await apiRequest<PickCandidates>('store-ops/pick-substitutes', {
      query: { order_id: orderId, order_item_id: orderItemId },
      quiet: true,
    }),
  );
}

/** Not collected (pick-up, locker) or not delivered (out for delivery). */
export async function markNotDelivered(orderId: number): Promise<string> {
  return unwrap(
    await apiRequest<{ message: string }>('store-ops/order-not-delivered', {
      method: 'POST',
      body: { order_id: orderId },
      quiet: true,
    }),
  ).message;
}

/** A zone's capacity in one slot (ADR 0069); null removes the zone's own limit. */
export const setSlotZoneCapacity = (timeslotId: number, zoneId: number, capacity: number | null) =>
  post('store-ops/slot-zone-capacity', {
    timeslot_id: timeslotId,
    zone_id: zoneId,
    capacity: capacity ?? '',
  });

/** A zone's capacity in a template window (ADR 0069); null removes the zone's own limit. */
export const setTemplateZoneCapacity = (templateId: number, zoneId: number, capacity: number | null) =>
  post('store-ops/slot-template-zone-capacity', {
    template_id: templateId,
    zone_id: zoneId,
    capacity: capacity ?? '',
  });

/** Saves zone capacities one by one; the answers' messages, in order (the first refusal stops). */
export async function saveZoneCapacities(
  changes: { zoneId: number; capacity: number | null }[],
  save: (zoneId: number, capacity: number | null) => Promise<string>,
  unchanged: string,
): Promise<string> {
  const messages: string[] = [];
  for (const c of changes) messages.push(await save(c.zoneId, c.capacity));
  return messages.length ? messages.join(' ') : unchanged;
}
