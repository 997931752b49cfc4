// TanStack Query is needed only from the first client-side navigation on: it is loaded then
// (and prefetched when the browser is idle), which keeps it out of the JavaScript needed
// before the page is interactive.
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../idle';

let loading: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then((m) => m.getQueryClient());
  return loading;
}

export function prefetchQueryClient(): void {
  if (typeof window === 'undefined') return;
  whenIdle(() => void loadQueryClient());
}
