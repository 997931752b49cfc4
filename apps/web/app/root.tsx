// The document shell and the providers every page shares: theme and client cache.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { CookieBanner } from './features/account/components/cookie-banner';
import { NativeApp } from './features/native/native-app';
import { prefetchQueryClient } from './lib/api/lazy-query-client';
import { useScrollRestoration } from './lib/navigation/use-scroll-restoration';
import { useBackClosesDialogs } from './ui/dialogs/use-back-closes-dialogs';
import { ErrorPage, NotFoundPage } from './ui/error-pages';
import { NotificationHost } from './ui/notification-host';
import { PageProgress } from './ui/page-progress';
import { scoped } from './ui/scoped';
import { brand } from './ui/brand';
import './ui/base.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.red} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

// The first-launch tutorial lives in the app bundle only (seed 002): never loaded on the web.
const APP_BUNDLE = import.meta.env.VITE_SPORTA_TARGET === 'app';
const TutorialDialog = APP_BUNDLE
  ? lazy(
      scoped<object>(async () => ({
        default: (await import('./features/content/components/tutorial-dialog')).TutorialDialog,
      })),
    )
  : null;

// The service worker, its update bar, the version check and the push dialog (ADR 0049) start once
// the page is interactive: none of them draws anything on the first paint, so their code stays out
// of the JavaScript an entry page loads before it is interactive (ADR 0019). Loaded by an effect,
// not lazy + Suspense: React may hold a resolved boundary back on a timer, and the version check's
// clock starts when it mounts.
function AppUpdatesAfterHydration() {
  const [AppUpdates, setAppUpdates] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./features/pwa/update-bar')
      .then((m) => live && setAppUpdates(() => m.AppUpdates))
      .catch(() => undefined); // offline before it was cached: no update bar this time
    return () => {
      live = false;
    };
  }, []);
  return AppUpdates ? <AppUpdates /> : null;
}

function Behaviours() {
  useEffect(prefetchQueryClient, []);
  useScrollRestoration();
  useBackClosesDialogs();
  return null;
}

export default function App() {
  return (
    <>
      <Behaviours />
      <PageProgress />
      <Outlet />
      <NotificationHost />
      <CookieBanner />
      <AppUpdatesAfterHydration />
      <NativeApp />
      {TutorialDialog && (
        <Suspense fallback={null}>
          <TutorialDialog />
        </Suspense>
      )}
    </>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}
    </>
  );
}
