// GET adv (spec 002 §7): product sliders — related products of a product, a category, a
// search or promotions; default limit 12, 16 for a query slider.
import { apiRequest, unwrap, type Query, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import type { advResultSchema } from '@sporta/contracts';
import type { z } from 'zod';

export const SLIDER_LIMIT = 12;
export const QUERY_SLIDER_LIMIT = 16;

export interface AdvParams {
  productId?: number;
  categoryId?: number;
  q?: string;
  promo?: boolean;
  shuffle?: boolean;
  limit?: number;
  layout?: string;
}

export type AdvData = z.infer<typeof advResultSchema>;

export function advQuery(p: AdvParams): Query {
  return {
    layout: p.layout,
    product_id: p.productId,
    category_id: p.categoryId,
    q: p.q,
    promo: p.promo ? 'true' : undefined,
    shuffle: p.shuffle ? 'true' : undefined,
    limit: p.limit ?? (p.q ? QUERY_SLIDER_LIMIT : SLIDER_LIMIT),
  };
}

export async function getAdv(params: AdvParams, options: RequestOptions = {}): Promise<AdvData> {
  return unwrap(await apiRequest<AdvData>('adv', { ...options, query: advQuery(params) }));
}

export const advQueryOptions = (params: AdvParams) => apiQueryOptions<AdvData>('adv', advQuery(params));
