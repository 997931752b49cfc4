// The browser's query client: one per page load, shared by client loaders and components.
import { QueryClient } from '@tanstack/react-query';
import { CACHE_MAX_ENTRIES, CACHE_MS, isCacheable } from './cache';
import { onMutation } from './client';

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    onMutation((path) => {
      if (isCacheable(path)) client.removeQueries({ queryKey: ['api', path] });
    });
    browserClient = client;
  }
  return browserClient;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_MS, gcTime: CACHE_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const all = cache.getAll();
    if (all.length <= CACHE_MAX_ENTRIES) return;
    const oldest = [...all].sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const q of oldest.slice(0, all.length - CACHE_MAX_ENTRIES)) {
      if (q !== event.query) cache.remove(q);
    }
  });
  return client;
}
