// The store's side of an order: moves it one step along the domain transition
// table, as the fulfilment tool (`npm run orders -- advance <orderId>`) and the
// back-office do. At picking (4 → 5) loose lines get their real weight and
// price, and the payment is captured: the final total, never more than the
// pre-authorised amount. Every change e-mails the customer.
import {
  canTransition,
  captureCents,
  DELIVERY_STATUS,
  isOnlinePaymentType,
  repriceAsPlaced,
  ORDER_STATUS as S,
  selectedOptionsText,
  simulatedPickedGrams,
  substituteUnitCents,
} from '@sporta/domain';
import { AppError } from '../../platform/errors';
import { loyaltySpend, orderPricing, type OrderSpend } from './order-pricing';
import type { Executor, OrderRecord } from './orders.repository';
import { statusLabel, type OrdersService } from './orders.service';
import type { RefundsService } from './refunds.service';

export interface AdvanceResult {
  orderId: number;
  from: number;
  to: number;
  statusDescr: string;
  finalGrossTotalCents: number | null;
  preAuthorisedCents: number;
  capturedCents: number;
  weighed: {
    orderItemId: number;
    name: string;
    orderedGrams: number;
    pickedGrams: number;
    priceCents: number;
  }[];
  /** Into preparation and at picking: the lines to prepare as chosen ('Taglio: A fette'). */
  prepared: { orderItemId: number; name: string; quantity: string; options: string }[];
}

function fail(code: string, message: string): AppError {
  return AppError.business(code, message);
}

/** The next status of an order moving forward (the usual path of the transition table). */
export function nextStatus(order: Pick<OrderRecord, 'orderStatusId' | 'addressType'>): number | null {
  const homeLike = order.addressType === 'home' || order.addressType === 'onboard';
  switch (order.orderStatusId) {
    case S.ORDERED:
      return S.IN_PREPARATION;
    case S.IN_PREPARATION:
      return S.IN_PREPARATION_LOCKED;
    case S.IN_PREPARATION_LOCKED:
      return S.READY;
    case S.READY:
      return homeLike ? S.IN_DELIVERY : S.DELIVERED;
    case S.IN_DELIVERY:
      return S.DELIVERED;
    case S.DELIVERED:
    case S.PARTIALLY_DELIVERED:
      return S.RECEIPTED;
    case S.VALIDATION:
      return S.VALIDATION_APPROVED;
    case S.VALIDATION_APPROVED:
      return S.ORDERED;
    default:
      return null;
  }
}

/**
 * The store's "not delivered" branch of the transition table: a pick-up or locker order ready and
 * never collected becomes «Non ritirato» (12); an order out for delivery that could not be
 * handed over becomes «Fallito» (13). Null when neither applies.
 */
export function notDeliveredStatus(order: Pick<OrderRecord, 'orderStatusId' | 'addressType'>): number | null {
  const homeLike = order.addressType === 'home' || order.addressType === 'onboard';
  if (order.orderStatusId === S.READY && !homeLike) return S.NOT_COLLECTED;
  if (order.orderStatusId === S.IN_DELIVERY) return S.FAILED;
  return null;
}

const DELIVERY_STATUS_AT: Partial<Record<number, number>> = {
  [S.IN_PREPARATION]: DELIVERY_STATUS.IN_WAREHOUSE,
  [S.READY]: DELIVERY_STATUS.IN_WAREHOUSE,
  [S.IN_DELIVERY]: DELIVERY_STATUS.IN_TRANSIT,
  [S.DELIVERED]: DELIVERY_STATUS.DELIVERED,
};

/** A line's outcome saved at picking (ADR 0055), as the store-ops module reads it. */
export interface PickedLine {
  orderItemId: number;
  outcome: 'picked' | 'substituted' | 'missing';
  /** Pieces (packaged) or 0. */
  quantity: number;
  /** Grams (loose) or null. */
  grams: number | null;
  substitute: { productId: number; name: string; listUnitCents: number; vatPct: number } | null;
}

/**
 * What happens when an order becomes delivered, in the same transaction (the loyalty module
 * adds the order's points). `spendCents` is what the customer paid for the products,
 * `promotedCents` the part of it spent on products on promotion.
 */
export type OnDelivered = (trx: Executor, order: OrderSpend) => Promise<unknown>;

