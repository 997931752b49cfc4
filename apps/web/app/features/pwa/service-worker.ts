// Registers the service worker of the installable web app (ADR 0049) once the page is idle, in
// the production build of the web target only (the Capacitor bundle and the dev server have
// none). A new version waits until the customer asks for it: `onUpdate` gets the function that
// activates it, and the page reloads once the new worker controls it.
import { whenIdle } from '../../lib/idle';

/** The production build of the web target, in a browser (the version check runs there). */
export function versionCheckEnabled(): boolean {
  return (
    typeof window !== 'undefined' && import.meta.env.PROD && import.meta.env.VITE_SPORTA_TARGET === 'web'
  );
}

function serviceWorkerEnabled(): boolean {
  return versionCheckEnabled() && 'serviceWorker' in navigator;
}

let registration: Promise<ServiceWorkerRegistration | undefined> | null = null;

export function registerServiceWorker(onUpdate: (activate: () => void) => void): () => void {
  if (!serviceWorkerEnabled()) return () => undefined;
  return whenIdle(() => {
    registration ??= import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => {
          onUpdate(() => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          });
        });
        return wb.register();
      })
      .catch(() => undefined);
  });
}

/** Asks the browser to look for a new service worker (after /version.json announced a build). */
export function checkServiceWorkerUpdate(): void {
  void registration?.then((r) => r?.update()).catch(() => undefined);
}
