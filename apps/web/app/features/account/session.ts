// Client-side account state: the 'is-autheticated' marker (spec 000 §3), the cookie preferences
// (technical always on; analytics and profilation off until allowed) and the analytics events,
// which reach window.dataLayer only when analytics cookies are allowed.
import { AUTH_CHANGED_EVENT, AUTH_FLAG_KEY, bumpIdentityEpoch, clearIdentity } from '../../lib/api/identity';

export const COOKIE_PREFS_KEY = 'sporta-cookie-preferences';
export { AUTH_CHANGED_EVENT };

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

const REDIRECT_BASE = 'http://sporta.invalid';

/**
 * A same-origin path to return to after login; anything else goes home. The value is read the
 * way the browser will read it (WHATWG URL parsing drops tabs and new lines and turns a
 * backslash into a slash: `/\t/evil.example` is `//evil.example`, another site), and what comes
 * back is the parsed path, so the browser cannot read it differently.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return path;
}
