// The header's cart entry: item count and total (spec 001 §2).
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { useCart } from '../hooks/use-cart';

export function CartButton() {
  const { cart } = useCart();
  const count = cart?.totalItems ?? 0;
  const label = cart
    ? t('cart.buttonLabel', { count, total: formatPrice(cart.totalPrice) })
    : t('header.cart');
  return (
    <>
      <Button
        component={Link}
        to="/cart"
        variant="contained"
        aria-label={label}
        data-testid="cart-button"
        startIcon={
          <Badge badgeContent={count} color="secondary" max={99}>
            <ShoppingCartOutlinedIcon />
          </Badge>
        }
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', px: 2.5 }}
      >
        {cart && count > 0 ? formatPrice(cart.totalPrice) : t('header.cart')}
      </Button>
      <IconButton
        component={Link}
        to="/cart"
        aria-label={label}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'primary.main' }}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
    </>
  );
}
