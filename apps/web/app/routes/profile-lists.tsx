// /profile/lists (seed 002 §2): the customer's wishlists with their item counts; create one
// ('Crea una nuova lista' + CREA), rename, make it the default, delete after confirmation.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Wishlist } from '@sporta/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../features/cart/components/confirm-dialog';
import {
  createWishlist,
  deleteWishlist,
  listWishlists,
  renameWishlist,
  selectWishlist,
} from '../features/lists/api/lists';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api/envelope';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('lists.title') }), { name: 'robots', content: 'noindex' }];
}

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : t('errors.generic'));

function ListRow({
  list,
  onChanged,
  onError,
}: {
  list: Wishlist;
  onChanged: () => void;
  onError: (m: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  const shared = list.sharingData.shared;
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await renameWishlist(list.listId, name);
      setEditing(false);
      onChanged();
    } catch (error) {
      onError(messageOf(error));
    }
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        {editing ? (
          <Box component="form" onSubmit={(e) => void rename(e)} sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label={t('lists.renameLabel', { name: list.name })}
              value={name}
              onChange={(e) => setName(e.target.value)}
              inputProps={{ maxLength: 60 }}
              autoFocus
            />
            <Button type="submit" variant="contained">
              {t('lists.save')}
            </Button>
          </Box>
        ) : (
          <>
            <Typography
              component={Link}
              to={`/profile/lists/${list.listId}`}
              sx={{ fontWeight: 700, fontSize: 18, color: 'inherit' }}
            >
              {list.name}
            </Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              {t('lists.items', { count: list.size })}
              {shared &&
                ` · ${t('lists.sharedBy', { name: list.sharingData.ownerName ?? '' })} (${t(
                  list.sharingData.grant === 'READ' ? 'lists.readOnly' : 'lists.canEdit',
                )})`}
              {!shared &&
                list.sharingData.sharedWith.length > 0 &&
                ` · ${t('lists.sharedWith', { names: list.sharingData.sharedWith.map((x) => x.name).join(', ') })}`}
            </Typography>
          </>
        )}
      </Box>
      {/* a shared list stays its owner's: selecting and renaming are theirs (seed 002 §5) */}
      {!shared &&
        (list.isDefault ? (
          <Chip size="small" color="primary" label={t('lists.selected')} />
        ) : (
          <Button
            size="small"
            onClick={() =>
              void selectWishlist(list.listId).then(onChanged, (e: unknown) => onError(messageOf(e)))
            }
          >
            {t('lists.makeDefault')}
          </Button>
        ))}
      {!editing && !shared && (
        <Button size="small" onClick={() => setEditing(true)}>
          {t('lists.rename')}
        </Button>
      )}
      <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
        {t(shared ? 'lists.leave' : 'lists.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t(shared ? 'lists.leave' : 'lists.delete')}
        text={t(shared ? 'lists.leaveConfirm' : 'lists.removeList', { name: list.name })}
        confirmLabel={t(shared ? 'lists.leave' : 'lists.delete')}
        onClose={(yes) => {
          setConfirming(false);
          if (yes) void deleteWishlist(list.listId).then(onChanged, (e: unknown) => onError(messageOf(e)));
        }}
      />
    </Paper>
  );
}

export default function ProfileListsPage() {
  const [lists, setLists] = useState<Wishlist[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    listWishlists().then(setLists, (e: unknown) => {
      setError(messageOf(e));
      setLists([]);
    });
  }, []);
  useEffect(load, [load]);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await createWishlist(name);
      setName('');
      load();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('lists.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('lists.intro')}</Typography>
      <Box
        component="form"
        onSubmit={(e) => void create(e)}
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
        aria-label={t('lists.createNew')}
      >
        <TextField
          size="small"
          label={t('lists.createNew')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          inputProps={{ maxLength: 60 }}
        />
        <Button type="submit" variant="contained">
          {t('lists.create')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {lists === null && <Typography>{t('common.loading')}</Typography>}
      {lists?.length === 0 && <Typography>{t('lists.empty')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {lists?.map((l) => (
          <ListRow key={l.listId} list={l} onChanged={load} onError={setError} />
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
