// The content editor's calls on the blocks of the home page and the categories (issue 23,
// ADR 0074): list a location's blocks, the locations and targets, create, update, reorder,
// delete, revisions and restore, and the banner image upload (multipart).
import type { BlockAdmin, BlockAdminTargets, CategoryBlock, ContentImage } from '@sporta/contracts';
import { apiRequest, postForMessage, unwrap, type RequestOptions } from '../../../lib/api/client';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

/** What staff write for a block (the kind's settings are checked by the server's schema). */
export interface BlockWrite {
  title: string;
  settings: Record<string, unknown>;
  status: 'draft' | 'publish';
  publishedFrom?: string;
  publishedTo?: string | null;
  storeIds: number[];
  warehouseIds: number[];
  deliveryServiceIds: number[];
}

export interface BlockRevisionView {
  revisionId: number;
  staffName: string;
  action: 'create' | 'update' | 'restore' | 'delete' | 'reorder';
  createdAt: string;
  before: unknown;
  after: unknown;
}

const post = <T>(path: string, body: unknown) => postForMessage<T>(`block-admin/${path}`, body);

export async function listBlocks(location: string, via: Via = {}): Promise<BlockAdmin[]> {
  return unwrap(
    await apiRequest<{ blocks: BlockAdmin[] }>('block-admin/list', {
      ...via,
      query: { location },
      quiet: true,
    }),
  ).blocks;
}

export async function blockTargets(via: Via = {}): Promise<BlockAdminTargets> {
  return unwrap(await apiRequest<BlockAdminTargets>('block-admin/targets', { ...via, quiet: true }));
}

export const createBlock = (block: BlockWrite & { location: string; kind: string }) =>
  post<BlockAdmin>('create', block);

export const updateBlock = (blockId: number, block: BlockWrite) =>
  post<BlockAdmin>('update', { blockId, ...block });

export const reorderBlocks = (location: string, blockIds: number[]) =>
  post<{ blocks: BlockAdmin[] }>('reorder', { location, blockIds });

/** The block as the storefront would render it, not saved (null: it would have nothing to show). */
export const previewBlock = (block: { location: string; kind: string; title: string; settings: unknown }) =>
  post<{ block: CategoryBlock | null }>('preview', block);

export const deleteBlock = (blockId: number) => post<{ blockId: number }>('delete', { blockId });

/** The block as a revision left it, or (`before`) as it was before that revision. */
export const restoreBlock = (revisionId: number, version: 'after' | 'before' = 'after') =>
  post<BlockAdmin>('restore', { revisionId, version });

export async function blockRevisions(blockId: number): Promise<BlockRevisionView[]> {
  return unwrap(
    await apiRequest<{ revisions: BlockRevisionView[] }>('block-admin/revisions', {
      query: { block_id: blockId },
      quiet: true,
    }),
  ).revisions;
}

/** Uploads a banner image; answers its path under /img/uploads/ with its size. */
export async function uploadBlockImage(file: File): Promise<{ data: ContentImage; message: string }> {
  const form = new FormData();
  form.append('file', file);
  return post<ContentImage>('image', form);
}