export class FulfilmentService {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly onDelivered: OnDelivered = async () => {},
  ) {}

  private get repo() {
    return this.orders.repo;
  }

  /** Moves the order one step; `weights` (order item id → grams) are the picked weights of loose lines. */
  async advance(
    orderId: number,
    options: {
      weights?: Record<number, number>;
      actor?: string;
      /** The store's board: every loose line must be weighed (the CLI may simulate a weight). */
      requireWeights?: boolean;
      /**
       * The outcomes saved line by line at picking, read inside the order's lock. When there are
       * any, they decide the picking (every line needs one) and `weights` is not used.
       */
      picks?: (trx: Executor) => Promise<PickedLine[]>;
    } = {},
  ): Promise<AdvanceResult> {
    const actor = options.actor ?? 'fulfilment';
    const result = await this.repo.transaction(async (trx) => {
      const order = await this.repo.lock(trx, orderId);
      if (!order) throw fail('error.order.not_found', `L'ordine n. ${orderId} non esiste.`);
      if (order.replacedByOrderId !== null)
        throw fail(
          'error.order.replaced',
          `L'ordine n. ${orderId} è stato sostituito dall'ordine n. ${order.replacedByOrderId}.`,
        );
      const to = nextStatus(order);
      if (to === null || !canTransition(order.orderStatusId, to)) {
        const waiting = [S.AWAITING_PAYMENT, S.IN_VALIDATION, S.UNPAID] as number[];
        throw fail(
          'error.order.transition',
          waiting.includes(order.orderStatusId)
            ? `L'ordine n. ${orderId} è «${statusLabel(order.orderStatusId)}»: si prepara solo dopo il pagamento.`
            : `L'ordine n. ${orderId} è «${statusLabel(order.orderStatusId)}»: non ci sono altri passaggi.`,
        );
      }
      const items = await this.repo.items(orderId, trx);
      for (const id of Object.keys(options.weights ?? {}).map(Number)) {
        const line = items.find((i) => i.orderItemId === id);
        if (!line)
          throw fail('error.fulfilment.line', `La riga ${id} non appartiene all'ordine n. ${orderId}.`);
        if (!line.loose)
          throw fail(
            'error.fulfilment.line',
            `La riga ${id} (${line.name}) non è un prodotto sfuso: non si pesa.`,
          );
        const g = options.weights![id]!;
        if (!Number.isInteger(g) || g <= 0 || g > 100_000)
          throw fail(
            'error.fulfilment.weight',
            `Il peso della riga ${id} deve essere un numero intero di grammi tra 1 e 100000.`,
          );
      }
      const weighed: AdvanceResult['weighed'] = [];
      const prepared: AdvanceResult['prepared'] = [];
      const extra: Record<string, unknown> = {};
      let captured = order.capturedCents;
      let finalTotal = order.finalGrossTotalCents;
      // Entering preparation and at picking, the picker is told how to prepare each line.
      if (to === S.IN_PREPARATION || to === S.IN_PREPARATION_LOCKED)
        for (const i of items.filter((line) => line.selectedOptions.length))
          prepared.push({
            orderItemId: i.orderItemId,
            name: i.name,
            quantity: i.loose ? `${i.weightGrams ?? 0} g` : `${i.quantity} pz`,
            options: selectedOptionsText(i.selectedOptions),
          });
      const picked =
        to === S.IN_PREPARATION_LOCKED && options.picks
          ? new Map((await options.picks(trx)).map((p) => [p.orderItemId, p]))
          : new Map<number, PickedLine>();
      if (picked.size) {
        const open = items.filter((i) => !picked.has(i.orderItemId));
        if (open.length)
          throw fail(
            'error.fulfilment.lines_open',
            `Prendi o segna come mancanti tutte le righe prima di chiudere la preparazione: ${open.map((i) => i.name).join(', ')}.`,
          );
      } else if (to === S.IN_PREPARATION_LOCKED && options.requireWeights) {
        const unweighed = items.filter((i) => i.loose && options.weights?.[i.orderItemId] === undefined);
        if (unweighed.length)
          throw fail(
            'error.fulfilment.weights_needed',
            `Pesa i prodotti sfusi prima di chiudere la preparazione: ${unweighed.map((i) => i.name).join(', ')}.`,
          );
      }
      if (to === S.IN_PREPARATION_LOCKED) {
        // The order priced again as placed with the weights found (ADR 0021): only the weighed
        // lines change; percentage discounts follow the new amounts; thresholds as placed.
        const pricing = orderPricing(order, items);
        const delivered = new Map<
          number,
          {
            grams?: number;
            quantity?: number;
            substitute?: { productId: number; listUnitCents: number; vatPct: number };
          }
        >();
        if (picked.size) {
          // Picked line by line: a missing line costs nothing; a substitute costs its own price,
          // never more per unit than the product ordered (ADR 0055); loose lines by weight.
          const listUnit = new Map(pricing.input.lines.map((l) => [l.lineId, l.listUnitCents]));
          for (const p of picked.values()) {
            const line = items.find((i) => i.orderItemId === p.orderItemId)!;
            const amount = line.loose
              ? { grams: p.outcome === 'missing' ? 0 : (p.grams ?? 0) }
              : { quantity: p.outcome === 'missing' ? 0 : p.quantity };
            delivered.set(p.orderItemId, {
              ...amount,
              ...(p.outcome === 'substituted' && p.substitute
                ? {
                    substitute: {
                      productId: p.substitute.productId,
                      vatPct: p.substitute.vatPct,
                      listUnitCents: substituteUnitCents(
                        listUnit.get(p.orderItemId) ?? line.unitPriceCents,
                        p.substitute.listUnitCents,
                      ),
                    },
                  }
                : {}),
            });
          }
        } else
          for (const i of items.filter((line) => line.loose)) {
            const ordered = i.weightGrams ?? 0;
            delivered.set(i.orderItemId, {
              grams: options.weights?.[i.orderItemId] ?? simulatedPickedGrams(ordered, i.orderItemId),
            });
          }
        const final = repriceAsPlaced(pricing.input, pricing.placed, delivered);
        const byLine = new Map(final.lines.map((l) => [l.lineId, l]));
        for (const i of items) {
          const line = byLine.get(i.orderItemId);
          if (!line) continue;
          const took = delivered.get(i.orderItemId);
          const grams = i.loose ? (took?.grams ?? null) : null;
          const pick = picked.get(i.orderItemId);
          await this.repo.updateItem(trx, i.orderItemId, {
            deliveredQuantity: i.loose ? 0 : (took?.quantity ?? i.quantity),
            deliveredWeightGrams: grams,
            finalGrossCents: line.itemCents,
            finalPayCents: line.payCents,
            ...(pick
              ? {
                  pick: {
                    outcome: pick.outcome,
                    substitute: pick.substitute
                      ? { productId: pick.substitute.productId, name: pick.substitute.name }
                      : null,
                  },
                }
              : {}),
          });
          if (i.loose)
            weighed.push({
              orderItemId: i.orderItemId,
              name: i.name,
              orderedGrams: i.weightGrams ?? 0,
              pickedGrams: grams ?? 0,
              priceCents: line.itemCents,
            });
        }
        finalTotal = final.totals.totalCents;
        extra.final_pricing = JSON.stringify(final);
        captured = captureCents(finalTotal, order.preAuthorisedCents);
        const online = isOnlinePaymentType(order.paymentTypeId);
        const auth = online
          ? (await this.orders.payments.transactionsOf(orderId, trx))
              .filter((t) => t.kind === 'authorise' && t.status === 2)
              .pop()
          : undefined;
        if (online) {
          const ok = await this.orders.provider.capture({
            providerReference: auth?.providerReference ?? null,
            amountCents: captured,
          });
          if (!ok.ok)
            throw fail(
              'error.fulfilment.capture',
              `Il prelievo di ${captured} centesimi per l'ordine n. ${orderId} è stato rifiutato.`,
            );
        }
        await this.orders.payments.insertTransaction(trx, {
          orderId,
          provider: online ? this.orders.provider.name : 'store',
          kind: 'capture',
          paymentTypeId: order.paymentTypeId,
          amountCents: captured,
          status: 2,
          saveCard: false,
        });
        extra.final_gross_total_cents = finalTotal;
        extra.captured_cents = captured;
      }
      const delivery = DELIVERY_STATUS_AT[to];
      if (delivery !== undefined) extra.delivery_status_id = delivery;
      await this.orders.transition(trx, order, to, actor, extra);
      if (to === S.DELIVERED || to === S.PARTIALLY_DELIVERED)
        await this.onDelivered(trx, {
          orderId,
          userId: order.userId,
          storeId: order.storeId,
          ...loyaltySpend({ ...order, finalGrossTotalCents: finalTotal }, items),
        });
      return {
        orderId,
        from: order.orderStatusId,
        to,
        statusDescr: statusLabel(to),
        finalGrossTotalCents: finalTotal,
        preAuthorisedCents: order.preAuthorisedCents,
        capturedCents: captured,
        weighed,
        prepared,
      };
    });
    await this.orders.notify(orderId);
    return result;
  }

  /**
   * Marks the order not delivered (see `notDeliveredStatus`), under its lock; the customer gets
   * the mail of the new status. What was captured stays: giving money back is a refund.
   */
  async notDelivered(orderId: number, options: { actor?: string } = {}): Promise<AdvanceResult> {
    const result = await this.repo.transaction(async (trx) => {
      const order = await this.repo.lock(trx, orderId);
      if (!order) throw fail('error.order.not_found', `L'ordine n. ${orderId} non esiste.`);
      const to = notDeliveredStatus(order);
      if (to === null || order.replacedByOrderId !== null)
        throw fail(
          'error.order.transition',
          `L'ordine n. ${orderId} è «${statusLabel(order.orderStatusId)}»: si segna non consegnato solo quando è pronto per il ritiro o in consegna.`,
        );
      await this.orders.transition(trx, order, to, options.actor ?? 'fulfilment');
      return {
        orderId,
        from: order.orderStatusId,
        to,
        statusDescr: statusLabel(to),
        finalGrossTotalCents: order.finalGrossTotalCents,
        preAuthorisedCents: order.preAuthorisedCents,
        capturedCents: order.capturedCents,
        weighed: [],
        prepared: [],
      };
    });
    await this.orders.notify(orderId);
    return result;
  }

  /** Approves (3) or cancels (10) a refund request in approval (the refunds service decides it). */
  async decideRefund(refundId: number, approve: boolean): Promise<{ refundId: number; status: number }> {
    return this.refunds.decide(refundId, approve);
  }
}
