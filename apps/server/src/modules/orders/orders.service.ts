// Orders of a customer: the order as the wire shows it, list with filters,
// payments (hosted page sessions, saved cards, signed results), cancel, edit
// (reopen as the cart), payment type and date changes, notes, drive parking,
// token access. Every call takes the session's account and reads only its orders.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Order, OrderListQuery } from '@sporta/contracts';
import {
  canTransition,
  centsToEuro,
  DELIVERY_STATUS_LABELS,
  euroToCents,
  isCancellable,
  isEditable,
  ORDER_PAGE_SIZE,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  paymentTypeLabel,
  type DeliveryStatusId,
  type OrderStatusId,
} from '@sporta/domain';
import { roomFor } from '@sporta/domain/slot-planning';
import type { FastifyBaseLogger } from 'fastify';
import type { Messages } from '../../platform/envelope';
import type { Mailer } from '../../platform/mail';
import { accountContact } from '../account';
import type { CartOwner } from '../cart';
import type { DeliveryService } from '../delivery';
import type { GiftService } from '../gifts';
import { pricingSummaryWire } from '../pricing';
import { orderPdf } from './invoice-pdf';
import { orderItemWire } from './order-item-wire';
import { InvoiceNumberRepository } from './invoice-numbers.repository';
import { orderPricing } from './order-pricing';
import { orderStatusMail, orderStatusPush } from './order-mails';
import { OrdersRepository, type Executor, type OrderItemRecord, type OrderRecord } from './orders.repository';
import type { PaymentProvider } from './payment-provider';
import { business } from '../../platform/http';
import { IdempotencyRepository } from './idempotency.repository';
import { PaymentsRepository } from './payments.repository';

export const RETURN_PATH = '/ebsn/api/checkout/payment-return';
/** Products shown by /profile/preferred when the customer has no favourites. */
export const MOST_PURCHASED_LIMIT = 24;

export const orderMessages = {
  notFound: "L'ordine richiesto non esiste o non appartiene al tuo account.",
  notCancellable: (id: number, label: string) =>
    `L'ordine n. ${id} non si può più annullare: è nello stato «${label}».`,
  cancelled: (id: number) => `L'ordine n. ${id} è stato annullato: non ti verrà addebitato nulla.`,
  notEditable: (id: number, label: string) =>
    `L'ordine n. ${id} non è più modificabile: è nello stato «${label}».`,
  reopen: (id: number) =>
    `Stai modificando l'ordine n. ${id}: cambia i prodotti e conferma di nuovo l'acquisto. Fino ad allora l'ordine resta valido così com'è.`,
  paymentNotPending: (id: number) =>
    `Il pagamento dell'ordine n. ${id} non è in sospeso: non c'è nulla da pagare.`,
  notRetryable: (id: number) => `L'ordine n. ${id} non ha un pagamento da ripetere.`,
  notOnline: 'Il tipo di pagamento scelto non si paga online: scegli la carta, PayPal o l’app di pagamento.',
  paymentType: 'Il tipo di pagamento scelto non esiste o non è disponibile.',
  authNotFound: 'La carta salvata indicata non esiste o non appartiene al tuo account.',
  authNotForType: 'La carta salvata si può usare solo con il pagamento con carta.',
  paymentTypeChanged: (label: string) => `Tipo di pagamento aggiornato: ${label}.`,
  dateChanged: (date: string, begin: string, end: string) =>
    `Data di consegna aggiornata: ${date.split('-').reverse().join('/')}, ${begin}–${end}.`,
  noSlotThatDay: (date: string) =>
    `Non ci sono fasce disponibili il ${date.split('-').reverse().join('/')}: scegli un altro giorno.`,
  slotNotThatDay: 'La fascia scelta non appartiene al giorno indicato o al servizio dell’ordine.',
  sameSlot: "L'ordine è già in questa fascia oraria.",
  noteNotFound: 'La nota indicata non esiste per questo ordine.',
  noteSaved: 'Nota salvata.',
  reserveDriveOnly:
    'La prenotazione del parcheggio è disponibile solo per gli ordini con ritiro in negozio (drive).',
  reserveStatus: (id: number, label: string) =>
    `Non è possibile prenotare il parcheggio per l'ordine n. ${id}: è nello stato «${label}».`,
  reserved: 'Parcheggio prenotato: quando arrivi un addetto porterà la spesa alla tua auto.',
  tokenInvalid: "Il link dell'ordine non è valido o è scaduto.",
  notEditing: 'Il carrello non è la modifica di un ordine.',
  editCancelled: (id: number) => `Modifiche annullate: l'ordine n. ${id} resta com'era, con i suoi sconti.`,
};

