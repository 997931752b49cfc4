// The product card's add-to-list heart (seed 001 §2 "Product card"; seed 002 §2 list selector
// dialog). A plain button (cheap in a grid of cards); the dialog loads on first use. A visitor
// goes to login first.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isMarkedLoggedIn } from '../../../lib/api/identity';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { Icon } from '../../../ui/icon';
import type { ListedProduct } from './list-selector-dialog';
import css from './wishlist-button.module.css';

const ListSelectorDialog = lazyDialog(() => import('./list-selector-dialog'));

export function WishlistButton({ product }: { product: ListedProduct }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        className={css.heart}
        aria-label={t('lists.heartLabel', { name: product.name })}
        aria-haspopup="dialog"
        data-testid="wishlist-button"
        onClick={() => {
          if (!isMarkedLoggedIn()) {
            void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
            return;
          }
          setOpen(true);
        }}
      >
        <Icon name={added ? 'favorite' : 'favoriteBorder'} size={22} />
      </button>
      <ListSelectorDialog
        open={open}
        product={product}
        onClose={(done) => {
          setOpen(false);
          if (done) setAdded(true);
        }}
      />
    </>
  );
}
