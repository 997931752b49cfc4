// Order calls (spec 001 §7 "Orders"). Reads are quiet (the page shows the failure where the data
// would be); changes show the envelope's messages as toasts, or as a popup for the codes of
// spec 001 §8 (info.order.reopen).
import type {
  AllOrders,
  BuyResult,
  Cart,
  CustomerLifetime,
  MostPurchased,
  Order,
  orderNoteItemSchema,
} from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap } from '../../../lib/api/client';
import { t } from '../../../i18n/i18n';

export const ORDER_PAGE_SIZE = 12;

export interface OrderFilters {
  page: number;
  fromDate?: string;
  toDate?: string;
  fromTotal?: string;
  toTotal?: string;
  /** One of the addresses the orders went to (shippingAddresses of the answer). */
  addressId?: string;
}

/**
 * The orders page's list: order/list-for-all-user-shipping-addresses (spec 001 §7), which also
 * answers every address the customer's orders went to, for the page's address filter.
 */
export async function listOrders(f: OrderFilters, signal?: AbortSignal): Promise<AllOrders> {
  return unwrap(
    await apiRequest<AllOrders>('order/list-for-all-user-shipping-addresses', {
      query: {
        page: f.page,
        page_size: ORDER_PAGE_SIZE,
        show_pending: true,
        order_from_date_filter: f.fromDate || undefined,
        order_to_date_filter: f.toDate || undefined,
        from_gross_total: f.fromTotal || undefined,
        to_gross_total: f.toTotal || undefined,
        shipping_address_id_filter: f.addressId || undefined,
      },
      quiet: true,
      signal,
    }),
  );
}

/** The latest orders of every cooperative (order/list-for-all-person-orders), for the dashboard. */
export async function latestOrders(count: number, signal?: AbortSignal): Promise<AllOrders> {
  return unwrap(
    await apiRequest<AllOrders>('order/list-for-all-person-orders', {
      query: { page: 1, page_size: count, show_pending: true },
      quiet: true,
      signal,
    }),
  );
}

/** The customer's history with the shop (customer-lifetime/user_info, spec 000 §7). */
export async function customerLifetime(userId: number, signal?: AbortSignal): Promise<CustomerLifetime> {
  return unwrap(
    await apiRequest<CustomerLifetime>('customer-lifetime/user_info', {
      method: 'POST',
      query: { userId },
      quiet: true,
      signal,
    }),
  );
}

export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return unwrap(
    await apiRequest<Order>('order/view', {
      query: { order_id: orderId, show_replaced: true },
      quiet: true,
      signal,
    }),
  );
}

export function invoiceUrl(orderId: number): string {
  return `/ebsn/api/order/invoice?order_id=${orderId}`;
}

export async function cancelOrder(orderId: number): Promise<Order> {
  return unwrap(await apiRequest<Order>('order/delete', { method: 'POST', body: { order_id: orderId } }));
}

/** Reopens the order as the cart (the answer is the new cart; info.order.reopen is a popup). */
export async function modifyOrder(orderId: number): Promise<Cart> {
  return unwrap(await apiRequest<Cart>('order/modify', { method: 'POST', body: { order_id: orderId } }));
}

export async function modifyPaymentType(orderId: number, paymentTypeId: number): Promise<BuyResult> {
  return unwrap(
    await apiRequest<BuyResult>('order/modify-payment-type', {
      method: 'POST',
      body: { order_id: orderId, payment_type_id: paymentTypeId },
    }),
  );
}

export async function changeOrderDate(orderId: number, date: string): Promise<Order> {
  return unwrap(
    await apiRequest<Order>('order/change-date', {
      method: 'POST',
      body: { order_id: orderId, new_order_date: date },
    }),
  );
}

export type OrderNote = z.infer<typeof orderNoteItemSchema>;

export async function saveOrderNote(orderId: number, note: string, noteId?: number): Promise<OrderNote[]> {
  const path = noteId === undefined ? 'note/order/add' : 'note/order/update';
  return unwrap(
    await apiRequest<{ notes: OrderNote[] }>(path, {
      method: 'POST',
      body: { order_id: orderId, note, ...(noteId === undefined ? {} : { noteId }) },
    }),
  ).notes;
}

export type ReserveOutcome =
  | { kind: 'success'; message: string; order: Order }
  | { kind: 'error'; message: string }
  | { kind: 'unexpected' };

/** order/reserve (spec 001 §4): status 0 → its info; otherwise the first error; otherwise generic. */
export async function reserveParking(orderId: number, distance?: number): Promise<ReserveOutcome> {
  try {
    const envelope = await apiRequest<Order>('order/reserve', {
      method: 'POST',
      body: { order_id: orderId, ...(distance === undefined ? {} : { distance }) },
      quiet: true,
    });
    const r = envelope.response;
    if (r.status === 0) return { kind: 'success', message: r.infos[0]?.info ?? '', order: envelope.data };
    const first = r.errors[0]?.error ?? r.errorsMessage[0];
    return first ? { kind: 'error', message: first } : { kind: 'unexpected' };
  } catch {
    return { kind: 'unexpected' };
  }
}

/** cart/add-all-from-order: the answer is the whole cart, or null when refused (messages shown). */
export async function addAllFromOrder(orderId: number): Promise<Cart | null> {
  const envelope = await apiRequest<Cart | null>('cart/add-all-from-order', {
    method: 'POST',
    body: { order_id: orderId },
    failureMessage: t('errors.errorAddingProductFromOrder'),
  });
  return envelope.response.status === 0 ? envelope.data : null;
}

export async function addProductToCart(productId: number, quantity: number): Promise<Cart | null> {
  const envelope = await apiRequest<Cart | null>('cart/add', {
    method: 'POST',
    body: { items: [{ productId, quantity }] },
  });
  return envelope.response.status === 0 ? envelope.data : null;
}

export async function mostPurchased(signal?: AbortSignal): Promise<MostPurchased['products']> {
  return unwrap(await apiRequest<MostPurchased>('order/most-purchased', { quiet: true, signal })).products;
}
