// /profile/lists/:listId (seed 002 §2): one wishlist — its products with quantities (change,
// remove), the ones not sold now apart, and 'Aggiungi tutto al carrello'. A list shared with
// grant READ is shown read-only (seed 002 §5): quantities as text, nothing to remove.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Wishlist } from '@sporta/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { setCart } from '../features/cart/hooks/use-cart';
import {
  addAllToCart,
  removeFromWishlist,
  setWishlistQuantity,
  viewWishlist,
} from '../features/lists/api/lists';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api/envelope';
import { notify } from '../lib/notify/notify';
import { seoMeta } from '../lib/seo';
import { formatPrice, formatQuantity } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('lists.title') }), { name: 'robots', content: 'noindex' }];
}

type Item = NonNullable<Wishlist['wishlistItems']>[number];

function ItemRow({
  listId,
  item,
  inactive,
  readOnly,
  onList,
}: {
  listId: number;
  item: Item;
  inactive?: boolean;
  readOnly?: boolean;
  onList: (w: Wishlist) => void;
}) {
  const p = item.product;
  const loose = item.weight !== null;
  const [qty, setQty] = useState(String(item.quantity));
  const save = () => {
    const n = Number(qty.replace(',', '.'));
    if (!loose && Number.isInteger(n) && n >= 0 && n !== item.quantity)
      void setWishlistQuantity(listId, item.itemId, n).then(onList, () => setQty(String(item.quantity)));
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: '56px 1fr auto',
        gap: 1.5,
        alignItems: 'center',
        opacity: inactive ? 0.7 : 1,
      }}
      data-testid="list-item"
    >
      <Box
        component="img"
        src={p.mediaURL || '/no-icon.png'}
        alt=""
        width={56}
        height={56}
        sx={{ objectFit: 'contain' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', textTransform: 'uppercase' }} noWrap>
          {p.shortDescr}
        </Typography>
        <Typography component={Link} to={`/product/${p.slug}`} sx={{ fontWeight: 600, color: 'inherit' }}>
          {p.name}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{formatPrice(p.priceDisplay)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {loose || readOnly ? (
          <Typography sx={{ fontSize: 14 }} data-testid="list-item-quantity">
            {loose ? `${formatQuantity(item.weight ?? 0)} kg` : t('lists.pieces', { count: item.quantity })}
          </Typography>
        ) : (
          <TextField
            size="small"
            type="number"
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            onBlur={save}
            inputProps={{
              min: 0,
              max: 9999,
              'aria-label': t('lists.quantity', { name: p.name }),
              style: { width: 56 },
            }}
          />
        )}
        {!readOnly && (
          <Button
            size="small"
            color="inherit"
            aria-label={t('lists.removeItem', { name: p.name })}
            onClick={() => void removeFromWishlist(listId, item.itemId).then(onList)}
          >
            {t('lists.delete')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

export default function ProfileListPage() {
  const listId = Number(useParams().listId);
  const [list, setList] = useState<Wishlist | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!Number.isInteger(listId) || listId <= 0) {
      setError(t('lists.notFound'));
      return;
    }
    viewWishlist(listId).then(setList, (e: unknown) =>
      setError(e instanceof ApiError ? e.message : t('errors.generic')),
    );
  }, [listId]);
  useEffect(load, [load]);
  const merge = (w: Wishlist) => {
    setList(w);
    load();
  };
  return (
    <Box>
      <Button component={Link} to="/profile/lists" sx={{ mb: 1, px: 0 }}>
        ← {t('lists.back')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {list && (
        <>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              mb: 2,
            }}
          >
            <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700 }}>
              {list.name}
            </Typography>
            <Button
              variant="contained"
              disabled={!list.wishlistItems?.length}
              onClick={() =>
                void addAllToCart(list.listId).then((cart) => {
                  if (!cart) return;
                  setCart(cart);
                  notify('success', t('lists.addedAll'));
                })
              }
            >
              {t('lists.addAll')}
            </Button>
          </Box>
          {list.sharingData.grant === 'READ' && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="list-read-only">
              {t('lists.readOnlyNotice', { name: list.sharingData.ownerName ?? '' })}
            </Alert>
          )}
          {!list.wishlistItems?.length && !list.wishlistInactiveItems?.length && (
            <Typography>{t('lists.noItems')}</Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {list.wishlistItems?.map((i) => (
              <ItemRow
                key={i.itemId}
                listId={list.listId}
                item={i}
                readOnly={list.sharingData.grant === 'READ'}
                onList={merge}
              />
            ))}
          </Box>
          {(list.wishlistInactiveItems?.length ?? 0) > 0 && (
            <>
              <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
                {t('lists.inactive')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {list.wishlistInactiveItems?.map((i) => (
                  <ItemRow
                    key={i.itemId}
                    listId={list.listId}
                    item={i}
                    inactive
                    readOnly={list.sharingData.grant === 'READ'}
                    onList={merge}
                  />
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
