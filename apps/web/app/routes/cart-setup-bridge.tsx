// Where the cart and delivery features meet (they never import each other): the delivery
// setup dialogs answer the cart's needLogin / needAddress / needTimeslot checks, and every
// cart the delivery calls return replaces the cart's state. The product cards get the lists
// feature's heart here too. Used by the shop layout.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { onCatalogHashChange } from '../lib/api/catalog-hash';
import { CartSetupContext, isAnonymousCart, type CartSetup } from '../features/cart/hooks/cart-setup-context';
import { reloadCart, setCart, useCurrentCart } from '../features/cart/hooks/use-cart';
import { ProductCornerContext } from '../features/catalog/components/product-corner';
import type { Product } from '../features/catalog/types';
import { CartInfoCard } from '../features/delivery/components/cart-info-card';
import { WishlistButton } from '../features/lists/components/wishlist-button';
import { DeliverySetupProvider, useDeliverySetup } from '../features/delivery/components/setup-dialogs';

function CartSetupAdapter({ children }: { children: ReactNode }) {
  const delivery = useDeliverySetup();
  const navigate = useNavigate();
  const location = useLocation();
  const value = useMemo<CartSetup>(
    () => ({
      ensure: async (need) => {
        if (need === 'login') {
          void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
          return false;
        }
        const done = await delivery.open(need, { forCart: true });
        if (done) await reloadCart();
        return done;
      },
    }),
    [delivery, navigate, location.pathname, location.search],
  );
  return <CartSetupContext.Provider value={value}>{children}</CartSetupContext.Provider>;
}

const listCorner = (product: Product) => <WishlistButton product={product} />;

/**
 * When the cart's warehouse or slot changes (a new address or slot, a login, a cart that differs
 * from the one the page was rendered for), the page's catalogue data is loaded again with the
 * new hash: prices and availability are always the warehouse's (ADR 0040).
 */
function useCatalogFollowsCart(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => onCatalogHashChange(() => void latest.current.revalidate()), []);
}

export function CartSetupBridge({ children }: { children: ReactNode }) {
  const cart = useCurrentCart();
  useCatalogFollowsCart();
  return (
    <DeliverySetupProvider cart={cart} onCart={setCart}>
      <CartSetupAdapter>
        <ProductCornerContext.Provider value={listCorner}>{children}</ProductCornerContext.Provider>
      </CartSetupAdapter>
    </DeliverySetupProvider>
  );
}

/** The mobile cart info card, for logged-in shoppers only (not on an anonymous cart). */
export function CartInfoBar() {
  const cart = useCurrentCart();
  return <CartInfoCard cart={isAnonymousCart(cart) ? null : cart} />;
}
