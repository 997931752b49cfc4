// The blog (/blog) and the recipes (/ricette): GET wp/v2/posts and wp/v2/recipe with page and
// per_page, totals from X-WP-Total and X-WP-TotalPages (spec 000 §7 "custom posts").
import type { WpEntry } from '@sporta/contracts';
import { wpGet, type WpRequestOptions } from './wp-request';

export const POSTS_PER_PAGE = 6;
export const RECIPES_PER_PAGE = 12;

export interface PostPage {
  posts: WpEntry[];
  page: number;
  total: number;
  totalPages: number;
}

export type ListKind = 'posts' | 'recipe';

const PER_PAGE: Record<ListKind, number> = { posts: POSTS_PER_PAGE, recipe: RECIPES_PER_PAGE };

/** A page of posts or recipes (recipes carry their `acf` facts). */
export async function getEntries(
  kind: ListKind,
  page: number,
  options: WpRequestOptions = {},
): Promise<PostPage> {
  const { data, total, totalPages } = await wpGet<WpEntry[]>(
    kind,
    { page, per_page: PER_PAGE[kind] },
    options,
  );
  return { posts: data, page, total, totalPages };
}

export const getPosts = (page: number, options: WpRequestOptions = {}) => getEntries('posts', page, options);
