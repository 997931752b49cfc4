// Client-side account state: the 'is-autheticated' marker (spec 000 §3), the cookie preferences
// (technical always on; analytics and profilation off until allowed) and the analytics events,
// which reach window.dataLayer only when analytics cookies are allowed.
import { AUTH_FLAG_KEY, bumpIdentityEpoch, clearIdentity } from '../../lib/api/identity';

export const COOKIE_PREFS_KEY = 'sporta-cookie-preferences';
export const AUTH_CHANGED_EVENT = 'sporta:auth-changed';

export interface CookiePreferences {
  technical: true;
  analytics: boolean;
  profilation: boolean;
  saveDate: string;
  uuid: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readCookiePreferences(): CookiePreferences | null {
  const raw = storage()?.getItem(COOKIE_PREFS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as CookiePreferences;
    return typeof parsed.saveDate === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveCookiePreferences(choice: {
  analytics: boolean;
  profilation: boolean;
}): CookiePreferences {
  const prefs: CookiePreferences = {
    technical: true,
    analytics: choice.analytics,
    profilation: choice.profilation,
    saveDate: new Date().toISOString(),
    uuid: readCookiePreferences()?.uuid ?? crypto.randomUUID(),
  };
  storage()?.setItem(COOKIE_PREFS_KEY, JSON.stringify(prefs));
  return prefs;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an analytics event when the visitor allowed analytics cookies. */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !readCookiePreferences()?.analytics) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...data });
}

export function isMarkedLoggedIn(): boolean {
  return storage()?.getItem(AUTH_FLAG_KEY) === 'true';
}

export function markLoggedIn(): void {
  bumpIdentityEpoch();
  storage()?.setItem(AUTH_FLAG_KEY, 'true');
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
}

/** Logged out (logout, account deleted, session expired): marker, session and account forgotten. */
export function markLoggedOut(): void {
  clearIdentity();
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
}

/** A same-site path to return to after login; anything else goes home. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/login')) return fallback;
  return value;
}
