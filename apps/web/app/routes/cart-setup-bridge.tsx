// Where the cart and delivery features meet (they never import each other): the delivery
// setup dialogs answer the cart's needLogin / needAddress / needTimeslot checks, and every
// cart the delivery calls return replaces the cart's state. The product cards get the lists
// feature's heart and the cart's quantity control here too (catalog/components/product-corner.ts).
// Used by the shop layout.
import { lazy, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { checkDisclaimer } from '../features/account/api/profile';
import { onCatalogHashChange } from '../lib/api/catalog-hash';
import { CartSetupContext, isAnonymousCart, type CartSetup } from '../features/cart/hooks/cart-setup-context';
import { reloadCart, setCart, useCurrentCart } from '../features/cart/hooks/use-cart';
import { AddToCartControl } from '../features/cart/components/quantity-control';
import { ProductActionContext, ProductCornerContext } from '../features/catalog/components/product-corner';
import type { CardProduct } from '../features/catalog/card-product';
import { DeliveryBar } from '../features/delivery/components/delivery-summary';
import { StorePrivacyContext, type StorePrivacy } from '../features/delivery/components/store-privacy';
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
          // reason=cart: the login page says why the shopper was sent there
          void navigate(
            `/login?reason=cart&redirect=${encodeURIComponent(location.pathname + location.search)}`,
          );
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

const listCorner = (product: CardProduct) => <WishlistButton product={product} />;
const cartAction = (product: CardProduct) => <AddToCartControl product={product} />;

// The account's privacy form, loaded with the store step (it renders inside the dialog's MUI scope).
const storePrivacyForm = lazy(() => import('../features/account/components/store-privacy-form'));

/**
 * When the cart's warehouse or slot changes (a new address or slot, a login, a cart that differs
 * from the one the page was rendered for), the page's catalogue data is loaded again with the
 * new hash: prices and availability are always the warehouse's (ADR 0040). Offline (a page the
 * service worker kept), the page stays as it is and is loaded again once the connection is back:
 * a reload that cannot reach the server would replace a usable page with an error.
 */
function useCatalogFollowsCart(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    let pending = false;
    const follow = () => {
      pending = !navigator.onLine;
      if (!pending) void latest.current.revalidate();
    };
    const online = () => {
      if (pending) follow();
    };
    window.addEventListener('online', online);
    const stop = onCatalogHashChange(follow);
    return () => {
      stop();
      window.removeEventListener('online', online);
    };
  }, []);
}

export function CartSetupBridge({ children }: { children: ReactNode }) {
  const cart = useCurrentCart();
  useCatalogFollowsCart();
  const anonymous = isAnonymousCart(cart);
  // An anonymous cart has no consents to check: the privacy step comes with the account.
  const privacy = useMemo<StorePrivacy | null>(
    () => (anonymous ? null : { accepted: checkDisclaimer, Form: storePrivacyForm }),
    [anonymous],
  );
  return (
    <StorePrivacyContext.Provider value={privacy}>
      <DeliverySetupProvider cart={cart} onCart={setCart}>
        <CartSetupAdapter>
          <ProductCornerContext.Provider value={listCorner}>
            <ProductActionContext.Provider value={cartAction}>{children}</ProductActionContext.Provider>
          </ProductCornerContext.Provider>
        </CartSetupAdapter>
      </DeliverySetupProvider>
    </StorePrivacyContext.Provider>
  );
}

/** The delivery row, for logged-in shoppers only (not on an anonymous cart). */
export function CartInfoBar({ placement }: { placement: 'header' | 'below' }) {
  const cart = useCurrentCart();
  return <DeliveryBar cart={isAnonymousCart(cart) ? null : cart} placement={placement} />;
}
