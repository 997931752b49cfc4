// The blog (/blog): GET wp/v2/posts with page and per_page, totals from X-WP-Total and
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

export async function getPosts(page: number, options: WpRequestOptions = {}): Promise<PostPage> {
  const { data, total, totalPages } = await wpGet<WpEntry[]>(
    'posts',
    { page, per_page: POSTS_PER_PAGE },
    options,
  );
  return { posts: data, page, total, totalPages };
}
