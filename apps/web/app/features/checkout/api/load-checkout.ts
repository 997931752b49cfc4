// What the checkout page shows besides the cart, loaded by the route's loaders before the page
// is entered (server loader with the visitor's cookies, client loader in the browser): the
// packaging types, the payment types with the saved cards, the delivery fee. A failed call
// leaves its part empty, as the page always did: no packaging choice, no fee line, and for the
// payment types the generic error (the page cannot be paid without them).
import type { RequestOptions } from '../../../lib/api/client';
import {
  getDeliveryFee,
  getPackagingTypes,
  getPaymentTypes,
  type DeliveryFee,
  type PackagingType,
  type PaymentTypeList,
} from './checkout';

export interface CheckoutData {
  packaging: PackagingType[];
  /** null when payment-type/list-auth failed */
  payments: PaymentTypeList | null;
  /** null when delivery-fee/view failed */
  fee: DeliveryFee | null;
}

export async function loadCheckoutData(options: RequestOptions = {}): Promise<CheckoutData> {
  const [packaging, payments, fee] = await Promise.all([
    getPackagingTypes(options).catch(() => []),
    getPaymentTypes(options).catch(() => null),
    getDeliveryFee(options).catch(() => null),
  ]);
  return { packaging, payments, fee };
}
