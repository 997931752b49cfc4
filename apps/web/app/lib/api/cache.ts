// The response cache of the spec (000 §4, 002 §7) on TanStack Query: GET only, 15 minutes,
// at most 50 entries, only products (not wishlist or preferred lists), category, adv,
// warehouse-locator, article and content-backend calls; a non-GET call to the same entry
// drops it.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from './envelope';
import { apiRequest, withCatalogHash, type Query } from './client';

export const CACHE_MS = 900_000;
export const CACHE_MAX_ENTRIES = 50;

const cacheablePrefixes = ['products', 'category', 'adv', 'warehouse-locator', 'article', '/p/wp-json/'];

export function isCacheable(path: string, query: Query = {}): boolean {
  const clean = path.replace(/^\/?ebsn\/api\//, '');
  const kind = cacheablePrefixes.find((p) => clean === p || clean.startsWith(p.endsWith('/') ? p : `${p}/`));
  if (!kind) return false;
  if (kind === 'products') {
    if (query.parent_wishlist_id !== undefined && query.parent_wishlist_id !== null) return false;
    if (String(query.preferred ?? '') === '1') return false;
  }
  return true;
}

/** The cache entry of a call: its path (the invalidation unit) and its parameters. */
export function apiQueryKey(path: string, query: Query = {}) {
  return ['api', path, query] as const;
}

export function apiQueryOptions<T>(path: string, given: Query = {}) {
  // The catalogue's entries are per warehouse and slot: the hash is part of the key.
  const query = withCatalogHash(path, given);
  const cacheable = isCacheable(path, query);
  // A plain object, not TanStack's `queryOptions()` (an identity function): the entry pages
  // build these options without loading TanStack Query (ADR 0016).
  return {
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }) => apiRequest<T>(path, { query, signal, quiet: true }),
    staleTime: cacheable ? CACHE_MS : 0,
    gcTime: cacheable ? CACHE_MS : 0,
    retry: false,
  } satisfies UseQueryOptions<ApiEnvelope<T>, Error, ApiEnvelope<T>, ReturnType<typeof apiQueryKey>>;
}
