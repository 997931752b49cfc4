// The store's order board (issue 26): today's and tomorrow's orders of the store's warehouses by
// slot and service, with their status and the next step of the order lifecycle. A step is taken
// through the same FulfilmentService as the command line (`npm run orders -- advance`): the order
// is locked, the transition table is checked, the customer gets the same mail. At picking, the
// board asks the real weight of every loose line (never a simulated one).
import { dayAfter } from '@sporta/domain';
import type { OrderBoard, PickList } from '@sporta/contracts';
import { ORDER_STATUS, romeDate, selectedOptionsText, walkingOrder } from '@sporta/domain';
import { AppError } from '../../platform/errors';
import type { StaffRecord } from '../backoffice';
import {
  nextStatus,
  notDeliveredStatus,
  statusLabel,
  type AdvanceResult,
  type FulfilmentService,
} from '../orders';
import { bagLabelsPdf } from './bag-labels';
import type { OrderBoardRepository } from './order-board.repository';
import { pickView, type PickingRepository } from './picking.repository';
import type { SlotPlanningRepository } from './slot-planning.repository';

export const boardMessages = {
  notYours: "Quest'ordine non è di un punto vendita che gestisci.",
  unknown: (id: number) => `L'ordine n. ${id} non esiste.`,
  advanced: (id: number, to: string) => `Ordine n. ${id}: ${to}.`,
  noLabels: (id: number, status: string) =>
    `L'ordine n. ${id} è «${status}»: le etichette si stampano dalla preparazione alla consegna.`,
};

/** From preparation to delivery an order is in bags that need labels. */
const LABELLED: readonly number[] = [
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_LOCKED,
  ORDER_STATUS.READY,
  ORDER_STATUS.IN_DELIVERY,
];

export class OrderBoardService {
  constructor(
    private readonly repo: OrderBoardRepository,
    private readonly places: Pick<SlotPlanningRepository, 'warehouses'>,
    private readonly fulfilment: Pick<FulfilmentService, 'advance' | 'notDelivered'>,
    private readonly picking: Pick<PickingRepository, 'picks'>,
  ) {}

  async board(staff: StaffRecord, input: { date?: string; warehouseId?: number }): Promise<OrderBoard> {
    if (
      input.warehouseId !== undefined &&
      staff.warehouseIds !== null &&
      !staff.warehouseIds.includes(input.warehouseId)
    )
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    const today = romeDate(new Date());
    const date = input.date ?? today;
    const rows = await this.repo.day(staff.warehouseIds, date, input.warehouseId);
    const groups = new Map<string, OrderBoard['slots'][number]>();
    for (const r of rows) {
      const key = `${r.beginTime}|${r.deliveryServiceId}`;
      const group = groups.get(key) ?? {
        beginTime: r.beginTime,
        endTime: r.endTime,
        deliveryServiceId: r.deliveryServiceId,
        serviceName: r.serviceName,
        orders: [],
      };
      const next = nextStatus({ orderStatusId: r.orderStatusId, addressType: r.addressType as never });
      const failed = notDeliveredStatus({
        orderStatusId: r.orderStatusId,
        addressType: r.addressType as never,
      });
      group.orders.push({
        orderId: r.orderId,
        customer: r.customer,
        orderStatusId: r.orderStatusId,
        statusDescr: statusLabel(r.orderStatusId),
        lines: r.lines,
        grossTotalCents: r.grossTotalCents,
        finalGrossTotalCents: r.finalGrossTotalCents,
        acceptAlternatives: r.acceptAlternatives,
        next: next === null ? null : { orderStatusId: next, statusDescr: statusLabel(next) },
        notDelivered: failed === null ? null : { orderStatusId: failed, statusDescr: statusLabel(failed) },
        weighNow: r.orderStatusId === ORDER_STATUS.IN_PREPARATION ? r.looseLines : [],
      });
      groups.set(key, group);
    }
    const warehouses = (await this.places.warehouses(staff.warehouseIds)).map((w) => ({
      warehouseId: w.warehouseId,
      name: w.name,
    }));
    return {
      date,
      days: [today, dayAfter(today, 1)],
      warehouses,
      warehouseId: input.warehouseId ?? null,
      slots: [...groups.values()],
    };
  }

