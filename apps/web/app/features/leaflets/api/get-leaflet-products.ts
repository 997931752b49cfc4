// GET leaflet/product-search (seed 002 §7): the leaflet's products with the prices of the
// customer's store (the catalogue hash travels with it, as with every catalogue read).
import type { ProductList } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

/** Every product of a leaflet (a leaflet holds at most a few hundred). */
export async function getLeafletProducts(key: string, options: RequestOptions = {}): Promise<ProductList> {
  return unwrap(
    await apiRequest<ProductList>('leaflet/product-search', {
      ...options,
      query: { leaflet_id: key, page_size: 500 },
    }),
  );
}
