// GET leaflet/view (seed 002 §7): one current leaflet by id or slug, with pages and hotspots.
import type { Leaflet } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export async function getLeaflet(key: string, options: RequestOptions = {}): Promise<Leaflet> {
  return unwrap(await apiRequest<Leaflet>('leaflet/view', { ...options, query: { leaflet_id: key } }));
}
