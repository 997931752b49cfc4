import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import type { Product } from '../types';

export async function getProduct(slug: string, options: RequestOptions = {}): Promise<Product> {
  return unwrap(await apiRequest<Product>('products', { ...options, query: { slug } }));
}

export const productQueryOptions = (slug: string) => apiQueryOptions<Product>('products', { slug });
