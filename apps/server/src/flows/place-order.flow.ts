// Placing an order (checkout/buy): one order per idempotency key; the same key with the same body
// answers the first order again, with another body it is refused (HTTP 422).
//
//   1. orders.validatePaymentChoice   the payment type (and saved card) may pay this order
//   2. cart.pricedDocument            the cart priced by the engine: the order keeps this document
//   3. checkout.checkNeeds/Payment    lines, address, slot, invoice data, the payment type's rules
//   4. one transaction:               claim the key → cart.closeForOrder (the slot hold becomes the
//                                     order's place) → orders.insertOrder → cart.settleGifts (gifts
//                                     used by the order) → order lines and priced document → payment
//                                     authorisation → retire the order an edit replaces → bind the key
//   5. after the commit:              cart.openAfterOrder (a fresh cart), the answer (payment page or
//                                     saved-card charge: orders.settle), the e-mail
//
// A failure inside the transaction undoes every step of 4; a buy with the same key that committed
// meanwhile is answered instead of the refusal.
import { createHash } from 'node:crypto';
import type { BuyResult, CheckoutBuyInput } from '@sporta/contracts';
import { isEditable, isOnlinePaymentType, ORDER_STATUS } from '@sporta/domain';
import type { CartOwner, CartServices } from '../modules/cart';
import {
  checkoutMessages,
  choicesOf,
  statusLabel,
  type CheckoutService,
  type OrdersService,
  type PaymentsService,
} from '../modules/orders';
import { renumberInput, renumberLines } from '../modules/pricing';
import type { Messages } from '../platform/envelope';
import { AppError } from '../platform/errors';
import { business } from '../platform/http';

