// The cart page's department groups (spec 001 §3 Cart "sectors"). Only cart/view is asked for
// `sectors` (show_sectors); every other call that answers the cart (add, update, gift codes,
// order/modify, address and slot changes) sends the lines alone. The page therefore groups the
// lines itself, by the same rule as the server (the department of each product's breadcrumb,
// in the order the lines were added), so the headings and the line order never change with
// the call that brought the cart.
import type { CartItem } from '@sporta/contracts';

export interface CartSector {
  /** The department's name ('' groups the lines of a product without a department). */
  name: string;
  cartItems: CartItem[];
}

export function cartSectors(items: readonly CartItem[]): CartSector[] {
  const sectors = new Map<string, CartItem[]>();
  for (const item of items) {
    const name = item.product.breadCrumbs?.[0]?.name ?? '';
    const list = sectors.get(name);
    if (list) list.push(item);
    else sectors.set(name, [item]);
  }
  return [...sectors.entries()].map(([name, cartItems]) => ({ name, cartItems }));
}
