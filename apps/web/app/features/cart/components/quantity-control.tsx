// Quantity control of the product card, the product page and the cart lines (spec 001 §2
// "Product card", §4 "Plus/minus", §5): minus, quantity with unit, plus/add. Steps follow the
// domain rules; minus to 0 asks and removes; below minAcq shows errors.minAcq.
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { isLoose, minQuantity, minus, plus, type QuantityChange, type QuantityProduct } from '@sporta/domain';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { formatQuantity } from '../../../ui/format';
import { useCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { lineOf } from '../tracking';
import { ConfirmDialog } from './confirm-dialog';

/** The fields of a catalogue product the control reads. */
export interface CartControlProduct {
  productId: number;
  name: string;
  available?: number;
  priceDisplay?: number | null;
  productInfos?: Record<string, string>;
  minAcq?: number | null;
  maxAcq?: number | null;
  productClassRuleMax?: { max: number } | null;
}

export function quantityProduct(p: CartControlProduct): QuantityProduct {
  return {
    productInfos: p.productInfos ?? {},
    minAcq: p.minAcq,
    maxAcq: p.maxAcq,
    productClassRuleMax: p.productClassRuleMax,
  };
}

export function QuantityControl({
  product,
  size = 'md',
}: {
  product: CartControlProduct;
  size?: 'md' | 'lg';
}) {
  const { cart } = useCart();
  const actions = useCartActions();
  const rules = quantityProduct(product);
  const loose = isLoose(rules);
  const line = lineOf(cart?.cartItems, product.productId);
  const [local, setLocal] = useState<number>(() => minQuantity(rules));
  const [confirming, setConfirming] = useState(false);
  const ref = { productId: product.productId, name: product.name, price: product.priceDisplay };
  const quantity = line ? line.quantity : local;
  const unit = loose ? 'kg' : t('cart.pieces');

  const refused = (change: Extract<QuantityChange, { kind: 'rejected' }>) =>
    notify('error', t(change.error === 'errors.minAcq' ? 'errors.minAcq' : 'cart.quantityLimit'));

  const onPlus = () => {
    const change = plus(rules, quantity);
    if (change.kind === 'rejected') return refused(change);
    if (change.kind !== 'set') return;
    if (line) void actions.setQuantity(ref, line.itemId, change.quantity);
    else setLocal(change.quantity);
  };
  const onMinus = () => {
    const change = minus(rules, quantity);
    if (change.kind === 'rejected') return refused(change);
    if (change.kind === 'remove') {
      if (line) setConfirming(true);
      return;
    }
    if (line) void actions.setQuantity(ref, line.itemId, change.quantity);
    else setLocal(change.quantity);
  };

  const height = size === 'lg' ? 48 : 40;
  return (
    <Box
      data-testid="quantity-control"
      sx={{
        position: 'relative',
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mt: 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: '1px solid',
          borderColor: line ? 'primary.main' : 'divider',
          borderRadius: 6,
          height,
          flex: line ? 1 : '0 1 auto',
          justifyContent: 'space-between',
        }}
      >
        <IconButton
          size="small"
          aria-label={t('cart.minus', { name: product.name })}
          onClick={onMinus}
          disabled={actions.busy || (!line && quantity <= minQuantity(rules))}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-label={t('cart.quantity', { name: product.name })}
          aria-live="polite"
          sx={{ minWidth: 56, textAlign: 'center', fontWeight: 700, fontSize: 14, whiteSpace: 'nowrap' }}
        >
          {formatQuantity(quantity)} {unit}
        </Box>
        <IconButton
          size="small"
          aria-label={t('cart.plus', { name: product.name })}
          onClick={onPlus}
          disabled={actions.busy}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {!line && (
        <Button
          variant="contained"
          onClick={() => void actions.add(ref, local)}
          disabled={actions.busy}
          aria-label={t('cart.addLabel', { name: product.name })}
          // wraps below the stepper on narrow cards instead of clipping its label
          sx={{ height, minWidth: { xs: 44, sm: 112 }, flex: 1, px: 1.5, borderRadius: 6 }}
        >
          <AddShoppingCartIcon fontSize="small" />
          <Box component="span" sx={{ ml: 0.75, display: { xs: 'none', sm: 'inline' } }}>
            {t('cart.add')}
          </Box>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cart.removeConfirmTitle')}
        text={t('cart.removeConfirm', { name: product.name })}
        confirmLabel={t('cart.remove')}
        onClose={(yes) => {
          setConfirming(false);
          if (yes && line) void actions.remove(ref, line.itemId);
        }}
      />
    </Box>
  );
}

/** The card's control: shown only when the product is available (spec 001 §2). */
export function AddToCartControl({ product, size }: { product: CartControlProduct; size?: 'md' | 'lg' }) {
  if (product.available !== undefined && product.available <= 0) return null;
  return <QuantityControl product={product} size={size} />;
}
