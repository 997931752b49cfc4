import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';
import { apiQueryOptions } from '../../../lib/api/cache';
import type { CategoryNode } from '../types';

export type CategoryTreeData = { categories: CategoryNode[] };

export async function getCategoryTree(options: RequestOptions = {}): Promise<CategoryNode[]> {
  return unwrap(await apiRequest<CategoryTreeData>('category', options)).categories ?? [];
}

export const categoryTreeQueryOptions = () => apiQueryOptions<CategoryTreeData>('category');
