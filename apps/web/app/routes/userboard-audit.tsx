// /userboard/registro: the audit log of what staff did for customers (issue 22), for
// administrators. An admin-only route (seed 000 §2): anyone who is not a staff user goes to the
// userboard; staff without the administrator role are told it is reserved.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '@sporta/contracts';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/userboard-audit';
import {
  auditCsvUrl,
  auditLog,
  backofficeSession,
  type AuditFilter,
  type Via,
} from '../features/backoffice/api';
import { AuditList } from '../features/backoffice/components/audit-list';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

function filterOf(request: Request): AuditFilter {
  const params = new URL(request.url).searchParams;
  const userId = Number(params.get('user_id'));
  const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  return {
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

async function load(
  request: Request,
  via: Via,
): Promise<{ entries: AuditEntryView[] | null; filter: AuditFilter }> {
  const session = await backofficeSession(undefined, via).catch(() => null);
  if (!session?.staff) throw redirect('/userboard');
  const filter = filterOf(request);
  if (!session.staff.roles.includes('admin')) return { entries: null, filter };
  return { entries: await auditLog(filter, via), filter };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request, { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request, {});
}

export function meta() {
  return [...seoMeta({ title: t('backoffice.auditTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardAuditRoute({ loaderData }: Route.ComponentProps) {
  const { entries, filter } = loaderData;
  const [params] = useSearchParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Box>
          <Link to="/userboard">{t('backoffice.backToUserboard')}</Link>
        </Box>
        <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
          {t('backoffice.auditTitle')}
        </Typography>
        {entries === null ? (
          <Alert severity="warning">{t('backoffice.auditAdminOnly')}</Alert>
        ) : (
          <>
            <Typography color="text.secondary">{t('backoffice.auditIntro')}</Typography>
            <Box
              component={Form}
              method="get"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <TextField
                label={t('backoffice.filterCustomer')}
                name="user_id"
                defaultValue={params.get('user_id') ?? ''}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={t('backoffice.filterFrom')}
                name="from"
                type="date"
                defaultValue={filter.from ?? ''}
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('backoffice.filterTo')}
                name="to"
                type="date"
                defaultValue={filter.to ?? ''}
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button type="submit" variant="contained">
                {t('backoffice.filter')}
              </Button>
              <Button component="a" href={auditCsvUrl(filter)} variant="outlined" download>
                {t('backoffice.exportCsv')}
              </Button>
            </Box>
            {entries.length === 0 ? (
              <Typography>{t('backoffice.noEntries')}</Typography>
            ) : (
              <AuditList entries={entries} />
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
