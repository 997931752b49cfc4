// Whether a CSS media query matches, followed as the window changes. Without a window (the
// server, and the browser's first render while hydrating) it answers `serverValue`, so a
// component that renders only client-side content (e.g. the cart's, loaded in the browser)
// can pick its place by width without a hydration mismatch.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
