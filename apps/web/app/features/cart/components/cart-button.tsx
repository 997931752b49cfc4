// The header's cart entry: item count and total (spec 001 §2).
import Box from '@mui/material/Box';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import { useCart } from '../hooks/use-cart';

/** The cart icon with the item count (99+ above 99), nothing on the icon when empty. */
function CartIcon({ count }: { count: number }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <Icon name="shoppingCartOutlined" />
      {count > 0 && (
        <Box
          component="span"
          data-testid="cart-count"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: '#fff',
            fontSize: 12,
            fontWeight: 500,
            lineHeight: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}

export function CartButton() {
  const { cart } = useCart();
  const count = cart?.totalItems ?? 0;
  const label = cart
    ? t('cart.buttonLabel', { count, total: formatPrice(cart.totalPrice) })
    : t('header.cart');
  return (
    <>
      {/* Native links styled by the header (ui/shell-buttons.ts), which renders them. */}
      <Link to="/cart" className="sb-contained sb-wide" aria-label={label} data-testid="cart-button">
        <CartIcon count={count} />
        {cart && count > 0 ? formatPrice(cart.totalPrice) : t('header.cart')}
      </Link>
      <Link to="/cart" className="sb-icon sb-narrow sb-primary" aria-label={label}>
        <CartIcon count={count} />
      </Link>
    </>
  );
}
