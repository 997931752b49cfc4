// Checkout: prepare (validate the cart's needs, save the checkout choices, lock
// the cart), the buy (place-order flow, idempotent), pre-authorised amount,
// payment types with saved cards, packaging types, invoice data.
//
// Place-order flow (one transaction): claim the idempotency key → lock the cart,
// check its lines are the priced ones → consume the slot hold (no order without
// its slot) → create the order, its lines and its payment → close the cart
// (and, for an edited order, retire the order it replaces). After the commit:
// a fresh cart, the payment page or the saved card charge, the e-mail.
import { createHash } from 'node:crypto';
import type {
  BillingDataBody,
  BuyResult,
  Cart,
  CheckoutBuyInput,
  CheckoutPrepareInput,
} from '@sporta/contracts';
import {
  billingDataErrors,
  centsToEuro,
  CHECKOUT_PAYMENT_TYPES,
  checkPaymentChoice,
  DEFAULT_PACKAGING_TYPE_ID,
  DEFAULT_PAYMENT_TYPE_ID,
  euroToCents,
  isEditable,
  isMealTicketPaymentType,
  isOnlinePaymentType,
  lotteryCode,
  mealTicketsAllowed,
  ORDER_STATUS,
  PACKAGING_TYPES,
  packagingType,
  paymentTypeLabel,
  acceptsSavedCard,
  CHECKOUT_MESSAGES,
} from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { CartOwner, CartService } from '../cart';
import type { BillingDataRecord } from './orders.repository';
import { orderMessages, statusLabel, type OrdersService } from './orders.service';
import { renumberInput, renumberLines } from '../pricing';
import { business, fieldMessage } from '../../platform/http';

export const checkoutMessages = {
  emptyCart: "Il carrello è vuoto: aggiungi dei prodotti prima di confermare l'ordine.",
  needAddress: "Scegli il servizio e l'indirizzo di consegna o di ritiro prima di confermare l'ordine.",
  needTimeslot: "Scegli la fascia oraria di consegna o di ritiro prima di confermare l'ordine.",
  missingBillingData:
    'Per ricevere la fattura inserisci i dati di fatturazione (intestatario, codice fiscale o partita IVA, indirizzo).',
  invalidBillingData: (msg: string) => `I dati di fatturazione non sono completi: ${msg}.`,
  packaging: 'Il tipo di confezionamento scelto non esiste.',
  onboard: 'Per la consegna a bordo indica il telefono e il nome o numero dell’imbarcazione.',
  lottery: 'Codice lotteria non valido: deve avere 7 lettere o cifre.',
  vouchers: 'Indica il numero di buoni pasto (da 1 a 8).',
  idempotencyMismatch:
    'Questa chiave di idempotenza è già stata usata per un acquisto con dati diversi: ricarica la pagina e riprova.',
  idempotencyKey:
    'La chiave di idempotenza deve avere da 8 a 100 caratteri tra lettere, cifre, trattini e punti.',
  inProgress: "L'acquisto con questa chiave è ancora in corso: riprova tra qualche secondo.",
  billingSaved: 'Dati di fatturazione salvati.',
  replacedGone: (id: number, label: string) =>
    `L'ordine n. ${id} che stai modificando non è più modificabile (${label}): svuota il carrello o chiudilo per ricominciare.`,
};

/** Checkout choices kept in the cart infos between prepare and buy. */
interface CheckoutChoices {
  needInvoice: boolean;
  lotteryCode: string | null;
  note: string;
  packagingTypeId: number;
  acceptAlternatives: boolean;
  onboard: Record<string, string>;
  reopenOrderId: number | null;
}

const ONBOARD_KEYS = ['phone', 'pier', 'boat', 'notes'] as const;

function choicesOf(cart: Cart): CheckoutChoices {
  const i = cart.cartInfos;
  const onboard: Record<string, string> = {};
  for (const k of ONBOARD_KEYS) if (i[`onboard_${k}`]) onboard[k] = i[`onboard_${k}`]!;
  const packaging = Number(i.packaging_type_id);
  return {
    needInvoice: i.need_invoice === 'true',
    lotteryCode: i.lottery_code ? i.lottery_code : null,
    note: i.order_note ?? '',
    packagingTypeId: packagingType(packaging) ? packaging : DEFAULT_PACKAGING_TYPE_ID,
    acceptAlternatives: cart.acceptAlternatives || i.accept_alternatives === 'true',
    onboard,
    reopenOrderId: Number(i.reopen_order_id) > 0 ? Number(i.reopen_order_id) : null,
  };
}

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

