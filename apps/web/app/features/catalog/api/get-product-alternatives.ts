// GET products/product-alternative-detail (spec 001 §7): alternatives of one product with the
// product objects (same leaf category, closest in price and format).
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';
import type { productAlternativesSchema } from '@sporta/contracts';
import type { z } from 'zod';

export type ProductAlternatives = z.infer<typeof productAlternativesSchema>;

export async function getProductAlternatives(
  productId: number,
  options: RequestOptions = {},
): Promise<ProductAlternatives> {
  return unwrap(
    await apiRequest<ProductAlternatives>('products/product-alternative-detail', {
      ...options,
      query: { product_id: productId, details: 'true', filtered: 'true', limit: 8 },
    }),
  );
}