  /**
   * An order's pick list: its lines by department in walking order (the departments' order in
   * the catalogue, which is the store's layout), with photo, quantity or grams, options and the
   * codes a scan is checked against.
   */
  async pickList(staff: StaffRecord, orderId: number): Promise<PickList> {
    const order = await this.repo.order(orderId);
    if (!order) throw AppError.notFound(boardMessages.unknown(orderId), 'error.order.not_found');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(order.warehouseId))
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    const rows = await this.repo.pickLines(orderId);
    const picks = new Map((await this.picking.picks(orderId)).map((p) => [p.orderItemId, pickView(p)]));
    const departments = [...rows]
      .sort((a, b) => a.departmentPosition - b.departmentPosition)
      .map((r) => r.department);
    const stops = walkingOrder(rows, [...new Set(departments)]);
    return {
      orderId,
      customer: order.customer,
      orderStatusId: order.orderStatusId,
      statusDescr: statusLabel(order.orderStatusId),
      date: order.date,
      beginTime: order.beginTime,
      endTime: order.endTime,
      serviceName: order.serviceName,
      stops: stops.map((s) => ({
        department: s.department,
        lines: s.lines.map((r) => ({
          orderItemId: r.orderItemId,
          productId: r.productId,
          name: r.name,
          image: r.image,
          loose: r.loose,
          quantity: r.loose ? 0 : r.quantity,
          orderedGrams: r.loose ? (r.weightGrams ?? 0) : null,
          options: selectedOptionsText(r.selectedOptions),
          barcode: r.barcode,
          itemCode: r.itemCode,
          acceptAlternatives: r.acceptAlternatives,
          pick: picks.get(r.orderItemId) ?? null,
        })),
      })),
    };
  }

  /** The order's bag labels as a PDF, one page per bag. */
  async bagLabels(staff: StaffRecord, orderId: number, bags: number): Promise<Uint8Array> {
    const order = await this.repo.order(orderId);
    if (!order) throw AppError.notFound(boardMessages.unknown(orderId), 'error.order.not_found');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(order.warehouseId))
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    if (!LABELLED.includes(order.orderStatusId))
      throw AppError.business(
        'error.store_ops.labels',
        boardMessages.noLabels(orderId, statusLabel(order.orderStatusId)),
      );
    return bagLabelsPdf(order, bags);
  }

  /** Not collected (pick-up, locker) or not delivered (out for delivery): the board's other way out. */
  async notDelivered(
    staff: StaffRecord,
    orderId: number,
  ): Promise<{ result: AdvanceResult; message: string }> {
    const order = await this.repo.warehouseOf(orderId);
    if (!order) throw AppError.notFound(boardMessages.unknown(orderId), 'error.order.not_found');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(order.warehouseId))
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    const result = await this.fulfilment.notDelivered(orderId, { actor: `staff:${staff.username}` });
    return { result, message: boardMessages.advanced(orderId, result.statusDescr) };
  }

  async advance(
    staff: StaffRecord,
    orderId: number,
    weights: Record<number, number>,
  ): Promise<{ result: AdvanceResult; message: string }> {
    const order = await this.repo.warehouseOf(orderId);
    if (!order) throw AppError.notFound(boardMessages.unknown(orderId), 'error.order.not_found');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(order.warehouseId))
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    const result = await this.fulfilment.advance(orderId, {
      weights,
      actor: `staff:${staff.username}`,
      requireWeights: true,
      // the outcomes saved line by line (read under the order's lock, so none is lost)
      picks: (trx) => this.picking.picks(orderId, trx),
    });
    return { result, message: boardMessages.advanced(orderId, result.statusDescr) };
  }
}
