// The blog (/blog) and the recipes (/ricette): GET wp/v2/posts and wp/v2/recipe with page and per_page, totals from X-WP-Total and
// X-WP-TotalPages (spec 000 §7 "custom posts").
import type { WpEntry } from '@sporta/contracts';
import { wpGet, type WpRequestOptions } from './wp-request';

export const POSTS_PER_PAGE = 6;

export interface PostPage {
  posts: WpEntry[];
  page: number;
  total: number;
  totalPages: number;
}

export const RECIPES_PER_PAGE = 12;

export async function getPosts(page: number, options: WpRequestOptions = {}): Promise<PostPage> {
  const { data, total, totalPages } = await wpGet<WpEntry[]>(
    'posts',
    { page, per_page: POSTS_PER_PAGE },
    options,
  );
  return { posts: data, page, total, totalPages };
}

/** The recipes (/ricette): GET wp/v2/recipe, a page at a time, each with its `acf` facts. */
export async function getRecipes(page: number, options: WpRequestOptions = {}): Promise<PostPage> {
  const { data, total, totalPages } = await wpGet<WpEntry[]>(
    'recipe',
    { page, per_page: RECIPES_PER_PAGE },
    options,
  );
  return { posts: data, page, total, totalPages };
}
