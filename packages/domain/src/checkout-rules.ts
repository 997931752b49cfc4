/**
 * Checkout and payment rules (spec 001 §5 "Payment and billing rules",
 * "Pre-authorisation", "Gift coupons"; §9 meal tickets). Amounts in integer cents.
 */

import { assertCents, divideCeil } from './money';
import { isMealTicketPaymentType } from './status';

/** Share of the variable-weight (loose) lines added to the pre-authorisation. */
export const VARIABLE_WEIGHT_PREAUTH_PCT = 40;
/** Meal tickets need a spend over 100 € (strictly). */
export const MEAL_TICKET_MIN_SPEND_CENTS = 10_000;
/** At most 8 meal vouchers per order. */
export const MEAL_TICKET_MAX_VOUCHERS = 8;

export interface PreAuthorisationInput {
  /** Cart total, VAT included. */
  totalCents: number;
  /** Sum of the loose (variable-weight) lines, already included in the total. */
  variableWeightCents: number;
  /** Shopper bags, not in the total. */
  shopperBagsCents: number;
}

/** Pre-authorised amount = total + 40% of the variable-weight lines (rounded up) + shopper bags. */
export function preAuthorisedAmountCents(input: PreAuthorisationInput): number {
  const total = assertCents(input.totalCents, 'totalCents');
  const variable = assertCents(input.variableWeightCents, 'variableWeightCents');
  const bags = assertCents(input.shopperBagsCents, 'shopperBagsCents');
  if (total < 0 || variable < 0 || bags < 0)
    throw new RangeError('pre-authorisation amounts cannot be negative');
  return total + divideCeil(variable * VARIABLE_WEIGHT_PREAUTH_PCT, 100) + bags;
}

export type CheckoutRuleCode =
  | 'error.checkout.meal_ticket_min_spend'
  | 'error.checkout.meal_ticket_max_vouchers'
  | 'error.checkout.meal_ticket_invoice'
  | 'error.checkout.lottery_with_invoice';

export interface CheckoutRuleViolation {
  code: CheckoutRuleCode;
  message: string;
}

export const CHECKOUT_MESSAGES: Readonly<Record<CheckoutRuleCode, string>> = {
  'error.checkout.meal_ticket_min_spend':
    'I buoni pasto si possono usare solo per una spesa superiore a 100 €',
  'error.checkout.meal_ticket_max_vouchers': 'Puoi usare al massimo 8 buoni pasto per ordine',
  'error.checkout.meal_ticket_invoice': 'Non è possibile richiedere la fattura pagando con i buoni pasto',
  'error.checkout.lottery_with_invoice': 'Il codice lotteria non si può usare se richiedi la fattura',
};

const violation = (code: CheckoutRuleCode): CheckoutRuleViolation => ({
  code,
  message: CHECKOUT_MESSAGES[code],
});

/** Meal tickets are accepted only for a spend over 100 €. */
export function mealTicketsAllowed(spendCents: number): boolean {
  return assertCents(spendCents, 'spendCents') > MEAL_TICKET_MIN_SPEND_CENTS;
}

export interface PaymentChoice {
  paymentTypeId: number;
  spendCents: number;
  /** Number of meal vouchers (meal-ticket payment types only). */
  vouchers?: number;
  invoiceRequested: boolean;
  /** Receipt lottery code entered. */
  lotteryCode?: string | null;
}

/** Every rule the payment choice breaks (empty when it is fine). */
export function checkPaymentChoice(choice: PaymentChoice): CheckoutRuleViolation[] {
  const out: CheckoutRuleViolation[] = [];
  if (isMealTicketPaymentType(choice.paymentTypeId)) {
    if (!mealTicketsAllowed(choice.spendCents)) out.push(violation('error.checkout.meal_ticket_min_spend'));
    if ((choice.vouchers ?? 0) > MEAL_TICKET_MAX_VOUCHERS)
      out.push(violation('error.checkout.meal_ticket_max_vouchers'));
    if (choice.invoiceRequested) out.push(violation('error.checkout.meal_ticket_invoice'));
  }
  if (choice.invoiceRequested && choice.lotteryCode != null && choice.lotteryCode.trim() !== '') {
    out.push(violation('error.checkout.lottery_with_invoice'));
  }
  return out;
}

/** An invoice can be requested unless paying with meal tickets. */
export function invoiceAllowed(paymentTypeId: number): boolean {
  return !isMealTicketPaymentType(paymentTypeId);
}

/** The receipt lottery code is possible only without an invoice. */
export function lotteryCodeAllowed(invoiceRequested: boolean): boolean {
  return !invoiceRequested;
}

export interface CouponAssignmentInput {
  /** Quantity of the cart line (pieces, or kg for loose goods). */
  itemQuantity: number;
  /** Coupons already assigned to this cart line. */
  assignedCouponIds: readonly (number | string)[];
  /** The coupon being chosen. */
  couponId: number | string;
}

/**
 * A cart line can be chosen by several coupons only up to its quantity (at least 1,
 * so a loose line of 0.5 kg takes one coupon). A coupon already assigned to the line
 * stays selectable.
 */
export function couponAssignmentAllowed(input: CouponAssignmentInput): boolean {
  if (input.assignedCouponIds.some((id) => String(id) === String(input.couponId))) return true;
  const capacity = Math.max(1, Math.floor(input.itemQuantity));
  return input.assignedCouponIds.length < capacity;
}
