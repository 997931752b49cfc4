// The cart page (spec 001 §2 /cart, §3 Cart): lines grouped by sector with quantities and
// weights, removed items, totals with VAT, delivery fee and FAST surcharge, the substitution
// choice per line and for the whole cart, empty cart, and the way to checkout.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Cart, CartItem } from '@sporta/contracts';
import { isLoose } from '@sporta/domain/product-rules';
import { useState, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { formatPrice, formatQuantity } from '../../../ui/format';
import { PriceSummary } from '../../../ui/price-summary';
import { PromotionNote } from '../../../ui/promotion-note';
import { SelectedOptions } from '../../../ui/selected-options';
import { cancelOrderEdit } from '../api/cancel-order-edit';
import { emptyCart } from '../api/empty-cart';
import { setCartAcceptAlternatives, setItemAcceptAlternatives } from '../api/set-accept-alternatives';
import { isAnonymousCart } from '../hooks/cart-setup-context';
import { setCart, useCart } from '../hooks/use-cart';
import { cartSectors } from '../sectors';
import { ConfirmDialog } from './confirm-dialog';
import { QuantityControl, quantityProduct, type CartControlProduct } from './quantity-control';

function CartLine({ item }: { item: CartItem }) {
  const p = item.product as unknown as {
    productId: number;
    name: string;
    slug: string;
    mediaURL?: string;
    shortDescr?: string;
    productInfos?: Record<string, string>;
    selectOptions?: CartControlProduct['selectOptions'];
  };
  const loose = isLoose(quantityProduct({ ...p, productInfos: p.productInfos ?? {} }));
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr', sm: '72px 1fr 220px 110px' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
        py: 1.5,
        borderBottom: '1px solid #eee',
      }}
    >
      <Box
        component="img"
        src={p.mediaURL || '/no-icon.png'}
        alt=""
        width={64}
        height={64}
        sx={{ objectFit: 'contain', gridRow: { xs: 'span 2', sm: 'auto' } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', textTransform: 'uppercase' }} noWrap>
          {p.shortDescr}
        </Typography>
        <Typography
          component={Link}
          to={`/product/${p.slug}`}
          sx={{ fontWeight: 600, color: 'inherit', textDecoration: 'none' }}
        >
          {p.name}
        </Typography>
        <SelectedOptions options={item.selectedOptions} />
        <PromotionNote promotion={item.promotion} listTotal={item.listTotal} />
        {loose && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('cart.weight', { weight: formatQuantity(item.weight) })}
          </Typography>
        )}
        <FormControlLabel
          sx={{ display: 'flex', '& .MuiFormControlLabel-label': { fontSize: 13 } }}
          control={
            <Checkbox
              size="small"
              checked={item.acceptAlternatives}
              onChange={(e) =>
                void setItemAcceptAlternatives(item.itemId, e.target.checked).then(
                  (a) => a.cart && setCart(a.cart),
                )
              }
            />
          }
          label={t('cart.acceptAlternatives')}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
        <QuantityControl product={{ ...p, available: 1 }} item={item} immediate />
      </Box>
      <Typography
        sx={{ fontWeight: 700, textAlign: { sm: 'right' }, gridColumn: { xs: '2', sm: 'auto' } }}
        aria-label={`${t('cart.lineTotal')} ${formatPrice(item.grossTotal)}`}
      >
        {formatPrice(item.grossTotal)}
      </Typography>
    </Box>
  );
}

export function CartView({
  delivery,
  gifts,
}: {
  /** The delivery feature's panel (service, address, slot). */
  delivery?: ReactNode;
  /** The gifts feature's code box for a customer's cart (spec 002 §6). */
  gifts?: (cart: Cart) => ReactNode;
} = {}) {
  const { status, cart, removed } = useCart();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  if (status === 'unknown') return <Typography sx={{ py: 4 }}>{t('common.loading')}</Typography>;
  if (!cart)
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/login?redirect=/cart">
            {t('cart.login')}
          </Button>
        }
      >
        {t('cart.needLogin')}
      </Alert>
    );
  // Grouped here from the lines: every cart answer has them, only cart/view has `sectors`.
  const sectors = cartSectors(cart.cartItems);
  const anonymous = isAnonymousCart(cart);
  const editing = Number(cart.cartInfos.reopen_order_id) > 0 ? cart.cartInfos.reopen_order_id : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 340px' },
        alignItems: 'start',
      }}
    >
      <Box>
        {editing && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            data-testid="order-edit-banner"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void cancelOrderEdit().then((a) => a.cart && setCart(a.cart))}
              >
                {t('cart.cancelEdit')}
              </Button>
            }
          >
            {t('cart.editing', { orderId: editing })}
          </Alert>
        )}
        {/* The delivery feature's panel (service, address, slot), joined by the route. */}
        {delivery}
        {removed.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <strong>{t('cart.removedItems')}</strong>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {removed.map((r) => (
                <li key={r.itemId}>{r.product.name}</li>
              ))}
            </Box>
          </Alert>
        )}
        {cart.cartItems.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{t('cart.empty')}</Typography>
            <Button component={Link} to="/" variant="contained">
              {t('cart.emptyCta')}
            </Button>
          </Paper>
        ) : (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={cart.acceptAlternatives}
                  onChange={(e) =>
                    void setCartAcceptAlternatives(e.target.checked).then((a) => a.cart && setCart(a.cart))
                  }
                />
              }
              label={t('cart.acceptAlternativesAll')}
            />
            <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>
              {t('cart.acceptAlternativesHelp')}
            </Typography>
            <div data-testid="cart-sectors">
              {sectors.map((s) => (
                <Box
                  key={s.name || 'all'}
                  component="section"
                  sx={{ mb: 3 }}
                  aria-label={s.name || t('cart.otherSector')}
                >
                  {s.name && (
                    <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
                      {s.name}
                    </Typography>
                  )}
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {s.cartItems.map((item) => (
                      <CartLine key={item.itemId} item={item} />
                    ))}
                  </Box>
                </Box>
              ))}
            </div>
            <Button color="inherit" onClick={() => setConfirmEmpty(true)}>
              {t('cart.emptyCart')}
            </Button>
          </>
        )}
      </Box>
      <Paper
        variant="outlined"
        component="aside"
        aria-label={t('cart.summary')}
        sx={{ p: 2.5, position: { md: 'sticky' }, top: 120 }}
      >
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1.5 }}>
          {t('cart.summary')}
        </Typography>
        <PriceSummary
          pricing={cart.pricing}
          itemsCount={cart.totalItems}
          testId="cart-totals"
          totalTestId="cart-gross-total"
        />
        {anonymous ? (
          // gift codes are for customers (spec 002 §6); the checkout asks to log in first
          <Typography sx={{ fontSize: 14, mt: 2 }} data-testid="anonymous-checkout">
            {t('cart.anonymousCheckout')}
          </Typography>
        ) : (
          gifts?.(cart)
        )}
        <Button
          component={Link}
          to="/checkout"
          variant="contained"
          size="large"
          fullWidth
          disabled={cart.cartItems.length === 0}
          sx={{ mt: 2 }}
        >
          {t('cart.checkout')}
        </Button>
      </Paper>
      <ConfirmDialog
        open={confirmEmpty}
        title={t('cart.emptyCart')}
        text={t('cart.emptyConfirm')}
        confirmLabel={t('cart.emptyCart')}
        onClose={(yes) => {
          setConfirmEmpty(false);
          if (yes) void emptyCart().then((a) => a.cart && setCart(a.cart));
        }}
      />
    </Box>
  );
}
