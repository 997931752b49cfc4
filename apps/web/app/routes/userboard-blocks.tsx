// /userboard/blocchi?pagina=homepage-2023: the content editor's blocks of the home page or of a
// category (issue 23, ADR 0074) — add (banners with uploaded images, texts, sliders…), target,
// schedule, reorder, publish, history. Anyone who is not staff goes to the userboard's sign-in;
// staff without the content role are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HOME_BLOCK_LOCATION } from '@sporta/contracts';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/userboard-blocks';
import { staffLoad } from '../features/backoffice/api';
import { blockTargets, listBlocks, type Via } from '../features/blocks/api/block-admin';
import { BlockBoard } from '../features/blocks/components/admin/block-board';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { StaffPage } from '../ui/staff-page';
import { PageErrorBoundary } from './page-error';
import { BlockPreview } from './userboard-block-preview';

async function load(url: URL, via: Via) {
  const location = url.searchParams.get('pagina') || HOME_BLOCK_LOCATION;
  return staffLoad(
    ['content_editor'],
    via,
    t('blockAdmin.reserved'),
    async () => {
      const [blocks, targets] = await Promise.all([listBlocks(location, via), blockTargets(via)]);
      return { location, blocks, targets };
    },
    { location, blocks: [], targets: null },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(new URL(request.url), { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(new URL(request.url), {});
}

export function meta() {
  return [...seoMeta({ title: t('blockAdmin.title') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardBlocksRoute({ loaderData }: Route.ComponentProps) {
  const { location, blocks, targets, error } = loaderData;
  const navigate = useNavigate();
  const shopPath = location === HOME_BLOCK_LOCATION ? '/' : `/${location}`;
  return (
    <StaffPage title={t('blockAdmin.title')} error={error}>
      {targets && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              label={t('blockAdmin.location')}
              value={location}
              onChange={(e) =>
                void navigate(`/userboard/blocchi?pagina=${encodeURIComponent(e.target.value)}`)
              }
              sx={{ minWidth: 280, flex: '1 1 280px', maxWidth: 480 }}
            >
              {targets.locations.map((l) => (
                <MenuItem key={l.location} value={l.location} sx={{ pl: 2 + Math.max(0, l.depth - 1) * 2 }}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <Button component={Link} to={shopPath} variant="text" sx={{ minHeight: 44 }}>
              {t('blockAdmin.viewPage')}
            </Button>
          </Box>
          <BlockBoard
            key={location}
            location={location}
            initial={blocks}
            targets={targets}
            renderPreview={(block) => <BlockPreview block={block} />}
          />
        </>
      )}
    </StaffPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
