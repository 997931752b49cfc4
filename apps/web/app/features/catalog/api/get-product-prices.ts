// GET product-price/get-prices (spec 001 §7): the price block of one product — per unit,
// without VAT, the lowest price of the last 30 days.
import type { productPricesSchema } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type ProductPrices = z.infer<typeof productPricesSchema>;

export async function getProductPrices(
  productId: number,
  options: RequestOptions = {},
): Promise<ProductPrices> {
  return unwrap(
    await apiRequest<ProductPrices>('product-price/get-prices', {
      ...options,
      query: { product_id: productId },
    }),
  );
}