function requestHash(input: CheckoutBuyInput): string {
  const canonical = JSON.stringify({
    payment_type_id: input.payment_type_id,
    user_payment_auth_id: input.user_payment_auth_id ?? null,
    payment_data: sortKeys(input.payment_data ?? {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

export class PlaceOrderFlow {
  constructor(
    private readonly carts: Pick<CartServices, 'view' | 'handoff'>,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly checkout: CheckoutService,
  ) {}

  private get repo() {
    return this.orders.repo;
  }

  /**
   * checkout/buy: one order per idempotency key. The same key with the same body
   * answers the first order again; with another body it is refused (HTTP 422).
   */
  async buy(
    userId: number,
    owner: CartOwner,
    input: CheckoutBuyInput,
    key: string | undefined,
  ): Promise<{ data: BuyResult; messages: Messages }> {
    if (key !== undefined && !/^[A-Za-z0-9._:-]{8,100}$/.test(key))
      throw AppError.validation('error.checkout.idempotency_key', checkoutMessages.idempotencyKey);
    const hash = requestHash(input);
    if (key) {
      const replay = await this.replay(userId, key, hash);
      if (replay) return replay;
    }
    try {
      return await this.place(userId, owner, input, key, hash);
    } catch (err) {
      // A buy with the same key may have committed meanwhile (the cart is then closed): answer it.
      if (key && err instanceof AppError && err.kind === 'business') {
        const replay = await this.replay(userId, key, hash);
        if (replay) return replay;
      }
      throw err;
    }
  }

  private async place(
    userId: number,
    owner: CartOwner,
    input: CheckoutBuyInput,
    key: string | undefined,
    hash: string,
  ): Promise<{ data: BuyResult; messages: Messages }> {
    const paymentData = input.payment_data ?? {};
    await this.payments.validatePaymentChoice(userId, input.payment_type_id, input.user_payment_auth_id);
    // The cart priced by the engine: the order keeps this document and its input (ADR 0021).
    const { cart, document, input: pricingInput } = await this.carts.view.pricedDocument(owner);
    const choices = choicesOf(cart);
    const billing = await this.checkout.checkNeeds(userId, cart, choices);
    this.checkout.checkPayment(cart, choices, input.payment_type_id, paymentData);
    const totals = document.totals;
    const online = isOnlinePaymentType(input.payment_type_id);
    const slot = cart.timeslot!;

    const placed = await this.repo.transaction(async (trx) => {
      if (key && !(await this.orders.keys.claimKey(trx, userId, key, hash))) {
        const row = await this.orders.keys.idempotency(userId, key, trx);
        if (row && row.requestHash !== hash)
          throw new AppError(
            'unprocessable',
            'error.checkout.idempotency_mismatch',
            checkoutMessages.idempotencyMismatch,
          );
        if (row?.orderId) return { replayOrderId: row.orderId, orderId: 0, closed: null, replaces: null };
        throw business('error.checkout.in_progress', checkoutMessages.inProgress);
      }
      const closed = await this.carts.handoff.closeForOrder(trx, cart.cartId, {
        timeslotId: slot.timeslotId,
        lines: cart.cartItems.map((l) => ({
          itemId: l.itemId,
          quantity: l.quantity,
          weightGrams: l.weightGrams,
        })),
      });
      let replaces: number | null = null;
      if (choices.reopenOrderId !== null) {
        const old = await this.repo.lock(trx, choices.reopenOrderId);
        if (!old || old.userId !== userId || old.replacedByOrderId !== null || !isEditable(old.orderStatusId))
          throw business(
            'error.order.not_editable',
            checkoutMessages.replacedGone(
              choices.reopenOrderId,
              old ? statusLabel(old.orderStatusId) : 'non trovato',
            ),
          );
        replaces = old.orderId;
      }
      const status = online ? ORDER_STATUS.AWAITING_PAYMENT : ORDER_STATUS.ORDERED;
      const orderId = await this.repo.insertOrder(trx, {
        userId,
        cartId: cart.cartId,
        orderStatusId: status,
        paymentTypeId: input.payment_type_id,
        userPaymentAuthId: input.user_payment_auth_id ?? null,
        storeId: closed.storeId,
        deliveryServiceId: closed.deliveryServiceId,
        addressType: closed.addressType,
        addressId: closed.addressId,
        zoneId: closed.zoneId,
        warehouseId: closed.warehouseId,
        timeslotId: slot.timeslotId,
        deliveryDate: slot.date,
        beginTime: slot.beginTime,
        endTime: slot.endTime,
        shippingAddress: (cart.shippingAddress ?? {}) as Record<string, unknown>,
        totalPriceCents: totals.itemsCents,
        deliveryFeeCents: document.fees.deliveryCents,
        surchargeCents: document.fees.surchargeCents,
        packagingCents: document.fees.bagsCents,
        grossTotalCents: totals.totalCents,
        netTotalCents: totals.netCents,
        vatTotalCents: totals.vatCents,
        vatTaxables: document.vat.map((v) => ({
          vatPct: v.vatPct,
          grossCents: v.grossCents,
          netCents: v.netCents,
          vatCents: v.vatCents,
        })),
        adjustments: cart.orderAdjustmentSummary.orderAdjustments,
        variableWeightCents: totals.variableWeightCents,
        preAuthorisedCents: totals.preAuthorisedCents,
        promotionCents: totals.promotionCents,
        discountCents: totals.discountCents,
        pricing: null,
        pricingInput: null,
        needInvoice: choices.needInvoice,
        billingData: billing as Record<string, unknown> | null,
        lotteryCode: choices.needInvoice ? null : choices.lotteryCode,
        note: choices.note,
        packagingTypeId: choices.packagingTypeId,
        onboard: choices.onboard,
        acceptAlternatives: choices.acceptAlternatives,
        paymentData,
        replacesOrderId: replaces,
      });
      await this.carts.handoff.settleGifts(
        trx,
        cart.cartId,
        orderId,
        cart.orderAdjustmentSummary.orderAdjustments,
      );
      const byLine = new Map(document.lines.map((l) => [l.lineId, l]));
      const itemIds = await this.repo.insertItems(
        trx,
        orderId,
        cart.cartItems.map((l) => {
          const priced = byLine.get(l.itemId)!;
          return {
            productId: l.productId,
            name: l.product.name,
            shortDescr: l.product.shortDescr ?? '',
            description: l.product.description ?? '',
            mediaUrl: l.product.mediaURL ?? '',
            loose: l.weightGrams !== null,
            quantity: l.weightGrams !== null ? 0 : l.quantity,
            weightGrams: l.weightGrams,
            deliveredQuantity: null,
            deliveredWeightGrams: null,
            unitPriceCents: priced.unitCents,
            grossCents: priced.itemCents,
            finalGrossCents: null,
            vatPct: l.vatPct,
            acceptAlternatives: l.acceptAlternatives,
            selectedOptions: l.selectedOptions,
            listCents: priced.listCents,
            promotion: priced.promotion,
            promotionCents: priced.promotion?.discountCents ?? 0,
            discountCents: priced.discountCents,
            payCents: priced.payCents,
            finalPayCents: null,
          };
        }),
      );
      // the document and its input speak of order lines from now on
      const ids = new Map(cart.cartItems.map((l, i) => [l.itemId, itemIds[i]!]));
      await this.repo.update(trx, orderId, {
        pricing: JSON.stringify(renumberLines(document, ids)),
        pricing_input: JSON.stringify(renumberInput(pricingInput, ids)),
      });
      await this.repo.addHistory(trx, orderId, null, status, 'customer');
      if (online)
        await this.payments.openAuthorisation(
          trx,
          { orderId, preAuthorisedCents: totals.preAuthorisedCents },
          input.payment_type_id,
        );
      if (replaces !== null) {
        const old = (await this.repo.lock(trx, replaces))!;
        await this.orders.transition(trx, old, ORDER_STATUS.CANCELLED, 'customer', {
          replaced_by_order_id: orderId,
          slot_place_held: false,
        });
        await this.orders.payments.abandonOpenAuthorisations(trx, replaces);
        if (old.slotPlaceHeld) await this.orders.releaseOrderPlace(trx, old.timeslotId);
      }
      if (key) await this.orders.keys.bindKey(trx, userId, key, orderId);
      return { replayOrderId: undefined, orderId, closed, replaces };
    });

    if (placed.replayOrderId !== undefined) return this.answer(placed.replayOrderId, userId, key, true);
    if (placed.closed) await this.carts.handoff.openAfterOrder(owner, placed.closed);
    const answer = await this.answer(placed.orderId, userId, key, false);
    if (!online || answer.data.paymentRequired) await this.orders.notify(placed.orderId);
    return answer;
  }

  private async replay(userId: number, key: string, hash: string) {
    const row = await this.orders.keys.idempotency(userId, key);
    if (!row) return null;
    if (row.requestHash !== hash)
      throw new AppError(
        'unprocessable',
        'error.checkout.idempotency_mismatch',
        checkoutMessages.idempotencyMismatch,
      );
    if (row.response) return { data: row.response as BuyResult, messages: {} };
    if (row.orderId) return this.answer(row.orderId, userId, key, true);
    return null;
  }

  private async answer(orderId: number, userId: number, key: string | undefined, replay: boolean) {
    const data = await this.payments.settle(orderId);
    if (key && !replay) await this.orders.keys.saveResponse(userId, key, data);
    return {
      data,
      messages: {
        infos: [
          {
            code: 'info.checkout.buy',
            message: data.paymentRequired
              ? `Ordine n. ${orderId} registrato: completa il pagamento.`
              : `Ordine n. ${orderId} registrato. Grazie!`,
          },
        ],
      },
    };
  }
}
