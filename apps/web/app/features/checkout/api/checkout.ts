// Checkout and payment calls (spec 001 §7 "Checkout and payment", "Orders" for the outcome
// pages). prepare and buy refuse with status ≠ 0: the first error's message is thrown as an
// ApiError (spec 001 §8); the caller shows it (toast, or popup for the popup codes).
import type {
  billingDataSchema,
  buyResultSchema,
  deliveryFeeSchema,
  Order,
  packagingTypeListSchema,
  paymentTypeListSchema,
  prepareResultSchema,
  retryPaymentSchema,
} from '@sporta/contracts';
import type { Cart } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type PrepareResult = z.infer<typeof prepareResultSchema>;
export type BuyResult = z.infer<typeof buyResultSchema>;
export type PaymentTypeList = z.infer<typeof paymentTypeListSchema>;
export type PaymentType = PaymentTypeList['paymentTypes'][number];
export type PaymentAuth = PaymentTypeList['auths'][number];
export type PackagingType = z.infer<typeof packagingTypeListSchema>['packagingTypes'][number];
export type RetryPayment = z.infer<typeof retryPaymentSchema>;
/** The account's invoice data as checkout/billing-data answers it (the account feature saves it). */
export type BillingData = z.infer<typeof billingDataSchema>;

export interface PrepareInput {
  need_invoice: boolean;
  lottery_code?: string;
  note: string;
  packaging_type_id?: number;
  accept_alternatives: boolean;
  onboard_phone?: string;
  onboard_pier?: string;
  onboard_boat?: string;
  onboard_notes?: string;
  payment_type_id: number;
}

export interface BuyInput {
  payment_type_id: number;
  user_payment_auth_id?: number;
  payment_data?: string;
}

export async function prepareCheckout(input: PrepareInput): Promise<PrepareResult> {
  return unwrap(
    await apiRequest<PrepareResult>('checkout/prepare', { method: 'POST', body: input, quiet: true }),
  );
}

export async function unlockCheckout(): Promise<Cart | null> {
  const envelope = await apiRequest<Cart>('checkout/unlock', { method: 'POST', quiet: true });
  return envelope.response.status === 0 ? envelope.data : null;
}

/** checkout/buy with the attempt's idempotency key: a retry with the same key never buys twice. */
export async function buyCart(input: BuyInput, idempotencyKey: string): Promise<BuyResult> {
  return unwrap(
    await apiRequest<BuyResult>('checkout/buy', {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': idempotencyKey },
      quiet: true,
    }),
  );
}

export async function getPaymentTypes(options: RequestOptions = {}): Promise<PaymentTypeList> {
  return unwrap(await apiRequest<PaymentTypeList>('payment-type/list-auth', { ...options, quiet: true }));
}

export async function deletePaymentAuth(userPaymentAuthId: number): Promise<PaymentTypeList> {
  return unwrap(
    await apiRequest<PaymentTypeList>('payment-type/delete-auth', {
      method: 'POST',
      body: { user_payment_auth_id: userPaymentAuthId },
    }),
  );
}

/** The packaging chosen at the checkout: the cart comes back priced with its bags (ADR 0021). */
export async function choosePackaging(packagingTypeId: number): Promise<Cart> {
  return unwrap(
    await apiRequest<Cart>('cart/update-cart-info', {
      method: 'POST',
      body: { property: 'packaging_type_id', value: String(packagingTypeId) },
    }),
  );
}

export async function getPackagingTypes(options: RequestOptions = {}): Promise<PackagingType[]> {
  return unwrap(
    await apiRequest<{ packagingTypes: PackagingType[] }>('packaging-type/list', { ...options, quiet: true }),
  ).packagingTypes;
}

export async function getOrder(orderId: number): Promise<Order> {
  return unwrap(await apiRequest<Order>('order/view', { query: { order_id: orderId }, quiet: true }));
}

/** order/payment: a new payment page for an unpaid order. */
export async function retryOrderPayment(orderId: number): Promise<RetryPayment> {
  return unwrap(
    await apiRequest<RetryPayment>('order/payment', {
      method: 'POST',
      body: { order_id: orderId },
      quiet: true,
    }),
  );
}

export async function modifyPaymentType(
  orderId: number,
  paymentTypeId: number,
  userPaymentAuthId?: number,
): Promise<BuyResult> {
  return unwrap(
    await apiRequest<BuyResult>('order/modify-payment-type', {
      method: 'POST',
      body: { order_id: orderId, payment_type_id: paymentTypeId, user_payment_auth_id: userPaymentAuthId },
      quiet: true,
    }),
  );
}

/** checkout/prebilled-amount of the cart: the variable-weight total feeds the pre-authorisation shown. */
export async function getPrebilled(): Promise<{ prebilledAmount: number; variableWeightTotal: number }> {
  return unwrap(
    await apiRequest<{ prebilledAmount: number; variableWeightTotal: number }>('checkout/prebilled-amount', {
      quiet: true,
    }),
  );
}

export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;

/** delivery-fee/view: the service's fee, its promo text and what is left to free delivery. */
export async function getDeliveryFee(options: RequestOptions = {}): Promise<DeliveryFee> {
  return unwrap(await apiRequest<DeliveryFee>('delivery-fee/view', { ...options, quiet: true }));
}
