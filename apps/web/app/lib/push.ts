// Web Push of the installable web app (seed 000 §4, issue 27): after the login the browser
// subscribes with the server's VAPID key and the subscription is registered as this device
// (externalregistration/register, platform web, the client uuid); before the logout the device
// is unregistered and the subscription dropped. Shared by the account (login, logout) and the
// PWA feature (the worker, the foreground dialog), so it lives here.
import { apiRequest } from './api/client';
import { clientUuid } from './api/identity';

/** The message the service worker posts to a visible page instead of a notification (public/push-sw.js). */
export const PUSH_MESSAGE_TYPE = 'sporta-push';

export interface ForegroundPush {
  type: typeof PUSH_MESSAGE_TYPE;
  title: string;
  body: string;
  nav_to: string | null;
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** The shop's service worker registration (the web build registers it once the page is idle). */
function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** What the browser says of itself, for the device's model and platform version. */
function describeBrowser(): { model: string; platform_version: string } {
  const data = (
    navigator as Navigator & {
      userAgentData?: { brands?: { brand: string; version: string }[]; platform?: string };
    }
  ).userAgentData;
  const brand = data?.brands?.find((b) => !/not.a.brand/i.test(b.brand));
  return {
    model: (brand ? `${brand.brand} ${brand.version}` : 'Browser').slice(0, 200),
    platform_version: (data?.platform || navigator.platform || 'web').slice(0, 100),
  };
}

/**
 * Subscribes this browser and registers it for the logged customer. `ask`: may ask the
 * notification permission (right after the login); otherwise only an allowed browser is renewed.
 */
export async function registerPush(options: { ask: boolean }): Promise<boolean> {
  if (!pushSupported()) return false;
  try {
    let permission = Notification.permission;
    if (permission === 'default' && options.ask) permission = await Notification.requestPermission();
    if (permission !== 'granted') return false;
    const registration = await workerRegistration();
    if (!registration) return false;
    const key = await apiRequest<{ publicKey: string }>('externalregistration/vapid-key', { quiet: true });
    if (!key.data?.publicKey) return false;
    const serverKey = keyBytes(key.data.publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another server key (the key changed) cannot be used: renew it.
    if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
    const answer = await apiRequest('externalregistration/register', {
      query: {
        platform: 'web',
        uuid: clientUuid() ?? crypto.randomUUID(),
        external_id: json.endpoint,
        p256dh: json.keys.p256dh,
        auth: json.keys.auth,
        ...describeBrowser(),
      },
      quiet: true,
    });
    return answer.response.status === 0;
  } catch {
    // No push service reachable, permission withdrawn: the shop works without notifications.
    return false;
  }
}

/** After the login, before the app restarts: registered, or given up after `ms` (an unanswered prompt). */
export function registerPushAfterLogin(ms = 15_000): Promise<boolean> {
  return Promise.race([
    registerPush({ ask: true }),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/** Before the logout: this device stops receiving the customer's notifications. */
export async function unregisterPush(): Promise<void> {
  if (!pushSupported()) return;
  const uuid = clientUuid();
  try {
    if (uuid)
      await apiRequest('externalregistration/unregister', { query: { platform: 'web', uuid }, quiet: true });
    const registration = await navigator.serviceWorker.getRegistration('/');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // the logout goes on
  }
}
