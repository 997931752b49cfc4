// The product of a leaflet's hotspot in a dialog (issue 24): the catalogue's card — price,
// quantity, add to cart, list heart — without leaving the leaflet. Loaded with MUI's scope on
// the first tap of a hotspot (`lazyDialog` in leaflet.tsx), never with the page (ADR 0068).
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { CardProduct } from '../features/catalog/card-product';
import { ProductCard } from '../features/catalog/components/product-card';
import css from '../features/leaflets/components/leaflets.module.css';
import { t } from '../i18n/i18n';

export default function LeafletProductDialog({
  open,
  product,
  loading,
  onClose,
}: {
  open: boolean;
  product: CardProduct | undefined;
  /** The leaflet's products are still on their way. */
  loading: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="leaflet-product-title"
      maxWidth="xs"
      fullWidth
      data-testid="leaflet-product-dialog"
    >
      <DialogTitle id="leaflet-product-title" sx={{ pr: 7 }}>
        {product?.name ?? t('leaflets.productDialog')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('leaflets.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <div className={css.dialogBody}>
        {product ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <li>
              <ProductCard product={product} headingLevel="h2" priority />
            </li>
          </ul>
        ) : (
          <p role="status">{loading ? t('leaflets.productsLoading') : t('leaflets.productMissing')}</p>
        )}
      </div>
    </Dialog>
  );
}
