// GA4 begin_checkout and purchase events (issue 7 §7), pushed to window.dataLayer only when the
// shopper allowed analytics cookies (localStorage `sporta-cookie-preferences`). The ids of the
// last 20 orders sent are kept (spec 001 §9 "Order-analytics memory") so that reopening the
// completed page never sends a purchase twice.
import type { Cart, Order } from '@sporta/contracts';

const COOKIE_PREFS_KEY = 'sporta-cookie-preferences';
export const TRACKED_ORDERS_KEY = 'sporta-tracked-orders';
const MEMORY = 20;

function analyticsAllowed(): boolean {
  try {
    const prefs = JSON.parse(window.localStorage.getItem(COOKIE_PREFS_KEY) ?? 'null') as {
      analytics?: boolean;
    } | null;
    return prefs?.analytics === true;
  } catch {
    return false;
  }
}

function push(event: string, ecommerce: Record<string, unknown>): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({ event, ecommerce });
}

export function trackBeginCheckout(cart: Cart): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  push('begin_checkout', {
    currency: 'EUR',
    value: cart.grossTotal,
    items: cart.cartItems.map((i) => ({
      item_id: String(i.productId),
      item_name: i.product.name,
      price: i.unitPrice,
      quantity: i.quantity,
    })),
  });
}

function trackedOrders(): number[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** The purchase of a paid order, once per order id. Returns whether it was sent. */
export function trackPurchase(order: Order): boolean {
  if (typeof window === 'undefined' || !analyticsAllowed()) return false;
  const seen = trackedOrders();
  if (seen.includes(order.orderId)) return false;
  push('purchase', {
    transaction_id: String(order.orderId),
    currency: 'EUR',
    value: order.grossTotal,
    tax: order.vatTotal,
    shipping: order.deliveryFee,
    items: order.orderItems.map((i) => ({
      item_id: String(i.productId),
      item_name: i.name,
      price: i.unitPrice,
      quantity: i.quantity,
    })),
  });
  window.localStorage.setItem(TRACKED_ORDERS_KEY, JSON.stringify([...seen, order.orderId].slice(-MEMORY)));
  return true;
}
