// /profile (spec 000 §2): the account area's frame. Login required: the server loader sends an
// anonymous visitor to /login?redirect=<path> before any HTML; the client loader does the same
// on client navigations; a session that expires (419) while here goes to login too.
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/profile';
import type { User } from '../features/account/api/account-types';
import { requireUser, requireUserInBrowser } from '../features/account/require-user';
import { UNREAD_EVENT, unreadCount } from '../features/messages/api';
import { t, type MessageKey } from '../i18n/i18n';
import { visuallyHidden } from '../ui/visually-hidden';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserInBrowser(request) };
}

export function meta() {
  return [...seoMeta({ title: t('account.profileArea.title') }), { name: 'robots', content: 'noindex' }];
}

/** The logged user, for the child pages. */
export function useProfileUser(): User {
  return (useRouteLoaderData('profile') as { user: User }).user;
}

const TABS = [
  { to: '/profile/dashboard', label: 'account.profileArea.dashboard' },
  { to: '/profile/orders', label: 'orders.tab' },
  { to: '/profile/order-refunds', label: 'refunds.tab' },
  { to: '/profile/lists', label: 'account.profileArea.lists' },
  { to: '/profile/gifts', label: 'account.profileArea.gifts' },
  { to: '/profile/fidelity', label: 'account.profileArea.fidelity' },
  { to: '/profile/paymentduedate', label: 'account.profileArea.paymentDues' },
  { to: '/profile/news-list', label: 'account.profileArea.messages' },
  { to: '/profile/invite', label: 'account.profileArea.invite' },
  { to: '/profile/profile-update', label: 'account.profileArea.update' },
  { to: '/profile/invoice-data', label: 'account.profileArea.invoiceData' },
  { to: '/profile/payment-method', label: 'account.profileArea.paymentMethod' },
  { to: '/profile/changepassword', label: 'account.profileArea.changePassword' },
  { to: '/profile/advanced-security', label: 'account.profileArea.security' },
  { to: '/profile/privacy', label: 'account.profileArea.privacy' },
] satisfies { to: string; label: MessageKey }[];

/** Pages of the loyalty card (points, rewards, donations): they highlight the cards tab. */
const FIDELITY_PAGES = [
  '/profile/points-polv',
  '/profile/create-offer',
  '/profile/rewards-cart',
  '/profile/requested-rewards',
  '/profile/donate',
];

export default function ProfileLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const expired = () => void navigate(`/login?redirect=${encodeURIComponent(pathname)}`);
    window.addEventListener('sporta:session-expired', expired);
    return () => window.removeEventListener('sporta:session-expired', expired);
  }, [navigate, pathname]);
  // The message archive's unread count, on the «Messaggi» tab (its accessible name says it too).
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let alive = true;
    unreadCount()
      .then((n) => alive && setUnread(n))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [pathname]);
  useEffect(() => {
    const follow = (e: Event) => setUnread(Number((e as CustomEvent<number>).detail) || 0);
    window.addEventListener(UNREAD_EVENT, follow);
    return () => window.removeEventListener(UNREAD_EVENT, follow);
  }, []);
  const current =
    (pathname.startsWith('/profile/order-refund') ? '/profile/order-refunds' : undefined) ??
    (pathname === '/profile/last-purchase' || pathname === '/profile/preferred'
      ? '/profile/orders'
      : undefined) ??
    (FIDELITY_PAGES.includes(pathname) ? '/profile/fidelity' : undefined) ??
    TABS.find((tab) => pathname.startsWith(tab.to))?.to ??
    (pathname === '/profile' ? TABS[0]!.to : false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('account.profileArea.title')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('account.profileArea.nav')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {TABS.map((tab) =>
            tab.to === '/profile/news-list' && unread > 0 ? (
              <Tab
                key={tab.to}
                value={tab.to}
                component={Link}
                to={tab.to}
                data-testid="messages-tab"
                // The count is part of the name: «Messaggi 2 da leggere» (the words only for readers).
                label={
                  <Badge
                    color="primary"
                    max={99}
                    sx={{ pr: 1.5 }}
                    badgeContent={
                      <>
                        {unread > 99 ? '99+' : unread}
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          {t('account.profileArea.unreadSuffix')}
                        </Box>
                      </>
                    }
                  >
                    <span>{t(tab.label)}</span>
                  </Badge>
                }
              />
            ) : (
              <Tab
                key={tab.to}
                value={tab.to}
                label={t(tab.label)}
                component={Link}
                to={tab.to}
                {...(tab.to === '/profile/news-list' ? { 'data-testid': 'messages-tab' } : {})}
              />
            ),
          )}
        </Tabs>
      </Box>
      <Outlet />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
