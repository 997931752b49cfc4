// An order line as the API answers it: the line as ordered (product, quantity, price) and, once
// picked, what was delivered: the quantity, the final amount and, for a substituted line, the
// substitute with the unit price the customer paid for it (ADR 0055, ADR 0061).
import type { Order } from '@sporta/contracts';
import { centsToEuro, pickNote, type PricedDocument } from '@sporta/domain';
import { pricedLineWire } from '../pricing';
import type { OrderItemRecord } from './orders.records';

export function orderItemWire(
  i: OrderItemRecord,
  finalPricing: PricedDocument | null,
): Order['orderItems'][number] {
  const finalLine = finalPricing?.lines.find((l) => l.lineId === i.orderItemId);
  return {
    orderItemId: i.orderItemId,
    productId: i.productId,
    name: i.name,
    shortDescr: i.shortDescr,
    description: i.description,
    mediaURL: i.mediaUrl,
    loose: i.loose,
    quantity: i.loose ? (i.weightGrams ?? 0) / 1000 : i.quantity,
    weightGrams: i.weightGrams,
    deliveredQuantity:
      i.deliveredQuantity === null
        ? null
        : i.loose
          ? (i.deliveredWeightGrams ?? 0) / 1000
          : i.deliveredQuantity,
    deliveredWeightGrams: i.deliveredWeightGrams,
    unitPrice: centsToEuro(i.unitPriceCents),
    grossTotal: centsToEuro(i.grossCents),
    finalGrossTotal: i.finalGrossCents === null ? null : centsToEuro(i.finalGrossCents),
    vatPct: i.vatPct,
    selectedOptions: i.selectedOptions,
    ...pricedLineWire({
      listCents: i.listCents,
      promotion: i.promotion,
      discountCents: i.discountCents,
      payCents: i.payCents,
    }),
    finalPayTotal: i.finalPayCents === null ? null : centsToEuro(i.finalPayCents),
    refundedTotal: centsToEuro(i.refundedCents),
    pickOutcome: i.pickOutcome,
    pickNote: pickNote(i.pickOutcome, i.name, i.substituteName),
    substitute:
      i.pickOutcome === 'substituted' && i.substituteProductId !== null
        ? {
            productId: i.substituteProductId,
            name: i.substituteName ?? '',
            unitPrice: centsToEuro(finalLine?.unitCents ?? i.unitPriceCents),
          }
        : null,
  };
}
