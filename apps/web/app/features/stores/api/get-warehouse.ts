// Store pages (spec 001 §2: /punti-vendita/:warehouseSlug, /negozi-e-volantini/negozi/:warehouseId;
// the store is loaded before entering): GET warehouse/view by slug or id.
import type { warehouseViewSchema } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type StoreView = z.infer<typeof warehouseViewSchema>;

export async function getWarehouse(
  key: { slug: string } | { warehouseId: number },
  options: RequestOptions = {},
): Promise<StoreView> {
  const query = 'slug' in key ? { slug: key.slug } : { warehouse_id: key.warehouseId };
  return unwrap(await apiRequest<StoreView>('warehouse/view', { ...options, query, quiet: true }));
}
