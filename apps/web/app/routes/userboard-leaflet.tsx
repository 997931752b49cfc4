// /userboard/volantini/:leafletId: one leaflet for its editor (issue 24, ADR 0054) — publish or
// withdraw it, place the products on each page (hotspots), change validity, shops and services.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-leaflet';
import {
  leafletTargets,
  publishLeaflet,
  viewLeafletAdmin,
  type Saved,
  type Via,
} from '../features/leaflets/api/leaflet-admin';
import { LeafletPageEditor } from '../features/leaflets/components/leaflet-page-editor';
import { LeafletSettingsForm } from '../features/leaflets/components/leaflet-settings-form';
import { OutcomeAlert, type Outcome } from '../features/store-ops/components/slot-planner';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';
import { canEditLeaflets } from './userboard-leaflets';

async function load(id: string | undefined, via: Via) {
  if (!(await canEditLeaflets(via)))
    return { leaflet: null, targets: null, error: t('leafletAdmin.reserved') };
  const leafletId = Number(id);
  if (!Number.isInteger(leafletId) || leafletId < 1)
    return { leaflet: null, targets: null, error: t('leafletAdmin.notFound') };
  try {
    const [leaflet, targets] = await Promise.all([viewLeafletAdmin(leafletId, via), leafletTargets(via)]);
    return { leaflet, targets, error: null };
  } catch (e) {
    return { leaflet: null, targets: null, error: e instanceof Error ? e.message : t('errors.generic') };
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(params.leafletId, { origin, headers });
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return load(params.leafletId, {});
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seoMeta({
      title: data?.leaflet
        ? t('leafletAdmin.editTitle', { title: data.leaflet.title })
        : t('leafletAdmin.title'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function UserboardLeafletRoute({ loaderData }: Route.ComponentProps) {
  const { leaflet, targets, error } = loaderData;
  const location = useLocation();
  const revalidator = useRevalidator();
  const arrived = (location.state as { message?: string } | null)?.message;
  const [outcome, setOutcome] = useState<Outcome | null>(
    arrived ? { severity: 'success', text: arrived } : null,
  );
  const [busy, setBusy] = useState(false);
  const done = (saved: Saved) => {
    setOutcome({ severity: 'success', text: saved.message });
    void revalidator.revalidate();
  };
  async function togglePublished() {
    if (!leaflet) return;
    setBusy(true);
    try {
      done(await publishLeaflet(leaflet.leafletId, leaflet.status !== 'published'));
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof Error ? e.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {leaflet?.title ?? t('leafletAdmin.title')}
          </Typography>
          <Button component={Link} to="/userboard/volantini" variant="outlined" sx={{ minHeight: 44 }}>
            {t('leafletAdmin.back')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {leaflet && targets && (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                variant="outlined"
                sx={{ fontWeight: 700, borderWidth: 2 }}
                label={leaflet.status === 'published' ? t('leafletAdmin.published') : t('leafletAdmin.draft')}
              />
              <Typography sx={{ flex: 1 }}>{t('leaflets.pages', { count: leaflet.pageCount })}</Typography>
              {leaflet.status === 'published' && (
                <Button component={Link} to={leaflet.location} variant="text" sx={{ minHeight: 44 }}>
                  {t('leafletAdmin.openShop')}
                </Button>
              )}
              <Button
                variant={leaflet.status === 'published' ? 'outlined' : 'contained'}
                disabled={busy}
                onClick={() => void togglePublished()}
                sx={{ minHeight: 44 }}
              >
                {leaflet.status === 'published' ? t('leafletAdmin.unpublish') : t('leafletAdmin.publish')}
              </Button>
            </Box>
            <Box component="section" aria-labelledby="leaflet-pages-title" sx={{ display: 'grid', gap: 2 }}>
              <Typography id="leaflet-pages-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
                {t('leafletAdmin.pagesTitle')}
              </Typography>
              {leaflet.source === 'uploaded' ? (
                <LeafletPageEditor leaflet={leaflet} onSaved={done} />
              ) : (
                <Typography color="text.secondary">{t('leafletAdmin.renderedPages')}</Typography>
              )}
            </Box>
            <Box
              component="section"
              aria-labelledby="leaflet-settings-title"
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography id="leaflet-settings-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
                {t('leafletAdmin.settingsTitle')}
              </Typography>
              <LeafletSettingsForm
                key={`${leaflet.leafletId}:${leaflet.fromDate}:${leaflet.toDate}:${leaflet.title}`}
                targets={targets}
                leaflet={leaflet}
                onSaved={done}
              />
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
