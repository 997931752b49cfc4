// /userboard/contenuti: the content editor's list of pages, FAQ pages, posts and recipes (issue 23,
// ADR 0074, 0076) — drafts too, newest change first, by type, with their status and window. Anyone
// who is not staff goes to the userboard's sign-in; staff without the content role are told it is
// reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_ADMIN_TYPES } from '@sporta/contracts';
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/userboard-contents';
import { staffLoad, staffPageAccess } from '../features/backoffice/api';
import {
  listContentAdmin,
  type ContentListEntry,
  type ContentType,
  type Via,
} from '../features/content/api/content-admin';
import { OutcomeAlert } from '../features/store-ops/components/slot-planner';
import { t, type MessageKey } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../ui/format';
import { StaffPage, staffRowSx } from '../ui/staff-page';
import { PageErrorBoundary } from './page-error';

/** Content editors (and administrators) only; anyone else who is not staff goes to the sign-in. */
export const CONTENT_ROLES = ['content_editor'] as const;
export const canEditContent = (via: Via) => staffPageAccess(CONTENT_ROLES, via);

const isType = (v: string | null): v is ContentType =>
  v !== null && (CONTENT_ADMIN_TYPES as readonly string[]).includes(v);

async function load(url: string, via: Via) {
  const params = new URL(url).searchParams;
  const type = isType(params.get('type')) ? (params.get('type') as ContentType) : undefined;
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const empty = { entries: [], page: { selPage: 1, itemsPerPage: 20, totItems: 0, totPages: 0 } };
  return staffLoad(
    CONTENT_ROLES,
    via,
    t('contentAdmin.reserved'),
    async () => ({ list: await listContentAdmin({ type, q, page }, via), type, q }),
    { list: empty, type, q },
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
  return [...seoMeta({ title: t('contentAdmin.title') }), { name: 'robots', content: 'noindex' }];
}

/** Draft, published, or published outside its window (scheduled, expired). */
export function statusLabel(e: Pick<ContentListEntry, 'status' | 'publishedFrom' | 'publishedTo'>): string {
  if (e.status === 'draft') return t('contentAdmin.draft');
  const now = Date.now();
  if (Date.parse(e.publishedFrom) > now)
    return t('contentAdmin.scheduled', { from: formatDateTime(e.publishedFrom) });
  if (e.publishedTo && Date.parse(e.publishedTo) <= now)
    return t('contentAdmin.expired', { to: formatDateTime(e.publishedTo) });
  return e.publishedTo
    ? `${t('contentAdmin.published')} ${t('contentAdmin.until', { to: formatDateTime(e.publishedTo) })}`
    : t('contentAdmin.published');
}

function href(type: ContentType | undefined, q: string, page: number): string {
  const p = new URLSearchParams();
  if (type) p.set('type', type);
  if (q) p.set('q', q);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `/userboard/contenuti?${s}` : '/userboard/contenuti';
}

export default function UserboardContentsRoute({ loaderData }: Route.ComponentProps) {
  const { list, type, q, error } = loaderData;
  const location = useLocation();
  const arrived = (location.state as { message?: string } | null)?.message;
  const { selPage, totPages, totItems } = list.page;
  return (
    <StaffPage
      title={t('contentAdmin.title')}
      actions={
        !error && (
          <>
            <Button
              component={Link}
              to={type ? `/userboard/contenuti/nuovo?type=${type}` : '/userboard/contenuti/nuovo'}
              variant="contained"
              sx={{ minHeight: 44 }}
            >
              {t('contentAdmin.new')}
            </Button>
            <Button component={Link} to="/userboard/contenuti/menu" variant="outlined" sx={{ minHeight: 44 }}>
              {t('contentAdmin.menusLink')}
            </Button>
          </>
        )
      }
    >
      <OutcomeAlert
        outcome={
          error ? { severity: 'error', text: error } : arrived ? { severity: 'success', text: arrived } : null
        }
      />
      {!error && (
        <>
          <Box
            component="nav"
            aria-label={t('contentAdmin.filterLabel')}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {[undefined, ...CONTENT_ADMIN_TYPES].map((k) => (
              <Button
                key={k ?? 'all'}
                component={Link}
                to={href(k, q, 1)}
                variant={k === type ? 'contained' : 'outlined'}
                aria-current={k === type ? 'page' : undefined}
                sx={{ minHeight: 44 }}
              >
                {k ? t(`contentAdmin.types.${k}` as MessageKey) : t('contentAdmin.all')}
              </Button>
            ))}
          </Box>
          <Form method="get" role="search" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {type && <input type="hidden" name="type" value={type} />}
            <TextField
              name="q"
              size="small"
              defaultValue={q}
              label={t('contentAdmin.search')}
              sx={{ flex: '1 1 260px' }}
            />
            <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
              {t('contentAdmin.searchButton')}
            </Button>
          </Form>
          <Typography color="text.secondary">{t('contentAdmin.total', { count: totItems })}</Typography>
          {list.entries.length === 0 ? (
            <Typography>{t('contentAdmin.empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {list.entries.map((e) => (
                <Box component="li" key={e.id} data-testid="content-admin-row" sx={staffRowSx}>
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{e.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t(`contentAdmin.typeOne.${e.type}` as MessageKey)} · {e.slug} ·{' '}
                      {t('contentAdmin.modified', { when: formatDateTime(e.modifiedAt) })}
                    </Typography>
                  </Box>
                  <Chip
                    variant="outlined"
                    color={e.status === 'publish' ? 'success' : 'default'}
                    sx={{ fontWeight: 700, borderWidth: 2, maxWidth: '100%' }}
                    label={statusLabel(e)}
                  />
                  <Button
                    component={Link}
                    to={`/userboard/contenuti/${e.id}`}
                    variant="outlined"
                    sx={{ minHeight: 44 }}
                    aria-label={t('contentAdmin.editNamed', { title: e.title })}
                  >
                    {t('contentAdmin.edit')}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
          {totPages > 1 && (
            <Box
              component="nav"
              aria-label={t('contentAdmin.paging')}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'center',
                flexWrap: 'wrap',
              }}
            >
              {selPage > 1 && (
                <Button component={Link} to={href(type, q, selPage - 1)} rel="prev" sx={{ minHeight: 44 }}>
                  {t('contentAdmin.previous')}
                </Button>
              )}
              <Typography>{t('contentAdmin.pageOf', { page: selPage, total: totPages })}</Typography>
              {selPage < totPages && (
                <Button component={Link} to={href(type, q, selPage + 1)} rel="next" sx={{ minHeight: 44 }}>
                  {t('contentAdmin.next')}
                </Button>
              )}
            </Box>
          )}
        </>
      )}
    </StaffPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
