// The content editor's calls (issue 23, ADR 0074, 0076): list, view, preview, create, update,
// delete, revisions, restore, a menu's items — and the catalogue search that links a recipe's
// ingredients to products. Every call is quiet: the page shows the server's Italian message.
import type {
  ContentAdminEntry,
  ContentAdminWrite,
  ContentMenuRevision,
  ProductList,
  WpEntry,
} from '@sporta/contracts';
import { apiRequest, postForMessage, unwrap, type RequestOptions } from '../../../lib/api/client';
import { wpGet } from './wp-request';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;
export type ContentType = ContentAdminEntry['type'];
export type ContentListEntry = Omit<ContentAdminEntry, 'bodyHtml' | 'excerptHtml' | 'recipe'>;

export interface ContentList {
  entries: ContentListEntry[];
  page: { selPage: number; itemsPerPage: number; totItems: number; totPages: number };
}

export interface ContentRevision {
  revisionId: number;
  contentId: number | null;
  staffUserId: number;
  staffName: string;
  action: 'create' | 'update' | 'restore' | 'delete';
  createdAt: string;
  before: ContentAdminEntry | null;
  after: ContentAdminEntry | null;
}

/** A change's answer: the entry as saved and the server's message. */
export interface SavedEntry {
  entry: ContentAdminEntry;
  message: string;
}

export interface MenuItem {
  title: string;
  url: string;
}

async function saved(path: string, body: unknown): Promise<SavedEntry> {
  const { data, message } = await postForMessage<ContentAdminEntry>(path, body);
  return { entry: data, message };
}

export async function listContentAdmin(
  q: { type?: ContentType; q?: string; page?: number; perPage?: number },
  via: Via = {},
): Promise<ContentList> {
  return unwrap(
    await apiRequest<ContentList>('content-admin/list', {
      ...via,
      query: { type: q.type, q: q.q || undefined, page: q.page ?? 1, per_page: q.perPage ?? 20 },
      quiet: true,
    }),
  );
}

export async function viewContentAdmin(contentId: number, via: Via = {}): Promise<ContentAdminEntry> {
  return unwrap(
    await apiRequest<ContentAdminEntry>('content-admin/view', {
      ...via,
      query: { content_id: contentId },
      quiet: true,
    }),
  );
}

/** The entry as the storefront's WordPress route would answer it, drafts included. */
export async function previewContentAdmin(
  contentId: number,
): Promise<{ entry: WpEntry; status: 'draft' | 'publish' }> {
  return unwrap(
    await apiRequest<{ entry: WpEntry; status: 'draft' | 'publish' }>('content-admin/preview', {
      query: { content_id: contentId },
      quiet: true,
    }),
  );
}

export const createContent = (body: ContentAdminWrite) => saved('content-admin/create', body);

export const updateContent = (contentId: number, body: ContentAdminWrite) =>
  saved('content-admin/update', { contentId, ...body });

export async function deleteContent(contentId: number): Promise<string> {
  return (await postForMessage<{ contentId: number }>('content-admin/delete', { contentId })).message;
}

export async function contentRevisions(contentId: number, via: Via = {}): Promise<ContentRevision[]> {
  return unwrap(
    await apiRequest<{ revisions: ContentRevision[] }>('content-admin/revisions', {
      ...via,
      query: { content_id: contentId },
      quiet: true,
    }),
  ).revisions;
}

export const restoreRevision = (revisionId: number) => saved('content-admin/restore', { revisionId });

/** A menu location's items as the storefront reads them (WP API Menus shape). */
export async function menuItems(location: string, via: Via = {}): Promise<MenuItem[]> {
  const { data } = await wpGet<{ title?: string; url?: string }[]>(
    `menu-locations/${encodeURIComponent(location)}`,
    {},
    { origin: via.origin, base: '/p/wp-json/wp-api-menus/v2/' },
  );
  return Array.isArray(data) ? data.map((r) => ({ title: r.title ?? '', url: r.url ?? '' })) : [];
}

/** Replaces a menu location's items; answers the items as saved and the server's message. */
export async function saveMenu(
  location: string,
  items: MenuItem[],
): Promise<{ items: MenuItem[]; message: string }> {
  const { data, message } = await postForMessage<{ items: MenuItem[] }>('content-admin/menu', {
    location,
    items,
  });
  return { items: data.items, message };
}

/** A menu location's revisions, newest first (who, when, the items before and after). */
export async function menuRevisions(location: string): Promise<ContentMenuRevision[]> {
  return unwrap(
    await apiRequest<{ revisions: ContentMenuRevision[] }>('content-admin/menu-revisions', {
      query: { location },
      quiet: true,
    }),
  ).revisions;
}

/** Puts a menu back as a revision left it; answers its items and the server's message. */
export async function restoreMenu(revisionId: number): Promise<{ items: MenuItem[]; message: string }> {
  const { data, message } = await postForMessage<{ items: MenuItem[] }>('content-admin/menu-restore', {
    revisionId,
  });
  return { items: data.items, message };
}

export type FoundProduct = Pick<ProductList['products'][number], 'productId' | 'name' | 'description'>;

/** Products by name for a recipe's ingredient (the catalogue's `products` search, first 8). */
export async function findProducts(q: string): Promise<FoundProduct[]> {
  return unwrap(
    await apiRequest<ProductList>('products', {
      query: { q, page: 1, page_size: 8 },
      quiet: true,
      catalogHash: null,
    }),
  ).products;
}

/** The named products (an ingredient list's names when the editor opens a recipe). */
export async function productsByIds(ids: readonly number[], via: Via = {}): Promise<FoundProduct[]> {
  if (ids.length === 0) return [];
  return unwrap(
    await apiRequest<ProductList>('products', {
      ...via,
      query: { product_id: ids.join(','), page: 1, page_size: ids.length },
      quiet: true,
      catalogHash: null,
    }),
  ).products;
}

/** Where the storefront shows an entry of this type. */
export function storefrontPath(type: ContentType, slug: string): string {
  const prefix = { page: '/page/', faq: '/faq/', post: '/blog/', recipe: '/ricette/' }[type];
  return `${prefix}${slug}`;
}
