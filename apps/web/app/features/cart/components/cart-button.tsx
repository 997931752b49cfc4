// The header's cart entry: item count and total (spec 001 §2).
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import sb from '../../../ui/shell-buttons.module.css';
import { useCurrentCart } from '../hooks/use-cart';
import css from './cart-button.module.css';

/** The cart icon with the item count (99+ above 99), nothing on the icon when empty. */
function CartIcon({ count }: { count: number }) {
  return (
    <span className={css.icon}>
      <Icon name="shoppingCartOutlined" />
      {count > 0 && (
        <span data-testid="cart-count" className={css.count}>
          {count > 99 ? '99+' : count}
        </span>
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
