import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import type { Category } from '../types';

export type CategoryData = { category: Category };

export function categoryQuery(slug: string, categoryId?: string | null) {
  return categoryId ? { categoryId } : { slug };
}

export async function getCategory(
  slug: string,
  categoryId?: string | null,
  options: RequestOptions = {},
): Promise<Category> {
  return unwrap(
    await apiRequest<CategoryData>('category', { ...options, query: categoryQuery(slug, categoryId) }),
  ).category;
}

export const categoryQueryOptions = (slug: string, categoryId?: string | null) =>
  apiQueryOptions<CategoryData>('category', categoryQuery(slug, categoryId));
