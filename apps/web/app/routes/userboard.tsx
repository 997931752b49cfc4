// /userboard (seed 000 §2): the staff landing page. Without a staff session it is the staff
// sign-in; signed in: the customer search, the customer being acted for, recent customers and
// the staff member's own recent actions; administrators reach the audit log from here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staffRoleLabels, type StaffCustomer, type Userboard } from '@sporta/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/userboard';
import {
  backofficeSession,
  releaseCustomer,
  selectCustomer,
  ssoLogout,
  userboard,
  type Via,
} from '../features/backoffice/api';
import { AuditList, formatWhen } from '../features/backoffice/components/audit-list';
import { CustomerSearch, customerFullName } from '../features/backoffice/components/customer-search';
import { StaffSignIn } from '../features/backoffice/components/staff-sign-in';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

async function load(
  request: Request,
  via: Via,
): Promise<{
  board: Userboard | null;
  sso: { oidc: boolean; saml: boolean };
  ssoOutcome: string | null;
}> {
  const ssoOutcome = new URL(request.url).searchParams.get('sso');
  const session = await backofficeSession(undefined, via).catch(() => null);
  const sso = { oidc: session?.ssoOidc ?? false, saml: session?.ssoSaml ?? false };
  if (!session?.staff) return { board: null, sso, ssoOutcome };
  return { board: await userboard(via), sso, ssoOutcome: null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request, { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request, {});
}

export function meta() {
  return [...seoMeta({ title: t('backoffice.title') }), { name: 'robots', content: 'noindex' }];
}

/** After a change of identity the whole storefront (cart, account, caches) starts afresh. */
function reloadAt(path: string) {
  window.location.assign(path);
}

export default function UserboardRoute({ loaderData }: Route.ComponentProps) {
  const { board, sso, ssoOutcome } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {board ? (
          <Board board={board} />
        ) : (
          <StaffSignIn onSignedIn={() => reloadAt('/userboard')} sso={sso} ssoOutcome={ssoOutcome} />
        )}
      </Paper>
    </Container>
  );
}

function Board({ board }: { board: Userboard }) {
  const [error, setError] = useState<string | null>(null);
  const admin = board.staff.roles.includes('admin');
  const planner = admin || board.staff.roles.includes('store_manager');
  const store = planner || board.staff.roles.includes('picker');
  // Customer service: only operators search for customers and act as them.
  const operator = admin || board.staff.roles.includes('operator');
  const leafletEditor = admin || board.staff.roles.includes('leaflet_editor');
  const marketing = admin || board.staff.roles.includes('marketing');
  const contentEditor = admin || board.staff.roles.includes('content_editor');

  async function actAs(customer: Pick<StaffCustomer, 'userId'>) {
    setError(null);
    try {
      await selectCustomer(customer.userId);
      reloadAt('/');
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.generic'));
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('backoffice.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('backoffice.signedInAs', {
              name: board.staff.displayName,
              roles: board.staff.roles.map((r) => staffRoleLabels[r]).join(', '),
            })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {store && (
            <Button component={Link} to="/userboard/ordini" variant="outlined">
              {t('storeOps.boardLink')}
            </Button>
          )}
          {planner && (
            <Button component={Link} to="/userboard/fasce" variant="outlined">
              {t('storeOps.link')}
            </Button>
          )}
          {planner && (
            <Button component={Link} to="/userboard/modelli-fasce" variant="outlined">
              {t('storeOps.templatesLink')}
            </Button>
          )}
          {planner && (
            <Button component={Link} to="/userboard/premi" variant="outlined">
              {t('rewards.staffLink')}
            </Button>
          )}
          {leafletEditor && (
            <Button component={Link} to="/userboard/volantini" variant="outlined">
              {t('leafletAdmin.link')}
            </Button>
          )}
          {contentEditor && (
            <Button component={Link} to="/userboard/contenuti" variant="outlined">
              {t('contentAdmin.link')}
            </Button>
          )}
          {contentEditor && (
            <Button component={Link} to="/userboard/blocchi" variant="outlined">
              {t('blockAdmin.link')}
            </Button>
          )}
          {(operator || contentEditor) && (
            <Button component={Link} to="/userboard/moduli" variant="outlined">
              {t('formSubmissions.link')}
            </Button>
          )}
          {marketing && (
            <Button component={Link} to="/userboard/marketing" variant="outlined">
              {t('marketing.link')}
            </Button>
          )}
          {admin && (
            <Button component={Link} to="/userboard/registro" variant="outlined">
              {t('backoffice.auditLink')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => void ssoLogout().finally(() => reloadAt('/userboard'))}>
            {t('backoffice.signOut')}
          </Button>
        </Box>
      </Box>

      {error && <Alert severity="error">{error}</Alert>}

      {board.actingAs && (
        <Alert
          severity="info"
          data-testid="acting-now"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => reloadAt('/')}>
                {t('backoffice.goShop')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => void releaseCustomer().finally(() => reloadAt('/userboard'))}
              >
                {t('backoffice.end')}
              </Button>
            </Box>
          }
        >
          {t('backoffice.actingNow', { name: customerFullName(board.actingAs) })}
        </Alert>
      )}

      {operator && (
        <>
          <CustomerSearch onActAs={(c) => void actAs(c)} />

          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <Box component="section" aria-labelledby="recent-customers">
              <Typography id="recent-customers" variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
                {t('backoffice.recentCustomers')}
              </Typography>
              {board.recentCustomers.length === 0 ? (
                <Typography color="text.secondary">{t('backoffice.noRecentCustomers')}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {board.recentCustomers.map((c) => (
                    <Box
                      component="li"
                      key={c.userId}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                    >
                      <span>
                        <strong>{customerFullName(c)}</strong>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          · {formatWhen(c.at)}
                        </Typography>
                      </span>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => void actAs(c)}
                        aria-label={t('backoffice.actAs', { name: customerFullName(c) })}
                      >
                        {t('backoffice.actAsShort')}
                      </Button>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
            <Box component="section" aria-labelledby="recent-actions">
              <Typography id="recent-actions" variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
                {t('backoffice.recentActions')}
              </Typography>
              {board.recentActions.length === 0 ? (
                <Typography color="text.secondary">{t('backoffice.noRecentActions')}</Typography>
              ) : (
                <AuditList entries={board.recentActions} />
              )}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
