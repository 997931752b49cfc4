// The content blocks of a location (ADR 0053): `category?slug=<location>` answers the category
// with its `categoryBlocks`, the blocks this shopper sees now (the server reads their cart for
// the targeting); `homepage-2023` is the home page. A catalogue call: the cart's hash is part of
// the request and of the cache key.
import type { CategoryBlock } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';

/**
 * The home page's location (contracts' HOME_BLOCK_LOCATION). Repeated, not imported: a value
 * import of @sporta/contracts would put zod and every schema in the page's JavaScript.
 */
export const HOME_BLOCK_LOCATION = 'homepage-2023';

export type LocationBlocksData = { category: { slug: string; categoryBlocks?: CategoryBlock[] } };

export async function getLocationBlocks(
  location: string,
  options: RequestOptions = {},
): Promise<CategoryBlock[]> {
  const data = unwrap(
    await apiRequest<LocationBlocksData>('category', { ...options, query: { slug: location } }),
  );
  return data.category.categoryBlocks ?? [];
}

export const locationBlocksQueryOptions = (location: string) =>
  apiQueryOptions<LocationBlocksData>('category', { slug: location });
