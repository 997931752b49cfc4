// GA4 add/remove events (spec 001 §4: tracking with the quantity delta), pushed to
// window.dataLayer only when the shopper allowed analytics cookies: the cookie banner keeps the
// choice in localStorage `sporta-cookie-preferences` ({ analytics, profilation, … }).
import type { CartItem } from '@sporta/contracts';
import { CART_ITEM_INSERTION_NORMAL } from '@sporta/domain/status';

interface ConsentWindow {
  dataLayer?: unknown[];
}

const COOKIE_PREFS_KEY = 'sporta-cookie-preferences';

export function analyticsAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const stored = JSON.parse(window.localStorage.getItem(COOKIE_PREFS_KEY) ?? 'null') as {
      analytics?: boolean;
    } | null;
    return stored?.analytics === true;
  } catch {
    return false;
  }
}

export function trackCartChange(
  product: { productId: number; name: string; price?: number | null },
  delta: number,
): void {
  if (delta === 0 || !analyticsAllowed()) return;
  const w = window as unknown as ConsentWindow;
  w.dataLayer ??= [];
  const quantity = Math.abs(delta);
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: 'EUR',
      value: Math.round((product.price ?? 0) * quantity * 100) / 100,
      items: [
        { item_id: String(product.productId), item_name: product.name, price: product.price ?? 0, quantity },
      ],
    },
  });
}

export function lineOf(items: CartItem[] | undefined, productId: number): CartItem | undefined {
  return (
    items?.find(
      (i) => i.productId === productId && i.cartItemInsertionTypeId === CART_ITEM_INSERTION_NORMAL,
    ) ?? items?.find((i) => i.productId === productId)
  );
}
