import { apiRequest, unwrap, type Query, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import type { ProductList } from '../types';

export const PAGE_SIZE = 24;

export interface ProductsParams {
  parentCategoryId?: number;
  page?: number;
  pageSize?: number;
  sort?: string;
  promo?: boolean;
}

export function productsQuery(params: ProductsParams): Query {
  return {
    parent_category_id: params.parentCategoryId,
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    sort: params.sort,
    promo: params.promo ? 'true' : undefined,
  };
}

export async function getProducts(
  params: ProductsParams,
  options: RequestOptions = {},
): Promise<ProductList> {
  return unwrap(await apiRequest<ProductList>('products', { ...options, query: productsQuery(params) }));
}

export const productsQueryOptions = (params: ProductsParams) =>
  apiQueryOptions<ProductList>('products', productsQuery(params));
