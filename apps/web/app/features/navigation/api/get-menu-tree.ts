// GET category, the whole tree, as the menus read it. The catalogue asks the same call for its
// pages (features/catalog/api/get-category-tree.ts); both build the same query key, so they share
// one entry of the response cache (lib/api/cache.ts). Features do not import each other (ADR 0044).
import type { CategoryNode } from '@sporta/contracts';
import { apiQueryOptions } from '../../../lib/api/cache';

export const menuTreeQueryOptions = () => apiQueryOptions<{ categories: CategoryNode[] }>('category');
