// Client identity kept between calls (spec 000 §7): the client uuid, and the session and
// account values the server returns. On the web the same values also travel as HttpOnly
// cookies, so they are kept in memory only; the mobile app (no cookies across origins)
// keeps them in localStorage.

export const AUTH_FLAG_KEY = 'is-autheticated'; // spelled so, as the spec says
/** Dispatched on window when the login marker changes (login, logout, expiry). */
export const AUTH_CHANGED_EVENT = 'sporta:auth-changed';
const UUID_KEY = 'sporta-client-uuid';
const SESSION_KEY = 'X-Ebsn-Session';
const ACCOUNT_KEY = 'X-Ebsn-Account';

const persistTokens = import.meta.env.VITE_SPORTA_TARGET === 'app';
const memory: { session?: string; account?: string } = {};
let epoch = 0;

/**
 * Changes whenever the identity does (login, logout, expiry, a new account token): an answer
 * to a request sent under an older identity — a 419 for the session a login just rotated —
 * must not log the new identity out.
 */
export function identityEpoch(): number {
  return epoch;
}

export function bumpIdentityEpoch(): void {
  epoch += 1;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function clientUuid(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let uuid = store.getItem(UUID_KEY);
  if (!uuid) {
    uuid = crypto.randomUUID();
    store.setItem(UUID_KEY, uuid);
  }
  return uuid;
}

export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const store = persistTokens ? storage() : undefined;
  const session = memory.session ?? store?.getItem(SESSION_KEY) ?? undefined;
  const account = memory.account ?? store?.getItem(ACCOUNT_KEY) ?? undefined;
  if (session) headers['X-Ebsn-Session'] = session;
  if (account) headers['X-Ebsn-Account'] = account;
  return headers;
}

export function rememberIdentity(headers: Headers): void {
  if (typeof window === 'undefined') return;
  const session = headers.get(SESSION_KEY);
  const account = headers.get(ACCOUNT_KEY);
  const store = persistTokens ? storage() : undefined;
  if (session) {
    memory.session = session;
    store?.setItem(SESSION_KEY, session);
  }
  if (account) {
    if (account !== memory.account) epoch += 1;
    memory.account = account;
    store?.setItem(ACCOUNT_KEY, account);
  }
}

/** The 'is-autheticated' marker (spec 000 §3): the browser believes a customer is logged in. */
export function isMarkedLoggedIn(): boolean {
  return storage()?.getItem(AUTH_FLAG_KEY) === 'true';
}

/** Session expiry (spec 000 §4): forget the authentication flag, the session and the account. */
export function clearIdentity(): void {
  epoch += 1;
  delete memory.session;
  delete memory.account;
  const store = storage();
  store?.removeItem(AUTH_FLAG_KEY);
  store?.removeItem(SESSION_KEY);
  store?.removeItem(ACCOUNT_KEY);
  try {
    window.sessionStorage.removeItem(AUTH_FLAG_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
