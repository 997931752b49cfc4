// Picking on the shop floor (issue 26, ADR 0055): each line's outcome (picked with its pieces or
// grams, substituted by a product of the same category, missing) is saved as the picker takes it.
// Only while the order is in preparation, only for staff of the order's warehouse. Closing the
// picking is the order board's advance: FulfilmentService re-prices the order from these outcomes.
import type { PickCandidates, PickOutcome } from '@sporta/contracts';
import { ORDER_STATUS, pickOutcomeError, PICK_MESSAGES, type PickOutcomeKind } from '@sporta/domain';
import { AppError } from '../../platform/errors';
import type { StaffRecord } from '../backoffice';
import type { Executor } from '../delivery';
import { statusLabel } from '../orders';
import { boardMessages } from './order-board.service';
import { pickView, type PickingRepository } from './picking.repository';

export const pickingMessages = {
  unknownLine: (id: number) => `La riga ${id} non esiste.`,
  notThisOrder: (id: number, orderId: number) => `La riga ${id} non appartiene all'ordine n. ${orderId}.`,
  notPicking: (orderId: number, status: string) =>
    `L'ordine n. ${orderId} è «${status}»: le righe si prendono solo mentre è «In preparazione».`,
  notRecorded: (name: string) => `La riga «${name}» non era ancora stata presa.`,
  recorded: (name: string) => `Riga «${name}» salvata.`,
  undone: (name: string) => `Riga «${name}» di nuovo da prendere.`,
  substituteNeeded: 'Scegli il prodotto alternativo.',
  noSubstitute: 'Una riga presa o mancante non ha un prodotto alternativo.',
};

export interface RecordPickInput {
  orderId: number;
  orderItemId: number;
  outcome: PickOutcomeKind;
  quantity?: number;
  grams?: number;
  substituteProductId?: number;
}

export class PickingService {
  constructor(private readonly repo: PickingRepository) {}

  private async target(staff: StaffRecord, orderId: number, orderItemId: number) {
    const line = await this.repo.line(orderItemId);
    if (!line) throw AppError.notFound(pickingMessages.unknownLine(orderItemId), 'error.store_ops.pick_line');
    if (line.orderId !== orderId)
      throw AppError.business(
        'error.store_ops.pick_line',
        pickingMessages.notThisOrder(orderItemId, orderId),
      );
    return line;
  }

  /** Under the order's SHARE lock: the order exists, is the staff member's and is in preparation. */
  private async guard(trx: Executor, staff: StaffRecord, orderId: number) {
    const order = await this.repo.shareLock(trx, orderId);
    if (!order) throw AppError.notFound(boardMessages.unknown(orderId), 'error.order.not_found');
    if (staff.warehouseIds !== null && !staff.warehouseIds.includes(order.warehouseId))
      throw AppError.forbidden(boardMessages.notYours, 'error.store_ops.not_your_warehouse');
    if (order.orderStatusId !== ORDER_STATUS.IN_PREPARATION)
      throw AppError.business(
        'error.store_ops.not_picking',
        pickingMessages.notPicking(orderId, statusLabel(order.orderStatusId)),
      );
    return order;
  }

  async record(staff: StaffRecord, input: RecordPickInput): Promise<{ message: string; pick: PickOutcome }> {
    const line = await this.target(staff, input.orderId, input.orderItemId);
    const refused = pickOutcomeError(line, input);
    if (refused) throw AppError.business('error.store_ops.pick', refused);
    if (input.outcome === 'substituted' && input.substituteProductId === undefined)
      throw AppError.business('error.store_ops.pick', pickingMessages.substituteNeeded);
    if (input.outcome !== 'substituted' && input.substituteProductId !== undefined)
      throw AppError.business('error.store_ops.pick', pickingMessages.noSubstitute);
    await this.repo.transaction(async (trx) => {
      const order = await this.guard(trx, staff, input.orderId);
      if (input.outcome === 'substituted') {
        if (input.substituteProductId === line.productId)
          throw AppError.business('error.store_ops.pick', PICK_MESSAGES.sameProduct);
        const [candidate] = await this.repo.candidates(
          line,
          order.warehouseId,
          input.substituteProductId,
          trx,
        );
        if (!candidate) throw AppError.business('error.store_ops.pick', PICK_MESSAGES.sameCategory);
      }
      await this.repo.upsert(trx, {
        orderItemId: line.orderItemId,
        orderId: input.orderId,
        outcome: input.outcome,
        quantity: input.outcome === 'missing' || line.loose ? 0 : input.quantity!,
        grams: input.outcome === 'missing' || !line.loose ? null : input.grams!,
        substituteProductId: input.outcome === 'substituted' ? input.substituteProductId! : null,
        staffUserId: staff.staffUserId,
        pickedBy: staff.displayName || staff.username,
      });
    });
    const saved = (await this.repo.picks(input.orderId)).find((p) => p.orderItemId === line.orderItemId)!;
    return { message: pickingMessages.recorded(line.name), pick: pickView(saved) };
  }

  async undo(staff: StaffRecord, orderId: number, orderItemId: number): Promise<{ message: string }> {
    const line = await this.target(staff, orderId, orderItemId);
    return this.repo.transaction(async (trx) => {
      await this.guard(trx, staff, orderId);
      if (!(await this.repo.remove(trx, orderItemId)))
        throw AppError.business('error.store_ops.pick', pickingMessages.notRecorded(line.name));
      return { message: pickingMessages.undone(line.name) };
    });
  }

  /** The products a picker may take instead of a line's (only when the customer accepted alternatives). */
  async candidates(staff: StaffRecord, orderId: number, orderItemId: number): Promise<PickCandidates> {
    const line = await this.target(staff, orderId, orderItemId);
    const order = await this.repo.transaction((trx) => this.guard(trx, staff, orderId));
    if (!line.acceptAlternatives)
      throw AppError.business('error.store_ops.pick', PICK_MESSAGES.noAlternatives);
    const rows = await this.repo.candidates(line, order.warehouseId);
    return {
      orderItemId,
      products: rows.map((r) => ({
        productId: r.productId,
        name: r.name,
        description: r.description,
        image: r.image,
        loose: r.loose,
        barcode: r.barcode,
        itemCode: r.itemCode,
        unitCents: r.listUnitCents,
      })),
    };
  }
}
