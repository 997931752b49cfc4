// /userboard/volantini: the leaflet editor's list of leaflets with their status, and the form to
// upload a new one as a PDF (issue 24, ADR 0054). Anyone who is not staff goes to the userboard's
// sign-in; staff without the leaflet role are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import type { Route } from './+types/userboard-leaflets';
import { staffLoad, staffPageAccess } from '../features/backoffice/api';
import { leafletTargets, listLeafletsAdmin, type Via } from '../features/leaflets/api/leaflet-admin';
import { LeafletSettingsForm } from '../features/leaflets/components/leaflet-settings-form';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { StaffPage, staffRowSx } from '../ui/staff-page';
import { PageErrorBoundary } from './page-error';

/** Leaflet editors (and administrators) only; anyone else who is not staff goes to the sign-in. */
export const LEAFLET_ROLES = ['leaflet_editor'] as const;
export const canEditLeaflets = (via: Via) => staffPageAccess(LEAFLET_ROLES, via);

async function load(via: Via) {
  return staffLoad(
    LEAFLET_ROLES,
    via,
    t('leafletAdmin.reserved'),
    async () => {
      const [leaflets, targets] = await Promise.all([listLeafletsAdmin(via), leafletTargets(via)]);
      return { leaflets, targets };
    },
    { leaflets: [], targets: null },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load({ origin, headers });
}

export async function clientLoader() {
  return load({});
}

export function meta() {
  return [...seoMeta({ title: t('leafletAdmin.title') }), { name: 'robots', content: 'noindex' }];
}

const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

export default function UserboardLeafletsRoute({ loaderData }: Route.ComponentProps) {
  const { leaflets, targets, error } = loaderData;
  const navigate = useNavigate();
  return (
    <StaffPage title={t('leafletAdmin.title')} error={error}>
      {targets && (
        <>
          <Box component="section" aria-labelledby="leaflet-upload-title" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="leaflet-upload-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
              {t('leafletAdmin.uploadTitle')}
            </Typography>
            <LeafletSettingsForm
              targets={targets}
              onSaved={(saved) =>
                void navigate(`/userboard/volantini/${saved.leaflet.leafletId}`, {
                  state: { message: saved.message },
                })
              }
            />
          </Box>
          <Box component="section" aria-labelledby="leaflet-list-title" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="leaflet-list-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
              {t('leafletAdmin.listTitle')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {leaflets.map((l) => (
                <Box component="li" key={l.leafletId} data-testid="leaflet-admin-row" sx={staffRowSx}>
                  <Box sx={{ flex: '1 1 220px' }}>
                    <Typography sx={{ fontWeight: 700 }}>{l.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {l.leafletTypeId === 2 ? t('leaflets.volantino') : t('leaflets.catalogo')} ·{' '}
                      {t('leaflets.validity', { from: dmy(l.fromDate), to: dmy(l.toDate) })} ·{' '}
                      {t('leaflets.pages', { count: l.pageCount })}
                    </Typography>
                  </Box>
                  <Chip
                    variant="outlined"
                    sx={{ fontWeight: 700, borderWidth: 2 }}
                    label={l.status === 'published' ? t('leafletAdmin.published') : t('leafletAdmin.draft')}
                  />
                  <Button
                    component={Link}
                    to={`/userboard/volantini/${l.leafletId}`}
                    variant="outlined"
                    sx={{ minHeight: 44 }}
                    aria-label={t('leafletAdmin.editNamed', { title: l.title })}
                  >
                    {t('leafletAdmin.edit')}
                  </Button>
                </Box>
              ))}
            </Box>
          </Box>
        </>
      )}
    </StaffPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
