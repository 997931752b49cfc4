// The priced document of an order (ADR 0021): the one the order was placed with, kept on
// the order with the engine's input. Orders placed before the pricing engine (migration
// 0012) get an equivalent document from their stored lines and totals, so that every
// order is shown, weighed and refunded the same way.
import { euroToCents, priceBasket, type PricedDocument, type PricingInput } from '@sporta/domain';
import type { OrderItemRecord, OrderRecord } from './orders.repository';

export interface OrderPricing {
  input: PricingInput;
  placed: PricedDocument;
  /** After picking; null before. */
  final: PricedDocument | null;
}

export function orderPricing(order: OrderRecord, items: readonly OrderItemRecord[]): OrderPricing {
  if (order.pricing && order.pricingInput)
    return { input: order.pricingInput, placed: order.pricing, final: order.finalPricing };
  // An order of before the engine: its lines at the price they were bought at, its gift
  // discounts as one fixed discount, its fees as they were.
  const discountCents = (order.adjustments as { applied?: boolean; amount?: number }[])
    .filter((a) => a.applied !== false && typeof a.amount === 'number')
    .reduce((n, a) => n + euroToCents(a.amount!), 0);
  const bagUnitCents = order.packagingCents > 0 ? 15 : 0;
  const input: PricingInput = {
    now: order.createdAt.toISOString(),
    member: false,
    lines: items.map((i) => ({
      lineId: i.orderItemId,
      productId: i.productId,
      vatPct: i.vatPct,
      loose: i.loose,
      quantity: i.loose ? 0 : i.quantity,
      grams: i.loose ? (i.weightGrams ?? 0) : 0,
      listUnitCents: i.unitPriceCents,
      promoDisabled: false,
    })),
    promotions: [],
    gifts: discountCents
      ? [
          {
            copyId: 0,
            giftId: 0,
            kind: 'code',
            code: null,
            name: 'Sconti',
            target: 'cart',
            lineId: null,
            discount: { kind: 'amount', cents: discountCents },
            minSpendCents: 0,
            startsAt: null,
            endsAt: null,
            granted: true,
          },
        ]
      : [],
    delivery: { feeCents: order.deliveryFeeCents, freeOverCents: null, surchargeCents: order.surchargeCents },
    bagUnitCents,
    asPlaced: {
      cartPromotionIds: [],
      deliveryFeeCents: order.deliveryFeeCents,
      bagCount: bagUnitCents ? Math.round(order.packagingCents / bagUnitCents) : 0,
    },
  };
  const placed = priceBasket(input);
  const { asPlaced: _asPlaced, ...plain } = input;
  return { input: plain, placed, final: order.finalPricing };
}

/**
 * What an order spent on products (its final, else placed, total without delivery, surcharge and
 * packaging) and the part of it on lines bought on promotion: what loyalty points are counted on.
 */
export function loyaltySpend(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
): { spendCents: number; promotedCents: number } {
  const total = order.finalGrossTotalCents ?? order.grossTotalCents;
  return {
    spendCents: Math.max(0, total - order.deliveryFeeCents - order.surchargeCents - order.packagingCents),
    promotedCents: items
      .filter((i) => i.promotion !== null)
      .reduce((sum, i) => sum + (i.finalPayCents ?? i.payCents), 0),
  };
}

/** An order as the loyalty hooks are told of it: whose it is and what it spent on products. */
export interface OrderSpend {
  orderId: number;
  userId: number;
  storeId: number | null;
  /** What the customer paid for the products (cents), fees excluded. */
  spendCents: number;
  /** The part of it spent on products on promotion. */
  promotedCents: number;
}
