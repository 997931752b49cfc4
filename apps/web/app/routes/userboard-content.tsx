// /userboard/contenuti/nuovo and /userboard/contenuti/:contentId: the content editor (issue 23,
// ADR 0074, 0076) — the form with the rich text (TipTap, loaded with this route only), save as a
// draft, publish, preview as the storefront shows it, delete, and the entry's revisions with
// «Ripristina».
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTENT_ADMIN_TYPES } from '@sporta/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-content';
import {
  contentRevisions,
  deleteContent,
  previewContentAdmin,
  productsByIds,
  restoreRevision,
  storefrontPath,
  viewContentAdmin,
  type ContentRevision,
  type ContentType,
  type SavedEntry,
  type Via,
} from '../features/content/api/content-admin';
import { ContentForm } from '../features/content/components/admin/content-form';
import { PreviewDialog, type Preview } from '../features/content/components/admin/preview-dialog';
import { RevisionsPanel } from '../features/content/components/admin/revisions-panel';
import { OutcomeAlert, type Outcome } from '../features/store-ops/components/slot-planner';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';
import { canEditContent, statusLabel } from './userboard-contents';

async function load(url: string, id: string | undefined, via: Via) {
  const initialType = new URL(url).searchParams.get('type');
  const base = {
    entry: null,
    revisions: [] as ContentRevision[],
    productNames: {} as Record<number, string>,
    initialType: (CONTENT_ADMIN_TYPES as readonly string[]).includes(initialType ?? '')
      ? (initialType as ContentType)
      : ('page' as ContentType),
  };
  if (!(await canEditContent(via))) return { ...base, error: t('contentAdmin.reserved') };
  if (id === undefined) return { ...base, error: null };
  const contentId = Number(id);
  if (!Number.isInteger(contentId) || contentId < 1) return { ...base, error: t('contentAdmin.notFound') };
  try {
    const [entry, revisions] = await Promise.all([
      viewContentAdmin(contentId, via),
      contentRevisions(contentId, via),
    ]);
    const ids = [...new Set(entry.recipe?.ingredients.map((i) => i.productId) ?? [])];
    const products = await productsByIds(ids, via).catch(() => []);
    const productNames = Object.fromEntries(products.map((p) => [p.productId, p.name]));
    return { ...base, entry, revisions, productNames, error: null };
  } catch (e) {
    return { ...base, error: e instanceof Error ? e.message : t('errors.generic') };
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request.url, params.contentId, { origin, headers });
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(request.url, params.contentId, {});
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seoMeta({
      title: data?.entry
        ? t('contentAdmin.editTitle', { title: data.entry.title })
        : t('contentAdmin.newTitle'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function UserboardContentRoute({ loaderData }: Route.ComponentProps) {
  // «nuovo» and «:contentId» share this module: a new entry's page starts afresh once saved.
  return <ContentEditorPage key={loaderData.entry?.id ?? 'new'} data={loaderData} />;
}

function ContentEditorPage({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { entry, revisions, productNames, initialType, error } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const arrived = (location.state as { message?: string } | null)?.message;
  const [outcome, setOutcome] = useState<Outcome | null>(
    arrived ? { severity: 'success', text: arrived } : null,
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown) =>
    setOutcome({ severity: 'error', text: e instanceof Error ? e.message : t('errors.generic') });

  function saved(s: SavedEntry) {
    if (!entry) {
      void navigate(`/userboard/contenuti/${s.entry.id}`, { state: { message: s.message } });
      return;
    }
    setOutcome({ severity: 'success', text: s.message });
    void revalidator.revalidate();
    window.scrollTo({ top: 0 });
  }

  async function openPreview(unsaved: boolean) {
    if (!entry) return;
    try {
      const p = await previewContentAdmin(entry.id);
      setPreview({ ...p, type: entry.type, unsaved });
    } catch (e) {
      fail(e);
    }
  }

  async function restore(r: ContentRevision) {
    setBusy(true);
    try {
      saved(await restoreRevision(r.revisionId));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!entry) return;
    setBusy(true);
    try {
      const message = await deleteContent(entry.id);
      void navigate('/userboard/contenuti', { state: { message } });
    } catch (e) {
      setConfirmDelete(false);
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  const live = entry?.status === 'publish';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {entry ? t('contentAdmin.editTitle', { title: entry.title }) : t('contentAdmin.newTitle')}
          </Typography>
          <Button component={Link} to="/userboard/contenuti" variant="outlined" sx={{ minHeight: 44 }}>
            {t('contentAdmin.back')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {entry && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              variant="outlined"
              color={live ? 'success' : 'default'}
              sx={{ fontWeight: 700, borderWidth: 2, maxWidth: '100%' }}
              label={t('contentAdmin.status', { status: statusLabel(entry) })}
              data-testid="content-status"
            />
            {live && (
              <Button
                component="a"
                href={storefrontPath(entry.type, entry.slug)}
                target="_blank"
                rel="noopener"
                variant="text"
                sx={{ minHeight: 44 }}
              >
                {t('contentAdmin.viewOnSite')}
              </Button>
            )}
          </Box>
        )}
        {!error && (
          <ContentForm
            key={entry ? `${entry.id}:${entry.modifiedAt}` : 'new'}
            entry={entry}
            productNames={productNames}
            initialType={initialType}
            onSaved={saved}
            onPreview={(unsaved) => void openPreview(unsaved)}
            actions={
              entry && (
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => setConfirmDelete(true)}
                  sx={{ minHeight: 44 }}
                >
                  {t('contentAdmin.delete')}
                </Button>
              )
            }
          />
        )}
        {entry && (
          <Box component="section" aria-labelledby="content-revisions-title" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="content-revisions-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
              {t('contentAdmin.revisions')}
            </Typography>
            <RevisionsPanel revisions={revisions} busy={busy} onRestore={(r) => void restore(r)} />
          </Box>
        )}
      </Paper>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        aria-labelledby="content-delete-title"
      >
        <DialogTitle id="content-delete-title">
          {t('contentAdmin.deleteTitle', { title: entry?.title ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('contentAdmin.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)} sx={{ minHeight: 44 }}>
            {t('contentAdmin.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => void remove()}
            sx={{ minHeight: 44 }}
          >
            {t('contentAdmin.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
