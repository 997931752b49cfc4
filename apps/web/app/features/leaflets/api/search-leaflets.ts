// GET leaflet/search (seed 002 §7): the leaflets valid today for a warehouse (and service).
import type { Leaflet } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export interface LeafletSearch {
  leafletTypeId?: number;
  warehouseId?: number;
  deliveryServiceId?: number;
}

export async function searchLeaflets(
  params: LeafletSearch,
  options: RequestOptions = {},
): Promise<Leaflet[]> {
  const data = unwrap(
    await apiRequest<{ leaflets: Leaflet[] }>('leaflet/search', {
      ...options,
      query: {
        leaflet_type_id: params.leafletTypeId,
        parent_warehouse_id: params.warehouseId,
        parent_delivery_service_id: params.deliveryServiceId,
      },
    }),
  );
  return data.leaflets;
}

/** The warehouse of a catalogue hash (w<warehouseId>d…t…), the customer's store. */
export function warehouseOfHash(hash: string | null | undefined): number | undefined {
  const m = hash ? /^w(\d{1,9})d/.exec(hash) : null;
  return m ? Number(m[1]) : undefined;
}
