// The account's outcome pages: one message and where to go next. The page is chosen by path:
// registration confirm outcomes (any other /registration/confirm/* is the error one), welcome,
// thank-you, reset-password sent and completed, profile updated, confirmed and update error.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/account-message';
import { t, type MessageKey } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

type Page = { title: MessageKey; text: MessageKey; action: { to: string; label: MessageKey } };

const login = { to: '/login', label: 'account.registration.goLogin' } satisfies Page['action'];
const home = { to: '/', label: 'account.registration.goHome' } satisfies Page['action'];
const profile = { to: '/profile', label: 'account.profile' } satisfies Page['action'];

const PAGES: Record<string, Page> = {
  '/registration/confirm/success': {
    title: 'account.registration.confirmSuccessTitle',
    text: 'account.registration.confirmSuccessText',
    action: login,
  },
  '/registration/confirm/error': {
    title: 'account.registration.confirmErrorTitle',
    text: 'account.registration.confirmErrorText',
    action: login,
  },
  '/registration/confirm/already-confirmed': {
    title: 'account.registration.confirmAlreadyTitle',
    text: 'account.registration.confirmAlreadyText',
    action: login,
  },
  '/welcome': {
    title: 'account.registration.welcomeTitle',
    text: 'account.registration.welcomeText',
    action: home,
  },
  '/thankyou-agreement': {
    title: 'account.registration.thankyouTitle',
    text: 'account.registration.thankyouText',
    action: home,
  },
  '/registration-social-completed': {
    title: 'account.registration.socialTitle',
    text: 'account.registration.socialText',
    action: home,
  },
  '/reset-password-sent': { title: 'account.reset.sentTitle', text: 'account.reset.sentText', action: home },
  '/reset-password-completed': {
    title: 'account.reset.completedTitle',
    text: 'account.reset.completedText',
    action: login,
  },
  '/profile/profile-updated': {
    title: 'account.profileArea.updatedTitle',
    text: 'account.profileArea.updatedText',
    action: profile,
  },
  '/profile/profile-update-error': {
    title: 'account.profileArea.updateErrorTitle',
    text: 'account.profileArea.updateErrorText',
    action: { to: '/profile/profile-update', label: 'account.profileArea.updateErrorAction' },
  },
  '/profile/profile-confirmed': {
    title: 'account.profileArea.confirmedTitle',
    text: 'account.profileArea.confirmedText',
    action: profile,
  },
};

function pageOf(pathname: string): Page | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  // /registration/confirm/* (spec 000 §2): any other outcome is the error page
  return (
    PAGES[path] ??
    (path.startsWith('/registration/confirm/') ? PAGES['/registration/confirm/error'] : undefined)
  );
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageOf(location.pathname);
  return [...seoMeta({ title: t(page?.title ?? 'notFound.title') }), { name: 'robots', content: 'noindex' }];
}

export default function AccountMessageRoute() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  if (!page) return null;
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t(page.title)}
        </Typography>
        <Typography sx={{ my: 2 }}>{t(page.text)}</Typography>
        <Button component={Link} to={page.action.to} variant="contained">
          {t(page.action.label)}
        </Button>
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
