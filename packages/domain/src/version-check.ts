// When the web app reloads itself to pick up a new build (spec 000 §2 and §9, issue 27).
// The client asks /version.json every VERSION_CHECK_INTERVAL_MS; once the build it runs is not
// the newest, or once it has run RELOAD_AFTER_MS since it started, the NEXT navigation becomes a
// full page load, except a navigation into the cart, the checkout or the payment, which must
// never be interrupted.

/** How often the client asks /version.json (spec 000 §9: 600,000 ms). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;

/** After this long since the app started, the next navigation reloads it (spec 000 §9). */
export const RELOAD_AFTER_MS = 1_800_000;

/** Paths (and everything under them) where the app never reloads itself (spec 000 §2). */
export const NO_RELOAD_PATHS: readonly string[] = ['/cart', '/checkout', '/payment'];

export interface ReloadState {
  /** The build the page runs (from the document it was loaded with). */
  runningVersion: string;
  /** The newest build /version.json announced, null before the first answer. */
  latestVersion: string | null;
  /** When the app started (ms since the epoch). */
  startedAt: number;
  now: number;
}

/** True when the path is the cart, the checkout or the payment (or a page under them). */
export function isNoReloadPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return NO_RELOAD_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** True when the app is due for a reload: a newer build exists or it has run long enough. */
export function reloadDue(state: ReloadState): boolean {
  const newer = state.latestVersion !== null && state.latestVersion !== state.runningVersion;
  return newer || state.now - state.startedAt >= RELOAD_AFTER_MS;
}

/** Whether the navigation that has just reached `nextPath` should become a full page load. */
export function shouldReloadOnNavigation(state: ReloadState & { nextPath: string }): boolean {
  return reloadDue(state) && !isNoReloadPath(state.nextPath);
}
