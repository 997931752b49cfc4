// Payments of orders (spec 001 §8): the hosted payment page, saved-card charges, the provider's
// signed result, authorisations opened by the checkout, retrying or changing the payment type,
// and the sweeper of unpaid orders. The orders themselves: orders.service.ts.
import { orderMessages, RETURN_PATH, type OrdersService } from './orders.service';
import type { Order } from '@sporta/contracts';
import {
  acceptsSavedCard,
  canTransition,
  isCheckoutPaymentType,
  isOnlinePaymentType,
  ORDER_STATUS,
  paymentTypeLabel,
} from '@sporta/domain';
import type { DeliveryService } from '../delivery';
import type { GiftService } from '../gifts';
import { type Executor, type OrderRecord } from './orders.repository';
import type { PaymentProvider, PaymentResult } from './payment-provider';
import { business } from '../../platform/http';

export class PaymentsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly deps: { delivery: DeliveryService | null; gifts?: GiftService | null },
  ) {}

  /** The configured payment provider (the orders module's). */
  get provider(): PaymentProvider {
    return this.orders.provider;
  }

  // ---- payments ----

  /** The hosted page of the order's open authorisation (opened once, whoever asks first). */
  async paymentUrl(orderId: number): Promise<string | null> {
    const tx = await this.orders.payments.openAuthorisation(orderId);
    if (!tx) return null;
    if (tx.redirectUrl) return tx.redirectUrl;
    const session = await this.provider.startSession({
      merchantRef: String(tx.transactionId),
      amountCents: tx.amountCents,
      description: `Spesa online Sporta – ordine n. ${tx.orderId}`,
      returnUrl: RETURN_PATH,
      allowSaveCard: acceptsSavedCard(tx.paymentTypeId),
    });
    if (
      await this.orders.payments.setSession(tx.transactionId, session.providerReference, session.redirectUrl)
    )
      return session.redirectUrl;
    return (await this.orders.payments.transaction_(tx.transactionId))?.redirectUrl ?? null;
  }

  /** Pays the open authorisation with the order's saved card (no page). */
  async chargeSavedCard(order: OrderRecord): Promise<void> {
    const tx = await this.orders.payments.openAuthorisation(order.orderId);
    if (!tx || order.userPaymentAuthId === null) return;
    const auth = await this.orders.payments.auth(order.userId, order.userPaymentAuthId);
    const result: PaymentResult = auth
      ? await this.provider.chargeSavedCard({
          token: auth.providerToken,
          amountCents: tx.amountCents,
          merchantRef: String(tx.transactionId),
        })
      : {
          merchantRef: String(tx.transactionId),
          providerReference: '',
          outcome: 'declined',
          amountCents: tx.amountCents,
        };
    await this.applyPaymentResult(result);
  }

  /**
   * Applies a verified payment result once: the transaction completes (2) or fails
   * (0) and the order goes 1/2/11 → 3 (paid, pre-authorised) or → 11 (unpaid).
   * Returns the order id, or null when the result matches no open payment.
   */
  async applyPaymentResult(result: PaymentResult): Promise<number | null> {
    const txId = Number(result.merchantRef);
    if (!Number.isSafeInteger(txId) || txId <= 0) return null;
    const applied = await this.orders.repo.transaction(async (trx) => {
      const tx = await this.orders.payments.lockTransaction(trx, txId);
      if (!tx || tx.kind !== 'authorise') return null;
      if (
        tx.providerReference !== null &&
        result.providerReference &&
        tx.providerReference !== result.providerReference
      )
        return null;
      if (result.amountCents !== tx.amountCents) return null;
      if (tx.status !== 1) return { orderId: tx.orderId, changed: false };
      const order = await this.orders.repo.lock(trx, tx.orderId);
      if (!order) return null;
      const ok = result.outcome === 'approved';
      await this.orders.payments.finishTransaction(trx, tx.transactionId, ok ? 2 : 0, result.outcome);
      if (tx.providerReference === null && result.providerReference)
        await this.orders.payments.setProviderReference(trx, tx.transactionId, result.providerReference);
      const to = ok ? ORDER_STATUS.ORDERED : ORDER_STATUS.UNPAID;
      let changed = false;
      if (order.orderStatusId !== to && canTransition(order.orderStatusId, to)) {
        await this.orders.transition(
          trx,
          order,
          to,
          this.provider.name,
          ok ? { pre_authorised_cents: tx.amountCents } : {},
        );
        changed = true;
      }
      if (ok && result.savedCard && acceptsSavedCard(tx.paymentTypeId))
        await this.orders.payments.insertAuth(trx, {
          userId: order.userId,
          provider: this.provider.name,
          paymentTypeId: tx.paymentTypeId,
          circuit: result.savedCard.circuit,
          maskedCard: result.savedCard.maskedCard,
          expiry: result.savedCard.expiry,
          providerToken: result.savedCard.token,
          fingerprint: result.savedCard.fingerprint,
        });
      return { orderId: order.orderId, changed };
    });
    if (!applied) return null;
    if (applied.changed) await this.orders.notify(applied.orderId);
    return applied.orderId;
  }

  /** Opens a new authorisation for the order's pre-authorised amount (inside the caller's transaction). */
  async openAuthorisation(
    trx: Executor,
    order: { orderId: number; preAuthorisedCents: number },
    paymentTypeId: number,
  ) {
    await this.orders.payments.abandonOpenAuthorisations(trx, order.orderId);
    await this.orders.payments.insertTransaction(trx, {
      orderId: order.orderId,
      provider: this.provider.name,
      kind: 'authorise',
      paymentTypeId,
      amountCents: order.preAuthorisedCents,
      status: 1,
      saveCard: false,
    });
  }

  /** After an order's payment choice: the page to open, or the saved card charged. */
  async settle(
    orderId: number,
  ): Promise<{ order: Order; paymentRequired: boolean; paymentUrl: string | null; redirectUrl: string }> {
    let order = await this.orders.repo.order(orderId);
    if (!order) throw business('error.order.not_found', orderMessages.notFound);
    let paymentUrl: string | null = null;
    const pending =
      order.orderStatusId === ORDER_STATUS.AWAITING_PAYMENT || order.orderStatusId === ORDER_STATUS.UNPAID;
    if (pending && isOnlinePaymentType(order.paymentTypeId)) {
      if (order.userPaymentAuthId !== null) {
        await this.chargeSavedCard(order);
        order = (await this.orders.repo.order(orderId))!;
      } else paymentUrl = await this.paymentUrl(orderId);
    }
    const ok = order.orderStatusId !== ORDER_STATUS.UNPAID && order.orderStatusId !== ORDER_STATUS.CANCELLED;
    return {
      order: await this.orders.dto(order),
      paymentRequired: paymentUrl !== null,
      paymentUrl,
      redirectUrl:
        paymentUrl ?? (ok ? `/cart/payment-completed/${orderId}` : `/cart/payment-error/${orderId}`),
    };
  }

  /** order/payment: a new hosted-page session for an unpaid order (status 11, or 1 awaiting payment). */
  async retryPayment(userId: number, orderId: number) {
    const order = await this.orders.requireOrder(userId, orderId);
    const pending =
      order.orderStatusId === ORDER_STATUS.UNPAID || order.orderStatusId === ORDER_STATUS.AWAITING_PAYMENT;
    if (!pending || order.replacedByOrderId !== null)
      throw business('error.order.not_retryable', orderMessages.notRetryable(orderId));
    if (!isOnlinePaymentType(order.paymentTypeId))
      throw business('error.order.not_online', orderMessages.notOnline);
    await this.orders.repo.transaction(async (trx) => {
      await this.orders.repo.update(trx, orderId, { user_payment_auth_id: null });
      await this.openAuthorisation(trx, order, order.paymentTypeId);
    });
    const paymentUrl = await this.paymentUrl(orderId);
    return { order: await this.orders.view(userId, orderId), paymentUrl: paymentUrl! };
  }

  async validatePaymentChoice(userId: number, paymentTypeId: number, userPaymentAuthId: number | undefined) {
    if (!isCheckoutPaymentType(paymentTypeId))
      throw business('error.checkout.payment_type', orderMessages.paymentType);
    if (userPaymentAuthId !== undefined) {
      if (!acceptsSavedCard(paymentTypeId))
        throw business('error.checkout.payment_auth', orderMessages.authNotForType);
      if (!(await this.orders.payments.auth(userId, userPaymentAuthId)))
        throw business('error.checkout.payment_auth', orderMessages.authNotFound);
    }
  }

  /** order/modify-payment-type: while the payment is pending (1, 2, 11). */
  async modifyPaymentType(
    userId: number,
    input: {
      orderId: number;
      paymentTypeId: number;
      userPaymentAuthId?: number;
      paymentData?: Record<string, unknown>;
    },
  ) {
    const order = await this.orders.requireOrder(userId, input.orderId);
    await this.validatePaymentChoice(userId, input.paymentTypeId, input.userPaymentAuthId);
    const pending = [
      ORDER_STATUS.AWAITING_PAYMENT,
      ORDER_STATUS.IN_VALIDATION,
      ORDER_STATUS.UNPAID,
    ] as number[];
    if (!pending.includes(order.orderStatusId) || order.replacedByOrderId !== null)
      throw business('error.order.payment_not_pending', orderMessages.paymentNotPending(order.orderId));
    const changed = await this.orders.repo.transaction(async (trx) => {
      const locked = (await this.orders.repo.lock(trx, order.orderId))!;
      if (!pending.includes(locked.orderStatusId))
        throw business('error.order.payment_not_pending', orderMessages.paymentNotPending(order.orderId));
      await this.orders.repo.update(trx, order.orderId, {
        payment_type_id: input.paymentTypeId,
        user_payment_auth_id: input.userPaymentAuthId ?? null,
        payment_data: JSON.stringify(input.paymentData ?? {}),
      });
      if (isOnlinePaymentType(input.paymentTypeId)) {
        await this.openAuthorisation(trx, locked, input.paymentTypeId);
        return false;
      }
      await this.orders.payments.abandonOpenAuthorisations(trx, order.orderId);
      await this.orders.transition(trx, locked, ORDER_STATUS.ORDERED, 'customer');
      return true;
    });
    if (changed) await this.orders.notify(order.orderId);
    const result = await this.settle(order.orderId);
    return {
      result,
      messages: {
        infos: [
          {
            code: 'info.order.payment_type',
            message: orderMessages.paymentTypeChanged(paymentTypeLabel(input.paymentTypeId)),
          },
        ],
      },
    };
  }

  // ---- housekeeping ----

  /**
   * Sweeper (idempotent): an online payment left open longer than the page
   * lives ends unpaid (1 → 11); an order still unpaid (1, 11) when its slot's
   * cutoff has passed is cancelled and gives its place back.
   */
  async sweepUnpaid(pageMinutes: number): Promise<{ unpaid: number; cancelled: number }> {
    const stale = await this.orders.payments.staleAuthorisations(
      ORDER_STATUS.AWAITING_PAYMENT,
      new Date(Date.now() - (pageMinutes + 5) * 60_000),
    );
    let unpaid = 0;
    for (const row of stale) {
      const changed = await this.orders.repo.transaction(async (trx) => {
        const tx = await this.orders.payments.lockTransaction(trx, row.transaction_id);
        const order = await this.orders.repo.lock(trx, row.order_id);
        if (!tx || tx.status !== 1 || !order || order.orderStatusId !== ORDER_STATUS.AWAITING_PAYMENT)
          return false;
        await this.orders.payments.finishTransaction(trx, tx.transactionId, 0, 'expired');
        await this.orders.transition(trx, order, ORDER_STATUS.UNPAID, 'system');
        return true;
      });
      if (changed) {
        unpaid += 1;
        await this.orders.notify(row.order_id);
      }
    }
    const pending = await this.orders.repo.currentInStatuses([
      ORDER_STATUS.AWAITING_PAYMENT,
      ORDER_STATUS.UNPAID,
    ]);
    let cancelled = 0;
    for (const row of pending) {
      const slot = await this.deps.delivery!.slot(row.timeslot_id);
      if (slot && slot.cutoffAt.getTime() > Date.now()) continue;
      const changed = await this.orders.repo.transaction(async (trx) => {
        const order = await this.orders.repo.lock(trx, row.order_id);
        const waiting = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.UNPAID] as number[];
        if (!order || !waiting.includes(order.orderStatusId)) return false;
        await this.orders.transition(trx, order, ORDER_STATUS.CANCELLED, 'system', {
          slot_place_held: false,
        });
        await this.orders.payments.abandonOpenAuthorisations(trx, order.orderId);
        if (order.slotPlaceHeld) await this.deps.delivery!.releaseOrderPlace(trx, order.timeslotId);
        await this.deps.gifts?.repo.releaseForOrder(trx, order.orderId);
        return true;
      });
      if (changed) {
        cancelled += 1;
        await this.orders.notify(row.order_id);
      }
    }
    await this.orders.keys.forgetOldKeys();
    return { unpaid, cancelled };
  }
}
