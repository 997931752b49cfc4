// /userboard/moduli?pagina=N: the forms' submissions for staff (operators and content editors,
// issue 23) — what shoppers sent through the contact and "diventa socio" forms, with their files.
// Anyone who is not staff goes to the userboard's sign-in; other staff are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Route } from './+types/userboard-form-submissions';
import { staffLoad } from '../features/backoffice/api';
import { listSubmissions, type Via } from '../features/forms/api/submissions';
import { SubmissionList } from '../features/forms/components/submission-list';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { StaffPage } from '../ui/staff-page';
import { PageErrorBoundary } from './page-error';

async function load(url: URL, via: Via) {
  const asked = Number(url.searchParams.get('pagina') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  return staffLoad(
    ['operator', 'content_editor'],
    via,
    t('formSubmissions.reserved'),
    async () => ({ list: await listSubmissions(page, via) }),
    { list: null },
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
  return [...seoMeta({ title: t('formSubmissions.title') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardFormSubmissionsRoute({ loaderData }: Route.ComponentProps) {
  const { list, error } = loaderData;
  const page = list?.page;
  return (
    <StaffPage title={t('formSubmissions.title')} error={error}>
      {list && page && (
        <>
          <Typography color="text.secondary">
            {t('formSubmissions.count', { count: page.totItems })}
          </Typography>
          <SubmissionList submissions={list.submissions} />
          {page.totPages > 1 && (
            <Box
              component="nav"
              aria-label={t('formSubmissions.pages')}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Button
                component={Link}
                to={`?pagina=${page.selPage - 1}`}
                disabled={page.selPage <= 1}
                sx={{ minHeight: 44 }}
              >
                {t('formSubmissions.previous')}
              </Button>
              <Typography>
                {t('formSubmissions.pageOf', { page: page.selPage, pages: page.totPages })}
              </Typography>
              <Button
                component={Link}
                to={`?pagina=${page.selPage + 1}`}
                disabled={page.selPage >= page.totPages}
                sx={{ minHeight: 44 }}
              >
                {t('formSubmissions.next')}
              </Button>
            </Box>
          )}
        </>
      )}
    </StaffPage>
  );
}

export const ErrorBoundary = PageErrorBoundary;