export class CheckoutService {
  constructor(
    private readonly carts: CartService,
    private readonly orders: OrdersService,
  ) {}

  private get repo() {
    return this.orders.repo;
  }

  // ---- needs ----

  private async checkNeeds(userId: number, cart: Cart, choices: CheckoutChoices) {
    if (!cart.cartItems.length) throw business('error.checkout.empty_cart', checkoutMessages.emptyCart);
    if (!cart.shippingAddress || cart.warehouse === null)
      throw business('error.checkout.need_address', checkoutMessages.needAddress);
    if (!cart.timeslot) throw business('error.checkout.need_timeslot', checkoutMessages.needTimeslot);
    if (choices.lotteryCode && lotteryCode()(choices.lotteryCode) !== true)
      throw business('error.checkout.lottery_code', checkoutMessages.lottery);
    if (choices.needInvoice && choices.lotteryCode)
      throw business(
        'error.checkout.lottery_with_invoice',
        CHECKOUT_MESSAGES['error.checkout.lottery_with_invoice'],
      );
    if (cart.shippingAddress.addressType === 'onboard' && (!choices.onboard.phone || !choices.onboard.boat))
      throw business('error.checkout.onboard', checkoutMessages.onboard);
    let billing: BillingDataRecord | null = null;
    if (choices.needInvoice) {
      billing = (await this.repo.billingData(userId)) ?? null;
      if (!billing)
        throw business('error.checkout.missing_billing_data', checkoutMessages.missingBillingData);
      const errors = billingDataErrors(billing);
      if (errors.length)
        throw business(
          'error.checkout.missing_billing_data',
          checkoutMessages.invalidBillingData(`${errors[0]!.field} – ${errors[0]!.message}`),
        );
    }
    return billing;
  }

  private checkPayment(
    cart: Cart,
    choices: CheckoutChoices,
    paymentTypeId: number,
    paymentData: Record<string, unknown>,
  ) {
    const vouchers = paymentData.vouchers === undefined ? undefined : Number(paymentData.vouchers);
    if (
      isMealTicketPaymentType(paymentTypeId) &&
      vouchers !== undefined &&
      (!Number.isInteger(vouchers) || vouchers < 1)
    )
      throw business('error.checkout.meal_ticket_vouchers', checkoutMessages.vouchers);
    const violations = checkPaymentChoice({
      paymentTypeId,
      spendCents: euroToCents(cart.grossTotal),
      vouchers,
      invoiceRequested: choices.needInvoice,
      lotteryCode: choices.lotteryCode,
    });
    if (violations.length) throw business(violations[0]!.code, violations[0]!.message);
  }

  // ---- calls ----

  /** checkout/prepare: saves the checkout choices, validates the needs and locks the cart (status 7). */
  async prepare(userId: number, owner: CartOwner, input: CheckoutPrepareInput) {
    const { cart } = await this.carts.view(owner);
    const infos: Record<string, string> = {};
    if (input.need_invoice !== undefined) infos.need_invoice = String(input.need_invoice);
    if (input.lottery_code !== undefined) infos.lottery_code = input.lottery_code;
    if (input.note !== undefined) infos.order_note = input.note;
    if (input.packaging_type_id !== undefined) {
      if (!packagingType(input.packaging_type_id))
        throw business('error.checkout.packaging', checkoutMessages.packaging);
      infos.packaging_type_id = String(input.packaging_type_id);
    }
    if (input.accept_alternatives !== undefined)
      infos.accept_alternatives = String(input.accept_alternatives);
    for (const k of ONBOARD_KEYS) {
      const v = input[`onboard_${k}`];
      if (v !== undefined) infos[`onboard_${k}`] = v;
    }
    const merged = { ...cart, cartInfos: { ...cart.cartInfos, ...infos } };
    const choices = choicesOf(merged);
    const billing = await this.checkNeeds(userId, merged, choices);
    if (input.payment_type_id !== undefined) {
      await this.orders.validatePaymentChoice(userId, input.payment_type_id, undefined);
      this.checkPayment(merged, choices, input.payment_type_id, {});
    }
    const locked = await this.carts.prepareCheckout(owner, infos);
    const pricing = locked.cart.pricing;
    return {
      data: {
        cart: locked.cart,
        preAuthorisedAmount: pricing.preAuthorisedAmount,
        packagingCost: pricing.packagingCost,
        variableWeightTotal: pricing.variableWeightTotal,
        checkout: {
          needInvoice: choices.needInvoice,
          lotteryCode: choices.lotteryCode,
          note: choices.note,
          packagingTypeId: choices.packagingTypeId,
          acceptAlternatives: choices.acceptAlternatives,
          onboard: choices.onboard,
          billingData: billing as Record<string, unknown> | null,
        },
      },
      messages: locked.messages,
    };
  }

