// Reopening an order into the cart, and back (spec 001 §8 "Order edit"): the order's lines,
// delivery setup, slot and gift codes come back as the cart; buying again replaces the order
// (place-order flow), leaving the edit keeps the order as it was.
//
//   modify       orders.requireOrder (editable, not replaced) → cart.reopenOrder (setup, slot,
//                lines, checkout choices, coupons of the order)
//   abandonEdit  cart.abandonEdit → cart.view
//   addAllToCart orders: the lines of an order → cart.add (with the options chosen then)
import { isEditable, optionParamsOf } from '@sporta/domain';
import type { CartServices } from '../modules/cart';
import { orderMessages, statusLabel, type OrdersContext, type OrdersService } from '../modules/orders';
import { business } from '../platform/http';

export class ReopenOrderFlow {
  constructor(
    private readonly orders: OrdersService,
    private readonly carts: Pick<CartServices, 'view' | 'lines' | 'handoff'>,
  ) {}

  /** order/modify: the order comes back as the cart (info.order.reopen); buying again replaces it. */
  async modify(ctx: OrdersContext, orderId: number) {
    const order = await this.orders.requireOrder(ctx.userId, orderId);
    if (!isEditable(order.orderStatusId) || order.replacedByOrderId !== null)
      throw business(
        'error.order.not_editable',
        orderMessages.notEditable(orderId, statusLabel(order.orderStatusId)),
      );
    const items = await this.orders.repo.items(orderId);
    const infos: Record<string, string> = {
      reopen_order_id: String(orderId),
      need_invoice: String(order.needInvoice),
      order_note: order.note,
      ...(order.lotteryCode ? { lottery_code: order.lotteryCode } : {}),
      ...(order.packagingTypeId ? { packaging_type_id: String(order.packagingTypeId) } : {}),
      ...Object.fromEntries(Object.entries(order.onboard).map(([k, v]) => [`onboard_${k}`, v])),
    };
    const { cart, messages } = await this.carts.handoff.reopenOrder(ctx.owner, {
      setup: {
        storeId: order.storeId,
        deliveryServiceId: order.deliveryServiceId,
        addressType: order.addressType,
        addressId: order.addressId,
        zoneId: order.zoneId,
        warehouseId: order.warehouseId,
      },
      timeslotId: order.timeslotId,
      infos,
      lines: items.map((i) => ({
        orderItemId: i.orderItemId,
        productId: i.productId,
        quantity: i.loose ? 0 : i.quantity,
        weightGrams: i.loose ? i.weightGrams : null,
        acceptAlternatives: i.acceptAlternatives,
        params: optionParamsOf(i.selectedOptions),
      })),
      gifts: {
        orderId,
        couponLines: new Map(
          (order.pricingInput?.gifts ?? [])
            .filter((g) => g.target === 'line')
            .map((g) => [g.copyId, g.lineId]),
        ),
      },
    });
    return {
      cart,
      messages: {
        ...messages,
        infos: [{ code: 'info.order.reopen', message: orderMessages.reopen(orderId) }],
      },
    };
  }

  /** order/modify-cancel: the edit left; the order stands with its codes (ADR 0021). */
  async abandonEdit(ctx: OrdersContext) {
    const orderId = await this.carts.handoff.abandonEdit(ctx.owner);
    if (orderId === null) throw business('error.order.not_editing', orderMessages.notEditing);
    const view = await this.carts.view.view(ctx.owner);
    return {
      cart: view.cart,
      messages: {
        ...view.messages,
        infos: [{ code: 'info.order.edit_cancelled', message: orderMessages.editCancelled(orderId) }],
      },
    };
  }

  /**
   * cart/add-all-from-order: every line of one of the customer's orders into the cart, with the
   * options chosen then (refusals as warnings, e.g. an option the product no longer has).
   */
  async addAllToCart(ctx: OrdersContext, orderId: number) {
    const order = await this.orders.requireOrder(ctx.userId, orderId);
    const items = await this.orders.repo.items(order.orderId);
    return this.carts.lines.add(
      ctx.owner,
      items.map((i) => ({
        productId: i.productId,
        quantity: i.loose ? (i.weightGrams ?? 0) / 1000 : i.quantity,
        params: optionParamsOf(i.selectedOptions),
      })),
    );
  }
}
