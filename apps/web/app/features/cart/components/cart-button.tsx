// The header's cart entry: item count and total (spec 001 §2).
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import sb from '../../../ui/shell-buttons.module.css';
import { useCurrentCart } from '../hooks/use-cart';
import css from './cart-button.module.css';

/**
 * The cart icon with the item count (99+ above 99), nothing on the icon when empty. The count is
 * drawn by CSS (`data-count`): the link's name says it in words ("Carrello, 3 prodotti, 8,57 €"),
 * and the visible text it holds stays the total alone (WCAG 2.5.3 label in name).
 */
function CartIcon({ count }: { count: number }) {
  return (
    <span className={css.icon}>
      <Icon name="shoppingCartOutlined" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className={css.count}
          data-count={count > 99 ? '99+' : String(count)}
          aria-hidden="true"
        />
      )}
    </span>
  );
}

export function CartButton() {
  const cart = useCurrentCart();
  const count = cart?.totalItems ?? 0;
  const label = cart
    ? t('cart.buttonLabel', { count, total: formatPrice(cart.totalPrice) })
    : t('header.cart');
  return (
    <>
      <Link to="/cart" className={`${sb.contained} ${sb.wide}`} aria-label={label} data-testid="cart-button">
        <CartIcon count={count} />
        {cart && count > 0 ? formatPrice(cart.totalPrice) : t('header.cart')}
      </Link>
      <Link to="/cart" className={`${sb.icon} ${sb.narrow} ${sb.primary}`} aria-label={label}>
        <CartIcon count={count} />
      </Link>
    </>
  );
}