  /** Back from the checkout: the cart can be changed again. */
  async unlock(owner: CartOwner) {
    return this.carts.unlockCheckout(owner);
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
    await this.orders.validatePaymentChoice(userId, input.payment_type_id, input.user_payment_auth_id);
    // The cart priced by the engine: the order keeps this document and its input (ADR 0021).
    const { cart, document, input: pricingInput } = await this.carts.pricedDocument(owner);
    const choices = choicesOf(cart);
    const billing = await this.checkNeeds(userId, cart, choices);
    this.checkPayment(cart, choices, input.payment_type_id, paymentData);
    const totals = document.totals;
    const online = isOnlinePaymentType(input.payment_type_id);
    const slot = cart.timeslot!;

    const placed = await this.repo.transaction(async (trx) => {
      if (key && !(await this.repo.claimKey(trx, userId, key, hash))) {
        const row = await this.repo.idempotency(userId, key, trx);
        if (row && row.requestHash !== hash)
          throw new AppError(
            'unprocessable',
            'error.checkout.idempotency_mismatch',
            checkoutMessages.idempotencyMismatch,
          );
        if (row?.orderId) return { replayOrderId: row.orderId, orderId: 0, closed: null, replaces: null };
        throw business('error.checkout.in_progress', checkoutMessages.inProgress);
      }
      const closed = await this.carts.closeForOrder(trx, cart.cartId, {
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
      await this.carts.settleGifts(trx, cart.cartId, orderId, cart.orderAdjustmentSummary.orderAdjustments);
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
        await this.orders.openAuthorisation(
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
        await this.repo.abandonOpenAuthorisations(trx, replaces);
        if (old.slotPlaceHeld) await this.orders.releaseOrderPlace(trx, old.timeslotId);
      }
      if (key) await this.repo.bindKey(trx, userId, key, orderId);
      return { replayOrderId: undefined, orderId, closed, replaces };
    });

    if (placed.replayOrderId !== undefined) return this.answer(placed.replayOrderId, userId, key, true);
    if (placed.closed) await this.carts.openAfterOrder(owner, placed.closed);
    const answer = await this.answer(placed.orderId, userId, key, false);
    if (!online || answer.data.paymentRequired) await this.orders.notify(placed.orderId);
    return answer;
  }

  private async replay(userId: number, key: string, hash: string) {
    const row = await this.repo.idempotency(userId, key);
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
    const data = await this.orders.settle(orderId);
    if (key && !replay) await this.repo.saveResponse(userId, key, data);
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

  // ---- amounts, payment and packaging types ----

  async prebilled(userId: number, owner: CartOwner, q: { payment_type_id?: number; order_id?: number }) {
    if (q.order_id !== undefined) {
      const o = await this.orders.requireOrder(userId, q.order_id);
      return {
        prebilledAmount: centsToEuro(o.preAuthorisedCents),
        grossTotal: centsToEuro(o.grossTotalCents),
        variableWeightTotal: centsToEuro(o.variableWeightCents),
        packagingCost: centsToEuro(o.packagingCents),
        orderId: o.orderId,
      };
    }
    const { cart } = await this.carts.view(owner);
    return {
      prebilledAmount: cart.pricing.preAuthorisedAmount,
      grossTotal: cart.pricing.total,
      variableWeightTotal: cart.pricing.variableWeightTotal,
      packagingCost: cart.pricing.packagingCost,
      orderId: null,
    };
  }

  async paymentTypes(userId: number, owner: CartOwner, paymentTypeId?: number) {
    const { cart } = await this.carts.view(owner);
    const spend = euroToCents(cart.grossTotal);
    const choices = choicesOf(cart);
    const ids = CHECKOUT_PAYMENT_TYPES.filter((id) => paymentTypeId === undefined || id === paymentTypeId);
    const auths = (await this.repo.auths(userId)).filter(
      (a) =>
        paymentTypeId === undefined || a.paymentTypeId === paymentTypeId || acceptsSavedCard(paymentTypeId),
    );
    return {
      paymentTypes: ids.map((id) => {
        const meal = isMealTicketPaymentType(id);
        const reason = meal
          ? !mealTicketsAllowed(spend)
            ? CHECKOUT_MESSAGES['error.checkout.meal_ticket_min_spend']
            : choices.needInvoice
              ? CHECKOUT_MESSAGES['error.checkout.meal_ticket_invoice']
              : null
          : null;
        return {
          paymentTypeId: id,
          name: paymentTypeLabel(id),
          descr: isOnlinePaymentType(id)
            ? 'Paghi ora sulla pagina sicura del circuito: addebitiamo solo l’importo finale dopo la preparazione.'
            : meal
              ? 'Consegni i buoni pasto al ritiro o alla consegna (al massimo 8).'
              : 'Paghi al ritiro o alla consegna, o secondo gli accordi del tuo contratto.',
          online: isOnlinePaymentType(id),
          acceptsSavedCard: acceptsSavedCard(id),
          mealTicket: meal,
          available: reason === null,
          reason,
        };
      }),
      auths: auths.map((a) => ({
        userPaymentAuthId: a.userPaymentAuthId,
        paymentTypeId: a.paymentTypeId,
        circuit: a.circuit,
        card: a.maskedCard,
        expiry: a.expiry,
        createdAt: a.createdAt.toISOString(),
      })),
      defaultPaymentTypeId: DEFAULT_PAYMENT_TYPE_ID,
    };
  }

  async deleteAuth(userId: number, owner: CartOwner, id: number) {
    if (!(await this.repo.deleteAuth(userId, id)))
      throw business('error.checkout.payment_auth', orderMessages.authNotFound);
    return this.paymentTypes(userId, owner);
  }

  async packagingTypes(owner: CartOwner | null) {
    const cart = owner ? (await this.carts.view(owner)).cart : null;
    const bags = cart ? cart.pricing.bagCount : 0;
    return {
      packagingTypes: PACKAGING_TYPES.map((p) => ({
        packagingTypeId: p.packagingTypeId,
        name: p.name,
        descr: p.description,
        unitPrice: centsToEuro(p.unitCents),
        bags,
        cost: centsToEuro(bags * p.unitCents),
      })),
    };
  }

  // ---- invoice data ----

  async billingData(userId: number) {
    return { billingData: (await this.repo.billingData(userId)) ?? null };
  }

  async saveBillingData(userId: number, b: BillingDataBody) {
    const record: BillingDataRecord = {
      personType: b.personType,
      firstName: b.firstName ?? '',
      lastName: b.lastName ?? '',
      companyName: b.companyName ?? '',
      vatNumber: b.vatNumber ?? '',
      fiscalCode: (b.fiscalCode ?? '').toUpperCase(),
      pec: b.pec ?? '',
      sdiCode: (b.sdiCode ?? '').toUpperCase(),
      address1: b.address1 ?? '',
      addressNumber: b.addressNumber ?? '',
      city: b.city ?? '',
      province: (b.province ?? '').toUpperCase(),
      postalcode: b.postalcode ?? '',
    };
    const errors = billingDataErrors(record);
    if (errors.length)
      throw AppError.validation('error.validation', fieldMessage(errors[0]!.field, errors[0]!.message));
    await this.repo.saveBillingData(userId, record);
    return {
      data: await this.billingData(userId),
      messages: { infos: [{ code: 'info.billing_data.saved', message: checkoutMessages.billingSaved }] },
    };
  }
}
