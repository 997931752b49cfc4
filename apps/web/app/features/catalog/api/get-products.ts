import { apiRequest, unwrap, type Query, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import { filtersQuery, PAGE_SIZE, type ProductFilters } from '../filters';
import type { ProductList } from '../types';

export { PAGE_SIZE };

export interface ProductsParams {
  parentCategoryId?: number;
  categoryId?: number;
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  promo?: boolean;
  /** Only the customer's favourites (products in any of their lists). */
  preferred?: boolean;
  /** Only the products of one of the customer's lists. */
  wishlistId?: number;
  /** Only these products (a recipe's ingredients). */
  productIds?: readonly number[];
  /** The item filters of a list page; they override page, sort and promo. */
  filters?: ProductFilters;
}

export function productsQuery(params: ProductsParams): Query {
  const base: Query = {
    parent_category_id: params.parentCategoryId,
    category_id: params.categoryId,
    q: params.q,
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    sort: params.sort,
    promo: params.promo ? 'true' : undefined,
    preferred: params.preferred ? '1' : undefined,
    parent_wishlist_id: params.wishlistId,
    product_id: params.productIds?.length ? params.productIds.join(',') : undefined,
  };
  if (!params.filters) return base;
  return { ...base, ...filtersQuery(params.filters), page_size: params.pageSize ?? PAGE_SIZE };
}

export async function getProducts(
  params: ProductsParams,
  options: RequestOptions = {},
): Promise<ProductList> {
  return unwrap(await apiRequest<ProductList>('products', { ...options, query: productsQuery(params) }));
}

export const productsQueryOptions = (params: ProductsParams) =>
  apiQueryOptions<ProductList>('products', productsQuery(params));
