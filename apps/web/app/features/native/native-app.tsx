// The Capacitor app's own behaviour (issue 27), in the app bundle only (SPORTA_TARGET=app; the
// plugins are loaded on demand, never in the web build):
// - deep links: the App plugin's `appUrlOpen` (an https link of the shop or it.sporta.app://…)
//   is mapped by `deepLinkPath` (seed 000 §2) and the app navigates there;
// - external links open in the system browser (@capacitor/browser), not inside the app;
// - on a phone, push: after the login the device registers its FCM/APNs token
//   (externalregistration/register, platform android or ios) and a tapped notification opens
//   its nav_to (seed 000 §4).
import { deepLinkPath } from '@sporta/domain/deep-links';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api/client';
import { clientUuid, isMarkedLoggedIn } from '../../lib/api/identity';

export function appTarget(): boolean {
  return typeof window !== 'undefined' && import.meta.env.VITE_SPORTA_TARGET === 'app';
}

/** A link to another site (http/https, another origin): the system browser opens it in the app. */
export function externalHref(anchor: HTMLAnchorElement, origin: string): string | null {
  const href = anchor.getAttribute('href');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === origin ? null : url.href;
}

async function registerNativePush(navigateTo: (path: string) => void): Promise<void> {
  const { Capacitor } = await import('@capacitor/core');
  if (!Capacitor.isNativePlatform()) return;
  const { PushNotifications } = await import('@capacitor/push-notifications');
  await PushNotifications.addListener('registration', ({ value }) => {
    if (!isMarkedLoggedIn()) return;
    void apiRequest('externalregistration/register', {
      query: {
        platform: Capacitor.getPlatform(),
        uuid: clientUuid() ?? value.slice(0, 200),
        external_id: value,
      },
      quiet: true,
    }).catch(() => undefined);
  });
  await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const to = deepLinkPath(String((notification.data as { nav_to?: unknown })?.nav_to ?? ''));
    if (to) navigateTo(to);
  });
  if (!isMarkedLoggedIn()) return;
  const permission = await PushNotifications.requestPermissions();
  if (permission.receive === 'granted') await PushNotifications.register();
}

export function NativeApp() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!appTarget()) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const go = (path: string) => void navigate(path);
    void import('@capacitor/app').then(async ({ App }) => {
      const handle = await App.addListener('appUrlOpen', ({ url }) => {
        const to = deepLinkPath(url);
        if (to) go(to);
      });
      if (stopped) void handle.remove();
      else cleanups.push(() => void handle.remove());
    });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor ? externalHref(anchor, window.location.origin) : null;
      if (!href) return;
      event.preventDefault();
      void import('@capacitor/browser').then(({ Browser }) => Browser.open({ url: href }));
    };
    document.addEventListener('click', onClick, true);
    cleanups.push(() => document.removeEventListener('click', onClick, true));
    void registerNativePush(go).catch(() => undefined);
    return () => {
      stopped = true;
      for (const c of cleanups) c();
    };
  }, [navigate]);
  return null;
}