export function statusLabel(id: number): string {
  return ORDER_STATUS_LABELS[id as OrderStatusId] ?? `Stato ${id}`;
}

/** Pushes an order's status change to the customer's devices (the push module fills it). */
export type OrderStatusPush = (event: {
  userId: number;
  orderId: number;
  title: string;
  body: string;
  navTo: string;
}) => Promise<void>;

export interface OrdersContext {
  userId: number;
  owner: CartOwner;
}

/** Orders whose invoice can be issued: delivered (whole or in part) or receipted. */
const INVOICED_STATUSES = new Set<number>([
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
  ORDER_STATUS.RECEIPTED,
]);

export class OrdersService {
  readonly repo: OrdersRepository;
  readonly payments: PaymentsRepository;
  readonly keys: IdempotencyRepository;

  constructor(
    db: ConstructorParameters<typeof OrdersRepository>[0],
    private readonly deps: {
      delivery: DeliveryService | null;
      gifts?: GiftService | null;
      provider: PaymentProvider;
      mailer: Mailer;
      /** The push side of the same status change (the push module), beside the mail. */
      pushStatus?: OrderStatusPush;
      config: { PAYMENT_HMAC_KEY: string; PUBLIC_URL: string };
      log?: FastifyBaseLogger;
    },
  ) {
    this.repo = new OrdersRepository(db);
    this.payments = new PaymentsRepository(db);
    this.keys = new IdempotencyRepository(db);
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  // ---- reading ----

  accessToken(orderId: number): string {
    return createHmac('sha256', this.deps.config.PAYMENT_HMAC_KEY)
      .update(`order-access:${orderId}`)
      .digest('base64url');
  }

  async requireOrder(userId: number, orderId: number): Promise<OrderRecord> {
    const order = await this.repo.orderOf(userId, orderId);
    if (!order) throw business('error.order.not_found', orderMessages.notFound);
    return order;
  }

  async dto(
    o: OrderRecord,
    options: { owner: boolean; items?: OrderItemRecord[] } = { owner: true },
  ): Promise<Order> {
    const [items, notes, history] = await Promise.all([
      options.items ? Promise.resolve(options.items) : this.repo.items(o.orderId),
      this.repo.notes(o.orderId),
      this.repo.history(o.orderId),
    ]);
    const replaced = o.replacedByOrderId !== null;
    const pricing = orderPricing(o, items);
    return {
      orderId: o.orderId,
      orderStatusId: o.orderStatusId,
      orderStatusDescr: statusLabel(o.orderStatusId),
      deliveryStatusId: o.deliveryStatusId,
      deliveryStatusDescr:
        o.deliveryStatusId === null
          ? null
          : (DELIVERY_STATUS_LABELS[o.deliveryStatusId as DeliveryStatusId] ?? null),
      paymentTypeId: o.paymentTypeId,
      paymentTypeDescr: paymentTypeLabel(o.paymentTypeId),
      userPaymentAuthId: o.userPaymentAuthId,
      storeId: o.storeId,
      deliveryServiceId: o.deliveryServiceId,
      warehouseId: o.warehouseId,
      addressType: o.addressType,
      shippingAddress: o.shippingAddress,
      timeslot: {
        timeslotId: o.timeslotId,
        date: o.deliveryDate,
        beginTime: o.beginTime,
        endTime: o.endTime,
        name: `${o.beginTime} - ${o.endTime}`,
      },
      totalPrice: centsToEuro(o.totalPriceCents),
      deliveryFee: centsToEuro(o.deliveryFeeCents),
      fastSurcharge: centsToEuro(o.surchargeCents),
      packagingCost: centsToEuro(o.packagingCents),
      grossTotal: centsToEuro(o.grossTotalCents),
      netTotal: centsToEuro(o.netTotalCents),
      vatTotal: centsToEuro(o.vatTotalCents),
      vatTaxables: o.vatTaxables.map((v) => ({
        vatPct: v.vatPct,
        grossTotal: centsToEuro(v.grossCents),
        netTotal: centsToEuro(v.netCents),
        vatTotal: centsToEuro(v.vatCents),
      })),
      finalGrossTotal: o.finalGrossTotalCents === null ? null : centsToEuro(o.finalGrossTotalCents),
      preAuthorisedAmount: centsToEuro(o.preAuthorisedCents),
      capturedAmount: centsToEuro(o.capturedCents),
      needInvoice: o.needInvoice,
      billingData: o.billingData,
      lotteryCode: o.lotteryCode,
      note: o.note,
      packagingTypeId: o.packagingTypeId,
      onboard: o.onboard,
      acceptAlternatives: o.acceptAlternatives,
      isEditable: !replaced && isEditable(o.orderStatusId),
      canCancel: !replaced && isCancellable(o.orderStatusId),
      canRetryPayment: !replaced && o.orderStatusId === ORDER_STATUS.UNPAID,
      replacedByOrderId: o.replacedByOrderId,
      replacesOrderId: o.replacesOrderId,
      parkingReservation: o.parkingReservation,
      ...(options.owner ? { accessToken: this.accessToken(o.orderId) } : {}),
      invoiceUrl:
        o.orderStatusId === ORDER_STATUS.CANCELLED ? null : `/ebsn/api/order/invoice?order_id=${o.orderId}`,
      createdAt: o.createdAt.toISOString(),
      totalItems: items.length,
      orderItems: items.map((i) => orderItemWire(i, pricing.final)),
      pricing: pricingSummaryWire(pricing.placed),
      finalPricing: pricing.final ? pricingSummaryWire(pricing.final) : null,
      refundedTotal: centsToEuro(o.refundedCents),
      notes,
      statusHistory: history.map((h) => ({
        orderStatusId: h.statusId,
        orderStatusDescr: statusLabel(h.statusId),
        date: h.at.toISOString(),
      })),
    };
  }

  async view(userId: number, orderId: number): Promise<Order> {
    return this.dto(await this.requireOrder(userId, orderId));
  }

  async tokenView(orderId: number, token: string): Promise<Order> {
    const expected = Buffer.from(this.accessToken(orderId));
    const given = Buffer.from(token);
    const order =
      expected.length === given.length && timingSafeEqual(expected, given)
        ? await this.repo.order(orderId)
        : undefined;
    if (!order) throw business('error.order.not_found', orderMessages.tokenInvalid);
    return this.dto(order, { owner: false });
  }

  async list(userId: number, q: OrderListQuery) {
    const page = Math.max(1, q.page ?? 1);
    const pageSize = q.page_size ?? ORDER_PAGE_SIZE;
    const { total, orders } = await this.repo.list(
      userId,
      {
        fromDate: q.from_date,
        toDate: q.to_date,
        fromGrossCents: q.from_gross_total === undefined ? undefined : euroToCents(q.from_gross_total),
        toGrossCents: q.to_gross_total === undefined ? undefined : euroToCents(q.to_gross_total),
        showPending: q.show_pending ?? false,
        showReplaced: q.show_replaced ?? false,
      },
      page,
      pageSize,
    );
    const items = await this.repo.itemsOf(orders.map((o) => o.orderId));
    return {
      orders: await Promise.all(
        orders.map((o) => this.dto(o, { owner: true, items: items.get(o.orderId) ?? [] })),
      ),
      page: {
        selPage: page,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
        totItems: total,
        itemsPerPage: pageSize,
      },
    };
  }

  async listRetryPayment(userId: number) {
    const { orders } = await this.repo.list(
      userId,
      { showPending: true, showReplaced: false, statuses: [ORDER_STATUS.UNPAID] },
      1,
      100,
    );
    return { orders: await Promise.all(orders.map((o) => this.dto(o))) };
  }

  // ---- status changes and mails ----

  /** Moves the order inside the caller's transaction (refused by the transition table). */
  async transition(
    trx: Executor,
    order: OrderRecord,
    to: number,
    actor: string,
    extra: Record<string, unknown> = {},
  ) {
    if (!canTransition(order.orderStatusId, to))
      throw business(
        'error.order.transition',
        `L'ordine n. ${order.orderId} non può passare da «${statusLabel(order.orderStatusId)}» a «${statusLabel(to)}».`,
      );
    await this.repo.update(trx, order.orderId, { order_status_id: to, ...extra });
    await this.repo.addHistory(trx, order.orderId, order.orderStatusId, to, actor);
  }

  /** E-mails the customer the order's current status and pushes it to their devices (never fails the caller). */
  async notify(orderId: number): Promise<void> {
    let order: OrderRecord | undefined;
    let contact: Awaited<ReturnType<typeof accountContact>>;
    try {
      order = await this.repo.order(orderId);
      if (!order) return;
      contact = await accountContact(this.repo.db, order.userId);
      if (!contact) return;
      const items =
        order.orderStatusId === ORDER_STATUS.IN_PREPARATION_LOCKED ? await this.repo.items(orderId) : [];
      await this.deps.mailer.send({
        // recorded in the customer's message archive (/profile/news-list) when sent
        archive: { userId: order.userId, kind: 'order' },
        ...orderStatusMail(contact.email, {
          firstName: contact.firstName,
          orderId,
          statusId: order.orderStatusId,
          deliveryDate: order.deliveryDate,
          beginTime: order.beginTime,
          endTime: order.endTime,
          totalCents: order.finalGrossTotalCents ?? order.grossTotalCents,
          capturedCents: order.capturedCents,
          url: `${this.deps.config.PUBLIC_URL}/profile/orders/${orderId}`,
          substituted: items
            .filter((i) => i.pickOutcome === 'substituted')
            .map((i) => ({ name: i.name, substitute: i.substituteName ?? '' })),
          missing: items.filter((i) => i.pickOutcome === 'missing').map((i) => i.name),
        }),
      });
    } catch (err) {
      this.deps.log?.error({ err, orderId }, 'order mail failed');
    }
    // The same event reaches the customer's devices (issue 27); a failed mail does not stop it.
    if (!order || !contact || !this.deps.pushStatus) return;
    try {
      await this.deps.pushStatus({
        userId: order.userId,
        orderId,
        ...orderStatusPush({ orderId, statusId: order.orderStatusId }),
      });
    } catch (err) {
      this.deps.log?.error({ err, orderId }, 'order push failed');
    }
  }

  // ---- cancel, edit, date ----

  /** Gives an order's consumed slot place back (inside the caller's transaction). */
  async releaseOrderPlace(trx: Executor, timeslotId: number): Promise<void> {
    await this.deps.delivery!.releaseOrderPlace(trx, timeslotId);
  }

  /** order/delete: only while cancellable; gives the slot place back once. */
  async cancel(
    userId: number,
    orderId: number,
    actor = 'customer',
  ): Promise<{ order: Order; messages: Messages }> {
    const order = await this.requireOrder(userId, orderId);
    await this.repo.transaction(async (trx) => {
      const locked = (await this.repo.lock(trx, orderId))!;
      if (!isCancellable(locked.orderStatusId) || locked.replacedByOrderId !== null)
        throw business(
          'error.order.not_cancellable',
          orderMessages.notCancellable(orderId, statusLabel(locked.orderStatusId)),
        );
      await this.transition(trx, locked, ORDER_STATUS.CANCELLED, actor, { slot_place_held: false });
      await this.payments.abandonOpenAuthorisations(trx, orderId);
      if (locked.slotPlaceHeld) await this.deps.delivery!.releaseOrderPlace(trx, locked.timeslotId);
      // a single-use code, a voucher or a coupon of a cancelled order can be used again
      await this.deps.gifts?.repo.releaseForOrder(trx, orderId);
    });
    await this.notify(order.orderId);
    return {
      order: await this.view(userId, orderId),
      messages: { infos: [{ code: 'info.order.deleted', message: orderMessages.cancelled(orderId) }] },
    };
  }

  /** order/change-date: moves an editable order to a slot of another day (same service and warehouse). */
  async changeDate(userId: number, input: { orderId: number; date: string; timeslotId?: number }) {
    const order = await this.requireOrder(userId, input.orderId);
    if (!isEditable(order.orderStatusId) || order.replacedByOrderId !== null)
      throw business(
        'error.order.not_editable',
        orderMessages.notEditable(order.orderId, statusLabel(order.orderStatusId)),
      );
    const delivery = this.deps.delivery!;
    const slots = await delivery.slotsOn(
      order.warehouseId!,
      order.deliveryServiceId!,
      input.date,
      order.zoneId,
    );
    const now = Date.now();
    const open = slots.filter((s) => s.cutoffAt.getTime() > now && s.active >= 1);
    let target;
    if (input.timeslotId !== undefined) {
      target = slots.find((s) => s.timeslotId === input.timeslotId);
      if (!target) throw business('error.timeslot.not_found', orderMessages.slotNotThatDay);
    } else {
      target =
        open.find((s) => s.beginTime === order.beginTime && roomFor(s) > 0) ??
        open.find((s) => roomFor(s) > 0);
      if (!target) throw business('error.order.no_slot', orderMessages.noSlotThatDay(input.date));
    }
    if (target.timeslotId === order.timeslotId)
      throw business('error.order.same_slot', orderMessages.sameSlot);
    await this.repo.transaction(async (trx) => {
      const locked = (await this.repo.lock(trx, order.orderId))!;
      if (!isEditable(locked.orderStatusId))
        throw business(
          'error.order.not_editable',
          orderMessages.notEditable(order.orderId, statusLabel(locked.orderStatusId)),
        );
      const taken = await delivery.takeOrderPlace(trx, target.timeslotId, locked.zoneId);
      if (locked.slotPlaceHeld) await delivery.releaseOrderPlace(trx, locked.timeslotId);
      await this.repo.update(trx, order.orderId, {
        timeslot_id: taken.timeslotId,
        delivery_date: taken.date,
        begin_time: taken.beginTime,
        end_time: taken.endTime,
        slot_place_held: true,
      });
    });
    return {
      order: await this.view(userId, order.orderId),
      messages: {
        infos: [
          {
            code: 'info.order.date_changed',
            message: orderMessages.dateChanged(target.date, target.beginTime, target.endTime),
          },
        ],
      },
    };
  }

  /** The order's document as a PDF (invoice when asked for, otherwise the summary). */
  async invoicePdf(userId: number, orderId: number): Promise<{ pdf: Uint8Array; filename: string }> {
    const order = await this.view(userId, orderId);
    const contact = await accountContact(this.repo.db, userId);
    // The invoice is issued once the order is delivered (its amounts are final): it then takes
    // the next number of the year's gap-free sequence, kept for every later copy.
    const invoice =
      order.needInvoice && INVOICED_STATUSES.has(order.orderStatusId)
        ? await new InvoiceNumberRepository(this.repo.db).assign(order.orderId)
        : undefined;
    const pdf = await orderPdf(
      order,
      {
        name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
        email: contact?.email ?? '',
      },
      invoice,
    );
    return { pdf, filename: `${order.needInvoice ? 'fattura' : 'riepilogo'}-ordine-${orderId}.pdf` };
  }

  // ---- housekeeping ----

  /** order/most-purchased: the products the customer ordered most often (spec 001 §2 /profile/preferred). */
  async mostPurchased(userId: number, limit = MOST_PURCHASED_LIMIT) {
    return { products: await this.repo.mostPurchased(userId, limit) };
  }

  // ---- notes and parking ----

  async saveNote(userId: number, input: { orderId: number; noteId?: number; note: string }) {
    const order = await this.requireOrder(userId, input.orderId);
    if (input.noteId !== undefined) {
      if (!(await this.repo.updateNote(order.orderId, input.noteId, input.note)))
        throw business('error.note.not_found', orderMessages.noteNotFound);
    } else await this.repo.addNote(order.orderId, userId, input.note);
    return { notes: await this.repo.notes(order.orderId) };
  }

  async notes(userId: number, orderId: number) {
    const order = await this.requireOrder(userId, orderId);
    return { notes: await this.repo.notes(order.orderId) };
  }

  /** order/reserve: a parking bay at the drive for an order to collect. */
  async reserve(userId: number, input: { orderId: number; distance?: number; info?: string }) {
    const order = await this.requireOrder(userId, input.orderId);
    if (order.addressType !== 'drive')
      throw business('error.order.reserve_drive_only', orderMessages.reserveDriveOnly);
    const allowed = [3, 4, 5, 6] as number[];
    if (!allowed.includes(order.orderStatusId) || order.replacedByOrderId !== null)
      throw business(
        'error.order.reserve_status',
        orderMessages.reserveStatus(order.orderId, statusLabel(order.orderStatusId)),
      );
    const reservation = {
      distance: input.distance ?? null,
      reservationInfo: input.info ?? '',
      reservedAt: new Date().toISOString(),
    };
    await this.repo.transaction(async (trx) => {
      await this.repo.update(trx, order.orderId, { parking_reservation: JSON.stringify(reservation) });
    });
    return {
      order: await this.view(userId, order.orderId),
      messages: { infos: [{ code: 'info.order.reserved', message: orderMessages.reserved }] },
    };
  }
}
