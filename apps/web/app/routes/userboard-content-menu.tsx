// /userboard/contenuti/menu: the site's menus for the content editor (issue 23, ADR 0074, 0076) —
// a location's items (title, site path or http(s) address) added, removed, moved and saved at once
// (content-admin/menu replaces the location's items in one transaction).
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentMenuRevision } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/userboard-content-menu';
import {
  menuItems,
  menuRevisions,
  restoreMenu,
  saveMenu,
  type MenuItem as Item,
  type Via,
} from '../features/content/api/content-admin';
import { staffLoad } from '../features/backoffice/api';
import { MenuRevisions } from '../features/content/components/admin/menu-revisions';
import { OutcomeAlert, type Outcome } from '../features/store-ops/components/slot-planner';
import { t, type MessageKey } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { StaffPage } from '../ui/staff-page';
import { PageErrorBoundary } from './page-error';
import { CONTENT_ROLES } from './userboard-contents';

const LOCATIONS = ['footer-aiuto', 'footer-legale', 'blog'] as const;

async function load(url: string, via: Via) {
  const asked = new URL(url).searchParams.get('location') ?? '';
  const location = (LOCATIONS as readonly string[]).includes(asked) ? asked : LOCATIONS[0];
  return staffLoad(
    CONTENT_ROLES,
    via,
    t('contentAdmin.reserved'),
    async () => ({ location, items: await menuItems(location, via) }),
    { location, items: [] },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request.url, { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request.url, {});
}

export function meta() {
  return [...seoMeta({ title: t('contentAdmin.menu.title') }), { name: 'robots', content: 'noindex' }];
}

function MenuEditor({ location, initial }: { location: string; initial: Item[] }) {
  const [items, setItems] = useState<Item[]>(initial);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [revisions, setRevisions] = useState<ContentMenuRevision[]>([]);
  const refresh = () => menuRevisions(location).then(setRevisions, () => setRevisions([]));
  useEffect(() => {
    void refresh();
  }, []);
  const set = (i: number, patch: Partial<Item>) =>
    setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const move = (i: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [it] = next.splice(i, 1);
      next.splice(i + by, 0, it!);
      return next;
    });

  async function run(change: () => Promise<{ items: Item[]; message: string }>) {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await change();
      setItems(answer.items);
      setOutcome({ severity: 'success', text: answer.message });
      await refresh();
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof Error ? e.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }
  const save = () => run(() => saveMenu(location, items));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {items.length === 0 && <Typography color="text.secondary">{t('contentAdmin.menu.empty')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((it, i) => {
          const n = i + 1;
          return (
            <Box
              component="li"
              key={i}
              data-testid="menu-item-row"
              sx={{
                display: 'flex',
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1,
              }}
            >
              <TextField
                size="small"
                label={t('contentAdmin.menu.itemTitle', { n })}
                value={it.title}
                onChange={(e) => set(i, { title: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ flex: '1 1 200px' }}
              />
              <TextField
                size="small"
                label={t('contentAdmin.menu.itemUrl', { n })}
                value={it.url}
                onChange={(e) => set(i, { url: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
                sx={{ flex: '1 1 240px' }}
              />
              <IconButton
                aria-label={t('contentAdmin.menu.up', { n })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={t('contentAdmin.menu.down', { n })}
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowDownward />
              </IconButton>
              <IconButton
                aria-label={t('contentAdmin.menu.remove', { n })}
                onClick={() => setItems((list) => list.filter((_, j) => j !== i))}
                sx={{ width: 44, height: 44 }}
              >
                <Delete />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <OutcomeAlert outcome={outcome} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => setItems((list) => [...list, { title: '', url: '/' }])}
          disabled={items.length >= 50}
          sx={{ minHeight: 44 }}
        >
          {t('contentAdmin.menu.add')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} sx={{ minHeight: 44 }}>
          {t('contentAdmin.menu.save')}
        </Button>
      </Box>
      <MenuRevisions
        revisions={revisions}
        busy={busy}
        onRestore={(revisionId) => void run(() => restoreMenu(revisionId))}
      />
    </Box>
  );
}

export default function UserboardContentMenuRoute({ loaderData }: Route.ComponentProps) {
  const { location, items, error } = loaderData;
  const navigate = useNavigate();
  return (
    <StaffPage
      title={t('contentAdmin.menu.title')}
      back={{ to: '/userboard/contenuti', label: t('contentAdmin.back') }}
    >
      <OutcomeAlert outcome={error ? { severity: 'error', text: error } : null} />
      {!error && (
        <>
          <TextField
            select
            label={t('contentAdmin.menu.location')}
            value={location}
            onChange={(e) => void navigate(`/userboard/contenuti/menu?location=${e.target.value}`)}
            sx={{ maxWidth: 360 }}
          >
            {LOCATIONS.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`contentAdmin.menu.locations.${l}` as MessageKey)}
              </MenuItem>
            ))}
          </TextField>
          <MenuEditor key={location} location={location} initial={items} />
        </>
      )}
    </StaffPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
