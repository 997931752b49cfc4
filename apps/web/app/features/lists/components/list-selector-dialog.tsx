// The list selector (seed 002 §2): 'Seleziona una lista a cui aggiungere:', the lists with their
// item counts, the quantity and unit to add, and 'Crea una nuova lista' with CREA, which creates
// the list and adds the product in one step. Height at most 300; width 350 (client configuration).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Wishlist } from '@sporta/contracts';
import { isLoose, minQuantity } from '@sporta/domain/product-rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/envelope';
import { notify } from '../../../lib/notify/notify';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { formatQuantity } from '../../../ui/format';
import type { Product } from '@sporta/contracts';
import { addToWishlist, createWishlist, listWishlists } from '../api/lists';

/** What the dialog reads of the product (a card's product or the whole one). */
export type ListedProduct = Pick<Product, 'productId' | 'name' | 'productInfos' | 'minAcq' | 'maxAcq'>;
export default function ListSelectorDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: ListedProduct;
  onClose: (added: boolean) => void;
}) {
  const titleId = useId();
  useRegisterDialog(open, () => onClose(false));
  const [lists, setLists] = useState<Wishlist[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = { productInfos: product.productInfos ?? {}, minAcq: product.minAcq, maxAcq: product.maxAcq };
  const loose = isLoose(rules);
  const quantity = minQuantity(rules);

  useEffect(() => {
    if (!open) return;
    setError(null);
    // a list shared read-only cannot take products (seed 002 §5)
    listWishlists().then(
      (all) => setLists(all.filter((l) => l.sharingData.grant !== 'READ')),
      () => setLists([]),
    );
  }, [open]);

  const add = async (listId: number) => {
    setBusy(true);
    try {
      await addToWishlist(listId, [
        loose
          ? { productId: product.productId, weight: quantity }
          : { productId: product.productId, quantity },
      ]);
      notify('success', t('lists.added', { name: product.name }));
      onClose(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      const list = await createWishlist(name.trim());
      setName('');
      await add(list.listId);
    } catch {
      // spec 002 §8: a failed creation is swallowed; the field stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      PaperProps={{ sx: { width: 350, maxWidth: 'calc(100% - 32px)' } }}
    >
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        {t('lists.selectorTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ fontSize: 14, mb: 1 }}>
          {product.name} ·{' '}
          {loose ? `${formatQuantity(quantity)} kg` : `${formatQuantity(quantity)} ${t('cart.pieces')}`}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {error}
          </Alert>
        )}
        {lists === null ? (
          <Typography>{t('common.loading')}</Typography>
        ) : (
          <List dense sx={{ maxHeight: 300, overflow: 'auto', p: 0 }} aria-label={t('lists.title')}>
            {/* each choice in its <li>: a <ul> holds list items only (axe list) */}
            {lists.map((l) => (
              <ListItem key={l.listId} disablePadding>
                <ListItemButton disabled={busy} onClick={() => void add(l.listId)}>
                  <ListItemText primary={l.name} secondary={t('lists.items', { count: l.size })} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={(e) => void create(e)} sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            size="small"
            label={t('lists.createNew')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            inputProps={{ maxLength: 60 }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('lists.create')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
