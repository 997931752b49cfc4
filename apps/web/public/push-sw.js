// Push notifications in the service worker (seed 000 §4, issue 27), imported by the Workbox
// worker (importScripts in scripts/vite-service-worker.ts). A message carries title, body and
// nav_to (the path to open). In the foreground (a page of the shop visible) the page is told and
// asks «Vuoi aprire…?» before navigating; otherwise a notification is shown, and tapping it
// opens nav_to straight away, in the shop's open window if there is one.
'use strict';

/** A path of this shop only: never another site (`//host`, a scheme, a backslash). */
function sportaNavTo(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  return value.length > 500 ? '/' : value;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const message = {
    type: 'sporta-push',
    title: typeof data.title === 'string' && data.title ? data.title : 'Sporta',
    body: typeof data.body === 'string' ? data.body : '',
    nav_to: sportaNavTo(data.nav_to),
  };
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((w) => w.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const w of visible) w.postMessage(message);
        return undefined;
      }
      return self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'it',
        tag: message.nav_to,
        data: { nav_to: message.nav_to },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    sportaNavTo(event.notification.data && event.notification.data.nav_to),
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      // A window this worker controls can be moved (WindowClient.navigate refuses any other,
      // e.g. a tab opened with a hard reload): the first that accepts, else a new window.
      const mine = windows.filter((w) => new URL(w.url).origin === self.location.origin);
      for (const open of mine) {
        const moved = await open.navigate(target).catch(() => null);
        if (moved) {
          await moved.focus().catch(() => undefined);
          return;
        }
      }
      await self.clients.openWindow(target);
    }),
  );
});
