// Checkout: prepare (validate the cart's needs, save the checkout choices, lock
// the cart), pre-authorised amount, payment types with saved cards, packaging
// types, invoice data. The buy itself is the place-order flow
// (src/flows/place-order.flow.ts), which uses checkNeeds and checkPayment.
import type { BillingDataBody, Cart, CheckoutPrepareInput } from '@sporta/contracts';
import {
  billingDataErrors,
  centsToEuro,
  CHECKOUT_PAYMENT_TYPES,
  checkPaymentChoice,
  DEFAULT_PACKAGING_TYPE_ID,
  DEFAULT_PAYMENT_TYPE_ID,
  euroToCents,
  isMealTicketPaymentType,
  isOnlinePaymentType,
  lotteryCode,
  mealTicketsAllowed,
  PACKAGING_TYPES,
  packagingType,
  paymentTypeLabel,
  acceptsSavedCard,
  CHECKOUT_MESSAGES,
} from '@sporta/domain';
import { AppError } from '../../platform/errors';
import type { BillingDataRecord, InvoiceDataService } from '../account';
import type { CartOwner, CartServices } from '../cart';
import { orderMessages, type OrdersService } from './orders.service';
import type { PaymentsService } from './payments.service';
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
export interface CheckoutChoices {
  needInvoice: boolean;
  lotteryCode: string | null;
  note: string;
  packagingTypeId: number;
  acceptAlternatives: boolean;
  onboard: Record<string, string>;
  reopenOrderId: number | null;
}

const ONBOARD_KEYS = ['phone', 'pier', 'boat', 'notes'] as const;

export function choicesOf(cart: Cart): CheckoutChoices {
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

export class CheckoutService {
  constructor(
    private readonly carts: Pick<CartServices, 'view' | 'handoff'>,
    private readonly orders: OrdersService,
    private readonly payments: Pick<PaymentsService, 'validatePaymentChoice'>,
    /** The account module's invoice data (the one owner of user_person_fiscal). */
    private readonly invoiceData: Pick<InvoiceDataService, 'billingData' | 'saveBillingData'>,
  ) {}

  private get repo() {
    return this.orders.repo;
  }

  // ---- needs ----

  /** The needs of a checkout (lines, address, slot, invoice data): refused with the first unmet. */
  async checkNeeds(userId: number, cart: Cart, choices: CheckoutChoices) {
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
      billing = (await this.invoiceData.billingData(userId)) ?? null;
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

  /** The payment type's rules against the cart and the checkout choices. */
  checkPayment(
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
    const { cart } = await this.carts.view.view(owner);
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
      await this.payments.validatePaymentChoice(userId, input.payment_type_id, undefined);
      this.checkPayment(merged, choices, input.payment_type_id, {});
    }
    const locked = await this.carts.handoff.prepareCheckout(owner, infos);
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
    return this.carts.handoff.unlockCheckout(owner);
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
    const { cart } = await this.carts.view.view(owner);
    return {
      prebilledAmount: cart.pricing.preAuthorisedAmount,
      grossTotal: cart.pricing.total,
      variableWeightTotal: cart.pricing.variableWeightTotal,
      packagingCost: cart.pricing.packagingCost,
      orderId: null,
    };
  }

  async paymentTypes(userId: number, owner: CartOwner, paymentTypeId?: number) {
    const { cart } = await this.carts.view.view(owner);
    const spend = euroToCents(cart.grossTotal);
    const choices = choicesOf(cart);
    const ids = CHECKOUT_PAYMENT_TYPES.filter((id) => paymentTypeId === undefined || id === paymentTypeId);
    const auths = (await this.orders.payments.auths(userId)).filter(
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
    if (!(await this.orders.payments.deleteAuth(userId, id)))
      throw business('error.checkout.payment_auth', orderMessages.authNotFound);
    return this.paymentTypes(userId, owner);
  }

  async packagingTypes(owner: CartOwner | null) {
    const cart = owner ? (await this.carts.view.view(owner)).cart : null;
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
    return { billingData: (await this.invoiceData.billingData(userId)) ?? null };
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
    await this.invoiceData.saveBillingData(userId, record);
    return {
      data: await this.billingData(userId),
      messages: { infos: [{ code: 'info.billing_data.saved', message: checkoutMessages.billingSaved }] },
    };
  }
}
