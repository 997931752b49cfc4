// The leaflet editor's calls (issue 24, ADR 0054): list, view, targets, upload (multipart),
// settings, hotspots, publish — and the catalogue search used to link a product to a hotspot.
import type { LeafletAdmin, LeafletHotspotsBody, LeafletTargets, ProductList } from '@sporta/contracts';
import { apiRequest, postForMessage, unwrap, type RequestOptions } from '../../../lib/api/client';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

/** A change's answer: the leaflet as saved and the server's message. */
export interface Saved {
  leaflet: LeafletAdmin;
  message: string;
}

async function saved(path: string, body: unknown): Promise<Saved> {
  const { data, message } = await postForMessage<LeafletAdmin>(path, body);
  return { leaflet: data, message };
}

export async function listLeafletsAdmin(via: Via = {}): Promise<LeafletAdmin[]> {
  return unwrap(await apiRequest<{ leaflets: LeafletAdmin[] }>('leaflet-admin/list', { ...via, quiet: true }))
    .leaflets;
}

export async function viewLeafletAdmin(leafletId: number, via: Via = {}): Promise<LeafletAdmin> {
  return unwrap(
    await apiRequest<LeafletAdmin>('leaflet-admin/view', {
      ...via,
      query: { leaflet_id: leafletId },
      quiet: true,
    }),
  );
}

export async function leafletTargets(via: Via = {}): Promise<LeafletTargets> {
  return unwrap(await apiRequest<LeafletTargets>('leaflet-admin/targets', { ...via, quiet: true }));
}

/** Uploads the PDF with its fields (multipart); answers the draft. */
export const uploadLeaflet = (form: FormData) => saved('leaflet-admin/upload', form);

export const updateLeaflet = (leafletId: number, fields: Record<string, unknown>) =>
  saved('leaflet-admin/update', { leaflet_id: leafletId, ...fields });

export const setLeafletHotspots = (body: LeafletHotspotsBody) => saved('leaflet-admin/hotspots', body);

export const publishLeaflet = (leafletId: number, published: boolean) =>
  saved('leaflet-admin/publish', { leaflet_id: leafletId, published });

/** Products by name for a hotspot (the catalogue's `products` search, first 8). */
export async function findProducts(q: string): Promise<ProductList['products']> {
  return unwrap(
    await apiRequest<ProductList>('products', {
      query: { q, page: 1, page_size: 8 },
      quiet: true,
      catalogHash: null,
    }),
  ).products;
}
