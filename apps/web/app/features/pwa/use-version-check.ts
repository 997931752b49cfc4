// The version check of spec 000 §2 and §9 (ADR 0049): /version.json every 10 minutes; once a
// new build is out, or 30 minutes after the start, the next navigation is a full page load,
// except into the cart, the checkout or the payment. The decision is @sporta/domain's.
import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import { shouldReloadOnNavigation, VERSION_CHECK_INTERVAL_MS } from '@sporta/domain/version-check';
import { checkServiceWorkerUpdate } from './service-worker';

interface Running {
  runningVersion: string;
  latestVersion: string | null;
  startedAt: number;
}

function runningVersion(): string | null {
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === 'string' ? manifest.version : null;
}

async function fetchLatest(): Promise<string | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

export function useVersionCheck(enabled: boolean): void {
  const state = useRef<Running | null>(null);
  const reloading = useRef(false);
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    const version = enabled ? runningVersion() : null;
    if (!version) return;
    state.current = { runningVersion: version, latestVersion: null, startedAt: Date.now() };
    const id = window.setInterval(() => {
      void fetchLatest().then((latest) => {
        if (!state.current || latest === null) return;
        if (latest !== state.current.latestVersion && latest !== state.current.runningVersion) {
          checkServiceWorkerUpdate();
        }
        state.current.latestVersion = latest;
      });
    }, VERSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [enabled]);

  // The navigation under way (its loaders running) or, for one without loaders, the one done.
  const next = navigation.state === 'loading' ? navigation.location : location;
  const nextKey = next.key;
  const last = useRef(nextKey);
  useEffect(() => {
    const running = state.current;
    // Any other history entry is a navigation (back to the first page too).
    if (!running || reloading.current || nextKey === last.current) return;
    last.current = nextKey;
    const decision = shouldReloadOnNavigation({ ...running, now: Date.now(), nextPath: next.pathname });
    if (!decision) return;
    reloading.current = true;
    window.location.assign(createPath(next));
  }, [nextKey]);
}
